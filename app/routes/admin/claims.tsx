import { Form, Link, useNavigation } from "react-router";
import { AdminTab, ListingName, RowList, formatDate } from "~/admin/admin-ui";
import { requireRole } from "~/auth/guards.server";
import { FormAlert } from "~/components/ui/form";
import { fail, formAction, succeed } from "~/http/action.server";
import { firstMessage } from "~/lib/action-reply";
import { LISTING_ALREADY_CLAIMED } from "~/practice/claims-messages";
import { DecideClaimSchema } from "~/practice/claims-schemas";
import { claimQueue, decideClaim, pausedClaims } from "~/practice/claims.server";
import type { Route } from "./+types/claims";

export const meta: Route.MetaFunction = () => [{ title: "Claims | Admin Console | TruSelf" }, { name: "robots", content: "noindex" }];

/** The claims queue (issue 34 item 2): claims that asked for a review, oldest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const [claims, paused] = await Promise.all([claimQueue(), pausedClaims()]);
  return { claims, paused };
}

export const action = formAction({
  who: ["admin"],
  page: true,
  // Approving makes the claimant a provider and the listing's owner (issue 43 finding 10): as role
  // change, delete and Approve All, a factor proven in the last 15 minutes.
  freshFactor: (formData) => formData.get("intent") === "approve",
  schema: DecideClaimSchema,
  unexpected: "Failed to decide the claim. Please try again.",
  async run({ request, user, value }) {
    const approve = value.intent === "approve";
    const decided = await decideClaim(request, user, value.claimId, approve);
    if (!decided.ok) return fail(decided.status, decided.message);
    return succeed({
      redirectTo: "/admin/claims",
      toast: approve
        ? { title: "Claim approved", description: `${decided.claimant} now manages ${decided.listing}.`, type: "success" }
        : { title: "Claim rejected", description: `The claim of ${decided.claimant} on ${decided.listing} was rejected.`, type: "success" },
      invalidates: approve ? [{ providerPages: decided.providerId }] : [],
    });
  },
});

const DECISIONS = [
  {
    intent: "approve",
    label: "Approve",
    className: "rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
  },
  {
    intent: "reject",
    label: "Reject",
    className:
      "rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-red-300 hover:text-red-700 disabled:opacity-60",
  },
] as const;

export default function AdminClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { claims, paused } = loaderData;
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? firstMessage(actionData) : undefined;
  return (
    <AdminTab id="claims-heading" title="Claims">
      <p className="text-sm text-gray-600">
        People who asked us to confirm that they work at a practice. Approving makes the claimant the listing's owner; every decision is
        written to the audit log and e-mailed to the claimant.
      </p>
      <FormAlert messages={failure ? [failure] : null} />
      {paused.length > 0 && (
        <section
          aria-labelledby="paused-heading"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4"
          data-testid="paused-claims"
        >
          <h3 id="paused-heading" className="font-semibold text-amber-900">
            Claims by code paused today
          </h3>
          <p className="text-sm text-amber-900">
            Too many wrong codes: each listing's practice was e-mailed; claims by code resume tomorrow.
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {paused.map((p) => (
              <li key={`${p.providerId}-${String(p.at)}`}>
                {p.summary} ({formatDate(p.at)}
                {p.providerId && (
                  <>
                    {", "}
                    <Link to={`/provider/${p.providerId}`} className="text-brand-600 hover:underline">
                      listing
                    </Link>
                  </>
                )}
                )
              </li>
            ))}
          </ul>
        </section>
      )}
      <RowList rows={claims} empty={"No claims are waiting for review."} testId="claims-list">
        {(c) => (
          <li key={c.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-start" data-testid="claim-row" data-listing={c.providerId}>
            <div className="min-w-0 flex-1 wrap-anywhere">
              <ListingName id={c.providerId} name={c.listing} location={c.location} className="font-semibold text-gray-900" />
              <p className="text-sm text-gray-700">
                {c.claimantName ? `${c.claimantName} · ` : ""}
                {c.claimantEmail}
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{c.note}</p>
              <p className="mt-1 text-xs text-gray-500">Asked {formatDate(c.createdAt)}</p>
              {c.listingClaimed && <p className="mt-1 text-xs font-semibold text-amber-700">{LISTING_ALREADY_CLAIMED}</p>}
            </div>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="claimId" value={c.id} />
              {DECISIONS.map((d) => (
                <button
                  key={d.intent}
                  type="submit"
                  name="intent"
                  value={d.intent}
                  disabled={navigation.state === "submitting" || (d.intent === "approve" && c.listingClaimed)}
                  className={d.className}
                >
                  {d.label}
                  <span className="sr-only">
                    {" "}
                    the claim of {c.claimantEmail} on {c.listing}
                  </span>
                </button>
              ))}
            </Form>
          </li>
        )}
      </RowList>
    </AdminTab>
  );
}
