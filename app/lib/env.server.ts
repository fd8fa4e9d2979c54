/**
 * The Worker's vars and secrets, checked with zod. Production is the default: only local
 * development and tests (APP_ENV "development" or "test", set by `npm start`, `npm run dev` and
 * vitest.config.ts) fall back to a fixed session secret; production without SESSION_SECRET is a
 * configuration error that the outer router answers with a 500 (app/http/app.server.ts).
 */
import { env } from "cloudflare:workers";
import { z } from "zod";

const DEV_SESSION_SECRET = "local-development-only-secret-change-me";
export const SESSION_SECRET_MISSING =
  "SESSION_SECRET must be set (32+ characters) outside local development: npx wrangler secret put SESSION_SECRET";

const schema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]).default("production"),
    APP_ORIGIN: z.url(),
    ADMIN_EMAIL_DOMAIN: z.string().min(1),
    ANALYTICS_MEASUREMENT_ID: z.string(),
    EMAIL_FROM: z.string().min(1),
    SESSION_SECRET: z.string().min(32, SESSION_SECRET_MISSING).optional(),
  })
  .transform((v) => ({ ...v, SESSION_SECRET: v.SESSION_SECRET ?? (v.APP_ENV === "production" ? undefined : DEV_SESSION_SECRET) }))
  .refine((v) => v.SESSION_SECRET, { message: SESSION_SECRET_MISSING });

export type AppConfig = { [K in keyof z.output<typeof schema>]-?: NonNullable<z.output<typeof schema>[K]> };

const KEYS = ["APP_ENV", "APP_ORIGIN", "ADMIN_EMAIL_DOMAIN", "ANALYTICS_MEASUREMENT_ID", "EMAIL_FROM", "SESSION_SECRET"] as const;
let cached: { raw: unknown[]; config: AppConfig } | undefined;

/** Parsed once per isolate, and again only if the vars change (tests run some requests under `withEnv`). */
export function appConfig(): AppConfig {
  const source = env as unknown as Record<string, unknown>;
  const raw = KEYS.map((k) => source[k]);
  if (!cached || raw.some((v, i) => v !== cached!.raw[i])) {
    cached = { raw, config: schema.parse(Object.fromEntries(KEYS.map((k, i) => [k, raw[i]]))) as AppConfig };
  }
  return cached.config;
}

/** Why this Worker must not serve (a missing secret in production, a malformed var), or null. */
export function configurationError(): string | null {
  try {
    appConfig();
    return null;
  } catch (error) {
    return error instanceof z.ZodError
      ? error.issues.map((i) => `${i.path.join(".") || "config"}: ${i.message}`).join("; ")
      : String(error);
  }
}

/** Outside local dev and tests, cookies are Secure and use the __Host- prefix. */
export function isLocal(): boolean {
  return appConfig().APP_ENV !== "production";
}
