/**
 * The end-to-end factory's used-up limits (POST /dev/factory `usedUpLimits`, app/dev/factories.server.ts).
 * Found by the load script (bench/load.ts): using up the limits of several users left some of them
 * free, because counting a unit in the next window (a later `now`) let the limiter's prune delete
 * every key's current window, other users' and other tests' counters included.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUpLimit } from "~/dev/factories.server";
import { consumeRateLimit, rateLimitCount, reserveLimits } from "~/lib/rate-limit.server";

describe("useUpLimit", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("uses up the limit of every user it is given and leaves other counters alone, even when the limiter prunes", async () => {
    // The limiter prunes old windows on a random 2% of its counts: on every count here.
    vi.spyOn(Math, "random").mockReturnValue(0);
    await consumeRateLimit("signInFailuresPerIp:10.9.9.9", 100, 15 * 60);
    const users = ["factory-limit-a", "factory-limit-b", "factory-limit-c"];
    for (const userId of users) await useUpLimit({ limit: "chatMessagesPerDay", userId });
    vi.restoreAllMocks();

    for (const userId of users) {
      const { refused } = await reserveLimits([["chatMessagesPerDay", userId]]);
      expect(refused?.message, userId).toMatch(/^Too many messages\./);
    }
    expect(await rateLimitCount("signInFailuresPerIp:10.9.9.9", 15 * 60)).toBe(1);
  });
});
