import { submitCredentials } from "~/credentials/credentials.server";
import { CREDENTIALS_FAILED, CREDENTIALS_SUBMITTED, CREDENTIALS_UNCHANGED } from "~/credentials/messages";
import { CredentialsSchema } from "~/credentials/schemas";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE } from "~/media/photo-rules";
import { UploadError } from "~/media/uploads.server";
import { requirePractice } from "~/practice/access.server";
import { ListingEditor } from "~/practice/listing-editor";
import { listingEditorView } from "~/practice/listing-editor.server";
import { addListingPhoto, fieldsFrom, ownListing, previewOf, saveListing } from "~/practice/listing-edits.server";
import {
  LISTING_SAVED,
  NOTHING_CHANGED,
  PHOTO_FAILED,
  PRACTICE_PHOTO_ADDED,
  PROFILE_PHOTO_SAVED,
  REPLY_DELETED,
  REPLY_EMPTY,
  REPLY_FAILED,
  REPLY_NOT_FOUND,
  REPLY_NOT_THERE,
  REPLY_SAVED,
  SAVE_FAILED,
  USERNAME_TAKEN,
} from "~/practice/listing-messages";
import { DeleteReplySchema, ListingPhotoSchema, ListingSchema, ReplySchema } from "~/practice/listing-schemas";
import { deleteReply, saveReply } from "~/practice/review-replies.server";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Practice Profile | TruSelf" }, { name: "robots", content: "noindex" }];

const PAGE = "/provider/profile";

/** The signed-in practice's own listing (never one named by the request), its reviews and recent changes. */
export async function loader({ request }: Route.LoaderArgs) {
  const access = await requirePractice(request, { editor: true });
  const view = await listingEditorView(access);
  if (!view) notFound();
  return view;
}

const photoLimit = { bytes: MAX_ORIGINAL_PHOTO_BYTES + 256 * 1024, field: "photo", message: PHOTO_TOO_LARGE };

/** The page's forms: the account's own practice (never a listing the request names); each says who: its owner or any of its team. */
const ownerForm = { who: "practice-owner", page: true } as const;
const teamForm = { who: "practice-member", page: true } as const;

function photoAction(kind: "profile" | "practice") {
  return formAction({
    ...ownerForm,
    schema: ListingPhotoSchema,
    unexpected: PHOTO_FAILED,
    maxBody: photoLimit,
    // A photo the browser uploaded counted when its grant was given.
    limits: ({ user, value }) => (value.uploadId ? [] : [["listingPhotosPerAccount", user.id]]),
    async run({ practice, value }) {
      try {
        await addListingPhoto(practice, kind, value.photo?.size ? value.photo : { uploadId: value.uploadId ?? "" });
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        return fail(400, error.message, "photo");
      }
      return succeed({
        redirectTo: PAGE,
        toast: kind === "profile" ? PROFILE_PHOTO_SAVED : PRACTICE_PHOTO_ADDED,
        invalidates: [{ providerPages: practice.providerId }],
      });
    },
  });
}

export const action = formActions({
  preview: formAction({
    ...ownerForm,
    schema: ListingSchema,
    unexpected: SAVE_FAILED,
    async run({ practice, value }) {
      const listing = await ownListing(practice);
      if (!listing) return fail(404, SAVE_FAILED);
      return succeed({ keepValues: true, extra: { preview: previewOf(listing.provider, fieldsFrom(value)) } });
    },
  }),
  save: formAction({
    ...ownerForm,
    schema: ListingSchema,
    unexpected: SAVE_FAILED,
    async run({ practice, value }) {
      const saved = await saveListing(practice, value);
      if (!saved.ok) return saved.reason === "username-taken" ? fail(409, USERNAME_TAKEN, "username") : fail(404, SAVE_FAILED);
      return succeed({
        redirectTo: PAGE,
        toast: saved.changed ? LISTING_SAVED : NOTHING_CHANGED,
        // Every page of the listing, under its old and its new link-in-bio username.
        invalidates: saved.changed
          ? saved.usernames.map((username) => ({ providerPages: practice.providerId, linkInBioUsername: username }))
          : [],
      });
    },
  }),
  // Issue 36: the owner submits the license and board certification for an admin to check.
  credentials: formAction({
    ...ownerForm,
    schema: CredentialsSchema,
    unexpected: CREDENTIALS_FAILED,
    async run({ practice, value }) {
      const { changed } = await submitCredentials(practice, value);
      return succeed({
        redirectTo: `${PAGE}#credentials`,
        toast: changed ? CREDENTIALS_SUBMITTED : CREDENTIALS_UNCHANGED,
        invalidates: changed ? [{ providerPages: practice.providerId }] : [],
      });
    },
  }),
  "profile-photo": photoAction("profile"),
  "practice-photo": photoAction("practice"),
  // The owner and team members reply on the practice's behalf.
  reply: formAction({
    ...teamForm,
    schema: ReplySchema,
    unexpected: REPLY_FAILED,
    async run({ practice, value }) {
      const saved = await saveReply(practice, value.reviewId, value.body);
      if (!saved.ok) return saved.reason === "empty" ? fail(400, REPLY_EMPTY, "body") : fail(404, REPLY_NOT_FOUND);
      return succeed({
        redirectTo: `${PAGE}#review-${value.reviewId}`,
        toast: REPLY_SAVED,
        invalidates: [{ providerPages: practice.providerId }],
      });
    },
  }),
  "delete-reply": formAction({
    ...teamForm,
    schema: DeleteReplySchema,
    unexpected: REPLY_FAILED,
    async run({ practice, value }) {
      if (!(await deleteReply(practice, value.reviewId))) return fail(404, REPLY_NOT_THERE);
      return succeed({
        redirectTo: `${PAGE}#review-${value.reviewId}`,
        toast: REPLY_DELETED,
        invalidates: [{ providerPages: practice.providerId }],
      });
    },
  }),
});

export default function ProviderProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingEditor data={loaderData} actionData={actionData} />;
}
