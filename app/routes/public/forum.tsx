import { ComingSoonPage } from "~/components/coming-soon-page";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/forum";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Community Forum",
    description: "The TruSelf community forum is coming soon: topic boards for every procedure, provider AMAs and recovery check-ins.",
    path: "/forum",
  });

/** Requirements 001: the navigation shows Forum disabled with a Coming Soon badge; its path says the same. */
export default function Forum() {
  return (
    <ComingSoonPage
      eyebrow="Community"
      title="Community Forum"
      links={[
        { to: "/community#waitlist", label: "Join the waitlist" },
        { to: "/community", label: "Visit the community" },
      ]}
    >
      <p>
        Topic boards for every procedure, provider AMAs and recovery check-ins are on the way. Join the waitlist and we&apos;ll let you know
        as soon as the forum opens.
      </p>
    </ComingSoonPage>
  );
}
