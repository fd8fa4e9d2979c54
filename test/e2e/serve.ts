/**
 * Playwright's webServer (playwright.config.ts): a fresh database (migrated and seeded while the app
 * builds; E2E_SKIP_BUILD=1 reuses build/), then the app served as `npm start` does on the run's port
 * (E2E_PORTS) until Playwright stops it.
 */
import { buildApp, prepareState, startApp } from "./server.ts";

const database = prepareState();
if (!process.env.E2E_SKIP_BUILD) {
  const build = await buildApp({ quiet: true });
  if (!build.ok) {
    console.error(build.output);
    process.exit(1);
  }
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
    process.exit(0);
  });
