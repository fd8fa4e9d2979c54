/** Names the newsletter form and its action agree on (no zod here: the home page imports these). */
export const NEWSLETTER_INTENT = "newsletter";
/** Name of the hidden field people never see; bots that fill every input fill it too. */
export const NEWSLETTER_HONEYPOT = "website_url";
