/**
 * The PUT upload streams (decision 020): the body passes through the structure check into a scratch
 * R2 object and the clean file is written from there; nothing is left behind, whatever the outcome.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { IMAGE_DAMAGED } from "~/media/image";
import { grantUpload } from "~/media/uploads.server";
import { PHOTO_TOO_LARGE } from "~/media/photo-rules";
import { concatBytes } from "../fixtures/images";
import { createUser } from "../fixtures/users";

/** A structurally whole baseline JPEG of `size` bytes: SOI, JFIF, an EXIF block to strip, frame, scan, EOI. */
function bigJpeg(size: number): Uint8Array<ArrayBuffer> {
  const jfif = Uint8Array.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const exif = concatBytes(Uint8Array.from([0xff, 0xe1, 0x00, 0x10]), new TextEncoder().encode("Exif\0\0secret"), Uint8Array.of(0, 0));
  const sof = Uint8Array.from([0xff, 0xc0, 0x00, 0x0b, 8, 0x03, 0x00, 0x04, 0x00, 1, 1, 0x11, 0]);
  const sos = Uint8Array.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0]);
  const head = concatBytes(Uint8Array.of(0xff, 0xd8), jfif, exif, sof, sos);
  const scan = new Uint8Array(size - head.length - 2);
  for (let i = 0; i < scan.length; i++) scan[i] = (i * 31) % 0xfe; // never 0xFF: no marker inside
  return concatBytes(head, scan, Uint8Array.of(0xff, 0xd9));
}

async function digest(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function photoGrant(sizeBytes: number) {
  const user = await createUser();
  return grantUpload({ owner: { userId: user.id }, purpose: "photo_location", contentType: "image/jpeg", sizeBytes });
}

const put = (url: string, body: BodyInit) => exports.default.fetch(`http://localhost${url}`, { method: "PUT", body });
const scratchObjects = async () => (await env.MEDIA.list({ prefix: "uploads-in-progress/" })).objects;

describe("streamed uploads", () => {
  it("stores a 2 MB photo without its EXIF block and leaves no scratch object", async () => {
    const photo = bigJpeg(2 * 1024 * 1024 - 100);
    const g = await photoGrant(photo.length);
    const res = await put(g.uploadUrl, photo);
    expect(res.status).toBe(201);
    const { url } = await res.json<{ url: string }>();
    const stored = new Uint8Array(await (await env.MEDIA.get(url.slice("/media/".length)))!.arrayBuffer());
    expect(stored.length).toBe(photo.length - 18); // the APP1 segment: 2 + 16 bytes
    // (two digests: vitest compares 2 MB arrays element by element, slowly)
    expect(await digest(stored)).toBe(await digest(concatBytes(photo.subarray(0, 20), photo.subarray(38))));
    expect(await scratchObjects()).toHaveLength(0);
    const row = await env.DB.prepare("SELECT size_bytes FROM media_uploads WHERE id = ?").bind(g.id).first<{ size_bytes: number }>();
    expect(row?.size_bytes).toBe(stored.length);
  });

  it("refuses a photo cut short once it has streamed in, and removes what was written", async () => {
    const photo = bigJpeg(1_500_000).subarray(0, 1_400_000);
    const g = await photoGrant(photo.length);
    const before = (await env.MEDIA.list()).objects.length;
    const res = await put(g.uploadUrl, photo);
    expect([res.status, await res.json()]).toEqual([422, { error: IMAGE_DAMAGED }]);
    expect(await scratchObjects()).toHaveLength(0);
    expect((await env.MEDIA.list()).objects).toHaveLength(before);
  });

  it("a body without Content-Length that passes the grant says too large even when it is no image, and stores nothing", async () => {
    const g = await photoGrant(100_000);
    const [, id = "", sig = ""] = g.uploadUrl.match(/^\/media\/upload\/([^?]+)\?sig=(.+)$/) ?? [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode("<svg>".padEnd(40_000, " ")));
        controller.close();
      },
    });
    const { receiveUpload } = await import("~/media/uploads.server");
    await expect(
      receiveUpload(id, sig, new Request("http://localhost/x", { method: "PUT", body, duplex: "half" } as RequestInit)),
    ).rejects.toMatchObject({ message: PHOTO_TOO_LARGE, status: 413 });
    expect(await scratchObjects()).toHaveLength(0);
  });
});

describe("scratch objects of uploads that never finished", () => {
  it("are removed by the daily clean-up after an hour, and fresh ones are kept", async () => {
    const { cleanUpOrphanedUploads } = await import("~/imports/photo-import.server");
    await env.MEDIA.put("uploads-in-progress/left-behind", new Uint8Array(10));
    expect((await cleanUpOrphanedUploads()).scratch).toBe(0);
    expect((await cleanUpOrphanedUploads(Date.now() + 61 * 60 * 1000)).scratch).toBe(1);
    expect(await scratchObjects()).toHaveLength(0);
  });
});
