/**
 * The vars that make a Worker local development: wrangler.toml holds the production values, so a
 * plain `wrangler deploy` is safe, and every local command (npm start, npm run dev, the e2e runner
 * and the benchmark, which go through scripts/start.ts) lays these over them.
 */
export const LOCAL_VARS = {
  APP_ENV: "development",
  APP_ORIGIN: "http://localhost:8787",
  // TruGPT's offline engine: wrangler.toml deploys "workers-ai", which needs a Cloudflare account (decision 050).
  TRUGPT_ENGINE: "local",
} as const;

/**
 * The local vars for a server on `port`: APP_ORIGIN follows the port (issue 45 item 21), so that
 * `PORT=3000 npm start` names http://localhost:3000 in canonical URLs, e-mailed links and passkeys.
 */
export function localVars(port: string | number | undefined): Record<string, string> {
  return { ...LOCAL_VARS, ...(port ? { APP_ORIGIN: `http://localhost:${port}` } : {}) };
}

/**
 * The crawler's test settings, off by default: the e2e runner and the extraction benchmark set
 * these for the app they start, so that it may reach their local fixture websites (decision 018).
 */
const CRAWLER_TEST_VARS = {
  TRUSELF_CRAWLER_ALLOW_HOSTS: "CRAWLER_ALLOW_HOSTS",
  TRUSELF_CRAWLER_DOH_URL: "CRAWLER_DOH_URL",
} as const;

/** The same as `wrangler dev` arguments, for the port in PORT (8787 when unset, as scripts/start.ts). */
export function localVarArgs(environment: NodeJS.ProcessEnv = process.env): string[] {
  const vars = localVars(environment.PORT || "8787");
  for (const [from, to] of Object.entries(CRAWLER_TEST_VARS)) if (environment[from]) vars[to] = environment[from];
  return Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
}
