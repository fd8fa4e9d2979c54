/**
 * The per-user index of TruGPT conversations in D1 (one query lists them, most recently updated
 * first); each conversation's messages live in its ChatConversation Durable Object
 * (workers/chat-conversation.ts, docs/decisions/014-trugpt-stack.md).
 */
import { and, count, desc, eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { db } from "~/db/client.server";
import { chatConversations } from "~/db/schema";
import { CHAT_TITLE_MAX_CHARS } from "~/lib/limits";
import { sanitizeUserText } from "~/lib/sanitize";
import { CHAT, CONVERSATION_ID } from "./chat-texts";

export type ConversationSummary = { id: string; title: string; createdAt: number; updatedAt: number; messageCount: number };

const summary = {
  id: chatConversations.id,
  title: chatConversations.title,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
  messageCount: chatConversations.messageCount,
};

function toSummary(row: { id: string; title: string; createdAt: Date; updatedAt: Date; messageCount: number }): ConversationSummary {
  return { ...row, createdAt: row.createdAt.getTime(), updatedAt: row.updatedAt.getTime() };
}

export async function listConversations(userId: string): Promise<ConversationSummary[]> {
  const rows = await db()
    .select(summary)
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.createdAt));
  return rows.map(toSummary);
}

/** The conversation when `userId` owns it; undefined for another user's, a deleted or a malformed id. */
export async function ownedConversation(userId: string, id: string): Promise<ConversationSummary | undefined> {
  if (!CONVERSATION_ID.test(id)) return undefined;
  const [row] = await db()
    .select(summary)
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .limit(1);
  return row && toSummary(row);
}

/** The header the Worker sets to the conversation's id on every request it routes to its object (which checks it names itself). */
export const CONVERSATION_HEADER = "x-truself-conversation";

export function conversationStub(id: string) {
  return env.CHAT_CONVERSATION.get(env.CHAT_CONVERSATION.idFromName(id));
}

/** A new conversation: "Welcome Chat" when it is the user's first, "New Conversation" otherwise. */
export async function createConversation(userId: string): Promise<ConversationSummary> {
  const [existing] = await db().select({ n: count() }).from(chatConversations).where(eq(chatConversations.userId, userId));
  const id = crypto.randomUUID();
  const now = new Date();
  const title = existing?.n ? CHAT.defaultTitle : CHAT.firstTitle;
  // The object stores its owner and checks it on every connection. Claimed before the index row is
  // written, so a failed claim leaves no listed conversation that could never be opened (issue 33).
  await conversationStub(id).claim(userId);
  await db().insert(chatConversations).values({ id, userId, title, createdAt: now, updatedAt: now });
  return { id, title, createdAt: now.getTime(), updatedAt: now.getTime(), messageCount: 0 };
}

export async function renameConversation(userId: string, id: string, title: string): Promise<boolean> {
  const result = await db()
    .update(chatConversations)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  return result.length > 0;
}

/** Removes the index row and the object's storage (messages, owner). */
export async function deleteConversation(userId: string, id: string): Promise<boolean> {
  if (!(await ownedConversation(userId, id))) return false;
  await conversationStub(id).forget();
  await db()
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
  return true;
}

/** After a turn: the list shows the conversation first and counts its messages. */
export async function touchConversation(id: string, messageCount: number): Promise<void> {
  await db().update(chatConversations).set({ updatedAt: new Date(), messageCount }).where(eq(chatConversations.id, id));
}

/** A title from a question: one line, cut at a word boundary within the title limit. */
export function titleFromQuestion(question: string): string {
  const line = sanitizeUserText(question).replace(/\s+/g, " ");
  if (line.length <= CHAT_TITLE_MAX_CHARS) return line;
  const cut = line.slice(0, CHAT_TITLE_MAX_CHARS - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > CHAT_TITLE_MAX_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Once the first question is answered, a conversation still called "New Conversation" takes the
 * question as its title (one the user renamed keeps its name; the first, "Welcome Chat", keeps its own).
 */
export async function titleConversation(id: string, question: string): Promise<void> {
  const title = titleFromQuestion(question);
  if (!title) return;
  await db()
    .update(chatConversations)
    .set({ title })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.title, CHAT.defaultTitle)));
}
