/**
 * A conversation's messages in its Durable Object's SQLite storage (docs/decisions/075): one row per
 * message, in the order they were written, read by page. The first time an object that
 * `AIChatAgent` (agents SDK, decision 014) wrote is opened, its messages are copied from the SDK's
 * tables into ours, once, and the SDK's tables are dropped.
 */
import type { UIMessage } from "ai";
import { PROVIDERS_PART, type MessagesPage } from "./chat-texts";

type Row = { id: string; role: string; parts: string; created: number };
export type StoredMessage = { id: string; role: "user" | "assistant"; parts: UIMessage["parts"]; createdAt: number };

export class MessageStore {
  constructor(private readonly storage: DurableObjectStorage) {
    const exists = this.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'chat_messages'").toArray().length;
    if (!exists) this.storage.transactionSync(() => this.create());
  }

  private create() {
    // seq orders the conversation; id is the message's own (the browser's for a question, ours for an answer).
    this.storage.sql.exec(`CREATE TABLE chat_messages (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
      parts TEXT NOT NULL,
      created INTEGER NOT NULL
    )`);
    const { messages, complete } = sdkMessages(this.storage.sql);
    for (const m of messages) this.insert(m);
    if (messages.length) console.log(`TruGPT: ${messages.length} messages copied from the agents SDK's tables`);
    // Kept when a row could not be read, so nothing is lost that a person could still recover.
    if (complete) dropSdkTables(this.storage.sql);
    else console.error("TruGPT: some of the agents SDK's messages could not be read; its tables are kept");
  }

  private insert(m: StoredMessage) {
    this.storage.sql.exec(
      "INSERT INTO chat_messages (id, role, parts, created) VALUES (?, ?, ?, ?)",
      m.id,
      m.role,
      JSON.stringify(m.parts),
      m.createdAt,
    );
  }

  append(message: StoredMessage): void {
    this.insert(message);
  }

  has(id: string): boolean {
    return this.storage.sql.exec("SELECT 1 FROM chat_messages WHERE id = ?", id).toArray().length > 0;
  }

  count(): number {
    return Number(this.storage.sql.exec("SELECT COUNT(*) AS n FROM chat_messages").one().n);
  }

  hasAnswer(): boolean {
    return this.storage.sql.exec("SELECT 1 FROM chat_messages WHERE role = 'assistant' LIMIT 1").toArray().length > 0;
  }

  /** The latest `limit` messages, ascending. */
  latest(limit: number): UIMessage[] {
    return this.before(null, limit).messages;
  }

  /**
   * The `limit` messages before `before` (the latest ones without it), ascending; `more` when older
   * messages remain. An unknown `before` is an empty page.
   */
  before(before: string | null, limit: number): MessagesPage {
    let below = Number.MAX_SAFE_INTEGER;
    if (before !== null) {
      const [row] = this.storage.sql.exec<{ seq: number }>("SELECT seq FROM chat_messages WHERE id = ?", before).toArray();
      if (!row) return { messages: [], more: false };
      below = row.seq;
    }
    const rows = this.storage.sql
      .exec<Row>("SELECT id, role, parts, created FROM chat_messages WHERE seq < ? ORDER BY seq DESC LIMIT ?", below, limit + 1)
      .toArray();
    const more = rows.length > limit;
    return { messages: rows.slice(0, limit).reverse().map(toMessage), more };
  }
}

function toMessage(row: Row): UIMessage {
  return {
    id: row.id,
    role: row.role as UIMessage["role"],
    parts: JSON.parse(row.parts) as UIMessage["parts"],
    metadata: { createdAt: row.created },
  };
}

// ---------------------------------------------------------------------------------------------
// The agents SDK's storage (agents 0.32 / @cloudflare/ai-chat 0.12, read from their dist): since
// ai-chat 0.10, `AIChatAgent` keeps its messages in the Sessions tables of session "" —
// `cf_agents_session_messages` (one row per message: its UIMessage as JSON in `content`, cut into
// `cf_agents_session_message_chunks` rows when long; `parent_id` links a branch, the row with the
// highest `seq` is the leaf) — and lifts the older `cf_ai_chat_agent_messages` (id, message JSON,
// created_at) into them on start, dropping it once every row is copied.

type SessionRow = { id: string; parent_id: string | null; seq: number; content: string; content_chunks: number; created_at: number };

function tableExists(sql: SqlStorage, name: string): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
}

/** The SDK's messages of the conversation's current branch, oldest first; `complete` when every row read. */
export function sdkMessages(sql: SqlStorage): { messages: StoredMessage[]; complete: boolean } {
  const messages: StoredMessage[] = [];
  let complete = true;
  const take = (json: string, createdAt: number) => {
    const message = readSdkMessage(json, createdAt);
    if (message && !messages.some((m) => m.id === message.id)) messages.push(message);
    else if (!message) complete = false;
  };
  if (tableExists(sql, "cf_agents_session_messages")) {
    const rows = sql
      .exec<SessionRow>(
        "SELECT id, parent_id, seq, content, content_chunks, created_at FROM cf_agents_session_messages WHERE session_id = '' ORDER BY seq",
      )
      .toArray();
    const continued = new Map<string, string>();
    if (rows.some((r) => r.content_chunks > 0) && tableExists(sql, "cf_agents_session_message_chunks")) {
      for (const c of sql
        .exec<{ id: string; content: string }>(
          "SELECT id, content FROM cf_agents_session_message_chunks WHERE session_id = '' ORDER BY id, idx",
        )
        .toArray())
        continued.set(c.id, (continued.get(c.id) ?? "") + c.content);
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    const branch: SessionRow[] = [];
    for (let row = rows.at(-1); row && branch.length <= rows.length; row = row.parent_id ? byId.get(row.parent_id) : undefined)
      branch.push(row);
    for (const row of branch.reverse())
      take(row.content_chunks > 0 ? row.content + (continued.get(row.id) ?? "") : row.content, row.created_at);
  }
  if (!messages.length && tableExists(sql, "cf_ai_chat_agent_messages")) {
    for (const row of sql
      .exec<{ message: string; created_at: string | number }>(
        "SELECT message, created_at FROM cf_ai_chat_agent_messages ORDER BY created_at, rowid",
      )
      .toArray()) {
      const created = typeof row.created_at === "number" ? row.created_at : Date.parse(`${row.created_at}Z`.replace(" ", "T"));
      take(row.message, Number.isFinite(created) ? created : 0);
    }
  }
  return { messages, complete };
}

/** One stored UIMessage of the SDK as ours: its text and providers parts (the only ones TruGPT writes), its time. */
function readSdkMessage(json: string, createdAt: number): StoredMessage | null {
  let m: { id?: unknown; role?: unknown; parts?: unknown; metadata?: { createdAt?: unknown } };
  try {
    m = JSON.parse(json) as typeof m;
  } catch {
    return null;
  }
  if (typeof m?.id !== "string" || (m.role !== "user" && m.role !== "assistant") || !Array.isArray(m.parts)) return null;
  const parts: UIMessage["parts"] = [];
  for (const p of m.parts as { type?: unknown; text?: unknown; data?: unknown }[]) {
    if (p?.type === "text" && typeof p.text === "string") parts.push({ type: "text", text: p.text });
    else if (p?.type === PROVIDERS_PART && Array.isArray(p.data)) parts.push({ type: PROVIDERS_PART, data: p.data });
  }
  const stamped = m.metadata?.createdAt;
  return { id: m.id, role: m.role, parts, createdAt: typeof stamped === "number" ? stamped : createdAt };
}

/** Every table the agents SDK made (its FTS index first: dropping it drops its own shadow tables). */
function dropSdkTables(sql: SqlStorage) {
  const tables = () =>
    sql
      .exec<{ name: string; sql: string | null }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND (name GLOB 'cf_agent*' OR name GLOB 'cf_ai_chat*')",
      )
      .toArray();
  for (const t of tables().filter((t) => /^CREATE VIRTUAL/i.test(t.sql ?? ""))) sql.exec(`DROP TABLE IF EXISTS "${t.name}"`);
  for (const t of tables()) sql.exec(`DROP TABLE IF EXISTS "${t.name}"`);
}
