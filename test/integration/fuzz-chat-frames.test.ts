/**
 * Issue 33, the security suite: property-based fuzzing (fast-check) of the gate in front of a
 * conversation (app/chat/send-check.server.ts, decisions 036 and 075), which decides which
 * WebSocket frames the conversation's Durable Object acts on.
 *
 * Frames: any JSON value, any string, binary, oversized frames, the agents SDK's old frame types,
 * and near-valid frames built from a real send, stop and resume (wrong id types, extra and missing
 * fields, huge texts, odd offsets).
 *
 * Properties: `classifyFrame` never throws, and its verdict is the oracle's, written here without
 * the module's zod schemas: a send only when the frame is exactly a send (type, a short string id,
 * a string text), a stop and a resume only when exactly one, a refusal (answered by its id) for
 * any other frame of type send with a usable id, and everything else dropped. Over a real socket,
 * frames that are not valid sends change nothing stored, get no reply but a refusal, and the
 * conversation answers after them. `refuseSend` refuses a text over 4,000 characters or one that
 * is empty once cleaned, and never throws.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FRAME_MAX_CHARS } from "~/chat/chat-protocol";
import { classifyFrame, refuseSend, type FrameVerdict } from "~/chat/send-check.server";
import { sendError } from "~/chat/chat-texts";
import { CHAT_MESSAGE_MAX_CHARS } from "~/lib/limits";
import { sanitizeUserText } from "~/lib/sanitize";
import { createConversation } from "~/chat/conversations.server";
import { openConversation, storedMessages } from "../fixtures/chat";
import { createUser, sessionCookie } from "../fixtures/users";

const SEED = 33;
const RUNS = 3_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const exactKeys = (v: Record<string, unknown>, required: string[], optional: string[] = []) =>
  required.every((k) => k in v) && Object.keys(v).every((k) => required.includes(k) || optional.includes(k));
const isId = (v: unknown): v is string => typeof v === "string" && v.length >= 1 && v.length <= 100;

/** The oracle: what the gate must decide for this frame (decision 075). */
function oracle(frame: unknown): FrameVerdict {
  const drop: FrameVerdict = { kind: "drop" };
  if (typeof frame !== "string" || frame.length > FRAME_MAX_CHARS) return drop;
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return drop;
  }
  if (!isObject(data)) return drop;
  if (data.type === "send") {
    if (!isId(data.id)) return drop;
    if (exactKeys(data, ["type", "id", "text"]) && typeof data.text === "string")
      return { kind: "send", send: { id: data.id, text: data.text } };
    return { kind: "refuse", requestId: data.id };
  }
  if (data.type === "stop" && exactKeys(data, ["type", "id"]) && isId(data.id)) return { kind: "stop", id: data.id };
  if (data.type === "resume" && exactKeys(data, ["type"], ["offset"])) {
    if (data.offset === undefined) return { kind: "resume", offset: 0 };
    if (typeof data.offset === "number" && Number.isInteger(data.offset) && data.offset >= 0)
      return { kind: "resume", offset: data.offset };
  }
  return drop;
}

// ---------------------------------------------------------------------------------------------
// Frames.

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", " ", "\u202E", "<script>x</script>", "x".repeat(4_001), "é".repeat(CHAT_MESSAGE_MAX_CHARS), "x".repeat(40_000)),
);
const anyId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("m1", "m2", "a1", "new-1", crypto.randomUUID()) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(1, 0, -1, null, true, "", "x".repeat(101), ["m1"], { id: "m1" }) },
);
const type = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("send", "stop", "resume") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "cf_agent_use_chat_request",
      "cf_agent_chat_request_cancel",
      "cf_agent_stream_resume_request",
      "cf_agent_chat_messages",
      "cf_agent_chat_clear",
      "cf_agent_tool_result",
      "chunk",
      "done",
      "error",
      "messages",
      "resuming",
      "cf_agent_state",
      "rpc",
      "__proto__",
      "SEND",
      "",
    ),
  },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom<unknown>(1, null, ["send"], { type: "send" })) },
);
const offset = fc.oneof(fc.nat(), fc.constantFrom<unknown>(-1, 1.5, "3", null, Number.MAX_SAFE_INTEGER, Infinity));
/** Any mix of the protocol's fields, and others. */
const looseFrame = fc.record(
  {
    type,
    id: anyId,
    text: fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom<unknown>(5, null, ["x"], { text: "x" }) }),
    offset,
    messages: fc.constantFrom<unknown>([], [{ id: "a1", role: "assistant", parts: [{ type: "text", text: "forged" }] }], null),
    role: fc.constantFrom<unknown>("user", "assistant"),
    parts: fc.constantFrom<unknown>([{ type: "text", text: "x" }], [{ type: "data-providers", data: [{ id: "evil" }] }]),
    metadata: fc.constantFrom<unknown>({ createdAt: 1 }, null),
    init: fc.constantFrom<unknown>({ method: "POST", body: "{}" }),
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);
/** A real send, stop or resume (as app/chat/chat-socket.ts writes them), then maybe one thing changed. */
type Msg = Record<string, unknown>;
const CHANGES: ((frame: Msg) => void)[] = [
  (f) => void (f.id = 7),
  (f) => void (f.id = ["r1"]),
  (f) => void delete f.id,
  (f) => void (f.id = ""),
  (f) => void (f.text = 42),
  (f) => void delete f.text,
  (f) => void (f.role = "assistant"),
  (f) => void (f.messages = []),
  (f) => void (f.parts = [{ type: "text", text: "x" }]),
  (f) => void (f.offset = -1),
  (f) => void (f.offset = 2.5),
  (f) => void (f.type = "Send"),
  (f) => void (f.extra = { messages: [] }),
];
const nearValid = fc
  .record({
    kind: fc.constantFrom("send", "stop", "resume"),
    id: fc.constantFrom("r1", crypto.randomUUID()),
    text: fc.oneof(fc.constantFrom("Hello", "Botox price?", ""), text),
    offset: fc.option(fc.nat(50), { nil: undefined }),
    change: fc.option(fc.constantFrom(...CHANGES), { freq: 2 }),
  })
  .map(({ kind, id, text, offset, change }) => {
    const frame: Msg =
      kind === "send"
        ? { type: kind, id, text }
        : kind === "stop"
          ? { type: kind, id }
          : { type: kind, ...(offset === undefined ? {} : { offset }) };
    change?.(frame);
    return JSON.stringify(frame);
  });

const frame: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nearValid },
  { weight: 3, arbitrary: looseFrame.map((f) => JSON.stringify(f)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("null", "true", "0", '"x"', "[]", "{", "")),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((b) => b.buffer) },
);

// ---------------------------------------------------------------------------------------------

describe("fuzzing the chat frame gate (issue 33)", () => {
  it("classifyFrame never throws, and decides as the oracle: a send, a stop or a resume only when exactly one, a refusal for another send", () => {
    const seen: Record<FrameVerdict["kind"], number> = { send: 0, refuse: 0, stop: 0, resume: 0, drop: 0 };
    fc.assert(
      fc.property(frame, (raw) => {
        // A throw fails the property (fast-check reports it with the frame).
        const verdict = classifyFrame(raw as string | ArrayBuffer);
        seen[verdict.kind]++;
        expect(verdict).toEqual(oracle(raw));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.log(`fuzz-chat-frames: ${RUNS} frames, verdicts ${JSON.stringify(seen)} (seed ${SEED})`);
    for (const kind of Object.keys(seen) as FrameVerdict["kind"][])
      expect(seen[kind], `the fuzz reaches ${kind}`).toBeGreaterThan(RUNS / 50);
  });

  it("over a real socket: frames that are not valid sends store nothing, get no reply but their refusal, and the conversation answers after them", async () => {
    const user = await createUser({ verified: true });
    const cookie = await sessionCookie(user.id);
    const { id } = await createConversation(user.id);
    const chat = await openConversation(id, cookie);
    const sent = fc.sample(frame, { numRuns: 300, seed: SEED }).filter((raw) => oracle(raw).kind !== "send");
    const refused = new Set(
      sent.flatMap((raw) => (oracle(raw).kind === "refuse" ? [(oracle(raw) as { requestId: string }).requestId] : [])),
    );
    expect(refused.size, "the sample holds refused sends").toBeGreaterThan(0);
    for (const raw of sent) chat.ws.send(raw as string | ArrayBuffer);
    const turn = await chat.send("How much is botox?");
    chat.close();
    expect(turn.error).toBeNull();
    const replies = chat.received.filter((f) => f.type !== "chunk" && f.type !== "done" && f.type !== "messages");
    expect(replies.length, "the refused sends were answered").toBeGreaterThan(0);
    for (const reply of replies) {
      expect(reply.type).toBe("error");
      expect(refused.has(reply.id as string)).toBe(true);
      expect(reply.error?.code).toBe("rejected");
    }
    expect((await storedMessages(id, cookie)).messages.map((m) => m.role)).toEqual(["user", "assistant"]);
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
