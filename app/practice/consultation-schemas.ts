/** The consultation forms (issue 34): one zod schema each, used by the browser (conform) and the actions. */
import { z } from "zod";
import { PROCEDURE_NAMES } from "~/directory/procedure-names";
import {
  CONTACT_METHOD_REQUIRED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  PHONE_INVALID,
  PHONE_REQUIRED,
  PHOTO_UPLOAD_INVALID,
  PROCEDURE_REQUIRED,
  REPLY_REQUIRED,
  REPLY_TOO_LONG,
  TIMES_TOO_LONG,
  TOO_MANY_PHOTOS,
} from "./consultation-messages";

export const NOT_SURE = "Not sure yet";
/** The procedure list the form offers: the directory's procedures, and "Not sure yet". */
export const PROCEDURE_CHOICES: readonly string[] = [...PROCEDURE_NAMES.map((p) => p.name), NOT_SURE];
/** The same values as schema.ts's CONTACT_METHODS (kept here: the browser never loads the db schema). */
export const CONTACT_CHOICES = ["email", "phone", "either"] as const;
export const MESSAGE_MAX = 2000;
export const TIMES_MAX = 200;
export const MAX_REQUEST_PHOTOS = 3;

const phonePattern = /^\+?[0-9 ().-]{7,25}$/;

export const ConsultationSchema = z
  .object({
    procedure: z.string({ error: PROCEDURE_REQUIRED }).refine((name) => PROCEDURE_CHOICES.includes(name), PROCEDURE_REQUIRED),
    contactMethod: z.enum(CONTACT_CHOICES, { error: CONTACT_METHOD_REQUIRED }),
    phone: z.string().trim().max(25, PHONE_INVALID).regex(phonePattern, PHONE_INVALID).optional(),
    preferredTimes: z.string().trim().max(TIMES_MAX, TIMES_TOO_LONG).optional(),
    message: z.string({ error: MESSAGE_REQUIRED }).trim().min(1, MESSAGE_REQUIRED).max(MESSAGE_MAX, MESSAGE_TOO_LONG),
    photos: z.array(z.instanceof(File)).max(MAX_REQUEST_PHOTOS, TOO_MANY_PHOTOS).optional(),
    /** Photos the browser already compressed and uploaded through signed grants (/uploads/consultation-photo). */
    photoUploadIds: z.array(z.string().uuid(PHOTO_UPLOAD_INVALID)).max(MAX_REQUEST_PHOTOS, TOO_MANY_PHOTOS).optional(),
  })
  .superRefine((value, ctx) => {
    const files = (value.photos ?? []).filter((f) => f.size > 0 || f.name !== "").length;
    if (files + (value.photoUploadIds?.length ?? 0) > MAX_REQUEST_PHOTOS)
      ctx.addIssue({ code: "custom", path: ["photos"], message: TOO_MANY_PHOTOS });
    if (value.contactMethod === "phone" && !value.phone) ctx.addIssue({ code: "custom", path: ["phone"], message: PHONE_REQUIRED });
  });
export type ConsultationInput = z.output<typeof ConsultationSchema>;

/** What a guest typed, kept while they sign in (app/practice/consultation-draft.server.ts). */
export type ConsultationDraft = {
  procedure: string;
  contactMethod: string;
  phone: string;
  preferredTimes: string;
  message: string;
};

export const ReplySchema = z.object({
  intent: z.literal("reply"),
  body: z.string({ error: REPLY_REQUIRED }).trim().min(1, REPLY_REQUIRED).max(MESSAGE_MAX, REPLY_TOO_LONG),
});

/** The status buttons: the practice marks booked or declined, the patient confirms the visit (issue 43 finding 6) or closes. */
export const StatusSchema = z.object({ intent: z.enum(["booked", "declined", "close"]) });
