/** Newsletter subscriptions in D1: one idempotent insert. */
import { d1 } from "~/db/client.server";
import { newId } from "~/lib/ids";

// The action's schema and texts, for the home route: imported from here, they leave its browser
// chunks with the action (schemas.ts builds a zod schema on load, so a bundler keeps it whenever
// anything of it is imported).
export { NEWSLETTER_DUPLICATE, NEWSLETTER_SUCCESS, NewsletterSchema } from "./schemas";

/** Stores the (already normalised) address; "duplicate" when it is already on the list. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "duplicate"> {
  const row = await d1()
    .prepare("INSERT INTO newsletter_subscribers (id, email) VALUES (?, ?) ON CONFLICT (email) DO NOTHING RETURNING id")
    .bind(newId(), email)
    .first<{ id: string }>();
  return row ? "subscribed" : "duplicate";
}
