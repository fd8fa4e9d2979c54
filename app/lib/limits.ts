/**
 * Every rate limit of the app, in one registry: actions name the limits they count
 * (app/http/action.server.ts), the admin settings page lists them. Each is a window (fixed, or
 * sliding where the limit must hold in any span), so nothing an attacker does can lock anyone
 * out for longer than one window.
 */
/**
 * Issue 43 finding 9, NIST SP 800-63B: after 100 wrong e-mailed codes in a row for an address, code
 * sign-in stays locked (no timed unlock) until the account signs in another way (password,
 * passkey) or resets its password (app/auth/signin-codes.server.ts).
 */
export const CODE_FAILURES_IN_A_ROW = 100;
export const CODE_SIGN_IN_LOCKED =
  "Sign-in by e-mailed code is locked for this email after too many wrong codes. Please sign in with your password or a passkey, or reset your password; that unlocks it.";

/** Spec 000's newsletter text, which names no wait. */
export const NEWSLETTER_RATE_LIMITED = "Too many attempts. Please try again later.";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export type LimitPolicy = {
  limit: number;
  windowSeconds: number;
  /** The 429 message, given the seconds until the window ends. */
  message: (retryAfterSeconds: number) => string;
  /**
   * A limit on failures: one unit is reserved before the attempt is evaluated (so a parallel
   * burst never evaluates more attempts than the limit) and handed back when it succeeds.
   */
  countsFailuresOnly?: boolean;
  /**
   * A sliding window: no span of `windowSeconds` ever holds more than `limit` uses (a fixed
   * window lets nearly twice the limit through across its edge). app/lib/rate-limit.server.ts.
   */
  sliding?: boolean;
};

/** "Too many {what}. Please try again in N minutes." — the one wording of every timed 429. */
export function tooManyMessage(what: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

const tooMany = (what: string) => (retryAfterSeconds: number) => tooManyMessage(what, retryAfterSeconds);

/**
 * The per-account sign-in lockout (issue 33 finding 2). It names the way out that an attacker
 * cannot take, and reads the same whether or not the address has an account.
 */
export function signInLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts for this email. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password to sign in now.`;
}

export const LIMITS = {
  // Sign-in counts failures per account and IP (someone else's guessing never locks the owner
  // out from another address) and per IP; successful sign-ins hand their unit back.
  signInFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE, message: tooMany("attempts"), countsFailuresOnly: true },
  signInFailuresPerIp: { limit: 100, windowSeconds: 15 * MINUTE, message: tooMany("attempts"), countsFailuresOnly: true },
  // And per account across addresses (issue 33 finding 2: guesses spread over many addresses). A
  // password reset through the e-mailed link clears both account counters (app/auth/accounts.server.ts),
  // so the owner gets past a lockout that an attacker keeps renewing.
  signInFailuresPerAccount: { limit: 20, windowSeconds: 15 * MINUTE, message: signInLockedMessage, countsFailuresOnly: true },
  // Sign-in by e-mailed code (issue 38 item 1): codes sent per typed address (counted whether or
  // not it has an account) and per IP; wrong codes per IP, on top of each code's own 5 tries.
  signInCodesPerEmail: { limit: 5, windowSeconds: HOUR, message: tooMany("codes") },
  signInCodesPerIp: { limit: 20, windowSeconds: HOUR, message: tooMany("codes") },
  signInCodeChecksPerIp: { limit: 50, windowSeconds: HOUR, message: tooMany("attempts"), countsFailuresOnly: true },
  // Issue 43 finding 9: a day's codes per address on top of the hour's (the cap of wrong codes in a
  // row is no window: CODE_FAILURES_IN_A_ROW below).
  signInCodesPerEmailPerDay: { limit: 20, windowSeconds: 24 * HOUR, message: tooMany("codes") },
  signUpPerIp: { limit: 50, windowSeconds: HOUR, message: tooMany("attempts") },
  signUpPerEmail: { limit: 5, windowSeconds: HOUR, message: tooMany("attempts") },
  // The e-mail to an address's owner when someone signs up with it (issue 33 finding 4): a replayed sign-up never floods a mailbox.
  signUpNoticePerEmail: { limit: 3, windowSeconds: HOUR, message: tooMany("attempts") },
  passwordResetPerIp: { limit: 20, windowSeconds: HOUR, message: tooMany("attempts") },
  passwordResetPerEmail: { limit: 3, windowSeconds: HOUR, message: tooMany("attempts") },
  verificationResendPerIp: { limit: 20, windowSeconds: HOUR, message: tooMany("attempts") },
  verificationResendPerEmail: { limit: 3, windowSeconds: HOUR, message: tooMany("attempts") },
  passwordChangePerAccount: { limit: 10, windowSeconds: 15 * MINUTE, message: tooMany("attempts") },
  uploadGrantPerIp: { limit: 30, windowSeconds: HOUR, message: tooMany("attempts") },
  /** The photo import tool: 9 photos per item, many items in a sitting. */
  photoGrantPerAdmin: { limit: 600, windowSeconds: HOUR, message: tooMany("uploads") },
  /** A practice's profile and practice photos on /provider/profile (issue 34). */
  listingPhotosPerAccount: { limit: 30, windowSeconds: HOUR, message: tooMany("uploads") },
  reviewsPerUser: { limit: 10, windowSeconds: HOUR, message: tooMany("reviews") },
  reviewsPerIp: { limit: 30, windowSeconds: HOUR, message: tooMany("reviews") },
  // Reports on reviews, answers and replies (issue 35 item 3): a flood from one account stops here.
  reportsPerUser: { limit: 10, windowSeconds: HOUR, message: tooMany("reports") },
  reportsPerIp: { limit: 30, windowSeconds: HOUR, message: tooMany("reports") },
  questionsPerUser: { limit: 10, windowSeconds: HOUR, message: tooMany("questions") },
  questionsPerIp: { limit: 30, windowSeconds: HOUR, message: tooMany("questions") },
  // Consultation requests (issue 34): a patient writes to a few practices, not to hundreds.
  consultationRequestsPerUser: { limit: 5, windowSeconds: HOUR, message: tooMany("requests") },
  consultationRequestsPerIp: { limit: 20, windowSeconds: HOUR, message: tooMany("requests") },
  consultationRepliesPerUser: { limit: 60, windowSeconds: HOUR, message: tooMany("replies") },
  // Booking (issue 47): a patient books or moves a few appointments, never hundreds.
  appointmentChangesPerUser: { limit: 20, windowSeconds: HOUR, message: tooMany("booking changes") },
  // Each extraction job may queue 500 URLs: enough for an admin's day, a ceiling for a stolen session.
  extractionJobsPerAccount: { limit: 30, windowSeconds: HOUR, message: tooMany("extraction jobs") },
  // Public forms: enough for a person, useless for a flood.
  contactPerIp: { limit: 5, windowSeconds: 10 * MINUTE, message: tooMany("submissions") },
  leadsPerIp: { limit: 5, windowSeconds: 10 * MINUTE, message: tooMany("submissions") },
  newsletterPerIp: { limit: 10, windowSeconds: 15 * MINUTE, message: () => NEWSLETTER_RATE_LIMITED },
  // Claiming a listing (issue 34): codes are e-mailed to the practice, so sending is limited per
  // account and per address; checking is limited too, on top of each claim's own 5 tries.
  claimCodesPerAccount: { limit: 5, windowSeconds: HOUR, message: tooMany("codes") },
  claimCodesPerIp: { limit: 20, windowSeconds: HOUR, message: tooMany("codes") },
  claimCodeChecksPerAccount: { limit: 20, windowSeconds: HOUR, message: tooMany("attempts"), countsFailuresOnly: true },
  claimCodeChecksPerIp: { limit: 50, windowSeconds: HOUR, message: tooMany("attempts"), countsFailuresOnly: true },
  claimReviewsPerAccount: { limit: 5, windowSeconds: 24 * HOUR, message: tooMany("claims") },
  // Per listing and per e-mail domain a day, across all accounts and addresses (issue 43 finding 7):
  // past the checks' cap the listing's (or the domain's) claims by code pause for the day, the
  // practice and the admins are told once (the notice limit), app/practice/claims.server.ts.
  claimCodesPerListing: { limit: 10, windowSeconds: 24 * HOUR, message: tooMany("codes") },
  claimCodesPerDomain: { limit: 20, windowSeconds: 24 * HOUR, message: tooMany("codes") },
  claimCodeChecksPerListing: { limit: 20, windowSeconds: 24 * HOUR, message: tooMany("attempts"), countsFailuresOnly: true },
  claimCodeChecksPerDomain: { limit: 30, windowSeconds: 24 * HOUR, message: tooMany("attempts"), countsFailuresOnly: true },
  claimPauseNoticesPerListing: { limit: 1, windowSeconds: 24 * HOUR, message: tooMany("notices") },
  practiceInvitesPerAccount: { limit: 20, windowSeconds: HOUR, message: tooMany("invitations") },
  // The second factor (issue 38): wrong TOTP and recovery codes, per account and per address. A
  // 6-digit code has a million values; 10 wrong ones in 15 minutes make guessing hopeless.
  secondFactorFailuresPerAccount: { limit: 10, windowSeconds: 15 * MINUTE, message: tooMany("attempts"), countsFailuresOnly: true },
  secondFactorFailuresPerIp: { limit: 50, windowSeconds: 15 * MINUTE, message: tooMany("attempts"), countsFailuresOnly: true },
  // TruGPT: a person types far slower; a script sending in a loop stops here.
  chatMessagesPerMinute: { limit: 10, windowSeconds: MINUTE, message: tooMany("messages"), sliding: true },
  chatMessagesPerDay: { limit: 200, windowSeconds: 24 * HOUR, message: tooMany("messages") },
  chatConversationsPerHour: { limit: 30, windowSeconds: HOUR, message: tooMany("conversations") },
  // Passkeys (issue 38 item 2): each ceremony stores a challenge row, so asking for them is limited;
  // failed passkey sign-ins count with the password's per-IP failures (signInFailuresPerIp).
  passkeyChallengesPerIp: { limit: 60, windowSeconds: 15 * MINUTE, message: tooMany("attempts") },
  passkeyChallengesPerAccount: { limit: 30, windowSeconds: 15 * MINUTE, message: tooMany("attempts") },
  passkeyFailuresPerAccount: { limit: 10, windowSeconds: 15 * MINUTE, message: tooMany("attempts"), countsFailuresOnly: true },
} as const satisfies Record<string, LimitPolicy>;

/** TruGPT: the longest message accepted, and how many of the last messages an engine sees. */
export const CHAT_MESSAGE_MAX_CHARS = 4_000;
export const CHAT_HISTORY_MAX = 12;
/** Messages per page when the dialog loads a conversation (latest page first), and the most one request may ask for. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 200;
/** A conversation title's longest length. */
export const CHAT_TITLE_MAX_CHARS = 80;
/** An engine that sends nothing for this long has failed (the user sees the send failure). */
export const CHAT_ENGINE_TIMEOUT_MS = 30_000;

export type LimitName = keyof typeof LIMITS;

/** One limit to count for one subject (an IP, an account id, an e-mail). */
export type LimitCheck = readonly [LimitName, string];

/** The row key of a limit's counter in `rate_limits`. */
export function limitKey([name, subject]: LimitCheck): string {
  return `${name}:${subject}`;
}
