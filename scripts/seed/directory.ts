/**
 * The seeded directory that shows the product (issue 48 item 5, decision 066): a few hundred
 * generated providers over real US ZIP code points around the large metros, beside the 30 hand-written
 * ones of providers.ts (the test fixtures, which stay as they are). With them: credentials in every
 * state, reviews with verified visits, Worth It answers and amounts paid, and before-and-after sets
 * of labelled sample illustrations with their consent records. Deterministic (seeded generators, no
 * clock but `now`), and free of Node and Workers imports: the seed writes it with wrangler, the
 * integration test (test/integration/seeded-directory.test.ts) inserts the same rows into workerd's D1.
 */
import * as schema from "../../app/db/schema.ts";
import type { NewProvider, ProviderType } from "../../app/db/schema.ts";
import { PROCEDURE_NAMES } from "../../app/directory/procedure-names.ts";
import { stockPhotosFor } from "../../app/directory/procedures.ts";
import { CONSENT_TEXT_VERSION } from "../../app/gallery/gallery-messages.ts";
import type { UsPlaces } from "../../app/geo/us-places.ts";
import { at } from "../../app/lib/invariant.ts";
import { US_STATES } from "../../app/lib/us-states.ts";
import { drawIllustration, ILLUSTRATION_SIZE, type IllustrationKind } from "./illustrations.ts";
import {
  COMMON_PROCEDURES,
  FIRST_NAMES,
  LANGUAGES,
  LAST_NAMES,
  METRO_TYPES,
  METROS,
  PRACTICE_WORDS,
  ROTATING_TYPES,
  STREETS,
  type Metro,
} from "./metros.ts";
import { ratingsFor, samplePaid, seededRandom, seedReview, worthItFigures, type SeedReviewFields } from "./reviews.ts";
import { reviewerAccount, stockPhoto } from "./rows.ts";
import { insertStatements } from "./sql.ts";

const DAY = 86_400_000;
/** How far from its metro's ZIP code a generated practice may sit: well inside a 25-mile search. */
export const METRO_SPREAD_MILES = 12;
/** The patients whose reviews the generated providers carry (they cannot sign in). */
const PATIENTS = 60;
const ADMIN = { id: "user-admin", email: "admin@truself.com" };
/** Shown on every seeded set, beside the SAMPLE ILLUSTRATION band drawn into its pictures. */
export const SAMPLE_TITLE = "Sample illustration";
export const SAMPLE_CAPTION =
  "Sample illustration drawn by the local seed to show how the gallery looks: not a patient photo and not a real result.";

type Offer = { core: string[]; extra: string[]; pick: number; title: string; person: "Dr." | "RN" | "RDN" | "NBC-HWC" | null };
const OFFERS: Partial<Record<ProviderType, Offer>> = {
  "board-certified-plastic-surgeon": {
    core: ["Breast Augmentation", "Liposuction", "Tummy Tuck"],
    extra: ["Rhinoplasty", "Facelift", "Mommy Makeover", "Brazilian Butt Lift", "Breast Reduction"],
    pick: 2,
    title: "Board-Certified Plastic Surgeon",
    person: "Dr.",
  },
  "cosmetic-surgeon": {
    core: ["Liposuction", "Breast Augmentation"],
    extra: ["Brazilian Butt Lift", "Tummy Tuck", "Facelift", "Rhinoplasty", "Thread Lift"],
    pick: 2,
    title: "Cosmetic Surgeon",
    person: "Dr.",
  },
  "bariatric-surgeon": {
    core: ["Tummy Tuck", "Nutrition Counseling"],
    extra: ["Liposuction", "Post-Surgery Recovery"],
    pick: 1,
    title: "Bariatric Surgeon",
    person: "Dr.",
  },
  dermatologist: {
    core: ["Botox", "Dermal Fillers"],
    extra: ["Chemical Peels", "Laser Hair Removal", "Microneedling", "IPL Photofacial", "CoolSculpting"],
    pick: 3,
    title: "Board-Certified Dermatologist",
    person: "Dr.",
  },
  medspa: {
    core: ["Botox", "Dermal Fillers"],
    extra: ["Laser Hair Removal", "CoolSculpting", "Microneedling", "Chemical Peels", "IPL Photofacial", "Thread Lift"],
    pick: 3,
    title: "Medical Spa",
    person: null,
  },
  "aesthetic-nurse": {
    core: ["Botox", "Dermal Fillers"],
    extra: ["Microneedling", "Chemical Peels", "Thread Lift"],
    pick: 1,
    title: "Aesthetic Nurse Injector",
    person: "RN",
  },
  "wellness-center": {
    core: ["Wellness Coaching", "Nutrition Counseling"],
    extra: ["Post-Surgery Recovery"],
    pick: 1,
    title: "Wellness Center",
    person: null,
  },
  nutritionist: {
    core: ["Nutrition Counseling"],
    extra: ["Wellness Coaching"],
    pick: 1,
    title: "Registered Dietitian Nutritionist",
    person: "RDN",
  },
  "health-coach": {
    core: ["Wellness Coaching"],
    extra: ["Nutrition Counseling"],
    pick: 1,
    title: "Certified Health Coach",
    person: "NBC-HWC",
  },
  "recovery-homes-aftercare": {
    core: ["Post-Surgery Recovery"],
    extra: ["Wellness Coaching"],
    pick: 1,
    title: "Post-Surgery Recovery Home",
    person: null,
  },
};
const PRACTICE_SUFFIX: Partial<Record<ProviderType, string[]>> = {
  "board-certified-plastic-surgeon": ["Plastic Surgery", "Aesthetic Surgery Center"],
  "cosmetic-surgeon": ["Cosmetic Surgery", "Body Sculpting Institute"],
  "bariatric-surgeon": ["Weight Loss Surgery"],
  dermatologist: ["Dermatology", "Skin Institute"],
  medspa: ["Med Spa", "Aesthetics", "Skin & Laser", "Aesthetic Studio"],
  "aesthetic-nurse": ["Injectables"],
  "wellness-center": ["Wellness Collective"],
  nutritionist: ["Nutrition"],
  "health-coach": ["Health Coaching"],
  "recovery-homes-aftercare": ["Recovery Suites"],
};

/** The license and board each type submits for checking (app/credentials/boards.ts codes). */
const LICENSES: Partial<Record<ProviderType, { prefix: string; board: string | null; specialty: string | null }>> = {
  "board-certified-plastic-surgeon": { prefix: "MD", board: "ABPS", specialty: "Plastic Surgery" },
  "cosmetic-surgeon": { prefix: "MD", board: "ABCS", specialty: "Cosmetic Surgery" },
  "bariatric-surgeon": { prefix: "MD", board: "ABS", specialty: "General Surgery" },
  dermatologist: { prefix: "MD", board: "ABD", specialty: "Dermatology" },
  medspa: { prefix: "MD", board: "ABFM", specialty: "Family Medicine (medical director)" },
  "aesthetic-nurse": { prefix: "RN", board: "PSNCB", specialty: "Certified Aesthetic Nurse Specialist" },
  "wellness-center": { prefix: "MD", board: "ABIM", specialty: "Internal Medicine" },
  nutritionist: { prefix: "LDN", board: "OTHER", specialty: "Registered Dietitian (Commission on Dietetic Registration)" },
  "health-coach": { prefix: "HWC", board: "NBHWC", specialty: "Health & Wellness Coaching" },
  "recovery-homes-aftercare": { prefix: "RCF", board: null, specialty: null },
};

/** Typical practice prices per procedure, in the unit patients compare (low, high, step, unit). */
const PRICES: Record<string, [number, number, number, string]> = {
  Botox: [10, 18, 1, "per unit"],
  "Dermal Fillers": [550, 950, 25, "per syringe"],
  "Chemical Peels": [150, 450, 25, "per session"],
  "Laser Hair Removal": [150, 450, 25, "per session"],
  Microneedling: [250, 650, 25, "per session"],
  "IPL Photofacial": [300, 600, 25, "per session"],
  "Thread Lift": [1800, 4500, 100, ""],
  CoolSculpting: [2000, 4000, 100, ""],
  "Breast Augmentation": [6000, 11000, 250, ""],
  Liposuction: [3000, 7500, 250, "per area"],
  "Tummy Tuck": [8000, 14000, 250, ""],
  Rhinoplasty: [6000, 13000, 250, ""],
  Facelift: [11000, 19000, 500, ""],
  "Mommy Makeover": [13000, 24000, 500, ""],
  "Brazilian Butt Lift": [8000, 14000, 250, ""],
  "Breast Reduction": [7000, 11000, 250, ""],
  "Nutrition Counseling": [90, 180, 10, "per session"],
  "Wellness Coaching": [80, 160, 10, "per session"],
  "Post-Surgery Recovery": [300, 600, 25, "per night"],
};

const dollars = (n: number) => `$${n.toLocaleString("en-US")}`;

function priceText(specialty: string, random: () => number): string {
  const range = PRICES[specialty];
  if (!range) return "Contact for pricing";
  const [low, high, step, unit] = range;
  const from = low + Math.round((random() * (high - low)) / 2 / step) * step;
  const text =
    specialty === "Botox" ? dollars(from) : `${dollars(from)} - ${dollars(from + Math.round(((high - low) * 0.35) / step) * step)}`;
  return unit ? `${text} ${unit}` : text;
}

/** The catalogue procedure a specialty names (the search's own substring rule). */
function catalogueOf(specialty: string) {
  return PROCEDURE_NAMES.find((p) => specialty.toLowerCase().includes(p.match.toLowerCase()));
}
function offers(specialties: readonly string[], slug: string): boolean {
  return specialties.some((s) => catalogueOf(s)?.slug === slug);
}

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let k = out.length - 1; k > 0; k--) {
    const j = Math.floor(random() * (k + 1));
    [out[k], out[j]] = [out[j] as T, out[k] as T];
  }
  return out;
}

function handleOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 28);
}

/**
 * The languages a generated practice consults in, from a generator of its own (the rest of its row
 * does not move when this mix does): every one in English, most in English alone, many in English
 * and Spanish, some in English and another language (and Spanish now and then).
 */
export function languagesOf(g: number): string[] {
  const random = seededRandom(60_000 + g);
  const r = random();
  if (r < 0.55) return ["English"];
  if (r < 0.85) return ["English", "Spanish"];
  const others = LANGUAGES.filter((l) => l !== "Spanish");
  const other = at(others, Math.floor(random() * others.length));
  return random() < 0.3 ? ["English", "Spanish", other] : ["English", other];
}

export type GeneratedDirectory = {
  providers: NewProvider[];
  photos: Record<string, unknown>[];
  patients: Record<string, unknown>[];
  requests: Record<string, unknown>[];
  /** The appointments behind the verified visits, attended and confirmed by their patients (decision 069). */
  appointments: Record<string, unknown>[];
  confirmations: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  credentials: Record<string, unknown>[];
  audit: Record<string, unknown>[];
  sets: Record<string, unknown>[];
  setPhotos: Record<string, unknown>[];
  /** Every third practice takes bookings online (issue 47): its settings, a consultation type and weekly hours. */
  bookingSettings: Record<string, unknown>[];
  appointmentTypes: Record<string, unknown>[];
  openingHours: Record<string, unknown>[];
  /** The R2 objects the set photos name: drawn on demand (illustrationObjects). */
  pictures: { key: string; kind: IllustrationKind; stage: "before" | "after"; variant: number }[];
};

type Draft = NewProvider & { metro: number; slot: number; random: () => number };

/** The metro's practices with their specialties; then every common procedure is topped up to three. */
function metroProviders(metro: Metro, m: number, places: UsPlaces, names: Set<string>): Draft[] {
  const center = places.geocode({ zipCode: metro.zip });
  if (!center) throw new Error(`No point for ${metro.zip}`);
  const zips = places.zipsNear(center, METRO_SPREAD_MILES);
  if (zips.length === 0) throw new Error(`No ZIP codes near ${metro.zip}`);
  const types = [
    ...METRO_TYPES,
    at(ROTATING_TYPES[0]!, m % ROTATING_TYPES[0]!.length),
    at(ROTATING_TYPES[1]!, m % ROTATING_TYPES[1]!.length),
  ];
  const drafts = types.map((type, slot) => {
    const g = m * types.length + slot;
    const random = seededRandom(10_000 + g);
    const offer = OFFERS[type]!;
    const specialties = [...offer.core, ...shuffled(offer.extra, random).slice(0, offer.pick)];
    const zip = at(zips, Math.floor(random() * zips.length));
    const word = at(PRACTICE_WORDS, (m * 5 + slot * 3) % PRACTICE_WORDS.length);
    const practiceName = `${word} ${at(PRACTICE_SUFFIX[type]!, slot % PRACTICE_SUFFIX[type]!.length)}`;
    let name = practiceName;
    if (offer.person) {
      let k = 0;
      do {
        const first = at(FIRST_NAMES, (g * 7 + k) % FIRST_NAMES.length);
        const last = at(LAST_NAMES, (g * 11 + m + k * 3) % LAST_NAMES.length);
        name = offer.person === "Dr." ? `Dr. ${first} ${last}` : `${first} ${last}, ${offer.person}`;
        k++;
      } while (names.has(name));
    }
    if (!offer.person && names.has(name)) name = `${practiceName} ${zip.city}`;
    names.add(name);
    const handle = handleOf(`${practiceName}${zip.city}`);
    const years = 3 + Math.floor(random() * 26);
    const spoken = languagesOf(g);
    const languageLine = spoken.length > 1 ? `${spoken.slice(0, -1).join(", ")} and ${spoken.at(-1)}` : "English";
    const isPerson = offer.person !== null;
    const draft: Draft = {
      id: `gen-${String(g + 1).padStart(3, "0")}`,
      name,
      title: offer.title,
      type,
      location: `${zip.city}, ${zip.state}`,
      city: zip.city,
      state: zip.state,
      zipCode: zip.zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      rating: 4.5,
      reviewCount: 0,
      isVerified: random() < 0.85,
      isFeatured: false,
      featuredRank: null,
      image: null,
      specialties,
      languages: spoken,
      bio: "",
      experience: `${years}+ years of experience`,
      yearsExperience: years,
      education: isPerson ? ["Doctor of Medicine", `Residency in ${offer.title.replace(/^Board-Certified /, "").toLowerCase()}`] : [],
      certifications: [],
      boardCertifications: [],
      credentials: null,
      pricing: {},
      website: `https://www.${handle}.example`,
      socialMedia: {
        instagram: `https://instagram.com/${handle}`,
        ...(slot % 2 === 0 ? { facebook: `https://facebook.com/${handle}` } : {}),
      },
      practiceName,
      practiceAddress: `${100 + Math.floor(random() * 9000)} ${at(STREETS, g % STREETS.length)}, ${zip.city}, ${zip.state} ${zip.zip}`,
      practicePhone: `(${200 + (g % 700)}) 555-01${String(g % 100).padStart(2, "0")}`,
      practiceEmail: `hello@${handle}.example`,
      consultationFee: "",
      servicesOffered: [],
      hours: { "Mon-Fri": "9am - 6pm", ...(random() < 0.5 ? { Sat: "10am - 3pm" } : {}) },
      linkInBioUsername: null,
      source: "seed",
      metro: m,
      slot,
      random,
    };
    draft.bio = `${name} is a ${offer.title.toLowerCase()} in ${zip.city}, ${zip.state}, offering ${specialties
      .slice(0, 3)
      .join(", ")
      .toLowerCase()}. ${years} years in practice. Consultations in ${languageLine}.`;
    return draft;
  });
  // At least three offer each common procedure: add it where the type fits, in order, until three do.
  for (const slug of COMMON_PROCEDURES) {
    const surgical = PROCEDURE_NAMES.find((p) => p.slug === slug)?.category === "surgical";
    const fits: ProviderType[] = surgical
      ? ["board-certified-plastic-surgeon", "cosmetic-surgeon"]
      : ["dermatologist", "medspa", "aesthetic-nurse"];
    const specialty = Object.keys(PRICES).find((s) => catalogueOf(s)?.slug === slug)!;
    for (const draft of drafts) {
      if (drafts.filter((d) => offers(d.specialties ?? [], slug)).length >= 3) break;
      if (fits.includes(draft.type!) && !offers(draft.specialties ?? [], slug))
        draft.specialties = [...(draft.specialties ?? []), specialty];
    }
  }
  let injectors = 0;
  for (const draft of drafts) {
    const pricing: Record<string, string> = {
      Consultation: draft.random() < 0.3 ? "Free" : dollars(75 + Math.floor(draft.random() * 4) * 25),
    };
    for (const s of draft.specialties ?? []) pricing[s] = priceText(s, draft.random);
    // Practices list Botox as they like: most per unit, each metro's second injector per area (from
    // $350 to $550, over a $400 budget in most metros), its third without a figure. A budget search
    // then converts units, leaves out one over it, and shows one "price not listed" last.
    if (pricing.Botox) {
      if (injectors === 1) pricing.Botox = `${dollars(350 + (m % 5) * 50)} per area`;
      if (injectors === 2) pricing.Botox = "Ask for a quote";
      injectors++;
    }
    draft.pricing = pricing;
    draft.consultationFee = pricing.Consultation!;
    draft.servicesOffered = draft.specialties ?? [];
  }
  return drafts;
}

type Listed = Pick<NewProvider, "id" | "type" | "state">;
type CredentialStatus = "checked" | "unchecked" | "expired" | "suspended";

/** The credentials row (and its check's audit entry) of a provider, `g` numbering it; none for a type without a license. */
function credentialsOf(draft: Listed, g: number, now: number, status: CredentialStatus) {
  const license = LICENSES[draft.type!];
  if (!license || !draft.state) return null;
  const licenseNumber = `${license.prefix}-${String(100_000 + ((g * 7919) % 900_000))}`;
  const checked = status !== "unchecked";
  const checkedAt = now - (10 + (g % 200)) * DAY;
  const checkedOn = new Date(checkedAt).toISOString().slice(0, 10);
  const stateName = US_STATES.find((s) => s.code === draft.state)?.name ?? draft.state;
  const source = `${stateName} licensing board online lookup`;
  const row = {
    providerId: draft.id,
    licenseNumber,
    licenseState: draft.state,
    boardCode: license.board,
    boardSpecialty: license.specialty,
    status,
    submittedBy: null,
    submittedAt: new Date(checkedAt - 5 * DAY),
    checkedOn: checked ? checkedOn : null,
    checkedBy: checked ? ADMIN.id : null,
    checkedByEmail: checked ? ADMIN.email : null,
    checkSource: checked ? source : null,
    checkedAt: checked ? new Date(checkedAt) : null,
    updatedAt: new Date(checked ? checkedAt : checkedAt - 5 * DAY),
  };
  const board = license.board ? ` · ${license.board}: ${license.specialty}` : "";
  const audit = checked
    ? {
        id: `audit-seed-${draft.id}`,
        actorId: ADMIN.id,
        actorEmail: ADMIN.email,
        action: "credentials.check",
        targetType: "provider",
        targetId: draft.id,
        summary: `${status}: ${draft.state} ${licenseNumber}${board}, checked on ${checkedOn} (source: ${source})`,
        createdAt: new Date(checkedAt),
      }
    : null;
  return { row, audit };
}

/**
 * Every row of the generated directory. `passwordHash` is the patients' (a hash of a secret nobody
 * knows: they cannot sign in); `places` the US place table (from disk in the seed, from the Worker's
 * assets in tests).
 */
export function generatedDirectory(
  places: UsPlaces,
  now: number,
  passwordHash: string,
  handWritten: { providers: readonly Listed[]; reviews: Parameters<typeof handWrittenExtras>[1] } = { providers: [], reviews: [] },
): GeneratedDirectory {
  const names = new Set<string>();
  const drafts = METROS.flatMap((metro, m) => metroProviders(metro, m, places, names));
  const out: GeneratedDirectory = {
    providers: [],
    photos: [],
    patients: [],
    requests: [],
    appointments: [],
    confirmations: [],
    reviews: [],
    credentials: [],
    audit: [],
    sets: [],
    setPhotos: [],
    bookingSettings: [],
    appointmentTypes: [],
    openingHours: [],
    pictures: [],
  };
  for (let n = 1; n <= PATIENTS; n++) {
    const first = at(FIRST_NAMES, (n * 13) % FIRST_NAMES.length);
    const last = at(LAST_NAMES, (n * 17 + 5) % LAST_NAMES.length);
    out.patients.push(
      reviewerAccount(
        {
          id: `user-seed-patient-${n}`,
          email: `${first}.${last}.${n}@example.com`.toLowerCase(),
          firstName: first,
          lastName: last,
          username: `${first}${last}${n}`.toLowerCase().replace(/[^a-z0-9]/g, ""),
        },
        passwordHash,
        now - 200 * DAY,
      ),
    );
  }
  // One expired license (Phoenix's first surgeon) and one suspended (Houston's first dermatologist).
  const expiredId = drafts.find((d) => METROS[d.metro]!.name === "Phoenix" && d.slot === 0)!.id;
  const suspendedId = drafts.find((d) => METROS[d.metro]!.name === "Houston" && d.slot === 4)!.id;

  drafts.forEach((draft, g) => {
    const { metro, slot, random, ...provider } = draft;
    const specialties = provider.specialties ?? [];
    stockPhotosFor(specialties).forEach((url, position) =>
      out.photos.push(stockPhoto(provider.id, "practice", url, position, now - 120 * DAY)),
    );

    // Reviews: every ninth practice is new (none); every fourth is busy, with six or more reports
    // for its main procedure, so its own "patients here paid" median shows.
    const busy = g % 4 === 0;
    const count = g % 9 === 8 ? 0 : busy ? 8 + Math.floor(random() * 7) : 2 + Math.floor(random() * 6);
    const ratings = ratingsFor(3.6 + random() * 1.35, count, random);
    const main = specialties.find((s) => catalogueOf(s)) ?? at(specialties, 0);
    const mainSlug = catalogueOf(main)?.slug;
    const written: SeedReviewFields[] = [];
    const usedTitles = new Set<string>();
    ratings.forEach((rating, n) => {
      const writtenAt = now - (5 + ((g * 3 + n * 17) % 300)) * DAY;
      const focused = busy && n < 6 && mainSlug !== undefined;
      const review = seedReview(random, rating, focused ? [main] : specialties, writtenAt, usedTitles);
      if (focused && review.amountPaid === null) review.amountPaid = samplePaid(random, mainSlug);
      written.push(review);
      const id = `review-${provider.id}-${n}`;
      const userId = `user-seed-patient-${((g * 7 + n) % PATIENTS) + 1}`;
      out.reviews.push({
        id,
        userId,
        providerId: provider.id,
        ...review,
        currency: "USD",
        createdAt: new Date(writtenAt),
        updatedAt: new Date(writtenAt),
      });
      // A verified visit: the patient's request, then an appointment the practice marked attended and
      // the patient confirmed (decision 069; added for every request at the end).
      if (random() < 0.45)
        out.requests.push(
          visit(id, provider.id, userId, review.procedure, writtenAt, random() < 0.7 ? "closed" : "booked", 1 + Math.floor(random() * 30)),
        );
    });
    if (ratings.length) provider.rating = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    provider.reviewCount = ratings.length;
    Object.assign(provider, worthItFigures(written));
    out.providers.push({ ...provider, createdAt: new Date(now - (120 + g) * DAY), updatedAt: new Date(now - 30 * DAY) });
    if (g % 3 === 1) bookable(out, provider.id, METROS[metro]!.state, now);

    const status: CredentialStatus | null =
      draft.id === expiredId
        ? "expired"
        : draft.id === suspendedId
          ? "suspended"
          : g % 10 < 5
            ? "checked"
            : g % 10 < 7
              ? "unchecked"
              : null;
    const credentials = status && credentialsOf(draft, g, now, status);
    if (credentials) {
      out.credentials.push(credentials.row);
      if (credentials.audit) out.audit.push(credentials.audit);
    }

    // Before-and-after sets: each metro's first surgeon (body) and first dermatologist (face), and
    // every other metro's first med spa too.
    const face = ["botox", "dermal-fillers", "chemical-peels", "microneedling", "ipl-photofacial", "laser-hair-removal"];
    const set =
      slot === 0
        ? { slug: metro % 2 ? "tummy-tuck" : "liposuction", kind: "body" as const }
        : slot === 4 || (slot === 6 && metro % 2 === 0)
          ? { slug: face.find((s) => offers(specialties, s)) ?? "botox", kind: "face" as const }
          : null;
    if (set) {
      const setId = `set-${provider.id}`;
      const publishedAt = now - (3 + ((g * 5) % 90)) * DAY;
      out.sets.push({
        id: setId,
        providerId: provider.id,
        procedure: set.slug,
        title: SAMPLE_TITLE,
        caption: SAMPLE_CAPTION,
        consentTextVersion: CONSENT_TEXT_VERSION,
        consentBy: ADMIN.id,
        consentEmail: ADMIN.email,
        consentAt: new Date(publishedAt),
        createdBy: ADMIN.id,
        status: "published",
        createdAt: new Date(publishedAt),
        updatedAt: new Date(publishedAt),
      });
      (["before", "after"] as const).forEach((stage, position) => {
        const key = `providers/before_after/seed-${setId}-${stage}.png`;
        out.setPhotos.push({
          id: `${setId}-${stage}`,
          setId,
          role: stage,
          position,
          r2Key: key,
          width: ILLUSTRATION_SIZE,
          height: ILLUSTRATION_SIZE,
          createdAt: new Date(publishedAt),
        });
        out.pictures.push({ key, kind: set.kind, stage, variant: g });
      });
    }
  });
  const extras = handWrittenExtras(handWritten.providers, handWritten.reviews, now);
  out.credentials.push(...extras.credentials);
  out.audit.push(...extras.audit);
  out.requests.push(...extras.requests);
  for (const request of out.requests) {
    const { appointment, confirmation } = attendedVisit(request as ReturnType<typeof visit>);
    out.appointments.push(appointment);
    out.confirmations.push(confirmation);
  }
  return out;
}

/**
 * The appointment behind a seeded verified visit (decision 069): two weeks before the review, marked
 * attended and confirmed by the patient the day before the review. Written to D1 like every seeded
 * row; the practice's calendar object never holds these past visits, and nothing changes them.
 */
function attendedVisit(request: ReturnType<typeof visit>) {
  const id = request.id.replace(/^request-/, "appointment-");
  const startsAt = Math.floor((request.updatedAt.getTime() - 13 * DAY) / 3_600_000) * 3_600_000;
  return {
    appointment: {
      id,
      providerId: request.providerId,
      typeId: null,
      patientId: request.patientId,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + 1_800_000),
      status: "attended",
      history: [],
      sequence: 0,
      revision: 2,
      createdAt: new Date(startsAt - 7 * DAY),
      updatedAt: new Date(startsAt + 3_600_000),
    },
    confirmation: { appointmentId: id, patientId: request.patientId, startsAt: new Date(startsAt), confirmedAt: request.updatedAt },
  };
}

/**
 * What the 30 hand-written providers get in the seeded directory only (the tests' fixtures stay
 * without): checked credentials for all but two (provider 3, the seeded practice account's own
 * listing, has none, to submit from its profile; provider 5's wait for a check), and verified visits
 * behind two in five of their reviews (none of provider 3's: its inbox stays the account's own).
 */
export function handWrittenExtras(
  providers: readonly Listed[],
  reviews: readonly { id: string; userId: string; providerId: string; procedure: string | null; createdAt: Date }[],
  now: number,
) {
  const credentials: Record<string, unknown>[] = [];
  const audit: Record<string, unknown>[] = [];
  providers.forEach((provider, i) => {
    if (provider.id === "3") return;
    const made = credentialsOf(provider, 1000 + i, now, provider.id === "5" ? "unchecked" : "checked");
    if (made) credentials.push(made.row);
    if (made?.audit) audit.push(made.audit);
  });
  const requests = reviews
    .filter((review, n) => n % 5 < 2 && review.providerId !== "3")
    .map((review) =>
      visit(review.id, review.providerId, review.userId, review.procedure ?? "Consultation", review.createdAt.getTime(), "closed", 4),
    );
  return { credentials, audit, requests };
}

/** The patient's request behind a verified visit, booked by the practice (its appointment: attendedVisit). */
function visit(
  reviewId: string,
  providerId: string,
  patientId: string,
  procedure: string,
  writtenAt: number,
  status: "booked" | "closed",
  replyHours: number,
) {
  const requested = writtenAt - 45 * DAY;
  return {
    id: `request-${reviewId}`,
    providerId,
    patientId,
    procedure,
    contactMethod: "email",
    phone: null,
    preferredTimes: null,
    status,
    firstReplyAt: new Date(requested + replyHours * 3_600_000),
    patientReadAt: new Date(requested + 2 * DAY),
    practiceReadAt: new Date(requested + DAY),
    patientConfirmedAt: new Date(writtenAt - DAY),
    createdAt: new Date(requested),
    updatedAt: new Date(writtenAt - DAY),
  };
}

/** Removes an earlier run's generated rows (re-running the seed gives the same directory, not two). */
export const CLEAR_GENERATED = [
  "DELETE FROM `admin_audit_log` WHERE `id` LIKE 'audit-seed-%';",
  "DELETE FROM `gallery_sets` WHERE `provider_id` LIKE 'gen-%';",
  "DELETE FROM `provider_credentials` WHERE `provider_id` IN (SELECT `id` FROM `providers` WHERE `source` = 'seed');",
  "DELETE FROM `visit_confirmations` WHERE `appointment_id` LIKE 'appointment-review-%';",
  "DELETE FROM `appointments` WHERE `id` LIKE 'appointment-review-%';",
  "DELETE FROM `consultation_requests` WHERE `id` LIKE 'request-review-%';",
  "DELETE FROM `reviews` WHERE `provider_id` LIKE 'gen-%';",
  "DELETE FROM `provider_photos` WHERE `provider_id` LIKE 'gen-%';",
  "DELETE FROM `opening_hours` WHERE `type_id` LIKE 'type-seed-%';",
  "DELETE FROM `appointment_types` WHERE `id` LIKE 'type-seed-%';",
  "DELETE FROM `booking_settings` WHERE `provider_id` LIKE 'gen-%';",
  "DELETE FROM `providers` WHERE `id` LIKE 'gen-%';",
  "DELETE FROM `users` WHERE `id` LIKE 'user-seed-patient-%';",
];

/** The zone of each metro's state (the seed's metros only). */
const STATE_ZONES: Record<string, string> = {
  AZ: "America/Phoenix",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  IL: "America/Chicago",
  MN: "America/Chicago",
  NV: "America/Los_Angeles",
  OR: "America/Los_Angeles",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  WA: "America/Los_Angeles",
};

/**
 * A practice that takes bookings online (issue 47): a day's notice, two months ahead, changes until a
 * day before; an in-person consultation booked at once, Monday to Friday 9-17 and Saturday 10-14 in
 * its own zone. Without any, a fresh `npm start` has no time a patient could book.
 */
function bookable(out: GeneratedDirectory, providerId: string, state: string, now: number) {
  const typeId = `type-seed-${providerId}`;
  out.bookingSettings.push({
    providerId,
    timeZone: STATE_ZONES[state] ?? "America/New_York",
    minNoticeHours: 24,
    windowDays: 60,
    changeLimitHours: 24,
    updatedAt: new Date(now - 30 * DAY),
  });
  out.appointmentTypes.push({
    id: typeId,
    providerId,
    name: "Consultation",
    durationMinutes: 30,
    mode: "in_person",
    instant: true,
    active: true,
    createdAt: new Date(now - 30 * DAY),
    updatedAt: new Date(now - 30 * DAY),
  });
  for (const [weekday, start, end] of [
    [1, 9, 17],
    [2, 9, 17],
    [3, 9, 17],
    [4, 9, 17],
    [5, 9, 17],
    [6, 10, 14],
  ] as const)
    out.openingHours.push({ id: `hours-seed-${providerId}-${weekday}`, typeId, weekday, startMinute: start * 60, endMinute: end * 60 });
}

/** The directory's rows as SQL, after CLEAR_GENERATED. */
export function generatedStatements(directory: GeneratedDirectory): string[] {
  return [
    ...CLEAR_GENERATED,
    ...insertStatements(schema.providers, directory.providers),
    ...insertStatements(schema.users, directory.patients),
    ...insertStatements(schema.providerPhotos, directory.photos),
    ...insertStatements(schema.reviews, directory.reviews),
    ...insertStatements(schema.consultationRequests, directory.requests),
    ...insertStatements(schema.appointments, directory.appointments),
    ...insertStatements(schema.visitConfirmations, directory.confirmations),
    ...insertStatements(schema.providerCredentials, directory.credentials),
    ...insertStatements(schema.adminAuditLog, directory.audit),
    ...insertStatements(schema.gallerySets, directory.sets),
    ...insertStatements(schema.galleryPhotos, directory.setPhotos),
    ...insertStatements(schema.bookingSettings, directory.bookingSettings),
    ...insertStatements(schema.appointmentTypes, directory.appointmentTypes),
    ...insertStatements(schema.openingHours, directory.openingHours),
  ];
}

/** The set photos' PNG files, drawn now (about 3 KB each). */
export async function illustrationObjects(directory: GeneratedDirectory): Promise<{ key: string; bytes: Uint8Array }[]> {
  return Promise.all(directory.pictures.map(async (p) => ({ key: p.key, bytes: await drawIllustration(p.kind, p.stage, p.variant) })));
}
