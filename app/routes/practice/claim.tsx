import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { Card } from "~/components/ui/card";
import { formSchema } from "~/components/ui/form-schema";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { replyFor } from "~/lib/action-reply";
import {
  CLAIM_CODE_MINUTES,
  CLAIM_REVIEW_REQUESTED,
  CLAIM_THIS_LISTING,
  CLAIM_VERIFIED,
  CLAIMED,
  claimCodeSent,
  LISTING_ALREADY_CLAIMED,
} from "~/practice/claims-messages";
import { CLAIM_NOTE_MAX, RequestClaimReviewSchema, SendClaimCodeSchema, VerifyClaimCodeSchema } from "~/practice/claims-schemas";
import {
  claimRefusal,
  claimTarget,
  emailDomain,
  findListings,
  pendingCodeClaim,
  requestClaimReview,
  startCodeClaim,
  verifyClaimCode,
} from "~/practice/claims.server";
import { CodeField } from "~/components/ui/code-field";
import type { Route } from "./+types/claim";

export const meta: Route.MetaFunction = () => [{ title: "Claim your listing | TruSelf" }, { name: "robots", content: "noindex" }];

/** Claiming a listing (issue 34 item 2): find the practice (?q=&city=), pick it (?listing=), prove it (?claim= asks for the code). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const city = (url.searchParams.get("city") ?? "").slice(0, 100);
  const claim = await pendingCodeClaim(user.id, url.searchParams.get("claim") ?? "");
  const [results, target] = await Promise.all([findListings(q, city), claimTarget(url.searchParams.get("listing") ?? "")]);
  return {
    q,
    city,
    refusal: claimRefusal(user),
    results,
    target,
    claim: claim && { id: claim.id, email: claim.email, listing: claim.name },
  };
}

const claimForm = { who: "user", page: true, unexpected: "We couldn't process your claim. Please try again." } as const;

export const action = formActions({
  "send-code": formAction({
    ...claimForm,
    schema: SendClaimCodeSchema,
    limits: ({ user, ip, value }) => [
      ["claimCodesPerAccount", user.id],
      ["claimCodesPerIp", ip],
      ["claimCodesPerListing", value.providerId],
      ["claimCodesPerDomain", emailDomain(value.email)],
    ],
    async run({ request, user, value }) {
      const started = await startCodeClaim(request, user, value.providerId, value.email);
      if (!started.ok) return fail(started.status, started.message, started.status === 400 ? "email" : undefined);
      return succeed({
        redirectTo: `/provider/claim?claim=${encodeURIComponent(started.claimId)}`,
        toast: { title: "Code sent", description: claimCodeSent(started.email), type: "success" },
      });
    },
  }),
  "verify-code": formAction({
    ...claimForm,
    schema: VerifyClaimCodeSchema,
    limits: ({ user, ip }) => [
      ["claimCodeChecksPerAccount", user.id],
      ["claimCodeChecksPerIp", ip],
    ],
    async run({ request, user, value }) {
      const verified = await verifyClaimCode(request, user, value.claimId, value.code);
      if (!verified.ok) return fail(verified.status, verified.message, verified.status === 400 ? "code" : undefined);
      return succeed({
        redirectTo: "/dashboard",
        toast: { title: "Listing claimed", description: CLAIM_VERIFIED, type: "success" },
        invalidates: [{ providerPages: verified.providerId }],
      });
    },
  }),
  "request-review": formAction({
    ...claimForm,
    schema: RequestClaimReviewSchema,
    limits: ({ user }) => [["claimReviewsPerAccount", user.id]],
    async run({ user, value }) {
      const asked = await requestClaimReview(user, value.providerId, value.note);
      if (!asked.ok) return fail(asked.status, asked.message);
      return succeed({
        redirectTo: "/provider/claim",
        toast: { title: "Claim sent", description: CLAIM_REVIEW_REQUESTED, type: "success" },
      });
    },
  }),
});

const buttonClass = "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

export default function ProviderClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { q, city, refusal, results, target, claim } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [codeForm, codeFields] = useForm({
    id: "send-code",
    lastResult: replyFor(actionData, "send-code")?.result,
    ...formSchema(SendClaimCodeSchema),
  });
  const [verifyForm, verifyFields] = useForm({
    id: "verify-code",
    lastResult: replyFor(actionData, "verify-code")?.result,
    ...formSchema(VerifyClaimCodeSchema),
  });
  const [reviewForm, reviewFields] = useForm({
    id: "request-review",
    lastResult: replyFor(actionData, "request-review")?.result,
    ...formSchema(RequestClaimReviewSchema),
  });
  const searched = Boolean(q || city);
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl space-y-6 wrap-anywhere">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">For providers</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Claim your practice's listing</h1>
          <p className="mt-2 text-gray-600">
            Find your practice, then prove you work there with a code sent to your practice's e-mail, or ask our team to review your claim.
            Once it's yours you can answer patients and keep your listing up to date.
          </p>
        </header>

        {refusal && (
          <FormAlert tone="info" messages={[refusal]}>
            <Link to="/dashboard" className="mt-2 inline-block font-semibold underline">
              Back to your dashboard
            </Link>
          </FormAlert>
        )}

        {claim && (
          <Card id="code-heading" title="Enter your code" testId="claim-code">
            <p className="mt-1 text-sm text-gray-600">
              We sent a 6-digit code to <strong>{claim.email}</strong> for {claim.listing}. It works for {CLAIM_CODE_MINUTES} minutes.
            </p>
            <Form method="post" className="mt-4 space-y-4" {...getFormProps(verifyForm)}>
              <input type="hidden" name="intent" value="verify-code" />
              <input type="hidden" name="claimId" value={claim.id} />
              <FormAlert title="Could not verify the code" messages={verifyForm.errors} />
              <CodeField field={verifyFields.code} />
              <SubmitButton busy={busy("verify-code")} busyText="Checking..." className={buttonClass}>
                Verify code
              </SubmitButton>
            </Form>
          </Card>
        )}

        <Card id="find-heading" title="Find your practice">
          <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <label className="block text-sm font-medium text-gray-800">
              Practice or provider name
              <input name="q" defaultValue={q} maxLength={100} className={inputClass} />
            </label>
            <label className="block text-sm font-medium text-gray-800">
              City
              <input name="city" defaultValue={city} maxLength={100} className={inputClass} />
            </label>
            <button type="submit" className={buttonClass}>
              Search
            </button>
          </Form>
          {searched && results.length === 0 && (
            <p className="mt-4 text-sm text-gray-600">No listings match. Try a shorter name, or search by city only.</p>
          )}
          {results.length > 0 && (
            <ul className="mt-4 divide-y divide-gray-100" data-testid="claim-results">
              {results.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="claim-result">
                  <div>
                    <Link to={`/provider/${encodeURIComponent(r.id)}`} className="font-semibold text-gray-900 hover:text-brand-700">
                      {r.name}
                    </Link>
                    <p className="text-sm text-gray-600">{r.location}</p>
                  </div>
                  {r.claimed ? (
                    <span className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-700">{CLAIMED}</span>
                  ) : (
                    <Link
                      to={`/provider/claim?listing=${encodeURIComponent(r.id)}`}
                      className="rounded-full border border-brand-300 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      {CLAIM_THIS_LISTING}
                      <span className="sr-only">: {r.name}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>

        {target && (
          <Card id="claim-heading" title={`Claim ${target.name}`} testId="claim-target">
            <p className="text-sm text-gray-600">{target.location}</p>
            {target.claimed ? (
              <FormAlert tone="info" messages={[LISTING_ALREADY_CLAIMED]} />
            ) : (
              <div className="mt-4 space-y-8">
                <Form method="post" className="space-y-4" {...getFormProps(codeForm)}>
                  <h3 className="font-semibold">Get a code by e-mail</h3>
                  <p className="text-sm text-gray-600">
                    {target.domain ? (
                      <>
                        Use an address at <strong>{target.domain}</strong> (for example office@{target.domain})
                        {target.practiceEmail ? (
                          <>
                            , or the practice e-mail on the listing, <strong>{target.practiceEmail}</strong>
                          </>
                        ) : null}
                        .
                      </>
                    ) : target.practiceEmail ? (
                      <>
                        Use the practice e-mail on the listing, <strong>{target.practiceEmail}</strong>.
                      </>
                    ) : (
                      "This listing has no website or practice e-mail: please ask us to review your claim below."
                    )}
                  </p>
                  <input type="hidden" name="intent" value="send-code" />
                  <input type="hidden" name="providerId" value={target.id} />
                  <FormAlert title="Could not send the code" messages={codeForm.errors} />
                  <Field label="Practice e-mail address" field={codeFields.email}>
                    <input {...getInputProps(codeFields.email, { type: "email" })} autoComplete="email" className={inputClass} />
                  </Field>
                  <SubmitButton busy={busy("send-code")} busyText="Sending..." className={buttonClass}>
                    Send code
                  </SubmitButton>
                </Form>
                <Form method="post" className="space-y-4 border-t border-gray-100 pt-6" {...getFormProps(reviewForm)}>
                  <h3 className="font-semibold">No access to the practice e-mail?</h3>
                  <p className="text-sm text-gray-600">
                    Tell us your role at the practice and how we can check it (a phone number at the practice, your license number...). An
                    admin will review your claim and e-mail you the decision.
                  </p>
                  <input type="hidden" name="intent" value="request-review" />
                  <input type="hidden" name="providerId" value={target.id} />
                  <FormAlert title="Could not send your claim" messages={reviewForm.errors} />
                  <Field label="Your note" field={reviewFields.note} hint={`Up to ${CLAIM_NOTE_MAX.toLocaleString("en-US")} characters.`}>
                    <textarea {...getTextareaProps(reviewFields.note)} rows={4} className={inputClass} />
                  </Field>
                  <SubmitButton busy={busy("request-review")} busyText="Sending..." className={buttonClass}>
                    Ask TruSelf to review my claim
                  </SubmitButton>
                </Form>
              </div>
            )}
          </Card>
        )}
      </div>
    </main>
  );
}
