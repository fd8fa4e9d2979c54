import { Link } from "react-router";
import { ComingSoonBadge } from "~/components/ui/dropdown";
import { PageHero } from "~/components/ui/page-hero";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/community";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ matches, title: "Community", description: "Join the TruSelf community: real patients sharing honest experiences, recovery tips and questions about cosmetic procedures.", path: "/community" });

const STATS = [
  { value: "100K+", label: "members" },
  { value: "5K+", label: "daily conversations" },
  { value: "24/7", label: "support" },
];

export default function Community() {
  return (
    <main>
      <PageHero eyebrow="Community" title="The TruSelf Community">
        <p>Real patients sharing honest experiences, recovery journeys and questions — moderated, supportive and free of sales pitches.</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-3">
          {STATS.map((s) => (
            <li key={s.label} className="rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm">
              <p className="text-3xl font-bold text-brand-700">{s.value}</p>
              <p className="mt-1 text-gray-600">{s.label}</p>
            </li>
          ))}
        </ul>
        <section className="mt-12 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby="forum-heading">
          <h2 id="forum-heading" className="flex items-center gap-3 text-2xl font-bold">Community Forum <ComingSoonBadge /></h2>
          <p className="mt-2 text-gray-600">Topic boards for every procedure, provider AMAs and recovery check-ins are on the way.</p>
        </section>
        <section id="waitlist" className="mt-8 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-700 p-8 text-white shadow-md" aria-labelledby="waitlist-heading">
          <h2 id="waitlist-heading" className="text-2xl font-bold">Join the waitlist</h2>
          <p className="mt-2 text-white/90">Be first in when the forum opens. Members with an account can reserve their spot.</p>
          <Link to="/signup" className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">Create an account</Link>
        </section>
      </div>
    </main>
  );
}
