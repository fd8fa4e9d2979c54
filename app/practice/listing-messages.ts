/**
 * Every text of /provider/profile (issue 34, items 3 and 6): the listing editor, its preview and
 * change log, and the practice's replies under reviews. One place, so the tests check them exactly.
 */
import type { ReplyToast } from "~/lib/action-reply";

export const BIO_MAX = 2000;
export const SERVICES_MAX = 30;
export const SERVICE_MAX = 80;
export const PRICES_MAX = 30;
export const HOURS_MAX = 14;
export const REPLY_MAX = 1000;

export const BIO_TOO_LONG = "Your bio can be at most 2,000 characters.";
export const SERVICES_INVALID = "List at most 30 services, one per line, each at most 80 characters.";
export const LANGUAGES_MAX = 10;
export const LANGUAGE_MAX = 40;
export const LANGUAGES_INVALID = "List at most 10 languages, separated by commas, each at most 40 characters.";
export const PRICE_LINE_INVALID = 'Write each price on its own line as "Service: price", for example "Botox: $12 per unit".';
export const PRICES_TOO_MANY = "List at most 30 prices.";
export const HOURS_LINE_INVALID = 'Write each line of your hours as "Days: hours", for example "Mon-Fri: 9am - 5pm".';
export const HOURS_TOO_MANY = "List at most 14 lines of opening hours.";
export const WEBSITE_INVALID = "Please enter your website's full address, starting with https:// or http://.";
export const PHONE_INVALID = "Please enter a valid phone number.";
export const EMAIL_INVALID = "Please enter a valid e-mail address.";
export const ADDRESS_TOO_LONG = "The address can be at most 200 characters.";
export const USERNAME_INVALID =
  "A username has 1 to 50 lowercase letters, numbers, dots, dashes or underscores, and starts with a letter or number.";
export const USERNAME_RESERVED = "That username is one of the site's own addresses. Please choose another.";
export const USERNAME_TAKEN = "That username is already taken. Please choose another.";

/** A social link that is not a page on that network's own site. */
export function socialInvalid(label: string, domain: string): string {
  return `Please enter a link to your ${label} page on ${domain}, starting with https://.`;
}

export const SAVE_FAILED = "Your changes could not be saved. Please try again.";
export const LISTING_SAVED: ReplyToast = {
  title: "Listing updated",
  description: "Your changes are live on your public profile.",
  type: "success",
};
export const NOTHING_CHANGED: ReplyToast = {
  title: "No changes",
  description: "Everything was already as you wrote it, so nothing was saved.",
  type: "info",
};
export const PREVIEW_NOTE = "This is a preview. Nothing is saved until you press Save changes.";
export const MEMBERS_VIEW_ONLY = "Only your practice's owner can change the listing. You can still reply to reviews below.";
export const NO_CHANGES_YET = "No changes yet.";

export const PHOTO_REQUIRED = "Please choose a photo.";
export const PHOTO_FAILED = "The photo could not be saved. Please try again.";
export const PROFILE_PHOTO_SAVED: ReplyToast = { title: "Profile photo updated", type: "success" };
export const PRACTICE_PHOTO_ADDED: ReplyToast = {
  title: "Practice photo added",
  description: "It now shows on your practice location page.",
  type: "success",
};

export const REPLY_EMPTY = "Please write your reply.";
export const REPLY_TOO_LONG = "Your reply can be at most 1,000 characters.";
export const REPLY_NOT_FOUND = "That review is not on your listing.";
export const REPLY_NOT_THERE = "There is no reply to remove.";
export const REPLY_FAILED = "Your reply could not be saved. Please try again.";
export const REPLY_SAVED: ReplyToast = { title: "Reply posted", description: "It now shows under the review.", type: "success" };
export const REPLY_DELETED: ReplyToast = { title: "Reply removed", type: "success" };
export const NO_REVIEWS_TO_ANSWER = "Your listing has no reviews yet. When patients review you, you can reply here.";

/** The heading of a practice's reply under a review on the public profile. */
export function responseFrom(practiceName: string): string {
  return `Response from ${practiceName}`;
}
