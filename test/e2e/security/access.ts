/**
 * The authorization matrix (issue 33): what every route answers each role. Every React Router
 * route id and every outer-router route (test/e2e/security/routes.ts) must have an entry here, and
 * every entry must name a route that exists: security-authz.spec.ts fails otherwise, so a new route
 * cannot ship unclassified.
 *
 * Outcomes of a GET (the page, and its loader alone as a `.data` request):
 *   ok         200
 *   signin     a redirect to /signin?redirectTo=<the page>
 *   forbidden  403
 *   missing    404
 *   badLink    400 (a link whose token is not valid)
 *   "→/path"   a redirect to that path (and anything after it)
 * Outcomes of a POST (a same-origin form, sent as a hydrated fetcher sends it, so the real status comes back):
 *   done       processed: 2xx/3xx, or a 4xx validation message (never 401, 403, 404, 405)
 *   signin     401, or a redirect to /signin or /signup
 *   forbidden  403 (a role that may not)
 *   demo       403: the demo account writes nothing to shared tables (requirements 000/001)
 *   missing    404 (a record that is not this role's to see, answered as if it did not exist)
 *
 * The provider role is the owner of the listing the paths name (issue 34), so a practice page
 * opens for it; the consultation request the paths name is another patient's, to that listing.
 */
export const ROLES = ["guest", "patient", "demo", "provider", "admin", "providerAal1", "adminAal1"] as const;
export type Role = (typeof ROLES)[number];
/** The roles the table names; the aal1 sessions of a practice owner and an admin follow from THE RULE (aal1Outcome...). */
type TableRole = Exclude<Role, "providerAal1" | "adminAal1">;
/** The outer router's rows name these only (its chat endpoints check the session and owner, not the factor). */
export const TABLE_ROLES = ROLES.filter((r): r is TableRole => r !== "providerAal1" && r !== "adminAal1");
export type GetOutcome = "ok" | "signin" | "forbidden" | "missing" | "badLink" | `→${string}`;
/** `factor`: a 303 to /two-factor (verify or set up the second factor); `refused`: 403 or that redirect (nothing runs either way). */
export type PostOutcome = "done" | "signin" | "forbidden" | "demo" | "missing" | "factor" | "refused";
type ByRole<T> = Record<TableRole, T>;

const all = <T>(outcome: T): ByRole<T> => ({ guest: outcome, patient: outcome, demo: outcome, provider: outcome, admin: outcome });
const PUBLIC = all<GetOutcome>("ok");
const USER: ByRole<GetOutcome> = { ...all<GetOutcome>("ok"), guest: "signin" };
const ADMIN: ByRole<GetOutcome> = { guest: "signin", patient: "forbidden", demo: "forbidden", provider: "forbidden", admin: "ok" };
const GUEST_ONLY: ByRole<GetOutcome> = { ...all<GetOutcome>("→/"), guest: "ok" };
/** A practice's own pages (issue 34): its owner only. */
const PRACTICE: ByRole<GetOutcome> = { guest: "signin", patient: "forbidden", demo: "forbidden", provider: "ok", admin: "forbidden" };

/** Anyone may post; the demo account is refused where the form would store or send something of its own. */
const ANYONE = all<PostOutcome>("done");
const ANYONE_BUT_DEMO: ByRole<PostOutcome> = { ...ANYONE, demo: "demo" };
const USER_POST: ByRole<PostOutcome> = { guest: "signin", patient: "done", demo: "demo", provider: "done", admin: "done" };
const ADMIN_POST: ByRole<PostOutcome> = { guest: "signin", patient: "forbidden", demo: "forbidden", provider: "forbidden", admin: "done" };
const PRACTICE_POST: ByRole<PostOutcome> = {
  guest: "signin",
  patient: "forbidden",
  demo: "forbidden",
  provider: "done",
  admin: "forbidden",
};

/** What the test fills a path's parameters with (made by the factory for each test). */
export type Fill = { providerId: string; username: string; requestId: string; reviewId: string; appointmentId: string };

export type Expectation = {
  /** the URL to request (parameters filled); the route's own path when absent */
  url?: (fill: Fill) => string;
  get?: ByRole<GetOutcome>;
  /** a practice's page that exists to write (issue 45 item 10): its aal1 session is asked for the factor before it opens */
  editor?: true;
  /**
   * the route's action: each intent it dispatches on (one entry without intent for a single form),
   * with fields that pass its schema where a refusal comes after validation (`form`), and outcomes
   * that differ by intent (`byIntent`)
   */
  post?: {
    intents: (string | null)[];
    outcomes: ByRole<PostOutcome>;
    form?: (fill: Fill) => Record<string, string>;
    byIntent?: Record<string, ByRole<PostOutcome>>;
    /**
     * the intents outside the aal rule: those that prove a factor (or the mailbox: reaching aal2
     * cannot need aal2) and those that start or end a session (they act on an address, not as the account)
     */
    exempt?: (string | null)[];
    /**
     * the intents that add, remove or replace a factor: a patient's session here has no factor and has
     * not proven its mailbox, so it is sent to confirm the e-mail first (issue 43)
     */
    changes?: string[];
  };
};

export const EXPECTED: Record<string, Expectation> = {
  "routes/public/home": { get: PUBLIC, post: { intents: [null], outcomes: ANYONE } },
  "routes/public/find-doctors": { get: PUBLIC },
  // Compare up to 4 providers (issue 48 item 4): a public page; its toggles set the visitor's own compare cookie.
  "routes/public/compare": {
    url: (fill) => `/compare?ids=${fill.providerId}`,
    get: PUBLIC,
    post: { intents: [null], outcomes: ANYONE, form: (fill) => ({ intent: "add", id: fill.providerId }) },
  },
  "routes/auth/signin": { get: GUEST_ONLY, post: { intents: [null], outcomes: { ...all<PostOutcome>("done") }, exempt: [null] } },
  // Sign-in by e-mailed code (issue 38 item 1). As on /signin, a signed-in visitor's post ends in the
  // page's redirect home; the demo account's refusal (403, nothing stored) is checked in
  // test/integration/signin-codes.test.ts.
  "routes/auth/signin.code": {
    get: GUEST_ONLY,
    post: {
      intents: ["send-code", "verify-code"],
      outcomes: ANYONE,
      form: () => ({ email: "authz-code@example.com", code: "123456" }),
      exempt: ["send-code", "verify-code"],
    },
  },
  // Sign-out is posted last by each role (it ends the session the other cells use).
  "routes/auth/signout": { get: all("→/"), post: { intents: [null], outcomes: ANYONE, exempt: [null] } },
  "routes/provider/_index": { url: (f) => `/provider/${f.providerId}`, get: PUBLIC },
  "routes/provider/photos": { url: (f) => `/provider/${f.providerId}/photos`, get: PUBLIC },
  // The practice's side (issue 34). Its listing editor, inbox and settings: the owner's only.
  "routes/practice/profile": {
    get: PRACTICE,
    editor: true,
    post: {
      intents: ["preview", "save", "credentials", "profile-photo", "practice-photo", "reply", "delete-reply"],
      outcomes: PRACTICE_POST,
    },
  },
  "routes/practice/profile.photo-grant": { post: { intents: [null], outcomes: PRACTICE_POST } },
  "routes/practice/messages": { get: PRACTICE, post: { intents: [null], outcomes: PRACTICE_POST } },
  "routes/practice/settings": {
    get: PRACTICE,
    editor: true,
    post: { intents: ["settings", "invite", "cancel-invite", "remove-member"], outcomes: PRACTICE_POST },
  },
  // Anyone signed in may claim a listing; an account that already works for one (and an admin) may not.
  // Issue 47: the practice's availability; its team keeps it (a type or date of another listing is not found).
  "routes/practice/availability": {
    get: PRACTICE,
    editor: true,
    post: { intents: ["settings", "add-type", "edit-type", "hours", "exception", "clear-exception"], outcomes: PRACTICE_POST },
  },
  // Picking a time: anyone sees the page; a guest is sent to sign in (and back to the time), only
  // patients book, and a listing that takes no bookings online is not found for booking.
  "routes/provider/book": {
    url: (f) => `/provider/${f.providerId}/book`,
    get: PUBLIC,
    post: {
      intents: [null],
      outcomes: { guest: "signin", patient: "missing", demo: "demo", provider: "forbidden", admin: "forbidden" },
      form: () => ({ typeId: "no-such-type", startsAt: "1" }),
    },
  },
  // One appointment: its patient's and its practice's only; anyone else is told it does not exist.
  "routes/account/appointments.$appointmentId": {
    url: () => "/appointments/no-such-appointment",
    get: { guest: "signin", patient: "missing", demo: "missing", provider: "missing", admin: "missing" },
    post: {
      intents: ["cancel", "reschedule", "confirm", "decline", "attended", "no-show", "went"],
      outcomes: { guest: "signin", patient: "missing", demo: "demo", provider: "missing", admin: "missing" },
      form: () => ({ startsAt: "1" }),
    },
  },
  "routes/practice/claim": {
    get: USER,
    post: {
      intents: ["send-code", "verify-code", "request-review"],
      outcomes: { guest: "signin", patient: "done", demo: "demo", provider: "forbidden", admin: "forbidden" },
      form: (f) => ({
        providerId: f.providerId,
        email: "office@example.com",
        claimId: "no-such-claim",
        code: "123456",
        note: "I manage this practice's front desk.",
      }),
      // A claim id that is not the patient's own is answered as not found.
      byIntent: { "verify-code": { guest: "signin", patient: "missing", demo: "demo", provider: "forbidden", admin: "forbidden" } },
    },
  },
  // A team invitation's link: without a valid token there is nothing to accept.
  "routes/practice/invite": {
    url: () => "/provider/invite?token=not-a-real-token",
    get: USER,
    post: {
      intents: [null],
      outcomes: { guest: "signin", patient: "done", demo: "demo", provider: "forbidden", admin: "forbidden" },
      form: () => ({ token: "not-a-real-token" }),
    },
  },
  // Book Consultation: anyone sees the form; a guest's post is kept while they sign in.
  "routes/provider/consultation": {
    url: (f) => `/provider/${f.providerId}/consultation`,
    get: PUBLIC,
    post: {
      intents: [null],
      // A practice cannot request a consultation with itself.
      outcomes: { ...USER_POST, provider: "forbidden" },
      form: () => ({ procedure: "Botox", contactMethod: "email", message: "A question from the authorization matrix." }),
    },
  },
  // Another patient's request to the provider role's listing: its practice and admins read it, nobody else learns it exists.
  "routes/account/consultations.$requestId": {
    url: (f) => `/consultations/${f.requestId}`,
    editor: true,
    get: { guest: "signin", patient: "missing", demo: "missing", provider: "ok", admin: "ok" },
    post: {
      intents: ["reply", "booked", "declined", "close", "offer-times"],
      outcomes: { guest: "signin", patient: "missing", demo: "demo", provider: "done", admin: "forbidden" },
      form: () => ({ body: "A reply from the authorization matrix." }),
      // Closing a request is the patient's; its practice may not.
      byIntent: {
        close: { guest: "signin", patient: "missing", demo: "demo", provider: "forbidden", admin: "forbidden" },
        // Issue 47: the practice's own (an admin is not the practice: the request is not found for it).
        "offer-times": { guest: "signin", patient: "missing", demo: "demo", provider: "done", admin: "missing" },
      },
    },
  },
  "routes/account/consultations.$requestId.photos.$photoId": {
    url: (f) => `/consultations/${f.requestId}/photos/no-such-photo`,
    get: { guest: "signin", patient: "missing", demo: "missing", provider: "missing", admin: "missing" },
  },
  "routes/uploads/consultation-photo": { post: { intents: [null], outcomes: USER_POST } },
  "routes/public/location.$locationId": { url: (f) => `/location/${f.providerId}`, get: PUBLIC },
  "routes/public/browse-procedures": { get: PUBLIC },
  "routes/public/browse-procedures.$slug": { url: () => "/browse-procedures/rhinoplasty", get: PUBLIC },
  // Issue 36: the before-and-after gallery (public), a practice's own sets (its owner publishes and
  // deletes), and the admins' page for any listing. A set id that is not there (or not the practice's
  // own) is not found; the set form's fields pass its schema up to the photos, which these posts lack.
  "routes/public/gallery": { get: PUBLIC },
  "routes/practice/gallery": {
    get: PRACTICE,
    editor: true,
    post: {
      intents: ["add-set", "delete-set"],
      outcomes: PRACTICE_POST,
      form: (f) => ({ providerId: f.providerId, procedure: "botox", consent: "on", setId: "no-such-set" }),
      byIntent: { "delete-set": { ...PRACTICE_POST, provider: "missing" } },
    },
  },
  "routes/public/contact-us": { get: PUBLIC, post: { intents: [null], outcomes: ANYONE } },
  "routes/public/contact": { get: PUBLIC, post: { intents: [null], outcomes: ANYONE } },
  "routes/public/lead-form": { get: PUBLIC, post: { intents: [null], outcomes: ANYONE } },
  "routes/public/marketing-lead-generation": { get: PUBLIC, post: { intents: [null], outcomes: ANYONE } },
  "routes/public/trugpt-detail": { get: PUBLIC },
  "routes/public/trulinkmd-detail": { get: PUBLIC },
  "routes/public/privacy": { get: PUBLIC },
  "routes/public/terms": { get: PUBLIC },
  "routes/public/review-policy": { get: PUBLIC },
  "routes/public/community": { get: PUBLIC },
  "routes/public/forum": { get: PUBLIC },
  "routes/public/patient-contact": { get: PUBLIC },
  "routes/auth/choose-signup": { get: PUBLIC },
  "routes/auth/auth": { get: all("→/signin") },
  "routes/public/sitemap.xml": { get: PUBLIC },
  "routes/public/sitemaps.$part": { url: () => "/sitemaps/static.xml", get: PUBLIC },
  "routes/public/robots.txt": { get: PUBLIC },
  "routes/public/$username": { url: (f) => `/${f.username}`, get: PUBLIC },
  "routes/account/favorites": { get: USER },
  // The demo account's favorites stay in its browser (requirements 000): the server stores none.
  "routes/account/favorites.toggle": { get: all("→/favorites"), post: { intents: [null], outcomes: USER_POST } },
  "routes/provider/reviews": {
    url: (f) => `/provider/${f.providerId}/reviews`,
    get: all("→/provider/"),
    // Write Review (no intent) stores a review for a patient; the listing's own practice and admins
    // may not review it. "update" (the recovery diary) and "remove" act on another patient's review
    // of the listing: only its author may (issue 35).
    post: {
      intents: ["review", "update", "remove"],
      outcomes: { guest: "signin", patient: "done", demo: "demo", provider: "forbidden", admin: "forbidden" },
      form: (f) => ({ rating: "4", reviewId: f.reviewId, body: "Week two: the swelling is down." }),
      byIntent: {
        update: { guest: "signin", patient: "forbidden", demo: "demo", provider: "forbidden", admin: "forbidden" },
        remove: { guest: "signin", patient: "forbidden", demo: "demo", provider: "forbidden", admin: "forbidden" },
      },
    },
  },
  "routes/provider/questions": {
    url: (f) => `/provider/${f.providerId}/questions`,
    get: all("→/provider/"),
    post: { intents: [null], outcomes: USER_POST },
  },
  // Reports (issue 35 item 3): anyone signed in reports another's review (the practice too: an admin
  // decides); the demo account sends none. The page shows the review and the form (or why not).
  "routes/account/report": {
    url: (f) => `/report?type=review&id=${f.reviewId}`,
    get: USER,
    post: {
      intents: [null],
      outcomes: USER_POST,
      form: (f) => ({ targetType: "review", targetId: f.reviewId, reason: "fake" }),
    },
  },
  "routes/public/community.waitlist": { get: all("→/community"), post: { intents: [null], outcomes: USER_POST } },
  "routes/public/community.group": { get: PUBLIC, post: { intents: [null], outcomes: USER_POST } },
  // Everyone signed in has a dashboard of their own role; answering questions is for providers and admins.
  "routes/account/dashboard": {
    get: USER,
    post: { intents: ["answer"], outcomes: { guest: "signin", patient: "forbidden", demo: "forbidden", provider: "done", admin: "done" } },
  },
  "routes/auth/signup": { get: GUEST_ONLY, post: { intents: ["details", "create"], outcomes: ANYONE, exempt: ["details", "create"] } },
  "routes/auth/verify-email": { get: PUBLIC, post: { intents: [null], outcomes: ANYONE_BUT_DEMO, exempt: [null] } },
  "routes/auth/forgot-password": { get: PUBLIC, post: { intents: [null], outcomes: ANYONE_BUT_DEMO, exempt: [null] } },
  "routes/auth/reset-password": {
    url: () => "/reset-password?token=not-a-real-token",
    get: all("badLink"),
    post: { intents: [null], outcomes: ANYONE_BUT_DEMO, exempt: [null] },
  },
  "routes/account/profile": {
    get: USER,
    post: { intents: ["update-names", "update-avatar", "remove-avatar", "change-password", "sign-out-everywhere"], outcomes: USER_POST },
  },
  // Passkeys (issue 38 item 2): adding, verifying and removing are the account's own (never the shared
  // demo account's); the sign-in ceremony is anyone's. A passkey that is not the user's is missing.
  "routes/auth/passkeys": {
    post: {
      intents: ["register-options", "register", "remove", "verify-options", "verify", "signin-options", "signin"],
      outcomes: USER_POST,
      exempt: ["verify-options", "verify", "signin-options", "signin"],
      changes: ["register-options", "register", "remove"],
      form: () => ({ response: "{}", id: "no-such-passkey" }),
      byIntent: {
        "signin-options": ANYONE,
        signin: ANYONE,
        remove: { guest: "signin", patient: "missing", demo: "demo", provider: "missing", admin: "missing" },
      },
    },
  },
  // Issue 38 item 3, the second factor. /two-factor: those with a factor verify it (the others are told
  // to set one up first); a wrong code is a 400 and counts toward the limit. /two-factor/setup: anyone signed
  // in; the demo account gets no factor. A wrong code keeps every factor as it was (an admin's last
  // one is refused anyway).
  "routes/auth/two-factor": {
    get: USER,
    post: { intents: [null], outcomes: USER_POST, form: () => ({ intent: "verify", code: "000000" }), exempt: [null] },
  },
  // Issue 43: an account's first factor needs a fresh e-mailed confirmation ("email-code", "email-confirm": a wrong code is a 400).
  "routes/auth/two-factor.setup": {
    get: USER,
    post: {
      intents: ["email-code", "email-confirm", "start", "confirm", "recovery-codes", "turn-off"],
      outcomes: USER_POST,
      form: () => ({ code: "000000" }),
      exempt: ["email-code", "email-confirm"],
      changes: ["start", "confirm", "recovery-codes", "turn-off"],
    },
  },
  // Anyone: an account, or a guest between the two sign-up steps (a guest without a sign-up draft gets 401 from the command).
  "routes/uploads/avatar": { post: { intents: [null], outcomes: ANYONE_BUT_DEMO } },
  "routes/uploads/provider-photo": { post: { intents: [null], outcomes: ADMIN_POST } },
  // Development and tests only (a 404 in production: test/integration/production-config.test.ts).
  "routes/dev/outbox": { get: PUBLIC },
  "routes/admin/_layout": { get: ADMIN },
  "routes/admin/_index": { url: () => "/admin", get: ADMIN, post: { intents: ["changeRole"], outcomes: ADMIN_POST } },
  "routes/admin/users": { get: ADMIN, post: { intents: ["changeRole"], outcomes: ADMIN_POST } },
  "routes/admin/providers": { get: ADMIN, post: { intents: [null], outcomes: ADMIN_POST } },
  "routes/admin/onboarding": { get: ADMIN },
  "routes/admin/analytics": { get: ADMIN },
  "routes/admin/settings": { get: ADMIN },
  "routes/admin/docs": { get: ADMIN },
  "routes/admin/requests": { get: ADMIN },
  "routes/admin/claims": { get: ADMIN, post: { intents: [null], outcomes: ADMIN_POST } },
  "routes/admin/listing-changes": { get: ADMIN },
  // The moderation queue (issue 35 item 3): admins only. Hide comes last (the others answer 409 on a visible review).
  "routes/admin/moderation": {
    get: ADMIN,
    post: {
      intents: ["restore", "dismiss", "release", "hide"],
      outcomes: ADMIN_POST,
      form: (f) => ({ targetType: "review", targetId: f.reviewId, reason: "spam" }),
    },
  },
  "routes/admin/gallery": {
    get: ADMIN,
    post: {
      intents: ["add-set", "delete-set"],
      outcomes: ADMIN_POST,
      form: (f) => ({ providerId: f.providerId, procedure: "botox", consent: "on", setId: "no-such-set" }),
      byIntent: { "delete-set": { ...ADMIN_POST, admin: "missing" } },
    },
  },
  // Issue 36: admins check the credentials practices submit.
  "routes/admin/credentials": { get: ADMIN, post: { intents: [null], outcomes: ADMIN_POST } },
  "routes/admin/photo-import": { get: ADMIN, post: { intents: ["scrape", "queue", "approve", "reject"], outcomes: ADMIN_POST } },
  "routes/admin/not-found": { url: () => "/admin/no-such-page", get: { ...ADMIN, admin: "missing" } },
  "routes/imports/_layout": { get: ADMIN },
  "routes/imports/_index": {
    url: () => "/provider-import",
    get: ADMIN,
    post: { intents: ["upload", "approve", "deny", "approve-all"], outcomes: ADMIN_POST },
  },
  "routes/imports/extraction": { get: ADMIN, post: { intents: ["start", "approve", "reject"], outcomes: ADMIN_POST } },
  "routes/imports/example.csv": { get: ADMIN },
  // Without a batch the export is "Import not found" (the headers spec downloads a real one).
  "routes/imports/export.csv": { get: { ...ADMIN, admin: "missing" } },
  "routes/account/trugpt.conversations": { get: USER, post: { intents: ["create", "rename", "delete"], outcomes: USER_POST } },
  "routes/account/trugpt-history": { get: USER },
  // Without a job: 404 JSON, and the download goes back to the tab.
  "routes/imports/extraction.status": { get: { ...ADMIN, admin: "missing" } },
  "routes/imports/extraction.download": { get: { ...ADMIN, admin: "→/provider-import/extraction" } },
  "routes/public/not-found": { url: () => "/no-such-page", get: all("missing") },
};

/** The pages that open before the factor is proven: the second-factor pages, and /profile (a first passkey is added there). */
const OPEN_AT_AAL1 = new Set(["routes/auth/two-factor", "routes/auth/two-factor.setup", "routes/account/profile"]);

/**
 * THE RULE (issue 43, decision 053) for the two aal1 roles, from the table's own rows: an admin's
 * every page that needs an account, and a practice's editor pages, send an aal1 session to
 * /two-factor; every action sends it there too, public forms included (one refused by role first
 * may answer 403), except those the row names `exempt` (proving a factor, starting or ending a session). Nothing here reads the app's code: a new route
 * or intent gets these cells from its row, and the matrix fails if the app does not follow.
 */
export function getOutcome(id: string, role: Role): GetOutcome {
  const e = EXPECTED[id]!;
  if (role === "adminAal1") return e.get!.guest === "signin" && !OPEN_AT_AAL1.has(id) ? "→/two-factor?" : e.get!.admin;
  if (role === "providerAal1") return e.editor ? "→/two-factor?" : e.get!.provider;
  return e.get![role];
}

export function postOutcome(id: string, intent: string | null, role: Role): PostOutcome {
  const post = EXPECTED[id]!.post!;
  const of = (r: TableRole) => (intent && post.byIntent?.[intent]?.[r]) || post.outcomes[r];
  if (role === "patient" && intent !== null && post.changes?.includes(intent)) return "factor";
  if (role !== "adminAal1" && role !== "providerAal1") return of(role);
  const base = of(role === "adminAal1" ? "admin" : "provider");
  if (post.exempt?.includes(intent)) return base;
  return base === "forbidden" ? "refused" : "factor";
}

/**
 * The outer router (app/http/outer-routes.ts). Their checks are in security-authz.spec.ts by name:
 * health and media are public reads; the upload PUT needs a signed grant; the factory exists only in
 * development and tests; the chat endpoints need a session, refuse the demo account and answer only
 * the conversation's owner.
 */
export const OUTER_EXPECTED: Record<string, { get?: ByRole<number>; write?: { method: string; outcomes: ByRole<number> } }> = {
  "hono:health": { get: all(200) },
  "hono:media": { get: all(404) },
  // Without a valid signature every role is refused the same way (the grant, not the session, decides).
  "hono:upload": { write: { method: "PUT", outcomes: all(403) } },
  // Development and tests only (the end-to-end tests make their data with it; a 404 in production,
  // test/integration/production-config.test.ts): an empty request makes nothing.
  "hono:factory": { write: { method: "POST", outcomes: all(201) } },
  // Someone else's (or no) conversation: 401 for guests, 403 for the demo account, 404 for the rest.
  "hono:chat": { get: { guest: 401, demo: 403, patient: 404, provider: 404, admin: 404 } },
  "hono:chatPath": { get: { guest: 401, demo: 403, patient: 404, provider: 404, admin: 404 } },
};
