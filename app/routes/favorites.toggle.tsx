import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { getUser } from "~/auth/guards.server";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { setFavorite } from "~/favorites/favorites.server";
import { FAVORITES_FAILED, FavoriteToggleSchema, INVALID_PROVIDER } from "~/favorites/schemas";
import { reply } from "~/lib/action-response.server";
import type { Route } from "./+types/favorites.toggle";

const invalid = { title: "Error", description: INVALID_PROVIDER, type: "error" } as const;

/** POST /favorites/toggle: the heart on cards and profiles (spec 000 section 4). */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null);
  const user = await getUser(request);
  if (!user) return reply(request, formData, { status: 401, toast: invalid });
  if (user.isDemo) return reply(request, formData, { status: 403, toast: { title: "Demo account", description: DEMO_WRITE_REFUSED, type: "info" } });
  const submission = formData ? parseWithZod(formData, { schema: FavoriteToggleSchema }) : null;
  if (submission?.status !== "success") return reply(request, formData, { status: 400, toast: invalid });
  const { providerId, intent } = submission.value;
  try {
    const change = await setFavorite(user.id, providerId, intent);
    if (!change) return reply(request, formData, { status: 400, toast: invalid });
    const toast = change.favorited
      ? { title: "Added to favorites", description: `${change.providerName} added to your favorites.`, type: "success" as const }
      : { title: "Removed from favorites", description: `${change.providerName} removed from your favorites.`, type: "success" as const };
    return reply(request, formData, { status: 200, toast, body: { providerId, favorited: change.favorited } });
  } catch (error) {
    console.error("favorite toggle failed", error);
    return reply(request, formData, { status: 500, toast: { title: "Error", description: FAVORITES_FAILED, type: "error" } });
  }
}

export function loader() {
  return redirect("/favorites");
}
