/** The report form and the moderation queue's forms (issue 35 item 3): shared by the browser (conform) and the actions. */
import { z } from "zod";
import {
  HIDE_OTHER_REQUIRED,
  HIDE_REASON_KEYS,
  HIDE_REASON_MAX,
  HIDE_REASON_REQUIRED,
  HIDE_REASON_TOO_LONG,
  MODERATION_TARGET_NOT_FOUND,
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_REQUIRED,
  REPORT_DETAILS_TOO_LONG,
  REPORT_NOT_FOUND,
  REPORT_REASON_KEYS,
  REPORT_REASON_REQUIRED,
} from "./reports-messages";

/** The same values as schema.ts's MODERATION_TARGETS (the browser never loads the db schema). */
export const TARGET_TYPES = ["review", "answer", "reply"] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

const targetId = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const ReportSchema = z
  .object({
    targetType: z.enum(TARGET_TYPES, { error: REPORT_NOT_FOUND }),
    targetId: targetId(REPORT_NOT_FOUND),
    reason: z.enum(REPORT_REASON_KEYS, { error: REPORT_REASON_REQUIRED }),
    details: z.string({ error: REPORT_DETAILS_TOO_LONG }).trim().max(REPORT_DETAILS_MAX, REPORT_DETAILS_TOO_LONG).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.details) ctx.addIssue({ code: "custom", path: ["details"], message: REPORT_DETAILS_REQUIRED });
  });
export type ReportInput = z.infer<typeof ReportSchema>;

const target = {
  targetType: z.enum(TARGET_TYPES, { error: MODERATION_TARGET_NOT_FOUND }),
  targetId: targetId(MODERATION_TARGET_NOT_FOUND),
};

/** Hide with a public reason: one from the list, or the admin's own words with "other". */
export const HideSchema = z
  .object({
    ...target,
    reason: z.enum(HIDE_REASON_KEYS, { error: HIDE_REASON_REQUIRED }),
    otherReason: z.string({ error: HIDE_REASON_TOO_LONG }).trim().max(HIDE_REASON_MAX, HIDE_REASON_TOO_LONG).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.otherReason)
      ctx.addIssue({ code: "custom", path: ["otherReason"], message: HIDE_OTHER_REQUIRED });
  });
export type HideInput = z.infer<typeof HideSchema>;

/** Restore, dismiss, release: the target alone. */
export const TargetSchema = z.object(target);
export type TargetInput = z.infer<typeof TargetSchema>;
