/** Names the newsletter form and its action agree on (no zod here: the home page imports these). */
export const NEWSLETTER_INTENT = "newsletter";
/** Spec 000's newsletter failure text. */
export const NEWSLETTER_FAILURE = "Failed to subscribe. Please try again.";
/** The HTML constraints of NewsletterSchema's email (what getZodConstraint gives for it). */
export const NEWSLETTER_CONSTRAINT = { intent: { required: true }, email: { required: true, maxLength: 254 } };
