/** What a profile photo may be, and the messages when it is not (shared by the forms and the upload endpoint). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_TOO_LARGE = "Profile photo must be 2 MB or smaller.";
export const AVATAR_WRONG_TYPE = "Profile photo must be a JPEG, PNG or WebP image.";
export const AVATAR_UPLOAD_INVALID = "The uploaded photo could not be found. Please choose it again.";
