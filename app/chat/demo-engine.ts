/**
 * The demo account's TruGPT (spec 001 section 6): keyword-based canned replies about procedures
 * with the spec's price ranges, after 1500 ms plus up to 1000 ms; conversations and messages in
 * this browser's storage only (ids prefixed "demo", starter "Welcome Chat" demo-conversation-1).
 * Nothing of it reaches D1 or a Durable Object.
 */
import { CHAT } from "./chat-texts";

export const DEMO_REPLY_BASE_MS = 1500;
export const DEMO_REPLY_JITTER_MS = 1000;
export const DEMO_STARTER_ID = "demo-conversation-1";
const CONVERSATIONS_KEY = "truself_demo_trugpt_conversations";
const messagesKey = (id: string) => `truself_demo_trugpt_messages_${id}`;

export type DemoConversation = { id: string; title: string; createdAt: number; updatedAt: number };
export type DemoMessage = { id: string; role: "user" | "assistant"; text: string; createdAt: number };

const CANNED: [RegExp, string][] = [
  [
    /\b(rhinoplasty|nose)\b/,
    "Rhinoplasty (nose job) typically costs between $5,000 and $15,000, depending on complexity and the surgeon's experience. Recovery usually takes 1 to 2 weeks before returning to work.",
  ],
  [
    /\b(breast augmentation|implants?|augmentation)\b/,
    "Breast augmentation typically costs between $6,000 and $12,000, including implants, anesthesia and facility fees.",
  ],
  [/\b(liposuction|lipo)\b/, "Liposuction typically costs between $3,000 and $8,000 per area treated."],
  [/\b(facelift|face lift)\b/, "A facelift typically costs between $10,000 and $20,000, depending on the technique and your location."],
  [/\b(tummy tuck|abdominoplasty)\b/, "A tummy tuck typically costs between $8,000 and $15,000."],
  [
    /\b(bbl|brazilian butt lift|butt lift)\b/,
    "A Brazilian butt lift typically costs between $8,000 and $15,000. Choose a board-certified surgeon: safety depends on technique.",
  ],
  [/\b(botox)\b/, "Botox typically costs between $300 and $600 per area treated, and results last 3 to 4 months."],
  [/\b(fillers?|dermal)\b/, "Dermal fillers typically cost between $500 and $1,500 per syringe; results last 6 to 18 months."],
];

const FALLBACK =
  "I'm TruGPT in demo mode. Ask me about the cost of rhinoplasty, breast augmentation, liposuction, facelifts, tummy tucks, BBLs, Botox or fillers.";

export function demoReply(text: string): string {
  const lower = text.toLowerCase();
  return CANNED.find(([pattern]) => pattern.test(lower))?.[1] ?? FALLBACK;
}

export function demoReplyDelayMs(random = Math.random()): number {
  return DEMO_REPLY_BASE_MS + Math.floor(random * DEMO_REPLY_JITTER_MS);
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the demo simply forgets
  }
}

/** The demo conversations, most recently updated first; the starter Welcome Chat when there are none. */
export function demoConversations(): DemoConversation[] {
  const list = read<DemoConversation[]>(CONVERSATIONS_KEY, []);
  if (list.length) return [...list].sort((a, b) => b.updatedAt - a.updatedAt);
  const now = Date.now();
  const starter = { id: DEMO_STARTER_ID, title: CHAT.firstTitle, createdAt: now, updatedAt: now };
  write(CONVERSATIONS_KEY, [starter]);
  return [starter];
}

export function createDemoConversation(): DemoConversation {
  const now = Date.now();
  const conversation = { id: `demo-conversation-${now}`, title: CHAT.defaultTitle, createdAt: now, updatedAt: now };
  write(CONVERSATIONS_KEY, [conversation, ...demoConversations()]);
  return conversation;
}

export function renameDemoConversation(id: string, title: string) {
  write(
    CONVERSATIONS_KEY,
    demoConversations().map((c) => (c.id === id ? { ...c, title } : c)),
  );
}

export function deleteDemoConversation(id: string) {
  write(
    CONVERSATIONS_KEY,
    demoConversations().filter((c) => c.id !== id),
  );
  localStorage.removeItem(messagesKey(id));
}

export function demoMessages(id: string): DemoMessage[] {
  return read<DemoMessage[]>(messagesKey(id), []);
}

export function appendDemoMessage(conversationId: string, message: Omit<DemoMessage, "id" | "createdAt">): DemoMessage {
  const stored = { ...message, id: `demo-message-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, createdAt: Date.now() };
  write(messagesKey(conversationId), [...demoMessages(conversationId), stored]);
  write(
    CONVERSATIONS_KEY,
    demoConversations().map((c) => (c.id === conversationId ? { ...c, updatedAt: stored.createdAt } : c)),
  );
  return stored;
}
