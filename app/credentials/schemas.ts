/**
 * The credentials forms (issue 36 item 3), one zod schema each, shared by the browser (conform) and
 * the action pipeline: the practice submits its license and board certification on
 * /provider/profile; an admin records a check of them at /admin/credentials (the same license
 * fields, as checked, plus what the check found, its source and its day).
 */
import { z } from "zod";
import { US_STATES } from "~/lib/us-states";
import { BOARD_CODES } from "./boards";
import {
  BOARD_INVALID,
  CHECKED_ON_FUTURE,
  CHECKED_ON_INVALID,
  LICENSE_INVALID,
  LICENSE_REQUIRED,
  SOURCE_MAX,
  SOURCE_REQUIRED,
  SOURCE_TOO_LONG,
  SPECIALTY_MAX,
  SPECIALTY_REQUIRED,
  SPECIALTY_TOO_LONG,
  SPECIALTY_WITHOUT_BOARD,
  STATE_INVALID,
  STATUS_INVALID,
} from "./messages";

/** Letters, digits and dashes, 3 to 20 of them (stored in capitals). */
export const LICENSE_NUMBER = /^[A-Za-z0-9-]{3,20}$/;
const STATE_CODES = new Set(US_STATES.map((s) => s.code));

const licenseFields = {
  licenseNumber: z
    .string({ error: LICENSE_REQUIRED })
    .trim()
    .min(1, LICENSE_REQUIRED)
    .regex(LICENSE_NUMBER, LICENSE_INVALID)
    .transform((v) => v.toUpperCase()),
  licenseState: z.string({ error: STATE_INVALID }).refine((v) => STATE_CODES.has(v), STATE_INVALID),
  boardCode: z.enum(BOARD_CODES, { error: BOARD_INVALID }).optional(),
  boardSpecialty: z.string().trim().max(SPECIALTY_MAX, SPECIALTY_TOO_LONG).optional(),
};

type BoardPair = { boardCode?: string; boardSpecialty?: string };
/** A board needs its specialty, and a specialty its board. */
function boardWithSpecialty(value: BoardPair, ctx: z.RefinementCtx) {
  if (value.boardCode && !value.boardSpecialty) ctx.addIssue({ code: "custom", message: SPECIALTY_REQUIRED, path: ["boardSpecialty"] });
  if (!value.boardCode && value.boardSpecialty) ctx.addIssue({ code: "custom", message: SPECIALTY_WITHOUT_BOARD, path: ["boardCode"] });
}

/** What a practice's owner submits for checking. */
export const CredentialsSchema = z.object(licenseFields).superRefine(boardWithSpecialty);
export type CredentialsInput = z.output<typeof CredentialsSchema>;

export const CHECK_OUTCOMES = ["checked", "expired", "suspended"] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** Today in UTC as YYYY-MM-DD, plus `days`. */
export function utcDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A real calendar day, YYYY-MM-DD, from 2000 on. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "2000-01-01") return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An admin's check: the license as checked, what the check found, with which source and on which day. */
export const CheckSchema = z
  .object({
    providerId: z.string().trim().min(1).max(200),
    ...licenseFields,
    status: z.enum(CHECK_OUTCOMES, { error: STATUS_INVALID }),
    source: z.string({ error: SOURCE_REQUIRED }).trim().min(1, SOURCE_REQUIRED).max(SOURCE_MAX, SOURCE_TOO_LONG),
    checkedOn: z
      .string({ error: CHECKED_ON_INVALID })
      .trim()
      .refine(isDay, CHECKED_ON_INVALID)
      // A day ahead of UTC is still today somewhere.
      .refine((day) => day <= utcDay(1), CHECKED_ON_FUTURE),
  })
  .superRefine(boardWithSpecialty);
export type CheckInput = z.output<typeof CheckSchema>;
