/** Newsletter subscriptions in D1: one idempotent insert. */
import { d1 } from "~/db/client.server";
import { newId } from "~/lib/ids";

/** Stores the (already normalised) address; "duplicate" when it is already on the list. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "duplicate"> {
  const row = await d1()
    .prepare("INSERT INTO newsletter_subscribers (id, email) VALUES (?, ?) ON CONFLICT (email) DO NOTHING RETURNING id")
    .bind(newId(), email)
    .first<{ id: string }>();
  return row ? "subscribed" : "duplicate";
}
