/** Form schemas shared by the browser (conform) and the server actions. Messages are the specs' exact texts. */
import { z } from "zod";

export const SIGN_IN_REQUIRED = "Please enter both email and password";
export const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";

export const SignInSchema = z.object({
  email: z.string({ error: SIGN_IN_REQUIRED }).trim().toLowerCase().min(1, SIGN_IN_REQUIRED).max(254, INVALID_CREDENTIALS),
  password: z.string({ error: SIGN_IN_REQUIRED }).min(1, SIGN_IN_REQUIRED).max(1000, INVALID_CREDENTIALS),
  redirectTo: z.string().optional(),
});
