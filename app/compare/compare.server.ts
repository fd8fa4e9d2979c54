/**
 * The compare page's columns (issue 48 item 4): up to 4 providers side by side, each row from the
 * domain that owns it: distance (app/geo), rating and verified share (app/reviews), Worth It, what
 * patients paid and the practice's price for the chosen procedure in its canonical unit
 * (app/procedures), credentials and board (app/credentials, app/directory), years in practice,
 * reply time (app/practice), the next free appointment (app/booking's slots), before-and-after sets
 * (app/gallery), languages. Unknown ids are counted, never a crash.
 */
import { appointmentTypesOf, openSlots } from "~/booking/availability.server";
import { credentialLabel } from "~/credentials/credentials-view";
import { NOTHING_SUBMITTED_PUBLIC, SUBMITTED_FOR_CHECKING } from "~/credentials/messages";
import { d1 } from "~/db/client.server";
import { specialtyBoard } from "~/directory/boards";
import type { ProcedureSlug } from "~/directory/procedure-names";
import { PROCEDURES } from "~/directory/procedures";
import { CARD_COLUMNS, textList, textMap, toCard, withPrices, type CardRow } from "~/directory/search.server";
import { distanceMiles, type GeoPoint } from "~/geo/distance";
import { responseTimeOf } from "~/practice/consultations.server";
import { providerPrices } from "~/procedures/reported-prices.server";
import { reportedLine } from "~/procedures/price-messages";
import { reportsUnitNote } from "~/procedures/price-units";
import { verifiedReviewCounts } from "~/reviews/reviews.server";
import { MAX_COMPARE } from "./compare-ids";

/** How far ahead the next free appointment is looked for. */
const SLOT_DAYS = 60;

export type CompareColumn = {
  id: string;
  name: string;
  location: string;
  distanceMiles: number | null;
  rating: number;
  reviewCount: number;
  verifiedCount: number;
  worthIt: { percent: number; count: number } | null;
  /** The practice's price for the chosen procedure, in its canonical unit, or why there is none. */
  price: { text: string | null; note?: string } | null;
  /** What patients paid, its scope and count, or the curated estimate. */
  paid: { text: string; note?: string } | null;
  credential: string;
  board: string | null;
  years: number | null;
  replyTime: string | null;
  /** An ISO instant, "request" (takes consultation requests, no online booking) or null. */
  nextAppointment: { startsAt: string; timeZone: string } | "request" | null;
  beforeAfterSets: number;
  /** The languages the practice consults in; null while it has not said. */
  languages: string[] | null;
};

export type ComparePage = {
  columns: CompareColumn[];
  /** How many ids of the link name no provider. */
  unknown: number;
  /** More than MAX_COMPARE ids were given (the first are shown). */
  tooMany: number | null;
  procedure: { slug: ProcedureSlug; name: string } | null;
};

type Row = CardRow & {
  years_experience: number | null;
  state: string | null;
  pricing: string;
  accepts_requests: number;
  time_zone: string | null;
  published_sets: number;
  languages: string | null;
};

async function nextAppointment(
  providerId: string,
  acceptsRequests: boolean,
  timeZone: string | null,
): Promise<CompareColumn["nextAppointment"]> {
  if (timeZone) {
    const now = Date.now();
    const types = await appointmentTypesOf(providerId);
    const firsts = await Promise.all(types.map((t) => openSlots(providerId, t.id, now, SLOT_DAYS, 1)));
    const earliest = firsts
      .flat()
      .map((slot) => slot.startsAt)
      .sort((a, b) => a - b)[0];
    if (earliest !== undefined) return { startsAt: new Date(earliest).toISOString(), timeZone };
  }
  return acceptsRequests ? "request" : null;
}

/** What patients paid for the procedure at the narrowest scope with enough reports, else the estimate. */
async function paidFor(row: Row, slug: ProcedureSlug): Promise<CompareColumn["paid"]> {
  const procedure = PROCEDURES.find((p) => p.slug === slug)!;
  // Only the chosen procedure (its listed price, if any, and its name), so only its reports are counted.
  const match = procedure.match.toLowerCase();
  const listed = Object.entries(textMap(row.pricing)).filter(([service]) => service.toLowerCase().includes(match));
  const rows = await providerPrices({ id: row.id, state: row.state, pricing: Object.fromEntries(listed), specialties: [procedure.name] });
  const found = rows.find((r) => r.procedure === procedure.name);
  const note = reportsUnitNote(slug);
  if (found?.reported) return { text: reportedLine(found.reported), ...(note && { note }) };
  return { text: `Typical range (TruSelf estimate): ${procedure.priceRange}` };
}

export async function comparePage(ids: string[], options: { procedure?: ProcedureSlug; origin?: GeoPoint } = {}): Promise<ComparePage> {
  const shown = ids.slice(0, MAX_COMPARE);
  const procedure = options.procedure ? PROCEDURES.find((p) => p.slug === options.procedure) : undefined;
  const { results } = shown.length
    ? await d1()
        .prepare(
          `SELECT ${CARD_COLUMNS}, p.years_experience, p.state, p.pricing, p.accepts_requests, p.languages, (SELECT b.time_zone FROM booking_settings b WHERE b.provider_id = p.id) AS time_zone, (SELECT count(*) FROM gallery_sets g WHERE g.provider_id = p.id AND g.status = 'published') AS published_sets FROM providers p WHERE p.id IN (${shown.map(() => "?").join(", ")})`,
        )
        .bind(...shown)
        .all<Row>()
    : { results: [] as Row[] };
  const byId = new Map(results.map((r) => [r.id, r]));
  const rows = shown.flatMap((id) => byId.get(id) ?? []);
  const cards = rows.map(toCard);
  const [priced, verified] = await Promise.all([
    procedure ? withPrices(cards, procedure.slug as ProcedureSlug) : cards,
    verifiedReviewCounts(rows.map((r) => r.id)),
  ]);
  const columns = await Promise.all(
    rows.map(async (row, i): Promise<CompareColumn> => {
      const card = priced[i]!;
      const [replyTime, next, paid] = await Promise.all([
        responseTimeOf(row.id),
        nextAppointment(row.id, row.accepts_requests === 1, row.time_zone),
        procedure ? paidFor(row, procedure.slug as ProcedureSlug) : Promise.resolve(null),
      ]);
      const board = specialtyBoard(row.type, [...textList(row.board_certifications), ...textList(row.certifications)]);
      return {
        id: row.id,
        name: row.name,
        location: row.location,
        distanceMiles:
          options.origin && row.latitude !== null && row.longitude !== null
            ? distanceMiles(options.origin, { latitude: row.latitude, longitude: row.longitude })
            : null,
        rating: row.rating,
        reviewCount: row.review_count,
        verifiedCount: verified.get(row.id) ?? 0,
        worthIt: card.worthIt ?? null,
        price: card.price ? { text: card.price.text, ...(card.price.note && { note: card.price.note }) } : null,
        paid,
        credential:
          credentialLabel(row.credential_status)?.text ??
          (row.credential_status === "unchecked" ? SUBMITTED_FOR_CHECKING : NOTHING_SUBMITTED_PUBLIC),
        board: board ?? null,
        years: row.years_experience,
        replyTime,
        nextAppointment: next,
        beforeAfterSets: row.published_sets,
        languages: row.languages === null ? null : textList(row.languages),
      };
    }),
  );
  return {
    columns,
    unknown: shown.length - rows.length,
    tooMany: ids.length > MAX_COMPARE ? ids.length : null,
    procedure: procedure ? { slug: procedure.slug as ProcedureSlug, name: procedure.name } : null,
  };
}

/** The names of the providers on a compare list that exist (the tray and the toggles' messages). */
export async function namesOf(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { results } = await d1()
    .prepare(`SELECT id, name FROM providers WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .all<{ id: string; name: string }>();
  return new Map(results.map((r) => [r.id, r.name]));
}
