/** Every text of an empty search's way out (issue 48 item 2), tested for its exact wording. */
import type { StatusOption } from "./search-options";

const providers = (count: number) => (count === 1 ? "1 provider" : `${count.toLocaleString("en-US")} providers`);

const STATUS_WORDS: Record<StatusOption, string> = {
  verified: "verified",
  featured: "featured",
  premium: "Premium",
  new: "new (no reviews yet)",
};

export const DEAD_END_TEXTS = {
  none: "No providers found",
  withinMiles: (miles: number, place: string) => `within ${miles} miles of ${place}`,
  inPlace: (place: string) => `in ${place}`,
  under: (price: string) => `under ${price}`,
  rated: (rating: number) => `rated ${rating}+`,
  status: (status: StatusOption) => STATUS_WORDS[status],
  boardCertified: "board certified in their specialty",
  credentialsChecked: "with checked credentials",
  matching: (q: string) => `matching "${q}"`,
  /**
   * "No Botox providers under $400 per area within 25 miles of 90210 (Beverly Hills, CA)": every
   * filter in use, the procedure and type before "providers", the rest after it.
   */
  title: (w: {
    procedure?: string;
    type?: string;
    place?: string;
    budget?: string;
    rating?: string;
    status?: string;
    certification?: string;
    credentials?: string;
    q?: string;
  }) => {
    const before = [w.status, w.procedure].filter(Boolean).join(" ");
    const after = [w.type && `of type ${w.type}`, w.budget, w.rating, w.certification, w.credentials, w.q, w.place]
      .filter(Boolean)
      .join(" ");
    return `No ${before ? `${before} ` : ""}providers${after ? ` ${after}` : ""}`;
  },
  /** Which filters, left out alone, find providers. */
  emptiedBy: (filters: string[]) =>
    filters.length === 1
      ? `The filter that emptied the list: ${filters[0]}.`
      : `Each of these filters emptied the list: ${filters.join("; ")}.`,
  nothingAlone: "No single filter emptied the list: try clearing several.",
  nearestHeading: (procedure: string) => `The nearest ${procedure} providers`,
  seeAllOffering: (procedure: string) => `See every ${procedure} provider`,
  widerRadius: (miles: number, count: number) => `Search within ${miles} miles: ${providers(count)}`,
  /** Left out the procedure: with no budget in use, every one found does not list it. */
  withoutProcedure: (procedure: string, count: number, place: string | undefined, budget: boolean) =>
    budget
      ? `Any procedure${place ? ` ${place}` : ""}: ${providers(count)}`
      : `Providers${place ? ` ${place}` : ""} that do not list ${procedure}: ${providers(count)}`,
  withoutFilter: (filter: string, count: number) => `Without "${filter}": ${providers(count)}`,
  withoutPlace: (place: string, count: number) => `Anywhere, not only ${place}: ${providers(count)}`,
} as const;
