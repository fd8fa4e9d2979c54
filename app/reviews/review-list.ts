/**
 * The provider page's review list controls (issue 35): filter by procedure and by verified patient,
 * sort newest, highest or lowest first. They live in the page's URL (?procedure=&verified=1&sort=),
 * so a plain GET form sets them without JavaScript and a link shares them; unknown values fall back.
 */
import { REVIEW_PROCEDURES } from "./review-schemas";

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

/** "87% say Worth It, 23 reviews": the share of reviews that answered Worth It, and the count behind it. */
export function worthItShareText(percent: number, count: number): string {
  return `${percent}% say Worth It, ${count} ${count === 1 ? "review" : "reviews"}`;
}
