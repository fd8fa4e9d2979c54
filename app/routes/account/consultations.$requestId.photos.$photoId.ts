import { requireUser } from "~/auth/guards.server";
import { openRequestPhoto } from "~/practice/consultations.server";
import type { Route } from "./+types/consultations.$requestId.photos.$photoId";

/**
 * A private photo of a consultation request (issue 34): only to the patient who sent it, its
 * practice's team and admins, never stored by any cache; everyone else gets a 404, guests sign in.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const photo = await openRequestPhoto(user, params.requestId, params.photoId);
  if (!photo) return new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(photo.object.body, {
    headers: {
      "Content-Type": photo.contentType,
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
