/**
 * R2 faults (issue 33, faults at the binding boundary): the real MEDIA bucket, wrapped so that one
 * chosen call fails (test/fixtures/faults.ts), under the real upload PUT, the no-JavaScript
 * sign-up photo, the photo import approval and /media/*. The user gets the action's message or a
 * bare 500, and D1 never points at a photo that R2 does not hold.
 */
import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SIGN_UP_FAILED } from "~/auth/schemas";
import { createHttpApp } from "~/http/app.server";
import { finishedUploadUrl, grantUpload, UploadError } from "~/media/uploads.server";
import { action as photoImportAction, loader as photoImportLoader } from "~/routes/admin/photo-import";
import { action as grantAction } from "~/routes/uploads/provider-photo";
import { count, fetcherPost } from "../fixtures/actions";
import { dataOf, file } from "../fixtures/accounts";
import { reportFaults, faultyR2, withBinding, type R2Call } from "../fixtures/faults";
import { JPEG_BYTES } from "../fixtures/images";
import { signUpDraft, signUpStep2 } from "../fixtures/signup";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const failingR2 = <T>(when: (call: R2Call) => boolean, run: () => Promise<T>) => withBinding("MEDIA", faultyR2(env.MEDIA, { when }), run);

function put(url: string, body: BodyInit) {
  return exports.default.fetch(`http://localhost${url}`, { method: "PUT", body });
}

async function r2Keys(prefix: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}

reportFaults("faults-r2");

describe("the upload PUT when R2 fails", () => {
  for (const [stage, when] of [
    ["put of the scratch copy", (c: R2Call) => c.op === "put" && c.key.startsWith("uploads-in-progress/")],
    ["put of the clean photo", (c: R2Call) => c.op === "put" && c.key.startsWith("avatars/")],
    ["a read of the scratch copy", (c: R2Call) => c.op === "get" && c.key.startsWith("uploads-in-progress/")],
  ] as const) {
    it(`a failed ${stage}: a bare 500, the grant not used up, no photo to attach; the same link then uploads`, async () => {
      const user = await createUser();
      const owner = { userId: user.id };
      const grant = await grantUpload({ owner, purpose: "avatar", contentType: "image/jpeg", sizeBytes: JPEG_BYTES.byteLength });
      const keysBefore = await r2Keys("");
      const failed = await failingR2(when, () => put(grant.uploadUrl, JPEG_BYTES.slice()));
      expect(failed.status).toBe(500);
      expect(await failed.text()).toBe("Internal Server Error");
      // D1 must not point at a photo that was never stored.
      await expect(finishedUploadUrl(grant.id, "avatar", owner)).rejects.toBeInstanceOf(UploadError);
      expect(await count("media_uploads", "completed_at IS NOT NULL")).toBe(0);
      expect(await r2Keys("")).toEqual(keysBefore);
      const retried = await put(grant.uploadUrl, JPEG_BYTES.slice());
      expect(retried.status).toBe(201);
      const { url } = await retried.json<{ url: string }>();
      expect(await finishedUploadUrl(grant.id, "avatar", owner)).toBe(url);
      expect(await env.MEDIA.head(url.slice("/media/".length))).not.toBeNull();
    });
  }
});

describe("the sign-up photo without JavaScript when R2 fails", () => {
  it("'Failed to create account. Please try again.' (500), no account and no upload row; the retry creates both", async () => {
    const draft = await signUpDraft();
    const create = () => signUpStep2(draft, { photo: file(JPEG_BYTES, "me.jpg", "image/jpeg") });
    const keysBefore = await r2Keys("");
    const failed = dataOf<{ result: { error: Record<string, string[]> } }>(await failingR2((c) => c.op === "put", create));
    expect(failed.status).toBe(500);
    expect(failed.data.result.error).toEqual({ "": [SIGN_UP_FAILED] });
    expect(await count("users")).toBe(0);
    expect(await count("media_uploads")).toBe(0);
    expect(await r2Keys("")).toEqual(keysBefore);
    expect(((await create()) as Response).status).toBe(303);
    const user = await env.DB.prepare("SELECT avatar_url FROM users").first<{ avatar_url: string }>();
    expect(await env.MEDIA.head(user!.avatar_url.slice("/media/".length))).not.toBeNull();
  });
});

describe("the photo import approval when R2 fails", () => {
  it("'Failed to process import' (500), the item still pending, no provider, photo rows or lead; the retry approves it", async () => {
    const admin = await createUser({ role: "admin" });
    const cookie = await sessionCookie(admin.id);
    const granted = await fetcherPost(
      grantAction,
      "/uploads/provider-photo",
      {
        kind: "location",
        contentType: "image/jpeg",
        sizeBytes: String(JPEG_BYTES.byteLength),
        originalBytes: String(JPEG_BYTES.byteLength),
      },
      { cookie },
    );
    const grant = granted.data.grant as { id: string; uploadUrl: string };
    expect((await put(grant.uploadUrl, JPEG_BYTES.slice())).status).toBe(201);
    const queued = await fetcherPost(
      photoImportAction,
      "/admin/photo-import",
      {
        intent: "queue",
        mode: "create",
        photos: JSON.stringify([{ uploadId: grant.id, kind: "location" }]),
        scrapedData: JSON.stringify({
          practice_name: "Glow Aesthetics",
          type: "Med Spa",
          location: { city: "Austin", state: "TX", address: "1 Main St" },
          contact: { phone: "512-555-0100", email: "hi@glow.example" },
          services: ["Botox"],
          confidence_score: 85,
        }),
      },
      { cookie },
    );
    expect(queued.status, JSON.stringify(queued.data)).toBe(200);
    const list = async () => (await photoImportLoader(routeArgs("/admin/photo-import", { headers: { Cookie: cookie } }))).queue.items;
    const [item] = await list();
    const approve = () => fetcherPost(photoImportAction, "/admin/photo-import", { intent: "approve", itemId: item!.id }, { cookie });
    // Approval reads each stored photo's header from R2 for its dimensions.
    const failed = await failingR2((c) => c.op === "get", approve);
    expect(failed.status).toBe(500);
    expect((failed.data.result as { error: Record<string, string[]> }).error).toEqual({ "": ["Failed to process import"] });
    expect((await list())[0]!.status).toBe("pending");
    for (const table of ["providers", "provider_photos", "leads", "admin_audit_log"]) expect(await count(table)).toBe(0);
    const approved = await approve();
    expect(approved.data.toast?.title).toBe("Glow Aesthetics created successfully!");
    expect(await count("provider_photos")).toBe(1);
  });
});

describe("serving /media/* when R2 fails", () => {
  it("a bare 500 without details (never the object, never a stack), and the photo is served again once R2 answers", async () => {
    await env.MEDIA.put("avatars/served.jpg", JPEG_BYTES.slice(), { httpMetadata: { contentType: "image/jpeg" } });
    const app = createHttpApp(async () => new Response("page"));
    const get = (bindings: Env) =>
      app.fetch(new Request("http://localhost:8787/media/avatars/served.jpg"), bindings, createExecutionContext());
    const failed = await get({ ...env, MEDIA: faultyR2(env.MEDIA, { when: (c) => c.op === "get" }) });
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe("Internal Server Error");
    expect(failed.headers.get("Cache-Control") ?? "").not.toContain("immutable");
    const served = await get(env);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG_BYTES);
  });
});
