/** The review form (requirements 000 §5). Messages are the requirements' exact texts; the toast titles go with them. */
import { z } from "zod";

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 2000;

export const INVALID_RATING = "Please select a rating between 1 and 5 stars.";
export const TITLE_TOO_LONG = "Review title must be 100 characters or less.";
export const CONTENT_TOO_LONG = "Review content must be 2000 characters or less.";
export const REVIEW_FAILED = "Failed to submit review. Please try again.";

/** Toast title for each field's error. */
export const REVIEW_ERROR_TITLES = { rating: "Invalid Rating", title: "Title Too Long", content: "Review Too Long" } as const;

export const ReviewSchema = z.object({
  rating: z.number({ error: INVALID_RATING }).int(INVALID_RATING).min(1, INVALID_RATING).max(5, INVALID_RATING),
  title: z.string({ error: TITLE_TOO_LONG }).trim().max(REVIEW_TITLE_MAX, TITLE_TOO_LONG).optional(),
  content: z.string({ error: CONTENT_TOO_LONG }).trim().max(REVIEW_CONTENT_MAX, CONTENT_TOO_LONG).optional(),
});
export type ReviewInput = z.infer<typeof ReviewSchema>;

export const REVIEW_RATINGS = ["1", "2", "3", "4", "5"] as const;
/** What a failed no-JavaScript post keeps for the form's next render (app/provider-profile/form-drafts.server.ts). */
export type ReviewDraft = { rating?: (typeof REVIEW_RATINGS)[number]; title: string; content: string };
