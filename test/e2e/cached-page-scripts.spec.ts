/**
 * A page served from the edge cache loads its scripts after the first paint under this response's
 * nonce (decision 035): the cache rewrites the nonce attributes of the copy it stored, and the
 * after-paint loader (app/lib/scripts-after-paint.server.ts) gives the preloads and the module
 * script it creates the nonce it reads from the page, not the one of the request that rendered it.
 */
import { expect, hydrated, test } from "./fixtures.ts";

test("a cached page hydrates, and the scripts it adds after the first paint carry the response's nonce", async ({ page, request }) => {
  // A URL of its own, so this test's first request is the miss that stores it.
  const path = `/terms?cached=${crypto.randomUUID()}`;
  const first = await request.get(path);
  expect(first.headers()["x-truself-cache"]).toBe("MISS");
  // The copy is stored after the response (waitUntil).
  await expect.poll(async () => (await request.get(path)).headers()["x-truself-cache"]).toBe("HIT");

  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const response = await page.goto(path);
  expect(response?.headers()["x-truself-cache"]).toBe("HIT");
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(await first.text()).not.toContain(nonce!);
  await hydrated(page);

  // The preloads the server made inert, each restored by the loader (Vite's own preloads of lazy
  // chunks, which it adds without a nonce under 'strict-dynamic', are not among them).
  const inert = [...(await response!.text()).matchAll(/<link rel="x-modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(inert.length).toBeGreaterThan(0);
  const added = await page.evaluate(
    (hrefs) => ({
      preloads: hrefs.map((href) => document.querySelector<HTMLLinkElement>(`link[rel="modulepreload"][href="${href}"]`)?.nonce),
      inert: document.querySelectorAll('link[rel="x-modulepreload"]').length,
      modules: [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]:not([async])')].map((s) => s.nonce),
    }),
    inert,
  );
  expect(added.inert).toBe(0);
  expect(added.modules).toHaveLength(1);
  expect([...new Set([...added.preloads, ...added.modules])]).toEqual([nonce]);
  expect(violations).toEqual([]);
});
