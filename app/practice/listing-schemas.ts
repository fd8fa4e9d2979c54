/**
 * The forms of /provider/profile, one zod schema each, shared by the browser (conform) and the
 * action pipeline. Prices and opening hours are typed as lines of "name: value", so the form works
 * without JavaScript; the schema turns them into the objects providers.pricing and .hours hold.
 */
import { z } from "zod";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_COMPRESSION, PHOTO_TOO_LARGE, PHOTO_TYPES, PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import {
  ADDRESS_TOO_LONG,
  BIO_MAX,
  BIO_TOO_LONG,
  EMAIL_INVALID,
  HOURS_LINE_INVALID,
  HOURS_MAX,
  HOURS_TOO_MANY,
  LANGUAGE_MAX,
  LANGUAGES_INVALID,
  LANGUAGES_MAX,
  PHONE_INVALID,
  PHOTO_REQUIRED,
  PRICE_LINE_INVALID,
  PRICES_MAX,
  PRICES_TOO_MANY,
  REPLY_EMPTY,
  REPLY_MAX,
  REPLY_NOT_FOUND,
  REPLY_TOO_LONG,
  SERVICE_MAX,
  SERVICES_INVALID,
  SERVICES_MAX,
  socialInvalid,
  USERNAME_INVALID,
  USERNAME_RESERVED,
  WEBSITE_INVALID,
} from "./listing-messages";

/** A link-in-bio username (the same rule /{username} looks names up by). */
export const LINK_IN_BIO_USERNAME = /^[a-z0-9][a-z0-9_.-]{0,49}$/;

/**
 * First path segments the site uses itself (app/routes.ts, the hono routes, public/ and the build's
 * assets) plus a few it may: a link-in-bio page there would never be reached, or would hide a page.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "about",
  "admin",
  "api",
  "appointments",
  "assets",
  "auth",
  "browse-procedures",
  "choose-signup",
  "claim",
  "community",
  "compare",
  "consultations",
  "contact",
  "contact-us",
  "dashboard",
  "dev",
  "favicon.ico",
  "favorites",
  "find-doctors",
  "forgot-password",
  "forum",
  "gallery",
  "help",
  "lead-form",
  "location",
  "login",
  "logout",
  "lovable-uploads",
  "marketing-lead-generation",
  "media",
  "messages",
  "passkeys",
  "patient-contact",
  "practice",
  "privacy",
  "profile",
  "provider",
  "provider-import",
  "register",
  "report",
  "reset-password",
  "review-policy",
  "robots.txt",
  "settings",
  "signin",
  "signout",
  "signup",
  "sitemap.xml",
  "sitemaps",
  "static",
  "terms",
  "trugpt",
  "trugpt-detail",
  "trugpt-history",
  "trulinkmd-detail",
  "two-factor",
  "uploads",
  "verify-email",
  "www",
]);

/** The networks a listing links to, each only on its own site. */
export const SOCIAL_NETWORKS = [
  { key: "facebook", label: "Facebook", domains: ["facebook.com", "fb.com"] },
  { key: "instagram", label: "Instagram", domains: ["instagram.com"] },
  { key: "tiktok", label: "TikTok", domains: ["tiktok.com"] },
  { key: "x", label: "X", domains: ["x.com", "twitter.com"] },
  { key: "linkedin", label: "LinkedIn", domains: ["linkedin.com"] },
] as const;
export type SocialKey = (typeof SOCIAL_NETWORKS)[number]["key"];

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username && !url.password
      ? url
      : null;
  } catch {
    return null;
  }
}

/** Whether `value` is an http(s) page on one of `domains` (or a subdomain such as www.). */
export function isNetworkUrl(value: string, domains: readonly string[]): boolean {
  const url = httpUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** "name: value" lines into an object (blank lines skipped); null when a line does not fit. */
export function parseLines(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const at = line.indexOf(":");
    const name = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (at < 1 || !name || !value || name.length > SERVICE_MAX || value.length > SERVICE_MAX) return null;
    out[name] = value;
  }
  return out;
}

/** An object back into the lines the form shows. */
export function toLines(record: Record<string, string>): string {
  return Object.entries(record)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
}

function lines(message: string, tooMany: string, max: number) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseLines(text ?? "");
      if (!parsed) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (Object.keys(parsed).length > max) {
        ctx.addIssue({ code: "custom", message: tooMany });
        return z.NEVER;
      }
      return parsed;
    });
}

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

const socialFields = Object.fromEntries(
  SOCIAL_NETWORKS.map(({ key, label, domains }) => [
    key,
    z
      .string()
      .trim()
      .max(300, socialInvalid(label, domains[0]))
      .refine((v) => isNetworkUrl(v, domains), socialInvalid(label, domains[0]))
      .optional(),
  ]),
) as Record<SocialKey, z.ZodOptional<z.ZodString>>;

/** The public fields of a listing, as the owner edits them (preview and save send the same form). */
export const ListingSchema = z.object({
  bio: optionalText(BIO_MAX, BIO_TOO_LONG),
  services: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const list = [
        ...new Set(
          (text ?? "")
            .split(/\r?\n/)
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (list.length > SERVICES_MAX || list.some((s) => s.length > SERVICE_MAX)) {
        ctx.addIssue({ code: "custom", message: SERVICES_INVALID });
        return z.NEVER;
      }
      return list;
    }),
  /** The languages consultations are held in, separated by commas ("English, Spanish"); a repeat in other case is dropped. */
  languages: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const seen = new Set<string>();
      const list = (text ?? "")
        .split(/[,\r\n]/)
        .map((s) => s.trim())
        .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
      if (list.length > LANGUAGES_MAX || list.some((s) => s.length > LANGUAGE_MAX)) {
        ctx.addIssue({ code: "custom", message: LANGUAGES_INVALID });
        return z.NEVER;
      }
      return list;
    }),
  pricing: lines(PRICE_LINE_INVALID, PRICES_TOO_MANY, PRICES_MAX),
  hours: lines(HOURS_LINE_INVALID, HOURS_TOO_MANY, HOURS_MAX),
  website: z
    .string()
    .trim()
    .max(300, WEBSITE_INVALID)
    .refine((v) => httpUrl(v) !== null, WEBSITE_INVALID)
    .optional(),
  ...socialFields,
  practicePhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{7,25}$/, PHONE_INVALID)
    .refine((v) => v.replace(/\D/g, "").length >= 7, PHONE_INVALID)
    .optional(),
  practiceEmail: z.email(EMAIL_INVALID).max(254, EMAIL_INVALID).optional(),
  practiceAddress: optionalText(200, ADDRESS_TOO_LONG),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(LINK_IN_BIO_USERNAME, USERNAME_INVALID)
    .refine((v) => !RESERVED_USERNAMES.has(v), USERNAME_RESERVED)
    .optional(),
});
export type ListingInput = z.output<typeof ListingSchema>;

/**
 * The listing's photos: its profile photo, practice photos (shown on its location page), and the
 * photos of its before-and-after sets (/provider/gallery, issue 36).
 */
export const LISTING_PHOTO_KINDS = ["profile", "practice", "before_after"] as const;
export type ListingPhotoKind = (typeof LISTING_PHOTO_KINDS)[number];
/** The upload policy (app/media/uploads.server.ts) and the browser's compression of each kind. */
export const LISTING_PHOTO_PURPOSE = { profile: "photo_profile", practice: "photo_location", before_after: "photo_before_after" } as const;
export const LISTING_PHOTO_COMPRESSION = {
  profile: PHOTO_COMPRESSION.profile,
  practice: PHOTO_COMPRESSION.location,
  before_after: PHOTO_COMPRESSION.before_after,
};

/**
 * A photo: posted with the form (no JavaScript; the server still sniffs and cleans its bytes), or
 * already compressed and uploaded by the browser through a signed grant (its upload id).
 */
export const ListingPhotoSchema = z
  .object({
    photo: z
      .instanceof(File, { message: PHOTO_REQUIRED })
      .refine((file) => file.size <= MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE)
      .refine((file) => !file.type || (PHOTO_TYPES as readonly string[]).includes(file.type), PHOTO_WRONG_TYPE)
      .optional(),
    uploadId: z.string().uuid(PHOTO_REQUIRED).optional(),
  })
  .refine((v) => (v.photo && v.photo.size > 0) || v.uploadId, { message: PHOTO_REQUIRED, path: ["photo"] });

const reviewId = z.string({ error: REPLY_NOT_FOUND }).min(1, REPLY_NOT_FOUND).max(100, REPLY_NOT_FOUND);

export const ReplySchema = z.object({
  reviewId,
  body: z.string({ error: REPLY_EMPTY }).trim().min(1, REPLY_EMPTY).max(REPLY_MAX, REPLY_TOO_LONG),
});

export const DeleteReplySchema = z.object({ reviewId });
