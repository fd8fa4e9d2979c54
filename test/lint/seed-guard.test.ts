/**
 * The seeded directory never reaches a deployed database (issue 48 item 5, decision 066):
 * scripts/local-db.ts refuses a remote or environment target, a production flag and a state folder
 * outside .wrangler/, before it runs anything.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { SEED_REFUSED, seedRefusal } from "../../scripts/seed/guard.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LOCAL = ".wrangler/state";

test("the local state folder, and the tests' own under .wrangler/, may be seeded", () => {
  assert.equal(seedRefusal(["seed"], {}, LOCAL, ROOT), null);
  assert.equal(seedRefusal(["ensure"], { APP_ENV: "development" }, ".wrangler/e2e-state", ROOT), null);
  assert.equal(seedRefusal(["reset"], {}, `${ROOT}/.wrangler/bench-state`, ROOT), null);
});

test("a remote database, a preview or a wrangler environment is refused", () => {
  assert.equal(seedRefusal(["seed", "--remote"], {}, LOCAL, ROOT), `${SEED_REFUSED} (--remote was given)`);
  assert.equal(seedRefusal(["seed", "--preview"], {}, LOCAL, ROOT), `${SEED_REFUSED} (--preview was given)`);
  assert.equal(seedRefusal(["seed", "--env", "production"], {}, LOCAL, ROOT), `${SEED_REFUSED} (--env was given)`);
  assert.equal(seedRefusal(["seed", "--env=production"], {}, LOCAL, ROOT), `${SEED_REFUSED} (--env=production was given)`);
  assert.equal(
    seedRefusal(["seed"], { CLOUDFLARE_ENV: "production" }, LOCAL, ROOT),
    `${SEED_REFUSED} (a wrangler environment is selected)`,
  );
});

test("a production flag is refused", () => {
  assert.equal(seedRefusal(["seed"], { APP_ENV: "production" }, LOCAL, ROOT), `${SEED_REFUSED} (APP_ENV=production)`);
  assert.equal(seedRefusal(["seed"], { NODE_ENV: "Production" }, LOCAL, ROOT), `${SEED_REFUSED} (NODE_ENV=Production)`);
});

test("a state folder outside .wrangler/ is refused", () => {
  for (const state of ["/tmp/somewhere", ".wrangler", "../other/.wrangler/state", "state"])
    assert.equal(seedRefusal(["seed"], {}, state, ROOT), `${SEED_REFUSED} (state folder ${state} is outside .wrangler/)`, state);
});

test("npm run db:seed -- --remote exits with the refusal before touching any database", () => {
  const state = ".wrangler/seed-guard-never-created";
  const run = spawnSync(process.execPath, ["scripts/local-db.ts", "seed", "--remote"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, TRUSELF_STATE: state },
  });
  assert.equal(run.status, 1);
  assert.equal(run.stderr.trim(), `${SEED_REFUSED} (--remote was given)`);
  assert.equal(existsSync(`${ROOT}/${state}`), false);
});
