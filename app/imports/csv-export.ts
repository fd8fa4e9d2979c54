import { CSV_STATUS_TEXT } from "./csv-messages";

export const EXPORT_COLUMNS = [
  "Row",
  "Status",
  "Name",
  "Location",
  "Specialties",
  "Languages",
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
