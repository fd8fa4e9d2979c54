/** Newsletter subscriptions in D1: one idempotent insert. */
import { env } from "cloudflare:workers";
import { newId } from "~/lib/ids";

/** Stores the (already normalised) address; "duplicate" when it is already on the list. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "duplicate"> {
  const row = await env.DB.prepare(
    "INSERT INTO newsletter_subscribers (id, email) VALUES (?, ?) ON CONFLICT (email) DO NOTHING RETURNING id",
  )
    .bind(newId(), email)
    .first<{ id: string }>();
  return row ? "subscribed" : "duplicate";
}
