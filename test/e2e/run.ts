/**
 * End-to-end runner (`npm run test:e2e [files...]`): builds the app (E2E_SKIP_BUILD=1 skips it),
 * serves it as `npm start` does on a free port, runs test/e2e/*.test.ts with Node's test runner
 * (two files at a time) driving Debian's Chromium, then stops the server whatever happened.
 */
import { existsSync } from "node:fs";
import { E2E_CHROMIUM_PATH } from "./browser.ts";
import { buildApp, prepareState, runE2E, startApp } from "./server.ts";

if (!existsSync(E2E_CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${E2E_CHROMIUM_PATH}. Install it with: apt-get install -y chromium-headless-shell`);
  process.exit(1);
}

// The database is migrated and seeded while the app builds.
const database = prepareState();
if (!process.env.E2E_SKIP_BUILD) {
  if (!(await buildApp()).ok) process.exit(1);
}
const prepared = await database;
if (!prepared.ok) {
  console.error(prepared.output);
  process.exit(1);
}

const app = await startApp({ prepared: true });
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    app.stop();
    process.exit(1);
  });
let status = 1;
try {
  const only = process.argv.slice(2);
  if (await runE2E(app.baseUrl, only.length ? only : undefined)) status = 0;
} finally {
  app.stop();
}
process.exit(status);
