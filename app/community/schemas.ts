/** Community forms: the waitlist (requirements 000) and the private group join (requirements 001). */
import { z } from "zod";

export const NAME_REQUIRED = "Please enter your name.";
export const EMAIL_INVALID = "Please enter a valid email address.";
export const TERMS_REQUIRED = "Please accept the group terms to continue.";
export const WAITLIST_FAILED = "Failed to join waitlist. Please try again.";
export const GROUP_JOIN_FAILED = "Something went wrong. Please try again.";

const name = z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(100, "Name must be 100 characters or less.");
const email = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }));

export const WaitlistSchema = z.object({ name, email });

export const GroupJoinSchema = z.object({
  name,
  email,
  acceptTerms: z.literal("on", { error: TERMS_REQUIRED }),
});

/** Requirements 001: the seven points of the group terms. */
export const GROUP_TERMS = [
  "This group is for education only and is not medical advice.",
  "Taking part does not create a doctor-patient relationship.",
  "No outcome is guaranteed and no provider is endorsed; every procedure has risks.",
  "You accept those risks and will not hold the group or TruSelf liable.",
  "You will verify any information with a qualified professional.",
  "In an emergency, call your doctor or 911.",
  "Joining the group means you accept these terms.",
] as const;
