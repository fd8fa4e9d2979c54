/** Message storage inside one ChatConversation Durable Object (its own SQLite database). */
export type ChatRole = "user" | "assistant";

export type MentionedProvider = {
  id: string;
  name: string;
  location: string;
  specialties: string[];
  isVerified?: boolean;
};

export type ChatMessage = {
  id: string;
  role: ChatRole;
  content: string;
  mentionedProviders: MentionedProvider[];
  createdAt: number;
};

export function migrateMessageStore(sql: SqlStorage) {
  sql.exec(`CREATE TABLE IF NOT EXISTS messages (
    id TEXT PRIMARY KEY,
    role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    content TEXT NOT NULL,
    mentioned_providers TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL
  )`);
  sql.exec(`CREATE INDEX IF NOT EXISTS messages_created_idx ON messages (created_at)`);
}

export function appendMessage(
  sql: SqlStorage,
  input: { role: ChatRole; content: string; mentionedProviders?: MentionedProvider[] },
): ChatMessage {
  const message: ChatMessage = {
    id: crypto.randomUUID(),
    role: input.role,
    content: input.content,
    mentionedProviders: input.mentionedProviders ?? [],
    createdAt: Date.now(),
  };
  sql.exec(
    `INSERT INTO messages (id, role, content, mentioned_providers, created_at) VALUES (?, ?, ?, ?, ?)`,
    message.id,
    message.role,
    message.content,
    JSON.stringify(message.mentionedProviders),
    message.createdAt,
  );
  return message;
}

export function listMessages(sql: SqlStorage): ChatMessage[] {
  return sql
    .exec<{ id: string; role: ChatRole; content: string; mentioned_providers: string; created_at: number }>(
      `SELECT id, role, content, mentioned_providers, created_at FROM messages ORDER BY created_at ASC, rowid ASC`,
    )
    .toArray()
    .map((r) => ({
      id: r.id,
      role: r.role,
      content: r.content,
      mentionedProviders: JSON.parse(r.mentioned_providers) as MentionedProvider[],
      createdAt: r.created_at,
    }));
}
