/** Reported prices as the pages receive them (issue 36 item 1, decision 046): plain data, no SQL. */

/** A scope's figures show once this many reports exist in it; fewer would say more about one patient than about a price. */
export const REPORTS_NEEDED = 5;

/** Exact dollars from D1; the pages round them (formatAmount). */
export type PriceFigure = { count: number; median: number; low: number; high: number };
export type StateFigure = PriceFigure & { code: string; name: string };

export type ProcedurePrices = {
  /** Null while fewer than REPORTS_NEEDED reports exist nationally. */
  national: PriceFigure | null;
  /** Every report of the procedure, shown or not. */
  reports: number;
  /** States with at least REPORTS_NEEDED reports, most reports first. */
  states: StateFigure[];
  /** Reports from states with fewer each (and from listings without a US state): in the national figure only. */
  otherReports: number;
  /** The curated typical range (app/directory/procedures.ts), TruSelf's estimate. */
  estimate: string;
};

export type ReportedFigure =
  (PriceFigure & { scope: "provider" }) | (PriceFigure & { scope: "state"; state: string }) | (PriceFigure & { scope: "national" });

export type ProviderPriceRow = {
  /** The practice's own service name when it lists one, else the catalogue name. */
  service: string;
  /** The catalogue procedure, or null for a listed service outside the catalogue. */
  procedure: string | null;
  /** "Listed by the practice": its pricing text for this service. */
  listed: string | null;
  reported: ReportedFigure | null;
  /** The typical range, when no scope has enough reports. */
  estimate: string | null;
  /**
   * The practice's price in the procedure's canonical unit (issue 48 item 3) with the conversion it
   * took, or (text null) why it cannot be compared; absent for a service outside the catalogue or
   * without a listed price.
   */
  inUnit?: { text: string | null; note?: string };
  /** What patients reported is a whole visit where the unit is per area, per syringe...: said so. */
  reportsNote?: string;
};

/**
 * Whole dollars without false precision: to the nearest $10 below $1,000 and the nearest $100
 * from there ("$7,500", "$430"). Reports are what people remember paying, not invoices.
 */
export function formatAmount(dollars: number): string {
  const step = dollars < 1000 ? 10 : 100;
  return `$${(Math.round(dollars / step) * step).toLocaleString("en-US")}`;
}
