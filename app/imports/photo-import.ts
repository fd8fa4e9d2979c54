/**
 * The photo and website import tool (spec 002 §2, §3, §5, §8): its forms' schemas and its
 * messages, shared by the page (browser) and the actions (server).
 */
import { z } from "zod";
import { PHOTO_KIND_LABELS, PHOTO_LIMITS, PROVIDER_PHOTO_KINDS, type ProviderPhotoKind } from "~/media/photo-rules";
import { plural } from "~/lib/plural";
import { incompleteListing } from "./intake-defaults";

export const SCRAPE_SUCCEEDED = "Website scraped successfully!";
export const ADDED_TO_QUEUE = "Added to import queue";
export const IMPORT_REJECTED = "Import rejected";
export const IMPORT_FAILED = "Failed to process import";
export const NEED_PHOTOS_OR_DATA = "Please add photos or scrape website data";
export const NEED_PROVIDER = "Please select an existing provider";
export const SCRAPE_URL_NEEDED = "Please enter the website's address.";
export const INVALID_WEBSITE = "Invalid website URL format";
export const IMPORT_NOT_FOUND = "This import no longer exists.";
export const PHOTO_NOT_FOUND = "The uploaded photo could not be found. Please choose it again.";
export const importCreated = (name: string) => `${name} created successfully!`;
export const importUpdated = (name: string) => `Updated ${name} successfully!`;
export const importAlreadyDone = (status: string) => `This import was already ${status}.`;
/** Spec 002 §4: an update item whose provider is gone changes nothing but is still approved; we say so. */
export const PROVIDER_GONE = "The provider of this import no longer exists: nothing was changed, and the import is marked approved.";

const text = (max: number) => z.string().trim().max(max).catch("");

/** Spec 002 §3 "Scraped website data (photo tool)", as the queue form carries it back. */
export const ScrapedDataSchema = z.object({
  practice_name: text(200),
  type: text(100),
  location: z.object({ city: text(100), state: text(100), address: text(300) }),
  contact: z.object({ phone: text(40), email: text(200) }),
  services: z.array(z.string().trim().min(1).max(100)).max(50).catch([]),
  confidence_score: z.number().min(0).max(100).catch(0),
});
export type ScrapedData = z.infer<typeof ScrapedDataSchema>;

export const QueuedPhotoSchema = z.object({
  uploadId: z.string().regex(/^[0-9a-f-]{36}$/, PHOTO_NOT_FOUND),
  kind: z.enum(PROVIDER_PHOTO_KINDS),
  title: z.string().trim().max(120).optional(),
});
export type QueuedPhoto = z.infer<typeof QueuedPhotoSchema>;

/** A JSON field of a form (the photos and scraped data the page holds), parsed and checked. */
function jsonField<T extends z.ZodType>(schema: T, message: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): z.output<T> | undefined => {
      if (!raw) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const result = schema.safeParse(parsed);
      if (!result.success) {
        ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? message });
        return z.NEVER;
      }
      return result.data;
    });
}

export const ScrapeSchema = z.object({
  url: z.url({ error: (issue) => (issue.input ? INVALID_WEBSITE : SCRAPE_URL_NEEDED), protocol: /^https?$/ }),
});

export const QueueImportSchema = z
  .object({
    mode: z.enum(["create", "update"]).default("create"),
    existingProviderId: z.string().trim().max(200).optional(),
    website: z.url({ error: INVALID_WEBSITE, protocol: /^https?$/ }).optional(),
    scrapedData: jsonField(ScrapedDataSchema, NEED_PHOTOS_OR_DATA),
    photos: jsonField(z.array(QueuedPhotoSchema).max(9), PHOTO_NOT_FOUND),
    /** A new provider's name and place, typed where the website gave none (issue 45 item 2). */
    name: z.string().trim().max(200).optional(),
    city: z.string().trim().max(100).optional(),
    state: z.string().trim().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.photos?.length && !value.scrapedData) ctx.addIssue({ code: "custom", message: NEED_PHOTOS_OR_DATA });
    else if (value.mode === "update" && !value.existingProviderId)
      ctx.addIssue({ code: "custom", message: NEED_PROVIDER, path: ["existingProviderId"] });
    else if (value.mode === "create") {
      const details = newProviderDetails(value);
      const missing = incompleteListing({ name: details.practice_name, city: details.location.city });
      if (missing) ctx.addIssue({ code: "custom", message: missing });
    }
    for (const kind of PROVIDER_PHOTO_KINDS) {
      const count = value.photos?.filter((p) => p.kind === kind).length ?? 0;
      if (count > PHOTO_LIMITS[kind]) ctx.addIssue({ code: "custom", message: photoLimitMessage(kind) });
    }
  });

const NO_SCRAPED_DATA: ScrapedData = {
  practice_name: "",
  type: "",
  location: { city: "", state: "", address: "" },
  contact: { phone: "", email: "" },
  services: [],
  confidence_score: 0,
};

/** A new provider's data: the scraped data with the name, city and state the admin typed over it. */
export function newProviderDetails(value: { scrapedData?: ScrapedData; name?: string; city?: string; state?: string }): ScrapedData {
  const scraped = value.scrapedData ?? NO_SCRAPED_DATA;
  return {
    ...scraped,
    practice_name: value.name || scraped.practice_name,
    location: { ...scraped.location, city: value.city || scraped.location.city, state: value.state || scraped.location.state },
  };
}

export function photoLimitMessage(kind: ProviderPhotoKind): string {
  const limit = PHOTO_LIMITS[kind];
  return `At most ${plural(limit, `${PHOTO_KIND_LABELS[kind]} photo`)} per import.`;
}

export const ImportDecisionSchema = z.object({ itemId: z.string().min(1).max(100) });
