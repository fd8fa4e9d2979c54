/**
 * Every route of the outer router (app.server.ts registers exactly these and refuses to start
 * otherwise): plain data, so the security suite (test/e2e/security/access.ts) can import it in Node
 * and classify each one. A new hono route that is not listed here fails every test at start-up.
 */
export const OUTER_ROUTES = {
  /** the middleware in front of everything (cross-site check, nonce, headers) */
  guard: { method: "ALL", path: "/*" },
  health: { method: "GET", path: "/api/health" },
  media: { method: "GET", path: "/media/*" },
  upload: { method: "PUT", path: "/media/upload/:id" },
  factory: { method: "POST", path: "/dev/factory" },
  chat: { method: "ALL", path: "/api/chat/:id" },
  chatPath: { method: "ALL", path: "/api/chat/:id/*" },
  /** everything else: React Router's pages and actions */
  document: { method: "ALL", path: "/*" },
} as const;

export type OuterRoute = (typeof OUTER_ROUTES)[keyof typeof OUTER_ROUTES];

/** Throws when the registered routes and OUTER_ROUTES differ (either way). */
export function assertOuterRoutesListed(registered: readonly { method: string; path: string }[]): void {
  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
  const actual = new Set(registered.map(key));
  const listed = new Set(Object.values(OUTER_ROUTES).map(key));
  const unlisted = [...actual].filter((k) => !listed.has(k));
  const missing = [...listed].filter((k) => !actual.has(k));
  if (unlisted.length || missing.length)
    throw new Error(
      `app/http/outer-routes.ts is out of date: unlisted ${unlisted.join(", ") || "none"}; not registered ${missing.join(", ") || "none"}`,
    );
}
