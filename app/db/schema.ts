/**
 * The whole data model (requirements 000, 001, 002). Delete behaviour is stated on every foreign key:
 * - cascade: rows that only make sense with their parent (sessions, favorites, reviews, ...)
 * - set null: history we keep when the referenced row goes (leads, import rows, jobs)
 * Lists and maps (specialties, pricing, social links) are JSON text columns; they are
 * always read and written as a whole with the provider.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();

export const ROLES = ["patient", "provider", "admin"] as const;
export const PRACTICE_ROLES = ["owner", "member"] as const;
export type PracticeRole = (typeof PRACTICE_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const PROVIDER_TYPES = [
  "board-certified-plastic-surgeon",
  "cosmetic-surgeon",
  "bariatric-surgeon",
  "dermatologist",
  "medspa",
  "aesthetic-nurse",
  "wellness-center",
  "health-coach",
  "nutritionist",
  "recovery-homes-aftercare",
  "provider",
] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const PROVIDER_SOURCES = ["seed", "csv", "extraction", "photo_tool", "admin", "synthetic"] as const;
export const PHOTO_KINDS = ["profile", "practice", "before_after", "location"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export type SocialMedia = Partial<Record<"facebook" | "instagram" | "tiktok" | "x" | "linkedin", string>>;

// ---------------------------------------------------------------- directory

export const providers = sqliteTable(
  "providers",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title"),
    type: text("type", { enum: PROVIDER_TYPES }).notNull().default("provider"),
    /** "City, ST" as shown on cards; city/state/zip kept apart for location pages and leads. */
    location: text("location").notNull().default(""),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    /** Where it is (issue 36, migration 0018): geocoded from zip/city/state by app/geo; null while unknown. */
    latitude: real("latitude"),
    longitude: real("longitude"),
    rating: real("rating").notNull().default(4.5),
    reviewCount: integer("review_count").notNull().default(0),
    /** Share (0-100) of its reviews with a Worth It answer that say "Worth It"; null while none answered (issue 35). */
    worthItPercent: integer("worth_it_percent"),
    /** How many of its reviews answered Worth It: the count behind worthItPercent. */
    worthItCount: integer("worth_it_count").notNull().default(0),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(true),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    /** Profile image: an R2 media path, a /lovable-uploads/ stock path or an http(s) URL. */
    image: text("image"),
    specialties: json<string[]>("specialties").notNull().default([]),
    /** The languages the practice consults in ("English", "Spanish"); null while it has not said (migration 0033). */
    languages: json<string[]>("languages"),
    bio: text("bio"),
    experience: text("experience"),
    yearsExperience: integer("years_experience"),
    education: json<string[]>("education").notNull().default([]),
    certifications: json<string[]>("certifications").notNull().default([]),
    boardCertifications: json<string[]>("board_certifications").notNull().default([]),
    credentials: text("credentials"),
    /** Service name -> price range text ("$6,000 - $12,000"). */
    pricing: json<Record<string, string>>("pricing").notNull().default({}),
    website: text("website"),
    socialMedia: json<SocialMedia>("social_media").notNull().default({}),
    practiceName: text("practice_name"),
    practiceAddress: text("practice_address"),
    practicePhone: text("practice_phone"),
    practiceEmail: text("practice_email"),
    consultationFee: text("consultation_fee"),
    servicesOffered: json<string[]>("services_offered").notNull().default([]),
    /** Opening hours as the practice writes them: day (or "Mon-Fri") -> "9am - 5pm" (issue 34). */
    hours: json<Record<string, string>>("hours").notNull().default({}),
    /** Whether Book Consultation takes requests; a practice turns it off in /provider/settings. */
    acceptsRequests: integer("accepts_requests", { mode: "boolean" }).notNull().default(true),
    /** Where new-request e-mails go; null = the owner's account address. */
    notificationEmail: text("notification_email"),
    /** Link-in-bio page at /{username}; only a few providers have one. */
    linkInBioUsername: text("link_in_bio_username"),
    /** Homepage Featured order: lower first; null = not pinned (requirements 000: provider 3, then the named one). */
    featuredRank: integer("featured_rank"),
    source: text("source", { enum: PROVIDER_SOURCES }).notNull().default("admin"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("providers_type_idx").on(t.type, t.rating, t.reviewCount, t.isVerified, t.isFeatured),
    index("providers_rating_idx").on(t.rating, t.reviewCount, t.isVerified, t.isFeatured),
    index("providers_review_count_idx").on(t.reviewCount),
    index("providers_name_idx").on(t.name),
    index("providers_status_idx").on(t.isVerified, t.isFeatured),
    index("providers_featured_idx").on(t.featuredRank, t.isFeatured, t.rating, t.reviewCount),
    index("providers_location_idx").on(t.location),
    index("providers_created_at_idx").on(t.createdAt),
    index("providers_name_location_idx").on(t.name, t.location),
    index("providers_coordinates_idx").on(t.latitude, t.longitude),
    uniqueIndex("providers_link_in_bio_username_unique").on(t.linkInBioUsername),
  ],
);

export const providerPhotos = sqliteTable(
  "provider_photos",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PHOTO_KINDS }).notNull(),
    /** R2 object key for uploaded photos; null for stock photos served from public/. */
    r2Key: text("r2_key"),
    /** What the page renders: /media/{key} or a /lovable-uploads/ path or an http(s) URL. */
    url: text("url").notNull(),
    title: text("title"),
    sizeBytes: integer("size_bytes"),
    width: integer("width"),
    height: integer("height"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("provider_photos_provider_idx").on(t.providerId, t.kind, t.position)],
);

// ---------------------------------------------------------------- accounts

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    username: text("username").notNull(),
    avatarUrl: text("avatar_url"),
    role: text("role", { enum: ROLES }).notNull().default("patient"),
    /**
     * When an admin last set `role` (Users tab). Null means no role was ever set: then, and only
     * then, the company-domain rule may make the account an admin (app/auth/roles.ts).
     */
    roleSetAt: integer("role_set_at", { mode: "timestamp_ms" }),
    referralSources: json<string[]>("referral_sources").notNull().default([]),
    /**
     * The listing this account works for (a verified claim, an accepted team invite, or an admin):
     * a provider user answers its questions and requests, and its owner edits it.
     */
    providerId: text("provider_id").references(() => providers.id, { onDelete: "set null" }),
    /** Owner (one per listing, who claimed it) or team member of `providerId`'s practice. */
    practiceRole: text("practice_role", { enum: PRACTICE_ROLES }),
    /** The fixed demo account: signed in like anyone, but its activity never reaches shared tables. */
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    groupTermsAcceptedAt: integer("group_terms_accepted_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(t.username),
    index("users_created_at_idx").on(t.createdAt),
    index("users_provider_idx").on(t.providerId),
    uniqueIndex("users_practice_owner_unique")
      .on(t.providerId)
      .where(sql`practice_role = 'owner'`),
  ],
);

export const AAL_LEVELS = ["aal1", "aal2"] as const;
export type Aal = (typeof AAL_LEVELS)[number];

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the random cookie token; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    /** Absolute expiry; idle expiry is computed from lastSeenAt. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** aal1: one factor; aal2: a second factor (TOTP, recovery code) or a passkey was proven (issue 38). */
    aal: text("aal", { enum: AAL_LEVELS }).notNull().default("aal1"),
    /** When a factor was last proven in this session (destructive admin actions ask again after 15 minutes). */
    factorVerifiedAt: integer("factor_verified_at", { mode: "timestamp_ms" }),
    /**
     * When this session proved the account's mailbox (an e-mailed sign-in code, the verify link, or
     * the e-mailed confirmation of /two-factor/setup): the first factor of an account needs one from
     * the last 15 minutes (issue 43, decision 053).
     */
    emailProvenAt: integer("email_proven_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Every one-time secret (decision 063, migration 0028): e-mail verification and password-reset
 * links, e-mailed sign-in and listing-claim codes, practice invitation links, WebAuthn challenges
 * and recovery codes. Only a hash is stored (app/auth/one-time-secrets.server.ts says which); each
 * works once (`consumed_at`), until `expires_at` (null: until used, recovery codes) and, for codes,
 * for a number of `attempts`.
 */
export const SECRET_KINDS = [
  "verify_email",
  "reset_password",
  "sign_in_code",
  "listing_claim",
  "practice_invite",
  "webauthn_register",
  "webauthn_signin",
  "webauthn_verify",
  "recovery_code",
] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];

export const oneTimeSecrets = sqliteTable(
  "one_time_secrets",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: SECRET_KINDS }).notNull(),
    /** What the secret proves or opens: a user id, an address, a claim or invitation id, a browser's challenge id. */
    target: text("target").notNull(),
    /** The account it belongs to, when there is one (its rows go with the account). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("one_time_secrets_target_idx").on(t.kind, t.target, t.createdAt),
    index("one_time_secrets_hash_idx").on(t.kind, t.secretHash),
    index("one_time_secrets_expires_idx").on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------- patient activity

export const favorites = sqliteTable(
  "favorites",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("favorites_user_provider_unique").on(t.userId, t.providerId), index("favorites_provider_idx").on(t.providerId)],
);

/** A review's Worth It answer (issue 35); the same values as review-list.ts's WORTH_IT_CHOICES. */
export const WORTH_IT_VALUES = ["worth_it", "not_sure", "not_worth_it"] as const;
export type WorthIt = (typeof WORTH_IT_VALUES)[number];

export const REVIEW_VISIBILITY = ["visible", "held", "hidden"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITY)[number];

export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title"),
    content: text("content"),
    /** Issue 35: the procedure (from the consultation form's list), the Worth It answer, what was paid and when. */
    procedure: text("procedure"),
    worthIt: text("worth_it", { enum: WORTH_IT_VALUES }),
    /** Whole units of `currency` (dollars); null when not given. */
    amountPaid: integer("amount_paid"),
    currency: text("currency").notNull().default("USD"),
    /** "YYYY-MM", never in the future. */
    treatmentMonth: text("treatment_month"),
    /** Issue 35 item 3: "held" waits for an admin before it shows, "hidden" shows only its public reason. */
    status: text("status", { enum: REVIEW_VISIBILITY }).notNull().default("visible"),
    /** Why it is held (told to its author) or hidden (shown in its place: "Removed by TruSelf: {reason}"). */
    moderationReason: text("moderation_reason"),
    moderatedAt: integer("moderated_at", { mode: "timestamp_ms" }),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    /** Hashes of the client address and device the review came from, for the burst rules; never shown. */
    originAddressHash: text("origin_address_hash"),
    originDeviceHash: text("origin_device_hash"),
    /** SHA-256 of the text with case, whitespace and punctuation folded (null when too short), for the duplicate rule (0017). */
    contentFingerprint: text("content_fingerprint"),
    /**
     * Issue 36: the reviewed provider's US state as a postal code (null when not a US state), set by
     * migration 0019's triggers on insert and whenever the provider's state changes; never written here.
     */
    providerState: text("provider_state"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_user_provider_unique").on(t.userId, t.providerId),
    index("reviews_provider_created_idx").on(t.providerId, t.createdAt),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    index("reviews_origin_address_idx").on(t.originAddressHash, t.createdAt),
    index("reviews_origin_device_idx").on(t.originDeviceHash, t.createdAt),
    index("reviews_user_created_idx").on(t.userId, t.createdAt),
    index("reviews_content_fingerprint_idx").on(t.contentFingerprint),
    // Issue 36: what patients paid, nationally and by state (app/procedures/reported-prices.server.ts; migration 0019).
    index("reviews_reported_price_idx")
      .on(t.procedure, t.amountPaid, t.status, t.currency)
      .where(sql`status = 'visible' AND amount_paid IS NOT NULL AND currency = 'USD'`),
    index("reviews_reported_price_state_idx")
      .on(t.procedure, t.providerState, t.amountPaid, t.status, t.currency)
      .where(sql`status = 'visible' AND amount_paid IS NOT NULL AND currency = 'USD'`),
  ],
);

export const providerQuestions = sqliteTable(
  "provider_questions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer"),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    answeredBy: text("answered_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when an admin hid the answer (issue 35 item 3); the public reason shows in its place. */
    answerHiddenReason: text("answer_hidden_reason"),
    answerHiddenAt: integer("answer_hidden_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("provider_questions_provider_idx").on(t.providerId, t.createdAt), index("provider_questions_user_idx").on(t.userId)],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_unique").on(t.email)],
);

export const communityWaitlist = sqliteTable(
  "community_waitlist",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("community_waitlist_user_unique").on(t.userId)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    businessName: text("business_name"),
    specialty: text("specialty").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    trulinkWaitlist: integer("trulink_waitlist", { mode: "boolean" }).notNull().default(false),
    /** Which page sent it: contact-us, contact, patient-contact. */
    page: text("page").notNull().default("contact-us"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const LEAD_SOURCES = ["lead_form", "marketing", "csv_import", "extraction", "photo_tool"] as const;

export const leads = sqliteTable(
  "leads",
  {
    id: text("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    providerType: text("provider_type"),
    practiceName: text("practice_name"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    specialty: text("specialty"),
    services: json<string[]>("services").notNull().default([]),
    bio: text("bio"),
    notes: text("notes"),
    website: text("website"),
    status: text("status").notNull().default("new"),
    source: text("source", { enum: LEAD_SOURCES }).notNull(),
    providerId: text("provider_id").references(() => providers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("leads_created_idx").on(t.createdAt), index("leads_source_idx").on(t.source)],
);

// ---------------------------------------------------------------- TruGPT

/** The per-user index of conversations; the messages live in one Durable Object per conversation. */
export const chatConversations = sqliteTable(
  "chat_conversations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("New Conversation"),
    messageCount: integer("message_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_conversations_user_updated_idx").on(t.userId, t.updatedAt)],
);

// ---------------------------------------------------------------- admin imports

export const EXTRACTION_JOB_STATUSES = ["queued", "running", "completed", "failed"] as const;
export const extractionJobs = sqliteTable(
  "extraction_jobs",
  {
    id: text("id").primaryKey(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: EXTRACTION_JOB_STATUSES }).notNull().default("queued"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    createdAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("extraction_jobs_created_idx").on(t.createdAt)],
);

export const EXTRACTION_TARGET_STATUSES = ["pending", "fetching", "done", "failed"] as const;
export const extractionTargets = sqliteTable(
  "extraction_targets",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => extractionJobs.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    status: text("status", { enum: EXTRACTION_TARGET_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("extraction_targets_job_url_unique").on(t.jobId, t.url),
    index("extraction_targets_status_idx").on(t.jobId, t.status),
  ],
);

/** Messages the extraction consumer gave up on, recorded by the dead-letter queue's consumer. */
export const extractionDeadLetters = sqliteTable(
  "extraction_dead_letters",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => extractionJobs.id, { onDelete: "cascade" }),
    targetId: text("target_id").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("extraction_dead_letters_job_idx").on(t.jobId)],
);

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

/** The extracted profile of one target (requirements 002 "Extracted profile"), reviewed by an admin. */
export const extractionResults = sqliteTable(
  "extraction_results",
  {
    id: text("id").primaryKey(),
    targetId: text("target_id")
      .notNull()
      .references(() => extractionTargets.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => extractionJobs.id, { onDelete: "cascade" }),
    sourceUrl: text("source_url").notNull(),
    profile: json<Record<string, unknown>>("profile").notNull(),
    confidenceScore: integer("confidence_score").notNull(),
    reviewStatus: text("review_status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    providerId: text("provider_id").references(() => providers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("extraction_results_target_unique").on(t.targetId), index("extraction_results_job_idx").on(t.jobId)],
);

export const csvImportBatches = sqliteTable(
  "csv_import_batches",
  {
    id: text("id").primaryKey(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    rowCount: integer("row_count").notNull().default(0),
    /** SHA-256 of the file's text: the same file staged again is named in a warning (issue 45 item 1). */
    contentHash: text("content_hash"),
    createdAt: createdAt(),
  },
  (t) => [index("csv_import_batches_created_idx").on(t.createdAt), index("csv_import_batches_hash_idx").on(t.contentHash)],
);

export const CSV_ROW_STATUSES = ["invalid", "duplicate", "pending", "approved", "rejected"] as const;
export const csvImportRows = sqliteTable(
  "csv_import_rows",
  {
    id: text("id").primaryKey(),
    batchId: text("batch_id")
      .notNull()
      .references(() => csvImportBatches.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    data: json<Record<string, unknown>>("data").notNull(),
    errors: json<string[]>("errors").notNull().default([]),
    /** What was read differently from the file (a default used) or found staged already; the row can still be approved. */
    warnings: json<string[]>("warnings").notNull().default([]),
    status: text("status", { enum: CSV_ROW_STATUSES }).notNull(),
    duplicateOf: text("duplicate_of").references(() => providers.id, { onDelete: "set null" }),
    providerId: text("provider_id").references(() => providers.id, { onDelete: "set null" }),
    message: text("message"),
  },
  (t) => [uniqueIndex("csv_import_rows_batch_row_unique").on(t.batchId, t.rowNumber)],
);

export type PhotoImportPhoto = {
  key: string;
  kind: "profile" | "location" | "before_after";
  title?: string;
  sizeBytes: number;
  width?: number;
  height?: number;
};
export const photoImportItems = sqliteTable(
  "photo_import_items",
  {
    id: text("id").primaryKey(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    existingProviderId: text("existing_provider_id").references(() => providers.id, { onDelete: "set null" }),
    /** Create New Provider or Update Existing Provider (migration 0011). */
    mode: text("mode", { enum: ["create", "update"] })
      .notNull()
      .default("create"),
    /** The updated provider's name when queued: the title still reads "Update: {name}" after a delete. */
    existingProviderName: text("existing_provider_name"),
    website: text("website"),
    scrapedData: json<Record<string, unknown>>("scraped_data"),
    photos: json<PhotoImportPhoto[]>("photos").notNull().default([]),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    message: text("message"),
    providerId: text("provider_id").references(() => providers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("photo_import_items_status_idx").on(t.status, t.createdAt)],
);

/** Signed, expiring upload grants: the browser PUTs straight to /media/upload/{id}. */
export const mediaUploads = sqliteTable(
  "media_uploads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The sign-up draft (app/auth/signup-draft.server.ts) an upload before the account exists belongs to. */
    draftId: text("draft_id"),
    key: text("key").notNull(),
    purpose: text("purpose").notNull(),
    maxBytes: integer("max_bytes").notNull(),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes"),
    /** The checked image's dimensions (migration 0020), read by the structure check. */
    width: integer("width"),
    height: integer("height"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("media_uploads_key_unique").on(t.key)],
);

/** Every admin write (role change, provider delete, import approve/deny): who, what, when. */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written so the entry still names its author after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    /** A verb phrase such as "role.change", "provider.delete", "csv_row.approve". */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** What an admin reads in the log: "Changed role of ana@example.com to provider". */
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- infrastructure

/** A file sent with an e-mail: its text content (calendar files are text). */
export type EmailAttachment = { filename: string; contentType: string; content: string };

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    kind: text("kind").notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    error: text("error"),
    /** Files sent with the message (issue 47: the booking's .ics; migration 0029). */
    attachments: json<EmailAttachment[]>("attachments"),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export const EMAIL_LOG_STATUSES = ["sent", "failed"] as const;
/**
 * Every e-mail the app tried to send, whichever sender delivered it (the e-mail API in production,
 * the outbox locally): recipient, subject, kind and outcome, never the body (issue 45 item 8).
 */
export const emailLog = sqliteTable(
  "email_log",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    status: text("status", { enum: EMAIL_LOG_STATUSES }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("email_log_to_created_idx").on(t.to, t.createdAt)],
);

/**
 * One row (id 1) holding a random token that triggers on providers replace on every insert,
 * update and delete (migration 0004): cached search results are keyed by it, so a change to the
 * directory makes every older cached result unreachable at once.
 */
export const directoryState = sqliteTable("directory_state", {
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
});

/**
 * Relevance of broad text searches, precomputed (decision 022, migration 0012): for a normalised
 * FTS query (`words`), the bm25 order of its best matches, at most RANKED_MATCHES of them
 * (app/directory/search.server.ts). `sortKey` is the position minus 1e9, so ranked matches sort
 * before the unranked ones, which follow by rowid. Refreshed by the first search that finds the
 * directory version changed. The migration makes the rankings table WITHOUT ROWID.
 */
export const searchRankings = sqliteTable(
  "search_rankings",
  {
    words: text("words").notNull(),
    sortKey: integer("sort_key").notNull(),
    providerRowid: integer("provider_rowid").notNull(),
  },
  (t) => [primaryKey({ columns: [t.words, t.sortKey] })],
);

/** The directory version each stored ranking was computed under; the oldest beyond RANKED_QUERIES are dropped. */
export const searchRankingState = sqliteTable(
  "search_ranking_state",
  {
    words: text("words").primaryKey(),
    version: text("version").notNull(),
    refreshedAt: integer("refreshed_at").notNull(),
  },
  (t) => [index("search_ranking_state_refreshed_idx").on(t.refreshedAt)],
);

/** Fixed-window counters: key is e.g. "signin:ip:1.2.3.4"; rows older than their window are pruned. */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);

export type Provider = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
export type User = typeof users.$inferSelect;
export type ProviderPhoto = typeof providerPhotos.$inferSelect;

// ---------------------------------------------------------------- the provider side (issue 34)

export const CLAIM_METHODS = ["email_code", "admin_review"] as const;
export const CLAIM_STATUSES = ["pending", "verified", "approved", "rejected", "cancelled"] as const;

/** A user's claim on a listing: verified by an e-mailed code, or decided by an admin from the queue. */
export const listingClaims = sqliteTable(
  "listing_claims",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method", { enum: CLAIM_METHODS }).notNull(),
    /** Where the code went (an address at the website's domain, or the listing's practice e-mail). */
    email: text("email"),
    /** What the claimant tells the admin (role at the practice, how to check). */
    note: text("note"),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("pending"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("listing_claims_status_idx").on(t.status, t.createdAt), index("listing_claims_user_idx").on(t.userId, t.providerId)],
);

/** An owner's invitation of a team member by e-mail; accepted through the e-mailed link. */
export const practiceInvites = sqliteTable(
  "practice_invites",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("practice_invites_provider_idx").on(t.providerId)],
);

export const CONSULTATION_STATUSES = ["new", "answered", "booked", "declined", "closed"] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const CONTACT_METHODS = ["email", "phone", "either"] as const;

/** A patient's consultation request to one practice; its conversation is in consultation_messages. */
export const consultationRequests = sqliteTable(
  "consultation_requests",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    patientId: text("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    procedure: text("procedure").notNull(),
    contactMethod: text("contact_method", { enum: CONTACT_METHODS }).notNull(),
    phone: text("phone"),
    preferredTimes: text("preferred_times"),
    status: text("status", { enum: CONSULTATION_STATUSES }).notNull().default("new"),
    /** When the practice first replied: the response time shown on profiles is computed from it. */
    firstReplyAt: integer("first_reply_at", { mode: "timestamp_ms" }),
    /** Each side's last visit to the thread: unread counts are messages after it. */
    patientReadAt: integer("patient_read_at", { mode: "timestamp_ms" }),
    practiceReadAt: integer("practice_read_at", { mode: "timestamp_ms" }),
    /**
     * When the patient confirmed they had the visit (issue 43 finding 6), after the practice marked
     * the request booked; cleared when the practice changes the status again. Only a booked (or
     * later closed) request with it set makes its patient's review "Verified patient".
     */
    patientConfirmedAt: integer("patient_confirmed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("consultation_requests_provider_idx").on(t.providerId, t.createdAt),
    index("consultation_requests_patient_idx").on(t.patientId, t.createdAt),
  ],
);

export const consultationMessages = sqliteTable(
  "consultation_messages",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => consultationRequests.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    side: text("side", { enum: ["patient", "practice"] }).notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consultation_messages_request_idx").on(t.requestId, t.createdAt)],
);

/** Private photos of a request: in R2 under a key /media/* never serves; only the patient, the practice and admins. */
export const consultationPhotos = sqliteTable(
  "consultation_photos",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => consultationRequests.id, { onDelete: "cascade" }),
    r2Key: text("r2_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("consultation_photos_request_idx").on(t.requestId)],
);

/** Every change to a listing's public fields by its practice (admins see them): who, what, when. */
export const listingChanges = sqliteTable(
  "listing_changes",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written so the entry still names its author after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    field: text("field").notNull(),
    before: text("before"),
    after: text("after"),
    createdAt: createdAt(),
  },
  (t) => [index("listing_changes_provider_idx").on(t.providerId, t.createdAt), index("listing_changes_created_idx").on(t.createdAt)],
);

/** The practice's one public reply under a review; practices can never edit or remove the review itself. */
export const reviewReplies = sqliteTable(
  "review_replies",
  {
    id: text("id").primaryKey(),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** Set when an admin hid the reply (issue 35 item 3); the public reason shows in its place. */
    hiddenReason: text("hidden_reason"),
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("review_replies_review_unique").on(t.reviewId)],
);

/** What a report or a moderation action is about (issue 35 item 3). */
export const MODERATION_TARGETS = ["review", "answer", "reply"] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

/** A signed-in user's report of a review, an answer or a practice reply; one per user and target. */
export const contentReports = sqliteTable(
  "content_reports",
  {
    id: text("id").primaryKey(),
    targetType: text("target_type", { enum: MODERATION_TARGETS }).notNull(),
    /** A review id, a question id (its answer) or a review reply id. */
    targetId: text("target_id").notNull(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status", { enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_reports_status_created_idx").on(t.status, t.createdAt),
    index("content_reports_target_idx").on(t.targetType, t.targetId),
    uniqueIndex("content_reports_reporter_target_unique").on(t.reporterId, t.targetType, t.targetId),
  ],
);

/** Every moderation action: who (null actor = the automatic hold rules) did what to which target, when, and why. */
export const moderationLog = sqliteTable(
  "moderation_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written so the entry still names its author after the account is gone. */
    actorEmail: text("actor_email"),
    /** "hold", "release", "hide", "restore", "dismiss", "report". */
    action: text("action").notNull(),
    targetType: text("target_type", { enum: MODERATION_TARGETS }).notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("moderation_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
    index("moderation_log_created_idx").on(t.createdAt),
  ],
);

/** A review author's later dated note under their review (issue 35's recovery diary); only the author writes one. */
export const reviewUpdates = sqliteTable(
  "review_updates",
  {
    id: text("id").primaryKey(),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("review_updates_review_idx").on(t.reviewId, t.createdAt)],
);

// ---------------------------------------------------------------- before-and-after gallery (issue 36 item 2, migration 0020)

export const GALLERY_SET_STATUSES = ["published", "hidden"] as const;
export const GALLERY_PHOTO_ROLES = ["before", "after", "extra"] as const;
export type GalleryPhotoRole = (typeof GALLERY_PHOTO_ROLES)[number];

/** A provider's before-and-after set: a procedure (slug of the procedure list) and the consent attestation it was published under. */
export const gallerySets = sqliteTable(
  "gallery_sets",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    procedure: text("procedure").notNull(),
    title: text("title"),
    caption: text("caption"),
    /** The version of the attestation text (app/gallery/gallery-rules.ts) the uploader confirmed. */
    consentTextVersion: text("consent_text_version").notNull(),
    /** Who attested: the account, and its e-mail as written (kept after the account is gone). */
    consentBy: text("consent_by").references(() => users.id, { onDelete: "set null" }),
    consentEmail: text("consent_email").notNull(),
    consentAt: integer("consent_at", { mode: "timestamp_ms" }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: GALLERY_SET_STATUSES }).notNull().default("published"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("gallery_sets_status_created_idx").on(t.status, t.createdAt),
    index("gallery_sets_procedure_idx").on(t.procedure, t.status, t.createdAt),
    index("gallery_sets_provider_idx").on(t.providerId, t.createdAt),
  ],
);

/** A photo of a set: an R2 key of a checked, metadata-free upload, served at /media/{key}. */
export const galleryPhotos = sqliteTable(
  "gallery_photos",
  {
    id: text("id").primaryKey(),
    setId: text("set_id")
      .notNull()
      .references(() => gallerySets.id, { onDelete: "cascade" }),
    role: text("role", { enum: GALLERY_PHOTO_ROLES }).notNull(),
    position: integer("position").notNull().default(0),
    r2Key: text("r2_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("gallery_photos_set_idx").on(t.setId, t.position), uniqueIndex("gallery_photos_r2_key_unique").on(t.r2Key)],
);

/**
 * Where a provider's credentials stand (issue 36 item 3): submitted or edited since the last check
 * (unchecked), or what an admin found with the issuing board: checked (valid), expired, suspended.
 */
export const CREDENTIAL_STATUSES = ["unchecked", "checked", "expired", "suspended"] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/**
 * A provider's license and board certification and their check (migration 0021), one row per
 * provider. The last check (date, admin, source) stays after an edit resets the status; every
 * check is also in admin_audit_log.
 */
export const providerCredentials = sqliteTable(
  "provider_credentials",
  {
    providerId: text("provider_id")
      .primaryKey()
      .references(() => providers.id, { onDelete: "cascade" }),
    licenseNumber: text("license_number").notNull(),
    /** A US state's postal code (app/lib/us-states.ts). */
    licenseState: text("license_state").notNull(),
    /** A recognized board's code (app/credentials/boards.ts), or null. */
    boardCode: text("board_code"),
    boardSpecialty: text("board_specialty"),
    status: text("status", { enum: CREDENTIAL_STATUSES }).notNull().default("unchecked"),
    submittedBy: text("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }),
    /** The day the admin checked with the board, YYYY-MM-DD. */
    checkedOn: text("checked_on"),
    checkedBy: text("checked_by").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written so the check still names its admin after the account is gone. */
    checkedByEmail: text("checked_by_email"),
    /** What the admin checked with: the state board's lookup page or its name. */
    checkSource: text("check_source"),
    checkedAt: integer("checked_at", { mode: "timestamp_ms" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("provider_credentials_status_idx").on(t.status, t.updatedAt)],
);
export type ProviderCredentials = typeof providerCredentials.$inferSelect;

/**
 * Every practice price in its procedure's canonical unit (issue 48 item 3, migration 0030, decision
 * 065): kept by triggers from `providers.pricing` (app/procedures/price-units.ts' rules), never
 * written by the app; the budget filter and the sort by price read `(procedure, amount)`.
 */
export const providerPrices = sqliteTable(
  "provider_prices",
  {
    /** A catalogue slug (app/directory/procedure-names.ts). */
    procedure: text("procedure").notNull(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** Whole dollars in the canonical unit (the low end of a listed range). */
    amount: real("amount").notNull(),
    /** The practice's own text, e.g. "$13 per unit". */
    listed: text("listed").notNull(),
    /** The unit word the text named ("" for none). */
    unit: text("unit").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.procedure, t.providerId] }),
    index("provider_prices_amount_idx").on(t.procedure, t.amount, t.providerId),
    index("provider_prices_provider_idx").on(t.providerId),
  ],
);

/**
 * Wrong e-mailed sign-in codes in a row per address (issue 43 finding 9, NIST SP 800-63B: at most
 * 100). Kept for every address alike, with or without an account; any sign-in of the account and a
 * password reset delete its row.
 */
export const signInCodeFailures = sqliteTable("sign_in_code_failures", {
  /** Normalized (trimmed, lowercase), as the sign-in codes of one_time_secrets (their target). */
  email: text("email").primaryKey(),
  failures: integer("failures").notNull().default(0),
  updatedAt: updatedAt(),
});

/** Passkeys (WebAuthn credentials), a sign-in method and a second factor (issue 38). */
export const passkeys = sqliteTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: json<string[]>("transports").notNull().default([]),
    deviceType: text("device_type"),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);
export type Passkey = typeof passkeys.$inferSelect;

/** TOTP second factor (issue 38): the secret encrypted; confirmed after a first valid code; the last accepted step. */
export const totpFactors = sqliteTable("totp_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** A practice's booking settings (issue 47, decision 060); a listing without a row takes no bookings. */
export const bookingSettings = sqliteTable("booking_settings", {
  providerId: text("provider_id")
    .primaryKey()
    .references(() => providers.id, { onDelete: "cascade" }),
  /** IANA zone of the practice: opening hours and exceptions are in it. */
  timeZone: text("time_zone").notNull(),
  minNoticeHours: integer("min_notice_hours").notNull().default(24),
  windowDays: integer("window_days").notNull().default(60),
  /** Patients may cancel or reschedule online until this many hours before the start. */
  changeLimitHours: integer("change_limit_hours").notNull().default(24),
  updatedAt: updatedAt(),
});
export type BookingSettings = typeof bookingSettings.$inferSelect;

export const APPOINTMENT_MODES = ["in_person", "virtual"] as const;

export const appointmentTypes = sqliteTable(
  "appointment_types",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    feeCents: integer("fee_cents"),
    priceNote: text("price_note"),
    mode: text("mode", { enum: APPOINTMENT_MODES }).notNull(),
    videoLink: text("video_link"),
    /** Booked at once; otherwise requested, and the practice confirms. */
    instant: integer("instant", { mode: "boolean" }).notNull().default(false),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("appointment_types_provider_idx").on(t.providerId)],
);
export type AppointmentType = typeof appointmentTypes.$inferSelect;

/** Weekly hours of one appointment type in the practice's zone: ISO weekday, minutes after midnight. */
export const openingHours = sqliteTable(
  "opening_hours",
  {
    id: text("id").primaryKey(),
    typeId: text("type_id")
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (t) => [index("opening_hours_type_idx").on(t.typeId)],
);

/** One date of the practice: closed (one row without minutes) or open only at special hours (a row per span). */
export const availabilityExceptions = sqliteTable(
  "availability_exceptions",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    closed: integer("closed", { mode: "boolean" }).notNull().default(false),
    startMinute: integer("start_minute"),
    endMinute: integer("end_minute"),
  },
  (t) => [index("availability_exceptions_provider_idx").on(t.providerId, t.date)],
);

export const APPOINTMENT_STATUSES = ["requested", "confirmed", "cancelled", "attended", "no_show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export type RescheduleEntry = { startsAt: number; endsAt: number; movedAt: number };

/**
 * Appointments as the practice's calendar Durable Object decided them (it is the only writer):
 * `revision` orders its writes here, `sequence` is the iCalendar SEQUENCE, `history` the earlier times.
 */
export const appointments = sqliteTable(
  "appointments",
  {
    id: text("id").primaryKey(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    typeId: text("type_id").references(() => appointmentTypes.id, { onDelete: "set null" }),
    patientId: text("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }).notNull(),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull(),
    history: json<RescheduleEntry[]>("history").notNull().default([]),
    sequence: integer("sequence").notNull().default(0),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("appointments_provider_idx").on(t.providerId, t.startsAt),
    index("appointments_patient_idx").on(t.patientId, t.startsAt),
    index("appointments_starts_idx").on(t.startsAt),
    index("appointments_created_idx").on(t.createdAt),
  ],
);
export type Appointment = typeof appointments.$inferSelect;

/**
 * An appointment booked from a consultation request's thread (issue 47 item 4, migration 0029): the
 * thread shows its changes. Written by the booking route after the calendar booked; the calendar
 * object stays the only writer of `appointments`.
 */
export const consultationAppointments = sqliteTable(
  "consultation_appointments",
  {
    appointmentId: text("appointment_id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .references(() => consultationRequests.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("consultation_appointments_request_idx").on(t.requestId)],
);

export const REMINDER_RECIPIENTS = ["patient", "practice"] as const;
export type ReminderRecipient = (typeof REMINDER_RECIPIENTS)[number];

/**
 * The reminder 24 hours before (issue 47 item 4, decision 069): one row per appointment, start time
 * and recipient, claimed by the Queue consumer (`claimedAt`, a lease) and stamped when sent, so each
 * reminder goes once; a rescheduled appointment's new start time gets its own.
 */
export const appointmentReminders = sqliteTable(
  "appointment_reminders",
  {
    appointmentId: text("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    recipient: text("recipient", { enum: REMINDER_RECIPIENTS }).notNull(),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.startsAt, t.recipient] })],
);

/**
 * The patient's word that they went to an appointment (issue 47 item 5, decision 069), about the
 * start time it names: "Verified patient" needs it and the practice's "attended" for that time.
 */
export const visitConfirmations = sqliteTable(
  "visit_confirmations",
  {
    appointmentId: text("appointment_id")
      .primaryKey()
      .references(() => appointments.id, { onDelete: "cascade" }),
    patientId: text("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("visit_confirmations_patient_idx").on(t.patientId)],
);
