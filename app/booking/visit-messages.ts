/**
 * The after-visit texts (issue 47 item 5, decision 069): the practice records attended or no-show,
 * the patient confirms they went. One place, so the tests check them exactly.
 */
export const VISIT_NOT_STARTED = "You can record this visit once it has started.";
export const VISIT_CANCELLED = "This appointment was cancelled, so there is no visit to record.";
export const VISIT_PRACTICE_ONLY = "Only the practice records whether the patient attended.";
export const VISIT_PATIENT_ONLY = "Only the patient of this appointment can confirm the visit.";
export const VISIT_FAILED = "The visit could not be recorded. Please try again.";
export const APPOINTMENT_MISSING = "This appointment could not be found.";

export const MARKED_ATTENDED = { title: "Marked attended", type: "success" } as const;
export const MARKED_NO_SHOW = { title: "Marked as no-show", type: "success" } as const;
export const VISIT_WENT = {
  title: "Visit confirmed",
  description: "Thank you. Once the practice has recorded your visit, your review of it shows “Verified patient”.",
  type: "success",
} as const;

/** What the page and the review form say about a visit that both sides confirmed. */
export const VERIFIED_PATIENT = "Verified patient";
export const VERIFIED_VISIT_NOTE = "Your visit is confirmed by you and the practice: your review shows “Verified patient”.";
export const VISIT_WAITING_PRACTICE = "You confirmed you went. Your review shows “Verified patient” once the practice records your visit.";
export const VISIT_WAITING_PATIENT = "The practice recorded your visit. Confirm you went, and your review shows “Verified patient”.";
