/**
 * Every text of checked credentials (issue 36 item 3): the practice's form on /provider/profile,
 * the admins' checks at /admin/credentials, and what profiles and cards show. One place, so the
 * tests check them exactly.
 */
import type { ReplyToast } from "~/lib/action-reply";

export const LICENSE_MIN = 3;
export const LICENSE_MAX = 20;
export const SPECIALTY_MAX = 100;
export const SOURCE_MAX = 200;

// The practice's form and the admins' (the same license fields).
export const LICENSE_REQUIRED = "Please enter the license number.";
export const LICENSE_INVALID = "A license number has 3 to 20 letters, digits or dashes.";
export const STATE_INVALID = "Please choose the state that issued the license.";
export const BOARD_INVALID = "Please choose a board from the list.";
export const SPECIALTY_REQUIRED = "Please enter the specialty of the board certification.";
export const SPECIALTY_WITHOUT_BOARD = "Please choose the board that certified this specialty.";
export const SPECIALTY_TOO_LONG = "The specialty can be at most 100 characters.";

// The practice's side.
export const CREDENTIALS_INTRO =
  "Submit your license and board certification. A TruSelf admin checks the license with the board that issued it; once it is checked, your profile and card show “Credentials checked”.";
export const CREDENTIALS_RESET_NOTE =
  "Changing your license or board certification after a check sends it back for checking: the badge comes off until an admin checks it again.";
export const SUBMITTED_FOR_CHECKING = "Submitted for checking";
export const NOTHING_SUBMITTED = "Not submitted yet.";
export const CREDENTIALS_FAILED = "Your credentials could not be saved. Please try again.";
export const CREDENTIALS_SUBMITTED: ReplyToast = {
  title: SUBMITTED_FOR_CHECKING,
  description: "A TruSelf admin will check your license with the board that issued it.",
  type: "success",
};
export const CREDENTIALS_UNCHANGED: ReplyToast = {
  title: "No changes",
  description: "Your credentials were already as you wrote them, so nothing was sent again.",
  type: "info",
};

// The admins' checks.
export const STATUS_INVALID = "Please choose what the check found.";
export const SOURCE_REQUIRED = "Please name the source you checked, such as the state board's license lookup.";
export const SOURCE_TOO_LONG = "The source can be at most 200 characters.";
export const CHECKED_ON_INVALID = "Please enter the date of the check.";
export const CHECKED_ON_FUTURE = "The date of the check cannot be in the future.";
export const CHECK_PROVIDER_MISSING = "That provider does not exist.";
export const CHECK_FAILED = "The check could not be saved. Please try again.";
export const NO_CREDENTIALS_MATCH = "No credentials match these filters.";
export const ADMIN_CREDENTIALS_INTRO =
  "Licenses and board certifications practices submitted, those waiting for a check first. Check each license with the board that issued it and name the source you used; every check is written to the audit log. A practice that edits its license afterwards sends it back here as unchecked.";

/** The toast after an admin's check. */
export function checkSaved(status: "checked" | "expired" | "suspended", providerName: string): ReplyToast {
  const title = { checked: "Credentials checked", expired: "License marked expired", suspended: "License marked suspended" }[status];
  return { title, description: `${providerName}'s profile and card now show it.`, type: "success" };
}

// Profiles and cards.
export const CREDENTIALS_CHECKED = "Credentials checked";
export const LICENSE_SUSPENDED = "License suspended";
export const LICENSE_EXPIRED = "License expired";
export const NOTHING_SUBMITTED_PUBLIC = "Not submitted for checking yet.";
/** What "Verified" and "Credentials checked" each mean (profiles and the import pages). */
export const VERIFIED_VS_CHECKED =
  "“Verified” means TruSelf confirmed the listing's details (providers added by TruSelf's own imports are verified). “Credentials checked” means a TruSelf admin checked the license with the board that issued it.";
export const IMPORTS_VERIFIED_NOTE =
  "Imported providers are marked “Verified”: their listing details come from TruSelf. That is not a license check: “Credentials checked” shows only after an admin checks a provider's license with the issuing board (Admin Console, Credentials).";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A check's day (YYYY-MM-DD) as "3 Nov 2026". */
export function checkDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "License FL ME12345 checked by TruSelf on 3 Nov 2026 (source: Florida Board of Medicine)". */
export function checkedLine(state: string, license: string, day: string, source: string): string {
  return `License ${state} ${license} checked by TruSelf on ${checkDay(day)} (source: ${source})`;
}

/** A license submitted (or edited) since its last check. */
export function notYetChecked(state: string, license: string): string {
  return `License ${state} ${license} submitted by the practice, not yet checked by TruSelf`;
}

/** "Board certification: American Board of Plastic Surgery, Plastic Surgery" (an "Other" board: its specialty text alone). */
export function boardLine(board: string | null, specialty: string): string {
  return `Board certification: ${board ? `${board}, ${specialty}` : specialty}`;
}
