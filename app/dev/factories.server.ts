/**
 * Test data factories in the style of the Epic Stack's `insertNewUser`: a test makes the users,
 * providers and sessions it asserts on, each with a random suffix so that tests running side by side
 * never meet. The integration tests call them inside workerd (test/fixtures); the end-to-end tests
 * through `POST /dev/factory` (app/http/app.server.ts), which exists only where the outbox does
 * (development and tests) and is a 404 in production (decision 031).
 */
import { hashPassword } from "~/auth/password.server";
import { createSession } from "~/auth/session.server";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providerPhotos, providers, users, type NewProvider } from "~/db/schema";
import { newId } from "~/lib/ids";
import { LIMITS, limitKey } from "~/lib/limits";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { answerQuestion, askQuestion } from "~/questions/question-commands.server";
import { submitReview } from "~/reviews/review-commands.server";
import type { SessionUser } from "~/auth/session.server";
import {
  factoryRequest,
  providerSpec,
  photoSpec,
  questionSpec,
  reviewSpec,
  usedUpLimitSpec,
  userSpec,
  type PhotoSpec,
  type ProviderSpec,
  type QuestionSpec,
  type ReviewSpec,
  type UsedUpLimitSpec,
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
  if (rows.length) await db().insert(providers).values(rows);
  return rows;
}

export async function runFactory(body: unknown, request: Request) {
  const { users: userSpecs, providers: providerSpecs, ...more } = factoryRequest.parse(body);
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
    ...(await runLimitReviewQuestionKinds(more)),
  };
}

/**
 * Uses up a per-account limit of `userId` through the app's own counter (consumeRateLimit), in
 * the current window and the next one.
 */
export async function useUpLimit(spec: UsedUpLimitSpec) {
  const { limit, userId } = usedUpLimitSpec.parse(spec);
  const policy = LIMITS[limit];
  const key = limitKey([limit, userId]);
  const now = Date.now();
  // The next window first: a count made with a later `now` may prune (consumeRateLimit deletes
  // windows older than a day before its `now`), which would delete today's window if counted after it.
  for (const at of [now + policy.windowSeconds * 1000, now]) {
    for (let used = 0; used < policy.limit; used++) await consumeRateLimit(key, policy.limit, policy.windowSeconds, at);
  }
  return { limit, userId };
}

/** A review by a new patient, through the app's own submitReview (which also recomputes the provider's rating). */
export async function insertReview(spec: ReviewSpec) {
  const s = reviewSpec.parse(spec);
  const [firstName, lastName] = s.author ? s.author.split(" ") : [undefined, undefined];
  const author = await insertUser({ firstName, lastName });
  const saved = await submitReview(author.id, s.providerId, { rating: s.rating, title: s.title, content: s.content });
  if (!saved) throw new Error(`No provider ${s.providerId} to review`);
  return { id: saved.id, providerId: s.providerId, author: `${author.firstName} ${author.lastName}` };
}

/** A question by a new patient through askQuestion, answered through answerQuestion by a new admin when `answer` is set. */
export async function insertQuestion(spec: QuestionSpec) {
  const s = questionSpec.parse(spec);
  const asker = await insertUser();
  const asked = await askQuestion(asker.id, s.providerId, s.question);
  if (!asked.ok) throw new Error(`The question was refused: ${asked.reason}`);
  if (s.answer !== undefined) {
    const admin = await insertUser({ role: "admin" });
    const answerer = { id: admin.id, role: admin.role, providerId: admin.providerId, isDemo: admin.isDemo } as SessionUser;
    const answered = await answerQuestion(answerer, asked.id, s.answer);
    if (!answered.ok) throw new Error(`The answer was refused: ${answered.reason}`);
  }
  return { id: asked.id, providerId: s.providerId };
}

/** A photo row as the seed writes its stock photos (a public/ URL, no R2 object), after the provider's others of its kind. */
export async function insertPhoto(spec: PhotoSpec) {
  const s = photoSpec.parse(spec);
  const id = newId();
  await db()
    .insert(providerPhotos)
    .values({
      id,
      providerId: s.providerId,
      kind: s.kind,
      url: s.url,
      title: s.title ?? null,
      position: sql`(SELECT count(*) FROM ${providerPhotos} WHERE ${providerPhotos.providerId} = ${s.providerId} AND ${providerPhotos.kind} = ${s.kind})`,
    });
  return { id, providerId: s.providerId, kind: s.kind, url: s.url };
}

async function runLimitReviewQuestionKinds(more: {
  usedUpLimits: UsedUpLimitSpec[];
  reviews: ReviewSpec[];
  questions: QuestionSpec[];
  photos: PhotoSpec[];
}) {
  const usedUpLimits = [];
  for (const spec of more.usedUpLimits) usedUpLimits.push(await useUpLimit(spec));
  const madeReviews = [];
  for (const spec of more.reviews) madeReviews.push(await insertReview(spec));
  const questions = [];
  for (const spec of more.questions) questions.push(await insertQuestion(spec));
  const photos = [];
  for (const spec of more.photos) photos.push(await insertPhoto(spec));
  return { usedUpLimits, reviews: madeReviews, questions, photos };
}
