/** Loader helper for pages with provider cards: the saved ids among them, for signed-in users. */
import type { SessionUser } from "~/auth/session.server";
import { favoritedProviderIds } from "./favorites.server";

/** The ids (as a list, loader data must serialize) of `providerIds` the viewer saved; [] for guests and the demo. */
export async function favoriteStatusFor(user: SessionUser | null, providerIds: readonly string[]): Promise<string[]> {
  if (!user || user.isDemo) return [];
  try {
    return [...(await favoritedProviderIds(user.id, providerIds))];
  } catch (error) {
    // Requirements 000: a failed status check is only logged; the hearts show as not saved.
    console.error("favorite status check failed", error);
    return [];
  }
}
