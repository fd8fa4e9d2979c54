/**
 * Every text of claiming a listing, the practice team and /provider/settings (issue 34 items 2 and
 * 4), in one place: the pages, the server and the tests read them from here.
 */
import { CLAIM_CODE_MINUTES, INVITE_DAYS } from "~/auth/secret-lifetimes";

export { CLAIM_CODE_MINUTES, CLAIM_CODE_TRIES, INVITE_DAYS } from "~/auth/secret-lifetimes";

// Issue 43 finding 7: too many wrong codes for one listing, or from one e-mail domain, in a day.
export const CLAIM_PAUSED =
  "Claiming this listing by code is paused for today after too many wrong codes. The practice and TruSelf have been told. You can ask TruSelf to review your claim instead.";
export const claimPausedAudit = (listing: string, why: "listing" | "domain", domain: string | null) =>
  why === "listing"
    ? `Paused claims by code of ${listing} for the day: too many wrong codes for the listing`
    : `Paused claims by code of ${listing} for the day: too many wrong codes from addresses at ${domain}`;

// Finding and claiming a listing
export const LISTING_NOT_FOUND = "We couldn't find that listing. Please search for your practice again.";
export const LISTING_ALREADY_CLAIMED =
  "This listing has already been claimed by its practice. If you work there, ask the practice's owner to invite you.";
export const ALREADY_LINKED = "Your account already manages a listing. One account can manage one listing.";
export const ADMINS_CANNOT_CLAIM = "TruSelf admin accounts can't claim a listing. Please use your practice's own account.";
export const CLAIM_EMAIL_NOT_ALLOWED =
  "Please use an address at your practice's website domain, or the practice e-mail shown on the listing.";
export const CLAIM_NO_ADDRESS =
  "This listing has no website or practice e-mail we could send a code to. Please ask TruSelf to review your claim instead.";
export const CLAIM_CODE_FORMAT = "Please enter the 6-digit code from the e-mail.";
export const CLAIM_NOT_FOUND = "We couldn't find that claim. Please send a new code.";
export const CLAIM_CODE_EXPIRED = `This code has expired (codes work for ${CLAIM_CODE_MINUTES} minutes). Please send a new code.`;
export const CLAIM_CODE_USED = "This code has already been used. Please send a new code if you still need one.";
export const CLAIM_TOO_MANY_TRIES = "Too many wrong codes for this claim. Please send a new code.";
export function claimWrongCode(triesLeft: number): string {
  return `That code isn't right. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;
}
export function claimCodeSent(email: string): string {
  return `We sent a 6-digit code to ${email}. It works for ${CLAIM_CODE_MINUTES} minutes.`;
}
export const CLAIM_VERIFIED = "You now manage this listing. Welcome to TruSelf for providers!";
export const CLAIM_NOTE_REQUIRED = "Please tell us your role at the practice and how we can check it.";
export const CLAIM_NOTE_TOO_LONG = "Please keep your note under 1,000 characters.";
export const CLAIM_REVIEW_PENDING = "You already asked us to review your claim on this listing. We'll e-mail you when we have decided.";
export const CLAIM_REVIEW_REQUESTED = "Thanks! A TruSelf admin will review your claim and e-mail you the decision.";
export const CLAIM_THIS_LISTING = "Claim this listing";
export const CLAIMED = "Claimed";

// The admin claims queue
export const CLAIM_DECIDED_ALREADY = "This claim has already been decided.";
export const CLAIMANT_ALREADY_LINKED = "The claimant's account already manages a listing, so this claim can't be approved.";

// The practice team
export const INVITE_SENT = (email: string) => `We sent an invitation to ${email}. The link works for ${INVITE_DAYS} days.`;
export const INVITE_ALREADY_MEMBER = "That person is already on your team.";
export const INVITE_NOT_FOUND = "This invitation link is not valid. It may have expired, been used already or been withdrawn.";
export const INVITE_ACCEPTED = (practice: string) => `You've joined ${practice} on TruSelf.`;
/** Issue 43 finding 11: an invitation works only for the account of the verified address it was sent to. */
export const INVITE_OTHER_ADDRESS = (invited: string) =>
  `This invitation was sent to ${invited}. Sign in with the account of that address (verified) to accept it.`;
export const INVITE_ADMIN_REFUSED = "TruSelf admin accounts can't join a practice. Please sign in with another account.";
export const INVITE_HINT = `We'll e-mail them a link to join; it works once and for ${INVITE_DAYS} days.`;
export const INVITE_CANCELLED = "The invitation was withdrawn.";
export const MEMBER_NOT_FOUND = "That team member was not found.";
export const OWNER_CANNOT_LEAVE = "You are the practice's owner, so you can't remove yourself.";
export const MEMBER_REMOVED = (email: string) => `${email} is no longer on your team.`;

// /provider/settings
export const SETTINGS_SAVED = "Your practice settings have been saved.";
export const NOTIFICATION_EMAIL_INVALID = "Please enter a valid e-mail address, or leave it blank.";
export const SETTINGS_READ_ONLY = "Only the practice's owner can change these settings.";
export const SETTINGS_NOTIFICATION_HINT = "Where we send new consultation requests. Leave it blank to use the owner's e-mail.";

// The admin Users tab
export const UNLINK_NOTE =
  "Changing a provider to another role also unlinks the account from its listing; if it owned the listing, the listing can be claimed again.";
