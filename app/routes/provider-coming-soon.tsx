import { ComingSoonPage } from "~/components/coming-soon-page";
import { SUPPORT_EMAIL } from "~/dashboard/dashboard-views";
import type { Route } from "./+types/provider-coming-soon";

/**
 * The provider dashboard's quick links (requirements 002 §2: /provider/profile, /provider/messages,
 * /provider/settings) before those pages are built: what each will hold and what to do until then.
 * Static paths rank above /provider/:providerId, so no provider profile is hidden by them.
 */
const PAGES = {
  "/provider/profile": {
    title: "Practice Profile",
    text: `Editing your practice's public profile here is coming soon. Until then, write to ${SUPPORT_EMAIL} to change your listing.`,
  },
  "/provider/messages": {
    title: "Messages",
    text: "Messages between patients and your practice are coming soon. Until then, patient questions are answered from your dashboard.",
  },
  "/provider/settings": {
    title: "Practice Settings",
    text: "Settings for your practice are coming soon. Your own name, photo and password are on your profile page.",
  },
} as const;

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/$/, "") as keyof typeof PAGES;
  return { path, ...PAGES[path] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Coming Soon"} | TruSelf` },
  { name: "robots", content: "noindex" },
];

export default function ProviderComingSoon({ loaderData }: Route.ComponentProps) {
  const links = [{ to: "/dashboard", label: "Back to your dashboard" }];
  if (loaderData.path === "/provider/settings") links.push({ to: "/profile", label: "Your profile" });
  return (
    <ComingSoonPage eyebrow="For providers" title={loaderData.title} links={links}>
      <p>{loaderData.text}</p>
    </ComingSoonPage>
  );
}
