import { appConfig } from "~/lib/env.server";
import { isRealMeasurementId } from "./measurement-id";

/** The measurement id the browser may load, or null when analytics are off (requirements 001 §7). */
export function analyticsMeasurementId(): string | null {
  const id = appConfig().ANALYTICS_MEASUREMENT_ID.trim();
  return isRealMeasurementId(id) ? id : null;
}
