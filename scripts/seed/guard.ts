/**
 * The seed's guard (issue 48 item 5, decision 066): the sample directory, its accounts with published
 * passwords and its sample illustrations are for local databases only. `npm run db:seed` (and every
 * command of scripts/local-db.ts that writes) refuses a remote database, a wrangler environment, a
 * production flag, and a state folder outside the project's .wrangler/ folder.
 */
import { isAbsolute, relative, resolve } from "node:path";

export const SEED_REFUSED = "Refused: the sample directory is seeded into the local database only (.wrangler/), never a deployed one.";

/** Why seeding must not run with these arguments, environment and state folder; null when it may. */
export function seedRefusal(
  args: readonly string[],
  env: Record<string, string | undefined>,
  stateDir: string,
  root: string,
): string | null {
  if (args.some((a) => a === "--remote" || a === "--preview" || a === "--env" || a.startsWith("--env=")))
    return `${SEED_REFUSED} (${args.find((a) => a.startsWith("--remote") || a.startsWith("--preview") || a.startsWith("--env"))} was given)`;
  for (const [name, production] of [
    ["APP_ENV", "production"],
    ["NODE_ENV", "production"],
  ] as const)
    if (env[name]?.trim().toLowerCase() === production) return `${SEED_REFUSED} (${name}=${env[name]})`;
  if (env.CLOUDFLARE_ENV || env.WRANGLER_ENV) return `${SEED_REFUSED} (a wrangler environment is selected)`;
  const inside = relative(resolve(root, ".wrangler"), resolve(root, stateDir));
  if (!inside || inside.startsWith("..") || isAbsolute(inside)) return `${SEED_REFUSED} (state folder ${stateDir} is outside .wrangler/)`;
  return null;
}
