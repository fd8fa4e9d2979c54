import { env, exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { AVATAR_TOO_LARGE, AVATAR_WRONG_TYPE } from "~/auth/schemas";
import { sniffImageType } from "~/media/sniff";
import {
  grantUpload,
  receiveUpload,
  storeImageFromForm,
  sweepAbandonedUploads,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
  UPLOAD_LINK_USED,
  UploadError,
} from "~/media/uploads.server";
import { PHOTO_EMPTY } from "~/media/photo-rules";
import { IMAGE_DAMAGED, IMAGE_TOO_MANY_PIXELS, inspectImage } from "~/media/image";
import { JPEG_BYTES, PNG_BYTES, WEBP_BYTES } from "../fixtures/accounts";
import {
  containsBytes,
  jpegWithMetadata,
  METADATA_MARKERS,
  PNG_4X3,
  pngClaiming,
  pngWithMetadata,
  WEBP_ALPHA,
  webpChunks,
  webpWithMetadata,
} from "../fixtures/images";
import { createUser } from "../fixtures/users";
import { invariant } from "~/lib/invariant";

async function grant(contentType = "image/jpeg", sizeBytes = 1000) {
  const user = await createUser();
  return grantUpload({ owner: { userId: user.id }, purpose: "avatar", contentType, sizeBytes });
}

function put(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return exports.default.fetch(`http://localhost${url}`, { method: "PUT", body, headers });
}

describe("magic-byte sniffing", () => {
  it("knows JPEG, PNG and WebP by their first bytes only", () => {
    expect(sniffImageType(JPEG_BYTES)).toBe("image/jpeg");
    expect(sniffImageType(PNG_BYTES)).toBe("image/png");
    expect(sniffImageType(WEBP_BYTES)).toBe("image/webp");
    for (const text of ["GIF89a", "<svg/>", "%PDF-1.7", "RIFF0000WAVE", ""])
      expect(sniffImageType(new TextEncoder().encode(text))).toBeNull();
  });
});

function expectNoMetadata(bytes: Uint8Array) {
  for (const marker of METADATA_MARKERS) expect(containsBytes(bytes, marker), `still carries ${String(marker)}`).toBe(false);
}

describe("image structure, dimensions and metadata", () => {
  it("reads real JPEG, PNG and WebP files and their dimensions, and keeps them as they are when they carry nothing extra", () => {
    for (const [bytes, type, width, height] of [
      [JPEG_BYTES, "image/jpeg", 4, 3],
      [PNG_4X3, "image/png", 4, 3],
      [PNG_BYTES, "image/png", 1, 1],
      [WEBP_BYTES, "image/webp", 3, 2],
      [WEBP_ALPHA, "image/webp", 3, 2],
    ] as const) {
      const image = inspectImage(bytes);
      expect(image).toMatchObject({ type, width, height });
      expect("bytes" in image && image.bytes).toEqual(bytes);
    }
  });

  it("refuses truncated files: a 60-byte PNG, a JPEG cut before EOI, a WebP shorter than its RIFF size", () => {
    expect(inspectImage(PNG_4X3.subarray(0, 60))).toEqual({ problem: "damaged" });
    expect(inspectImage(pngWithMetadata().subarray(0, 60))).toEqual({ problem: "damaged" });
    expect(inspectImage(JPEG_BYTES.subarray(0, JPEG_BYTES.length - 2))).toEqual({ problem: "damaged" });
    expect(inspectImage(JPEG_BYTES.subarray(0, 200))).toEqual({ problem: "damaged" });
    expect(inspectImage(WEBP_ALPHA.subarray(0, WEBP_ALPHA.length - 10))).toEqual({ problem: "damaged" });
    const badCrc = PNG_BYTES.slice();
    badCrc[40] = (badCrc[40] ?? 0) ^ 1;
    expect(inspectImage(badCrc)).toEqual({ problem: "damaged" });
    expect(inspectImage(new TextEncoder().encode("RIFF\x24\x00\x00\x00WEBPVP8 "))).toEqual({ problem: "damaged" });
  });

  it("refuses a pixel flood (20,000 x 20,000) and anything over 8,000 px a side or 40 MP, and keeps 8,000 x 5,000", () => {
    expect(inspectImage(pngClaiming(20_000, 20_000))).toEqual({ problem: "too-many-pixels" });
    expect(inspectImage(pngClaiming(8_001, 10))).toEqual({ problem: "too-many-pixels" });
    expect(inspectImage(pngClaiming(7_000, 7_000))).toEqual({ problem: "too-many-pixels" });
    expect(inspectImage(pngClaiming(8_000, 5_000))).toMatchObject({ width: 8_000, height: 5_000 });
    expect(inspectImage(pngClaiming(0, 10))).toEqual({ problem: "damaged" });
  });

  it("strips EXIF (GPS), XMP, APP13 and comments from a JPEG, keeps its orientation, and drops what follows EOI", () => {
    const image = inspectImage(jpegWithMetadata());
    if (!("bytes" in image)) throw new Error(image.problem);
    expect(image).toMatchObject({ type: "image/jpeg", width: 4, height: 3 });
    expectNoMetadata(image.bytes);
    // SOI, then an EXIF block holding only Orientation = 6, then the original segments.
    expect([...image.bytes.subarray(0, 6)]).toEqual([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x22]);
    expect([...image.bytes.subarray(22, 34)]).toEqual([0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00]);
    expect(image.bytes.subarray(38)).toEqual(JPEG_BYTES.subarray(2));
  });

  it("strips tEXt, zTXt, iTXt, eXIf and tIME chunks from a PNG and drops what follows IEND", () => {
    const image = inspectImage(pngWithMetadata());
    if (!("bytes" in image)) throw new Error(image.problem);
    expectNoMetadata(image.bytes);
    expect(image.bytes).toEqual(PNG_4X3);
  });

  it("strips EXIF and XMP chunks from a WebP, clears their VP8X flags and fixes the RIFF size", () => {
    const image = inspectImage(webpWithMetadata());
    if (!("bytes" in image)) throw new Error(image.problem);
    expectNoMetadata(image.bytes);
    expect(webpChunks(image.bytes).map((c) => c.fourcc)).toEqual(["VP8X", "ICCP", "ALPH", "VP8 "]);
    expect(image.bytes).toEqual(WEBP_ALPHA);
  });
});

describe("upload grants", () => {
  it("refuses types other than JPEG, PNG and WebP, and sizes outside 1 byte to 2 MB", async () => {
    const user = await createUser();
    const attempt = (contentType: string, sizeBytes: number) =>
      grantUpload({ owner: { userId: user.id }, purpose: "avatar", contentType, sizeBytes });
    await expect(attempt("image/gif", 10)).rejects.toMatchObject({ message: AVATAR_WRONG_TYPE, status: 415 });
    await expect(attempt("text/html", 10)).rejects.toMatchObject({ message: AVATAR_WRONG_TYPE });
    await expect(attempt("image/jpeg", 2 * 1024 * 1024 + 1)).rejects.toMatchObject({ message: AVATAR_TOO_LARGE, status: 413 });
    await expect(attempt("image/jpeg", 0)).rejects.toMatchObject({ message: PHOTO_EMPTY, status: 400 });
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
    const row = await env.DB.prepare("SELECT size_bytes, content_type, completed_at FROM media_uploads WHERE id = ?")
      .bind(g.id)
      .first<Record<string, unknown>>();
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
    for (const body of ["<script>alert(1)</script>", "GIF89a......", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>']) {
      const res = await put(g.uploadUrl, body, { "Content-Type": "image/jpeg" });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: AVATAR_WRONG_TYPE });
    }
    const empty = await put(g.uploadUrl, "", { "Content-Type": "image/jpeg" });
    expect([empty.status, await empty.json()]).toEqual([400, { error: PHOTO_EMPTY }]);
    expect((await env.MEDIA.list({ prefix: "avatars/" })).objects.some((o) => o.key === "")).toBe(false);
    expect((await put(g.uploadUrl, WEBP_BYTES)).status).toBe(201);
  });

  it("refuses an expired grant (410)", async () => {
    const g = await grant();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const [, id, sig] = g.uploadUrl.match(/^\/media\/upload\/([^?]+)\?sig=(.+)$/) ?? [];
    invariant(id && sig, `a signed upload URL: ${g.uploadUrl}`);
    await expect(receiveUpload(id, sig, new Request("http://localhost/x", { method: "PUT", body: JPEG_BYTES }))).rejects.toMatchObject({
      message: UPLOAD_LINK_EXPIRED,
      status: 410,
    });
  });

  it("a cross-site PUT is refused before it reaches the upload", async () => {
    const g = await grant();
    const res = await put(g.uploadUrl, JPEG_BYTES, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
    expect((await put(g.uploadUrl, JPEG_BYTES)).status).toBe(201);
  });
});

describe("every upload path checks the image and strips its metadata", () => {
  const refusals: Array<[string, Uint8Array, string]> = [
    ["a 60-byte truncated PNG", PNG_4X3.subarray(0, 60), IMAGE_DAMAGED],
    ["a 20,000 x 20,000 pixel-flood PNG", pngClaiming(20_000, 20_000), IMAGE_TOO_MANY_PIXELS],
  ];
  for (const [label, bytes, message] of refusals) {
    it(`refuses ${label} by direct PUT (422) and by the no-JS form path, storing nothing`, async () => {
      const objectsBefore = (await env.MEDIA.list()).objects.length;
      const g = await grant("image/png", bytes.length);
      const res = await put(g.uploadUrl, bytes as Uint8Array<ArrayBuffer>);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: message });
      const user = await createUser();
      await expect(
        storeImageFromForm(new File([bytes as BlobPart], "x.png", { type: "image/png" }), "avatar", { userId: user.id }),
      ).rejects.toMatchObject({ message, status: 422 });
      expect((await env.MEDIA.list()).objects).toHaveLength(objectsBefore);
      expect(
        (await env.DB.prepare("SELECT count(*) AS n FROM media_uploads WHERE completed_at IS NOT NULL").first<{ n: number }>())!.n,
      ).toBe(0);
    });
  }

  it("a JPEG with EXIF GPS, a PNG with text chunks and a WebP with EXIF are stored and served without them (direct PUT)", async () => {
    for (const [bytes, type] of [
      [jpegWithMetadata(), "image/jpeg"],
      [pngWithMetadata(), "image/png"],
      [webpWithMetadata(), "image/webp"],
    ] as const) {
      const g = await grant(type, bytes.length);
      const res = await put(g.uploadUrl, bytes);
      expect(res.status).toBe(201);
      const served = new Uint8Array(
        await (await exports.default.fetch(`http://localhost${(await res.json<{ url: string }>()).url}`)).arrayBuffer(),
      );
      expect(served.length).toBeLessThan(bytes.length);
      expectNoMetadata(served);
      expect(containsBytes(served, "Exif\0\0MM")).toBe(type === "image/jpeg"); // only the orientation block
    }
  });

  it("and the same through the no-JS form path", async () => {
    const user = await createUser();
    const stored = await storeImageFromForm(new File([jpegWithMetadata()], "gps.jpg", { type: "image/jpeg" }), "avatar", {
      userId: user.id,
    });
    const object = await env.MEDIA.get(stored.url.slice("/media/".length));
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expectNoMetadata(bytes);
    expect(bytes.subarray(38)).toEqual(JPEG_BYTES.subarray(2));
  });
});

describe("grants are bound to the declared size", () => {
  it("a grant for 1,000 bytes refuses a 1.9 MB PUT (413) and stays usable", async () => {
    const g = await grant("image/jpeg", 1000);
    const big = new Uint8Array(1_900_000);
    big.set(JPEG_BYTES);
    const res = await put(g.uploadUrl, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: AVATAR_TOO_LARGE });
    expect((await put(g.uploadUrl, JPEG_BYTES)).status).toBe(201);
  });

  it("stops reading a body without Content-Length as soon as it passes the granted size", async () => {
    const g = await grant("image/jpeg", 1000);
    const [, id = "", sig = ""] = g.uploadUrl.match(/^\/media\/upload\/([^?]+)\?sig=(.+)$/) ?? [];
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1_900_000) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0xff));
      },
    });
    await expect(
      receiveUpload(id, sig, new Request("http://localhost/x", { method: "PUT", body, duplex: "half" } as RequestInit)),
    ).rejects.toMatchObject({ message: AVATAR_TOO_LARGE, status: 413 });
    expect(pulled).toBeLessThanOrEqual(3 * 64 * 1024);
  });
});

describe("abandoned uploads", () => {
  it("removes day-old avatar uploads no account shows, and keeps the ones in use", async () => {
    const user = await createUser();
    const inUse = await storeImageFromForm(new File([PNG_BYTES], "a.png", { type: "image/png" }), "avatar", { userId: user.id });
    await env.DB.prepare("UPDATE users SET avatar_url = ? WHERE id = ?").bind(inUse.url, user.id).run();
    const abandoned = await storeImageFromForm(new File([PNG_BYTES], "b.png", { type: "image/png" }), "avatar", {
      draftId: "abandoned-sign-up-draft",
    });
    const neverUsed = await grantUpload({ owner: { userId: user.id }, purpose: "avatar", contentType: "image/png", sizeBytes: 10 });
    const fresh = await storeImageFromForm(new File([PNG_BYTES], "c.png", { type: "image/png" }), "avatar", {
      draftId: "fresh-sign-up-draft-0",
    });
    await env.DB.prepare("UPDATE media_uploads SET created_at = ? WHERE id IN (?, ?, ?)")
      .bind(Date.now() - 25 * 60 * 60 * 1000, inUse.uploadId, abandoned.uploadId, neverUsed.id)
      .run();

    expect(await sweepAbandonedUploads()).toBe(2);
    const left = (await env.DB.prepare("SELECT id FROM media_uploads ORDER BY id").all<{ id: string }>()).results.map((r) => r.id).sort();
    expect(left).toEqual([inUse.uploadId, fresh.uploadId].sort());
    expect(await env.MEDIA.head(abandoned.url.slice("/media/".length))).toBeNull();
    expect(await env.MEDIA.head(inUse.url.slice("/media/".length))).not.toBeNull();
  });
});
