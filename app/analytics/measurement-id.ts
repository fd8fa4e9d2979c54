/** The placeholder id of wrangler.toml ("G-XXXXXXXXXX") or anything not shaped like a GA4 id disables analytics. */
export const PLACEHOLDER_MEASUREMENT_ID = "G-XXXXXXXXXX";

export function isRealMeasurementId(id: string | null | undefined): id is string {
  return typeof id === "string" && /^G-[A-Z0-9]{6,16}$/.test(id) && id !== PLACEHOLDER_MEASUREMENT_ID;
}
