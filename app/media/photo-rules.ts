/**
 * Provider photos (spec 002 §5 and §9, photo tool): the kinds, how many of each one import item
 * may hold, the 2 MB limit before compression, and how the browser compresses each kind.
 * Shared by the uploader (browser) and the grant and queue actions (server).
 */
export const PROVIDER_PHOTO_KINDS = ["profile", "location", "before_after"] as const;
export type ProviderPhotoKind = (typeof PROVIDER_PHOTO_KINDS)[number];

/** Spec 002 §9: profile 1, location 3, before/after 5 (9 photos at most per item). */
export const PHOTO_LIMITS: Record<ProviderPhotoKind, number> = { profile: 1, location: 3, before_after: 5 };
export const PHOTO_KIND_LABELS: Record<ProviderPhotoKind, string> = {
  profile: "Profile",
  location: "Location",
  before_after: "Before/After",
};

/** Spec 002 §9: files over 2 MB are rejected (the file as chosen, before compression). */
export const MAX_ORIGINAL_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Spec 002 §9: longest side 400 px and JPEG 0.9 for profile photos, 800 px and 0.8 otherwise. */
export const PHOTO_COMPRESSION: Record<ProviderPhotoKind, { maxSide: number; quality: number }> = {
  profile: { maxSide: 400, quality: 0.9 },
  location: { maxSide: 800, quality: 0.8 },
  before_after: { maxSide: 800, quality: 0.8 },
};

export const PHOTO_TOO_LARGE = "Files over 2 MB are rejected.";
export const PHOTO_WRONG_TYPE = "Photos must be JPEG, PNG or WebP images.";
export const PHOTO_EMPTY = "The photo is empty.";

export function photoTooLarge(fileName: string): string {
  return `${fileName}: ${PHOTO_TOO_LARGE}`;
}
