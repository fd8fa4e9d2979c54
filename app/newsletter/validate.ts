/** Browser-side validation of the newsletter form with the action's own schema; loaded on demand. */
import { parseWithZod } from "@conform-to/zod/v4";
import { NewsletterSchema } from "./schemas";

/** The schema's messages by field ("" for the form), as the action's reply carries them; none when valid. */
export function validateNewsletter(formData: FormData): Record<string, string[] | null> | undefined {
  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  return submission.status === "error" ? (submission.error ?? undefined) : undefined;
}
