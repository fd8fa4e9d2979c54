/** Turns drizzle rows into SQL INSERT statements (keys and column types come from the schema). */
import { getTableColumns, getTableName, type Table } from "drizzle-orm";

// D1 rejects statements over 100 KB; stay well below.
const MAX_STATEMENT_BYTES = 90_000;

function literal(value: unknown, columnType: string): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return String(value.getTime());
  if (columnType === "SQLiteTextJson") return quote(JSON.stringify(value));
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "string") return quote(value);
  throw new Error(`Cannot write ${typeof value} into a ${columnType} column`);
}

function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** Multi-row INSERTs; every row must carry the same keys as the first. */
export function insertStatements(table: Table, rows: Record<string, unknown>[], { orIgnore = false } = {}): string[] {
  const [first] = rows;
  if (!first) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; columnType: string } | undefined>;
  const fields = Object.keys(first).flatMap((key) => {
    const column = columns[key];
    return column ? [{ key, ...column }] : [];
  });
  const head = `INSERT${orIgnore ? " OR IGNORE" : ""} INTO \`${getTableName(table)}\` (${fields.map((f) => `\`${f.name}\``).join(", ")}) VALUES\n`;
  const statements: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${fields.map((f) => literal(row[f.key], f.columnType)).join(", ")})`;
    if (values.length > 0 && size + tuple.length + 2 > MAX_STATEMENT_BYTES) {
      statements.push(head + values.join(",\n") + ";");
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 2;
  }
  statements.push(head + values.join(",\n") + ";");
  return statements;
}
