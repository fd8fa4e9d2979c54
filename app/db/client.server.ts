import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof createDb>;

/** The binding itself, or one request's D1 session over it (read replication, decision 023). */
export type D1Client = D1Database | D1DatabaseSession;

export function createDb(d1: D1Client) {
  // drizzle only calls prepare() and batch(), which a session has too; its types name the binding.
  return drizzle(d1 as D1Database, { schema });
}

type RequestDatabase = { d1: D1DatabaseSession; db: Database };

/** The D1 session of the request being served (set by the outer router, app/http/d1-session.server.ts). */
const requestDatabase = new AsyncLocalStorage<RequestDatabase>();

/** Runs `serve` with every query of `db()` and `d1()` inside it going through `session`. */
export function withD1Session<T>(session: D1DatabaseSession, serve: () => T): T {
  return requestDatabase.run({ d1: session, db: createDb(session) }, serve);
}

/** drizzle over the binding, made again only when the binding changes (tests replace it). */
let primary: { binding: D1Database; db: Database } | undefined;

/**
 * The drizzle client: over the current request's D1 session, or over the DB binding itself (the
 * primary) outside a request: queue consumers, Durable Objects, cron, tests calling code directly.
 */
export function db(): Database {
  const current = requestDatabase.getStore();
  if (current) return current.db;
  if (primary?.binding !== env.DB) primary = { binding: env.DB, db: createDb(env.DB) };
  return primary.db;
}

/** The raw D1 client for hand-written SQL, chosen as `db()` chooses. */
export function d1(): D1Client {
  return requestDatabase.getStore()?.d1 ?? env.DB;
}
