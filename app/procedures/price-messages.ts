/** Every text of the reported prices (issue 36 item 1), tested for its exact wording. */
import { formatAmount, REPORTS_NEEDED, type PriceFigure, type ReportedFigure } from "./reported-prices";

export const WHAT_PATIENTS_PAID = "What patients paid";
export const ESTIMATE_LABEL = "Typical range (TruSelf estimate)";
export const ESTIMATE_NOTE = "TruSelf's estimate, not from patients' reports. Prices vary by provider, region and your treatment plan.";
export const LISTED_LABEL = "Listed by the practice";
/** The practice's price in the procedure's canonical unit (issue 48 item 3). */
export const IN_ONE_UNIT_LABEL = "In TruSelf's unit for comparing";
export const QUOTE_NOTE = "Your quote depends on your consultation.";
export const MEDIAN_LABEL = "Median";
export const MIDDLE_HALF_LABEL = "Middle half";
export const STATE_TABLE_CAPTION = "By state (states with at least 5 reports)";
export const FROM_REVIEWS_NOTE = "From amounts patients gave in their reviews (visible reviews only).";

export function reportsText(count: number): string {
  return count === 1 ? "1 report" : `${count.toLocaleString("en-US")} reports`;
}

export function middleHalfText(figure: PriceFigure): string {
  return `${formatAmount(figure.low)} – ${formatAmount(figure.high)}`;
}

export function tooFewReports(procedure: string, reports: number): string {
  if (reports === 0) return `No patient has reported what they paid for ${procedure} yet.`;
  return `Only ${reportsText(reports)} of what patients paid for ${procedure} so far: figures show from ${REPORTS_NEEDED}.`;
}

export function otherStatesText(reports: number): string {
  return `${reportsText(reports)} from states with fewer than ${REPORTS_NEEDED} each count in the national figure only.`;
}

/** Who the figure is from: "Patients here", "Patients in Texas", "Patients nationally". */
export function scopeLabel(figure: ReportedFigure): string {
  if (figure.scope === "provider") return "Patients here";
  if (figure.scope === "state") return `Patients in ${figure.state}`;
  return "Patients nationally";
}

/** One line for a profile: "Patients in Texas: median $7,500 (middle half $6,800 – $8,200), 12 reports". */
export function reportedLine(figure: ReportedFigure): string {
  return `${scopeLabel(figure)}: median ${formatAmount(figure.median)} (middle half ${middleHalfText(figure)}), ${reportsText(figure.count)}`;
}
