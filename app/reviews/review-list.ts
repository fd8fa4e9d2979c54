/**
 * The provider page's review list controls (issue 35): filter by procedure and by verified patient,
 * sort newest, highest or lowest first. They live in the page's URL (?procedure=&verified=1&sort=),
 * so a plain GET form sets them without JavaScript and a link shares them; unknown values fall back.
 */
import { PROCEDURE_NAMES } from "~/directory/procedure-names";

// Kept apart from review-schemas.ts (zod): the profile's list and the cards need these, not the form's checks.
/** The procedures a review names: the consultation form's list (the directory's procedures), without its "Not sure yet". */
export const REVIEW_PROCEDURES: readonly string[] = PROCEDURE_NAMES.map((p) => p.name);

/** The same values as schema.ts's WORTH_IT_VALUES (kept here: the browser never loads the db schema), with their labels. */
export const WORTH_IT_CHOICES = ["worth_it", "not_sure", "not_worth_it"] as const;
export type WorthItChoice = (typeof WORTH_IT_CHOICES)[number];
export const WORTH_IT_LABELS: Record<WorthItChoice, string> = { worth_it: "Worth It", not_sure: "Not Sure", not_worth_it: "Not Worth It" };

export const REVIEW_SORTS = { newest: "Newest", highest: "Highest rated", lowest: "Lowest rated" } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
export type ReviewListQuery = { procedure?: string; verified?: boolean; sort: ReviewSort };

export function reviewListQuery(searchParams: URLSearchParams): ReviewListQuery {
  const procedure = searchParams.get("procedure") ?? "";
  const sort = searchParams.get("sort") ?? "";
  return {
    procedure: REVIEW_PROCEDURES.includes(procedure) ? procedure : undefined,
    verified: searchParams.get("verified") === "1",
    sort: Object.hasOwn(REVIEW_SORTS, sort) ? (sort as ReviewSort) : "newest",
  };
}

/** Whether the list is narrowed or reordered (the page then says so and offers to clear it). */
export function isDefaultListQuery(query: ReviewListQuery): boolean {
  return !query.procedure && !query.verified && query.sort === "newest";
}
