import { appConfig, isLocal } from "~/lib/env.server";

/**
 * An absolute link for an e-mail. Production uses the configured APP_ORIGIN (never the Host
 * header, which a client controls); local runs use the request's own origin, since the app may
 * be served on any port.
 */
export function absoluteLink(request: Request, path: string): string {
  const base = isLocal() ? new URL(request.url).origin : appConfig().APP_ORIGIN;
  return new URL(path, base).toString();
}
