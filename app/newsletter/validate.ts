/** Browser-side validation of the newsletter form with the action's own schema; loaded on demand. */
import { parseWithZod } from "@conform-to/zod/v4";
import { NewsletterSchema } from "./schemas";

export function validateNewsletter(formData: FormData) {
  return parseWithZod(formData, { schema: NewsletterSchema });
}
