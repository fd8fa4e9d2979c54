/**
 * /compare's loader and action (issue 48 item 4), kept out of the route module. The page shows the
 * ids of its link (shareable), else the patient's compare list; `procedure` adds the price rows and
 * `place` the distance row. The action is the compare list's one form through the action pipeline.
 */
import { data } from "react-router";
import type { ProcedureSlug } from "~/directory/procedure-names";
import { PROCEDURES } from "~/directory/procedures";
import { procedureSlugOf } from "~/directory/search-params";
import { parseSearchPlace } from "~/geo/places.server";
import { fail, formAction, succeed } from "~/http/action.server";
import { COMPARE_TEXTS, MAX_COMPARE, parseCompareIds } from "./compare-ids";
import { compareCookieHeader, compareIdsFrom } from "./compare-list.server";
import { COMPARE_FAILED, CompareSchema } from "./compare-schema";
import { comparePage, namesOf } from "./compare.server";

/** A procedure as a link may name it: its slug, its name or the text it matches ("botox", "Botox"). */
export function procedureParam(value: string | null): ProcedureSlug | undefined {
  if (!value) return undefined;
  const lower = value.trim().toLowerCase();
  const bySlugOrName = PROCEDURES.find((p) => p.slug === lower || p.name.toLowerCase() === lower)?.slug;
  return (bySlugOrName ?? procedureSlugOf(lower)) as ProcedureSlug | undefined;
}

export async function compareLoader(request: Request) {
  const url = new URL(request.url);
  const fromLink = url.searchParams.has("ids");
  const ids = fromLink ? parseCompareIds(url.searchParams.get("ids")) : await compareIdsFrom(request);
  const procedure = procedureParam(url.searchParams.get("procedure"));
  const placeText = url.searchParams.get("place")?.trim().slice(0, 100);
  const place = placeText ? await parseSearchPlace(placeText) : undefined;
  const page = await comparePage(ids, { procedure, origin: place?.ok ? place.place : undefined });
  return data(
    {
      ...page,
      ids: ids.slice(0, MAX_COMPARE),
      place: place?.ok ? place.place.label : null,
      placeMessage: place && !place.ok ? place.message : null,
      procedures: PROCEDURES.map((p) => ({ slug: p.slug, name: p.name })),
    },
    // The patient's own list (or a link's): never the shared cache's.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const compareAction = formAction({
  who: "anyone",
  demo: "allow",
  schema: CompareSchema,
  unexpected: COMPARE_FAILED,
  back: () => "/compare",
  async run({ request, value: { intent, id } }) {
    const list = await compareIdsFrom(request);
    if (intent === "clear") {
      return succeed({
        toast: { title: "Compare", description: COMPARE_TEXTS.cleared, type: "success" },
        headers: { "Set-Cookie": await compareCookieHeader([]) },
      });
    }
    const name = (await namesOf([id!])).get(id!);
    if (!name) return fail(400, COMPARE_TEXTS.unknownId, "id");
    if (intent === "remove") {
      const next = list.filter((x) => x !== id);
      return succeed({
        toast: { title: "Compare", description: COMPARE_TEXTS.removed(name), type: "success" },
        headers: { "Set-Cookie": await compareCookieHeader(next) },
        extra: { compareIds: next },
      });
    }
    if (list.includes(id!)) return succeed({ toast: { title: "Compare", description: COMPARE_TEXTS.added(name), type: "success" } });
    if (list.length >= MAX_COMPARE) return fail(409, COMPARE_TEXTS.limit, "id");
    const next = [...list, id!];
    return succeed({
      toast: { title: "Compare", description: COMPARE_TEXTS.added(name), type: "success" },
      headers: { "Set-Cookie": await compareCookieHeader(next) },
      extra: { compareIds: next },
    });
  },
});

/** The compare list with the names of its providers, for the toggles and the tray of a page. */
export async function compareListFor(request: Request): Promise<{ ids: string[]; chosen: { id: string; name: string }[] }> {
  const ids = await compareIdsFrom(request);
  const names = await namesOf(ids);
  return { ids, chosen: ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])) };
}
