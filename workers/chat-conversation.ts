import { DurableObject } from "cloudflare:workers";
import {
  appendMessage,
  listMessages,
  migrateMessageStore,
  type ChatMessage,
  type ChatRole,
  type MentionedProvider,
} from "~/chat/message-store.server";

/**
 * One Durable Object per TruGPT conversation (docs/decisions/005-chat-durable-object.md).
 * Messages live in the object's own SQLite storage; D1 keeps the per-user conversation index.
 */
export class ChatConversation extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => migrateMessageStore(ctx.storage.sql));
  }

  async addMessage(input: { role: ChatRole; content: string; mentionedProviders?: MentionedProvider[] }): Promise<ChatMessage> {
    return appendMessage(this.ctx.storage.sql, input);
  }

  async messages(): Promise<ChatMessage[]> {
    return listMessages(this.ctx.storage.sql);
  }

  /** Called when the conversation is deleted from the index. */
  async destroy(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
