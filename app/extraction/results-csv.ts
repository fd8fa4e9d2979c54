/**
 * CSV written for spreadsheets (DESIGN security baseline): every cell quoted, quotes doubled, and
 * a cell a spreadsheet would run as a formula — one starting with = + - @, a tab or a carriage
 * return — prefixed with an apostrophe so it stays text. (The CSV import's export on the csv branch
 * has the same helper in app/imports/csv-export.ts; one of them goes at merge.)
 */
import type { ExtractedProfile } from "./extract-profile";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | readonly string[] | null | undefined): string {
  const text = value === null || value === undefined ? "" : typeof value === "object" ? value.join("; ") : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export const RESULT_COLUMNS = [
  "Source URL",
  "Status",
  "Confidence",
  "Name",
  "Type",
  "Address",
  "City",
  "State",
  "Zip",
  "Phone",
  "Email",
  "Services",
  "Credentials",
  "Hours",
  "Facade images",
  "Provider images",
  "Treatment room images",
  "Before/after images",
  "Provider ID",
  "Extracted",
] as const;

const STATUS_TEXT = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const;

export function resultsCsv(
  results: {
    sourceUrl: string;
    reviewStatus: keyof typeof STATUS_TEXT;
    confidenceScore: number;
    providerId: string | null;
    profile: ExtractedProfile;
  }[],
): string {
  return toCsv(
    RESULT_COLUMNS,
    results.map(({ profile: p, ...r }) => [
      r.sourceUrl,
      STATUS_TEXT[r.reviewStatus],
      r.confidenceScore,
      p.name,
      p.type,
      p.location.address,
      p.location.city,
      p.location.state,
      p.location.zip,
      p.contact.phone,
      p.contact.email,
      p.services,
      p.credentials,
      p.business_info.hours,
      p.images.facade,
      p.images.providers,
      p.images.treatment_rooms,
      p.images.before_after,
      r.providerId ?? "",
      p.extraction_date,
    ]),
  );
}
