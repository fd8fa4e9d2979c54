/**
 * The practice's own listing (issue 34, item 3): what /provider/profile shows and saves. Every save
 * writes one listing_changes row per changed field (before, after, who, when) in the same D1 batch
 * as the update, so a change and its record land together or not at all. The listing is always
 * the account's own (PracticeAccess), never one named by the request.
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { listingChanges, providerPhotos, providers, type Provider, type SocialMedia } from "~/db/schema";
import { getProvider } from "~/directory/providers.server";
import { coordinatesOf, usPlaces } from "~/geo/places.server";
import { ratingOriginOf } from "~/directory/rating";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";
import { finishedUploadUrl, storeImageFromForm } from "~/media/uploads.server";
import type { PracticeAccess } from "./access.server";
import { LISTING_PHOTO_PURPOSE, SOCIAL_NETWORKS, type ListingInput, type ListingPhotoKind } from "./listing-schemas";

/** The fields a practice edits, as stored. */
export type ListingFields = {
  bio: string | null;
  servicesOffered: string[];
  languages: string[] | null;
  pricing: Record<string, string>;
  hours: Record<string, string>;
  website: string | null;
  socialMedia: SocialMedia;
  practicePhone: string | null;
  practiceEmail: string | null;
  practiceAddress: string | null;
  linkInBioUsername: string | null;
};
const FIELDS = [
  "bio",
  "servicesOffered",
  "languages",
  "pricing",
  "hours",
  "website",
  "socialMedia",
  "practicePhone",
  "practiceEmail",
  "practiceAddress",
  "linkInBioUsername",
] as const satisfies readonly (keyof ListingFields)[];

function fieldsOf(p: Provider): ListingFields {
  return Object.fromEntries(FIELDS.map((f) => [f, p[f]])) as ListingFields;
}

/** Lines of text as stored: scripts and markup stripped like reviews (app/lib/sanitize.ts), empty entries dropped. */
function cleanMap(record: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    const [n, v] = [sanitizeUserText(name), sanitizeUserText(value)];
    if (n && v) out[n] = v;
  }
  return out;
}

/** The form's values as the stored fields (an empty field clears it); text is cleaned like reviews. */
export function fieldsFrom(value: ListingInput): ListingFields {
  const socialMedia: SocialMedia = {};
  for (const { key } of SOCIAL_NETWORKS) if (value[key]) socialMedia[key] = value[key];
  const text = (s: string | undefined) => (s ? sanitizeUserText(s) : "") || null;
  const languages = [...new Set(value.languages.map((s) => sanitizeUserText(s)).filter(Boolean))];
  return {
    bio: text(value.bio),
    servicesOffered: [...new Set(value.services.map((s) => sanitizeUserText(s)).filter(Boolean))],
    languages: languages.length ? languages : null,
    pricing: cleanMap(value.pricing),
    hours: cleanMap(value.hours),
    website: value.website || null,
    socialMedia,
    practicePhone: value.practicePhone || null,
    practiceEmail: value.practiceEmail || null,
    practiceAddress: text(value.practiceAddress),
    linkInBioUsername: value.username || null,
  };
}

/** How a field's value is written in the change log: text as is, lists and maps as JSON, empty as null. */
function logged(value: ListingFields[keyof ListingFields]): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value;
  if (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0) return null;
  return JSON.stringify(value);
}

export type FieldChange = { field: keyof ListingFields; before: string | null; after: string | null };

export function changesBetween(before: ListingFields, after: ListingFields): FieldChange[] {
  return FIELDS.flatMap((field) => {
    const [b, a] = [logged(before[field]), logged(after[field])];
    return b === a ? [] : [{ field, before: b, after: a }];
  });
}

/** The practice's listing with what its public card and header show. */
export async function ownListing(access: PracticeAccess) {
  const provider = await getProvider(access.providerId);
  if (!provider) return null;
  return { provider, fields: fieldsOf(provider) };
}

/** What the public card and profile header would show with `fields` (the preview; nothing is saved). */
export function previewOf(provider: Provider, fields: ListingFields) {
  return {
    card: {
      id: provider.id,
      name: provider.name,
      title: provider.title,
      type: provider.type,
      location: provider.location,
      specialties: provider.specialties,
      image: provider.image,
      rating: provider.rating,
      reviewCount: provider.reviewCount,
      isVerified: provider.isVerified,
      isFeatured: provider.isFeatured,
      ratingOrigin: ratingOriginOf(provider.reviewCount > 0, provider.source),
    },
    header: {
      name: provider.name,
      title: provider.title,
      location: provider.location,
      image: provider.image,
      practiceName: provider.practiceName,
      ...fields,
    },
  };
}
export type ListingPreview = ReturnType<typeof previewOf>;

export type SaveOutcome = { ok: true; changed: number; usernames: (string | null)[] } | { ok: false; reason: "gone" | "username-taken" };

/** One change log row: which listing, who (kept by e-mail too), what, when. */
function changeRow(access: PracticeAccess, change: { field: string; before: string | null; after: string | null }, at: Date) {
  return { id: newId(), providerId: access.providerId, actorId: access.user.id, actorEmail: access.user.email, ...change, createdAt: at };
}

/** Saves the owner's edit of their own listing with its change log in one batch. */
export async function saveListing(access: PracticeAccess, value: ListingInput): Promise<SaveOutcome> {
  const current = await ownListing(access);
  if (!current) return { ok: false, reason: "gone" };
  const next = fieldsFrom(value);
  const changes = changesBetween(current.fields, next);
  const usernames = [...new Set([current.fields.linkInBioUsername, next.linkInBioUsername])];
  if (changes.length === 0) return { ok: true, changed: 0, usernames };
  if (next.linkInBioUsername && next.linkInBioUsername !== current.fields.linkInBioUsername) {
    const taken = await db()
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.linkInBioUsername, next.linkInBioUsername), ne(providers.id, access.providerId)))
      .get();
    if (taken) return { ok: false, reason: "username-taken" };
  }
  const now = new Date();
  // A new address moves the listing on the map (issue 36): its ZIP code or "City, ST", when it names one.
  const moved = next.practiceAddress !== current.fields.practiceAddress && next.practiceAddress;
  const point = moved ? (await usPlaces()).geocodeLine(moved) : null;
  try {
    await db().batch([
      db()
        .update(providers)
        .set({ ...next, ...(point && coordinatesOf(point)), updatedAt: now })
        .where(eq(providers.id, access.providerId)),
      db()
        .insert(listingChanges)
        .values(changes.map((c) => changeRow(access, c, now))),
    ]);
  } catch (error) {
    // Two owners choosing one free username at once: the unique index decides.
    if (String((error as Error)?.message ?? error).includes("link_in_bio_username")) return { ok: false, reason: "username-taken" };
    throw error;
  }
  return { ok: true, changed: changes.length, usernames };
}

/** A new profile photo (providers.image) or practice photo (shown on the location page), logged like any edit. */
export async function addListingPhoto(access: PracticeAccess, kind: ListingPhotoKind, photo: File | { uploadId: string }): Promise<void> {
  const purpose = LISTING_PHOTO_PURPOSE[kind];
  const owner = { userId: access.user.id };
  const stored = {
    url:
      photo instanceof File
        ? (await storeImageFromForm(photo, purpose, owner)).url
        : await finishedUploadUrl(photo.uploadId, purpose, owner),
  };
  const now = new Date();
  if (kind === "profile") {
    const current = await getProvider(access.providerId);
    await db().batch([
      db().update(providers).set({ image: stored.url, updatedAt: now }).where(eq(providers.id, access.providerId)),
      db()
        .insert(listingChanges)
        .values(changeRow(access, { field: "image", before: current?.image ?? null, after: stored.url }, now)),
    ]);
    return;
  }
  const [position] = await db()
    .select({ n: count() })
    .from(providerPhotos)
    .where(and(eq(providerPhotos.providerId, access.providerId), eq(providerPhotos.kind, "location")));
  const key = stored.url.slice("/media/".length);
  await db().batch([
    db()
      .insert(providerPhotos)
      .values({ id: newId(), providerId: access.providerId, kind: "location", r2Key: key, url: stored.url, position: position?.n ?? 0 }),
    db()
      .insert(listingChanges)
      .values(changeRow(access, { field: "practicePhotos", before: null, after: stored.url }, now)),
  ]);
}

export type ListingChangeRow = {
  id: string;
  providerId: string;
  providerName: string;
  actorEmail: string;
  field: string;
  before: string | null;
  after: string | null;
  createdAt: string;
};

export const CHANGES_PAGE_SIZE = 50;

/** The change log, newest first: one listing's (its owner's page, or an admin's filter) or everyone's (admins). */
export async function listingChangeLog({
  providerId,
  page = 1,
  limit = CHANGES_PAGE_SIZE,
}: {
  providerId?: string;
  page?: number;
  limit?: number;
}) {
  const where = providerId ? eq(listingChanges.providerId, providerId) : undefined;
  const [total] = await db().select({ n: count() }).from(listingChanges).where(where);
  const totalPages = Math.max(1, Math.ceil((total?.n ?? 0) / limit));
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await db()
    .select({
      id: listingChanges.id,
      providerId: listingChanges.providerId,
      providerName: providers.name,
      actorEmail: listingChanges.actorEmail,
      field: listingChanges.field,
      before: listingChanges.before,
      after: listingChanges.after,
      createdAt: listingChanges.createdAt,
    })
    .from(listingChanges)
    .innerJoin(providers, eq(providers.id, listingChanges.providerId))
    .where(where)
    .orderBy(desc(listingChanges.createdAt), desc(listingChanges.id))
    .limit(limit)
    .offset((current - 1) * limit);
  return {
    changes: rows.map((r): ListingChangeRow => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: current,
    totalPages,
  };
}
