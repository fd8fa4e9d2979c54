/** Everything `npm run db:seed` writes: accounts, the sample directory, photos, reviews, answered questions. */
import { hashPassword } from "../../app/auth/password.server.ts";
import * as schema from "../../app/db/schema.ts";
import type { NewProvider, ProviderType } from "../../app/db/schema.ts";
import { PROCEDURES, stockPhotosFor } from "../../app/directory/procedures.ts";
import { at, cyclic } from "../../app/lib/invariant.ts";
import { seedProviders } from "./providers.ts";
import { coordinatesOf, PLACES } from "./places.ts";
import { ratingsFor, seededRandom, seedReview, worthItFigures, type SeedReviewFields } from "./reviews.ts";
import { reviewerAccount, stockPhoto } from "./rows.ts";
import { insertStatements } from "./sql.ts";

/** The seeded accounts; README lists the same e-mails and passwords. */
export const SEED_ACCOUNTS = [
  {
    id: "user-demo",
    email: "demo@truself-demo.com",
    password: "DemoPass2026!",
    firstName: "Demo",
    lastName: "User",
    username: "demo",
    role: "patient",
    isDemo: true,
  },
  {
    id: "user-admin",
    email: "admin@truself.com",
    password: "AdminPass2026!",
    firstName: "Avery",
    lastName: "Admin",
    username: "admin",
    role: "admin",
    isDemo: false,
  },
  {
    id: "user-patient",
    email: "patient@example.com",
    password: "PatientPass2026!",
    firstName: "Paige",
    lastName: "Patel",
    username: "paigepatel",
    role: "patient",
    isDemo: false,
  },
  {
    id: "user-provider",
    email: "provider@example.com",
    password: "ProviderPass2026!",
    firstName: "Layla",
    lastName: "Hassan",
    username: "drlayla",
    role: "provider",
    isDemo: false,
    providerId: "3",
  },
] as const;

const REVIEWERS = [
  ["Emily", "Johnson"],
  ["Daniel", "Garcia"],
  ["Aisha", "Brown"],
  ["Kevin", "Nguyen"],
  ["Laura", "Martinez"],
  ["Chris", "Wilson"],
  ["Sophie", "Turner"],
  ["Marcus", "Hill"],
  ["Nina", "Rossi"],
  ["Omar", "Haddad"],
  ["Grace", "Park"],
  ["Tyler", "Reed"],
] as const;

const QUESTIONS = [
  [
    "How long is the typical recovery time?",
    "Most patients return to desk work within 1 to 2 weeks; we give you a personal plan at your consultation.",
  ],
  ["Do you offer financing options?", "Yes. We work with two medical financing partners and offer 0% plans for up to 12 months."],
  [
    "Is the consultation fee applied to the procedure cost?",
    "Yes, the consultation fee is credited toward your procedure if you book within 90 days.",
  ],
] as const;

const DAY = 86_400_000;

/** The hand-written directory's rows (the generated directory adds to its providers and reviews). */
export async function seedRows(now = Date.now()) {
  const providers = seedProviders(PLACES);
  const users = [];
  for (const a of SEED_ACCOUNTS) {
    users.push({
      id: a.id,
      email: a.email,
      emailVerifiedAt: new Date(now - 30 * DAY),
      passwordHash: await hashPassword(a.password),
      firstName: a.firstName,
      lastName: a.lastName,
      username: a.username,
      avatarUrl: null,
      role: a.role,
      referralSources: [],
      providerId: "providerId" in a ? a.providerId : null,
      practiceRole: "providerId" in a ? ("owner" as const) : null,
      isDemo: a.isDemo,
      groupTermsAcceptedAt: null,
      createdAt: new Date(now - 30 * DAY),
      updatedAt: new Date(now - 30 * DAY),
    });
  }
  // Reviewer accounts cannot sign in: their hash is of a random secret nobody knows.
  const reviewerHash = await hashPassword(crypto.randomUUID());
  REVIEWERS.forEach(([firstName, lastName], i) => {
    users.push(
      reviewerAccount(
        {
          id: `user-reviewer-${i + 1}`,
          email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
          firstName,
          lastName,
          username: `${firstName}${lastName}`.toLowerCase(),
        },
        reviewerHash,
        now - 60 * DAY,
      ),
    );
  });

  const photos: Record<string, unknown>[] = [];
  const reviews: (SeedReviewFields & {
    id: string;
    userId: string;
    providerId: string;
    currency: string;
    createdAt: Date;
    updatedAt: Date;
  })[] = [];
  const questions: Record<string, unknown>[] = [];
  providers.forEach((p, i) => {
    const practice = stockPhotosFor(p.specialties ?? []);
    practice.forEach((url, n) => photos.push(stockPhoto(p.id, "practice", url, n, now)));
    // No before & after photos: the sample directory has none, and a procedure's stock illustration
    // shown as a result would mislead (issue 31); the photo import tool adds real ones.
    for (let n = 0; n < 6 + (i % 3); n++) photos.push(stockPhoto(p.id, "location", at(practice, n % practice.length), n, now));
    // Every fourth provider is new to the directory: no reviews yet (and a review count of 0).
    // Each provider's own generator: the same sample every seed, different from its neighbours'.
    const random = seededRandom(i + 1);
    const ratings = i % 4 === 3 && p.featuredRank == null ? [] : ratingsFor(p.rating ?? 4.5, 3 + ((i * 7) % 10), random);
    const written: SeedReviewFields[] = [];
    const usedTitles = new Set<string>();
    ratings.forEach((rating, n) => {
      const writtenAt = now - (i + 1 + n * 9) * DAY;
      const review = seedReview(random, rating, p.specialties ?? [], writtenAt, usedTitles);
      written.push(review);
      reviews.push({
        id: `review-${p.id}-${n}`,
        userId: `user-reviewer-${((i + n) % REVIEWERS.length) + 1}`,
        providerId: p.id,
        ...review,
        currency: "USD",
        createdAt: new Date(writtenAt),
        updatedAt: new Date(writtenAt),
      });
    });
    // Rating, count and Worth It share agree with the stored reviews.
    if (ratings.length) p.rating = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    p.reviewCount = ratings.length;
    Object.assign(p, worthItFigures(written));
    if (i % 2 === 0) {
      const [question, answer] = cyclic(QUESTIONS, i);
      questions.push({
        id: `question-${p.id}`,
        userId: `user-reviewer-${(i % REVIEWERS.length) + 1}`,
        providerId: p.id,
        question,
        answer,
        answeredAt: new Date(now - (i + 1) * DAY),
        answeredBy: null,
        createdAt: new Date(now - (i + 3) * DAY),
      });
    }
  });

  return { providers, users, photos, reviews, questions, now };
}

export async function seedStatements(now = Date.now(), rows?: Awaited<ReturnType<typeof seedRows>>): Promise<string[]> {
  const { providers, users, photos, reviews, questions } = rows ?? (await seedRows(now));
  return [
    ...insertStatements(
      schema.providers,
      providers.map((p) => ({ ...p, createdAt: new Date(now - 90 * DAY), updatedAt: new Date(now - 90 * DAY) })),
    ),
    ...insertStatements(schema.users, users),
    ...insertStatements(schema.providerPhotos, photos),
    ...insertStatements(schema.reviews, reviews),
    ...insertStatements(schema.providerQuestions, questions),
  ];
}

// ---------------------------------------------------------------- synthetic providers for benchmarks

const FIRST = [
  "Alex",
  "Jamie",
  "Morgan",
  "Taylor",
  "Riley",
  "Casey",
  "Jordan",
  "Avery",
  "Quinn",
  "Reese",
  "Harper",
  "Rowan",
  "Sage",
  "Elliot",
  "Dana",
];
const LAST = [
  "Smith",
  "Lee",
  "Patel",
  "Garcia",
  "Kim",
  "Nguyen",
  "Brown",
  "Davis",
  "Lopez",
  "Clark",
  "Young",
  "Hall",
  "Wright",
  "King",
  "Scott",
];
const CITIES = [
  ["Los Angeles", "CA"],
  ["New York", "NY"],
  ["Miami", "FL"],
  ["Houston", "TX"],
  ["Chicago", "IL"],
  ["Phoenix", "AZ"],
  ["Denver", "CO"],
  ["Seattle", "WA"],
  ["Boston", "MA"],
  ["Atlanta", "GA"],
  ["Dallas", "TX"],
  ["Orlando", "FL"],
  ["Portland", "OR"],
  ["Austin", "TX"],
] as const;
/** The provider types the synthetic directory spreads over (bench/distance.ts searches the same). */
export const TYPES = [
  "board-certified-plastic-surgeon",
  "cosmetic-surgeon",
  "dermatologist",
  "medspa",
  "aesthetic-nurse",
  "wellness-center",
  "nutritionist",
  "health-coach",
  "recovery-homes-aftercare",
  "bariatric-surgeon",
] as const satisfies readonly ProviderType[];

/**
 * `count` deterministic synthetic providers (ids syn-000001...), replacing any earlier synthetic
 * set, as SQL in batches of `perBatch` rows: each batch is built only when asked for, so 500,000
 * providers never sit in memory at once.
 */
export const SYNTHETIC_BATCH = 20_000;

export function* syntheticBatches(count: number, perBatch = SYNTHETIC_BATCH): Generator<string[]> {
  yield ["DELETE FROM `providers` WHERE `source` = 'synthetic';"];
  const now = Date.now();
  for (let start = 1; start <= count; start += perBatch) {
    const rows: NewProvider[] = [];
    for (let i = start; i <= Math.min(count, start + perBatch - 1); i++) rows.push(syntheticProvider(i, now));
    yield insertStatements(schema.providers, rows);
  }
}

/** Each synthetic provider sits at one of its city's ZIP code points, so distances differ (bench/distance.ts). */
const CITY_ZIP_POINTS = new Map(CITIES.map(([city, state]) => [city, PLACES.zipPointsOf(city, state)]));

function syntheticProvider(i: number, now: number): NewProvider {
  const [city, state] = cyclic(CITIES, i);
  const points = CITY_ZIP_POINTS.get(city) ?? [];
  const point = points.length ? at(points, Math.floor(i / CITIES.length) % points.length) : null;
  const type = cyclic(TYPES, i);
  const specialties = [0, 1, 2]
    .map((k) => at(PROCEDURES, (i * 3 + k * 5) % PROCEDURES.length).match)
    .filter((v, k, a) => a.indexOf(v) === k);
  const name = `${i % 3 === 0 ? "Dr. " : ""}${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
  return {
    id: `syn-${String(i).padStart(6, "0")}`,
    name,
    title: "Aesthetic Provider",
    type,
    location: `${city}, ${state}`,
    city,
    state,
    ...coordinatesOf(point),
    rating: Math.round((3.5 + ((i * 37) % 16) / 10) * 10) / 10,
    reviewCount: (i * 13) % 400,
    isVerified: i % 4 !== 0,
    isFeatured: i % 50 === 0,
    featuredRank: null,
    image: null,
    specialties,
    bio: `${name} offers ${specialties.join(", ").toLowerCase()} in ${city}.`,
    experience: `${5 + (i % 20)}+ years of experience`,
    yearsExperience: 5 + (i % 20),
    education: [],
    certifications: [],
    boardCertifications: [],
    credentials: null,
    pricing: {},
    website: null,
    socialMedia: {},
    practiceName: null,
    practiceAddress: null,
    practicePhone: null,
    practiceEmail: null,
    consultationFee: "$150",
    servicesOffered: specialties,
    linkInBioUsername: null,
    source: "synthetic",
    createdAt: new Date(now - i * 1000),
    updatedAt: new Date(now - i * 1000),
  };
}
