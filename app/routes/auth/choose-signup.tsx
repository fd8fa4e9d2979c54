import { Link } from "react-router";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/choose-signup";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Get Started",
    description: "Join TruSelf as a patient to save favorites, write reviews and chat with TruGPT, or list your practice as a provider.",
    path: "/choose-signup",
  });

const CHOICES = [
  {
    to: "/signup",
    title: "I'm a patient",
    text: "Save favorites, write reviews, ask providers questions and chat with TruGPT.",
    cta: "Sign up as a patient",
    testId: "choose-patient",
  },
  {
    to: "/lead-form",
    title: "I'm a provider",
    text: "List your practice and reach patients comparing your procedures. Live within 24 hours.",
    cta: "List your business",
    testId: "choose-provider",
  },
];

export default function ChooseSignup() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-center text-4xl font-bold tracking-tight">Get Started</h1>
      <p className="mt-3 text-center text-lg text-gray-600">How would you like to use TruSelf?</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {CHOICES.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              data-testid={c.testId}
              className="flex h-full flex-col rounded-2xl border-2 border-gray-200 bg-white p-8 shadow-sm transition hover:border-brand-400 hover:shadow-md"
            >
              <h2 className="text-2xl font-bold">{c.title}</h2>
              <p className="mt-3 flex-1 text-gray-600">{c.text}</p>
              <span className="mt-6 inline-block self-start rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white">{c.cta}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link to="/signin" className="font-semibold text-brand-600">
          Sign In
        </Link>
      </p>
    </main>
  );
}
