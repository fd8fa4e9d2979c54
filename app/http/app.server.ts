/**
 * The outer router (hono): API, media and security in front of React Router. Shared by the
 * Worker entry (workers/app.ts) and the test worker (test/worker.ts), which pass their own
 * document handler because the test runner cannot load React Router's virtual server build.
 */
import { Hono } from "hono";
import { routeToConversation } from "~/chat/routing.server";
import { runFactory } from "~/dev/factories.server";
import { outboxVisible } from "~/email/sender.server";
import { PRIVATE_CACHE_CONTROL, serveWithEdgeCache } from "./cache.server";
import { d1, withD1Session } from "~/db/client.server";
import { bookmarkSetCookie, startD1Session } from "./d1-session.server";
import { configurationError, isLocal } from "~/lib/env.server";
import { isPrivateMediaKey, mediaCacheControl, receiveUpload, UploadError } from "~/media/uploads.server";
import { assertOuterRoutesListed, OUTER_ROUTES } from "./outer-routes";
import { applySecurityHeaders, isCrossSiteWrite, newNonce } from "./security.server";

export type DocumentHandler = (request: Request, nonce: string, ctx: ExecutionContext) => Promise<Response>;
type HonoEnv = { Bindings: Env; Variables: { nonce: string } };

/** R2 refuses keys over 1,024 bytes; ours are short. A malformed or oversized path is simply not found. */
const MAX_MEDIA_KEY_BYTES = 512;

function mediaKey(encoded: string): string | null {
  if (!encoded || encoded.length > MAX_MEDIA_KEY_BYTES * 3) return null;
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (new TextEncoder().encode(key).byteLength > MAX_MEDIA_KEY_BYTES || key.includes("..")) return null;
  return key;
}

export function createHttpApp(handleDocument: DocumentHandler) {
  const app = new Hono<HonoEnv>();

  app.use(OUTER_ROUTES.guard.path, async (c, next) => {
    const misconfigured = configurationError();
    if (misconfigured) {
      console.error(`Refusing to serve: ${misconfigured}`);
      return c.text("This server is not configured yet: it refuses to serve until the operator sets its secrets.", 500);
    }
    if (isCrossSiteWrite(c.req.raw)) return c.text("Cross-site request refused", 403);
    const nonce = newNonce();
    c.set("nonce", nonce);
    const session = await startD1Session(c.req.raw);
    await withD1Session(session, next);
    // A WebSocket handshake (TruGPT) is passed through untouched: it cannot be copied or given headers.
    if (c.res.status === 101) return;
    // Responses from fetch() or R2 can have immutable headers: copy before changing them.
    c.res = new Response(c.res.body, c.res);
    const bookmark = await bookmarkSetCookie(c.req.raw, session, c.res);
    if (bookmark) c.res.headers.append("Set-Cookie", bookmark);
    applySecurityHeaders(c.res.headers, nonce, { isDev: import.meta.env.DEV, hsts: !isLocal() });
    // An answer that says nothing about caching (the chat's JSON, upload replies) is kept by no shared cache.
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  });

  app.get(OUTER_ROUTES.health.path, async (c) => {
    const row = await d1().prepare("SELECT count(*) AS providers FROM providers").first<{ providers: number }>();
    return c.json({ ok: true, providers: row?.providers ?? 0 });
  });

  /** Uploaded public photos in R2, served by key. Keys are random, so the content never changes; consent-bound ones are kept briefly (mediaCacheControl). */
  app.get(OUTER_ROUTES.media.path, async (c) => {
    const key = mediaKey(c.req.path.slice("/media/".length));
    // Private photos (consultation requests) are served only by their authorized route.
    if (!key || isPrivateMediaKey(key)) return c.text("Not found", 404);
    const object = await c.env.MEDIA.get(key);
    if (!object) return c.text("Not found", 404);
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", mediaCacheControl(key));
    return new Response(object.body, { headers });
  });

  /** The browser PUTs a compressed photo here with a signed, single-use grant (app/media/uploads.server.ts). */
  app.put(OUTER_ROUTES.upload.path, async (c) => {
    try {
      return c.json(await receiveUpload(c.req.param("id"), c.req.query("sig"), c.req.raw), 201);
    } catch (error) {
      if (error instanceof UploadError) return c.json({ error: error.message }, error.status);
      throw error;
    }
  });

  /** Test data for the end-to-end tests (app/dev/factories.server.ts): development and tests only. */
  app.post(OUTER_ROUTES.factory.path, async (c) => {
    if (!outboxVisible()) return c.text("Not found", 404);
    return c.json(await runFactory(await c.req.json(), c.req.raw), 201);
  });

  /** TruGPT conversations: the WebSocket and the messages pages, after the session and owner checks (app/chat/routing.server.ts). */
  app.all(OUTER_ROUTES.chat.path, (c) => routeToConversation(c.req.raw, c.req.param("id")));
  app.all(OUTER_ROUTES.chatPath.path, (c) => routeToConversation(c.req.raw, c.req.param("id")));

  app.all(OUTER_ROUTES.document.path, (c) => {
    const ctx = c.executionCtx as ExecutionContext;
    const nonce = c.get("nonce");
    return serveWithEdgeCache(c.req.raw, ctx, nonce, () => handleDocument(c.req.raw, nonce, ctx));
  });
  assertOuterRoutesListed(app.routes);
  return app;
}
