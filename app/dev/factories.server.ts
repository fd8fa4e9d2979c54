/**
 * Test data factories in the style of the Epic Stack's `insertNewUser`: a test makes the users,
 * providers and sessions it asserts on, each with a random suffix so that tests running side by side
 * never meet. The integration tests call them inside workerd (test/fixtures); the end-to-end tests
 * through `POST /dev/factory` (app/http/app.server.ts), which exists only where the outbox does
 * (development and tests) and is a 404 in production (decision 031).
 */
import { hashPassword } from "~/auth/password.server";
import { createSession } from "~/auth/session.server";
import { db } from "~/db/client.server";
import {
  extractionJobs,
  extractionResults,
  extractionTargets,
  photoImportItems,
  providerPhotos,
  providers,
  users,
  type NewProvider,
} from "~/db/schema";
import { setFavorite } from "~/favorites/favorites.server";
import { newId } from "~/lib/ids";
import { submitReview } from "~/reviews/review-commands.server";
import {
  extractionJobSpec,
  factoryRequest,
  favoriteSpec,
  photoImportSpec,
  photoSpec,
  providerSpec,
  reviewSpec,
  userSpec,
  type ExtractionJobSpec,
  type FavoriteSpec,
  type PhotoImportSpec,
  type PhotoSpec,
  type ProviderSpec,
  type ReviewSpec,
  type UserSpec,
} from "./factory-specs";

/** A short random suffix for names and e-mails. */
export function uniqueSuffix(): string {
  return crypto.randomUUID().slice(0, 8);
}

/**
 * One real hash per password for all the users a worker creates (100,000 PBKDF2 rounds cost about
 * 25 ms of CPU each): users sharing a password share its salt, which no test looks at. Signing in
 * still verifies the hash the real way.
 */
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function insertUser(spec: UserSpec = {}) {
  const s = userSpec.parse(spec);
  const suffix = uniqueSuffix();
  const user = {
    id: newId(),
    email: s.email ?? `user-${suffix}@example.com`,
    passwordHash: await hashOf(s.password),
    firstName: s.firstName,
    lastName: s.lastName ?? `User${suffix}`,
    username: s.username ?? `testuser-${suffix}`,
    role: s.role,
    emailVerifiedAt: s.verified ? new Date() : null,
    isDemo: s.isDemo,
    providerId: s.providerId,
  };
  await db().insert(users).values(user);
  return { ...user, password: s.password };
}

/** "name=value" of a new session of `userId`, for a Cookie header or a browser context. */
export async function sessionCookieFor(userId: string, request: Request): Promise<{ name: string; value: string }> {
  const setCookie = await createSession(userId, request);
  const [pair = ""] = setCookie.split(";", 1);
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

export function providerRowOf(spec: ProviderSpec = {}): NewProvider {
  const s = providerSpec.parse(spec);
  const suffix = uniqueSuffix();
  return {
    ...s,
    id: `t-${suffix}`,
    name: s.name ?? `Test Provider ${suffix}`,
    title: s.title ?? "Medical Spa",
    location: s.location ?? `${s.city}, ${s.state}`,
  };
}

export async function insertProviders(specs: ProviderSpec[]) {
  const rows = specs.map(providerRowOf);
  // A statement a row: D1 binds at most 100 values per statement, about two providers' worth.
  const [first, ...rest] = rows.map((row) => db().insert(providers).values(row));
  if (first) await db().batch([first, ...rest]);
  return rows;
}

export async function runFactory(body: unknown, request: Request) {
  const { users: userSpecs, providers: providerSpecs } = factoryRequest.parse(body);
  const madeProviders = await insertProviders(providerSpecs);
  const madeUsers = [];
  for (const { signedIn, ...spec } of userSpecs) {
    const user = await insertUser(spec);
    const cookie = signedIn ? await sessionCookieFor(user.id, request) : undefined;
    const { passwordHash: _hash, ...shown } = user;
    madeUsers.push({ ...shown, cookie });
  }
  return {
    users: madeUsers,
    providers: madeProviders.map(({ id, name, city, state, type }) => ({ id, name, city, state, type })),
    ...(await runAdminToolFactories(body)),
    ...(await runReviewAndPhotoFactories(body)),
  };
}

/** Saves each provider for its user through the app's own command. */
export async function insertFavorites(specs: FavoriteSpec[]) {
  for (const spec of specs) {
    const { userId, providerId } = favoriteSpec.parse(spec);
    if (!(await setFavorite(userId, providerId, "add"))) throw new Error(`No provider ${providerId} to save`);
  }
  return specs.length;
}

/** Pending photo import queue items (see photoImportSpec). */
export async function insertPhotoImports(specs: PhotoImportSpec[]) {
  const made = [];
  for (const spec of specs) {
    const s = photoImportSpec.parse(spec);
    const id = newId();
    await db()
      .insert(photoImportItems)
      .values({ id, createdBy: s.createdBy, mode: "create", website: s.website, scrapedData: s.scrapedData, photos: s.photos });
    made.push({ id });
  }
  return made;
}

/**
 * TruSelf reviews through the app's own command (submitReview), which recomputes the provider's
 * rating and review count as a patient's review would; each by a new patient unless `userId` is given.
 */
export async function insertReviews(specs: ReviewSpec[]) {
  const made = [];
  for (const spec of specs) {
    const s = reviewSpec.parse(spec);
    const userId = s.userId ?? (await insertUser({ firstName: "Reviewer" })).id;
    const saved = await submitReview(userId, s.providerId, { rating: s.rating, title: s.title, content: s.content });
    if (!saved) throw new Error(`No provider ${s.providerId} to review`);
    made.push({
      id: saved.id,
      userId,
      providerId: s.providerId,
      providerRating: saved.providerRating,
      providerReviewCount: saved.providerReviewCount,
    });
  }
  return made;
}

/** Extraction jobs with their targets and results, as the consumer would have left them. */
export async function insertExtractionJobs(specs: ExtractionJobSpec[]) {
  const made = [];
  for (const spec of specs) {
    const s = extractionJobSpec.parse(spec);
    const jobId = newId();
    const done = s.status === "completed" || s.status === "failed";
    const targets = s.targets.map((t) => ({ ...t, id: newId() }));
    const statements = [];
    const database = db();
    statements.push(
      database.insert(extractionJobs).values({
        id: jobId,
        createdBy: s.createdBy,
        status: s.status,
        total: targets.length,
        processed: targets.filter((t) => t.status === "done" || t.status === "failed").length,
        failed: targets.filter((t) => t.status === "failed").length,
        completedAt: done ? new Date() : null,
      }),
    );
    const results = [];
    for (const t of targets) {
      statements.push(database.insert(extractionTargets).values({ id: t.id, jobId, url: t.url, status: t.status, error: t.error }));
      if (t.profile) {
        const resultId = newId();
        results.push({ id: resultId, targetId: t.id });
        statements.push(
          database
            .insert(extractionResults)
            .values({ id: resultId, targetId: t.id, jobId, sourceUrl: t.url, profile: t.profile, confidenceScore: t.confidenceScore }),
        );
      }
    }
    const [first, ...rest] = statements;
    await database.batch([first!, ...rest]);
    made.push({ id: jobId, targets: targets.map(({ id, url }) => ({ id, url })), results });
  }
  return made;
}

/** The admin tools' kinds of POST /dev/factory: favorites, photo import items, extraction jobs. */
export async function runAdminToolFactories(body: unknown) {
  const { favorites, photoImports, extractionJobs: jobs } = factoryRequest.parse(body);
  return {
    favorites: await insertFavorites(favorites),
    photoImports: await insertPhotoImports(photoImports),
    extractionJobs: await insertExtractionJobs(jobs),
  };
}

/** Photos of providers, as the photo import stores them (rows of provider_photos). */
export async function insertPhotos(specs: PhotoSpec[]) {
  const rows = specs.map((spec) => ({ id: newId(), ...photoSpec.parse(spec) }));
  if (rows.length) await db().insert(providerPhotos).values(rows);
  return rows.map(({ id, providerId, kind, url, title }) => ({ id, providerId, kind, url, title }));
}

/** The directory's kinds of POST /dev/factory: reviews and provider photos (after the providers they belong to). */
export async function runReviewAndPhotoFactories(body: unknown) {
  const { reviews, photos } = factoryRequest.parse(body);
  return { reviews: await insertReviews(reviews), photos: await insertPhotos(photos) };
}
