/**
 * What patients reported paying (issue 36 item 1, decision 046): from visible reviews that name a
 * procedure and an amount (USD), the median and the middle half (25th to 75th percentile) with the
 * count, per procedure, nationally, by the provider's state and at one provider. Computed in D1 from
 * migration 0019's partial indexes: counts per scope, then each percentile read at its offset in the
 * scope's index range (amounts in order); JavaScript receives only counts and three numbers per
 * scope. A scope's figures show once it has REPORTS_NEEDED reports; below that the pages show the
 * curated typical range, labelled as TruSelf's estimate. Reports above their procedure's plausible
 * ceiling (app/reviews/amount-bounds.ts; issue 43 finding 6) are trimmed from every count and
 * percentile: the form refuses them now, and rows stored before never reach a median.
 */
import { d1 } from "~/db/client.server";
import type { Procedure } from "~/directory/procedures";
import { PROCEDURES } from "~/directory/procedures";
import type { ProcedureSlug } from "~/directory/procedure-names";
import { US_STATES } from "~/lib/us-states";
import { canonicalText, conversionNote, notComparable, reportsUnitNote, type CanonicalPrice } from "./price-units";
import { findProcedureByName } from "~/directory/procedure-links";
import { AMOUNT_CEILINGS, amountCeiling } from "~/reviews/amount-bounds";
import { AMOUNT_PAID_MAX } from "~/reviews/review-schemas";
import {
  REPORTS_NEEDED,
  type PriceFigure,
  type ProcedurePrices,
  type ProviderPriceRow,
  type ReportedFigure,
  type StateFigure,
} from "./reported-prices";

/** A listing's state as written ("TX", "tx", "Texas") as its postal code, as migration 0019's view maps it. */
export function stateCodeOf(state: string | null | undefined): string | null {
  const word = state?.trim().toLowerCase();
  return US_STATES.find((s) => s.name.toLowerCase() === word || s.code.toLowerCase() === word)?.code ?? null;
}

function stateName(code: string): string {
  return US_STATES.find((s) => s.code === code)?.name ?? code;
}

/** The reports that count: visible reviews with an amount in USD (the condition of 0019's partial indexes). */
const REPORTS = `status = 'visible' AND amount_paid IS NOT NULL AND currency = 'USD'`;

/** One procedure's ceiling as a number in the SQL (a whole number from our own table, never input). */
function ceilingOf(procedure: string): number {
  const ceiling = amountCeiling(procedure) ?? AMOUNT_PAID_MAX;
  if (!Number.isInteger(ceiling)) throw new Error(`Not a ceiling: ${ceiling}`);
  return ceiling;
}

/** Each row's own procedure's ceiling, for statements over several procedures; names are bound. */
function plausible(param: (value: string) => string): string {
  const cases = [...AMOUNT_CEILINGS.keys()].map((name) => `WHEN ${param(name)} THEN ${ceilingOf(name)}`);
  return `amount_paid <= CASE procedure ${cases.join(" ")} ELSE ${AMOUNT_PAID_MAX} END`;
}

/** A set of reports: one procedure, nationally, in one state, or at one provider. */
type Scope = { procedure: string; state?: string; providerId?: string };

/** Binds each distinct value once, by number (?1, ?2, ...): a page's fifty-odd scopes share one procedure. */
function parameters() {
  const values: string[] = [];
  const param = (value: string) => {
    const index = values.includes(value) ? values.indexOf(value) : values.push(value) - 1;
    return `?${index + 1}`;
  };
  return { values, param };
}

function scopeWhere(scope: Scope, param: (value: string) => string): { from: string; where: string } {
  // A provider's few reviews through its own index, not the procedure's thousands.
  if (scope.providerId)
    return {
      from: "reviews INDEXED BY reviews_provider_created_idx",
      where: `provider_id = ${param(scope.providerId)} AND procedure = ${param(scope.procedure)} AND ${REPORTS} AND amount_paid <= ${ceilingOf(scope.procedure)}`,
    };
  const inState = scope.state ? ` AND provider_state = ${param(scope.state)}` : "";
  return {
    from: "reviews",
    where: `procedure = ${param(scope.procedure)}${inState} AND ${REPORTS} AND amount_paid <= ${ceilingOf(scope.procedure)}`,
  };
}

export const QUARTILES = [0.25, 0.5, 0.75] as const;

/** D1 returns at most 100 columns per row (and joins at most 5 SELECTs by UNION): 33 scopes' quartiles per statement. */
const SCOPES_PER_STATEMENT = Math.floor(100 / QUARTILES.length);

/**
 * One statement: a column per quartile of each scope, whose counts are known. Each percentile p is
 * the value at position p·(n−1) of the scope's amounts in ascending order, between the two nearest
 * reports when it falls between them (so an even count's median is the mean of the middle two): two
 * index entries read at that offset of the scope's index range, already in order, so no sort and no
 * review row. Offsets and fractions are numbers computed here from the counts; every text is bound.
 */
function quartilesStatement(scopes: (Scope & { n: number })[]): D1PreparedStatement {
  const { values, param } = parameters();
  const columns = scopes.flatMap((scope, k) => {
    if (!Number.isInteger(scope.n) || scope.n < 1) throw new Error(`Not a count: ${scope.n}`);
    const { from, where } = scopeWhere(scope, param);
    return QUARTILES.map((p, i) => {
      const position = p * (scope.n - 1);
      const below = Math.floor(position);
      const sql = `SELECT min(v) + ${position - below} * (max(v) - min(v)) FROM (SELECT amount_paid AS v FROM ${from} WHERE ${where} ORDER BY amount_paid LIMIT 2 OFFSET ${below})`;
      return `(${sql}) AS c${k * QUARTILES.length + i}`;
    });
  });
  return d1()
    .prepare(`SELECT ${columns.join(", ")}`)
    .bind(...values);
}

/** The figures of scopes whose counts are known, in one round trip (one statement for up to 33 scopes). */
async function figuresOf(scopes: (Scope & { n: number })[]): Promise<PriceFigure[]> {
  const chunks: (Scope & { n: number })[][] = [];
  for (let i = 0; i < scopes.length; i += SCOPES_PER_STATEMENT) chunks.push(scopes.slice(i, i + SCOPES_PER_STATEMENT));
  if (chunks.length === 0) return [];
  const results = await d1().batch<Record<string, number>>(chunks.map(quartilesStatement));
  return chunks.flatMap((chunk, c) => {
    const row = results[c]!.results[0]!;
    return chunk.map((scope, k) => {
      const [low, median, high] = QUARTILES.map((_, i) => row[`c${k * QUARTILES.length + i}`]!);
      return { count: scope.n, low: low!, median: median!, high: high! };
    });
  });
}

/** A procedure page's figures: national, and every state with enough reports (the rest counted together). */
export async function procedurePrices(procedure: Procedure): Promise<ProcedurePrices> {
  // Counts per state (NULL: not a US state) from the state index alone; their sum is the national count.
  const { results: counts } = await d1()
    .prepare(
      `SELECT provider_state AS state, count(*) AS n FROM reviews WHERE procedure = ? AND ${REPORTS} AND amount_paid <= ${ceilingOf(procedure.name)} GROUP BY provider_state`,
    )
    .bind(procedure.name)
    .all<{ state: string | null; n: number }>();
  const reports = counts.reduce((sum, row) => sum + row.n, 0);
  const shownStates = counts.filter((row): row is { state: string; n: number } => row.state !== null && row.n >= REPORTS_NEEDED);
  const estimate = procedure.priceRange;
  if (reports < REPORTS_NEEDED) return { national: null, reports, states: [], otherReports: 0, estimate };
  const [national, ...byState] = await figuresOf([
    { procedure: procedure.name, n: reports },
    ...shownStates.map((row) => ({ procedure: procedure.name, state: row.state, n: row.n })),
  ]);
  const states: StateFigure[] = shownStates
    .map((row, i) => ({ code: row.state, name: stateName(row.state), ...byState[i]! }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { national: national!, reports, states, otherReports: reports - states.reduce((sum, s) => sum + s.count, 0), estimate };
}

/** A provider's prices in their procedures' canonical units (migration 0030's provider_prices, kept by triggers). */
async function pricesInUnit(providerId: string): Promise<Map<string, CanonicalPrice>> {
  const { results } = await d1()
    .prepare("SELECT procedure, amount, listed, unit FROM provider_prices WHERE provider_id = ?")
    .bind(providerId)
    .all<CanonicalPrice & { procedure: string }>();
  return new Map(results.map(({ procedure, ...price }) => [procedure, price]));
}

const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/** The catalogue procedures a provider lists prices for or names in its specialties, in that order. */
function offeredProcedures(provider: { pricing: Record<string, string>; specialties: string[] }): Procedure[] {
  const names = [...Object.keys(provider.pricing), ...provider.specialties];
  return [...new Set(names.map(findProcedureByName).filter((p): p is Procedure => Boolean(p)))];
}

type Counts = Map<string, number>;

function countsBy(rows: { procedure: string; n: number }[]): Counts {
  return new Map(rows.map((r) => [r.procedure, r.n]));
}

/** Reports per procedure at this provider (its few reviews, through its own index). */
async function countsHere(providerId: string): Promise<Counts> {
  const { values, param } = parameters();
  const provider = param(providerId);
  const { results } = await d1()
    .prepare(
      `SELECT procedure, count(*) AS n FROM reviews INDEXED BY reviews_provider_created_idx WHERE provider_id = ${provider} AND procedure IS NOT NULL AND ${REPORTS} AND ${plausible(param)} GROUP BY procedure`,
    )
    .bind(...values)
    .all<{ procedure: string; n: number }>();
  return countsBy(results);
}

/** Reports per procedure, in one state or (null) nationally, from the indexes alone. */
async function countsOf(procedures: string[], state: string | null): Promise<Counts> {
  if (procedures.length === 0) return new Map();
  const { values, param } = parameters();
  const list = procedures.map(param).join(", ");
  const inState = state ? ` AND provider_state = ${param(state)}` : "";
  const { results } = await d1()
    .prepare(
      `SELECT procedure, count(*) AS n FROM reviews WHERE procedure IN (${list})${inState} AND ${REPORTS} AND ${plausible(param)} GROUP BY procedure`,
    )
    .bind(...values)
    .all<{ procedure: string; n: number }>();
  return countsBy(results);
}

const enough = (counts: Counts, procedure: string) => (counts.get(procedure) ?? 0) >= REPORTS_NEEDED;

/**
 * A profile's rows: per procedure the provider offers (its listed prices, then its specialties) or
 * has 5 reports for, the narrowest scope with enough reports (this provider, its state, the
 * country), else the estimate; beside it the price the practice lists for it, if any. Listed prices
 * that name no catalogue procedure follow on their own. Counting is done widest last and only for
 * what is still without figures: the national counts are the dear ones (every report of the
 * procedure in the index).
 */
export async function providerPrices(provider: {
  id: string;
  state: string | null;
  pricing: Record<string, string>;
  specialties: string[];
}): Promise<ProviderPriceRow[]> {
  const state = stateCodeOf(provider.state);
  const offered = offeredProcedures(provider);
  const [here, inState, inUnit] = await Promise.all([
    countsHere(provider.id),
    countsOf(
      offered.map((p) => p.name),
      state,
    ),
    pricesInUnit(provider.id),
  ]);
  const procedures = [...new Set([...offered, ...PROCEDURES.filter((p) => enough(here, p.name))])];
  const national = await countsOf(
    procedures.filter((p) => !enough(here, p.name) && !enough(inState, p.name)).map((p) => p.name),
    null,
  );
  const chosen = procedures.map((procedure) => {
    const name = procedure.name;
    if (enough(here, name)) return { procedure: name, providerId: provider.id, n: here.get(name)!, kind: "provider" as const };
    if (state && enough(inState, name)) return { procedure: name, state, n: inState.get(name)!, kind: "state" as const };
    if (enough(national, name)) return { procedure: name, n: national.get(name)!, kind: "national" as const };
    return null;
  });
  const figures = await figuresOf(chosen.filter((c) => c !== null));
  let next = 0;
  const listed = Object.entries(provider.pricing);
  const procedureRows: ProviderPriceRow[] = procedures.map((procedure, i) => {
    const scope = chosen[i];
    const figure = scope ? figures[next++]! : null;
    const reported: ReportedFigure | null =
      scope && figure
        ? scope.kind === "state"
          ? { scope: "state", state: stateName(scope.state), ...figure }
          : { scope: scope.kind, ...figure }
        : null;
    const entry = listed.find(([service]) => findProcedureByName(service) === procedure);
    const slug = procedure.slug as ProcedureSlug;
    const converted = inUnit.get(slug);
    const reportsNote = reported ? reportsUnitNote(slug) : undefined;
    return {
      service: entry?.[0] ?? procedure.name,
      procedure: procedure.name,
      listed: entry?.[1] ?? null,
      reported,
      estimate: reported ? null : procedure.priceRange,
      ...(converted
        ? { inUnit: { text: canonicalText(slug, converted.amount), ...optional("note", conversionNote(slug, converted)) } }
        : entry?.[1].includes("$") && { inUnit: { text: null, note: notComparable(slug, entry[1]) } }),
      ...(reportsNote && { reportsNote }),
    };
  });
  const unmatched = listed
    .filter(([service]) => !procedureRows.some((row) => row.service === service))
    .map(([service, price]) => ({ service, procedure: null, listed: price, reported: null, estimate: null }));
  return [...procedureRows, ...unmatched];
}
