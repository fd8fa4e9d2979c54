/**
 * The vars that make a Worker local development: wrangler.toml holds the production values, so a
 * plain `wrangler deploy` is safe, and every local command (npm start, npm run dev, the e2e runner
 * and the benchmark, which go through scripts/start.ts) lays these over them.
 */
export const LOCAL_VARS = {
  APP_ENV: "development",
  APP_ORIGIN: "http://localhost:8787",
} as const;

/** The same as `wrangler dev` arguments. */
export function localVarArgs(): string[] {
  return Object.entries(LOCAL_VARS).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
}
