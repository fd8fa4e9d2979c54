/** The compare list's one form (issue 48 item 4): add or remove a provider, or clear the list. */
import { z } from "zod";

export const COMPARE_FAILED = "The compare list could not be changed. Please try again.";
export const COMPARE_ID_MISSING = "Choose a provider to compare.";

export const CompareSchema = z
  .object({
    intent: z.enum(["add", "remove", "clear"], { message: "Unknown action." }),
    id: z
      .string({ message: COMPARE_ID_MISSING })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: COMPARE_ID_MISSING })
      .optional(),
  })
  .refine((v) => v.intent === "clear" || v.id, { message: COMPARE_ID_MISSING, path: ["id"] });
export type CompareInput = z.infer<typeof CompareSchema>;
