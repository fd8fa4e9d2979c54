/** The review form (requirements 000 §5, issue 35). Messages are the requirements' exact texts; the toast titles go with them. */
import { z } from "zod";
import { amountCeiling, amountTooHighFor } from "./amount-bounds";
import { REVIEW_PROCEDURES, WORTH_IT_CHOICES } from "./review-list";

export { REVIEW_PROCEDURES, WORTH_IT_CHOICES, WORTH_IT_LABELS } from "./review-list";

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 2000;
export const REVIEW_UPDATE_MAX = 2000;
/** Issue 35: more than this is not a real price of a treatment. */
export const AMOUNT_PAID_MAX = 500_000;

export const INVALID_RATING = "Please select a rating between 1 and 5 stars.";
export const TITLE_TOO_LONG = "Review title must be 100 characters or less.";
export const CONTENT_TOO_LONG = "Review content must be 2000 characters or less.";
export const REVIEW_FAILED = "Failed to submit review. Please try again.";
// Issue 35's fields, all optional.
export const PROCEDURE_INVALID = "Please choose a procedure from the list.";
export const WORTH_IT_INVALID = "Please choose Worth It, Not Sure or Not Worth It.";
export const AMOUNT_NOT_A_NUMBER = "Amount paid must be a whole number of dollars, such as 4500.";
export const AMOUNT_NEGATIVE = "Amount paid can't be negative.";
export const AMOUNT_TOO_HIGH = "Amount paid must be $500,000 or less.";
export const MONTH_INVALID = "Please give the month of treatment as YYYY-MM.";
export const MONTH_IN_FUTURE = "The month of treatment can't be in the future.";
// The recovery diary.
export const UPDATE_REQUIRED = "Please write your update.";
export const UPDATE_TOO_LONG = "Update must be 2000 characters or less.";
export const UPDATE_NOT_AUTHOR = "Only the review's author can add an update.";
export const UPDATE_FAILED = "Failed to add your update. Please try again.";

/** Toast title for each field's error. */
export const REVIEW_ERROR_TITLES = {
  rating: "Invalid Rating",
  title: "Title Too Long",
  content: "Review Too Long",
  procedure: "Invalid Procedure",
  worthIt: "Invalid Answer",
  amountPaid: "Invalid Amount",
  treatmentMonth: "Invalid Month",
} as const;
export type ReviewField = keyof typeof REVIEW_ERROR_TITLES;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** This month as "YYYY-MM" (UTC: the server's calendar; a month picker never offers later). */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** The fields one by one; ReviewSchema adds the check across two of them. */
export const ReviewFields = z.object({
  rating: z.number({ error: INVALID_RATING }).int(INVALID_RATING).min(1, INVALID_RATING).max(5, INVALID_RATING),
  title: z.string({ error: TITLE_TOO_LONG }).trim().max(REVIEW_TITLE_MAX, TITLE_TOO_LONG).optional(),
  content: z.string({ error: CONTENT_TOO_LONG }).trim().max(REVIEW_CONTENT_MAX, CONTENT_TOO_LONG).optional(),
  procedure: z
    .string({ error: PROCEDURE_INVALID })
    .refine((name) => REVIEW_PROCEDURES.includes(name), PROCEDURE_INVALID)
    .optional(),
  worthIt: z.enum(WORTH_IT_CHOICES, { error: WORTH_IT_INVALID }).optional(),
  amountPaid: z
    .number({ error: AMOUNT_NOT_A_NUMBER })
    .int(AMOUNT_NOT_A_NUMBER)
    .min(0, AMOUNT_NEGATIVE)
    .max(AMOUNT_PAID_MAX, AMOUNT_TOO_HIGH)
    .optional(),
  treatmentMonth: z
    .string({ error: MONTH_INVALID })
    .regex(MONTH, MONTH_INVALID)
    .refine((month) => month <= currentMonth(), MONTH_IN_FUTURE)
    .optional(),
});
export const ReviewSchema = ReviewFields.superRefine((review, ctx) => {
  // The procedure's plausible ceiling (issue 43 finding 6), on the amount's field.
  const ceiling = amountCeiling(review.procedure);
  if (ceiling !== undefined && review.amountPaid !== undefined && review.amountPaid > ceiling)
    ctx.addIssue({ code: "custom", path: ["amountPaid"], message: amountTooHighFor(review.procedure!, ceiling) });
});
export type ReviewInput = z.infer<typeof ReviewSchema>;

/** A dated update under one's own review (the recovery diary). */
export const ReviewUpdateSchema = z.object({
  reviewId: z.string({ error: UPDATE_NOT_AUTHOR }).min(1, UPDATE_NOT_AUTHOR).max(200, UPDATE_NOT_AUTHOR),
  body: z.string({ error: UPDATE_REQUIRED }).trim().min(1, UPDATE_REQUIRED).max(REVIEW_UPDATE_MAX, UPDATE_TOO_LONG),
});

/** The signed-in visitor's own review as the form edits it (text values, "" when not given). */
export type OwnReview = {
  id: string;
  rating: number;
  title: string;
  content: string;
  procedure: string;
  worthIt: string;
  amountPaid: string;
  treatmentMonth: string;
  /** Why it waits for a moderator (issue 35 item 3), shown only to its author; null when it shows. */
  heldReason: string | null;
};

export const REVIEW_RATINGS = ["1", "2", "3", "4", "5"] as const;
/** What a failed no-JavaScript post keeps for the form's next render (app/provider-profile/form-drafts.server.ts). */
export type ReviewDraft = {
  rating?: (typeof REVIEW_RATINGS)[number];
  title: string;
  content: string;
  procedure?: string;
  worthIt?: string;
  amountPaid?: string;
  treatmentMonth?: string;
};
