import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE } from "~/auth/schemas";
import { sniffImageType } from "~/media/sniff";
import { grantUpload, receiveUpload, storeImageFromForm, sweepAbandonedUploads, UPLOAD_LINK_EXPIRED, UPLOAD_LINK_INVALID, UPLOAD_LINK_USED, UploadError } from "~/media/uploads.server";
import { JPEG_BYTES, PNG_BYTES, WEBP_BYTES } from "../fixtures/accounts";
import { createUser } from "../fixtures/users";
import { invariant } from "~/lib/invariant";

afterEach(() => vi.useRealTimers());

async function grant(contentType = "image/jpeg", sizeBytes = 1000) {
  const user = await createUser();
  return grantUpload({ userId: user.id, purpose: "avatar", contentType, sizeBytes });
}

function put(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return exports.default.fetch(`http://localhost${url}`, { method: "PUT", body, headers });
}

describe("magic-byte sniffing", () => {
  it("knows JPEG, PNG and WebP by their first bytes only", () => {
    expect(sniffImageType(JPEG_BYTES)).toBe("image/jpeg");
    expect(sniffImageType(PNG_BYTES)).toBe("image/png");
    expect(sniffImageType(WEBP_BYTES)).toBe("image/webp");
    for (const text of ["GIF89a", "<svg/>", "%PDF-1.7", "RIFF0000WAVE", ""]) expect(sniffImageType(new TextEncoder().encode(text))).toBeNull();
  });
});

describe("upload grants", () => {
  it("refuses types other than JPEG, PNG and WebP, and sizes outside 1 byte to 2 MB", async () => {
    const user = await createUser();
    const attempt = (contentType: string, sizeBytes: number) => grantUpload({ userId: user.id, purpose: "avatar", contentType, sizeBytes });
    await expect(attempt("image/gif", 10)).rejects.toMatchObject({ message: AVATAR_WRONG_TYPE, status: 415 });
    await expect(attempt("text/html", 10)).rejects.toMatchObject({ message: AVATAR_WRONG_TYPE });
    await expect(attempt("image/jpeg", 2 * 1024 * 1024 + 1)).rejects.toMatchObject({ message: AVATAR_TOO_LARGE, status: 413 });
    await expect(attempt("image/jpeg", 0)).rejects.toMatchObject({ message: AVATAR_TOO_LARGE });
    await expect(attempt("image/jpeg", 1.5)).rejects.toBeInstanceOf(UploadError);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM media_uploads").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("PUT /media/upload/:id", () => {
  it("stores the photo in R2 under a random key with the sniffed type, and serves it at /media/<key>", async () => {
    const g = await grant("image/jpeg");
    const res = await put(g.uploadUrl, PNG_BYTES, { "Content-Type": "image/jpeg" });
    expect(res.status).toBe(201);
    const { url } = await res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{24}$/);
    const served = await exports.default.fetch(`http://localhost${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    const row = await env.DB.prepare("SELECT size_bytes, content_type, completed_at FROM media_uploads WHERE id = ?").bind(g.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ size_bytes: PNG_BYTES.length, content_type: "image/png" });
  });

  it("works once: a second PUT is refused (410) and does not overwrite", async () => {
    const g = await grant();
    expect((await put(g.uploadUrl, JPEG_BYTES)).status).toBe(201);
    const again = await put(g.uploadUrl, PNG_BYTES);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ error: UPLOAD_LINK_USED });
  });

  it("refuses a wrong or missing signature and an unknown id (403)", async () => {
    const g = await grant();
    const [path, sig] = g.uploadUrl.split("?sig=");
    invariant(path && sig, `a signed upload URL: ${g.uploadUrl}`);
    for (const url of [path, `${path}?sig=AAAA`, `${path}?sig=${sig.slice(0, -1)}x`, `/media/upload/${crypto.randomUUID()}?sig=${sig}`]) {
      const res = await put(url, JPEG_BYTES);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: UPLOAD_LINK_INVALID });
    }
    expect((await put(g.uploadUrl, JPEG_BYTES)).status).toBe(201);
  });

  it("refuses files over the limit (413) and non-images (415) without using up the grant", async () => {
    const g = await grant();
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(JPEG_BYTES);
    const tooBig = await put(g.uploadUrl, big);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: AVATAR_TOO_LARGE });
    for (const body of ["<script>alert(1)</script>", "GIF89a......", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', ""]) {
      const res = await put(g.uploadUrl, body, { "Content-Type": "image/jpeg" });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: AVATAR_WRONG_TYPE });
    }
    expect((await env.MEDIA.list({ prefix: "avatars/" })).objects.some((o) => o.key === "")).toBe(false);
    expect((await put(g.uploadUrl, WEBP_BYTES)).status).toBe(201);
  });

  it("refuses an expired grant (410)", async () => {
    const g = await grant();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const [, id, sig] = g.uploadUrl.match(/^\/media\/upload\/([^?]+)\?sig=(.+)$/) ?? [];
    invariant(id && sig, `a signed upload URL: ${g.uploadUrl}`);
    await expect(receiveUpload(id, sig, new Request("http://localhost/x", { method: "PUT", body: JPEG_BYTES }))).rejects.toMatchObject({ message: UPLOAD_LINK_EXPIRED, status: 410 });
  });

  it("a cross-site PUT is refused before it reaches the upload", async () => {
    const g = await grant();
    const res = await put(g.uploadUrl, JPEG_BYTES, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
    expect((await put(g.uploadUrl, JPEG_BYTES)).status).toBe(201);
  });
});

describe("abandoned uploads", () => {
  it("removes day-old avatar uploads no account shows, and keeps the ones in use", async () => {
    const user = await createUser();
    const inUse = await storeImageFromForm(new File([PNG_BYTES], "a.png", { type: "image/png" }), "avatar", user.id);
    await env.DB.prepare("UPDATE users SET avatar_url = ? WHERE id = ?").bind(inUse.url, user.id).run();
    const abandoned = await storeImageFromForm(new File([PNG_BYTES], "b.png", { type: "image/png" }), "avatar", null);
    const neverUsed = await grantUpload({ userId: user.id, purpose: "avatar", contentType: "image/png", sizeBytes: 10 });
    const fresh = await storeImageFromForm(new File([PNG_BYTES], "c.png", { type: "image/png" }), "avatar", null);
    await env.DB.prepare("UPDATE media_uploads SET created_at = ? WHERE id IN (?, ?, ?)").bind(Date.now() - 25 * 60 * 60 * 1000, inUse.uploadId, abandoned.uploadId, neverUsed.id).run();

    expect(await sweepAbandonedUploads()).toBe(2);
    const left = (await env.DB.prepare("SELECT id FROM media_uploads ORDER BY id").all<{ id: string }>()).results.map((r) => r.id).sort();
    expect(left).toEqual([inUse.uploadId, fresh.uploadId].sort());
    expect(await env.MEDIA.head(abandoned.url.slice("/media/".length))).toBeNull();
    expect(await env.MEDIA.head(inUse.url.slice("/media/".length))).not.toBeNull();
  });
});
