/**
 * Local D1's transient SQLITE_BUSY while it reads the commit token or runs a statement
 * (app/db/client.server.ts): nothing was written, so the query is sent again, at most three times; other errors are not.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { d1, retryingBusy } from "~/db/client.server";

const busy = () => new Error("D1_ERROR: Failed to get session commit token: internal error; reference = abc");

describe("retrying local D1's busy commit token", () => {
  it("sends again after a busy commit token, and answers what the retry answered", async () => {
    let attempts = 0;
    const answer = await retryingBusy(async () => {
      attempts++;
      if (attempts < 3) throw busy();
      return "rows";
    });
    expect([answer, attempts]).toEqual(["rows", 3]);
  });

  it("sends again after a statement found the database locked", async () => {
    let attempts = 0;
    const answer = await retryingBusy(async () => {
      attempts++;
      if (attempts < 2) throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
      return "written";
    });
    expect([answer, attempts]).toEqual(["written", 2]);
  });

  it("gives up after the third busy failure, with that error", async () => {
    let attempts = 0;
    await expect(
      retryingBusy(() => {
        attempts++;
        return Promise.reject(busy());
      }),
    ).rejects.toThrow("Failed to get session commit token");
    expect(attempts).toBe(3);
  });

  it("never sends again after any other error (a constraint, a syntax error)", async () => {
    let attempts = 0;
    await expect(
      retryingBusy(() => {
        attempts++;
        return Promise.reject(new Error("D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT"));
      }),
    ).rejects.toThrow("UNIQUE constraint failed");
    expect(attempts).toBe(1);
  });

  it("the wrapped client answers statements, bound statements and batches as the binding does", async () => {
    expect(await d1().prepare("SELECT ? AS n").bind(7).first<{ n: number }>()).toEqual({ n: 7 });
    expect((await d1().prepare("SELECT 1 AS n UNION ALL SELECT 2").all<{ n: number }>()).results).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await d1().prepare("SELECT 3 AS n").raw()).toEqual([[3]]);
    const [a, b] = await d1().batch<{ n: number }>([d1().prepare("SELECT 4 AS n"), env.DB.prepare("SELECT 5 AS n")]);
    expect([a?.results, b?.results]).toEqual([[{ n: 4 }], [{ n: 5 }]]);
  });
});
