/** Names the newsletter form and its action agree on (no zod here: the home page imports these). */
export const NEWSLETTER_INTENT = "newsletter";
/** The HTML constraints of NewsletterSchema's email (what getZodConstraint gives for it). */
export const NEWSLETTER_CONSTRAINT = { intent: { required: true }, email: { required: true, maxLength: 254 } };
