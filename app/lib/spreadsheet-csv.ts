/**
 * CSV written for spreadsheets (DESIGN security baseline; the exports of requirements 002): every
 * cell quoted, quotes doubled, and a cell that a spreadsheet would run as a formula — one that
 * starts with = + - @, a tab or a carriage return — prefixed with an apostrophe so it stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | readonly string[] | null | undefined): string {
  const text = value === null || value === undefined ? "" : typeof value === "object" ? value.join("; ") : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
