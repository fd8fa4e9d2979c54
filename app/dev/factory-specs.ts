/**
 * What the test data factories (factories.server.ts) take: shared with the end-to-end tests, which
 * send it to `POST /dev/factory`, so it imports nothing that needs the Workers runtime.
 */
import { z } from "zod";
import { PROVIDER_SOURCES, PROVIDER_TYPES, ROLES } from "../db/schema.ts";

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
  socialMedia: z
    .object({
      facebook: z.string().optional(),
      instagram: z.string().optional(),
      tiktok: z.string().optional(),
      x: z.string().optional(),
      linkedin: z.string().optional(),
    })
    .optional(),
});
export type ProviderSpec = z.input<typeof providerSpec>;

/** What `POST /dev/factory` takes: users (each optionally signed in) and providers. */
export const factoryRequest = z.object({
  users: z.array(userSpec.extend({ signedIn: z.boolean().default(false) })).default([]),
  providers: z.array(providerSpec).default([]),
  usedUpLimits: z.array(z.lazy(() => usedUpLimitSpec)).default([]),
  reviews: z.array(z.lazy(() => reviewSpec)).default([]),
  questions: z.array(z.lazy(() => questionSpec)).default([]),
  photos: z.array(z.lazy(() => photoSpec)).default([]),
});

/**
 * A per-account limit of the assistant, used up for one user in its current window and the next
 * (so it is still used up if the window turns before the app checks): the user's sends or new
 * conversations are then refused with the limit's message.
 */
export const usedUpLimitSpec = z.object({
  limit: z.enum(["chatMessagesPerMinute", "chatMessagesPerDay", "chatConversationsPerHour"]),
  userId: z.string().min(1),
});
export type UsedUpLimitSpec = z.input<typeof usedUpLimitSpec>;

/** A review of a provider, written as the review form would by a new patient named `author` ("First Last"). */
export const reviewSpec = z.object({
  providerId: z.string().min(1),
  author: z
    .string()
    .regex(/^\S+ \S+$/)
    .optional(),
  rating: z.number().int().min(1).max(5).default(5),
  title: z.string().optional(),
  content: z.string().default("Friendly staff and clear aftercare instructions."),
});
export type ReviewSpec = z.input<typeof reviewSpec>;

/** A question a new patient asks about a provider, answered by a new admin when `answer` is given. */
export const questionSpec = z.object({
  providerId: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().min(1).optional(),
});
export type QuestionSpec = z.input<typeof questionSpec>;

/** A photo of a provider served from public/ (as the seed's are: no R2 object), last in its kind. */
export const photoSpec = z.object({
  providerId: z.string().min(1),
  kind: z.enum(["practice", "before_after", "location"]),
  url: z.string().regex(/^\/lovable-uploads\//),
  title: z.string().optional(),
});
export type PhotoSpec = z.input<typeof photoSpec>;
