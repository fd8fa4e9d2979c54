import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof createDb>;

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

let cached: { d1: D1Database; db: Database } | undefined;

/** The drizzle client over the DB binding of the running Worker (or test runner). */
export function db(): Database {
  if (!cached || cached.d1 !== env.DB) cached = { d1: env.DB, db: createDb(env.DB) };
  return cached.db;
}
