/**
 * TruGPT faults (issue 33, faults at the binding boundary): the conversation's Durable Object
 * (its namespace binding, its own SQLite storage, an eviction between turns) and the answer
 * engine's AI binding fail on a chosen call, under the real Worker, WebSocket and object. The user
 * gets spec 001's texts, no stored message is lost (D1 index and the object), and the next send
 * is answered.
 */
import { env } from "cloudflare:workers";
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { CHAT } from "~/chat/chat-texts";
import { conversationStub } from "~/chat/conversations.server";
import { NOT_MEDICAL_ADVICE } from "~/chat/knowledge";
import { action } from "~/routes/account/trugpt.conversations";
import { count, fetcherPost } from "../fixtures/actions";
import { chatRequest, openConversation, storedMessages, createConversation as create, listConversations as list } from "../fixtures/chat";
import { countFault, reportFaults, faultyNamespace, neverAnswers, thirdPartyFault, withBinding } from "../fixtures/faults";
import { signedIn } from "../fixtures/users";

const texts = (messages: { role: string; parts: { type: string; text?: string }[] }[]) =>
  messages.map((m) => `${m.role}: ${m.parts.find((p) => p.type === "text")?.text?.slice(0, 40) ?? ""}`);

const chatNamespace = () => env.CHAT_CONVERSATION as DurableObjectNamespace<Rpc.DurableObjectBranded>;
const failingObject = <T>(method: string, run: () => Promise<T>) =>
  withBinding("CHAT_CONVERSATION", faultyNamespace(chatNamespace(), { when: (m) => m === method }), run);

reportFaults("faults-chat");

describe("the conversation's Durable Object fails", () => {
  it("on create: 'Failed to create new conversation. Please try again.', no conversation half made in the index; the retry creates one", async () => {
    const { cookie } = await signedIn();
    const failed = await failingObject("claim", () => fetcherPost(action, "/trugpt/conversations", { intent: "create" }, { cookie }));
    expect(failed.status).toBe(500);
    expect(failed.data.toast).toMatchObject({ description: CHAT.createFailed, type: "error" });
    // An index row whose object has no owner could never be opened: none may be left.
    expect(await list(cookie)).toEqual([]);
    const { id, title } = await create(cookie);
    expect(title).toBe(CHAT.firstTitle);
    const chat = await openConversation(id, cookie);
    expect((await chat.send("What is botox?")).error).toBeNull();
    chat.close();
  });

  it("on connect: a bare 500 (the dialog shows its connection error), the stored messages kept; reconnecting goes on", async () => {
    const { cookie } = await signedIn();
    const { id } = await create(cookie);
    const first = await openConversation(id, cookie);
    expect((await first.send("What is botox?")).error).toBeNull();
    first.close();
    const failed = await failingObject("fetch", () => chatRequest(`/api/chat/${id}`, cookie));
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe("Internal Server Error");
    expect(CHAT.connectionError).toBe("We're having trouble connecting to the chat service. Please try again.");
    const again = await openConversation(id, cookie);
    expect((await again.send("And its risks?")).error).toBeNull();
    again.close();
    const { messages } = await storedMessages(id, cookie);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect((await list(cookie))[0]).toMatchObject({ id, messageCount: 4 });
  });

  it("on delete: 'Failed to delete conversation', the conversation still listed with its messages; the retry deletes it", async () => {
    const { cookie } = await signedIn();
    const { id } = await create(cookie);
    const chat = await openConversation(id, cookie);
    await chat.send("What is botox?");
    chat.close();
    const del = () => fetcherPost(action, "/trugpt/conversations", { intent: "delete", id }, { cookie });
    const failed = await failingObject("forget", del);
    expect(failed.status).toBe(500);
    expect(failed.data.toast).toMatchObject({ description: CHAT.deleteFailed, type: "error" });
    expect((await list(cookie)).map((c) => c.id)).toEqual([id]);
    expect((await storedMessages(id, cookie)).messages).toHaveLength(2);
    expect((await del()).status).toBe(200);
    expect(await count("chat_conversations")).toBe(0);
  });

  it("its storage refuses the writes of one send: the send fails with spec 001's text, earlier messages kept; the next send is answered", async () => {
    const { cookie } = await signedIn();
    const { id } = await create(cookie);
    const chat = await openConversation(id, cookie);
    expect((await chat.send("What is botox?")).error).toBeNull();
    const before = texts((await storedMessages(id, cookie)).messages);
    const stub = conversationStub(id);
    // The object's own SQLite storage (its binding) fails every write until put back.
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql as SqlStorage & { realExec?: SqlStorage["exec"] };
      sql.realExec = sql.exec.bind(sql);
      sql.exec = ((query: string, ...bindings: unknown[]) => {
        if (/^\s*(insert|update|replace|delete)\b/i.test(query)) thirdPartyFault(`Durable Object storage: ${query.slice(0, 40)}`);
        return sql.realExec!(query, ...bindings);
      }) as SqlStorage["exec"];
    });
    const failed = await chat.send("And its risks?");
    await runInDurableObject(stub, (_instance, state) => {
      const sql = state.storage.sql as SqlStorage & { realExec?: SqlStorage["exec"] };
      sql.exec = sql.realExec!;
      delete sql.realExec;
    });
    expect(failed.error).toBe(CHAT.sendFailed);
    expect(texts((await storedMessages(id, cookie)).messages).slice(0, before.length)).toEqual(before);
    const next = await chat.send("How long does it last?");
    chat.close();
    expect(next.error).toBeNull();
    const after = texts((await storedMessages(id, cookie)).messages);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.at(-1)).toMatch(/^assistant: /);
  });

  it("is evicted between two turns (a new instance): the messages and the index stay, and the next send is answered with the history", async () => {
    const { cookie } = await signedIn();
    const { id } = await create(cookie);
    const chat = await openConversation(id, cookie);
    expect((await chat.send("How much is a nose job?")).error).toBeNull();
    chat.close();
    await evictDurableObject(conversationStub(id), { webSockets: "close" });
    countFault();
    const again = await openConversation(id, cookie);
    const follow = await again.send("what about recovery?");
    again.close();
    expect(follow.error).toBeNull();
    // The follow-up is answered about rhinoplasty: the engine saw the stored turn.
    expect(follow.text).toContain("Recovery after Rhinoplasty");
    const { messages } = await storedMessages(id, cookie);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect((await list(cookie))[0]).toMatchObject({ id, messageCount: 4 });
  });
});

describe("the conversation's Durable Object loses its storage (emptied, a new instance)", () => {
  it("connecting says 'This conversation does not exist.' (404, no 500), the other conversations untouched; it can still be deleted from the list", async () => {
    const { cookie } = await signedIn();
    const kept = await create(cookie);
    const { id } = await create(cookie);
    for (const c of [kept.id, id]) {
      const chat = await openConversation(c, cookie);
      expect((await chat.send("What is botox?")).error).toBeNull();
      chat.close();
    }
    const stub = conversationStub(id);
    await runInDurableObject(stub, (_instance, state) => state.storage.deleteAll());
    await evictDurableObject(stub, { webSockets: "close" });
    countFault();
    const refused = await chatRequest(`/api/chat/${id}`, cookie);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(CHAT.notFound);
    expect(texts((await storedMessages(kept.id, cookie)).messages)).toHaveLength(2);
    expect((await fetcherPost(action, "/trugpt/conversations", { intent: "delete", id }, { cookie })).status).toBe(200);
    expect((await list(cookie)).map((c) => c.id)).toEqual([kept.id]);
  });
});

describe("the answer engine's AI binding fails", () => {
  const vars = env as unknown as Record<string, unknown>;
  afterEach(() => {
    for (const key of ["TRUGPT_ENGINE", "AI", "TRUGPT_ENGINE_TIMEOUT_MS"]) delete vars[key];
  });

  const sse = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ response: text })}\n\ndata: [DONE]\n\n`));
        controller.close();
      },
    });

  for (const [fault, run] of [
    ["throws", () => thirdPartyFault("Workers AI run")],
    ["never answers", () => neverAnswers()],
  ] as const) {
    it(`the engine ${fault}: the offline answer with "${CHAT.modelUnavailable}", stored whole, not stuck busy: the next send is answered`, async () => {
      let failing = true;
      Object.assign(vars, {
        TRUGPT_ENGINE: "workers-ai",
        TRUGPT_ENGINE_TIMEOUT_MS: "300",
        AI: { run: async () => (failing ? run() : sse("Botox lasts 3 to 4 months.")) },
      });
      const { cookie } = await signedIn();
      const { id } = await create(cookie);
      const chat = await openConversation(id, cookie);
      // Issue 37: a failed model is replaced by the offline engine, which says so (test/integration/trugpt-model.test.ts).
      const failed = await chat.send("Is botox safe?");
      expect(failed.error).toBeNull();
      expect(failed.text.endsWith(`\n\n${CHAT.modelUnavailable}`)).toBe(true);
      const answered = `assistant: ${failed.text.slice(0, 40)}`;
      expect(texts((await storedMessages(id, cookie)).messages)).toEqual(["user: Is botox safe?", answered]);
      failing = false;
      const next = await chat.send("How long does botox last?");
      chat.close();
      // The model's medical answer ends with the disclaimer (app/chat/turn.server.ts).
      const modelAnswer = `Botox lasts 3 to 4 months.\n\n${NOT_MEDICAL_ADVICE}`;
      expect(next).toMatchObject({ error: null, text: modelAnswer });
      expect(texts((await storedMessages(id, cookie)).messages)).toEqual([
        "user: Is botox safe?",
        answered,
        "user: How long does botox last?",
        `assistant: ${modelAnswer.slice(0, 40)}`,
      ]);
    });
  }
});
