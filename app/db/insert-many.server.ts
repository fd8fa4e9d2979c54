/**
 * Many rows of one table in one statement with one bound parameter: the rows travel as a JSON
 * array of arrays and SQLite's json_each unpacks them. D1 binds at most 100 parameters per
 * statement, so a table of 36 columns fits only two rows in an ordinary multi-row insert; this
 * fits hundreds (a bound string may hold up to 2 MB), and every statement of a batch costs time.
 *
 * Values go through each column's own driver mapping (JSON text, booleans as 0/1, timestamps as
 * milliseconds), exactly as drizzle's insert would store them. Columns the first row leaves
 * undefined keep their SQL defaults; every row must define the same columns.
 *
 * drizzle cannot batch a raw statement on D1, so these are D1 statements; `d1Statement` turns a
 * drizzle query into one for the same `DB.batch` (one batch is one transaction).
 */
import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client.server";

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function insertManyJson<T extends SQLiteTable>(
  database: Database,
  table: T,
  rows: T["$inferInsert"][],
  { onConflictDoNothing = false } = {},
): D1PreparedStatement {
  const first = (rows[0] ?? {}) as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => first[key] !== undefined);
  const values = rows.map((row) =>
    columns.map(([key, column]) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) throw new Error(`insertManyJson: a row without ${key}`);
      return value === null ? null : column.mapToDriverValue(value);
    }),
  );
  const names = columns.map(([, column]) => quote(column.name)).join(", ");
  const picks = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(", ");
  const text = `INSERT INTO ${quote(getTableName(table))} (${names}) SELECT ${picks} FROM json_each(?) WHERE true${onConflictDoNothing ? " ON CONFLICT DO NOTHING" : ""}`;
  return database.$client.prepare(text).bind(JSON.stringify(values));
}

/** A drizzle query (insert, update, delete) as a D1 statement, for a batch that mixes both. */
export function d1Statement(database: Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return database.$client.prepare(sql).bind(...params);
}
