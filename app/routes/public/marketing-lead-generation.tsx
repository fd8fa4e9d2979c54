import { LeadSection } from "~/leads/lead-form";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/marketing-lead-generation";

const SERVICES = [
  { title: "Patient lead generation", text: "Qualified consultation requests from patients already comparing your procedures." },
  { title: "Featured placement", text: "Appear first in the Featured carousel and on the procedure pages that matter to you." },
  { title: "Reputation management", text: "Collect verified reviews and answer patient questions in public." },
  { title: "Content & social", text: "Before & after galleries, link-in-bio pages and social campaigns that convert." },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Marketing & Lead Generation",
    description: "Grow your aesthetic practice with TruSelf lead generation, featured placement and reputation management.",
    path: "/marketing-lead-generation",
  });

export { action } from "./lead-form";

export default function MarketingLeadGeneration({ actionData }: Route.ComponentProps) {
  return (
    <main>
      <section className="bg-gradient-to-br from-brand-600 to-brand-700 px-4 py-16 text-white">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-4xl font-bold tracking-tight">Marketing &amp; Lead Generation</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            More consultations, fewer empty chairs: we bring patients who are ready to book to your practice.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2">
          {SERVICES.map((s) => (
            <li key={s.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold">{s.title}</h2>
              <p className="mt-2 text-gray-600">{s.text}</p>
            </li>
          ))}
        </ul>
        <LeadSection page="marketing" lastResult={actionData?.result} />
      </div>
    </main>
  );
}
