/** The Download results CSV of the extraction tab (requirements 002 §8 "No results to download" when empty). */
import { toCsv } from "~/lib/spreadsheet-csv";
import type { ExtractedProfile } from "./extract-profile";

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
