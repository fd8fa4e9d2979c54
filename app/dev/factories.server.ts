/**
 * Test data factories in the style of the Epic Stack's `insertNewUser`: a test makes the users,
 * providers and sessions it asserts on, each with a random suffix so that tests running side by side
 * never meet. The integration tests call them inside workerd (test/fixtures); the end-to-end tests
 * through `POST /dev/factory` (app/http/app.server.ts), which exists only where the outbox does
 * (development and tests) and is a 404 in production (decision 031).
 */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "~/auth/password.server";
import { factorCount, secondFactorsOf } from "~/auth/factors.server";
import { createSession, type SessionUser } from "~/auth/session.server";
import { sealSecret } from "~/auth/totp.server";
import { generateTOTP } from "@epic-web/totp";
import { db } from "~/db/client.server";
import {
  contentReports,
  consultationMessages,
  consultationRequests,
  extractionJobs,
  extractionResults,
  extractionTargets,
  listingClaims,
  photoImportItems,
  providerCredentials,
  providerPhotos,
  providers,
  reviewReplies,
  reviews,
  totpFactors,
  users,
  type Aal,
  type NewProvider,
} from "~/db/schema";
import { licenseFields } from "~/credentials/credentials.server";
import { CredentialsSchema } from "~/credentials/schemas";
import { setFavorite } from "~/favorites/favorites.server";
import { coordinatesOf, usPlaces } from "~/geo/places.server";
import { addSet } from "~/gallery/gallery.server";
import { appConfig } from "~/lib/env.server";
import { newId } from "~/lib/ids";
import { LIMITS, limitKey } from "~/lib/limits";
import { exhaustWindow } from "~/lib/rate-limit.server";
import { answerQuestion, askQuestion } from "~/questions/question-commands.server";
import { addReviewUpdate, recount, submitReview } from "~/reviews/review-commands.server";
import { ReviewFields } from "~/reviews/review-schemas";
import {
  claimSpec,
  credentialsSpec,
  consultationSpec,
  extractionJobSpec,
  factoryRequest,
  favoriteSpec,
  gallerySetSpec,
  photoImportSpec,
  photoSpec,
  providerSpec,
  questionSpec,
  reportSpec,
  reviewReplySpec,
  reviewSpec,
  usedUpLimitSpec,
  userSpec,
  type ClaimSpec,
  type CredentialsSpec,
  type ConsultationSpec,
  type ExtractionJobSpec,
  type FavoriteSpec,
  type PhotoImportSpec,
  type PhotoSpec,
  type ProviderSpec,
  type QuestionSpec,
  type ReportSpec,
  type ReviewReplySpec,
  type ReviewSpec,
  type UsedUpLimitSpec,
  type UserSpec,
  type GallerySetSpec,
} from "./factory-specs";
import { insertVisit } from "./visit-factory.server";

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
    practiceRole: s.providerId ? (s.practiceRole ?? (s.role === "provider" ? "owner" : "member")) : null,
  };
  await db().insert(users).values(user);
  const totpSecret = (s.totp ?? (s.role === "admin" || s.role === "provider")) ? await insertTotpFactor(user.id) : undefined;
  return { ...user, password: s.password, totpSecret };
}

/** A confirmed authenticator app for `userId` (issue 38); returns its base32 secret. */
export async function insertTotpFactor(userId: string): Promise<string> {
  const { secret } = await generateTOTP();
  await db()
    .insert(totpFactors)
    .values({ userId, secret: await sealSecret(secret), confirmedAt: new Date() });
  return secret;
}

/**
 * "name=value" of a new session of `userId`, for a Cookie header or a browser context: aal2 with
 * the factor proven now when the user has a second factor (as after a real sign-in and its code),
 * unless `aal` is given; `emailProven` as after a sign-in by e-mailed code (an account's first factor needs it).
 */
export async function sessionCookieFor(
  userId: string,
  request: Request,
  aal?: Aal,
  { emailProven = false }: { emailProven?: boolean } = {},
): Promise<{ name: string; value: string }> {
  const level = aal ?? (factorCount(await secondFactorsOf(userId)) > 0 ? "aal2" : "aal1");
  const setCookie = await createSession(userId, request, level, { emailProven });
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
  const places = await usPlaces();
  const rows = specs
    .map(providerRowOf)
    .map((row) => (row.latitude === undefined && row.longitude === undefined ? { ...row, ...coordinatesOf(places.geocode(row)) } : row));
  // A statement a row: D1 binds at most 100 values per statement, about two providers' worth.
  const [first, ...rest] = rows.map((row) => db().insert(providers).values(row));
  if (first) await db().batch([first, ...rest]);
  return rows;
}

/** Makes each spec in turn (later rows may refer to earlier ones) and lists what was made. */
async function each<T, R>(specs: T[], make: (spec: T) => Promise<R>): Promise<R[]> {
  const made: R[] = [];
  for (const spec of specs) made.push(await make(spec));
  return made;
}

export async function runFactory(body: unknown, request: Request) {
  const spec = factoryRequest.parse(body);
  const madeProviders = await insertProviders(spec.providers);
  const madeUsers = await each(spec.users, async ({ signedIn, aal, emailProven, ...userSpec }) => {
    const { passwordHash: _hash, ...user } = await insertUser(userSpec);
    return { ...user, cookie: signedIn ? await sessionCookieFor(user.id, request, aal, { emailProven }) : undefined };
  });
  return {
    users: madeUsers,
    sessions: await each(spec.sessions, ({ userId, aal, emailProven }) => sessionCookieFor(userId, request, aal, { emailProven })),
    providers: madeProviders.map(({ id, name, city, state, type }) => ({ id, name, city, state, type })),
    favorites: (await each(spec.favorites, insertFavorite)).length,
    photoImports: await each(spec.photoImports, insertPhotoImport),
    extractionJobs: await each(spec.extractionJobs, insertExtractionJob),
    reviews: await each(spec.reviews, insertReview),
    questions: await each(spec.questions, insertQuestion),
    photos: await each(spec.photos, insertPhoto),
    usedUpLimits: await each(spec.usedUpLimits, useUpLimit),
    claims: await each(spec.claims, insertClaim),
    consultations: await each(spec.consultations, insertConsultation),
    bookedConsultations: await each(spec.bookedConsultations, (booked) => insertConsultation(booked, "booked")),
    visits: await each(spec.visits, insertVisit),
    reviewReplies: await each(spec.reviewReplies, insertReviewReply),
    reports: await each(spec.reports, insertReport),
    gallerySets: await each(spec.gallerySets, insertGallerySet),
    credentials: await each(spec.credentials, insertCredentials),
  };
}

/** Credentials submitted for checking (see credentialsSpec), checked and cleaned as the practice's form stores them. */
export async function insertCredentials(spec: CredentialsSpec) {
  const { providerId, ...fields } = credentialsSpec.parse(spec);
  const now = new Date();
  await db()
    .insert(providerCredentials)
    .values({ providerId, ...licenseFields(CredentialsSchema.parse(fields)), status: "unchecked", submittedAt: now, updatedAt: now });
  return { providerId };
}

/** Saves a provider among a user's favorites through the app's own command. */
export async function insertFavorite(spec: FavoriteSpec) {
  const { userId, providerId } = favoriteSpec.parse(spec);
  if (!(await setFavorite(userId, providerId, "add"))) throw new Error(`No provider ${providerId} to save`);
  return { userId, providerId };
}

/** A pending photo import queue item (see photoImportSpec). */
export async function insertPhotoImport(spec: PhotoImportSpec) {
  const s = photoImportSpec.parse(spec);
  const id = newId();
  await db()
    .insert(photoImportItems)
    .values({ id, createdBy: s.createdBy, mode: "create", website: s.website, scrapedData: s.scrapedData, photos: s.photos });
  return { id };
}

/** An extraction job with its targets and results, as the consumer would have left it. */
export async function insertExtractionJob(spec: ExtractionJobSpec) {
  const s = extractionJobSpec.parse(spec);
  const jobId = newId();
  const done = s.status === "completed" || s.status === "failed";
  const targets = s.targets.map((t) => ({ ...t, id: newId() }));
  const database = db();
  const results: { id: string; targetId: string }[] = [];
  const statements = [];
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
  return { id: jobId, targets: targets.map(({ id, url }) => ({ id, url })), results };
}

/**
 * A TruSelf review through the app's own command (submitReview), which recomputes the provider's
 * rating and review count as a patient's review would.
 */
export async function insertReview(spec: ReviewSpec) {
  const s = reviewSpec.parse(spec);
  const [firstName, lastName] = s.author ? s.author.split(" ") : ["Reviewer", undefined];
  const author = s.userId ? { id: s.userId, firstName, lastName } : await insertUser({ firstName, lastName });
  const { providerId, updates, holdReason: _held, ...fields } = s;
  // Issue 35's fields as the form checks them; rating, title and content as given (the corpus
  // tests write texts longer than the form allows, as an import or an old client could).
  const { rating, title, content, userId: _userId, author: _author, ...details } = fields;
  const input = { ...ReviewFields.omit({ rating: true, title: true, content: true }).parse(details), rating, title, content };
  const saved = await submitReview(author.id, providerId, input);
  if (!saved) throw new Error(`No provider ${providerId} to review`);
  for (const body of updates) {
    const added = await addReviewUpdate(author.id, providerId, saved.id, body);
    if (!added.ok) throw new Error(`The update was refused: ${added.message}`);
  }
  if (s.holdReason) {
    const now = new Date();
    await db().batch([
      db().update(reviews).set({ status: "held", moderationReason: s.holdReason }).where(eq(reviews.id, saved.id)),
      recount(providerId, now),
    ]);
  }
  return {
    id: saved.id,
    userId: author.id,
    providerId: s.providerId,
    author: `${author.firstName} ${author.lastName}`,
    providerRating: saved.providerRating,
    providerReviewCount: saved.providerReviewCount,
  };
}

/** A question by `userId` (or a new patient) through askQuestion, answered through answerQuestion by a new admin when `answer` is set. */
export async function insertQuestion(spec: QuestionSpec) {
  const s = questionSpec.parse(spec);
  const askerId = s.userId ?? (await insertUser()).id;
  const asked = await askQuestion(askerId, s.providerId, s.question);
  if (!asked.ok) throw new Error(`The question was refused: ${asked.reason}`);
  if (s.answer !== undefined) {
    const admin = await insertUser({ role: "admin" });
    const answerer = { id: admin.id, role: admin.role, providerId: admin.providerId, isDemo: admin.isDemo } as SessionUser;
    const answered = await answerQuestion(answerer, asked.id, s.answer, new Request(appConfig().APP_ORIGIN));
    if (!answered.ok) throw new Error(`The answer was refused: ${answered.reason}`);
  }
  return { id: asked.id, providerId: s.providerId };
}

/** A photo row of a provider (a URL the site serves, no R2 object), by default after its others of the kind. */
export async function insertPhoto(spec: PhotoSpec) {
  const s = photoSpec.parse(spec);
  const id = newId();
  const position =
    s.position ??
    sql`(SELECT count(*) FROM ${providerPhotos} WHERE ${providerPhotos.providerId} = ${s.providerId} AND ${providerPhotos.kind} = ${s.kind})`;
  await db()
    .insert(providerPhotos)
    .values({ ...s, id, position });
  return { id, providerId: s.providerId, kind: s.kind, url: s.url, title: s.title };
}

/** Uses up one of the assistant's per-account limits for a user through the app's own counter. */
export async function useUpLimit(spec: UsedUpLimitSpec) {
  const { limit, userId } = usedUpLimitSpec.parse(spec);
  const policy = LIMITS[limit];
  const key = limitKey([limit, userId]);
  const now = Date.now();
  // This window and the next, each written as used up at once. Not unit by unit through
  // consumeRateLimit: its occasional prune, run with the next window's later `now`, deleted every
  // key's current window (other users' and other tests' counters too; found by bench/load.ts).
  for (const at of [now, now + policy.windowSeconds * 1000]) await exhaustWindow(key, policy.limit, policy.windowSeconds, at);
  return { limit, userId };
}

/** A claim waiting for an admin's review (see claimSpec). */
export async function insertClaim(spec: ClaimSpec) {
  const s = claimSpec.parse(spec);
  const id = newId();
  await db().insert(listingClaims).values({ id, providerId: s.providerId, userId: s.userId, method: "admin_review", note: s.note });
  return { id, providerId: s.providerId, userId: s.userId };
}

/** A consultation request with its first message and, when asked, the practice's first reply (rows as the commands leave them). */
export async function insertConsultation(spec: ConsultationSpec, status?: "booked") {
  const s = consultationSpec.parse(spec);
  const patientId = s.patientId ?? (await insertUser()).id;
  const id = newId();
  const createdAt = new Date(Date.now() - s.createdMinutesAgo * 60_000);
  const repliedAt = s.repliedAfterMinutes === undefined ? null : new Date(createdAt.getTime() + s.repliedAfterMinutes * 60_000);
  const d = db();
  await d.batch([
    d.insert(consultationRequests).values({
      id,
      providerId: s.providerId,
      patientId,
      procedure: s.procedure,
      contactMethod: "email",
      status: status ?? (repliedAt ? "answered" : "new"),
      // A booked request's patient confirmed the visit unless the spec says not (issue 43 finding 6).
      patientConfirmedAt: status === "booked" && s.visitConfirmed ? createdAt : null,
      firstReplyAt: repliedAt,
      patientReadAt: createdAt,
      practiceReadAt: repliedAt,
      createdAt,
      updatedAt: repliedAt ?? createdAt,
    }),
    d.insert(consultationMessages).values({ id: newId(), requestId: id, authorId: patientId, side: "patient", body: s.message, createdAt }),
    ...(repliedAt
      ? [
          d.insert(consultationMessages).values({
            id: newId(),
            requestId: id,
            authorId: null,
            side: "practice" as const,
            body: "Thank you for your request. We would be glad to see you.",
            createdAt: repliedAt,
          }),
        ]
      : []),
  ]);
  return { id, providerId: s.providerId, patientId };
}

/** The practice's reply under a review (on the review's own listing). */
export async function insertReviewReply(spec: ReviewReplySpec) {
  const s = reviewReplySpec.parse(spec);
  const review = await db().select({ providerId: reviews.providerId }).from(reviews).where(eq(reviews.id, s.reviewId)).get();
  if (!review) throw new Error(`No review ${s.reviewId} to reply to`);
  const id = newId();
  await db().insert(reviewReplies).values({ id, reviewId: s.reviewId, providerId: review.providerId, body: s.body });
  return { id, reviewId: s.reviewId, providerId: review.providerId };
}

/** An open report, written straight into its row (details as given: the corpus tests need them raw). */
export async function insertReport(spec: ReportSpec) {
  const s = reportSpec.parse(spec);
  const reporterId = s.reporterId ?? (await insertUser()).id;
  const id = newId();
  await db()
    .insert(contentReports)
    .values({ id, targetType: s.targetType, targetId: s.targetId, reporterId, reason: s.reason, details: s.details ?? null });
  return { id, reporterId };
}

/** A 4 x 3 PNG from Chromium (test/fixtures/images.ts's PNG_4X3): what a factory set's photos are. */
const SET_PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAYAAAC09K7GAAAAL0lEQVR4AVzIMQ0AQAgEQXJuPq8AWyjABVrocAa5goZNplk8z6bS3wQ5IdKE9g8AAAD//xJ6zeQAAAAGSURBVAMArWYMk4CKkNYAAAAASUVORK5CYII=",
  ),
  (c) => c.charCodeAt(0),
);

/** A published before-and-after set (see gallerySetSpec), through the gallery's own command and the media path. */
export async function insertGallerySet(spec: GallerySetSpec) {
  const s = gallerySetSpec.parse(spec);
  const uploaderId = s.userId ?? (await insertUser({ role: "admin" })).id;
  const uploader = await db().query.users.findFirst({ where: eq(users.id, uploaderId) });
  if (!uploader) throw new Error(`No user ${s.userId}`);
  const photo = (name: string) => new File([SET_PNG], `${name}.png`, { type: "image/png" });
  const added = await addSet({ ...uploader, aal: "aal2", factorVerifiedAt: new Date(), emailProvenAt: null }, s.providerId, {
    procedure: s.procedure,
    title: s.title,
    caption: s.caption,
    before: photo("before"),
    after: photo("after"),
    extra: s.extra ? photo("extra") : undefined,
    consent: "on",
  });
  if (!added.ok) throw new Error(`The set was refused: ${added.message}`);
  return { id: added.setId, providerId: s.providerId, procedure: s.procedure };
}
