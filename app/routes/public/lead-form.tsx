import { Link } from "react-router";
import { formAction, succeed } from "~/http/action.server";
import { saveLead, type PublicLeadSource } from "~/leads/leads.server";
import { LeadSchema } from "~/leads/schemas";
import { LEAD_ANCHOR, LeadSection } from "~/leads/lead-form";
import { pagePathname } from "~/lib/page-path";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/lead-form";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "List Your Business",
    description: "List your practice on TruSelf and reach patients searching for your procedures. Listings go live within 24 hours.",
    path: "/lead-form",
  });

/** The lead pages' one action (the marketing page re-exports it); the page path names the lead's source. */
function leadPage(request: Request): { source: PublicLeadSource; sent: string } {
  return pagePathname(new URL(request.url).pathname) === "/marketing-lead-generation"
    ? { source: "marketing", sent: `/marketing-lead-generation?sent=1#${LEAD_ANCHOR}` }
    : { source: "lead_form", sent: `/lead-form?sent=1#${LEAD_ANCHOR}` };
}

export const action = formAction({
  who: "anyone",
  demo: "allow",
  page: true,
  schema: LeadSchema,
  unexpected: "Failed to send your request. Please try again.",
  honeypot: ({ request }) => succeed({ redirectTo: leadPage(request).sent }),
  limits: ({ ip }) => [["leadsPerIp", ip]],
  async run({ request, value }) {
    const { source, sent } = leadPage(request);
    await saveLead(value, source);
    return succeed({
      redirectTo: sent,
      toast: { title: "Thank you!", description: "Our team will contact you within 24 hours.", type: "success" },
    });
  },
});

export default function LeadFormPage({ actionData }: Route.ComponentProps) {
  return (
    <main className="bg-gradient-to-b from-brand-50/60 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">For providers</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">List Your Business</h1>
        <p className="mt-4 max-w-2xl text-lg text-gray-600">
          Join the marketplace patients use to compare providers by honest reviews, prices and credentials. Tell us about your practice —
          listings go live within 24 hours.
        </p>
        {/* Issue 34: a practice that is already listed claims its listing instead of asking for a second one. */}
        <p className="mt-3 text-gray-700" data-testid="claim-hint">
          Already on TruSelf?{" "}
          <Link to="/provider/claim" className="font-semibold text-brand-600 hover:underline">
            Claim your practice's listing
          </Link>{" "}
          to answer patients and keep it up to date.
        </p>
        <LeadSection page="lead_form" lastResult={actionData?.result} />
      </div>
    </main>
  );
}
