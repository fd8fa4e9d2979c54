/**
 * `npm start`: build, migrate and (on first run) seed the local database, then serve the
 * production build with `wrangler dev` on http://localhost:8787 (PORT overrides), as local
 * development (scripts/local-vars.ts: the build itself carries wrangler.toml's production vars).
 * SKIP_BUILD=1 reuses an existing build (the e2e runner builds once), SKIP_DB=1 a state folder
 * already migrated and seeded (the e2e runner seeds it while it builds); TRUSELF_BUILD_DIR builds and
 * serves another folder than build/ (the benchmark does, so it never replaces a running server's assets).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { localVarArgs } from "./local-vars.ts";
import { BUILD_DIR, STATE_DIR, WRANGLER_BIN } from "./wrangler.ts";

const port = process.env.PORT ?? "8787";
const node = process.execPath;
const bin = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

function run(args: string[]) {
  const result = spawnSync(node, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.SKIP_BUILD || !existsSync(`${BUILD_DIR}/server/wrangler.json`)) {
  run([bin("@react-router/dev/bin.cjs"), "build"]);
}
if (!process.env.SKIP_DB) run([fileURLToPath(new URL("./local-db.ts", import.meta.url)), "ensure"]);

const server = spawn(
  node,
  [
    WRANGLER_BIN,
    "dev",
    "--config",
    `${BUILD_DIR}/server/wrangler.json`,
    "--port",
    port,
    "--persist-to",
    STATE_DIR,
    "--show-interactive-dev-session=false",
    // Remote bindings off: wrangler.toml's AI binding would otherwise open a session with Cloudflare
    // (an account and the network) at start; locally TruGPT answers with its offline engine (decision 050).
    "--local",
    ...localVarArgs(),
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
