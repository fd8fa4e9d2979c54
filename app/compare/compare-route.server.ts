/**
 * /compare's loader and action (issue 48 item 4), kept out of the route module. The page shows the
 * ids of its link (shareable), else the patient's compare list; `procedure` adds the price rows and
 * `place` the distance row. The route's action (the compare list's one form, through the action
 * pipeline) runs changeCompareList.
 */
import { data } from "react-router";
import type { ProcedureSlug } from "~/directory/procedure-names";
import { PROCEDURES } from "~/directory/procedures";
import { procedureSlugOf } from "~/directory/search-params";
import { parseSearchPlace } from "~/geo/places.server";
import { COMPARE_TEXTS, MAX_COMPARE, parseCompareIds } from "./compare-ids";
import { compareIdsFrom } from "./compare-list.server";
import type { CompareInput } from "./compare-schema";
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

/** The list after a post (issue 48 item 4): what the action's command does, apart from the pipeline. */
export type CompareChange = { ok: true; ids: string[]; message: string; changed: boolean } | { ok: false; status: number; message: string };

export async function changeCompareList(request: Request, value: CompareInput): Promise<CompareChange> {
  const list = await compareIdsFrom(request);
  if (value.intent === "clear") return { ok: true, ids: [], message: COMPARE_TEXTS.cleared, changed: true };
  const id = value.id!;
  const name = (await namesOf([id])).get(id);
  if (!name) return { ok: false, status: 400, message: COMPARE_TEXTS.unknownId };
  if (value.intent === "remove")
    return { ok: true, ids: list.filter((x) => x !== id), message: COMPARE_TEXTS.removed(name), changed: true };
  if (list.includes(id)) return { ok: true, ids: list, message: COMPARE_TEXTS.added(name), changed: false };
  if (list.length >= MAX_COMPARE) return { ok: false, status: 409, message: COMPARE_TEXTS.limit };
  return { ok: true, ids: [...list, id], message: COMPARE_TEXTS.added(name), changed: true };
}

/** The compare list with the names of its providers, for the toggles and the tray of a page. */
export async function compareListFor(request: Request): Promise<{ ids: string[]; chosen: { id: string; name: string }[] }> {
  const ids = await compareIdsFrom(request);
  const names = await namesOf(ids);
  return { ids, chosen: ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])) };
}
