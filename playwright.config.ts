/**
 * The end-to-end suite (`*.spec.ts` in test/e2e) on @playwright/test, in Debian's headless Chromium
 * (no browser download). Each test makes the data it asserts on (test/e2e/fixtures.ts), so files
 * run alone or in any order, side by side in Playwright's workers (decision 031).
 */
import { defineConfig, devices } from "@playwright/test";
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "./test/e2e/chromium.ts";
import { e2ePorts } from "./test/e2e/server.ts";

// Picked once by the runner; its workers and the webServer inherit them through the environment.
const ports = await e2ePorts();
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${ports.app}`;

export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // One retry in CI only (CI set): a test that passes only on its retry is reported as flaky (and is a
  // bug to find), but one hiccup of a shared CI machine no longer keeps a whole stop from landing.
  // Locally a flaky test fails, so it is seen.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never", outputFolder: "test-results/html" }]] : [["list"]],
  outputDir: "test-results/e2e",
  use: {
    baseURL,
    // A failed test keeps its trace: actions, DOM snapshots (the viewer shows the page from them), network and
    // console. Not the screencast: its frames cost a fifth of the browser's CPU in every passing test too.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS },
  },
  projects: [
    { name: "setup", testMatch: /\.setup\.ts$/ },
    {
      name: "desktop",
      dependencies: ["setup"],
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "phone",
      dependencies: ["setup"],
      grep: /@phone/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices["Pixel 7"].userAgent,
      },
    },
  ],
  // An app already running (E2E_BASE_URL) is used as it is; otherwise Playwright starts one.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node test/e2e/serve.ts",
        url: `${baseURL}/api/health`,
        timeout: 240_000,
        stdout: "ignore",
        stderr: "pipe",
        // serve.ts stops the app it started (its own process group) on SIGTERM; a SIGKILL would leave it running.
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      },
});
