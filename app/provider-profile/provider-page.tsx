/** A provider's public profile page (/provider/:providerId): header, about, prices, photos, reviews and questions. */
import { PinIcon } from "~/components/ui/icons";
import { Link } from "react-router";
import { FavoriteHeart } from "~/favorites/favorite-heart";
import { CompareToggle } from "~/compare/compare-toggle";
import { NextFreeTimes } from "~/booking/profile-times";
import { CredentialPill } from "~/credentials/credential-pill";
import { CredentialsPanel } from "~/credentials/credentials-panel";
import { NO_REVIEWS_YET, reviewsText } from "~/directory/rating";
import { RatingOriginLabel } from "~/directory/rating-line";
import { island } from "~/lib/island";
import { GallerySet } from "~/gallery/set-card";
import { CLAIM_THIS_LISTING, CLAIMED } from "~/practice/claims-messages";
import { QUOTE_NOTE } from "~/procedures/price-messages";
import { ProviderPriceList } from "~/procedures/reported-prices-ui";
import { ProviderAvatar } from "~/directory/provider-avatar";
import { SocialLinks, presentSocials } from "./social-links";
import { HeldNotice } from "~/moderation/holds-notice";
import { QuestionsSection } from "~/questions/questions-section";
import { ReviewsSection } from "~/reviews/reviews-section";
import { JsonLd } from "~/seo/json-ld";
import { webUrl } from "~/lib/web-url";

import type { providerPage } from "./provider-page.server";

export type ProviderPageData = Awaited<ReturnType<typeof providerPage>>["page"];

// The forms' code (zod, conform: a quarter of the profile's JavaScript) is not in its first load and
// guests, who get a sign-in link instead, never load it; a signed-in visitor's forms hydrate on
// their own once it arrives (docs/decisions/025-islands.md).
const CompareTray = island(() => import("~/compare/compare-tray").then((m) => m.CompareTray), { onlyWhenRendered: true });
const ReviewForm = island(() => import("~/reviews/review-form").then((m) => m.ReviewForm), { onlyWhenRendered: true });
const ReviewOwnerForms = island(() => import("~/reviews/review-owner-forms").then((m) => m.ReviewOwnerForms), { onlyWhenRendered: true });
const QuestionForm = island(() => import("~/questions/question-form").then((m) => m.QuestionForm), { onlyWhenRendered: true });

const buttonPrimary =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700";
const buttonSecondary =
  "inline-flex items-center justify-center gap-2 rounded-full border border-gray-300 bg-white px-5 py-2.5 text-sm font-semibold text-gray-800 hover:border-brand-300 hover:text-brand-700";

/** A guest's way to the review and question forms: sign in, then back to this section. */
function SignInPrompt({ providerId, section, children }: { providerId: string; section: "reviews" | "questions"; children: string }) {
  return (
    <Link to={`/signin?redirectTo=${encodeURIComponent(`/provider/${providerId}#${section}`)}`} className={buttonSecondary}>
      {children}
    </Link>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The profile page; `signedIn` shows the review and question forms instead of the sign-in links. */
export function ProviderPage({ data: loaderData, signedIn }: { data: ProviderPageData; signedIn: boolean }) {
  const {
    provider,
    beforeAfter,
    reviews,
    questions,
    favorited,
    drafts,
    myReview,
    reviewRefused,
    reviewQuery,
    board,
    jsonLd,
    claimed,
    responseTime,
    prices,
    gallerySets,
    credentials,
  } = loaderData;
  const id = encodeURIComponent(provider.id);
  const website = webUrl(provider.website);
  const education = [...provider.education];
  const certifications = [...new Set([...provider.boardCertifications, ...provider.certifications])];
  return (
    <main className="bg-gray-50/60 pb-16">
      {jsonLd && <JsonLd data={jsonLd} />}
      <header className="border-b border-gray-200 bg-gradient-to-br from-brand-50 via-white to-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center">
          <ProviderAvatar name={provider.name} image={provider.image} size={144} className="ring-4 ring-white shadow-md" />
          <div className="flex-1">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h1 className="text-3xl font-bold tracking-tight text-gray-900 md:text-4xl">{provider.name}</h1>
                {provider.title && <p className="mt-1 text-lg text-gray-700">{provider.title}</p>}
                <p className="mt-1 flex items-center gap-1 text-gray-500">
                  <PinIcon /> {provider.location}
                </p>
                {board && (
                  <p className="mt-1 text-sm font-medium text-gray-700" data-testid="provider-board">{`Board certified: ${board}`}</p>
                )}
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-700">
                  <span className="text-amber-400" aria-hidden="true">
                    ★
                  </span>
                  <span data-testid="provider-rating">
                    {provider.rating.toFixed(1)} ({provider.reviewCount > 0 ? reviewsText(provider.reviewCount) : NO_REVIEWS_YET})
                  </span>
                  <RatingOriginLabel origin={provider.ratingOrigin} />
                  {provider.isVerified && (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">Verified</span>
                  )}
                  {provider.isFeatured && (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700">Featured</span>
                  )}
                  {credentials?.label && <CredentialPill label={credentials.label} />}
                </p>
                {responseTime && (
                  <p className="mt-1 text-sm font-medium text-gray-700" data-testid="response-time">
                    {responseTime}
                  </p>
                )}
              </div>
              <div data-testid="favorite-slot" className="min-h-10">
                <FavoriteHeart providerId={provider.id} providerName={provider.name} favorited={favorited} size="lg" />
              </div>
              <CompareToggle provider={provider} chosen={loaderData.compare.ids} />
            </div>
            {provider.specialties.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Specialties">
                {provider.specialties.map((s) => (
                  <li key={s} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                    {s}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-6 flex flex-wrap gap-3">
              {loaderData.freeTimes && (
                <Link to={`/provider/${id}/book`} className={buttonPrimary}>
                  Pick a Time
                </Link>
              )}
              <Link to={`/provider/${id}/consultation`} className={loaderData.freeTimes ? buttonSecondary : buttonPrimary}>
                Book Consultation
              </Link>
              {provider.practicePhone && (
                <a href={`tel:${provider.practicePhone.replace(/[^0-9+]/g, "")}`} className={buttonSecondary}>
                  Call Practice
                </a>
              )}
              {website && (
                <a href={website} target="_blank" rel="noopener noreferrer nofollow" className={buttonSecondary}>
                  View Website
                </a>
              )}
              <Link to={`/provider/${id}/photos`} className={buttonSecondary}>
                View Photos
              </Link>
            </div>
            {loaderData.freeTimes && <NextFreeTimes times={loaderData.freeTimes} bookHref={`/provider/${id}/book`} />}
            {/* Issue 34: a listing without an owner can be claimed by its practice. */}
            <p className="mt-3 text-sm text-gray-600" data-testid="listing-claim">
              {claimed ? (
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{CLAIMED}</span>
              ) : (
                <Link to={`/provider/claim?listing=${id}`} className="font-semibold text-brand-600 hover:underline">
                  {CLAIM_THIS_LISTING}
                </Link>
              )}
            </p>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_340px]">
        <div className="space-y-6">
          <Card title="About" id="about-heading">
            <p className="whitespace-pre-line leading-relaxed text-gray-700">
              {provider.bio || `${provider.name} has not added a biography yet.`}
            </p>
            {provider.experience && <p className="mt-3 text-sm font-medium text-gray-600">{provider.experience}</p>}
            {provider.languages && provider.languages.length > 0 && (
              <p className="mt-1 text-sm font-medium text-gray-600" data-testid="profile-languages">
                {`Languages: ${provider.languages.join(", ")}`}
              </p>
            )}
          </Card>

          <Card title="Before & After" id="before-after-heading">
            {/* Issue 36: the provider's published sets, then any before & after photos of the photo tool. */}
            {gallerySets.sets.length > 0 && (
              <div className="mb-4 space-y-3">
                <ul className="grid gap-4 sm:grid-cols-2" data-testid="profile-gallery-sets">
                  {gallerySets.sets.map((set) => (
                    <li key={set.id}>
                      <GallerySet set={set} showProvider={false} />
                    </li>
                  ))}
                </ul>
                {gallerySets.total > gallerySets.sets.length && (
                  <Link to={`/gallery?provider=${id}`} className="text-sm font-semibold text-brand-700 hover:underline">
                    See all {gallerySets.total} before &amp; after sets
                  </Link>
                )}
              </div>
            )}
            {beforeAfter.preview.length === 0 && gallerySets.sets.length > 0 ? null : beforeAfter.preview.length === 0 ? (
              <p className="text-gray-600" data-testid="before-after-empty">
                {provider.name} has not shared before &amp; after photos yet.
              </p>
            ) : (
              <ul className="grid grid-cols-3 gap-3" data-testid="before-after">
                {beforeAfter.preview.map((photo) => (
                  <li key={photo.id}>
                    <Link to={`/provider/${id}/photos`} className="block overflow-hidden rounded-xl">
                      <img
                        src={photo.url}
                        alt={photo.title ?? `Before and after result by ${provider.name}`}
                        width={photo.width}
                        height={photo.height}
                        loading="lazy"
                        className="aspect-square w-full object-cover transition hover:scale-105"
                      />
                    </Link>
                  </li>
                ))}
                {beforeAfter.more > 0 && (
                  <li>
                    <Link
                      to={`/provider/${id}/photos`}
                      className="flex aspect-square w-full items-center justify-center rounded-xl bg-gray-900/80 p-2 text-center text-base font-bold leading-tight text-white hover:bg-gray-900 sm:text-2xl"
                      data-testid="more-photos"
                    >
                      +{beforeAfter.more} more
                    </Link>
                  </li>
                )}
              </ul>
            )}
          </Card>

          <Card title="Connect with Me" id="connect-heading">
            {provider.linkInBioUsername ? (
              <Link to={`/${provider.linkInBioUsername}`} className={buttonPrimary} data-testid="link-in-bio">
                Visit my link-in-bio page
              </Link>
            ) : presentSocials(provider.socialMedia).length ? (
              <SocialLinks social={provider.socialMedia} />
            ) : (
              <p className="text-gray-600">No social links yet.</p>
            )}
          </Card>

          <Card title="Education & Credentials" id="education-heading">
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">Education</h3>
                {education.length ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
                    {education.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-gray-600">Not listed</p>
                )}
              </div>
              <div>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">Certifications</h3>
                {certifications.length ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
                    {certifications.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-gray-600">Not listed</p>
                )}
              </div>
            </div>
            {provider.credentials && <p className="mt-4 text-gray-700">{provider.credentials}</p>}
            <div className="mt-6">
              <CredentialsPanel credentials={credentials} />
            </div>
          </Card>

          <ReviewsSection
            providerId={provider.id}
            reviews={reviews}
            rating={provider.rating}
            reviewCount={provider.reviewCount}
            ratingOrigin={provider.ratingOrigin}
            worthIt={{ percent: provider.worthItPercent, count: provider.worthItCount }}
            query={reviewQuery}
            ownerControls={(review) => <ReviewOwnerForms providerId={provider.id} reviewId={review.id} />}
            action={
              !signedIn && (
                <SignInPrompt providerId={id} section="reviews">
                  Sign in to write a review
                </SignInPrompt>
              )
            }
          >
            <div className="mt-4 space-y-3">
              {myReview?.heldReason && <HeldNotice reason={myReview.heldReason} />}
              {reviewRefused ? (
                <p className="rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-600" data-testid="review-refused">
                  {reviewRefused}
                </p>
              ) : (
                signedIn && (
                  <ReviewForm
                    providerId={provider.id}
                    providerName={provider.name}
                    draft={drafts.review}
                    existing={myReview}
                    verifiedVisit={loaderData.verifiedVisit}
                  />
                )
              )}
            </div>
          </ReviewsSection>
          <QuestionsSection
            providerId={provider.id}
            questions={questions}
            signedIn={signedIn}
            action={
              !signedIn && (
                <SignInPrompt providerId={id} section="questions">
                  Sign in to ask a question
                </SignInPrompt>
              )
            }
          >
            <div className="mt-4">{signedIn && <QuestionForm providerId={provider.id} draft={drafts.question} />}</div>
          </QuestionsSection>
        </div>

        <aside className="space-y-6">
          <Card title="Pricing" id="pricing-heading">
            {prices.length ? <ProviderPriceList rows={prices} /> : <p className="text-gray-600">Contact the practice for pricing.</p>}
            <p className="mt-3 text-xs text-gray-500">{QUOTE_NOTE}</p>
          </Card>

          {(provider.servicesOffered.length > 0 || Object.keys(provider.hours).length > 0) && (
            <Card title="Services & Hours" id="services-heading">
              {provider.servicesOffered.length > 0 && (
                <ul className="flex flex-wrap gap-2" aria-label="Services offered" data-testid="services-offered">
                  {provider.servicesOffered.map((service) => (
                    <li key={service} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700">
                      {service}
                    </li>
                  ))}
                </ul>
              )}
              {Object.keys(provider.hours).length > 0 && (
                <dl className="mt-3 divide-y divide-gray-100" data-testid="opening-hours">
                  {Object.entries(provider.hours).map(([days, time]) => (
                    <div key={days} className="flex justify-between gap-4 py-2 text-sm">
                      <dt className="text-gray-700">{days}</dt>
                      <dd className="text-right font-semibold text-gray-900">{time}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </Card>
          )}

          <Card title="Practice Location" id="location-heading">
            <Link
              to={`/location/${id}`}
              className="block rounded-xl border border-gray-100 bg-gray-50 p-4 hover:border-brand-200 hover:bg-brand-50"
              data-testid="practice-location"
            >
              <p className="font-semibold text-gray-900">{provider.practiceName || provider.name}</p>
              <p className="mt-1 text-sm text-gray-600">{provider.practiceAddress || provider.location}</p>
              {provider.practicePhone && <p className="mt-1 text-sm text-gray-600">{provider.practicePhone}</p>}
              <p className="mt-3 text-sm font-semibold text-brand-600">View location →</p>
            </Link>
          </Card>
        </aside>
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <CompareTray chosen={loaderData.compare.chosen} back={`/provider/${encodeURIComponent(provider.id)}`} />
      </div>
    </main>
  );
}
