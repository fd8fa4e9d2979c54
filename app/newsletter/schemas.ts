/** The newsletter box (spec 000): one schema for the browser and the action; messages are the spec's. */
import { z } from "zod";

export const NEWSLETTER_INVALID_EMAIL = "Please enter a valid email address";
export const NEWSLETTER_SUCCESS = { title: "Success!", description: "Thank you for subscribing to our newsletter." } as const;
export const NEWSLETTER_DUPLICATE = { title: "Already subscribed!", description: "This email is already subscribed to our newsletter." } as const;
export const NEWSLETTER_FAILURE = "Failed to subscribe. Please try again.";
export const NEWSLETTER_RATE_LIMITED = "Too many attempts. Please try again later.";

/** Name of the hidden field people never see; bots that fill every input fill it too. */
export const NEWSLETTER_HONEYPOT = "website_url";
export const NEWSLETTER_INTENT = "newsletter";

export const NewsletterSchema = z.object({
  intent: z.literal(NEWSLETTER_INTENT),
  email: z
    .string({ error: NEWSLETTER_INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(254, NEWSLETTER_INVALID_EMAIL)
    .pipe(z.email(NEWSLETTER_INVALID_EMAIL)),
});
