/**
 * The before-and-after gallery (issue 36 item 2, decision 045): sets of a provider's photos tagged
 * by procedure, each published under a recorded consent attestation. Photos come through the one
 * media path (app/media/uploads.server.ts: signed single-use grants or the no-JavaScript form,
 * sniffed, structure-checked, metadata stripped) under the `photo_before_after` purpose; a set only
 * records their keys and dimensions. Who may act for which listing is the routes' business: these
 * commands take the listing they are given.
 */
import { env } from "cloudflare:workers";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { galleryPhotos, gallerySets, mediaUploads, providers, type GalleryPhotoRole, type ProviderType } from "~/db/schema";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";
import { US_STATES } from "~/lib/us-states";
import { finishedUpload, storeImageFromForm, UploadError } from "~/media/uploads.server";
import { CONSENT_TEXT_VERSION, PHOTO_IN_USE, UPLOAD_NOT_FOUND } from "./gallery-messages";
import { GALLERY_PAGE_SIZE, procedureName, SET_PHOTO_ROLES } from "./gallery-rules";
import type { GallerySetInput } from "./gallery-schemas";
import { galleryUrl, type GalleryFilters } from "./gallery-url";

const PURPOSE = "photo_before_after";

export type SetPhoto = { role: GalleryPhotoRole; url: string; width: number; height: number };
export type GallerySetCard = {
  id: string;
  procedure: string;
  procedureName: string;
  title: string | null;
  caption: string | null;
  createdAt: string;
  provider: { id: string; name: string; location: string };
  photos: SetPhoto[];
};

type Stored = { role: GalleryPhotoRole; key: string; width: number; height: number };
export type AddSetResult = { ok: true; setId: string } | { ok: false; field: string; message: string };

/** One photo of the form: the file posted without JavaScript, or the browser's finished upload. */
async function storedPhoto(role: GalleryPhotoRole, value: GallerySetInput, user: SessionUser): Promise<Stored | null> {
  const file = value[role];
  const uploadId = value[`${role}UploadId`];
  const owner = { userId: user.id };
  if (file && file.size > 0) {
    const stored = await storeImageFromForm(file, PURPOSE, owner);
    return { role, key: stored.key, width: stored.width, height: stored.height };
  }
  if (!uploadId) return null;
  const upload = await finishedUpload(uploadId, PURPOSE, owner, UPLOAD_NOT_FOUND);
  if (upload.width === null || upload.height === null) throw new UploadError(UPLOAD_NOT_FOUND, 400);
  const used = await db().select({ id: galleryPhotos.id }).from(galleryPhotos).where(eq(galleryPhotos.r2Key, upload.key)).get();
  if (used) throw new UploadError(PHOTO_IN_USE, 400);
  return { role, key: upload.key, width: upload.width, height: upload.height };
}

/**
 * Publishes a set for `providerId` by `user`, who attests the patient's consent (the form refused it
 * without): the set, its consent record and its photos in one batch. A photo the checks refuse is
 * the field's error and nothing is written.
 */
export async function addSet(user: SessionUser, providerId: string, value: GallerySetInput): Promise<AddSetResult> {
  const photos: Stored[] = [];
  for (const role of SET_PHOTO_ROLES) {
    try {
      const photo = await storedPhoto(role, value, user);
      if (photo) photos.push(photo);
    } catch (error) {
      if (error instanceof UploadError) return { ok: false, field: role, message: error.message };
      throw error;
    }
  }
  const id = newId();
  const now = new Date();
  const text = (v: string | undefined) => (v ? sanitizeUserText(v).trim() || null : null);
  await db().batch([
    db()
      .insert(gallerySets)
      .values({
        id,
        providerId,
        procedure: value.procedure,
        title: text(value.title),
        caption: text(value.caption),
        consentTextVersion: CONSENT_TEXT_VERSION,
        consentBy: user.id,
        consentEmail: user.email,
        consentAt: now,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      }),
    db()
      .insert(galleryPhotos)
      .values(
        photos.map((p, position) => ({ id: newId(), setId: id, role: p.role, position, r2Key: p.key, width: p.width, height: p.height })),
      ),
  ]);
  return { ok: true, setId: id };
}

export type SetOwner = { providerId: string; procedure: string };

/**
 * Deletes a set (of `providerId` when given: a practice reaches only its own) with its photos: the
 * rows, their uploads' rows, and the R2 objects. Null when there is no such set.
 */
export async function deleteSet(setId: string, providerId: string | null): Promise<SetOwner | null> {
  const set = await db()
    .select({ providerId: gallerySets.providerId, procedure: gallerySets.procedure })
    .from(gallerySets)
    .where(providerId === null ? eq(gallerySets.id, setId) : and(eq(gallerySets.id, setId), eq(gallerySets.providerId, providerId)))
    .get();
  if (!set) return null;
  const keys = (await db().select({ key: galleryPhotos.r2Key }).from(galleryPhotos).where(eq(galleryPhotos.setId, setId)).all()).map(
    (p) => p.key,
  );
  // The rows first: a page never shows a photo whose object is gone.
  await db().batch([
    db().delete(gallerySets).where(eq(gallerySets.id, setId)),
    db()
      .delete(mediaUploads)
      .where(inArray(mediaUploads.key, keys.length ? keys : [""])),
  ]);
  if (keys.length) await env.MEDIA.delete(keys);
  return set;
}

async function photosOf(setIds: string[]): Promise<Map<string, SetPhoto[]>> {
  const bySet = new Map<string, SetPhoto[]>();
  if (!setIds.length) return bySet;
  const rows = await db()
    .select({
      setId: galleryPhotos.setId,
      role: galleryPhotos.role,
      key: galleryPhotos.r2Key,
      width: galleryPhotos.width,
      height: galleryPhotos.height,
    })
    .from(galleryPhotos)
    .where(inArray(galleryPhotos.setId, setIds))
    .orderBy(galleryPhotos.setId, galleryPhotos.position)
    .all();
  for (const row of rows) {
    const list = bySet.get(row.setId) ?? [];
    list.push({ role: row.role, url: `/media/${row.key}`, width: row.width, height: row.height });
    bySet.set(row.setId, list);
  }
  return bySet;
}

const cardColumns = {
  id: gallerySets.id,
  procedure: gallerySets.procedure,
  title: gallerySets.title,
  caption: gallerySets.caption,
  createdAt: gallerySets.createdAt,
  providerId: providers.id,
  providerName: providers.name,
  location: providers.location,
};

type CardRow = {
  id: string;
  procedure: string;
  title: string | null;
  caption: string | null;
  createdAt: Date;
  providerId: string;
  providerName: string;
  location: string;
};

async function cards(rows: CardRow[]): Promise<GallerySetCard[]> {
  const photos = await photosOf(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    procedure: r.procedure,
    procedureName: procedureName(r.procedure),
    title: r.title,
    caption: r.caption,
    createdAt: r.createdAt.toISOString(),
    provider: { id: r.providerId, name: r.providerName, location: r.location },
    photos: photos.get(r.id) ?? [],
  }));
}

/** The sets `where` picks (with their providers), newest first, as cards. */
async function newestCards(where: SQL | undefined, limit: number, offset = 0): Promise<GallerySetCard[]> {
  const rows = await db()
    .select(cardColumns)
    .from(gallerySets)
    .innerJoin(providers, eq(providers.id, gallerySets.providerId))
    .where(where)
    .orderBy(desc(gallerySets.createdAt), desc(gallerySets.id))
    .limit(limit)
    .offset(offset)
    .all();
  return cards(rows);
}

/** A provider's published sets, newest first (its profile shows the first few; its managers see all). */
export async function setsOf(providerId: string, limit = 100): Promise<{ sets: GallerySetCard[]; total: number }> {
  const where = and(eq(gallerySets.providerId, providerId), eq(gallerySets.status, "published"));
  const [sets, [total]] = await Promise.all([newestCards(where, limit), db().select({ n: count() }).from(gallerySets).where(where).all()]);
  return { sets, total: total?.n ?? 0 };
}

/** The newest published sets across the directory (the admins' page). */
export async function latestSets(limit = 20): Promise<GallerySetCard[]> {
  return newestCards(eq(gallerySets.status, "published"), limit);
}

/** A provider's state as its postal code, whether the listing wrote the code or the name. */
export function stateCodeOf(state: string | null | undefined): string | null {
  const text = state?.trim().toLowerCase();
  if (!text) return null;
  return US_STATES.find((s) => s.code.toLowerCase() === text || s.name.toLowerCase() === text)?.code ?? null;
}

function stateCondition(code: string): SQL {
  const state = US_STATES.find((s) => s.code === code);
  return sql`(upper(trim(${providers.state})) = ${code} OR lower(trim(${providers.state})) = ${state?.name.toLowerCase() ?? code.toLowerCase()})`;
}

function conditions(filters: GalleryFilters): SQL | undefined {
  return and(
    eq(gallerySets.status, "published"),
    filters.procedure ? eq(gallerySets.procedure, filters.procedure) : undefined,
    filters.type ? eq(providers.type, filters.type) : undefined,
    filters.state ? stateCondition(filters.state) : undefined,
    filters.city ? sql`lower(trim(${providers.city})) = ${filters.city.toLowerCase()}` : undefined,
    filters.provider ? eq(gallerySets.providerId, filters.provider) : undefined,
  );
}

export type GalleryPage = { sets: GallerySetCard[]; total: number; page: number; pages: number };

/** One page of the public gallery under `filters`, newest first. */
export async function galleryPage(filters: GalleryFilters): Promise<GalleryPage> {
  const where = conditions(filters);
  const [total] = await db()
    .select({ n: count() })
    .from(gallerySets)
    .innerJoin(providers, eq(providers.id, gallerySets.providerId))
    .where(where)
    .all();
  const n = total?.n ?? 0;
  const pages = Math.max(1, Math.ceil(n / GALLERY_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  return { sets: await newestCards(where, GALLERY_PAGE_SIZE, (page - 1) * GALLERY_PAGE_SIZE), total: n, page, pages };
}

export type GalleryOptions = {
  types: ProviderType[];
  states: { code: string; name: string }[];
  cities: { city: string; state: string }[];
};

/** The provider types, states and cities that have published sets: what the filters offer. */
export async function galleryOptions(): Promise<GalleryOptions> {
  const rows = await db()
    .selectDistinct({ type: providers.type, state: providers.state, city: providers.city })
    .from(gallerySets)
    .innerJoin(providers, eq(providers.id, gallerySets.providerId))
    .where(eq(gallerySets.status, "published"))
    .all();
  const types = [...new Set(rows.map((r) => r.type))].sort();
  const codes = new Set(rows.map((r) => stateCodeOf(r.state)).filter((c): c is string => Boolean(c)));
  const states = US_STATES.filter((s) => codes.has(s.code)).map(({ code, name }) => ({ code, name }));
  const cities = new Map<string, { city: string; state: string }>();
  for (const r of rows) {
    const state = stateCodeOf(r.state);
    const city = r.city?.trim();
    if (state && city) cities.set(`${city.toLowerCase()}|${state}`, { city, state });
  }
  return { types, states, cities: [...cities.values()].sort((a, b) => a.city.localeCompare(b.city) || a.state.localeCompare(b.state)) };
}

/** The listing a set is published for: its name (admins' page) and what the purge names. */
export async function galleryProvider(providerId: string) {
  return db()
    .select({ id: providers.id, name: providers.name, type: providers.type, state: providers.state, city: providers.city })
    .from(providers)
    .where(eq(providers.id, providerId))
    .get();
}

/**
 * The cached /gallery pages a change to a set of this provider and procedure shows on: the first page
 * under every combination of its procedure, its provider type and its place (state, state and city),
 * and the provider's own (its profile's "See all" link), each with its data request. Later pages and other orders expire within the edge's s-maxage.
 */
export async function galleryPagePaths(providerId: string, procedure: string): Promise<string[]> {
  const provider = await galleryProvider(providerId);
  const state = stateCodeOf(provider?.state);
  const city = provider?.city?.trim() || undefined;
  const places: Pick<GalleryFilters, "state" | "city">[] = [{}];
  if (state) places.push({ state }, ...(city ? [{ state, city }] : []));
  const urls = [galleryUrl({ provider: providerId, page: 1 })];
  for (const p of [undefined, procedure])
    for (const type of [undefined, provider?.type])
      for (const place of places) urls.push(galleryUrl({ procedure: p, type, ...place, page: 1 }));
  // Each page with its React Router data request.
  return urls.flatMap((url) => {
    const [path, query] = url.split("?");
    return [url, `${path}.data${query ? `?${query}` : ""}`];
  });
}
