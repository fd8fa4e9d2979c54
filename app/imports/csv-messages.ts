/**
 * The texts of the CSV import (requirements 002 §5 and §8 "CSV import"), shared by the browser
 * (preview, picker) and the server (the authority). Tests check them word for word.
 */
import { plural } from "~/lib/plural";
import { INTAKE_DEFAULTS, INTAKE_MESSAGES } from "./intake-defaults";

export const CSV_MESSAGES = {
  invalidFile: "Please select a valid CSV file",
  empty: "CSV file appears to be empty or invalid",
  parseError: "Error parsing CSV file. Please check the file format.",
  readError: "Error reading CSV file",
  noFile: "Please select a CSV file first",
  failed: "Failed to import CSV file",
  importFailed: (message: string) => `Import failed: ${message}`,
  approveFailed: (name: string, error: string) => `Failed to approve ${name}: ${error}`,
  leadTrackingFailed: (name: string) => `${name} was approved and the provider profile was created (Lead tracking failed)`,
  duplicate: INTAKE_MESSAGES.duplicate,
  // §5 row checks
  nameRequired: "Name is required",
  locationRequired: "Location is required",
  specialtyRequired: "At least one specialty is required",
  invalidEmail: "Invalid email format",
  invalidPhone: "Invalid phone format",
  invalidWebsite: "Invalid website URL format",
} as const;

/** What a finished Approve All says: "2 approved, 1 denied." (a deliberate denial is not a failure), and what is left. */
export function approveAllSummary(progress: { approved: number; rejected: number; pending: number }): string {
  const parts = [`${progress.approved} approved`];
  if (progress.rejected) parts.push(`${progress.rejected} denied`);
  if (progress.pending) parts.push(`${progress.pending} still pending`);
  return `${parts.join(", ")}.`;
}

/** A CSV file may be at most this large (the upload and a fetched URL). */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** A single cell may hold at most this many characters; a longer one fails its row. */
export const MAX_CELL_CHARS = 5_000;

/** File-level reasons, each said inside "Import failed: {message}". */
export const CSV_FILE_PROBLEMS = {
  tooLarge: `the file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  notUtf8: "the file is not UTF-8 text. Save it as “CSV UTF-8” and try again.",
  noNameColumn:
    "no column holds the provider name (expected one of name, full_name, Provider Name, Business Name, MedSpa Name or Practice Name).",
  unterminatedQuote: (line: number) => `line ${line} has a quoted field that is never closed.`,
  quoteRunsOn: (line: number, lastLine: number) =>
    `line ${line} has a quoted field that is not closed on its line, so lines ${line} to ${lastLine} would be read as one row.`,
} as const;

/** Row-level messages beyond §5 (the "Bad input" of issue 12). */
export const CSV_ROW_PROBLEMS = {
  cellCount: (cells: number, header: number) => `Row has ${plural(cells, "cell")} but the header has ${header}`,
  cellTooLong: (column: string) => `${column} is longer than ${MAX_CELL_CHARS.toLocaleString("en-US")} characters`,
} as const;

/**
 * Row warnings: the row can still be approved, and the list and the export say what was read
 * differently from the file (requirements 002 §9's defaults) or what was staged before.
 */
export const CSV_ROW_WARNINGS = {
  ratingDefault: (value: string) => `Rating "${value}" is not a number from 0 to 5: the default ${INTAKE_DEFAULTS.rating} is used`,
  reviewCountDefault: (value: string) => `Review count "${value}" is not a whole number: 0 is used`,
  yearsDefault: (value: string) =>
    `Years of experience "${value}" is not a number from 0 to 80: the default ${INTAKE_DEFAULTS.yearsExperience.csv} is used`,
  stagedBefore: (name: string, fileName: string, row: number) => `${name} is also waiting for review in ${fileName} (row ${row})`,
  fileStagedBefore: (fileName: string, date: string) =>
    `This file was already staged on ${date} as ${fileName}: its rows are flagged where they wait for review there.`,
} as const;

/** The columns a row must fill (the §5 checks): the Documentation tab lists exactly these. */
export const REQUIRED_COLUMNS = ["name", "location", "specialties"] as const;

/** The status texts of the export and the results list. */
export const CSV_STATUS_TEXT = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  invalid: "Invalid",
  duplicate: "Duplicate",
} as const;
