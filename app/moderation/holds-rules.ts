/**
 * The automatic holds at review creation (issue 35 item 3; decision 042): the numbers in one place,
 * read by the rules (holds.server.ts) and stated on /review-policy.
 */

/** Reviews from one client address, or one device, within this many minutes... */
export const BURST_WINDOW_MINUTES = 10;
/** ...are held from this one on (the 3rd, and every one after it). */
export const BURST_HELD_FROM = 3;

/** An account younger than this many hours is brand-new... */
export const NEW_ACCOUNT_HOURS = 24;
/** ...and its reviews of different practices within this many minutes... */
export const NEW_ACCOUNT_WINDOW_MINUTES = 15;
/** ...are held from this one on (the 3rd practice, and every one after it). */
export const NEW_ACCOUNT_HELD_FROM = 3;

/** A text shorter than this, once case, whitespace and punctuation are folded, is not matched against other reviews. */
export const DUPLICATE_MIN_CHARACTERS = 40;
