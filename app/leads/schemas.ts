/** The lead form of /lead-form and /marketing-lead-generation (lead record fields of requirements 002). */
import { z } from "zod";
import { PROVIDER_TYPES } from "~/db/schema";

export const LEAD_MESSAGES = {
  fullName: "Full name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  providerType: "Please select a provider type",
  practiceName: "Practice name is required",
  city: "City is required",
  state: "State is required",
  zipCode: "Please enter a valid ZIP code",
  website: "Invalid website URL format",
  tooLong: "Please keep this under 200 characters",
  notesTooLong: "Please keep this under 2000 characters",
} as const;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, LEAD_MESSAGES.tooLong);
const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

export const LeadSchema = z.object({
  fullName: requiredText(LEAD_MESSAGES.fullName),
  email: z.string({ error: LEAD_MESSAGES.email }).trim().toLowerCase().max(254, LEAD_MESSAGES.email).pipe(z.email(LEAD_MESSAGES.email)),
  phone: z
    .string({ error: LEAD_MESSAGES.phone })
    .trim()
    .regex(/^\+?[0-9 ().-]{7,25}$/, LEAD_MESSAGES.phone),
  providerType: z.enum(PROVIDER_TYPES, { error: LEAD_MESSAGES.providerType }),
  practiceName: requiredText(LEAD_MESSAGES.practiceName),
  city: requiredText(LEAD_MESSAGES.city),
  state: requiredText(LEAD_MESSAGES.state),
  zipCode: z
    .string()
    .trim()
    .regex(/^[0-9]{5}(-[0-9]{4})?$/, LEAD_MESSAGES.zipCode)
    .optional(),
  specialty: optionalText(200, LEAD_MESSAGES.tooLong),
  /** Comma-separated in the form; stored as a list. */
  services: optionalText(2000, LEAD_MESSAGES.notesTooLong),
  website: z
    .string()
    .trim()
    .max(500, LEAD_MESSAGES.website)
    .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v) && URL.canParse(v), LEAD_MESSAGES.website)
    .optional(),
  notes: optionalText(2000, LEAD_MESSAGES.notesTooLong),
});
export type LeadInput = z.infer<typeof LeadSchema>;
