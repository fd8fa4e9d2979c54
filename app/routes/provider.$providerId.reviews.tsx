import { redirect } from "react-router";
import { fail, formAction, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
import { reviewDraftHeaders } from "~/provider-profile/form-drafts.server";
import { providerSectionForm, providerSectionPath } from "~/provider-profile/section-forms";
import { reviewRefusal, submitReview } from "~/reviews/review-commands.server";
import { REVIEW_ERROR_TITLES, REVIEW_FAILED, ReviewSchema } from "~/reviews/review-schemas";
import type { Route } from "./+types/provider.$providerId.reviews";

/** POST /provider/:providerId/reviews — Write Review (requirements 000 §5). */
export const action = formAction({
  ...providerSectionForm("reviews", "Please sign in to write a review.", { perUser: "reviewsPerUser", perIp: "reviewsPerIp" }),
  schema: ReviewSchema,
  unexpected: REVIEW_FAILED,
  errorTitle: (field) => (field && field in REVIEW_ERROR_TITLES ? REVIEW_ERROR_TITLES[field as keyof typeof REVIEW_ERROR_TITLES] : "Error"),
  keepDraft: (formData, params) => reviewDraftHeaders(formData, params.providerId ?? ""),
  async run({ user, params, value }) {
    const providerId = params.providerId ?? "";
    const refusal = reviewRefusal(user, providerId);
    if (refusal) return fail(403, refusal);
    const saved = await submitReview(user.id, providerId, value);
    if (!saved) return fail(404, "Provider not found.");
    return succeed({
      toast: saved.updated
        ? { title: "Review updated", description: "Your review has been updated.", type: "success" }
        : { title: "Review Submitted", description: "Your review has been posted successfully.", type: "success" },
      extra: { rating: saved.providerRating, reviewCount: saved.providerReviewCount },
      // The edited review stays in the form, prefilled for the next edit.
      keepValues: true,
      invalidates: [{ providerPages: providerId }],
    });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, REVIEW_FAILED);

export function loader({ params }: Route.LoaderArgs) {
  return redirect(providerSectionPath(params.providerId, "reviews"));
}
