import { AdminTab } from "~/admin/admin-ui";
import { configuredSettings } from "~/admin/settings.server";
import { requireRole } from "~/auth/guards.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin Console | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return { sections: configuredSettings() };
}

/** Settings: the limits this deployment enforces, as configured in code (changing one is a code change). */
export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminTab id="settings-heading" title="Settings" className="max-w-4xl space-y-6">
      <p className="text-gray-600">
        The limits this deployment enforces. They are set in code (<code>app/lib/limits.ts</code> and the modules named in the
        documentation), so a change goes through review and a deploy.
      </p>
      {loaderData.sections.map((section) => (
        <div key={section.title} className="rounded-2xl border border-gray-200 bg-white">
          <h3 className="border-b border-gray-200 px-4 py-3 font-semibold">{section.title}</h3>
          <dl className="divide-y divide-gray-100 text-sm" data-testid={`settings-${section.title}`}>
            {section.rows.map((row) => (
              <div key={row.label} className="flex flex-col gap-1 px-4 py-2 sm:flex-row sm:justify-between">
                <dt className="text-gray-700">{row.label}</dt>
                <dd className="font-semibold text-gray-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </AdminTab>
  );
}
