/** What the automatic holds tell a review's author (issue 35 item 3), and the line beside every review form. */

/** The public reasons, worded to follow "because" and "Held for moderation:". */
export const HOLD_REASONS = {
  burst: "several reviews came from the same internet connection or device within a few minutes",
  newAccount: "new accounts that review several practices within minutes are checked by a person first",
  duplicate: "its text is the same as another review on TruSelf",
} as const;
export type HoldRule = keyof typeof HOLD_REASONS;

export const HELD_TITLE = "Review held for moderation";

/** The form's result after a held review is posted. */
export function heldMessage(reason: string): string {
  return `Thanks — your review is waiting for a moderator because ${reason}. It will show once it is checked.`;
}

/** The author's own view of a held review (the profile's review box, the dashboard). */
export function heldLabel(reason: string): string {
  return `Held for moderation: ${reason}`;
}

export const HELD_ONLY_YOU = "Only you can see this review until a moderator checks it.";

export const REVIEW_POLICY_LEAD = "How we check reviews:";
export const REVIEW_POLICY_LINK = "Review policy";
