/**
 * The one duplicate rule of the admin imports (requirements 002 §5: "by name and location"): two
 * providers are the same when their `duplicateKey`s match. Staging a CSV flags rows with it, and
 * the provider intake checks it again at approval (issue 45 item 1), so a provider approved from
 * two batches, from a CSV and a website, or twice at once never becomes two listings.
 */
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { duplicateKey } from "./duplicate-key";

export type StoredProvider = { id: string; name: string; location: string };

/** Every provider of the directory by its duplicate key (one query of three columns). */
export async function directoryKeys(): Promise<Map<string, StoredProvider>> {
  const rows = await db().select({ id: providers.id, name: providers.name, location: providers.location }).from(providers);
  const keys = new Map<string, StoredProvider>();
  for (const row of rows) keys.set(duplicateKey(row.name, row.location), row);
  return keys;
}
