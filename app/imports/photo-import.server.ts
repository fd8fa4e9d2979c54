/**
 * The photo and website import tool's queue (spec 002 §3 "Import item", §4): stored in D1 so it
 * survives reloads and is shared by admins. Photos are R2 objects uploaded through signed grants
 * (app/media/uploads.server.ts); an item holds their keys. Approving writes the provider, its
 * photos, the item's new status and the audit entry in one D1 batch, so a failure leaves the item
 * pending and nothing half-written.
 */
import { env } from "cloudflare:workers";
import type { BatchItem } from "drizzle-orm/batch";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { auditEntry, type AuditActor } from "~/audit/audit-log.server";
import { d1, db } from "~/db/client.server";
import { mediaUploads, photoImportItems, providerPhotos, providers, type PhotoImportPhoto, type PhotoKind } from "~/db/schema";
import { newId } from "~/lib/ids";
import {
  removeUploads,
  sweepAbandonedUploads,
  sweepScratchUploads,
  sweepUnattachedConsultationPhotos,
  type SweptUpload,
} from "~/media/uploads.server";
import { inspectImage } from "~/media/image";
import type { ProviderPhotoKind } from "~/media/photo-rules";
import { approveIntake, INTAKE_DEFAULTS, intakeProviderId, isRefusal, type IntakeProfile } from "./provider-intake.server";
import {
  importAlreadyDone,
  importCreated,
  importUpdated,
  IMPORT_NOT_FOUND,
  IMPORT_REJECTED,
  NEED_PROVIDER,
  newProviderDetails,
  PHOTO_NOT_FOUND,
  PROVIDER_GONE,
  type QueuedPhoto,
  type ScrapedData,
} from "./photo-import";

export type PhotoImportItem = typeof photoImportItems.$inferSelect;
type Outcome = { ok: true; message: string; providerId?: string } | { ok: false; status: number; message: string };

/** Where each kind of the tool goes on the provider (spec 002 §4: location photos join practicePhotos). */
const PROVIDER_KIND: Record<ProviderPhotoKind, PhotoKind> = { profile: "profile", location: "practice", before_after: "before_after" };

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Adds an item to the queue: the photos must be this admin's finished uploads of their kind, not queued before. */
export async function queueImport(
  actor: AuditActor,
  input: {
    mode: "create" | "update";
    existingProviderId?: string;
    website?: string;
    scrapedData?: ScrapedData;
    photos?: QueuedPhoto[];
    name?: string;
    city?: string;
    state?: string;
  },
): Promise<Outcome & { itemId?: string }> {
  const database = db();
  let existing: { id: string; name: string } | undefined;
  if (input.mode === "update") {
    existing = input.existingProviderId
      ? await database
          .select({ id: providers.id, name: providers.name })
          .from(providers)
          .where(eq(providers.id, input.existingProviderId))
          .get()
      : undefined;
    if (!existing) return { ok: false, status: 400, message: NEED_PROVIDER };
  }
  const wanted = input.photos ?? [];
  const ids = wanted.map((p) => p.uploadId);
  if (new Set(ids).size !== ids.length) return { ok: false, status: 400, message: PHOTO_NOT_FOUND };
  const rows = ids.length
    ? await database
        .select()
        .from(mediaUploads)
        .where(and(inArray(mediaUploads.id, ids), eq(mediaUploads.userId, actor.id), isNotNull(mediaUploads.completedAt)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const photos: PhotoImportPhoto[] = [];
  for (const wantedPhoto of wanted) {
    const row = byId.get(wantedPhoto.uploadId);
    if (!row || row.purpose !== `photo_${wantedPhoto.kind}`) return { ok: false, status: 400, message: PHOTO_NOT_FOUND };
    photos.push({ key: row.key, kind: wantedPhoto.kind, title: wantedPhoto.title || undefined, sizeBytes: row.sizeBytes ?? 0 });
  }
  if (photos.length) {
    const keys = photos.map((p) => p.key);
    const taken = await d1()
      .prepare(
        `SELECT 1 FROM photo_import_items i, json_each(i.photos) p WHERE json_extract(p.value, '$.key') IN (${keys.map(() => "?").join(",")}) LIMIT 1`,
      )
      .bind(...keys)
      .first();
    if (taken) return { ok: false, status: 400, message: PHOTO_NOT_FOUND };
  }
  const id = newId();
  await database.insert(photoImportItems).values({
    id,
    createdBy: actor.id,
    mode: input.mode,
    existingProviderId: existing?.id ?? null,
    existingProviderName: existing?.name ?? null,
    website: input.website ?? null,
    // A new provider keeps the name and place typed in the tool with its scraped data.
    scrapedData: input.mode === "create" ? newProviderDetails(input) : (input.scrapedData ?? null),
    photos,
  });
  return { ok: true, message: "Added to import queue", itemId: id };
}

export type QueueRow = {
  id: string;
  title: string;
  website: string | null;
  status: PhotoImportItem["status"];
  photos: { url: string; kind: ProviderPhotoKind; title?: string }[];
  counts: Record<ProviderPhotoKind, number>;
  message: string | null;
  providerId: string | null;
};

/** Spec 002 §2: "Update: {name}" for updates, else the practice name, else "New Provider". */
export function importTitle(item: Pick<PhotoImportItem, "mode" | "existingProviderName" | "scrapedData">): string {
  if (item.mode === "update") return `Update: ${item.existingProviderName ?? "Unknown Provider"}`;
  const practice = (item.scrapedData as ScrapedData | null)?.practice_name?.trim();
  return practice || "New Provider";
}

/** The newest items (all admins'), and how many there are. */
export async function listImportQueue(limit = 50): Promise<{ total: number; items: QueueRow[] }> {
  const database = db();
  const [items, totals] = await Promise.all([
    database.select().from(photoImportItems).orderBy(desc(photoImportItems.createdAt), desc(photoImportItems.id)).limit(limit),
    database.select({ n: count() }).from(photoImportItems),
  ]);
  return {
    total: totals[0]?.n ?? 0,
    items: items.map((item) => ({
      id: item.id,
      title: importTitle(item),
      website: item.website,
      status: item.status,
      photos: item.photos.map((p) => ({ url: mediaUrl(p.key), kind: p.kind, title: p.title })),
      counts: {
        profile: item.photos.filter((p) => p.kind === "profile").length,
        location: item.photos.filter((p) => p.kind === "location").length,
        before_after: item.photos.filter((p) => p.kind === "before_after").length,
      },
      message: item.message,
      providerId: item.providerId,
    })),
  };
}

/** Reads a stored photo's dimensions from its header (no decoding) for the provider_photos row. */
async function dimensionsOf(key: string): Promise<{ width?: number; height?: number }> {
  const object = await env.MEDIA.get(key);
  if (!object) return {};
  const image = inspectImage(new Uint8Array(await object.arrayBuffer()));
  return "problem" in image ? {} : { width: image.width, height: image.height };
}

async function photoRows(item: PhotoImportItem, providerId: string, startAt: Partial<Record<PhotoKind, number>>) {
  const next = { ...startAt };
  return Promise.all(
    item.photos.map(async (photo, index) => {
      const kind = PROVIDER_KIND[photo.kind];
      const position = next[kind] ?? 0;
      next[kind] = position + 1;
      return {
        id: `photo-${item.id}-${index}`,
        providerId,
        kind,
        r2Key: photo.key,
        url: mediaUrl(photo.key),
        title: photo.title ?? null,
        sizeBytes: photo.sizeBytes,
        position,
        ...(await dimensionsOf(photo.key)),
      };
    }),
  );
}

function markItem(item: PhotoImportItem, status: "approved" | "rejected", message: string, providerId?: string) {
  return db()
    .update(photoImportItems)
    .set({ status, message, providerId: providerId ?? null, updatedAt: new Date() })
    .where(and(eq(photoImportItems.id, item.id), eq(photoImportItems.status, "pending")));
}

async function pendingItem(id: string): Promise<PhotoImportItem | Outcome> {
  const item = await db().select().from(photoImportItems).where(eq(photoImportItems.id, id)).get();
  if (!item) return { ok: false, status: 404, message: IMPORT_NOT_FOUND };
  if (item.status !== "pending") return { ok: false, status: 409, message: importAlreadyDone(item.status) };
  return item;
}

/** Merges lists without duplicates (case-insensitive), keeping the first spelling and the order. */
export function mergeUnique(existing: string[], added: string[]): string[] {
  const seen = new Set(existing.map((s) => s.toLowerCase()));
  const merged = [...existing];
  for (const value of added) {
    const k = value.toLowerCase();
    if (!seen.has(k)) {
      seen.add(k);
      merged.push(value);
    }
  }
  return merged;
}

/** Spec 002 §4: approve one pending item (create or update a provider). */
export async function approveImport(actor: AuditActor, id: string): Promise<Outcome> {
  const item = await pendingItem(id);
  if ("ok" in item) return item;
  return item.mode === "update" ? approveUpdate(actor, item) : approveCreate(actor, item);
}

async function approveCreate(actor: AuditActor, item: PhotoImportItem): Promise<Outcome> {
  const scraped = item.scrapedData as ScrapedData | null;
  const providerId = intakeProviderId("photo_tool", item.id);
  const profilePhoto = item.photos.find((p) => p.kind === "profile");
  const name = scraped?.practice_name?.trim() || INTAKE_DEFAULTS.name;
  const profile: IntakeProfile = {
    name,
    practiceName: scraped?.practice_name || undefined,
    type: scraped?.type || undefined,
    city: scraped?.location.city || undefined,
    state: scraped?.location.state || undefined,
    address: scraped?.location.address || undefined,
    phone: scraped?.contact.phone || undefined,
    email: scraped?.contact.email || undefined,
    website: item.website ?? undefined,
    // The scraped services are what the practice offers: its specialties on every page (the
    // intake's "Aesthetic Treatments" fallback applies only when the site listed none).
    specialties: mergeUnique([], scraped?.services ?? []),
    services: scraped?.services ?? [],
    image: profilePhoto ? mediaUrl(profilePhoto.key) : undefined,
  };
  const message = importCreated(name);
  const alongside: BatchItem<"sqlite">[] = [
    ...(await photoRows(item, providerId, {})).map((row) => db().insert(providerPhotos).values(row).onConflictDoNothing()),
    markItem(item, "approved", message, providerId),
    auditEntry(actor, {
      action: "photo_import.approve",
      targetType: "photo_import_item",
      targetId: item.id,
      summary: `Created ${name} from a photo import`,
    }),
  ];
  const outcome = await approveIntake(profile, { providerId, source: "photo_tool", alongside });
  // No name or place, or the directory has it: the item stays pending and says what is missing.
  if (isRefusal(outcome)) return { ok: false, status: 409, message: outcome.message };
  return { ok: true, message, providerId: outcome.providerId };
}

async function approveUpdate(actor: AuditActor, item: PhotoImportItem): Promise<Outcome> {
  const database = db();
  const provider = item.existingProviderId
    ? await database.select().from(providers).where(eq(providers.id, item.existingProviderId)).get()
    : undefined;
  if (!provider) {
    await database.batch([
      markItem(item, "approved", PROVIDER_GONE),
      auditEntry(actor, {
        action: "photo_import.approve",
        targetType: "photo_import_item",
        targetId: item.id,
        summary: `Approved an update of ${item.existingProviderName ?? "a provider"} that no longer exists: nothing changed`,
      }),
    ]);
    return { ok: true, message: PROVIDER_GONE };
  }
  const positions = await database
    .select({ kind: providerPhotos.kind, next: sql<number>`max(${providerPhotos.position}) + 1` })
    .from(providerPhotos)
    .where(eq(providerPhotos.providerId, provider.id))
    .groupBy(providerPhotos.kind);
  const startAt = Object.fromEntries(positions.map((p) => [p.kind, p.next]));
  const profilePhoto = item.photos.find((p) => p.kind === "profile");
  const scraped = item.scrapedData as ScrapedData | null;
  const changes: Partial<typeof providers.$inferInsert> = { updatedAt: new Date() };
  if (profilePhoto) changes.image = mediaUrl(profilePhoto.key);
  if (scraped) {
    if (item.website) changes.website = item.website;
    changes.servicesOffered = mergeUnique(provider.servicesOffered, scraped.services);
  }
  const message = importUpdated(provider.name);
  const statements: BatchItem<"sqlite">[] = [];
  // A profile photo replaces the one there was (spec 002 §4).
  if (profilePhoto)
    statements.push(
      database.delete(providerPhotos).where(and(eq(providerPhotos.providerId, provider.id), eq(providerPhotos.kind, "profile"))),
    );
  statements.push(
    ...(await photoRows(item, provider.id, { ...startAt, profile: 0 })).map((row) =>
      database.insert(providerPhotos).values(row).onConflictDoNothing(),
    ),
    database.update(providers).set(changes).where(eq(providers.id, provider.id)),
    markItem(item, "approved", message, provider.id),
    auditEntry(actor, {
      action: "photo_import.approve",
      targetType: "photo_import_item",
      targetId: item.id,
      summary: `Updated ${provider.name} from a photo import`,
    }),
  );
  await database.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return { ok: true, message, providerId: provider.id };
}

/** Spec 002 §4: pending -> rejected; the photos become orphans for the scheduled clean-up. */
export async function rejectImport(actor: AuditActor, id: string): Promise<Outcome> {
  const item = await pendingItem(id);
  if ("ok" in item) return item;
  await db().batch([
    markItem(item, "rejected", IMPORT_REJECTED),
    auditEntry(actor, {
      action: "photo_import.reject",
      targetType: "photo_import_item",
      targetId: item.id,
      summary: `Rejected the import "${importTitle(item)}"`,
    }),
  ]);
  return { ok: true, message: IMPORT_REJECTED };
}

/** Provider photo uploads older than this that nothing uses are removed. */
export const ORPHANED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes provider photo uploads (R2 object and grant row) older than a day that no provider shows,
 * no before-and-after set holds (issue 36) and no pending import holds: grants never used, photos never queued, queued then rejected,
 * approved for a provider that no longer exists, or replaced profile photos.
 */
export async function sweepOrphanedProviderPhotos(now = Date.now(), batch = 100): Promise<number> {
  const { results } = await d1()
    .prepare(
      `SELECT m.id, m.key, m.completed_at FROM media_uploads m
     WHERE m.purpose LIKE 'photo\\_%' ESCAPE '\\' AND m.created_at < ?
       AND NOT EXISTS (SELECT 1 FROM provider_photos pp WHERE pp.r2_key = m.key)
       AND NOT EXISTS (SELECT 1 FROM gallery_photos gp WHERE gp.r2_key = m.key)
       AND NOT EXISTS (SELECT 1 FROM providers p WHERE p.image = '/media/' || m.key)
       AND NOT EXISTS (SELECT 1 FROM photo_import_items i, json_each(i.photos) ph
                       WHERE i.status = 'pending' AND json_extract(ph.value, '$.key') = m.key)
     LIMIT ?`,
    )
    .bind(now - ORPHANED_AFTER_MS, batch)
    .all<SweptUpload>();
  return removeUploads(results);
}

/** The scheduled clean-up (cron in wrangler.toml): abandoned avatars, orphaned provider photos, unsent consultation photos. */
export async function cleanUpOrphanedUploads(
  now = Date.now(),
): Promise<{ avatars: number; providerPhotos: number; consultationPhotos: number; scratch: number }> {
  return {
    avatars: await sweepAbandonedUploads(now),
    providerPhotos: await sweepOrphanedProviderPhotos(now),
    consultationPhotos: await sweepUnattachedConsultationPhotos(now),
    scratch: await sweepScratchUploads(now),
  };
}
