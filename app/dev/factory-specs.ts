/**
 * What the test data factories (factories.server.ts) take: shared with the end-to-end tests, which
 * send it to `POST /dev/factory`, so it imports nothing that needs the Workers runtime.
 */
import { z } from "zod";
import {
  AAL_LEVELS,
  EXTRACTION_JOB_STATUSES,
  EXTRACTION_TARGET_STATUSES,
  PHOTO_KINDS,
  PRACTICE_ROLES,
  PROVIDER_SOURCES,
  PROVIDER_TYPES,
  ROLES,
} from "../db/schema.ts";

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
  /** With `providerId`: owner (the default for a provider user) or team member of that practice. */
  practiceRole: z.enum(PRACTICE_ROLES).optional(),
  /**
   * A confirmed authenticator app (issue 38): what every real admin and practice account has, so the
   * default for those roles; its secret comes back as `totpSecret` for tests that type a code.
   */
  totp: z.boolean().optional(),
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
  /** Coordinates as given (null: not geocoded); left out, they are geocoded from the address like an import's. */
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
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
  education: z.array(z.string()).optional(),
  website: z.string().nullable().optional(),
  practiceName: z.string().nullable().optional(),
  practiceAddress: z.string().nullable().optional(),
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

/** What `POST /dev/factory` takes: users (each optionally signed in), providers, and rows that belong to them. */
export const factoryRequest = z.object({
  // A signed-in user's session is aal2 (a factor proven now) when the user has a second factor, unless `aal` says otherwise.
  // `emailProven`: the session proved the mailbox now (as a sign-in by e-mailed code does), which an
  // account's first factor needs (issue 43).
  users: z
    .array(
      userSpec.extend({
        signedIn: z.boolean().default(false),
        aal: z.enum(AAL_LEVELS).optional(),
        emailProven: z.boolean().default(false),
      }),
    )
    .default([]),
  providers: z.array(providerSpec).default([]),
  // Another session of an existing user (issue 43: the same account signed in by password alone, aal1).
  sessions: z
    .array(z.object({ userId: z.string().min(1), aal: z.enum(AAL_LEVELS).optional(), emailProven: z.boolean().default(false) }))
    .default([]),
  favorites: z.array(z.lazy(() => favoriteSpec)).default([]),
  photoImports: z.array(z.lazy(() => photoImportSpec)).default([]),
  extractionJobs: z.array(z.lazy(() => extractionJobSpec)).default([]),
  reviews: z.array(z.lazy(() => reviewSpec)).default([]),
  questions: z.array(z.lazy(() => questionSpec)).default([]),
  photos: z.array(z.lazy(() => photoSpec)).default([]),
  usedUpLimits: z.array(z.lazy(() => usedUpLimitSpec)).default([]),
  claims: z.array(z.lazy(() => claimSpec)).default([]),
  consultations: z.array(z.lazy(() => consultationSpec)).default([]),
  /** Consultation requests the practice marked booked and (unless `visitConfirmed: false`) the patient confirmed (decision 054; no longer "Verified patient" since decision 069). */
  bookedConsultations: z.array(z.lazy(() => consultationSpec)).default([]),
  /** Appointments through the practice's calendar, past by default, attended and confirmed by the patient: "Verified patient" (decision 069). */
  visits: z.array(z.lazy(() => visitSpec)).default([]),
  reviewReplies: z.array(z.lazy(() => reviewReplySpec)).default([]),
  reports: z.array(z.lazy(() => reportSpec)).default([]),
  gallerySets: z.array(z.lazy(() => gallerySetSpec)).default([]),
  credentials: z.array(z.lazy(() => credentialsSpec)).default([]),
});

/**
 * A provider's license and board certification as its practice submitted them for checking (issue
 * 36): checked by the form's own schema, status unchecked.
 */
export const credentialsSpec = z.object({
  providerId: z.string().min(1),
  licenseNumber: z.string().default("ME12345"),
  licenseState: z.string().default("FL"),
  boardCode: z.string().optional(),
  boardSpecialty: z.string().optional(),
});
export type CredentialsSpec = z.input<typeof credentialsSpec>;

/** A provider saved by a user (the app's own setFavorite). */
export const favoriteSpec = z.object({ userId: z.string().min(1), providerId: z.string().min(1) });
export type FavoriteSpec = z.input<typeof favoriteSpec>;

/**
 * A pending item of the photo import queue as the tool stores it. Its photos are R2 keys that need
 * not exist (the queue shows a thumbnail per key); the tool's own path needs finished uploads.
 */
export const photoImportSpec = z.object({
  createdBy: z.string().nullable().default(null),
  website: z.string().nullable().default(null),
  scrapedData: z.record(z.string(), z.unknown()).nullable().default(null),
  photos: z
    .array(
      z.object({
        key: z.string().min(1),
        kind: z.enum(["profile", "location", "before_after"]),
        title: z.string().optional(),
        sizeBytes: z.number().int().default(1000),
      }),
    )
    .default([]),
});
export type PhotoImportSpec = z.input<typeof photoImportSpec>;

/** An extraction job as the consumer leaves it: its targets, and a result (an extracted profile) for those that have one. */
export const extractionJobSpec = z.object({
  status: z.enum(EXTRACTION_JOB_STATUSES).default("completed"),
  createdBy: z.string().nullable().default(null),
  targets: z
    .array(
      z.object({
        url: z.string().min(1),
        status: z.enum(EXTRACTION_TARGET_STATUSES).default("done"),
        error: z.string().nullable().default(null),
        profile: z.record(z.string(), z.unknown()).optional(),
        confidenceScore: z.number().int().default(80),
      }),
    )
    .default([]),
});
export type ExtractionJobSpec = z.input<typeof extractionJobSpec>;

/**
 * A TruSelf review of a provider, written by the app's own command; the reviewer is `userId`, or a
 * new patient named `author` ("First Last") or left to the factory.
 */
export const reviewSpec = z.object({
  providerId: z.string().min(1),
  userId: z.string().min(1).optional(),
  author: z
    .string()
    .regex(/^\S+ \S+$/)
    .optional(),
  rating: z.number().int().min(1).max(5).default(5),
  title: z.string().optional(),
  content: z.string().default("Friendly staff and clear aftercare instructions."),
  // Issue 35's fields, checked by the review form's own schema when given.
  procedure: z.string().optional(),
  worthIt: z.enum(["worth_it", "not_sure", "not_worth_it"]).optional(),
  amountPaid: z.number().int().optional(),
  treatmentMonth: z.string().optional(),
  /** Dated updates under it by its author (the recovery diary), oldest first. */
  updates: z.array(z.string().min(1)).default([]),
  /** Held for a check before it shows, with the reason its author is told (as the automatic rules hold one: issue 35 item 3). */
  holdReason: z.string().min(1).optional(),
});
export type ReviewSpec = z.input<typeof reviewSpec>;

/** A question a patient (`userId`, or a new one) asks about a provider, answered by a new admin when `answer` is given. */
export const questionSpec = z.object({
  providerId: z.string().min(1),
  userId: z.string().min(1).optional(),
  question: z.string().min(1),
  answer: z.string().min(1).optional(),
});
export type QuestionSpec = z.input<typeof questionSpec>;

/**
 * A photo of a provider (any image the site serves stands in for an uploaded one); without a
 * position it comes after the provider's others of its kind.
 */
export const photoSpec = z.object({
  providerId: z.string().min(1),
  kind: z.enum(PHOTO_KINDS).default("before_after"),
  url: z.string().min(1).default("/lovable-uploads/providers/provider-1.svg"),
  title: z.string().nullable().default(null),
  width: z.number().int().default(800),
  height: z.number().int().default(600),
  position: z.number().int().optional(),
});
export type PhotoSpec = z.input<typeof photoSpec>;

/** One of the assistant's per-account limits used up for a user, in this window and the next. */
export const usedUpLimitSpec = z.object({
  limit: z.enum(["chatMessagesPerDay", "chatConversationsPerHour"]),
  userId: z.string().min(1),
});
export type UsedUpLimitSpec = z.input<typeof usedUpLimitSpec>;

/** A claim on a listing waiting in the admins' queue (issue 34), as "Ask TruSelf to review my claim" leaves it. */
export const claimSpec = z.object({
  userId: z.string().min(1),
  providerId: z.string().min(1),
  note: z.string().min(1).default("I run the front desk; call the practice and ask for me."),
});
export type ClaimSpec = z.input<typeof claimSpec>;

/**
 * A consultation request to a provider (issue 34) by `patientId` or a new patient, sent
 * `createdMinutesAgo` minutes ago; with `repliedAfterMinutes` the practice's first reply came that
 * many minutes after it (status answered), which is what a profile's response time is made of.
 */
export const consultationSpec = z.object({
  providerId: z.string().min(1),
  patientId: z.string().min(1).optional(),
  procedure: z.string().default("Botox"),
  message: z.string().default("I would like to know more about the treatment and its cost."),
  createdMinutesAgo: z.number().min(0).default(60),
  repliedAfterMinutes: z.number().min(0).optional(),
  /** Booked requests only: whether the patient confirmed the visit (their review then shows "Verified patient"). */
  visitConfirmed: z.boolean().default(true),
});
export type ConsultationSpec = z.input<typeof consultationSpec>;

/**
 * An appointment of `patientId` with `providerId` through the practice's calendar
 * (issue 47, decision 069), starting `startsInMinutes` from now (a day ago by default; the listing gets
 * booking settings and a "Consultation" type when it has none); `attended`: the practice marked it so;
 * `patientConfirmed`: the patient said they went. Both: their review shows "Verified patient".
 */
export const visitSpec = z.object({
  providerId: z.string().min(1),
  patientId: z.string().min(1),
  startsInMinutes: z.number().default(-24 * 60),
  attended: z.boolean().default(true),
  patientConfirmed: z.boolean().default(true),
});
export type VisitSpec = z.input<typeof visitSpec>;

/** The practice's public reply under one of its reviews (issue 34), as if its team had posted it. */
export const reviewReplySpec = z.object({
  reviewId: z.string().min(1),
  body: z.string().min(1).default("Thank you for your kind words!"),
});
export type ReviewReplySpec = z.input<typeof reviewReplySpec>;

/** An open report on a review, an answer (question id) or a practice reply (issue 35 item 3), by `reporterId` or a new patient; details as given. */
export const reportSpec = z.object({
  targetType: z.enum(["review", "answer", "reply"]).default("review"),
  targetId: z.string().min(1),
  reporterId: z.string().min(1).optional(),
  reason: z.enum(["fake", "spam", "offensive", "private", "off-topic", "other"]).default("fake"),
  details: z.string().optional(),
});
export type ReportSpec = z.input<typeof reportSpec>;

/**
 * A published before-and-after set of a provider (issue 36), made by the gallery's own command: its
 * uploader `userId` (or a new admin) attests consent; a small PNG before and after (and another view
 * with `extra`) go through the media path's checks into R2. Title and caption as given (the XSS
 * corpus writes longer texts than the form allows).
 */
export const gallerySetSpec = z.object({
  providerId: z.string().min(1),
  userId: z.string().min(1).optional(),
  procedure: z.string().default("botox"),
  title: z.string().optional(),
  caption: z.string().optional(),
  extra: z.boolean().default(false),
});
export type GallerySetSpec = z.input<typeof gallerySetSpec>;
