import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/patient-contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Patient Contact",
    description: "Questions about TruSelf, your account, a review or a provider listing? Here is how patients reach our team.",
    path: "/patient-contact",
  });

const TOPICS = [
  {
    title: "A question about a provider",
    text: "Use the Provider Q&A on their profile: answers are public and help other patients too.",
    to: "/find-doctors",
    link: "Find a provider",
  },
  {
    title: "Help with your account",
    text: "Sign-in trouble, favorites or your TruGPT history: write to support@truself.com.",
    to: "/signin",
    link: "Go to sign in",
  },
  {
    title: "Report a review or listing",
    text: "Tell us what is wrong and we review it within one business day.",
    to: "/contact-us",
    link: "Contact us",
  },
];

export default function PatientContact() {
  return (
    <main>
      <PageHero eyebrow="Patients" title="Patient Contact">
        <p>We are here to help you find the right provider with confidence. Choose the topic that fits best.</p>
      </PageHero>
      <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-12 md:grid-cols-3">
        {TOPICS.map((t) => (
          <li key={t.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold">{t.title}</h2>
            <p className="mt-2 flex-1 text-gray-600">{t.text}</p>
            <Link to={t.to} className="mt-4 font-semibold text-brand-600 hover:underline">
              {t.link} →
            </Link>
          </li>
        ))}
      </ul>
      <p className="mx-auto max-w-5xl px-4 text-sm text-gray-500">
        In a medical emergency, call 911 or your doctor. TruSelf does not give medical advice.
      </p>
    </main>
  );
}
