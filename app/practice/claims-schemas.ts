/** The forms of claiming a listing, the practice team and /provider/settings: shared by the browser (conform) and the actions. */
import { z } from "zod";
import { emailField } from "~/auth/schemas";
import {
  CLAIM_CODE_FORMAT,
  CLAIM_NOT_FOUND,
  CLAIM_NOTE_REQUIRED,
  CLAIM_NOTE_TOO_LONG,
  INVITE_NOT_FOUND,
  LISTING_NOT_FOUND,
  MEMBER_NOT_FOUND,
  NOTIFICATION_EMAIL_INVALID,
} from "./claims-messages";

export const CLAIM_NOTE_MAX = 1000;

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const SendClaimCodeSchema = z.object({
  intent: z.literal("send-code"),
  providerId: id(LISTING_NOT_FOUND),
  email: emailField,
});

export const VerifyClaimCodeSchema = z.object({
  intent: z.literal("verify-code"),
  claimId: id(CLAIM_NOT_FOUND),
  code: z
    .string({ error: CLAIM_CODE_FORMAT })
    .transform((v) => v.replace(/\s+/g, ""))
    .refine((v) => /^\d{6}$/.test(v), CLAIM_CODE_FORMAT),
});

export const RequestClaimReviewSchema = z.object({
  intent: z.literal("request-review"),
  providerId: id(LISTING_NOT_FOUND),
  note: z.string({ error: CLAIM_NOTE_REQUIRED }).trim().min(10, CLAIM_NOTE_REQUIRED).max(CLAIM_NOTE_MAX, CLAIM_NOTE_TOO_LONG),
});

export const DecideClaimSchema = z.object({
  intent: z.enum(["approve", "reject"]),
  claimId: id(CLAIM_NOT_FOUND),
});

export const PracticeSettingsSchema = z.object({
  intent: z.literal("settings"),
  notificationEmail: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().toLowerCase())
    .refine((v) => v === "" || emailField.safeParse(v).success, NOTIFICATION_EMAIL_INVALID),
  acceptsRequests: z.literal("on").optional(),
});

export const InviteMemberSchema = z.object({ intent: z.literal("invite"), email: emailField });
export const CancelInviteSchema = z.object({ intent: z.literal("cancel-invite"), inviteId: id(INVITE_NOT_FOUND) });
export const RemoveMemberSchema = z.object({ intent: z.literal("remove-member"), userId: id(MEMBER_NOT_FOUND) });
export const AcceptInviteSchema = z.object({
  token: z.string({ error: INVITE_NOT_FOUND }).trim().min(1, INVITE_NOT_FOUND).max(100, INVITE_NOT_FOUND),
});
