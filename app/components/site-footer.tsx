import { Link } from "react-router";
import { OPENS_CHAT } from "~/lib/site-links";
import { REVIEW_POLICY_PATH } from "~/lib/site-links";
import { BUSINESS, PATIENT_RESOURCES } from "./nav-links";
import { ComingSoonBadge } from "./ui/menu-item";

const COMING_SOON = [
  { label: "TruGPT AI Assistant", to: "/trugpt-detail", opensChat: true },
  { label: "TruLinkMD Link-in-Bio", to: "/trulinkmd-detail" },
  { label: "Community Forum", to: "/community" },
];

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-900">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

/** Footer; its bottom padding keeps content clear of the fixed 90 px bottom bar. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-50 pb-32" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold">
            Tru<span className="text-brand-600">Self</span>
          </p>
          <p className="mt-3 text-sm text-gray-600">
            Trustworthy reviews, honest prices, real credentials. Find the right cosmetic and wellness provider for you.
          </p>
        </div>
        <Column title="Patients">
          {PATIENT_RESOURCES.filter((i) => !i.disabled).map((i) => (
            <li key={i.label}>
              <Link to={i.to} className="text-gray-600 hover:text-brand-700" {...("opensChat" in i && i.opensChat && { [OPENS_CHAT]: "" })}>
                {i.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to={REVIEW_POLICY_PATH} className="text-gray-600 hover:text-brand-700">
              Review Policy
            </Link>
          </li>
        </Column>
        <Column title="Business">
          {BUSINESS.filter((i) => !i.comingSoon).map((i) => (
            <li key={i.label}>
              <Link to={i.to} className="text-gray-600 hover:text-brand-700" {...("opensChat" in i && i.opensChat && { [OPENS_CHAT]: "" })}>
                {i.label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Coming Soon">
          {COMING_SOON.map((i) => (
            <li key={i.label} className="flex items-center gap-2">
              <Link to={i.to} className="text-gray-600 hover:text-brand-700" {...("opensChat" in i && i.opensChat && { [OPENS_CHAT]: "" })}>
                {i.label}
              </Link>
              <ComingSoonBadge />
            </li>
          ))}
        </Column>
      </div>
      <div className="mx-auto max-w-7xl border-t border-gray-200 px-4 pt-6 text-sm text-gray-500">
        <p>© {new Date().getFullYear()} TruSelf. Information on this site is not medical advice.</p>
      </div>
    </footer>
  );
}
