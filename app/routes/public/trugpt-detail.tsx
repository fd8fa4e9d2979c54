import { Link } from "react-router";
import { OpenTruGptLink } from "~/chat/open-trugpt-link";
import { useViewer } from "~/demo/use-viewer";
import { ProductPage } from "~/components/ui/page-hero";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/trugpt-detail";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "TruGPT — your AI guide to cosmetic surgery",
    description:
      "Ask TruGPT anything about cosmetic surgery, aesthetics, recovery, prices and wellness, and get pointed to verified providers.",
    path: "/trugpt-detail",
  });

export default function TruGptDetail() {
  const viewer = useViewer();
  return (
    <ProductPage
      eyebrow="AI assistant"
      title="TruGPT"
      intro="Ask me anything about cosmetic surgery, aesthetics, health and wellness. TruGPT explains procedures, recovery and typical prices, and suggests verified providers from our directory."
      features={FEATURES}
    >
      <p className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        TruGPT is for education only and is not medical advice. Always consult a qualified provider.
      </p>
      {viewer ? (
        <div className="mt-8">
          <OpenTruGptLink className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Open TruGPT
          </OpenTruGptLink>
        </div>
      ) : (
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/signup" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Create a free account
          </Link>
          <Link to="/signin" className="rounded-full border border-gray-300 px-6 py-3 font-semibold text-gray-800 hover:border-brand-300">
            Sign In
          </Link>
        </div>
      )}
    </ProductPage>
  );
}

const FEATURES = [
  { title: "Honest answers", text: "Plain-language explanations of procedures, risks, recovery times and typical price ranges." },
  { title: "Grounded in our directory", text: "Recommendations link to real provider profiles with reviews and credentials." },
  { title: "Your history, private", text: "Signed-in members keep their conversations and can pick up where they left off." },
];
