import { useSearchParams } from "react-router";
import { SuccessPanel } from "~/components/ui/success-panel";
import { handleLeadSubmission } from "~/leads/lead-action.server";
import { LeadForm } from "~/leads/lead-form";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/lead-form";

export const LEAD_SUCCESS = "Thank you! We received your listing request. Our team will contact you and your listing can go live within 24 hours.";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ matches, title: "List Your Business", description: "List your practice on TruSelf and reach patients searching for your procedures. Listings go live within 24 hours.", path: "/lead-form" });

export async function action({ request }: Route.ActionArgs) {
  return handleLeadSubmission(request, "lead_form");
}

export default function LeadFormPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <main className="bg-gradient-to-b from-brand-50/60 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">For providers</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">List Your Business</h1>
        <p className="mt-4 max-w-2xl text-lg text-gray-600">
          Join the marketplace patients use to compare providers by honest reviews, prices and credentials. Tell us about your practice — listings go live within 24 hours.
        </p>
        <section className="mt-10 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          {params.get("sent") === "1" ? (
            <SuccessPanel title="Request received" text={LEAD_SUCCESS} testId="lead-success" />
          ) : (
            <LeadForm lastResult={actionData} notesLabel="Anything else we should know?" submitLabel="Submit Listing Request" />
          )}
        </section>
      </div>
    </main>
  );
}
