/** The provider-growth contact form (requirements 000 "Contact form", options of §9). */
import { z } from "zod";

export const CONTACT_SPECIALTIES = [
  "Plastic Surgeon",
  "Cosmetic Surgeon",
  "Health & Wellness",
  "Medspa",
  "Business Owner",
  "Other",
] as const;
export const TRULINK_SUBJECT = "TruLinkMD Interest";
export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Partnership Opportunity",
  "Technical Support",
  "Provider Listing",
  "Business Development",
  TRULINK_SUBJECT,
] as const;

export const CONTACT_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  specialty: "Please select a specialty",
  subject: "Please select a subject",
  message: "Message is required",
  messageTooLong: "Message must be 5000 characters or less",
  tooLong: "Please keep this under 200 characters",
} as const;

const PHONE = /^\+?[0-9 ().-]{7,25}$/;

const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, CONTACT_MESSAGES.tooLong);

export const ContactSchema = z.object({
  firstName: requiredText(CONTACT_MESSAGES.firstName),
  lastName: requiredText(CONTACT_MESSAGES.lastName),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  phone: z.string({ error: CONTACT_MESSAGES.phone }).trim().regex(PHONE, CONTACT_MESSAGES.phone),
  businessName: z.string().trim().max(200, CONTACT_MESSAGES.tooLong).optional(),
  specialty: z.enum(CONTACT_SPECIALTIES, { error: CONTACT_MESSAGES.specialty }),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
  trulinkWaitlist: z.boolean().optional(),
  message: z.string({ error: CONTACT_MESSAGES.message }).trim().min(1, CONTACT_MESSAGES.message).max(5000, CONTACT_MESSAGES.messageTooLong),
});
export type ContactInput = z.infer<typeof ContactSchema>;
