/**
 * Issue 43 findings 12 and 15: consent-bound photos are not kept by shared caches, a purge reaches
 * every copy of a provider's page whatever tracking tags or parameters its URL carried, and
 * consultation photos that were uploaded but never sent are swept from R2 by the daily clean-up.
 * Real R2, D1 and Cache API in workerd; the outer hono app with a document handler of our own.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createHttpApp, type DocumentHandler } from "~/http/app.server";
import { cacheKey, cacheUse, PRIVATE_CACHE_CONTROL, purgeProviderPages } from "~/http/cache.server";
import { cleanUpOrphanedUploads } from "~/imports/photo-import.server";
import { ABANDONED_AFTER_MS, CONSENT_BOUND_CACHE_CONTROL, MEDIA_CACHE_CONTROL } from "~/media/uploads.server";
import { action as requestAction } from "~/routes/provider/consultation";
import { action as grantAction } from "~/routes/uploads/consultation-photo";
import { count, fetcherPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { PNG_BYTES } from "../fixtures/images";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { signedIn } from "../fixtures/users";

describe("consent-bound photos are kept briefly and privately (finding 12)", () => {
  it("/media/* serves a before-and-after photo with a private five-minute cache, other photos a year", async () => {
    const id = crypto.randomUUID();
    const consent = `providers/before_after/${id}.png`;
    const profile = `providers/profile/${id}.png`;
    for (const key of [consent, profile])
      await env.MEDIA.put(key, PNG_BYTES, { httpMetadata: { contentType: "image/png", cacheControl: MEDIA_CACHE_CONTROL } });
    const consentRes = await exports.default.fetch(`http://localhost/media/${consent}`);
    expect(consentRes.status).toBe(200);
    expect(consentRes.headers.get("Cache-Control")).toBe("private, max-age=300");
    expect(CONSENT_BOUND_CACHE_CONTROL).toBe("private, max-age=300");
    const profileRes = await exports.default.fetch(`http://localhost/media/${profile}`);
    expect(profileRes.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Withdrawn (the set's objects deleted): gone at once.
    await env.MEDIA.delete(consent);
    expect((await exports.default.fetch(`http://localhost/media/${consent}`)).status).toBe(404);
    await env.MEDIA.delete(profile);
  });
});

function recordingApp() {
  let version = 1;
  const rendered: string[] = [];
  const handler: DocumentHandler = async (request) => {
    rendered.push(new URL(request.url).search);
    return new Response(`<!DOCTYPE html><html><body><p>set version ${version}</p></body></html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const app = createHttpApp(handler);
  const fetch = async (path: string) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${TEST_ORIGIN}${path}`), env, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.headers.get("X-TruSelf-Cache"), body, cacheControl: response.headers.get("Cache-Control") };
  };
  return { fetch, rendered, change: () => version++ };
}

describe("a purge reaches every copy of a provider's page (finding 12)", () => {
  it("/provider/X?utm=1 is the page /provider/X: it is answered from that copy, never stored apart, and a purge reaches it", async () => {
    const id = `purge-${crypto.randomUUID()}`;
    const app = recordingApp();
    expect((await app.fetch(`/provider/${id}`)).status).toBe("MISS");
    // Tracking tags read the bare page's copy.
    expect(await app.fetch(`/provider/${id}?utm=1`)).toMatchObject({ status: "HIT", body: expect.stringContaining("set version 1") });
    expect((await app.fetch(`/provider/${id}?utm_source=mail&gclid=x`)).status).toBe("HIT");
    // The set is withdrawn: the page changes and the write purges the provider's pages.
    app.change();
    await purgeProviderPages(new Request(TEST_ORIGIN), id, null);
    for (const path of [`/provider/${id}?utm=1`, `/provider/${id}`, `/provider/${id}?utm_campaign=x`])
      expect((await app.fetch(path)).body, path).toContain("set version 2");
    // Any other parameter on a purged page is rendered every time, never stored.
    const other = await app.fetch(`/provider/${id}?x=1`);
    expect(other).toMatchObject({ status: "BYPASS", cacheControl: PRIVATE_CACHE_CONTROL });
    app.change();
    await purgeProviderPages(new Request(TEST_ORIGIN), id, null);
    expect((await app.fetch(`/provider/${id}?sort=highest`)).body).toContain("set version 3");
    expect((await app.fetch(`/provider/${id}?utm=1`)).body).toContain("set version 3");
  });

  it("the cache key drops tracking tags only; other pages keep their parameters", () => {
    expect(new URL(cacheKey(`${TEST_ORIGIN}/provider/p1?utm=1&utm_source=a&fbclid=z`).url).search).toBe("?__build=dev");
    expect(new URL(cacheKey(`${TEST_ORIGIN}/find-doctors?q=botox&utm_medium=x`).url).search).toBe("?q=botox&__build=dev");
    expect(cacheUse(`${TEST_ORIGIN}/provider/p1`)).toBe("shared");
    expect(cacheUse(`${TEST_ORIGIN}/provider/p1?utm=1`)).toBe("read");
    expect(cacheUse(`${TEST_ORIGIN}/provider/p1/photos?page=2`)).toBe("none");
    expect(cacheUse(`${TEST_ORIGIN}/location/p1.data?x=1`)).toBe("none");
    expect(cacheUse(`${TEST_ORIGIN}/find-doctors?q=botox`)).toBe("shared");
  });
});

describe("consultation photos never sent are swept from R2 (finding 15)", () => {
  async function upload(cookie: string) {
    const form = { contentType: "image/png", sizeBytes: String(PNG_BYTES.length), originalBytes: String(PNG_BYTES.length) };
    const granted = await fetcherPost(grantAction, "/uploads/consultation-photo", form, { cookie });
    expect(granted.status).toBe(201);
    const grant = (granted.data as unknown as { grant: { id: string; uploadUrl: string } }).grant;
    const put = await exports.default.fetch(`http://localhost${grant.uploadUrl}`, { method: "PUT", body: PNG_BYTES });
    expect(put.status).toBe(201);
    const key = (await put.json<{ url: string }>()).url.slice("/media/".length);
    return { id: grant.id, key };
  }

  it("the daily clean-up removes an unsent photo after a day (object and grant) and keeps a sent one", async () => {
    await insertProviders([providerRow({ id: "sweep-p1" })]);
    const patient = await signedIn();
    const sent = await upload(patient.cookie);
    const unsent = await upload(patient.cookie);
    const form = { procedure: "Botox", contactMethod: "email", message: "How much is a forehead treatment?", photoUploadIds: sent.id };
    expect(
      (
        await fetcherPost(requestAction, "/provider/sweep-p1/consultation", form, {
          cookie: patient.cookie,
          params: { providerId: "sweep-p1" },
        })
      ).status,
    ).toBe(303);
    expect(await env.MEDIA.head(unsent.key)).not.toBeNull();
    // Within the day nothing goes: the form may still be sent.
    expect((await cleanUpOrphanedUploads()).consultationPhotos).toBe(0);
    expect(await env.MEDIA.head(unsent.key)).not.toBeNull();
    const removed = await cleanUpOrphanedUploads(Date.now() + ABANDONED_AFTER_MS + 1000);
    expect(removed.consultationPhotos).toBe(1);
    expect(await env.MEDIA.head(unsent.key)).toBeNull();
    expect(await count("media_uploads", "id = ?", unsent.id)).toBe(0);
    expect(await env.MEDIA.head(sent.key)).not.toBeNull();
    expect(await count("consultation_photos", "r2_key = ?", sent.key)).toBe(1);
    await env.MEDIA.delete(sent.key);
  });
});
