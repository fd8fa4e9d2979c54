/** The Worker's vars and secrets, checked with zod once per isolate. */
import { env } from "cloudflare:workers";
import { z } from "zod";

const DEV_SESSION_SECRET = "local-development-only-secret-change-me";

const schema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]),
    APP_ORIGIN: z.url(),
    ADMIN_EMAIL_DOMAIN: z.string().min(1),
    ANALYTICS_MEASUREMENT_ID: z.string(),
    EMAIL_FROM: z.string().min(1),
    SESSION_SECRET: z.string().min(32).optional(),
  })
  .transform((v) => ({ ...v, SESSION_SECRET: v.SESSION_SECRET ?? (v.APP_ENV === "production" ? undefined : DEV_SESSION_SECRET) }))
  .refine((v) => v.SESSION_SECRET, { message: "SESSION_SECRET must be set (>= 32 characters) in production" });

export type AppConfig = { [K in keyof z.output<typeof schema>]-?: NonNullable<z.output<typeof schema>[K]> };

let cached: AppConfig | undefined;

export function appConfig(): AppConfig {
  cached ??= schema.parse(env) as AppConfig;
  return cached;
}

/** Outside local dev and tests, cookies are Secure and use the __Host- prefix. */
export function isLocal(): boolean {
  return appConfig().APP_ENV !== "production";
}
