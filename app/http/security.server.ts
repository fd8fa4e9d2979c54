/** Security headers, the per-request CSP nonce and the cross-site request check (the design brief's security baseline, docs/requirements.md). */
import { randomToken } from "~/lib/ids";

export function newNonce(): string {
  return randomToken(16);
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // gtag.js (loaded only with a real measurement id, requirements 001 §7) reports here.
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Two years; only sent outside local development (plain http://localhost must keep working). */
export const HSTS = "max-age=63072000; includeSubDomains";

export function applySecurityHeaders(headers: Headers, nonce: string, { isDev = false, hsts = false } = {}) {
  const isHtml = headers.get("Content-Type")?.includes("text/html");
  // Vite's dev server injects its own inline scripts and a websocket: no CSP while developing.
  if (isHtml && !isDev) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  // A route may ask for a stricter policy (the reset-password page carries its token in the URL).
  if (!headers.has("Referrer-Policy")) headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (hsts) headers.set("Strict-Transport-Security", HSTS);
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every non-GET request must come from our own site. Browsers send Sec-Fetch-Site and Origin on
 * POSTs; a request carrying neither is not a browser (CSRF needs a browser) and passes. Both
 * headers must agree (issue 43 finding 14): a Sec-Fetch-Site other than same-origin or none is
 * refused, and so is any Origin that names another site, whatever Sec-Fetch-Site says. `Origin:
 * null` (an opaque origin: a page under `Referrer-Policy: no-referrer`, such as reset-password,
 * posts its own forms with it) passes only when Sec-Fetch-Site, which no page can set, vouches
 * for it (same-origin or none).
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  if (origin === "null") return !site;
  return origin !== new URL(request.url).origin;
}
