import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { getUser } from "~/auth/guards.server";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { reply } from "~/lib/action-response.server";
import { clientIp, consumeRateLimit, tooManyMessage } from "~/lib/rate-limit.server";
import { purgeProviderPages } from "~/http/cache.server";
import { reviewDraftHeaders } from "~/provider-profile/form-drafts.server";
import { submitReview } from "~/reviews/review-commands.server";
import { REVIEW_ERROR_TITLES, REVIEW_FAILED, ReviewSchema } from "~/reviews/review-schemas";
import type { Route } from "./+types/provider.$providerId.reviews";

export const REVIEW_LIMITS = { perUserPerHour: 10, perIpPerHour: 30 };

/** POST /provider/:providerId/reviews — Write Review (spec 000 section 5). */
export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null);
  const page = `/provider/${encodeURIComponent(params.providerId)}#reviews`;
  const user = await getUser(request);
  if (!user) {
    return reply(request, formData, {
      status: 401, redirectTo: `/signin?redirectTo=${encodeURIComponent(page)}`,
      toast: { title: "Sign in required", description: "Please sign in to write a review.", type: "info" },
    });
  }
  if (user.isDemo) return reply(request, formData, { status: 403, redirectTo: page, toast: { title: "Demo account", description: DEMO_WRITE_REFUSED, type: "info" } });

  for (const [key, limit] of [[`review:user:${user.id}`, REVIEW_LIMITS.perUserPerHour], [`review:ip:${clientIp(request)}`, REVIEW_LIMITS.perIpPerHour]] as const) {
    const { allowed, retryAfterSeconds } = await consumeRateLimit(key, limit, 3600);
    if (!allowed) return reply(request, formData, { status: 429, redirectTo: page, redirectHeaders: await reviewDraftHeaders(formData, params.providerId), toast: { title: "Slow down", description: tooManyMessage("reviews", retryAfterSeconds), type: "error" } });
  }

  const submission = parseWithZod(formData ?? new FormData(), { schema: ReviewSchema });
  if (submission.status !== "success") {
    const field = (["rating", "title", "content"] as const).find((f) => submission.error?.[f]?.length) ?? "rating";
    const description = submission.error?.[field]?.[0] ?? REVIEW_FAILED;
    return reply(request, formData, { status: 400, redirectTo: page, redirectHeaders: await reviewDraftHeaders(formData, params.providerId), toast: { title: REVIEW_ERROR_TITLES[field], description, type: "error" }, body: { submission: submission.reply() } });
  }
  try {
    const saved = await submitReview(user.id, params.providerId, submission.value);
    if (!saved) return reply(request, formData, { status: 404, redirectTo: "/", toast: { title: "Error", description: "Provider not found.", type: "error" } });
    await purgeProviderPages(request, params.providerId);
    return reply(request, formData, {
      status: 200, redirectTo: page,
      toast: { title: "Review Submitted", description: "Your review has been posted successfully.", type: "success" },
      body: { submission: submission.reply({ resetForm: true }), rating: saved.providerRating, reviewCount: saved.providerReviewCount },
    });
  } catch (error) {
    console.error("review submit failed", error);
    return reply(request, formData, { status: 500, redirectTo: page, redirectHeaders: await reviewDraftHeaders(formData, params.providerId), toast: { title: "Error", description: REVIEW_FAILED, type: "error" } });
  }
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/provider/${encodeURIComponent(params.providerId)}#reviews`);
}
