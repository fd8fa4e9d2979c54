/**
 * The sample directory's reviews (issue 35): each provider's own mix of stars, procedures, Worth It
 * answers, some costs and months of treatment, and texts drawn from a pool, so no two profiles read
 * alike. Deterministic: a small seeded generator per provider, so `npm start` gives the same
 * directory every time. The stars keep the provider's listed average (ratingsFor).
 */
import { PROCEDURE_NAMES } from "../../app/directory/procedure-names.ts";
import { PROCEDURES } from "../../app/directory/procedures.ts";
import type { WorthIt } from "../../app/db/schema.ts";

/** mulberry32: a tiny, well-spread 32-bit generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/**
 * Star ratings whose average is as close as possible to `target` (the seeded provider's rating),
 * so that stored reviews, rating and review count agree from the start; with `random`, some pairs
 * of equal stars are spread (4+4 as 5+3, 3+3 as 4+2), which keeps the sum and so the average.
 */
export function ratingsFor(target: number, count: number, random?: () => number): number[] {
  let ratings: number[];
  if (target >= 4) {
    const fives = Math.max(0, Math.min(count, Math.round((target - 4) * count)));
    ratings = [...Array<number>(fives).fill(5), ...Array<number>(count - fives).fill(4)];
  } else {
    const threes = Math.max(0, Math.min(count, Math.round((4 - target) * count)));
    ratings = [...Array<number>(count - threes).fill(4), ...Array<number>(threes).fill(3)];
  }
  if (!random) return ratings;
  // Now and then three 4s as 5, 5 and 2: the one let-down a busy practice has.
  const fours = ratings.filter((r) => r === 4).length;
  if (fours >= 3 && random() < 0.5) {
    const first = ratings.indexOf(4);
    ratings.splice(first, 3, 5, 5, 2);
  }
  for (let k = 0; k + 1 < ratings.length; k += 2) {
    const [a, b] = [ratings[k], ratings[k + 1]];
    if (a === b && a !== undefined && a >= 3 && a <= 4 && random() < 0.55) {
      ratings[k] = a + 1;
      ratings[k + 1] = a - 1;
    }
  }
  // Spread through the list rather than sorted by stars.
  for (let k = ratings.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [ratings[k], ratings[j]] = [ratings[j] as number, ratings[k] as number];
  }
  return ratings;
}

const TEXTS: Record<"great" | "good" | "mixed" | "poor", readonly (readonly [string, string])[]> = {
  great: [
    [
      "Life-changing results",
      "Everything was explained clearly at the consultation, including the full price. Recovery went as described and my {procedure} looks natural.",
    ],
    [
      "Honest and caring",
      "I never felt rushed. They told me which treatment I did not need, which is why I trust them with my {procedure}.",
    ],
    ["Worth every penny", "Natural results and a team that answered every question before and after."],
    [
      "Could not be happier",
      "Six weeks after my {procedure} friends say I look rested, not 'done'. The nurse called twice in the first week to check on me.",
    ],
    [
      "Calm, clean and precise",
      "The practice runs on time, the aftercare sheet was clear and the result matches the plan we drew up together.",
    ],
    [
      "Exactly what I asked for",
      "I brought photos of what I wanted and what I did not. They listened, and the {procedure} result is subtle.",
    ],
    ["Best decision this year", "Swelling went down faster than I expected and the follow-up visits were free."],
  ],
  good: [
    ["Great experience overall", "The staff were kind and follow-up was quick. Waiting time at the second visit was a bit long."],
    ["Highly recommend", "Professional, clean practice and clear aftercare instructions. I would come back."],
    ["Good result, pricey", "Happy with my {procedure}, though the final bill was above the first estimate because of the anesthesia fee."],
    ["Solid and professional", "Nothing flashy, just careful work. Booking took a few weeks."],
    ["Pleased so far", "Still healing, but the early result is good and every question got an answer within a day."],
  ],
  mixed: [
    ["Good results, slow follow-up", "The outcome is what I hoped for, but getting answers after the procedure took several calls."],
    ["Mixed feelings", "The {procedure} itself went fine, but I felt like a number at the front desk and the parking is a pain."],
    ["Okay, not amazing", "Results are subtle, maybe too subtle for the price. Staff were friendly."],
    ["Took a touch-up", "I needed a second session to even things out; they did it at no charge, which I appreciated."],
  ],
  poor: [
    ["Not what I expected", "The result is uneven and I waited two weeks for a follow-up appointment."],
    ["Communication let me down", "The doctor was skilled but nobody told me about the extra fees until the day of my {procedure}."],
    ["Would not go back", "Long waits, rushed consultation and I am still not happy with the result three months on."],
  ],
};

const WORTH_IT_BY_STARS: Record<number, readonly (WorthIt | null)[]> = {
  5: ["worth_it", "worth_it", "worth_it", "worth_it", "not_sure", null],
  4: ["worth_it", "worth_it", "not_sure", "worth_it", null],
  3: ["not_sure", "not_sure", "not_worth_it", "worth_it", null],
  2: ["not_worth_it", "not_worth_it", "not_sure", null],
  1: ["not_worth_it"],
};

/**
 * A sample amount paid for a procedure: around its curated typical range (app/directory/procedures.ts,
 * from 15% under to 15% over), to the nearest $50 from $1,000 and $10 below. Sample data, written
 * only into local databases (`npm run db:seed`); a deployed database is never seeded (decision 046).
 */
export function samplePaid(random: () => number, slug: string): number {
  const range = PROCEDURES.find((p) => p.slug === slug)?.priceRange ?? "";
  const [low = 0, high = low] = [...range.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replaceAll(",", "")));
  const dollars = low * 0.85 + random() * (high * 1.15 - low * 0.85);
  const step = dollars < 1000 ? 10 : 50;
  return Math.round(dollars / step) * step;
}

export type SeedReviewFields = {
  rating: number;
  title: string;
  content: string;
  procedure: string;
  worthIt: WorthIt | null;
  amountPaid: number | null;
  treatmentMonth: string | null;
};

/** The procedures of the catalogue a provider's specialties name (all of them when none match). */
function proceduresOf(specialties: readonly string[]) {
  const lower = specialties.map((s) => s.toLowerCase());
  const matching = PROCEDURE_NAMES.filter((p) => lower.some((s) => s.includes(p.match.toLowerCase()) || p.match.toLowerCase().includes(s)));
  return matching.length ? matching : PROCEDURE_NAMES;
}

/**
 * One sample review's fields; `writtenAt` is when it was posted (the treatment came before);
 * `usedTitles` (the provider's texts so far) keeps one profile from repeating a text while the pool lasts.
 */
export function seedReview(
  random: () => number,
  rating: number,
  specialties: readonly string[],
  writtenAt: number,
  usedTitles: Set<string>,
): SeedReviewFields {
  const procedure = pick(random, proceduresOf(specialties));
  const band = rating >= 5 ? "great" : rating === 4 ? "good" : rating === 3 ? "mixed" : "poor";
  const fresh = TEXTS[band].filter(([t]) => !usedTitles.has(t));
  const [title, text] = pick(random, fresh.length ? fresh : TEXTS[band]);
  usedTitles.add(title);
  const paid = random() < 0.6 ? samplePaid(random, procedure.slug) : null;
  const treated = new Date(writtenAt - Math.floor(random() * 180) * 86_400_000);
  return {
    rating,
    title,
    content: text.replaceAll("{procedure}", procedure.name.replace(/ \(.*\)$/, "").toLowerCase()),
    procedure: procedure.name,
    worthIt: pick(random, WORTH_IT_BY_STARS[rating] ?? [null]),
    amountPaid: paid,
    treatmentMonth: random() < 0.7 ? treated.toISOString().slice(0, 7) : null,
  };
}

/** The provider's stored Worth It figures from its reviews (as the app's recount computes them). */
export function worthItFigures(reviews: readonly { worthIt: WorthIt | null }[]): { worthItPercent: number | null; worthItCount: number } {
  const answered = reviews.filter((r) => r.worthIt !== null);
  if (answered.length === 0) return { worthItPercent: null, worthItCount: 0 };
  const yes = answered.filter((r) => r.worthIt === "worth_it").length;
  return { worthItPercent: Math.round((100 * yes) / answered.length), worthItCount: answered.length };
}
