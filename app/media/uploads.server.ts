/**
 * Photo uploads. The browser compresses the image (canvas), asks for a grant, and PUTs the bytes
 * straight to /media/upload/{id}?sig=... ; the grant is signed, expires after 10 minutes and
 * works once. Without JavaScript the form posts the file itself and `storeImageFromForm` runs
 * the same checks. A grant is for the size the browser declared and for one owner: the signed-in
 * account or the sign-up draft. Every path reads the image's structure and dimensions and strips
 * its metadata (app/media/image.ts) but does not re-encode: Workers has no image codec without the
 * Images binding (the browser re-encodes instead).
 */
import { env } from "cloudflare:workers";
import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { AVATAR_TOO_LARGE, AVATAR_TYPES, AVATAR_UPLOAD_INVALID, AVATAR_WRONG_TYPE, MAX_AVATAR_BYTES } from "./avatar-rules";
import { d1, db } from "~/db/client.server";
import { mediaUploads } from "~/db/schema";
import { hmac, sameSecret } from "~/lib/hmac.server";
import { newId, randomToken } from "~/lib/ids";
import { applyEdits, IMAGE_DAMAGED, IMAGE_TOO_MANY_PIXELS, ImageInspector, inspectImage, type ImagePlan, type ImageProblem } from "./image";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_EMPTY, PHOTO_TOO_LARGE, PHOTO_TYPES, PHOTO_WRONG_TYPE } from "./photo-rules";

export const UPLOAD_TTL_MS = 10 * 60 * 1000;
/** Avatar uploads nobody uses (abandoned sign-ups, replaced photos) are removed after a day. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_PROBABILITY = 0.05;
/** How long a finished upload may still be attached to a form submission. */
const ATTACH_WITHIN_MS = 60 * 60 * 1000;

export const UPLOAD_POLICIES = {
  avatar: {
    maxBytes: MAX_AVATAR_BYTES,
    types: AVATAR_TYPES as readonly string[],
    prefix: "avatars",
    tooLarge: AVATAR_TOO_LARGE,
    wrongType: AVATAR_WRONG_TYPE,
  },
  ...providerPhotoPolicies(),
  /** A patient's private photos of a consultation request: never served by /media/* (isPrivateMediaKey). */
  consultation: {
    maxBytes: MAX_ORIGINAL_PHOTO_BYTES,
    types: PHOTO_TYPES as readonly string[],
    prefix: "consultations",
    tooLarge: PHOTO_TOO_LARGE,
    wrongType: PHOTO_WRONG_TYPE,
  },
} as const;

/**
 * Keys under a private prefix (consultation photos, and originals still being checked) that the
 * public /media/* route refuses: only their own authorized routes serve them.
 */
export function isPrivateMediaKey(key: string): boolean {
  return key.startsWith(`${UPLOAD_POLICIES.consultation.prefix}/`) || key.startsWith(SCRATCH_PREFIX);
}

/** How /media/* lets a photo be kept: a year unchanged, but a consent-bound one only briefly. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
/**
 * Before-and-after photos are shown under the patient's consent, which can be withdrawn (the set
 * and its objects are deleted): no shared cache keeps them and a browser for five minutes at most
 * (issue 43 finding 12). Consultation photos are never served here (isPrivateMediaKey).
 */
export const CONSENT_BOUND_CACHE_CONTROL = "private, max-age=300";

export function mediaCacheControl(key: string): string {
  return key.startsWith(`${UPLOAD_POLICIES.photo_before_after.prefix}/`) ? CONSENT_BOUND_CACHE_CONTROL : MEDIA_CACHE_CONTROL;
}

/** One grant purpose per provider photo kind (the photo import tool), each under its own prefix. */
function providerPhotoPolicies() {
  const policy = (kind: string) => ({
    maxBytes: MAX_ORIGINAL_PHOTO_BYTES,
    types: PHOTO_TYPES as readonly string[],
    prefix: `providers/${kind}`,
    tooLarge: PHOTO_TOO_LARGE,
    wrongType: PHOTO_WRONG_TYPE,
  });
  return { photo_profile: policy("profile"), photo_location: policy("location"), photo_before_after: policy("before_after") };
}
export type UploadPurpose = keyof typeof UPLOAD_POLICIES;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 410 | 413 | 415 | 422,
  ) {
    super(message);
  }
}

export const UPLOAD_LINK_USED = "This upload link was already used.";
export const UPLOAD_LINK_EXPIRED = "This upload link has expired. Please choose the photo again.";
export const UPLOAD_LINK_INVALID = "This upload link is not valid.";

/** The upload link's signature: what it may carry, until when (decision 063's one HMAC helper). */
function sign(id: string, expiresAt: number, maxBytes: number): Promise<string> {
  return hmac("media-upload", `${id}:${expiresAt}:${maxBytes}`, "base64url");
}

export type UploadGrant = { id: string; uploadUrl: string; expiresAt: number; maxBytes: number };

/** Who may attach an upload: a signed-in account, or someone between the two sign-up steps. */
export type UploadOwner = { userId: string } | { draftId: string };

function ownerColumns(owner: UploadOwner) {
  return "userId" in owner ? { userId: owner.userId, draftId: null } : { userId: null, draftId: owner.draftId };
}

/** The checked, metadata-free image, or the UploadError that refuses it. */
function cleanImage(bytes: Uint8Array, policy: (typeof UPLOAD_POLICIES)[UploadPurpose]) {
  return refusal(inspectImage(bytes), policy);
}

/** A signed, expiring, single-use upload URL for one photo of `purpose`, of at most `sizeBytes`, for `owner`. */
export async function grantUpload(input: {
  owner: UploadOwner;
  purpose: UploadPurpose;
  contentType: string;
  sizeBytes: number;
}): Promise<UploadGrant> {
  const policy = UPLOAD_POLICIES[input.purpose];
  if (!policy.types.includes(input.contentType)) throw new UploadError(policy.wrongType, 415);
  if (input.sizeBytes === 0) throw new UploadError(PHOTO_EMPTY, 400);
  if (!Number.isInteger(input.sizeBytes) || input.sizeBytes < 1 || input.sizeBytes > policy.maxBytes)
    throw new UploadError(policy.tooLarge, 413);
  if (Math.random() < SWEEP_PROBABILITY) await sweepAbandonedUploads();
  const id = newId();
  const expiresAt = Date.now() + UPLOAD_TTL_MS;
  await db()
    .insert(mediaUploads)
    .values({
      id,
      ...ownerColumns(input.owner),
      key: `${policy.prefix}/${randomToken(18)}`,
      purpose: input.purpose,
      maxBytes: input.sizeBytes,
      contentType: input.contentType,
      expiresAt: new Date(expiresAt),
    });
  return { id, uploadUrl: `/media/upload/${id}?sig=${await sign(id, expiresAt, input.sizeBytes)}`, expiresAt, maxBytes: input.sizeBytes };
}

/**
 * The PUT /media/upload/{id} handler: checks signature, expiry, single use, the granted size (while
 * the body streams in), type, structure and dimensions, then stores the metadata-free image in R2.
 * The body is never held whole (decision 020): it streams through the structure check into a
 * scratch object, and the clean file is then streamed from that object to its own key.
 */
export async function receiveUpload(id: string, sig: string | undefined, request: Request): Promise<{ url: string }> {
  const row = /^[0-9a-f-]{36}$/.test(id) ? await db().query.mediaUploads.findFirst({ where: eq(mediaUploads.id, id) }) : undefined;
  if (!row || !sig || !sameSecret(sig, await sign(row.id, row.expiresAt.getTime(), row.maxBytes)))
    throw new UploadError(UPLOAD_LINK_INVALID, 403);
  if (row.completedAt) throw new UploadError(UPLOAD_LINK_USED, 410);
  if (row.expiresAt.getTime() <= Date.now()) throw new UploadError(UPLOAD_LINK_EXPIRED, 410);
  const policy = UPLOAD_POLICIES[row.purpose as UploadPurpose];
  if (!policy) throw new UploadError(UPLOAD_LINK_INVALID, 403);
  if (Number(request.headers.get("Content-Length") ?? 0) > row.maxBytes) throw new UploadError(policy.tooLarge, 413);
  const scratch = `${SCRATCH_PREFIX}${randomToken(18)}`;
  try {
    const { plan, original } = await checkWhileStoring(request, row.maxBytes, policy, scratch);
    const now = Date.now();
    const claimed = await db()
      .update(mediaUploads)
      .set({ completedAt: new Date(now), sizeBytes: plan.length, contentType: plan.type, width: plan.width, height: plan.height })
      .where(and(eq(mediaUploads.id, row.id), isNull(mediaUploads.completedAt), gt(mediaUploads.expiresAt, new Date(now))))
      .returning({ key: mediaUploads.key });
    if (!claimed.length) throw new UploadError(UPLOAD_LINK_USED, 410);
    try {
      const source = await original();
      const clean = new FixedLengthStream(plan.length);
      const stored = env.MEDIA.put(row.key, clean.readable, { httpMetadata: imageMetadata(plan.type) });
      await Promise.all([stored, applyEdits(source, plan.edits, clean.writable)]);
    } catch (error) {
      // Not stored: the row must not point at the key, and the link stays usable (issue 33, faults).
      await db()
        .update(mediaUploads)
        .set({ completedAt: null, sizeBytes: null, contentType: row.contentType, width: null, height: null })
        .where(eq(mediaUploads.id, row.id));
      throw error;
    }
    return { url: `/media/${row.key}` };
  } finally {
    await env.MEDIA.delete(scratch);
  }
}

/**
 * Where a PUT's original bytes wait while they are checked; removed before the response (or, if the
 * Worker died in between, by the daily clean-up: `sweepScratchUploads`).
 */
const SCRATCH_PREFIX = "uploads-in-progress/";
/** Far longer than any upload takes. */
const SCRATCH_KEPT_MS = 60 * 60 * 1000;

/** Removes scratch objects of uploads that never finished; returns how many. */
export async function sweepScratchUploads(now = Date.now()): Promise<number> {
  const { objects } = await env.MEDIA.list({ prefix: SCRATCH_PREFIX, limit: 1000 });
  const stale = objects.filter((o) => o.uploaded.getTime() < now - SCRATCH_KEPT_MS).map((o) => o.key);
  if (stale.length) await env.MEDIA.delete(stale);
  return stale.length;
}

function imageMetadata(type: string): R2HTTPMetadata {
  return { contentType: type, cacheControl: MEDIA_CACHE_CONTROL };
}

/**
 * Streams the body through the structure check (ImageInspector) and, when its length is declared,
 * into the scratch object; refuses it with the same messages in the same order as when the body was
 * read whole: over the granted size (counted, whatever Content-Length said), empty, then what the
 * structure check found. Once the file is refused the rest is only counted, not stored, so a refused
 * body that is also too large still says "too large". A body without Content-Length (no browser
 * sends one) cannot stream into R2, which needs the length: its pieces are kept, bounded by the grant.
 */
async function checkWhileStoring(
  request: Request,
  maxBytes: number,
  policy: (typeof UPLOAD_POLICIES)[UploadPurpose],
  scratch: string,
): Promise<{ plan: ImagePlan; original: () => Promise<ReadableStream<Uint8Array>> }> {
  const declared = Number(request.headers.get("Content-Length") ?? NaN);
  const streaming = Number.isInteger(declared) && declared > 0;
  const inspector = new ImageInspector();
  const pieces: Uint8Array[] = [];
  let writer: WritableStreamDefaultWriter<Uint8Array> | undefined;
  let stored: Promise<unknown> = Promise.resolve();
  // Opened with the first piece the check has not refused: a non-image never starts a write.
  const startStoring = () => {
    const original = new FixedLengthStream(declared);
    writer = original.writable.getWriter();
    stored = env.MEDIA.put(scratch, original.readable);
    // Awaited below; handled now, so a put that fails while pieces are still written is no unhandled rejection.
    stored.catch(() => {});
    return writer;
  };
  let refused = false;
  const stopStoring = async () => {
    const open = writer;
    writer = undefined;
    await open?.abort().catch(() => {});
    await stored.catch(() => {});
  };
  let total = 0;
  // Typed here: the workers types declare the body as ReadableStream<any>, the DOM types as bytes.
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = request.body?.getReader();
  try {
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) {
        await reader?.cancel();
        throw new UploadError(policy.tooLarge, 413);
      }
      inspector.push(next.value);
      if (refused) continue;
      if (inspector.settled) {
        refused = true;
        await stopStoring();
      } else if (streaming) await (writer ?? startStoring()).write(next.value);
      else pieces.push(next.value);
    }
    if (total === 0) throw new UploadError(PHOTO_EMPTY, 400);
    const plan = refusal(inspector.finish(), policy);
    await writer?.close();
    await stored;
    const original = streaming ? async () => (await env.MEDIA.get(scratch))!.body : async () => new Blob(pieces as BlobPart[]).stream();
    return { plan, original };
  } catch (error) {
    await stopStoring();
    throw error;
  }
}

/** The checked image (or its plan), or the UploadError that refuses it. */
function refusal<T extends { type: string }>(plan: T | ImageProblem, policy: (typeof UPLOAD_POLICIES)[UploadPurpose]): T {
  if ("problem" in plan) {
    if (plan.problem === "not-an-image") throw new UploadError(policy.wrongType, 415);
    throw new UploadError(plan.problem === "damaged" ? IMAGE_DAMAGED : IMAGE_TOO_MANY_PIXELS, 422);
  }
  if (!policy.types.includes(plan.type)) throw new UploadError(policy.wrongType, 415);
  return plan;
}

/** The no-JavaScript path: a photo posted with the form, checked exactly like a direct upload. */
export async function storeImageFromForm(
  file: File,
  purpose: UploadPurpose,
  owner: UploadOwner,
): Promise<{ url: string; uploadId: string; key: string; contentType: string; sizeBytes: number; width: number; height: number }> {
  const policy = UPLOAD_POLICIES[purpose];
  if (file.size > policy.maxBytes) throw new UploadError(policy.tooLarge, 413);
  const { type, bytes, width, height } = cleanImage(new Uint8Array(await file.arrayBuffer()), policy);
  const id = newId();
  const key = `${policy.prefix}/${randomToken(18)}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: imageMetadata(type) });
  const now = new Date();
  await db()
    .insert(mediaUploads)
    .values({
      id,
      ...ownerColumns(owner),
      key,
      purpose,
      maxBytes: policy.maxBytes,
      contentType: type,
      sizeBytes: bytes.byteLength,
      width,
      height,
      expiresAt: now,
      completedAt: now,
    });
  return { url: `/media/${key}`, uploadId: id, key, contentType: type, sizeBytes: bytes.byteLength, width, height };
}

/**
 * A finished upload that this form may attach: same purpose, finished within the last hour, and
 * owned by `owner` (an account, or the sign-up draft that uploaded it and whose account has not
 * claimed it yet). `message` is the refusal when there is none.
 */
export async function finishedUpload(id: string, purpose: UploadPurpose, owner: UploadOwner, message = AVATAR_UPLOAD_INVALID) {
  const row = await db().query.mediaUploads.findFirst({
    where: and(
      eq(mediaUploads.id, id),
      eq(mediaUploads.purpose, purpose),
      isNotNull(mediaUploads.completedAt),
      gt(mediaUploads.completedAt, new Date(Date.now() - ATTACH_WITHIN_MS)),
      "userId" in owner ? eq(mediaUploads.userId, owner.userId) : and(isNull(mediaUploads.userId), eq(mediaUploads.draftId, owner.draftId)),
    ),
  });
  if (!row) throw new UploadError(message, 400);
  return {
    id: row.id,
    key: row.key,
    contentType: row.contentType ?? "image/jpeg",
    sizeBytes: row.sizeBytes ?? 0,
    width: row.width,
    height: row.height,
  };
}

/** The media path of a finished upload that this form may attach (finishedUpload). */
export async function finishedUploadUrl(id: string, purpose: UploadPurpose, owner: UploadOwner): Promise<string> {
  return `/media/${(await finishedUpload(id, purpose, owner)).key}`;
}

/** Gives an anonymous (sign-up) upload to the new account, so nobody else can attach it. */
export function claimUploadStatement(id: string, userId: string) {
  return db()
    .update(mediaUploads)
    .set({ userId })
    .where(and(eq(mediaUploads.id, id), isNull(mediaUploads.userId)));
}

/** A grant row a sweep found: its R2 object exists once the upload finished. */
export type SweptUpload = { id: string; key: string; completed_at: number | null };

/** Removes what a sweep found: the R2 objects of finished uploads, then the grant rows; how many. */
export async function removeUploads(rows: SweptUpload[]): Promise<number> {
  if (!rows.length) return 0;
  const stored = rows.filter((r) => r.completed_at !== null).map((r) => r.key);
  if (stored.length) await env.MEDIA.delete(stored);
  await d1().batch(rows.map((r) => d1().prepare("DELETE FROM media_uploads WHERE id = ?").bind(r.id)));
  return rows.length;
}

/**
 * Deletes a patient's private consultation photos uploaded more than a day ago that no consultation
 * request holds (the form was never sent, or its request is gone): the R2 object and the grant row
 * (issue 43 finding 15). The daily clean-up runs it with the other sweeps; returns how many it removed.
 */
export async function sweepUnattachedConsultationPhotos(now = Date.now(), batch = 100): Promise<number> {
  const { results } = await d1()
    .prepare(
      `SELECT m.id, m.key, m.completed_at FROM media_uploads m
     WHERE m.purpose = 'consultation' AND m.created_at < ?
       AND NOT EXISTS (SELECT 1 FROM consultation_photos cp WHERE cp.r2_key = m.key)
     LIMIT ?`,
    )
    .bind(now - ABANDONED_AFTER_MS, batch)
    .all<SweptUpload>();
  return removeUploads(results);
}

/**
 * Deletes avatar uploads older than a day that no account shows (grants never used, sign-ups
 * abandoned after the photo step, photos since replaced): the R2 object and the row.
 * Runs now and then from grantUpload; returns how many it removed.
 */
export async function sweepAbandonedUploads(now = Date.now(), batch = 50): Promise<number> {
  const { results } = await d1()
    .prepare(
      `SELECT m.id, m.key, m.completed_at FROM media_uploads m
     WHERE m.purpose = 'avatar' AND m.created_at < ?
       AND (m.completed_at IS NULL OR NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_url = '/media/' || m.key))
     LIMIT ?`,
    )
    .bind(now - ABANDONED_AFTER_MS, batch)
    .all<SweptUpload>();
  return removeUploads(results);
}
