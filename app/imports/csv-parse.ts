/**
 * Reading a provider CSV (requirements 002 §3, §5, §9), the same code in the browser (the
 * preview) and on the server (the authority): the delimiter (comma, semicolon or tab) read from
 * the header line, papaparse for quoting (quoted commas, quotes and newlines; CRLF or LF), the
 * template and alternative headers mapped onto the import fields, semicolon lists split, and the
 * §5 row checks with their exact messages.
 *
 * The server decodes the bytes itself (UTF-8, byte-order mark dropped) before calling this.
 */
import Papa from "papaparse";
import type { IntakeProfile } from "~/imports/provider-intake.server";
import { sanitizeUserText } from "~/lib/sanitize";
import { CSV_FILE_PROBLEMS, CSV_MESSAGES, CSV_ROW_PROBLEMS, CSV_ROW_WARNINGS, MAX_CELL_CHARS } from "./csv-messages";

/** Requirements 002 §9: the preview shows 5 rows, 6 columns, cells cut at 50 characters. */
export const PREVIEW = { rows: 5, columns: 6, cellChars: 50 } as const;

type Field =
  | "sourceId"
  | "name"
  | "title"
  | "type"
  | "location"
  | "city"
  | "state"
  | "zipCode"
  | "address"
  | "phone"
  | "email"
  | "website"
  | "image"
  | "bio"
  | "practiceName"
  | "specialties"
  | "languages"
  | "services"
  | "education"
  | "boardCertifications"
  | "yearsExperience"
  | "rating"
  | "reviewCount"
  | "isVerified"
  | "isFeatured"
  | "consultationFee"
  | "instagram"
  | "facebook"
  | "tiktok"
  | "twitter"
  | "linkedin";

/** The name column, in order of preference (§3: "MedSpa Name, Practice Name, Name, Provider Name, Business Name"). */
const NAME_HEADERS = ["name", "fullname", "providername", "businessname", "medspaname", "practicename"];

/** Template headers (§3) and the accepted alternatives, compared without case, spaces, dashes or underscores. */
const HEADER_FIELDS: Record<string, Field> = {
  id: "sourceId",
  title: "title",
  type: "type",
  providertype: "type",
  location: "location",
  address: "location",
  city: "city",
  state: "state",
  zip: "zipCode",
  zipcode: "zipCode",
  postalcode: "zipCode",
  practiceaddress: "address",
  phone: "phone",
  phonenumber: "phone",
  practicephone: "phone",
  email: "email",
  practiceemail: "email",
  website: "website",
  image: "image",
  photourl: "image",
  locationphotourl: "image",
  bio: "bio",
  practicename: "practiceName",
  specialties: "specialties",
  specialty: "specialties",
  languages: "languages",
  language: "languages",
  services: "services",
  servicesoffered: "services",
  education: "education",
  boardcertifications: "boardCertifications",
  yearsexperience: "yearsExperience",
  rating: "rating",
  reviewcount: "reviewCount",
  isverified: "isVerified",
  isfeatured: "isFeatured",
  consultationfee: "consultationFee",
  instagram: "instagram",
  socialmediainstagram: "instagram",
  facebook: "facebook",
  socialmediafacebook: "facebook",
  tiktok: "tiktok",
  socialmediatiktok: "tiktok",
  twitter: "twitter",
  socialmediatwitter: "twitter",
  x: "twitter",
  linkedin: "linkedin",
  socialmedialinkedin: "linkedin",
};

const LIST_FIELDS = new Set<Field>(["specialties", "languages", "services", "education", "boardCertifications"]);

export function headerKey(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_\-.]+/g, "");
}

/** Which import field each column feeds (undefined: a column we do not use, such as allow_booking). */
export function mapHeaders(headers: string[]): { fields: (Field | undefined)[]; nameColumn: number } {
  const keys = headers.map(headerKey);
  const nameColumn = NAME_HEADERS.map((h) => keys.indexOf(h)).find((i) => i >= 0) ?? -1;
  const fields = keys.map((key, i) => (i === nameColumn ? "name" : HEADER_FIELDS[key]));
  return { fields, nameColumn };
}

/** The delimiter of the header line (outside quotes): the most frequent of comma, semicolon and tab. */
export function detectDelimiter(text: string): "," | ";" | "\t" {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) counts[ch]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","]) return "\t";
  return ",";
}

export type ParsedCsv = { ok: true; headers: string[]; rows: { line: number; cells: string[] }[] } | { ok: false; message: string };

/** The 1-based line of each offset of `text` (CRLF, LF or CR line ends; binary search over the line starts). */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (const end of text.matchAll(/\r\n|\r|\n/g)) starts.push(end.index + end[0].length);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/**
 * Splits CSV text into a header and rows (blank lines dropped). A quote that is never closed, or
 * one closed in the wrong place (papaparse then reads the lines up to the next quote as one row),
 * fails the whole file with its line: otherwise the rows it swallowed would disappear without a
 * word. A row read across several lines whose cell count does not match the header is the same
 * mistake (a quote closed lines later) and fails too.
 */
export function parseCsvText(text: string, options: { preview?: number } = {}): ParsedCsv {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!source.trim()) return { ok: false, message: CSV_MESSAGES.empty };
  const lineAt = lineFinder(source);
  const records: { cells: string[]; line: number; lastLine: number }[] = [];
  let problem: string | undefined;
  let from = 0;
  Papa.parse<string[]>(source, {
    delimiter: detectDelimiter(source),
    skipEmptyLines: "greedy",
    preview: options.preview ?? 0,
    step(result, handle) {
      const to = result.meta.cursor;
      const start = from + Math.max(0, source.slice(from, to).search(/\S/));
      const end = from + source.slice(from, to).trimEnd().length - 1;
      from = to;
      const record = { cells: result.data, line: lineAt(start), lastLine: lineAt(Math.max(start, end)) };
      const quote = result.errors.find((e) => e.code === "MissingQuotes") ?? result.errors.find((e) => e.code === "InvalidQuotes");
      const header = records[0]?.cells.length;
      // papaparse's index is just past the opening quote (an offset in the whole text).
      const quoteLine = quote?.index !== undefined && quote.index > start ? lineAt(quote.index - 1) : record.line;
      if (quote?.code === "MissingQuotes") problem = CSV_FILE_PROBLEMS.unterminatedQuote(quoteLine);
      else if (record.lastLine > record.line && (quote || (header !== undefined && record.cells.length !== header)))
        problem = CSV_FILE_PROBLEMS.quoteRunsOn(record.line, record.lastLine);
      if (problem) handle.abort();
      else records.push(record);
    },
  });
  if (problem) return { ok: false, message: `${CSV_MESSAGES.parseError} ${capitalise(problem)}` };
  const [header, ...rest] = records;
  if (!header || rest.length === 0) return { ok: false, message: CSV_MESSAGES.empty };
  // A row's number is the one a spreadsheet shows it under (the header is row 1), whatever lines it spans.
  return { ok: true, headers: header.cells.map((h) => h.trim()), rows: rest.map(({ cells }, i) => ({ line: i + 2, cells })) };
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The browser preview (§9): the first 5 rows and 6 columns, each cell cut at 50 characters. */
export function previewCsv(text: string): { ok: true; headers: string[]; rows: string[][] } | { ok: false; message: string } {
  const parsed = parseCsvText(text, { preview: PREVIEW.rows + 1 });
  if (!parsed.ok) return parsed;
  const cut = (cell: string) => (cell.length > PREVIEW.cellChars ? `${cell.slice(0, PREVIEW.cellChars)}…` : cell);
  return {
    ok: true,
    headers: parsed.headers.slice(0, PREVIEW.columns).map(cut),
    rows: parsed.rows.slice(0, PREVIEW.rows).map((r) => r.cells.slice(0, PREVIEW.columns).map(cut)),
  };
}

/**
 * A staged row: the import fields of §3, the file's own id when it has an id column, and the
 * values that failed their check as the file wrote them (the export shows them beside the message).
 */
export type CsvProfile = IntakeProfile & { sourceId?: string; invalid?: { email?: string; phone?: string; website?: string } };

export type CsvRow = { line: number; profile: CsvProfile; errors: string[]; warnings: string[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** §5: strip spaces, dashes, parentheses and dots; an optional plus, then up to 16 digits not starting with 0. */
export function validPhone(phone: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(phone.replace(/[\s\-().]/g, ""));
}

/** §5: a valid http(s) URL; a bare domain ("glow.example") is read as https. */
export function websiteUrl(raw: string): string | null {
  for (const candidate of [raw, `https://${raw}`]) {
    try {
      const url = new URL(candidate);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") && !/\s/.test(raw)) return url.toString();
    } catch {
      // try the next reading
    }
  }
  return null;
}

function bool(value: string): boolean | undefined {
  const v = value.toLowerCase();
  if (["true", "yes", "y", "1"].includes(v)) return true;
  if (["false", "no", "n", "0"].includes(v)) return false;
  return undefined;
}

/** A number written as digits (thousands commas and spaces allowed) within min..max; anything else ("abc", "4.8 stars") is none. */
function number(value: string, min: number, max: number, { whole = false } = {}): number | undefined {
  const digits = value.replace(/[\s,]/g, "");
  if (!(whole ? /^\d+$/ : /^\d+(\.\d+)?$/).test(digits)) return undefined;
  const n = Number(digits);
  return n >= min && n <= max ? n : undefined;
}

// sanitizeUserText changes only text holding "<", "=", ":", a control or a bidi character; most
// cells hold none, and 10,000 rows of 15 cells are read faster without its loop.
// oxlint-disable-next-line no-control-regex
const NEEDS_SANITIZING = /[<=:\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** A cell as stored: scripts and markup stripped (requirements 000's rule for user text), trimmed. */
function cleanCell(raw: string): string {
  return NEEDS_SANITIZING.test(raw) ? sanitizeUserText(raw) : raw.normalize("NFC").trim();
}

/** Whether a row has a name at all (rows without one are skipped, §5). */
export function rowHasName(cells: string[], nameColumn: number): boolean {
  return Boolean(cells[nameColumn]?.trim());
}

/**
 * One data row: its cells read into the import fields (text stripped of scripts and markup,
 * lists split on semicolons) and the §5 checks, each failure its exact message.
 */
export function readRow(line: number, cells: string[], headers: string[], fields: (Field | undefined)[]): CsvRow {
  const errors: string[] = [];
  if (cells.length !== headers.length) errors.push(CSV_ROW_PROBLEMS.cellCount(cells.length, headers.length));
  const values: Partial<Record<Field, string>> = {};
  fields.forEach((field, i) => {
    const raw = cells[i] ?? "";
    if (!field) return;
    if (raw.length > MAX_CELL_CHARS) {
      errors.push(CSV_ROW_PROBLEMS.cellTooLong(headers[i] || `Column ${i + 1}`));
      values[field] ??= "";
      return;
    }
    // Our own export (and other careful tools) write "'=..." so spreadsheets keep it text: read it back as written.
    const value = cleanCell(/^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw);
    if (value && !values[field]) values[field] = value;
  });
  const list = (field: Field) =>
    values[field]
      ?.split(";")
      .map((s) => s.trim())
      .filter(Boolean) ?? [];

  const profile: CsvProfile = { name: values.name ?? "" };
  const text: Field[] = [
    "sourceId",
    "title",
    "type",
    "city",
    "state",
    "zipCode",
    "address",
    "image",
    "bio",
    "practiceName",
    "consultationFee",
  ];
  for (const field of text) if (values[field]) (profile as Record<string, unknown>)[field] = values[field];
  for (const field of LIST_FIELDS) {
    const items = list(field);
    if (items.length) (profile as Record<string, unknown>)[field] = items;
  }
  const location = values.location ?? ([values.city, values.state].filter(Boolean).join(", ") || undefined);
  if (location) profile.location = location;
  // A number that cannot be read gets the §9 default and a row warning, never 0 (issue 45 item 4).
  const warnings: string[] = [];
  const numbers = [
    ["rating", 5, false, CSV_ROW_WARNINGS.ratingDefault],
    ["reviewCount", 10_000_000, true, CSV_ROW_WARNINGS.reviewCountDefault],
    ["yearsExperience", 80, false, CSV_ROW_WARNINGS.yearsDefault],
  ] as const;
  for (const [field, max, whole, warning] of numbers) {
    const raw = values[field];
    if (!raw) continue;
    const n = number(raw, 0, max, { whole });
    if (n === undefined) warnings.push(warning(raw));
    else profile[field] = n;
  }
  if (values.isVerified) profile.isVerified = bool(values.isVerified);
  if (values.isFeatured) profile.isFeatured = bool(values.isFeatured);
  const social = {
    instagram: values.instagram,
    facebook: values.facebook,
    tiktok: values.tiktok,
    x: values.twitter,
    linkedin: values.linkedin,
  };
  if (Object.values(social).some(Boolean)) profile.socialMedia = Object.fromEntries(Object.entries(social).filter(([, v]) => v));

  if (!profile.name) errors.push(CSV_MESSAGES.nameRequired);
  if (!profile.location) errors.push(CSV_MESSAGES.locationRequired);
  if (!profile.specialties?.length) errors.push(CSV_MESSAGES.specialtyRequired);
  const invalid: NonNullable<CsvProfile["invalid"]> = {};
  if (values.email) {
    if (EMAIL.test(values.email)) profile.email = values.email;
    else {
      errors.push(CSV_MESSAGES.invalidEmail);
      invalid.email = values.email;
    }
  }
  if (values.phone) {
    if (validPhone(values.phone)) profile.phone = values.phone;
    else {
      errors.push(CSV_MESSAGES.invalidPhone);
      invalid.phone = values.phone;
    }
  }
  if (values.website) {
    const url = websiteUrl(values.website);
    if (url) profile.website = url;
    else {
      errors.push(CSV_MESSAGES.invalidWebsite);
      invalid.website = values.website;
    }
  }
  if (Object.keys(invalid).length) profile.invalid = invalid;
  return { line, profile, errors, warnings };
}
