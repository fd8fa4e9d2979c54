/**
 * Retrieval is ours, whatever engine writes the answer: from the question and the turns before
 * it, the procedure (its facts from the knowledge base), the kind of question, a place that
 * exists in the directory, and the providers of D1 who offer that procedure there, verified first.
 */
import { d1 } from "~/db/client.server";
import { buildSearchQuery, CARD_COLUMNS, toCard, type CardRow } from "~/directory/search.server";
import { detectProcedure, detectTopic, isEmergency, type ProcedureFacts, type Topic } from "./knowledge";
import type { MentionedProvider } from "./chat-texts";

export type Turn = { role: "user" | "assistant"; text: string };
export type Place = { city: string; state: string | null };

export type Grounding = {
  question: string;
  topic: Topic;
  procedure?: ProcedureFacts;
  place?: Place;
  providers: MentionedProvider[];
  emergency: boolean;
  /** The procedure came from an earlier turn ("what about recovery?"). */
  followUp: boolean;
  /** No provider of the place offers the procedure: `providers` offer it elsewhere. */
  elsewhere: boolean;
};

export const MENTIONED_PROVIDERS_MAX = 3;
let placesCache: { version: string | null; places: Place[] } | undefined;

/**
 * The directory's cities (longest first, so "West Palm Beach" wins over "Palm Beach"), kept in
 * this isolate until the directory changes (directory_state's version, replaced by a trigger on
 * every provider write).
 */
async function knownPlaces(): Promise<Place[]> {
  const state = await d1().prepare("SELECT version FROM directory_state WHERE id = 1").first<{ version: string }>();
  const version = state?.version ?? null;
  if (placesCache && version !== null && placesCache.version === version) return placesCache.places;
  const { results } = await d1()
    .prepare("SELECT DISTINCT city, state FROM providers WHERE city IS NOT NULL AND city != '' LIMIT 5000")
    .all<{ city: string; state: string | null }>();
  const places = results.map((r) => ({ city: r.city, state: r.state })).sort((a, b) => b.city.length - a.city.length);
  placesCache = { version, places };
  return places;
}

function findPlace(text: string, places: Place[]): Place | undefined {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return places.find((p) => lower.includes(` ${p.city.toLowerCase()} `));
}

/** Providers offering the procedure (and in the place, when one is named), verified first, then best rated. */
export async function candidateProviders(procedure: ProcedureFacts | undefined, place: Place | undefined): Promise<MentionedProvider[]> {
  if (!procedure && !place) return [];
  const query = buildSearchQuery({
    procedure: procedure?.procedure.match,
    location: place?.city,
    sort: "rating",
    view: "grid",
    page: 1,
  });
  const { results } = await d1()
    .prepare(`SELECT ${CARD_COLUMNS} FROM ${query.from} ${query.where} ORDER BY p.is_verified DESC, ${query.orderBy} LIMIT ?`)
    .bind(...query.params, MENTIONED_PROVIDERS_MAX)
    .all<CardRow>();
  return results.map(toCard).map((c) => ({
    id: c.id,
    name: c.name,
    location: c.location,
    specialties: c.specialties,
    isVerified: c.isVerified,
  }));
}

/** What every engine is given: the facts it may use. `history` ends with the question. */
export async function ground(history: Turn[]): Promise<Grounding> {
  const question = history.at(-1)?.text ?? "";
  const earlier = history
    .slice(0, -1)
    .filter((t) => t.role === "user")
    .reverse();
  const places = await knownPlaces();
  let procedure = detectProcedure(question);
  const followUp = !procedure && earlier.some((t) => detectProcedure(t.text));
  if (!procedure) procedure = earlier.map((t) => detectProcedure(t.text)).find(Boolean);
  const place = findPlace(question, places) ?? earlier.map((t) => findPlace(t.text, places)).find(Boolean);
  const topic = detectTopic(question);
  let providers = procedure || place ? await candidateProviders(procedure, place) : [];
  const elsewhere = Boolean(procedure && place && providers.length === 0);
  if (elsewhere) providers = await candidateProviders(procedure, undefined);
  return { question, topic, procedure, place, providers, emergency: isEmergency(question), followUp, elsewhere };
}
