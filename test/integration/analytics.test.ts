import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { analyticsMeasurementId } from "~/analytics/config.server";
import { isRealMeasurementId, PLACEHOLDER_MEASUREMENT_ID } from "~/analytics/measurement-id";
import { loader as rootLoader } from "~/root";
import { args, dataOf } from "../fixtures/accounts";

describe("analytics switch (requirements 001 §7)", () => {
  it("the placeholder id of wrangler.toml turns analytics off", () => {
    expect(env.ANALYTICS_MEASUREMENT_ID).toBe(PLACEHOLDER_MEASUREMENT_ID);
    expect(analyticsMeasurementId()).toBeNull();
  });

  it("only a GA4-shaped id counts as real", () => {
    expect(isRealMeasurementId("G-AB12CD34EF")).toBe(true);
    for (const id of ["G-XXXXXXXXXX", "", "UA-1234-1", "G-", "G-abc123def", 'G-AB12"><script>', null, undefined])
      expect(isRealMeasurementId(id)).toBe(false);
  });

  it("the root loader gives the browser no measurement id while analytics are off", async () => {
    const result = await rootLoader(args<Parameters<typeof rootLoader>[0]>("/"));
    expect(dataOf<{ analyticsId: string | null }>(result).data.analyticsId).toBeNull();
  });
});
