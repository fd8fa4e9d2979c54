/** The gallery's forms (issue 36 item 2): one schema each, used by the action and by the browser (conform). */
import { z } from "zod";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE, PHOTO_TYPES, PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import {
  AFTER_REQUIRED,
  BEFORE_REQUIRED,
  CAPTION_MAX,
  CAPTION_TOO_LONG,
  CONSENT_REQUIRED,
  PROCEDURE_REQUIRED,
  SET_NOT_FOUND,
  TITLE_MAX,
  TITLE_TOO_LONG,
  UPLOAD_NOT_FOUND,
} from "./gallery-messages";
import { isGalleryProcedure } from "./gallery-rules";

/** A photo posted with the form (no JavaScript; the server sniffs and cleans it like any upload). */
const photoFile = z
  .instanceof(File)
  .refine((file) => file.size <= MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE)
  .refine((file) => !file.type || (PHOTO_TYPES as readonly string[]).includes(file.type), PHOTO_WRONG_TYPE)
  .optional();
/** A photo the browser compressed and uploaded through a signed grant: its upload id. */
const uploadId = z.string().uuid(UPLOAD_NOT_FOUND).optional();
const given = (file: File | undefined, id: string | undefined) => Boolean((file && file.size > 0) || id);

export const GallerySetSchema = z
  .object({
    /** Admins name the listing; a practice's own form never decides it (the account does). */
    providerId: z.string().trim().max(200).optional(),
    procedure: z.string({ error: PROCEDURE_REQUIRED }).refine(isGalleryProcedure, PROCEDURE_REQUIRED),
    title: z.string().trim().max(TITLE_MAX, TITLE_TOO_LONG).optional(),
    caption: z.string().trim().max(CAPTION_MAX, CAPTION_TOO_LONG).optional(),
    before: photoFile,
    beforeUploadId: uploadId,
    after: photoFile,
    afterUploadId: uploadId,
    extra: photoFile,
    extraUploadId: uploadId,
    consent: z.literal("on", { error: CONSENT_REQUIRED }),
  })
  .refine((v) => given(v.before, v.beforeUploadId), { message: BEFORE_REQUIRED, path: ["before"] })
  .refine((v) => given(v.after, v.afterUploadId), { message: AFTER_REQUIRED, path: ["after"] });
export type GallerySetInput = z.output<typeof GallerySetSchema>;

export const DeleteSetSchema = z.object({ setId: z.string({ error: SET_NOT_FOUND }).min(1, SET_NOT_FOUND).max(100, SET_NOT_FOUND) });
