import { redirect } from "react-router";
import { z } from "zod";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
import { HELD_TITLE, heldMessage } from "~/moderation/holds-messages";
import { reviewOrigin } from "~/moderation/holds-origin.server";
import { reviewDraftHeaders } from "~/provider-profile/form-drafts.server";
import { providerSectionForm, providerSectionPath } from "~/provider-profile/section-forms";
import { addReviewUpdate, deleteReview, reviewRefusal, submitReview } from "~/reviews/review-commands.server";
import { REVIEW_ERROR_TITLES, REVIEW_FAILED, ReviewSchema, ReviewUpdateSchema, UPDATE_FAILED } from "~/reviews/review-schemas";
import { REVIEW_REMOVED_NO_EDIT } from "~/moderation/reports-messages";
import { ownReviewRemoved } from "~/reviews/reviews.server";
import type { Route } from "./+types/reviews";

const reviewsForm = providerSectionForm("reviews", "Please sign in to write a review.", {
  perUser: "reviewsPerUser",
  perIp: "reviewsPerIp",
});

/** Write Review (requirements 000 §5, with issue 35's fields): the form without an intent. */
const review = formAction({
  ...reviewsForm,
  schema: ReviewSchema,
  unexpected: REVIEW_FAILED,
  errorTitle: (field) => (field && field in REVIEW_ERROR_TITLES ? REVIEW_ERROR_TITLES[field as keyof typeof REVIEW_ERROR_TITLES] : "Error"),
  keepDraft: (formData, params) => reviewDraftHeaders(formData, params.providerId ?? ""),
  async run({ request, user, params, value }) {
    const providerId = params.providerId ?? "";
    const refusal = reviewRefusal(user, providerId);
    if (refusal) return fail(403, refusal);
    // A review TruSelf removed stays removed: its author cannot edit it back into view.
    if (await ownReviewRemoved(user.id, providerId)) return fail(403, REVIEW_REMOVED_NO_EDIT);
    // Every post through the form is screened by the automatic holds (issue 35 item 3).
    const origin = await reviewOrigin(request);
    const saved = await submitReview(user.id, providerId, value, { ...origin, accountCreatedAt: user.createdAt });
    if (!saved) return fail(404, "Provider not found.");
    return succeed({
      toast: saved.heldReason
        ? { title: HELD_TITLE, description: heldMessage(saved.heldReason), type: "info" }
        : saved.updated
          ? { title: "Review updated", description: "Your review has been updated.", type: "success" }
          : { title: "Review Submitted", description: "Your review has been posted successfully.", type: "success" },
      headers: origin.setCookie ? { "Set-Cookie": origin.setCookie } : undefined,
      extra: { rating: saved.providerRating, reviewCount: saved.providerReviewCount, held: saved.heldReason },
      // The edited review stays in the form, prefilled for the next edit.
      keepValues: true,
      invalidates: [{ providerPages: providerId }],
    });
  },
});

/** A dated update under one's own review (the recovery diary); only its author may add one. */
const update = formAction({
  ...reviewsForm,
  schema: ReviewUpdateSchema,
  unexpected: UPDATE_FAILED,
  errorTitle: () => "Update not added",
  async run({ user, params, value }) {
    const providerId = params.providerId ?? "";
    const added = await addReviewUpdate(user.id, providerId, value.reviewId, value.body);
    if (!added.ok) return fail(added.status, added.message, added.status === 400 ? "body" : undefined);
    return succeed({
      toast: { title: "Update added", description: "Your update now shows under your review.", type: "success" },
      invalidates: [{ providerPages: providerId }],
    });
  },
});

/** The author deletes their review; the provider's figures are recounted with it. */
const remove = formAction({
  ...reviewsForm,
  schema: z.object({ reviewId: z.string().min(1).max(200) }),
  unexpected: REVIEW_FAILED,
  errorTitle: () => "Review not deleted",
  async run({ user, params, value }) {
    const providerId = params.providerId ?? "";
    const deleted = await deleteReview(user.id, providerId, value.reviewId);
    if (!deleted.ok) return fail(deleted.status, deleted.message);
    return succeed({
      toast: { title: "Review deleted", description: "Your review has been removed.", type: "success" },
      invalidates: [{ providerPages: providerId }],
    });
  },
});

/** POST /provider/:providerId/reviews: Write Review, or intent "update" / "remove" on one's own review. */
export const action = formActions({ review, update, remove }, { fallback: "review" });

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, REVIEW_FAILED);

export function loader({ params }: Route.LoaderArgs) {
  return redirect(providerSectionPath(params.providerId, "reviews"));
}
