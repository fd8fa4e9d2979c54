/**
 * The before-and-after gallery's texts (issue 36 item 2): the consent attestation and its version,
 * and every message of its forms and pages. Tests check them exactly.
 */
// No imports: the end-to-end specs read these texts too (tsconfig.node.json).

/** The attestation an uploader confirms for each set; its version is stored with the set. */
export const CONSENT_TEXT =
  "I confirm the patient shown gave written consent to publish these photos on TruSelf, and that the practice keeps that consent on file.";
/** Bump when CONSENT_TEXT changes, so every set says which wording its uploader confirmed. */
export const CONSENT_TEXT_VERSION = "2026-11-26";

export const CONSENT_REQUIRED = "Please confirm the patient's written consent to publish these photos.";
export const PROCEDURE_REQUIRED = "Please choose the procedure these photos show.";
export const BEFORE_REQUIRED = "Please add a before photo.";
export const AFTER_REQUIRED = "Please add an after photo.";
export const TITLE_MAX = 100;
export const CAPTION_MAX = 500;
export const TITLE_TOO_LONG = "Title must be 100 characters or less.";
export const CAPTION_TOO_LONG = "Caption must be 500 characters or less.";
export const UPLOAD_NOT_FOUND = "This photo upload could not be found. Please choose the photo again.";
export const PHOTO_IN_USE = "This photo is already part of a set. Please choose the photo again.";
export const PROVIDER_REQUIRED = "Please choose the provider these photos belong to.";
export const PROVIDER_UNKNOWN = "No provider has this ID.";
export const SET_NOT_FOUND = "This before & after set no longer exists.";
export const SET_FAILED = "The set could not be saved. Please try again.";
/** Toasts (app/lib/action-reply.ts's ReplyToast). */
export const SET_ADDED = { title: "Before & after set published", type: "success" } as const;
export const SET_DELETED = { title: "Before & after set deleted", description: "Its photos were removed.", type: "success" } as const;

export const OWNER_PUBLISHES = "Only your practice's owner can publish or delete before & after sets.";
export const NO_SETS_YET = "No before & after sets yet.";
export const NO_MATCHING_SETS = "No before & after sets match these filters.";
export const GALLERY_INTRO =
  "Before and after photos shared by providers on TruSelf, each published with the patient's written consent. Results vary from person to person.";
