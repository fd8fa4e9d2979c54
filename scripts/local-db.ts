/**
 * Local database commands, all against the one state folder (.wrangler/state):
 *   migrate                  apply migrations/
 *   seed [--providers N]     write the sample directory and accounts (N synthetic providers for benchmarks)
 *                            TRUSELF_SEED=small: only the 30 hand-written providers (the tests' and benchmarks' state)
 *   ensure                   migrate, and seed when the directory is empty (first run of npm start)
 *   reset                    delete local state, migrate, seed
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { hashPassword } from "../app/auth/password.server.ts";
import { PLACES } from "./seed/places.ts";
import { SEED_ACCOUNTS, seedRows, seedStatements, SYNTHETIC_BATCH, syntheticBatches } from "./seed/data.ts";
import { generatedDirectory, generatedStatements, illustrationObjects, type GeneratedDirectory } from "./seed/directory.ts";
import { seedRefusal } from "./seed/guard.ts";
import { STATE_DIR, wrangler } from "./wrangler.ts";

const refusal = seedRefusal(process.argv.slice(2), process.env, STATE_DIR, fileURLToPath(new URL("..", import.meta.url)));
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
/** Tests and benchmarks seed only the 30 hand-written providers they were written against (decision 066). */
const SMALL = process.env.TRUSELF_SEED === "small";

const local = ["--local", "--persist-to", STATE_DIR];

/** Applies what migrations/ holds that the database has not had yet (wrangler starts a workerd per migration). */
function migrate() {
  wrangler(["d1", "migrations", "apply", "DB", ...local]);
}

/**
 * A database that does not exist yet gets every migration in one batch, recorded in wrangler's own
 * table (d1_migrations, as `wrangler d1 migrations apply` writes it), so later runs of `migrate`
 * apply only newer ones. One wrangler run instead of one per migration: about 8 CPU s less.
 */
function allMigrations(): string[] {
  const create = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);`;
  const files = readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort();
  return [create, ...files.map((f) => `${readFileSync(join("migrations", f), "utf8")}\nINSERT INTO d1_migrations (name) VALUES ('${f}');`)];
}

function execute(statements: string[], label: string) {
  mkdirSync(".wrangler/tmp", { recursive: true });
  // One file per process: several seeds run at once (npm test's benchmark smokes beside the e2e app).
  const file = join(".wrangler/tmp", `${label}-${process.pid}.sql`);
  writeFileSync(file, statements.join("\n"));
  wrangler(["d1", "execute", "DB", ...local, "--file", file, "--yes"], { capture: true });
  rmSync(file, { force: true });
}

function providerCount(): number {
  const out = wrangler(["d1", "execute", "DB", ...local, "--json", "--command", "SELECT count(*) AS n FROM providers"], { capture: true });
  return JSON.parse(out)[0].results[0].n as number;
}

/**
 * Writes the sample directory and accounts; `before` runs first in the same batch (a fresh
 * database's migrations). Unless TRUSELF_SEED=small, the generated directory too (decision 066): its
 * rows in the same wrangler run, its set illustrations into local R2.
 */
async function seed(syntheticCount: number, before: string[] = []) {
  const started = Date.now();
  // Credentials before their providers: a cascade from providers would run their directory_state
  // trigger inside the providers' own and fail on its primary key (SQLITE_CONSTRAINT).
  const clear = [
    "provider_questions",
    "reviews",
    "favorites",
    "provider_photos",
    "provider_credentials",
    "sessions",
    "users",
    "providers",
  ].map((t) => `DELETE FROM \`${t}\`;`);
  const now = Date.now();
  const rows = await seedRows(now);
  const generated = SMALL ? null : generatedDirectory(PLACES, now, await hashPassword(crypto.randomUUID()), rows);
  const statements = [...before, ...clear, ...(await seedStatements(now, rows)), ...(generated ? generatedStatements(generated) : [])];
  const built = Date.now();
  execute(statements, "seed");
  const written = Date.now();
  if (generated) await putIllustrations(generated);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  if (generated)
    console.log(
      `Seeded ${30 + generated.providers.length} providers, ${generated.reviews.length} generated reviews (${generated.requests.length} verified visits), ${generated.credentials.length} credentials and ${generated.sets.length} before-and-after sets in ${seconds(Date.now() - started)} s (rows ${seconds(built - started)} s, SQL through wrangler ${seconds(written - built)} s, illustrations ${seconds(Date.now() - written)} s).`,
    );
  else console.log(`Seeded the 30-provider sample directory in ${seconds(Date.now() - started)} s.`);
  if (syntheticCount > 0) seedSynthetic(syntheticCount);
  console.log("\nSeeded the sample directory. Accounts (e-mail / password):");
  for (const a of SEED_ACCOUNTS) console.log(`  ${a.role}${a.isDemo ? " (demo)" : ""}: ${a.email} / ${a.password}`);
}

/**
 * The seeded sets' illustrations into local R2 (the state folder's own bucket, as `wrangler dev
 * --persist-to` reads it), through wrangler's local platform with only the bucket bound.
 */
async function putIllustrations(directory: GeneratedDirectory) {
  // Loaded here: wrangler's API is large, and the guard and the small seed never need it.
  const { getPlatformProxy, unstable_readConfig } = await import("wrangler");
  // (Typed here, as in vitest.config.ts: the type checkers cannot resolve wrangler's own declaration of it.)
  const deployed = unstable_readConfig({ config: "wrangler.toml" }) as unknown as {
    compatibility_date: string;
    r2_buckets: { binding: string; bucket_name?: string }[];
  };
  const bucket = deployed.r2_buckets.find((b) => b.binding === "MEDIA");
  if (!bucket?.bucket_name) throw new Error("wrangler.toml has no MEDIA bucket");
  mkdirSync(".wrangler/tmp", { recursive: true });
  const config = join(".wrangler/tmp", `seed-r2-${process.pid}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      name: "truself-seed",
      compatibility_date: deployed.compatibility_date,
      r2_buckets: [{ binding: "MEDIA", bucket_name: bucket.bucket_name }],
    }),
  );
  const [objects, proxy] = await Promise.all([
    illustrationObjects(directory),
    getPlatformProxy<{
      MEDIA: { put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown> };
    }>({ configPath: config, persist: { path: join(STATE_DIR, "v3") }, remoteBindings: false }),
  ]);
  try {
    await Promise.all(objects.map((o) => proxy.env.MEDIA.put(o.key, o.bytes, { httpMetadata: { contentType: "image/png" } })));
  } finally {
    await proxy.dispose();
    rmSync(config, { force: true });
  }
}

/** One wrangler run per batch of SYNTHETIC_BATCH rows (about 15 MB of SQL), built as it goes. */
function seedSynthetic(count: number) {
  const started = Date.now();
  let batch = 0;
  for (const statements of syntheticBatches(count)) {
    execute(statements, `synthetic-${batch}`);
    if (batch > 0)
      console.log(
        `  ${Math.min(count, batch * SYNTHETIC_BATCH)} / ${count} synthetic providers (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    batch++;
  }
  console.log(`Seeded ${count} synthetic providers in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

/**
 * Coordinates for providers a database held before migration 0018 (decision 043): the same
 * geocoding as the daily cron's backfill (app/geo/backfill.server.ts), run here on a local database.
 */
function backfillCoordinates() {
  const select = "SELECT id, zip_code, city, state, location FROM providers WHERE latitude IS NULL";
  const out = wrangler(["d1", "execute", "DB", ...local, "--json", "--command", select], { capture: true });
  const rows = JSON.parse(out)[0].results as {
    id: string;
    zip_code: string | null;
    city: string | null;
    state: string | null;
    location: string;
  }[];
  const updates = rows.flatMap((row) => {
    const point = PLACES.geocode({ zipCode: row.zip_code, city: row.city, state: row.state, location: row.location });
    return point
      ? [`UPDATE providers SET latitude = ${point.latitude}, longitude = ${point.longitude} WHERE id = '${row.id.replace(/'/g, "''")}';`]
      : [];
  });
  if (updates.length) {
    execute(updates, "coordinates");
    console.log(`Geocoded ${updates.length} providers that had no coordinates.`);
  }
}

function flag(name: string): number {
  const i = process.argv.indexOf(name);
  if (i === -1) return 0;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} needs a whole number`);
  return n;
}

const command = process.argv[2];
if (command === "migrate") migrate();
else if (command === "seed") {
  migrate();
  await seed(flag("--providers"));
} else if (command === "synthetic") {
  migrate();
  seedSynthetic(flag("--providers"));
} else if (command === "ensure") {
  // A state folder that does not exist yet is empty: migrated and seeded in one wrangler run.
  if (!existsSync(STATE_DIR)) await seed(flag("--providers"), allMigrations());
  else {
    migrate();
    if (providerCount() === 0) await seed(flag("--providers"));
    else backfillCoordinates();
  }
} else if (command === "reset") {
  rmSync(STATE_DIR, { recursive: true, force: true });
  await seed(flag("--providers"), allMigrations());
} else {
  console.error("usage: local-db.ts migrate | seed [--providers N] | synthetic --providers N | ensure | reset");
  process.exit(2);
}
