/**
 * Every text of reports and the moderation queue (issue 35 item 3), in one place for the pages and
 * their tests. "Removed by TruSelf: {reason}" is the exact wording.
 */

/** What a hidden review, answer or reply shows in its place, to everyone but admins. */
export function removedByTruSelf(reason: string): string {
  return `Removed by TruSelf: ${reason}`;
}

// ------------------------------------------------------------------ reports

/** Why someone reports an item: a short fixed list ("other" needs details). */
export const REPORT_REASONS = {
  fake: "Fake or paid review",
  spam: "Spam or advertising",
  offensive: "Offensive or abusive",
  private: "Shares private information",
  "off-topic": "Not about this practice",
  other: "Something else",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_DETAILS_MAX = 1000;

/** What can be reported, as the Report link names it (?type=). */
export const REPORT_TARGET_LABELS = { review: "review", answer: "answer", reply: "practice reply" } as const;

export const REPORT_SIGN_IN = "Please sign in to report a review, an answer or a reply.";
export const REPORT_REASON_REQUIRED = "Please choose why you're reporting this.";
export const REPORT_DETAILS_REQUIRED = "Please tell us a little more when you choose Something else.";
export const REPORT_DETAILS_TOO_LONG = `Details must be ${REPORT_DETAILS_MAX.toLocaleString("en-US")} characters or less.`;
export const REPORT_NOT_FOUND = "We couldn't find that item. It may have been removed already.";
export const REPORT_OWN_ITEM = "You can't report something you or your practice wrote.";
export const REPORT_DUPLICATE = "You've already reported this. Thank you, our team will take a look.";
export const REPORT_DEMO_REFUSED = "The demo account can't send reports. Sign up with your own account to report something.";
export const REPORT_FAILED = "We couldn't send your report. Please try again.";
export const REPORT_SENT_TITLE = "Report sent";
export const REPORT_SENT = "Thanks for letting us know. Our team will look at it and remove it if it breaks our review policy.";

// ------------------------------------------------------------------ the admin moderation queue

/** The public reasons an admin hides with; "other" takes the admin's own words. */
export const HIDE_REASONS = {
  fake: "Fake or paid review",
  spam: "Spam or advertising",
  offensive: "Offensive or abusive language",
  private: "Shares private information",
  "off-topic": "Not about this practice",
  other: "Other (write the reason)",
} as const;
export type HideReason = keyof typeof HIDE_REASONS;
export const HIDE_REASON_KEYS = Object.keys(HIDE_REASONS) as [HideReason, ...HideReason[]];
export const HIDE_REASON_MAX = 200;

export const HIDE_REASON_REQUIRED = "Please choose the public reason for hiding this.";
export const HIDE_OTHER_REQUIRED = "Please write the public reason for hiding this.";
export const HIDE_REASON_TOO_LONG = `The public reason must be ${HIDE_REASON_MAX} characters or less.`;
export const MODERATION_TARGET_NOT_FOUND = "That item no longer exists.";
export const ALREADY_HIDDEN = "That item is already hidden.";
export const NOT_HIDDEN = "That item isn't hidden.";
export const NOT_HELD = "That review isn't waiting for a check.";
export const NO_OPEN_REPORTS = "There are no open reports on that item.";
export const MODERATION_FAILED = "The moderation action failed. Please try again.";

export const MODERATION_DONE = {
  hide: { title: "Hidden", description: "It now shows only its public reason, and the practice's figures were recounted." },
  restore: { title: "Restored", description: "It shows again, and the practice's figures were recounted." },
  dismiss: { title: "Reports dismissed", description: "The reports were closed and the item stays as it is." },
  release: { title: "Review released", description: "The review now shows on the practice's page." },
} as const;

/** The moderation log's words for each action. */
export const LOG_ACTION_LABELS: Record<string, string> = {
  report: "Reported",
  hide: "Hid",
  restore: "Restored",
  dismiss: "Dismissed reports on",
  release: "Released",
  hold: "Held",
};

// ------------------------------------------------------------------ the author of a review under moderation

export const REVIEW_REMOVED_NO_EDIT = "TruSelf removed your review of this practice, so it can't be changed or updated.";
/** The author's dashboard line for a review TruSelf removed (no stars). */
export function reviewRemovedActivity(practice: string): string {
  return `TruSelf removed your review of ${practice}`;
}
