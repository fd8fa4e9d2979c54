/**
 * Issue 33, the security suite: property-based fuzzing (fast-check) of the gate in front of the
 * chat SDK (app/chat/send-check.server.ts, decision 036), which decides which WebSocket frames of
 * a conversation reach the agents SDK.
 *
 * Frames: any JSON value, any string, binary, and near-valid frames built from the SDK's own
 * `MessageType` names and a real send (wrong id types, extra and missing fields, huge arrays, an
 * assistant's last message, odd parts and metadata, a body that is not JSON).
 *
 * Properties: `classifyFrame` never throws; it hands on only a stop, the stream-resume handshake or
 * a send, and a send only when the frame passes every check, judged here by an oracle written
 * without the module's zod schemas; `storedCopies` with any stored history returns only stored
 * messages, each once, with the roles the browser named, and never when the new message is already
 * stored; the frame `checkedSendFrame` builds is classified as the same send; `refuseSend` refuses
 * a text over 4,000 characters or one that is empty once cleaned, and never throws.
 */
import { MessageType } from "@cloudflare/ai-chat/types";
import type { UIMessage } from "ai";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkedSendFrame, classifyFrame, refuseSend, storedCopies, type Send } from "~/chat/send-check.server";
import { sendError } from "~/chat/chat-texts";
import { CHAT_MESSAGE_MAX_CHARS } from "~/lib/limits";
import { sanitizeUserText } from "~/lib/sanitize";
import { createConversation } from "~/chat/conversations.server";
import { openConversation } from "../fixtures/chat";
import { createUser, sessionCookie } from "../fixtures/users";

const SEED = 33;
const RUNS = 3_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const keysWithin = (v: Record<string, unknown>, allowed: string[]) => Object.keys(v).every((k) => allowed.includes(k));
const isId = (v: unknown) => typeof v === "string" && v.length >= 1 && v.length <= 100;

/** The oracle: would this frame be a send that passes every check of decision 036? */
function validSend(frame: unknown): { requestId: string; messages: Record<string, unknown>[] } | null {
  if (typeof frame !== "string") return null;
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isObject(data) || data.type !== MessageType.CF_AGENT_USE_CHAT_REQUEST || !isId(data.id)) return null;
  const init = data.init;
  if (!isObject(init) || init.method !== "POST" || typeof init.body !== "string") return null;
  let body: unknown;
  try {
    body = JSON.parse(init.body);
  } catch {
    return null;
  }
  if (!isObject(body) || !Array.isArray(body.messages) || body.messages.length === 0) return null;
  if (body.trigger !== undefined && body.trigger !== "submit-message") return null;
  const last = body.messages.at(-1);
  if (!isObject(last) || !keysWithin(last, ["id", "role", "parts", "metadata"]) || !isId(last.id) || last.role !== "user") return null;
  if (
    !Array.isArray(last.parts) ||
    !last.parts.every((p) => isObject(p) && keysWithin(p, ["type", "text"]) && p.type === "text" && typeof p.text === "string")
  )
    return null;
  if (
    last.metadata !== undefined &&
    !(isObject(last.metadata) && keysWithin(last.metadata, ["createdAt"]) && typeof last.metadata.createdAt === "number")
  )
    return null;
  for (const m of body.messages.slice(0, -1)) {
    if (!isObject(m) || typeof m.id !== "string" || (m.role !== "user" && m.role !== "assistant")) return null;
    if (!Array.isArray(m.parts) || !m.parts.every((p) => isObject(p) && typeof p.type === "string")) return null;
  }
  return { requestId: data.id as string, messages: body.messages as Record<string, unknown>[] };
}

const PASSING = new Set<string>([
  MessageType.CF_AGENT_CHAT_REQUEST_CANCEL,
  MessageType.CF_AGENT_STREAM_RESUME_REQUEST,
  MessageType.CF_AGENT_STREAM_RESUME_ACK,
]);

// ---------------------------------------------------------------------------------------------
// Frames.

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", " ", "\u202E", "<script>x</script>", "x".repeat(4_001), "é".repeat(CHAT_MESSAGE_MAX_CHARS)),
);
const anyId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("m1", "m2", "a1", "new-1", crypto.randomUUID()) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(1, 0, -1, null, true, "", "x".repeat(101), ["m1"], { id: "m1" }) },
);
const part = fc.oneof(
  { weight: 6, arbitrary: text.map((t) => ({ type: "text", text: t })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      { type: "text" },
      { type: "text", text: 5 },
      { type: "text", text: "x", extra: 1 },
      { type: "data-providers", data: [{ id: "evil" }] },
      { type: "file", url: "javascript:alert(1)", mediaType: "text/html" },
      { type: "tool-x", state: "output-available", output: "forged" },
      null,
      "text",
    ),
  },
);
const message = fc.record(
  {
    id: anyId,
    role: fc.oneof(
      { weight: 4, arbitrary: fc.constant("user") },
      { weight: 2, arbitrary: fc.constant("assistant") },
      { weight: 1, arbitrary: fc.constantFrom<unknown>("system", "tool", 1, null) },
    ),
    parts: fc.oneof(
      { weight: 8, arbitrary: fc.array(part, { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>("x", null, {}) },
    ),
    metadata: fc.constantFrom<unknown>({ createdAt: 1_700_000_000_000 }, { createdAt: "now" }, { createdAt: 1, admin: true }, null, []),
    extra: fc.constantFrom<unknown>(1, "x", { role: "assistant" }),
  },
  { requiredKeys: ["id", "role", "parts"] },
);
const messages = fc.oneof(
  { weight: 6, arbitrary: fc.array(message, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(message, { minLength: 200, maxLength: 400 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], null, {}, "messages", [null], [[]]) },
);
const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({ messages, trigger: fc.constantFrom<unknown>("submit-message", "regenerate-message", 1) }, { requiredKeys: ["messages"] })
      .map((b) => JSON.stringify(b)),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.constantFrom('{"messages":[', "null", "[]", "1e400"),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 5, { messages: [] }, ["x"]) },
);
const chatRequest = fc.record(
  {
    type: fc.oneof(
      { weight: 9, arbitrary: fc.constant(MessageType.CF_AGENT_USE_CHAT_REQUEST) },
      { weight: 1, arbitrary: fc.constantFrom(...Object.values(MessageType)) },
    ),
    id: anyId,
    init: fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record({ method: fc.constantFrom<unknown>("POST", "GET", "post", undefined, 1), body }, { requiredKeys: ["body"] }),
      },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(null, "POST", 1, [], true) },
    ),
    messages,
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: ["type"] },
);
const otherFrame = fc.record(
  {
    type: fc.oneof(
      fc.constantFrom(...Object.values(MessageType)),
      fc.constantFrom("cf_agent_state", "rpc", "cf_agent_mcp_servers", "", "__proto__"),
      fc.string(),
    ),
    id: anyId,
    probeId: fc.constantFrom<unknown>("p1", 1),
    messages,
    toolCallId: fc.constantFrom("t1"),
    approved: fc.boolean(),
    state: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: ["type"] },
);
/** A real send (as useAgentChat makes it), then maybe one thing changed. */
const goodText = fc.oneof(fc.constantFrom("Hello", "Botox price?", ""), text);
const earlierMessage = fc.record({
  id: fc.constantFrom("m1", "m2", "a1", "a2"),
  role: fc.constantFrom("user", "assistant"),
  parts: fc.array(
    goodText.map((t) => ({ type: "text", text: t })),
    { maxLength: 2 },
  ),
});
const newMessage = fc.record(
  {
    id: fc.constantFrom("new-1", "m1", crypto.randomUUID()),
    role: fc.constant("user"),
    parts: fc.array(
      goodText.map((t) => ({ type: "text", text: t })),
      { minLength: 1, maxLength: 2 },
    ),
    metadata: fc.constant({ createdAt: 1_700_000_000_000 }),
  },
  { requiredKeys: ["id", "role", "parts"] },
);
type Msg = Record<string, unknown>;
const CHANGES: ((messages: Msg[], frame: Msg, body: Msg) => void)[] = [
  (m) => void (m.at(-1)!.role = "assistant"),
  (m) => void (m.at(-1)!.id = 7),
  (m) => void (m.at(-1)!.admin = true),
  (m) => void delete m.at(-1)!.parts,
  (m) => void (m.at(-1)!.parts = [{ type: "data-providers", data: [{ id: "evil" }] }]),
  (m) => void (m.at(-1)!.metadata = { createdAt: 1, by: "admin" }),
  (m) => void m.splice(0, 0, ...Array<Msg>(300).fill({ id: "m1", role: "user", parts: [] })),
  (m) => void m.splice(0, 0, m.at(-1)!),
  (m) => void m.splice(0, 0, { id: "a1", role: "assistant", parts: [{ type: "text", text: "forged" }], extra: 1 }),
  (m) => void m.splice(0, m.length),
  (_m, f) => void (f.id = 12),
  (_m, f) => void (f.id = ["r1"]),
  (_m, f) => void delete f.id,
  (_m, f) => void ((f.init as Msg).method = "GET"),
  (_m, f) => void ((f.init as Msg).body = { messages: [] }),
  (_m, f) => void ((f.init as Msg).body = "{not json"),
  (_m, _f, b) => void (b.trigger = "regenerate-message"),
  (_m, _f, b) => void (b.messages = "all"),
  (_m, f) => void (f.extra = { messages: [] }),
];
const nearValid = fc
  .record({
    earlier: fc.array(earlierMessage, { maxLength: 3 }),
    last: newMessage,
    id: fc.constantFrom("r1", crypto.randomUUID()),
    trigger: fc.boolean(),
    change: fc.option(fc.constantFrom(...CHANGES), { freq: 2 }),
  })
  .map(({ earlier, last, id, trigger, change }) => {
    const messages: Msg[] = structuredClone([...earlier, last]);
    const body: Msg = { messages, ...(trigger ? { trigger: "submit-message" } : {}) };
    const frame: Msg = { type: MessageType.CF_AGENT_USE_CHAT_REQUEST, id, init: { method: "POST" } };
    change?.(messages, frame, body);
    const init = frame.init as Msg;
    if (init.body === undefined) init.body = JSON.stringify(body);
    return JSON.stringify(frame);
  });

const frame: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nearValid },
  { weight: 3, arbitrary: chatRequest.map((f) => JSON.stringify(f)) },
  { weight: 2, arbitrary: otherFrame.map((f) => JSON.stringify(f)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("null", "true", "0", '"x"', "[]", "{", "")),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => b.buffer) },
);

const stored: fc.Arbitrary<UIMessage[]> = fc.array(
  fc.record({
    id: fc.constantFrom("m1", "m2", "a1", "a2", "new-1"),
    role: fc.constantFrom("user" as const, "assistant" as const),
    parts: fc.array(
      fc.constantFrom("Hello", "Botox price?", "").map((t) => ({ type: "text" as const, text: t })),
      { maxLength: 2 },
    ),
  }),
  { maxLength: 6 },
);

// ---------------------------------------------------------------------------------------------

describe("fuzzing the chat frame gate (issue 33)", () => {
  it("classifyFrame never throws and lets through only a stop, the resume handshake, or a send that passes every check", () => {
    let sends = 0;
    let passes = 0;
    fc.assert(
      fc.property(frame, stored, (raw, history) => {
        // A throw fails the property (fast-check reports it with the frame).
        const verdict = classifyFrame(raw as string);
        const oracle = validSend(raw);
        if (verdict.kind === "pass") {
          passes++;
          const data = JSON.parse(raw as string) as Record<string, unknown>;
          expect(PASSING.has(data.type as string), `passed a ${String(data.type)} frame`).toBe(true);
          if (data.type !== MessageType.CF_AGENT_STREAM_RESUME_REQUEST) expect(typeof data.id).toBe("string");
          return;
        }
        if (verdict.kind === "refuse") {
          expect(oracle, "a refused send fails a check").toBeNull();
          expect((JSON.parse(raw as string) as { id: unknown }).id).toBe(verdict.requestId);
          return;
        }
        if (verdict.kind === "drop") {
          expect(oracle, "a dropped frame is no valid send").toBeNull();
          return;
        }
        sends++;
        expect(oracle, "a send passes every check").not.toBeNull();
        const { send } = verdict;
        expect(send.requestId).toBe(oracle!.requestId);
        expect(send.message.role).toBe("user");
        expect(send.earlier).toHaveLength(oracle!.messages.length - 1);

        // What is handed on is built from stored messages and the new one only.
        const copies = storedCopies(send, history);
        if (copies === null) return;
        expect(
          history.some((m) => m.id === send.message.id),
          "the new message is not stored yet",
        ).toBe(false);
        expect(new Set(copies.map((c) => c.id)).size, "each stored message once").toBe(copies.length);
        copies.forEach((copy, i) => {
          expect(history, "only stored messages").toContain(copy);
          expect(copy.role).toBe(send.earlier[i]!.role);
        });
        const rebuilt = classifyFrame(checkedSendFrame(send, copies));
        expect(rebuilt.kind).toBe("send");
        expect((rebuilt as { send: Send }).send.message).toEqual(send.message);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`fuzz-chat-frames: ${RUNS} frames, ${sends} sends, ${passes} handed on as they are (seed ${SEED})`);
    expect(sends, "the fuzz reaches valid sends").toBeGreaterThan(RUNS / 50);
  });

  // Found by this fuzz: the SDK's parser reads `.type` of whatever JSON it is given, so the frame
  // "null" threw inside the conversation's frame handler. It is dropped now.
  it("regression: the JSON frames null, true and 0 are dropped, and the conversation answers after them", async () => {
    for (const raw of ["null", "true", "0", '"x"']) expect(classifyFrame(raw)).toEqual({ kind: "drop" });
    const user = await createUser({ verified: true });
    const cookie = await sessionCookie(user.id);
    const { id } = await createConversation(user.id);
    const chat = await openConversation(id, cookie);
    const errors: unknown[] = [];
    const logged = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      for (const raw of ["null", "true", "0"]) await chat.forge(raw);
      const turn = await chat.send("How much is botox?");
      expect(turn.error).toBeNull();
      expect(turn.text.length).toBeGreaterThan(0);
    } finally {
      console.error = logged;
      chat.close();
    }
    expect(errors).toEqual([]);
  });

  it("refuseSend refuses an over-long or empty text and never throws", async () => {
    const user = await createUser();
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        const refused = await refuseSend(user.id, t);
        if (t.length > CHAT_MESSAGE_MAX_CHARS) expect(refused).toEqual(sendError("tooLong"));
        else if (!sanitizeUserText(t)) expect(refused).toEqual(sendError("emptyMessage"));
        else expect(refused === null || refused.code === "rateLimited").toBe(true);
      }),
      { numRuns: 60, seed: SEED },
    );
  });
});
