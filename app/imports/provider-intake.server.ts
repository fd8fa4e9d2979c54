/**
 * One way a provider enters the directory from an admin import (an approved CSV row, an approved
 * extracted profile, an approved photo-tool item): the defaults of requirements 002 §9 applied,
 * the provider and its lead record (status approved, §7) written in one D1 batch with the
 * caller's own statements (row status, audit entry).
 *
 * Approving twice never creates two providers: the caller passes a provider id derived from the
 * staged row (`intakeProviderId`), and both inserts do nothing when the row exists already.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "~/db/client.server";
import { d1Statement, insertManyJson } from "~/db/insert-many.server";
import { leads, PROVIDER_TYPES, providers, type NewProvider, type ProviderType } from "~/db/schema";
import { coordinatesFor, coordinatesOf, usPlaces } from "~/geo/places.server";

import { duplicateKey } from "./duplicate-key";
import { directoryKeys, type StoredProvider } from "./duplicates.server";
import { INTAKE_DEFAULTS, INTAKE_MESSAGES, incompleteListing, type IntakeSource } from "./intake-defaults";

export { INTAKE_DEFAULTS, type IntakeSource };

/** The import-format fields of requirements 002 §3 an import may carry; only `name` is required. */
export type IntakeProfile = {
  name: string;
  title?: string;
  /** Free text ("Med Spa", "Plastic Surgeon") or one of PROVIDER_TYPES. */
  type?: string;
  /** "City, ST"; derived from city and state when absent. */
  location?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  address?: string;
  phone?: string;
  email?: string;
  website?: string;
  image?: string;
  bio?: string;
  practiceName?: string;
  specialties?: string[];
  /** The languages the practice consults in (a CSV's "Languages" column, split on semicolons). */
  languages?: string[];
  services?: string[];
  education?: string[];
  boardCertifications?: string[];
  yearsExperience?: number;
  rating?: number;
  reviewCount?: number;
  isVerified?: boolean;
  isFeatured?: boolean;
  consultationFee?: string;
  socialMedia?: NewProvider["socialMedia"];
};

const LEAD_SOURCE = { csv: "csv_import", extraction: "extraction", photo_tool: "photo_tool" } as const;

/** The provider id an approved staged row gets: stable, so a second approval finds the first. */
export function intakeProviderId(source: IntakeSource, stagedId: string): string {
  return `${source === "photo_tool" ? "photo" : source}-${stagedId}`;
}

const TYPE_WORDS: [RegExp, ProviderType][] = [
  [/plastic/i, "board-certified-plastic-surgeon"],
  [/bariatric/i, "bariatric-surgeon"],
  [/cosmetic surg/i, "cosmetic-surgeon"],
  [/dermatolog/i, "dermatologist"],
  [/med\s*-?\s*spa|medical spa|aesthetic clinic/i, "medspa"],
  [/nurse|injector/i, "aesthetic-nurse"],
  [/wellness/i, "wellness-center"],
  [/coach/i, "health-coach"],
  [/nutrition|dietitian/i, "nutritionist"],
  [/recovery|aftercare/i, "recovery-homes-aftercare"],
];

/** Maps free text to a provider type: an exact type, then keywords, else "medspa" (the photo tool's default). */
export function providerTypeFrom(text: string | undefined): ProviderType {
  const value = (text ?? "").trim();
  const exact = PROVIDER_TYPES.find((t) => t === value.toLowerCase());
  if (exact) return exact;
  return TYPE_WORDS.find(([re]) => re.test(value))?.[1] ?? "medspa";
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function placeOf(profile: IntakeProfile): { city: string; state: string; location: string } {
  let city = clean(profile.city);
  let state = clean(profile.state);
  const location = clean(profile.location);
  if (location && (!city || !state)) {
    const [first, second] = location.split(",").map((part) => part.trim());
    city ??= first || undefined;
    state ??= second?.split(/\s+/)[0] || undefined;
  }
  city ??= INTAKE_DEFAULTS.city;
  state ??= INTAKE_DEFAULTS.state;
  return { city, state, location: location ?? `${city}, ${state}` };
}

export function intakeProviderRow(profile: IntakeProfile, id: string, source: IntakeSource): NewProvider {
  const place = placeOf(profile);
  const specialties = profile.specialties?.length ? profile.specialties : [...INTAKE_DEFAULTS.specialties];
  return {
    id,
    name: clean(profile.name) ?? INTAKE_DEFAULTS.name,
    title: clean(profile.title) ?? INTAKE_DEFAULTS.title,
    type: providerTypeFrom(profile.type),
    location: place.location,
    city: place.city,
    state: place.state,
    zipCode: clean(profile.zipCode) ?? null,
    rating: profile.rating ?? INTAKE_DEFAULTS.rating,
    reviewCount: profile.reviewCount ?? 0,
    isVerified: profile.isVerified ?? true,
    isFeatured: profile.isFeatured ?? false,
    // No image: cards and profiles draw the initials placeholder (safeImageSrc, ProviderAvatar).
    image: clean(profile.image) ?? null,
    specialties,
    languages: profile.languages?.length ? profile.languages : null,
    bio: clean(profile.bio) ?? null,
    yearsExperience: profile.yearsExperience ?? INTAKE_DEFAULTS.yearsExperience[source],
    experience: `${profile.yearsExperience ?? INTAKE_DEFAULTS.yearsExperience[source]}+ years of experience`,
    education: profile.education ?? [],
    boardCertifications: profile.boardCertifications ?? [],
    certifications: profile.boardCertifications ?? [],
    consultationFee: clean(profile.consultationFee) ?? INTAKE_DEFAULTS.consultationFee,
    pricing: { Consultation: clean(profile.consultationFee) ?? INTAKE_DEFAULTS.consultationFee },
    website: clean(profile.website) ?? null,
    socialMedia: profile.socialMedia ?? {},
    practiceName: clean(profile.practiceName) ?? clean(profile.name) ?? null,
    practiceAddress: clean(profile.address) ?? null,
    practicePhone: clean(profile.phone) ?? null,
    practiceEmail: clean(profile.email) ?? null,
    servicesOffered: profile.services ?? [],
    source,
  };
}

function leadRow(profile: IntakeProfile, provider: NewProvider, source: IntakeSource) {
  return {
    id: `lead-${provider.id}`,
    fullName: provider.name,
    email: provider.practiceEmail ?? null,
    phone: provider.practicePhone ?? null,
    providerType: provider.type ?? null,
    practiceName: provider.practiceName ?? null,
    city: provider.city ?? null,
    state: provider.state ?? null,
    zipCode: provider.zipCode ?? null,
    specialty: provider.specialties?.[0] ?? null,
    services: profile.services?.length ? profile.services : (provider.specialties ?? []),
    bio: provider.bio ?? null,
    notes: `Approved from ${LEAD_SOURCE[source].replace("_", " ")}`,
    website: provider.website ?? null,
    status: "approved",
    source: LEAD_SOURCE[source],
    providerId: provider.id,
  };
}

/** The row with its coordinates (issue 36): from its ZIP code, else its city and state (app/geo). */
async function geocoded(row: NewProvider): Promise<NewProvider> {
  return { ...row, ...(await coordinatesFor(row)) };
}

export type IntakeOutcome = { providerId: string; name: string; created: boolean; leadTracked: boolean };
/** An import that does not become a listing: it lacks a name or a place, or the directory has it already. */
export type IntakeRefusal = { refused: true; message: string; duplicateOf?: StoredProvider };

export function isRefusal(outcome: IntakeOutcome | IntakeRefusal): outcome is IntakeRefusal {
  return "refused" in outcome;
}

/**
 * Checked at every approval (issue 45 items 1 and 2): a listing needs a name and a place, and no
 * other provider of the directory may be the same one by the staging check's rule (`duplicateKey`).
 * `directory` is updated with the row when it is accepted, so one round's later rows see it.
 */
function refusalOf(profile: IntakeProfile, row: NewProvider, directory: Map<string, StoredProvider>): IntakeRefusal | undefined {
  const incomplete = incompleteListing(profile);
  if (incomplete) return { refused: true, message: incomplete };
  const location = row.location ?? "";
  const key = duplicateKey(row.name, location);
  const match = directory.get(key);
  if (match && match.id !== row.id)
    return { refused: true, message: INTAKE_MESSAGES.duplicate(row.name, match.location, match.id), duplicateOf: match };
  directory.set(key, { id: row.id, name: row.name, location });
  return undefined;
}

/**
 * Creates the provider and its lead together with `alongside` (the staged row's new status, the
 * audit entry) in one batch. Should the lead fail, the provider is still created, once, with
 * `alongside`, and the outcome says the lead was not tracked (requirements 002 §8).
 */
export async function approveIntake(
  profile: IntakeProfile,
  options: { providerId: string; source: IntakeSource; alongside?: BatchItem<"sqlite">[] },
): Promise<IntakeOutcome | IntakeRefusal> {
  const database = db();
  const row = await geocoded(intakeProviderRow(profile, options.providerId, options.source));
  const existing = await database.query.providers.findFirst({ columns: { id: true }, where: (p, { eq }) => eq(p.id, row.id) });
  // Approving the same staged item again finds its own provider: nothing to refuse, nothing new.
  const refusal = existing ? undefined : refusalOf(profile, row, await directoryKeys());
  if (refusal) return refusal;
  const insertProvider = database.insert(providers).values(row).onConflictDoNothing();
  const alongside = options.alongside ?? [];
  const outcome = { providerId: row.id, name: row.name, created: !existing };
  try {
    await database.batch([
      insertProvider,
      database
        .insert(leads)
        .values(leadRow(profile, row, options.source))
        .onConflictDoNothing(),
      ...alongside,
    ]);
    return { ...outcome, leadTracked: true };
  } catch {
    await database.batch([insertProvider, ...alongside]);
    return { ...outcome, leadTracked: false };
  }
}

/**
 * Many approvals in one D1 batch (one transaction): Approve All of a staged CSV. Each item gets
 * what `approveIntake` writes — the provider (nothing when its id exists) and its approved lead —
 * in two statements (`insertManyJson`), and the caller's statements (row statuses, the audit entry) join the
 * same batch. Fewer statements and one commit are what make 10,000 rows take seconds instead of
 * minutes. All or nothing: when the batch fails nothing was written and this throws; the caller
 * then approves the items one by one through `approveIntake` (which keeps the "(Lead tracking
 * failed)" rule for each).
 */
export async function approveIntakesTogether(
  items: { profile: IntakeProfile; providerId: string }[],
  source: IntakeSource,
  alongside: (outcomes: (IntakeOutcome | IntakeRefusal)[]) => { toSQL(): { sql: string; params: unknown[] } }[] = () => [],
): Promise<(IntakeOutcome | IntakeRefusal)[]> {
  if (items.length === 0) return [];
  const database = db();
  const places = await usPlaces();
  const rows = items.map((item) => {
    const row = intakeProviderRow(item.profile, item.providerId, source);
    return { ...row, ...coordinatesOf(places.geocode(row)) };
  });
  const existing = new Set<string>();
  for (let i = 0; i < rows.length; i += 90) {
    const ids = rows.slice(i, i + 90).map((row) => row.id);
    const found = await database.query.providers.findMany({ columns: { id: true }, where: (p, { inArray }) => inArray(p.id, ids) });
    for (const provider of found) existing.add(provider.id);
  }
  const directory = await directoryKeys();
  const outcomes = rows.map(
    (row, i): IntakeOutcome | IntakeRefusal =>
      (existing.has(row.id) ? undefined : refusalOf(items[i]!.profile, row, directory)) ?? {
        providerId: row.id,
        name: row.name,
        created: !existing.has(row.id),
        leadTracked: true,
      },
  );
  const accepted = rows.filter((_, i) => !isRefusal(outcomes[i]!));
  const leadRows = accepted.map((row) => leadRow(items[rows.indexOf(row)]!.profile, row, source));
  await database.$client.batch([
    ...(accepted.length
      ? [
          insertManyJson(database, providers, accepted, { onConflictDoNothing: true }),
          insertManyJson(database, leads, leadRows, { onConflictDoNothing: true }),
        ]
      : []),
    ...alongside(outcomes).map((query) => d1Statement(database, query)),
  ]);
  return outcomes;
}
