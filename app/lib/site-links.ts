/**
 * Links the site shell (app/components: header menu, footer, bottom bar) shares with the domains, kept
 * down here so that the shell imports no domain for them.
 */

/** What marks a TruGPT link: the chat launcher (app/chat/chat-launcher.tsx) opens the dialog from it. */
export const OPENS_CHAT = "data-opens-chat";

/** The review policy's page: the footer and the review hold notes link it. */
export const REVIEW_POLICY_PATH = "/review-policy";
