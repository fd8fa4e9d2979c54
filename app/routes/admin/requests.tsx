import { Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { ADMIN_REQUESTS_EMPTY } from "~/practice/consultation-messages";
import { StatusBadge } from "~/practice/consultation-thread";
import { unclaimedListingRequests } from "~/practice/consultations.server";
import type { Route } from "./+types/requests";

export const meta: Route.MetaFunction = () => [{ title: "Requests | Admin Console | TruSelf" }, { name: "robots", content: "noindex" }];

/** The Requests tab (issue 34): consultation requests to listings nobody has claimed yet, for admins to pass on. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return { requests: await unclaimedListingRequests() };
}

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData;
  return (
    <section aria-labelledby="admin-requests-heading" className="mt-6">
      <h2 id="admin-requests-heading" className="text-xl font-semibold">
        Requests to practices that have not joined
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-gray-600">{ADMIN_REQUESTS_EMPTY}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white" data-testid="admin-requests">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 px-4 py-3 wrap-anywhere">
              <Link to={`/consultations/${r.id}`} className="min-w-0 flex-1 font-medium text-brand-700 hover:underline">
                {r.patientName} → {r.providerName} · {r.procedure}
              </Link>
              <StatusBadge status={r.status} />
              <span className="text-xs text-gray-500">
                {new Date(r.createdAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
