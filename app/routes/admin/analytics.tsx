import { AdminTab } from "~/admin/admin-ui";
import { dailyActivity } from "~/admin/analytics.server";
import { BarChart } from "~/admin/bar-chart";
import { requireRole } from "~/auth/guards.server";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [{ title: "Analytics | Admin Console | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return { series: await dailyActivity() };
}

/** Analytics: four daily series for 30 days, drawn as SVG on the server (no chart library in the browser). */
export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return (
    <AdminTab id="analytics-heading" title="Analytics">
      <p className="text-gray-600">Per day (UTC) over the last 30 days.</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {loaderData.series.map((s) => (
          <div key={s.key} className="min-w-0 rounded-2xl border border-gray-200 bg-white p-5" data-testid={`series-${s.key}`}>
            <h3 className="flex items-baseline justify-between gap-3 font-semibold">
              {s.label}
              <span className="text-sm font-normal text-gray-600" data-testid={`total-${s.key}`}>
                {s.total.toLocaleString("en-US")} in 30 days
              </span>
            </h3>
            <div className="mt-3">
              <BarChart id={s.key} label={s.label} points={s.points} />
            </div>
          </div>
        ))}
      </div>
    </AdminTab>
  );
}
