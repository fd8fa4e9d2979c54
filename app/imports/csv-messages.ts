/**
 * The texts of the CSV import (requirements 002 §5 and §8 "CSV import"), shared by the browser
 * (preview, picker) and the server (the authority). Tests check them word for word.
 */
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
  duplicate: (name: string, location: string, id: string) => `Duplicate provider: ${name} already exists at ${location} (ID: ${id})`,
  // §5 row checks
  nameRequired: "Name is required",
  locationRequired: "Location is required",
  specialtyRequired: "At least one specialty is required",
  invalidEmail: "Invalid email format",
  invalidPhone: "Invalid phone format",
  invalidWebsite: "Invalid website URL format",
} as const;

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
  cellCount: (cells: number, header: number) => `Row has ${cells} ${cells === 1 ? "cell" : "cells"} but the header has ${header}`,
  cellTooLong: (column: string) => `${column} is longer than ${MAX_CELL_CHARS.toLocaleString("en-US")} characters`,
} as const;

/** The status texts of the export and the results list. */
export const CSV_STATUS_TEXT = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  invalid: "Invalid",
  duplicate: "Duplicate",
} as const;
