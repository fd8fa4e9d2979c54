import { Link, NavLink, Outlet, useLocation } from "react-router";
import { adminOnly } from "~/auth/guards.server";
import { privateMeta } from "~/seo/meta";
import type { Route } from "./+types/_layout";

export const meta: Route.MetaFunction = () => privateMeta("Admin Console | TruSelf");

/** The console's frame (spec 002 §2): admins only; every tab's own loader and action checks again. */
export const loader = adminOnly;

export const ADMIN_TABS = [
  { to: "/admin/users", label: "Users" },
  { to: "/admin/providers", label: "Providers" },
  { to: "/admin/onboarding", label: "Onboarding" },
  { to: "/admin/analytics", label: "Analytics" },
  { to: "/admin/claims", label: "Claims" },
  { to: "/admin/moderation", label: "Moderation" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/requests", label: "Requests" },
  { to: "/admin/listing-changes", label: "Listing changes" },
  { to: "/admin/gallery", label: "Before & After" },
  { to: "/admin/credentials", label: "Credentials" },
  { to: "/admin/docs", label: "Documentation" },
] as const;

const PREVIEWS = [
  { as: "patient", label: "Patient Dashboard" },
  { as: "provider", label: "Provider Dashboard" },
  { as: "admin", label: "Admin Dashboard" },
] as const;

const tileClass =
  "flex min-w-0 flex-1 items-center justify-center rounded-xl border border-gray-200 bg-white px-4 py-3 text-center text-sm font-semibold text-gray-800 shadow-sm hover:border-brand-400";

export default function AdminLayout() {
  const { pathname } = useLocation();
  // /admin opens the Users tab.
  const isIndex = pathname.replace(/\/$/, "") === "/admin";
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Console</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="admin-tools-heading">
          <h2 id="admin-tools-heading" className="text-lg font-semibold">
            Quick Admin Tools
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to="/admin/photo-import" className={tileClass}>
              Photo Import Tool
            </Link>
            <Link to="/provider-import" className={tileClass}>
              Provider Import
            </Link>
          </div>
        </section>
        <section aria-labelledby="admin-previews-heading">
          <h2 id="admin-previews-heading" className="text-lg font-semibold">
            Preview User Dashboards
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            {PREVIEWS.map((p) => (
              <a key={p.as} href={`/dashboard?as=${p.as}`} target="_blank" rel="noopener" className={tileClass}>
                {p.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </div>
        </section>
      </div>
      {/* The tabs wrap onto more lines rather than scroll out of view: every one is visible at 390 px too (issue 45 item 6). */}
      <nav aria-label="Admin sections" className="mt-8 border-b border-gray-200 pb-3">
        <ul className="flex flex-wrap gap-2">
          {ADMIN_TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                aria-current={isIndex && tab.to === "/admin/users" ? "page" : undefined}
                className={({ isActive }) =>
                  `inline-block rounded-full border px-3 py-1.5 text-sm font-semibold ${
                    isActive || (isIndex && tab.to === "/admin/users")
                      ? "border-brand-600 bg-brand-50 text-brand-700"
                      : "border-gray-200 text-gray-600 hover:border-gray-300 hover:text-gray-900"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
