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

/**
 * Local D1 (Miniflare) runs every query or batch in a transaction that ends by reading the
 * database's commit token; under load that read can fail with SQLITE_BUSY, and the transaction
 * rolls back (cloudflare/workers-sdk#14916). Under the same load a statement itself can find the
 * database locked (SQLITE_BUSY before it changed anything). Either way nothing was written, so
 * the query is sent again. Any other error, and the third such failure, reaches the caller as before.
 */
const LOCAL_BUSY = /Failed to get session commit token|database is locked: SQLITE_BUSY/;
const BUSY_ATTEMPTS = 3;

export async function retryingBusy<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= BUSY_ATTEMPTS || !LOCAL_BUSY.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
    }
  }
}

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const retrying = (method: "first" | "all" | "run" | "raw") => {
    const send = statement[method].bind(statement) as (...args: unknown[]) => Promise<unknown>;
    return (...args: unknown[]) => retryingBusy(() => send(...args));
  };
  const bind = statement.bind.bind(statement);
  return Object.assign(statement, {
    bind: (...values: unknown[]) => retryingStatement(bind(...values)),
    first: retrying("first"),
    all: retrying("all"),
    run: retrying("run"),
    raw: retrying("raw"),
  });
}

/** The client with prepare() and batch() retried as above; everything else passes through. */
function retryingClient<C extends D1Client>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => retryingStatement(target.prepare(sql));
      if (property === "batch") return (statements: D1PreparedStatement[]) => retryingBusy(() => target.batch(statements));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type RequestDatabase = { d1: D1DatabaseSession; db: Database };

/** The D1 session of the request being served (set by the outer router, app/http/d1-session.server.ts). */
const requestDatabase = new AsyncLocalStorage<RequestDatabase>();

/** Runs `serve` with every query of `db()` and `d1()` inside it going through `session`. */
export function withD1Session<T>(session: D1DatabaseSession, serve: () => T): T {
  const client = retryingClient(session);
  return requestDatabase.run({ d1: client, db: createDb(client) }, serve);
}

let cached: { binding: D1Database; d1: D1Database; db: Database } | undefined;

/**
 * The drizzle client: over the current request's D1 session, or over the DB binding itself (the
 * primary) outside a request: queue consumers, Durable Objects, cron, tests calling code directly.
 */
export function db(): Database {
  const current = requestDatabase.getStore();
  if (current) return current.db;
  return primary().db;
}

/** The raw D1 client for hand-written SQL, chosen as `db()` chooses. */
export function d1(): D1Client {
  return requestDatabase.getStore()?.d1 ?? primary().d1;
}

function primary() {
  if (cached?.binding !== env.DB) {
    const client = retryingClient(env.DB);
    cached = { binding: env.DB, d1: client, db: createDb(client) };
  }
  return cached;
}
