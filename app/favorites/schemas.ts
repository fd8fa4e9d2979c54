/** The favorite toggle form. Requirements 000: a provider id that is not a string -> "Invalid provider information." */
import { z } from "zod";

export const INVALID_PROVIDER = "Invalid provider information.";
export const FAVORITES_FAILED = "Failed to update favorites. Please try again.";

export const FavoriteToggleSchema = z.object({
  providerId: z.string({ error: INVALID_PROVIDER }).trim().min(1, INVALID_PROVIDER).max(200, INVALID_PROVIDER),
  /** The state the button asked for; a repeated click of a stale page stays idempotent. */
  intent: z.enum(["add", "remove"]).optional(),
  redirectTo: z.string().max(500).optional(),
});

/** A heart pressed after the session ended: say so and offer Sign In. */
export const FAVORITES_SIGN_IN = {
  title: "Sign in required",
  description: "Your session has ended. Please sign in to save favorites.",
  type: "info",
} as const;
