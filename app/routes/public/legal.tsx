import { useMatches } from "react-router";
import { LegalPage } from "~/components/ui/page-hero";
import { PrivacyPolicy } from "~/legal/privacy-policy";
import { TermsOfService } from "~/legal/terms-of-service";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/legal";

/** /privacy and /terms: one page for the two documents, picked by the route id routes.ts gives each URL. */
const DOCUMENTS = {
  "routes/public/privacy": {
    title: "Privacy Policy",
    description: "What TruSelf collects, why, how long we keep it and the choices you have.",
    path: "/privacy",
    updated: "November 2026",
    Body: PrivacyPolicy,
  },
  "routes/public/terms": {
    title: "Terms of Service",
    description: "The rules for using TruSelf: accounts, reviews, questions, provider listings and the TruGPT assistant.",
    path: "/terms",
    updated: "November 2026",
    Body: TermsOfService,
  },
};

const documentOf = (routeId: string | undefined) => DOCUMENTS[routeId === "routes/public/terms" ? routeId : "routes/public/privacy"];

export const meta: Route.MetaFunction = ({ matches }) => {
  const { title, description, path } = documentOf(matches.at(-1)?.id);
  return seoMeta({ matches, title, description, path });
};

export default function Legal() {
  const { title, updated, Body } = documentOf(useMatches().at(-1)?.id);
  return (
    <LegalPage title={title} updated={updated}>
      <Body />
    </LegalPage>
  );
}
