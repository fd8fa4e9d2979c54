/**
 * Test data factories in the style of the Epic Stack's `insertNewUser`: a test makes the users,
 * providers and sessions it asserts on, each with a random suffix so that tests running side by side
 * never meet. The integration tests call them inside workerd (test/fixtures); the end-to-end tests
 * through `POST /dev/factory` (app/http/app.server.ts), which exists only where the outbox does
 * (development and tests) and is a 404 in production (decision 031).
 */
import { z } from "zod";
import { hashPassword } from "~/auth/password.server";
import { createSession } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { PROVIDER_SOURCES, PROVIDER_TYPES, ROLES, providers, users, type NewProvider } from "~/db/schema";
import { newId } from "~/lib/ids";

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

export const userSpec = z.object({
  role: z.enum(ROLES).default("patient"),
  email: z.email().optional(),
  password: z.string().min(1).default("CorrectHorse42!"),
  firstName: z.string().min(1).default("Test"),
  lastName: z.string().min(1).optional(),
  username: z.string().min(1).optional(),
  verified: z.boolean().default(true),
  isDemo: z.boolean().default(false),
  providerId: z.string().nullable().default(null),
});
export type UserSpec = z.input<typeof userSpec>;

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

/** The columns a test may set on a provider; the rest keep their database defaults. */
export const providerSpec = z.object({
  name: z.string().min(1).optional(),
  title: z.string().nullable().optional(),
  type: z.enum(PROVIDER_TYPES).default("medspa"),
  city: z.string().default("Austin"),
  state: z.string().default("TX"),
  location: z.string().optional(),
  zipCode: z.string().nullable().optional(),
  rating: z.number().optional(),
  reviewCount: z.number().int().optional(),
  isVerified: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  featuredRank: z.number().int().nullable().optional(),
  image: z.string().nullable().optional(),
  specialties: z.array(z.string()).default(["Botox"]),
  bio: z.string().nullable().optional(),
  yearsExperience: z.number().int().nullable().optional(),
  certifications: z.array(z.string()).optional(),
  boardCertifications: z.array(z.string()).optional(),
  pricing: z.record(z.string(), z.string()).optional(),
  website: z.string().nullable().optional(),
  practiceName: z.string().nullable().optional(),
  practicePhone: z.string().nullable().optional(),
  practiceEmail: z.string().nullable().optional(),
  servicesOffered: z.array(z.string()).optional(),
  linkInBioUsername: z.string().nullable().optional(),
  source: z.enum(PROVIDER_SOURCES).optional(),
});
export type ProviderSpec = z.input<typeof providerSpec>;

export function providerRowOf(spec: ProviderSpec = {}): NewProvider {
  const s = providerSpec.parse(spec);
  const suffix = uniqueSuffix();
  return {
    ...s,
    id: `t-${suffix}`,
    name: s.name ?? `Test Provider ${suffix}`,
    title: s.title ?? "Medical Spa",
    location: s.location ?? `${s.city}, ${s.state}`,
  } as NewProvider;
}

export async function insertProviders(specs: ProviderSpec[]) {
  const rows = specs.map(providerRowOf);
  if (rows.length) await db().insert(providers).values(rows);
  return rows;
}

/** What `POST /dev/factory` takes: users (each optionally signed in) and providers. */
export const factoryRequest = z.object({
  users: z.array(userSpec.extend({ signedIn: z.boolean().default(false) })).default([]),
  providers: z.array(providerSpec).default([]),
});

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
  return { users: madeUsers, providers: madeProviders.map(({ id, name, city, state, type }) => ({ id, name, city, state, type })) };
}
