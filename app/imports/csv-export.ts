/**
 * CSV written for spreadsheets (requirements 002 §2 export; DESIGN security baseline): every
 * cell quoted, quotes doubled, and a cell that a spreadsheet would run as a formula — one that
 * starts with = + - @, a tab or a carriage return — prefixed with an apostrophe so it stays text.
 */
import { CSV_STATUS_TEXT } from "./csv-messages";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | readonly string[] | null | undefined): string {
  const text = value === null || value === undefined ? "" : typeof value === "object" ? value.join("; ") : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export const EXPORT_COLUMNS = [
  "Row",
  "Status",
  "Name",
  "Location",
  "Specialties",
  "Email",
  "Phone",
  "Website",
  "Provider ID",
  "Notes",
] as const;

/** The export's status text (§2: Approved, Rejected or Pending); rows that failed their checks were not imported: Rejected. */
export function exportStatus(status: keyof typeof CSV_STATUS_TEXT): "Approved" | "Rejected" | "Pending" {
  if (status === "approved") return CSV_STATUS_TEXT.approved;
  if (status === "pending") return CSV_STATUS_TEXT.pending;
  return CSV_STATUS_TEXT.rejected;
}
