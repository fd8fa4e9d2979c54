/** The newsletter box (requirements 000): one schema for the browser and the action; messages are the requirements'. */
import { z } from "zod";
import { NEWSLETTER_FAILURE, NEWSLETTER_INTENT } from "./fields";

export { NEWSLETTER_RATE_LIMITED } from "~/lib/limits";

export const NEWSLETTER_INVALID_EMAIL = "Please enter a valid email address";
export const NEWSLETTER_SUCCESS = { title: "Success!", description: "Thank you for subscribing to our newsletter." } as const;
export const NEWSLETTER_DUPLICATE = {
  title: "Already subscribed!",
  description: "This email is already subscribed to our newsletter.",
} as const;
/** What the box shows after a post: subscribed, or already on the list. */
export type NewsletterOutcome = { kind: "success" | "duplicate"; title: string; description: string };

export { NEWSLETTER_FAILURE, NEWSLETTER_INTENT };

export const NewsletterSchema = z.object({
  intent: z.literal(NEWSLETTER_INTENT),
  email: z
    .string({ error: NEWSLETTER_INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_INVALID_EMAIL)
    .pipe(z.email(NEWSLETTER_INVALID_EMAIL)),
});
