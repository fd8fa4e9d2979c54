/**
 * The action declarations the two gallery manager routes share, kept beside the action pipeline
 * because domain code never imports it (app/http).
 * The two forms every gallery manager page has (a practice's /provider/gallery, admins'
 * /admin/gallery), declared once for the action pipeline: publish a set, delete a set. The page
 * says who may act and for which listing (`listingFor`): a practice's own, taken from its account,
 * or the one an admin names. Both purge the provider's cached pages and the /gallery pages the set
 * shows on.
 */
import type { z } from "zod";
import type { SessionUser } from "~/auth/session.server";
import type { PracticeAccess } from "~/practice/access.server";
import { fail, formAction, succeed, type Failure, type Success } from "~/http/action.server";
import type { LimitCheck } from "~/lib/limits";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE } from "~/media/photo-rules";
import { SET_ADDED, SET_DELETED, SET_FAILED, SET_NOT_FOUND } from "~/gallery/gallery-messages";
import { DeleteSetSchema, GallerySetSchema, type GallerySetInput } from "~/gallery/gallery-schemas";
import { addSet, deleteSet, galleryPagePaths } from "~/gallery/gallery.server";

/** Three photos of at most 2 MB each, and the rest of the form. */
const SET_BODY_LIMIT = { bytes: 3 * MAX_ORIGINAL_PHOTO_BYTES + 256 * 1024, field: "before", message: PHOTO_TOO_LARGE };

/** Who acts: the signed-in user, and the practice they own where the manager is a practice's (null for admins). */
type Actor = { user: SessionUser; practice: PracticeAccess | null };
export type Manager = {
  /** A practice's owner (the action pipeline checks the practice) or an admin. */
  who: "practice-owner" | "admin";
  /** The page to go back to after a success. */
  page: string;
  /** The listing the actor may publish for (the posted providerId is only a suggestion), or the refusal. */
  listingFor: (actor: Actor, value: GallerySetInput) => Promise<string | Failure>;
  /** The listing whose sets the actor may delete (null: any), or the refusal. */
  deleteScope: (actor: Actor) => string | null | Failure;
  /** The named limit a no-JavaScript post's photos count against (uploads through grants counted there). */
  uploadLimit: (user: SessionUser) => LimitCheck;
};

const posted = (value: GallerySetInput) => ["before", "after", "extra"].some((role) => (value[role as "before"]?.size ?? 0) > 0);

async function invalidations(providerId: string, procedure: string) {
  return [{ providerPages: providerId }, { pages: await galleryPagePaths(providerId, procedure) }];
}

const whoOf = (manager: Manager) => (manager.who === "admin" ? (["admin"] as const) : manager.who);

/** Publish a set (the form's `add-set` intent). */
export function publishSetAction(manager: Manager) {
  return formAction({
    who: whoOf(manager),
    page: true,
    schema: GallerySetSchema,
    unexpected: SET_FAILED,
    maxBody: SET_BODY_LIMIT,
    limits: ({ user, value }) => (posted(value) ? [manager.uploadLimit(user)] : []),
    async run({ user, practice, value }): Promise<Success<object> | Failure> {
      const providerId = await manager.listingFor({ user, practice }, value);
      if (typeof providerId !== "string") return providerId;
      const added = await addSet(user, providerId, value);
      if (!added.ok) return fail(400, added.message, added.field);
      return succeed({ redirectTo: manager.page, toast: SET_ADDED, invalidates: await invalidations(providerId, value.procedure) });
    },
  });
}

/** Delete a set (the managers' list's `delete-set` intent). */
export function deleteSetAction(manager: Manager) {
  return formAction({
    who: whoOf(manager),
    page: true,
    schema: DeleteSetSchema,
    unexpected: SET_FAILED,
    async run({ user, practice, value }: Actor & { value: z.output<typeof DeleteSetSchema> }) {
      const scope = manager.deleteScope({ user, practice });
      if (scope !== null && typeof scope !== "string") return scope;
      const deleted = await deleteSet(value.setId, scope);
      if (!deleted) return fail(404, SET_NOT_FOUND);
      return succeed({
        redirectTo: manager.page,
        toast: SET_DELETED,
        invalidates: await invalidations(deleted.providerId, deleted.procedure),
      });
    },
  });
}
