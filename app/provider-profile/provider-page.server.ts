/**
 * What a provider's public profile (/provider/:providerId) shows the visitor: the listing with its
 * reviews and questions, the visitor's own review and favorite, the claim, response time, prices,
 * before-and-after sets and checked credentials, the next free times, the visitor's compare list, and the drafts of a failed no-JavaScript post.
 */
import { getUser } from "~/auth/guards.server";
import { favoriteStatusFor } from "~/favorites/favorites-page.server";
import { credentialsOf } from "~/credentials/credentials.server";
import { credentialsView } from "~/credentials/credentials-view";
import { specialtyBoard } from "~/directory/boards";
import { appConfig } from "~/lib/env.server";
import { notFound } from "~/lib/responses";
import { responseTimeOf } from "~/practice/consultations.server";
import { PROFILE_SETS } from "~/gallery/gallery-rules";
import { setsOf } from "~/gallery/gallery.server";
import { readProviderFormDrafts } from "./form-drafts.server";
import { listingOwned } from "~/practice/claims.server";
import { PROVIDER_NOT_FOUND, providerProfile } from "./profile.server";
import { providerPrices } from "~/procedures/reported-prices.server";
import { reviewRefusal } from "~/reviews/review-commands.server";
import { ownReview, ownReviewRemoved } from "~/reviews/reviews.server";
import { REVIEW_REMOVED_NO_EDIT } from "~/moderation/reports-messages";
import { reviewListQuery } from "~/reviews/review-list";
import { providerJsonLd } from "~/seo/provider-json-ld";
import { profileTimes } from "~/booking/pages.server";
import { hasVerifiedVisit } from "~/booking/visits.server";
import { compareListFor } from "~/compare/compare-route.server";

/** The profile page's data for `providerId` (404 when there is none) and the header that clears used drafts. */
export async function providerPage(request: Request, providerId: string) {
  const user = await getUser(request);
  const reviewQuery = reviewListQuery(new URL(request.url).searchParams);
  const profile = await providerProfile(providerId, user?.id ?? null, reviewQuery);
  if (!profile) notFound(PROVIDER_NOT_FOUND);
  const [
    favoriteIds,
    myReview,
    myReviewRemoved,
    claimed,
    responseTime,
    prices,
    gallerySets,
    credentials,
    freeTimes,
    compare,
    verifiedVisit,
  ] = await Promise.all([
    favoriteStatusFor(user, [profile.provider.id]),
    user ? ownReview(user.id, profile.provider.id) : null,
    user ? ownReviewRemoved(user.id, profile.provider.id) : false,
    listingOwned(profile.provider.id),
    responseTimeOf(profile.provider.id),
    providerPrices(profile.provider),
    setsOf(profile.provider.id, PROFILE_SETS),
    credentialsOf(profile.provider.id),
    profileTimes(profile.provider.id, Date.now()),
    compareListFor(request),
    // The review form says so when the visitor's visit here is verified (issue 47 item 5).
    user ? hasVerifiedVisit(user.id, profile.provider.id) : false,
  ]);
  const favorited = favoriteIds.includes(profile.provider.id);
  // Values of a no-JS post that failed validation (only ever this signed-in visitor's own cookie).
  const { drafts, clearHeader } = await readProviderFormDrafts(request, providerId);
  // Who may not review this provider (its own provider user, admins, an author whose review TruSelf removed) sees why instead of the form.
  const reviewRefused = user ? (reviewRefusal(user, profile.provider.id) ?? (myReviewRemoved ? REVIEW_REMOVED_NO_EDIT : null)) : null;
  const page = {
    ...profile,
    favorited,
    drafts,
    myReview,
    verifiedVisit,
    reviewRefused,
    reviewQuery,
    claimed,
    freeTimes,
    responseTime,
    prices,
    gallerySets,
    compare,
    // The license and board certification, as checked by an admin (issue 36), in words.
    credentials: credentialsView(credentials),
    // The board of its specialty, named here: the page's JavaScript carries no list of boards.
    board: specialtyBoard(profile.provider.type, [...profile.provider.boardCertifications, ...profile.provider.certifications]),
    jsonLd: providerJsonLd(profile.provider, profile.reviews, appConfig().APP_ORIGIN),
  };
  return { page, clearHeader };
}
