import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { sanitizeUserText } from "~/lib/sanitize";

describe("sanitizeUserText", () => {
  it.each([
    ["<script>alert(1)</script>Hello", "Hello"],
    ["<SCRIPT type='text/javascript'>x()</SCRIPT >ok", "ok"],
    ["<scr<script>x</script>ipt>alert(1)</script>", "alert(1)"],
    ["<style>body{}</style>styled", "styled"],
    ["<b>bold</b> and <i>italic</i>", "bold and italic"],
    [`<img src=x onerror="alert(1)">pic`, "pic"],
    [`text onclick="steal()" more`, "text  more"],
    ["onmouseover=alert(1) hover", "hover"],
    ["javascript:alert(1)", "alert(1)"],
    ["JaVa Script :alert(1)", "alert(1)"],
    ["vbscript:msgbox", "msgbox"],
    ["<iframe src='//evil'></iframe>framed", "framed"],
    ["unclosed <a href='x'", "unclosed"],
    ["3 < 5 and 7 > 2", "3 < 5 and 7 > 2"],
    ["Recovery onset = 3 days", "Recovery onset = 3 days"],
    ["naïve café — 💉 日本語", "naïve café — 💉 日本語"],
    ["  padded\u0000\u0007 ", "padded"],
    ["line one\nline two", "line one\nline two"],
    ["Great clinic\u202Egpj.exe", "Great clinicgpj.exe"],
    ["\u202Aa\u202Bb\u202Cc\u202Dd \u2066e\u2067f\u2068g\u2069", "abcd efg"],
    ["עברית and English", "עברית and English"],
  ])("%j -> %j", (input, expected) => {
    expect(sanitizeUserText(input)).toBe(expected);
  });
});

describe("consumeRateLimit (fixed window over rate_limits)", () => {
  it("allows `limit` calls per window, then refuses with the seconds left", async () => {
    for (let i = 0; i < 3; i++) expect(await consumeRateLimit("t:key", 3, 60)).toMatchObject({ allowed: true });
    const refused = await consumeRateLimit("t:key", 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consumeRateLimit("t:other", 3, 60)).allowed).toBe(true);
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = 't:key'").first<{ count: number }>();
    expect(row?.count).toBe(4);
  });

  it("counts concurrent calls exactly (atomic upsert)", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit("t:burst", 5, 3600)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("a new window starts fresh", async () => {
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('t:old', ?, 99)")
      .bind(now - (now % 60) - 60)
      .run();
    expect((await consumeRateLimit("t:old", 1, 60)).allowed).toBe(true);
  });
});
