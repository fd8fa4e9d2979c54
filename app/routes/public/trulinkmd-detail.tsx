import { Link } from "react-router";
import { ProductPage } from "~/components/ui/page-hero";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/trulinkmd-detail";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "TruLinkMD — link-in-bio for providers",
    description:
      "One beautiful link for your practice: booking, website, reviews and socials. TruLinkMD is coming soon — join the waitlist.",
    path: "/trulinkmd-detail",
  });

export default function TruLinkDetail() {
  return (
    <ProductPage
      eyebrow="For providers"
      title="TruLinkMD"
      comingSoon
      intro="One link for your bio that turns followers into patients: booking, website, reviews, Q&A and every social profile on a page that looks like your brand."
      features={FEATURES}
    >
      <p className="mt-8 text-gray-700">
        See it live:{" "}
        <Link to="/drlaylahassan" className="font-semibold text-brand-600 hover:underline">
          Dr. Layla Hassan
        </Link>{" "}
        and{" "}
        <Link to="/miathompson" className="font-semibold text-brand-600 hover:underline">
          Mia Thompson
        </Link>
        .
      </p>
      <Link
        to="/contact-us?product=trulinkmd"
        className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Join the TruLinkMD waitlist
      </Link>
    </ProductPage>
  );
}

const FEATURES = [
  { title: "Booking first", text: "A consultation button at the top, straight to your practice." },
  { title: "Trust built in", text: "Your verified TruSelf reviews and credentials, one tap away." },
  { title: "All your socials", text: "Instagram, TikTok, Facebook, X and LinkedIn in one place." },
];
