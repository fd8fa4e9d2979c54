/**
 * What the gallery's forms and filters share with the browser: the procedure options (slugs of the
 * procedure list), the photo roles and their labels, and the browser's compression of set photos.
 * No zod and no database code here: the public /gallery page ships it.
 */
import { PROCEDURE_NAMES } from "~/directory/procedure-names";
import { PHOTO_COMPRESSION } from "~/media/photo-rules";

export const GALLERY_PROCEDURES = PROCEDURE_NAMES.map(({ slug, name }) => ({ slug, name }));
const PROCEDURE_NAME = new Map<string, string>(GALLERY_PROCEDURES.map((p) => [p.slug, p.name]));

export function procedureName(slug: string): string {
  return PROCEDURE_NAME.get(slug) ?? slug;
}

export function isGalleryProcedure(slug: string): boolean {
  return PROCEDURE_NAME.has(slug);
}

/** The same values as schema.ts's GALLERY_PHOTO_ROLES (the browser never loads the db schema). */
export const SET_PHOTO_ROLES = ["before", "after", "extra"] as const;
export type SetPhotoRole = (typeof SET_PHOTO_ROLES)[number];
export const SET_PHOTO_LABELS: Record<SetPhotoRole, string> = { before: "Before", after: "After", extra: "Another view" };

/** Set photos are compressed like the photo tool's before & after photos (800 px, JPEG 0.8). */
export const SET_PHOTO_COMPRESSION = PHOTO_COMPRESSION.before_after;

/** Sets per /gallery page. */
export const GALLERY_PAGE_SIZE = 12;
/** Sets a provider's profile shows in its Before & After section. */
export const PROFILE_SETS = 4;
