/**
 * Issue 48 item 5 in Chromium: a fresh `npm start` state (the whole seeded directory, decision 066),
 * not the suite's 30-provider state. This file prepares its own state folder, starts the built app on
 * it on a port of its own, and asserts only what the seed wrote: hundreds of providers on
 * /find-doctors, Botox near 90210, before-and-after sets of labelled sample illustrations, and a
 * profile's checked credentials and verified reviews.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "../free-port.ts";
import { prepareState, ROOT, waitForHealth } from "./server.ts";

const STATE = ".wrangler/e2e-seeded-state";

test.describe.configure({ mode: "serial" });

let app: ChildProcess | undefined;
let baseUrl = "";

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const prepared = await prepareState(STATE, { small: false });
  expect(prepared.ok, prepared.output).toBe(true);
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  app = spawn(process.execPath, ["scripts/start.ts", "--log-level", "warn"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SKIP_BUILD: "1", SKIP_DB: "1", PORT: String(port), TRUSELF_STATE: STATE },
  });
  await waitForHealth(baseUrl, app);
});

test.afterAll(() => {
  if (app?.pid && app.exitCode === null) process.kill(-app.pid, "SIGTERM");
});

test("/find-doctors lists hundreds of seeded providers, and Botox near 90210 several", async ({ page }) => {
  await page.goto(`${baseUrl}/find-doctors`);
  const showing = await page.getByTestId("showing").innerText();
  expect(Number(/of (\d+)$/.exec(showing)?.[1])).toBeGreaterThanOrEqual(300);

  await page.goto(`${baseUrl}/find-doctors?procedure=botox&near=90210&radius=25`);
  const near = await page.getByTestId("showing").innerText();
  expect(Number(/of (\d+)$/.exec(near)?.[1])).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("provider-card").first()).toBeVisible();
});

test("/gallery shows before-and-after sets whose pictures load and say they are sample illustrations", async ({ page }) => {
  await page.goto(`${baseUrl}/gallery`);
  const sets = page.getByTestId("gallery-set");
  await expect(sets).toHaveCount(12);
  const first = sets.first();
  await expect(first.getByText("Sample illustration", { exact: true })).toBeVisible();
  await expect(first.getByTestId("gallery-set-caption")).toContainText("not a patient photo");
  const before = first.getByRole("img", { name: /^Before: / });
  await before.scrollIntoViewIfNeeded();
  await expect.poll(() => before.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
});

test("a featured profile shows its checked credentials and reviews from verified patients", async ({ page }) => {
  await page.goto(`${baseUrl}/provider/1?verified=1`);
  await expect(page.getByTestId("credential-label").first()).toHaveText("Credentials checked");
  await expect(page.getByTestId("credentials-license")).toContainText("checked by TruSelf on");
  await expect(page.getByTestId("verified-patient").first()).toHaveText("Verified patient");
});
