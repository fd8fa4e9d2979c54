import { NavLink, Outlet } from "react-router";
import { adminOnly } from "~/auth/guards.server";
import { IMPORTS_VERIFIED_NOTE } from "~/credentials/messages";
import { privateMeta } from "~/seo/meta";
import type { Route } from "./+types/_layout";

export const meta: Route.MetaFunction = () => privateMeta("Provider & Business Import Center | TruSelf");

/** Admins only (guests are sent to sign in; everyone else gets the 403 page). */
export const loader = adminOnly;

const TABS = [
  { to: "/provider-import", label: "Manual CSV Import", end: true },
  { to: "/provider-import/extraction", label: "Automated Web Extraction", end: false },
];

export default function ProviderImportLayout() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Provider &amp; Business Import Center</h1>
        <a
          href="/provider-import/example.csv"
          download
          className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Download Example CSV
        </a>
      </div>
      {/* Both tabs (CSV and web extraction) import providers as verified: say what that is not (issue 36). */}
      <p className="mt-3 max-w-3xl text-sm text-gray-600" data-testid="imports-verified-note">
        {IMPORTS_VERIFIED_NOTE}
      </p>
      <nav aria-label="Import method" className="mt-6 flex gap-2 overflow-x-auto border-b border-gray-200">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              `-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
