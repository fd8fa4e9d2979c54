import { redirect } from "react-router";
import { setFavorite } from "~/favorites/favorites.server";
import { FAVORITES_FAILED, FAVORITES_SIGN_IN, FavoriteToggleSchema, INVALID_PROVIDER } from "~/favorites/schemas";
import { fail, formAction, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
import type { Route } from "./+types/favorites.toggle";

/** POST /favorites/toggle: the heart on cards and profiles (requirements 000 §4). */
export const action = formAction({
  who: "user",
  schema: FavoriteToggleSchema,
  unexpected: FAVORITES_FAILED,
  back: () => "/",
  signIn: { to: "/signin", toast: FAVORITES_SIGN_IN },
  async run({ user, value: { providerId, intent } }) {
    const change = await setFavorite(user.id, providerId, intent);
    if (!change) return fail(400, INVALID_PROVIDER);
    const toast = change.favorited
      ? { title: "Added to favorites", description: `${change.providerName} added to your favorites.`, type: "success" as const }
      : { title: "Removed from favorites", description: `${change.providerName} removed from your favorites.`, type: "success" as const };
    return succeed({ toast, extra: { providerId, favorited: change.favorited } });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, FAVORITES_FAILED);

export function loader() {
  return redirect("/favorites");
}
