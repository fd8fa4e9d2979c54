import { Link } from "react-router";
import { COMPARE_TEXTS } from "~/compare/compare-ids";
import { changeCompareList, compareLoader } from "~/compare/compare-route.server";
import { compareCookieHeader } from "~/compare/compare-list.server";
import { COMPARE_FAILED, CompareSchema } from "~/compare/compare-schema";
import { fail, formAction, succeed } from "~/http/action.server";
import { CompareTable } from "~/compare/compare-table";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/compare";

/** /compare?ids=a,b,c[&procedure=botox][&place=90210] (issue 48 item 4); POST: the compare list's toggles. */
export const loader = ({ request }: Route.LoaderArgs) => compareLoader(request);
export const action = formAction({
  who: "anyone",
  demo: "allow",
  schema: CompareSchema,
  unexpected: COMPARE_FAILED,
  back: () => "/compare",
  async run({ request, value }) {
    const change = await changeCompareList(request, value);
    if (!change.ok) return fail(change.status, change.message, "id");
    return succeed({
      toast: { title: "Compare", description: change.message, type: "success" },
      ...(change.changed && { headers: { "Set-Cookie": await compareCookieHeader(change.ids) } }),
      extra: { compareIds: change.ids },
    });
  },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ matches, title: COMPARE_TEXTS.title, description: "Compare up to 4 providers side by side.", path: "/compare", noindex: true });

export default function Compare({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{COMPARE_TEXTS.title}</h1>
      <CompareTable {...loaderData} />
      <p className="mt-8">
        <Link to="/find-doctors" className="font-semibold text-brand-700 hover:underline">
          Back to Find Doctors
        </Link>
      </p>
    </main>
  );
}
