/**
 * Claiming a listing (issue 34 item 2). A signed-in user proves they work at a practice with a
 * 6-digit code e-mailed to an address at the practice website's domain (or to the listing's
 * practice e-mail), or asks an admin to review the claim. A verified or approved claim makes the
 * user the listing's owner. The code is stored only as an HMAC under the app's secret, works once,
 * for 15 minutes and 5 tries. One owner per listing and one listing per account: both are checked
 * first (for the message) and again inside the write, where the unique owner index has the last word.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { parse as parseHost } from "tldts";
import { checkCode, codeState, prepareSecret, sixDigitCode } from "~/auth/one-time-secrets.server";
import type { SessionUser } from "~/auth/session.server";
import type { AuditActor } from "~/audit/audit-log.server";
import { db } from "~/db/client.server";
import { adminAuditLog, listingClaims, providers, users } from "~/db/schema";
import { searchProviders } from "~/directory/search.server";
import { absoluteLink } from "~/email/links.server";
import { emailSender } from "~/email/sender.server";
import { newId } from "~/lib/ids";
import { LIMITS, type LimitCheck } from "~/lib/limits";
import { refundFailureLimits, reserveLimits, usedInWindow } from "~/lib/rate-limit.server";
import { sanitizeUserText } from "~/lib/sanitize";
import { claimCodeEmail, claimDecisionEmail, claimPausedEmail } from "./claims-emails";
import {
  ADMINS_CANNOT_CLAIM,
  ALREADY_LINKED,
  CLAIM_CODE_EXPIRED,
  CLAIM_CODE_USED,
  CLAIM_DECIDED_ALREADY,
  CLAIM_EMAIL_NOT_ALLOWED,
  CLAIM_NO_ADDRESS,
  CLAIM_NOT_FOUND,
  CLAIM_PAUSED,
  CLAIM_REVIEW_PENDING,
  CLAIM_TOO_MANY_TRIES,
  CLAIMANT_ALREADY_LINKED,
  claimWrongCode,
  LISTING_ALREADY_CLAIMED,
  LISTING_NOT_FOUND,
  claimPausedAudit,
} from "./claims-messages";

export type Refusal = { ok: false; status: number; message: string };
const refuse = (status: number, message: string): Refusal => ({ ok: false, status, message });

// ------------------------------------------------------------------ who owns what

/** The listings among `ids` that have an owner. */
export async function ownedAmong(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db()
    .select({ providerId: users.providerId })
    .from(users)
    .where(and(inArray(users.providerId, ids), eq(users.practiceRole, "owner")));
  return new Set(rows.flatMap((r) => (r.providerId ? [r.providerId] : [])));
}

export async function listingOwned(providerId: string): Promise<boolean> {
  return (await ownedAmong([providerId])).has(providerId);
}

/** Why `user` may not claim any listing, or null. */
export function claimRefusal(user: SessionUser): string | null {
  if (user.role === "admin") return ADMINS_CANNOT_CLAIM;
  if (user.providerId) return ALREADY_LINKED;
  return null;
}

function isOwnerConflict(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause;
  const text = `${error instanceof Error ? error.message : ""} ${cause instanceof Error ? cause.message : ""}`;
  return text.includes("UNIQUE constraint failed") && text.includes("provider_id");
}

// ------------------------------------------------------------------ finding a listing

export type ClaimListing = { id: string; name: string; location: string; claimed: boolean };

/** Listings matching a name and a city (the directory's own search), each with whether it is claimed. */
export async function findListings(name: string, city: string): Promise<ClaimListing[]> {
  const q = name.trim().slice(0, 100);
  const location = city.trim().slice(0, 100);
  if (!q && !location) return [];
  const found = await searchProviders({ q: q || undefined, location: location || undefined, sort: "relevance", view: "list", page: 1 });
  const owned = await ownedAmong(found.providers.map((p) => p.id));
  return found.providers.map((p) => ({ id: p.id, name: p.name, location: p.location, claimed: owned.has(p.id) }));
}

/**
 * Hosts whose addresses anyone can get, or where a practice's page sits on someone else's domain
 * (free mail, social networks, site builders): an address there proves nothing about a practice,
 * so a listing whose "website" is one of them, or a site under one of them, is claimed by its
 * practice e-mail or an admin. Shared hosting listed in the Public Suffix List's private section
 * (wixsite.com, github.io, netlify.app, vercel.app, ...) is recognised through `tldts` instead
 * (issue 43 finding 14); this list keeps what the PSL does not name.
 */
const SHARED_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "google.com",
  "yahoo.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "facebook.com",
  "instagram.com",
  "tiktok.com",
  "x.com",
  "twitter.com",
  "linkedin.com",
  "youtube.com",
  "linktr.ee",
  "wixsite.com",
  "wix.com",
  "squarespace.com",
  "godaddysites.com",
  "business.site",
  "wordpress.com",
  "weebly.com",
  "webflow.io",
  "square.site",
  "yelp.com",
  "realself.com",
  "zocdoc.com",
  "healthgrades.com",
]);

/** Whether `host` sits on a shared host: one of SHARED_DOMAINS or under it, or under a private suffix of the PSL. */
function onSharedHost(host: string): boolean {
  const labels = host.split(".");
  if (labels.some((_, i) => SHARED_DOMAINS.has(labels.slice(i).join(".")))) return true;
  return parseHost(host, { allowPrivateDomains: true }).isPrivate === true;
}

/** The host of a listing's website without "www.", or null when it has none we can read or it is on a shared host. */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return host.includes(".") && !onSharedHost(host) ? host : null;
  } catch {
    return null;
  }
}

export type ClaimTarget = {
  id: string;
  name: string;
  location: string;
  domain: string | null;
  practiceEmail: string | null;
  claimed: boolean;
};

export async function claimTarget(providerId: string): Promise<ClaimTarget | null> {
  if (!providerId || providerId.length > 200) return null;
  const row = await db()
    .select({
      id: providers.id,
      name: providers.name,
      location: providers.location,
      website: providers.website,
      practiceEmail: providers.practiceEmail,
    })
    .from(providers)
    .where(eq(providers.id, providerId))
    .get();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    domain: websiteDomain(row.website),
    practiceEmail: row.practiceEmail?.trim().toLowerCase() || null,
    claimed: await listingOwned(row.id),
  };
}

/** Whether a code for `target` may go to `email`: an address at its website's domain, or its practice e-mail. */
export function addressAllowed(target: Pick<ClaimTarget, "domain" | "practiceEmail">, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (target.practiceEmail && address === target.practiceEmail) return true;
  return Boolean(target.domain) && address.endsWith(`@${target.domain}`);
}

// ------------------------------------------------------------------ the caps per listing and domain

/** The domain of an e-mail address, lowercased ("" without one). */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

/** The day's wrong-code counters a claim by code counts against: its listing's and its address's domain's. */
function claimChecks(providerId: string, email: string): [LimitCheck, LimitCheck] {
  return [
    ["claimCodeChecksPerListing", providerId],
    ["claimCodeChecksPerDomain", emailDomain(email)],
  ];
}

/** Why claims by code of this listing, or with an address at this domain, are paused today, or null. */
async function pausedBy(providerId: string, email: string): Promise<"listing" | "domain" | null> {
  const [listing, domain] = claimChecks(providerId, email);
  if ((await usedInWindow(listing)) >= LIMITS.claimCodeChecksPerListing.limit) return "listing";
  if ((await usedInWindow(domain)) >= LIMITS.claimCodeChecksPerDomain.limit) return "domain";
  return null;
}

/**
 * Tells the practice (its listing's practice or notification e-mail) and the admins (the audit log,
 * which the Admin Console's dashboard and claims page show) that the listing's claims by code are
 * paused: once a day per listing, however many guesses arrive together.
 */
async function announcePause(request: Request, providerId: string, why: "listing" | "domain", email: string): Promise<void> {
  if ((await reserveLimits([["claimPauseNoticesPerListing", providerId]])).refused) return;
  const listing = await db()
    .select({ name: providers.name, practiceEmail: providers.practiceEmail, notificationEmail: providers.notificationEmail })
    .from(providers)
    .where(eq(providers.id, providerId))
    .get();
  if (!listing) return;
  await db()
    .insert(adminAuditLog)
    .values({
      id: newId(),
      actorId: null,
      actorEmail: CLAIM_PAUSE_ACTOR,
      action: "claim.pause",
      targetType: "provider",
      targetId: providerId,
      summary: claimPausedAudit(listing.name, why, why === "domain" ? emailDomain(email) : null),
    });
  const to = listing.practiceEmail?.trim() || listing.notificationEmail?.trim();
  if (!to) return;
  try {
    await emailSender().send(claimPausedEmail(to, listing.name, absoluteLink(request, "/provider/claim")));
  } catch (error) {
    console.error("claim pause e-mail failed", error);
  }
}

/** Who the audit log names for the automatic pause. */
export const CLAIM_PAUSE_ACTOR = "TruSelf (automatic)";

/** Claims by code paused in the last day, newest first (the admins' claims page lists them). */
export async function pausedClaims(now = Date.now()) {
  return db()
    .select({ providerId: adminAuditLog.targetId, summary: adminAuditLog.summary, at: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, "claim.pause"), sql`${adminAuditLog.createdAt} > ${now - 24 * 60 * 60 * 1000}`))
    .orderBy(sql`${adminAuditLog.createdAt} DESC`)
    .limit(50);
}

// ------------------------------------------------------------------ the e-mailed code

/** Six random digits, evenly drawn. */
export const newClaimCode = sixDigitCode;

/**
 * Starts a claim by code: stores the code (a one-time secret of kind `listing_claim` named by the
 * claim's id: HMAC only, 15 minutes, 5 tries) and e-mails it (earlier codes of this user for this
 * listing stop working: their claims are cancelled). `makeCode` exists for tests.
 */
export async function startCodeClaim(
  request: Request,
  user: SessionUser,
  providerId: string,
  email: string,
  makeCode: () => string = newClaimCode,
): Promise<{ ok: true; claimId: string; email: string } | Refusal> {
  const refusal = claimRefusal(user);
  if (refusal) return refuse(403, refusal);
  const target = await claimTarget(providerId);
  if (!target) return refuse(404, LISTING_NOT_FOUND);
  if (target.claimed) return refuse(409, LISTING_ALREADY_CLAIMED);
  if (!target.domain && !target.practiceEmail) return refuse(400, CLAIM_NO_ADDRESS);
  if (!addressAllowed(target, email)) return refuse(400, CLAIM_EMAIL_NOT_ALLOWED);
  if (await pausedBy(target.id, email)) return refuse(429, CLAIM_PAUSED);
  const claimId = newId();
  const now = Date.now();
  const { secret: code, writes } = await prepareSecret("listing_claim", {
    id: claimId,
    target: claimId,
    userId: user.id,
    secret: makeCode(),
    now,
  });
  await db().batch([
    db()
      .update(listingClaims)
      .set({ status: "cancelled", decidedAt: new Date(now) })
      .where(
        and(
          eq(listingClaims.userId, user.id),
          eq(listingClaims.providerId, target.id),
          eq(listingClaims.method, "email_code"),
          eq(listingClaims.status, "pending"),
        ),
      ),
    db().insert(listingClaims).values({
      id: claimId,
      providerId: target.id,
      userId: user.id,
      method: "email_code",
      email,
    }),
    ...writes,
  ]);
  const link = absoluteLink(request, `/provider/claim?claim=${encodeURIComponent(claimId)}`);
  await emailSender().send(claimCodeEmail(email, code, target.name, link));
  return { ok: true, claimId, email };
}

/** The user's own pending code claim (for the page that asks for the code), or null. */
export async function pendingCodeClaim(userId: string, claimId: string) {
  if (!claimId || claimId.length > 200) return null;
  const row = await db()
    .select({ id: listingClaims.id, email: listingClaims.email, providerId: listingClaims.providerId, name: providers.name })
    .from(listingClaims)
    .innerJoin(providers, eq(providers.id, listingClaims.providerId))
    .where(
      and(
        eq(listingClaims.id, claimId),
        eq(listingClaims.userId, userId),
        eq(listingClaims.method, "email_code"),
        eq(listingClaims.status, "pending"),
      ),
    )
    .get();
  return row ?? null;
}

/**
 * The audit entry of an admin's decision, written only if this very decision closed the claim
 * (status, admin and time all match): a decision that lost a race to another leaves no entry.
 */
function auditIfDecided(actor: AuditActor, claimId: string, status: "approved" | "rejected", at: Date, summary: string) {
  return db()
    .insert(adminAuditLog)
    .select(
      db()
        .select({
          id: sql`${newId()}`.as("id"),
          actorId: sql`${actor.id}`.as("actor_id"),
          actorEmail: sql`${actor.email}`.as("actor_email"),
          action: sql`${status === "approved" ? "claim.approve" : "claim.reject"}`.as("action"),
          targetType: sql`'listing_claim'`.as("target_type"),
          targetId: sql`${claimId}`.as("target_id"),
          summary: sql`${summary}`.as("summary"),
          createdAt: sql`${at.getTime()}`.as("created_at"),
        })
        .from(listingClaims)
        .where(
          and(
            eq(listingClaims.id, claimId),
            eq(listingClaims.status, status),
            eq(listingClaims.decidedBy, actor.id),
            eq(listingClaims.decidedAt, at),
          ),
        ),
    );
}

/**
 * The two writes that make a claim count, in one D1 batch (one transaction): the user becomes the
 * owner only while the claim is still pending (a code was consumed before) and the
 * account is linked to nothing, and the claim is closed only if the user now owns its listing.
 * A second owner breaks the unique index and the whole batch rolls back.
 */
async function makeOwner(
  claim: { id: string; userId: string; providerId: string },
  status: "verified" | "approved",
  extra: {
    decidedBy?: string;
    audit?: AuditActor & { summary: string };
  },
): Promise<"done" | "conflict" | "stale"> {
  const now = new Date();
  const stillPending = sql`EXISTS (SELECT 1 FROM listing_claims c WHERE c.id = ${claim.id} AND c.user_id = ${claim.userId} AND c.status = 'pending')`;
  const nowOwner = sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${claim.userId} AND u.provider_id = ${claim.providerId} AND u.practice_role = 'owner')`;
  const closeClaim = db()
    .update(listingClaims)
    .set({ status, decidedAt: now, decidedBy: extra.decidedBy ?? null })
    .where(and(eq(listingClaims.id, claim.id), eq(listingClaims.status, "pending"), nowOwner))
    .returning({ id: listingClaims.id });
  const linkUser = db()
    .update(users)
    .set({ role: "provider", providerId: claim.providerId, practiceRole: "owner", updatedAt: now })
    .where(and(eq(users.id, claim.userId), isNull(users.providerId), ne(users.role, "admin"), stillPending));
  try {
    const audit = status === "approved" && extra.audit ? auditIfDecided(extra.audit, claim.id, status, now, extra.audit.summary) : null;
    const [, closed] = audit ? await db().batch([linkUser, closeClaim, audit]) : await db().batch([linkUser, closeClaim]);
    return closed.length > 0 ? "done" : "stale";
  } catch (error) {
    if (isOwnerConflict(error)) return "conflict";
    throw error;
  }
}

/** Why a pending code claim can't be checked any more (after the atomic try found nothing). */
async function whyNotCheckable(claimId: string): Promise<Refusal> {
  const state = await codeState("listing_claim", claimId);
  if (state === "missing") return refuse(404, CLAIM_NOT_FOUND);
  if (state === "used") return refuse(409, CLAIM_CODE_USED);
  if (state === "tries") return refuse(429, CLAIM_TOO_MANY_TRIES);
  return refuse(410, CLAIM_CODE_EXPIRED);
}

/** Why a right code changed nothing: the listing found its owner, the account its listing, or the code was used meanwhile. */
async function staleRefusal(userId: string, providerId: string): Promise<Refusal> {
  if (await listingOwned(providerId)) return refuse(409, LISTING_ALREADY_CLAIMED);
  const account = await db().select({ providerId: users.providerId }).from(users).where(eq(users.id, userId)).get();
  return account?.providerId ? refuse(409, ALREADY_LINKED) : refuse(409, CLAIM_CODE_USED);
}

/**
 * Checks a code, within the day's caps of wrong codes for the claim's listing and for its
 * address's domain (issue 43 finding 7): one unit of each is reserved before the check (so
 * parallel guesses never pass the cap) and handed back unless the code was wrong. Past either cap
 * the listing's claims by code pause for the day, and the practice and the admins are told.
 */
export async function verifyClaimCode(
  request: Request,
  user: SessionUser,
  claimId: string,
  code: string,
): Promise<{ ok: true; providerId: string } | Refusal> {
  const refusal = claimRefusal(user);
  if (refusal) return refuse(403, refusal);
  const claim = await db()
    .select({ id: listingClaims.id, providerId: listingClaims.providerId, email: listingClaims.email, status: listingClaims.status })
    .from(listingClaims)
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.userId, user.id), eq(listingClaims.method, "email_code")))
    .get();
  if (!claim) return refuse(404, CLAIM_NOT_FOUND);
  const email = claim.email ?? "";
  const checks = claimChecks(claim.providerId, email);
  const paused = async () => {
    const why = await pausedBy(claim.providerId, email);
    if (why) await announcePause(request, claim.providerId, why, email);
    return why;
  };
  if (await pausedBy(claim.providerId, email)) return refuse(429, CLAIM_PAUSED);
  if ((await reserveLimits(checks)).refused) {
    await paused();
    return refuse(429, CLAIM_PAUSED);
  }
  const outcome = await checkClaimCode(user, claim, code);
  const wrong = !outcome.ok && (outcome.status === 400 || outcome.message === CLAIM_TOO_MANY_TRIES);
  if (!wrong) await refundFailureLimits(checks);
  else await paused();
  return outcome;
}

/**
 * The check itself: it uses up one of the claim's tries first (atomically, so parallel guesses
 * never get more than 5), then compares; the right code makes the user the owner.
 */
async function checkClaimCode(
  user: SessionUser,
  claim: { id: string; providerId: string; status: string },
  code: string,
): Promise<{ ok: true; providerId: string } | Refusal> {
  const claimId = claim.id;
  if (claim.status !== "pending") return refuse(409, CLAIM_CODE_USED);
  const check = await checkCode("listing_claim", claimId, code);
  if (check.outcome !== "right" && check.outcome !== "wrong") return whyNotCheckable(claimId);
  if (check.outcome === "wrong") {
    return check.triesLeft > 0 ? refuse(400, claimWrongCode(check.triesLeft)) : refuse(429, CLAIM_TOO_MANY_TRIES);
  }
  const outcome = await makeOwner({ id: claimId, userId: user.id, providerId: claim.providerId }, "verified", {});
  if (outcome === "conflict") return refuse(409, LISTING_ALREADY_CLAIMED);
  if (outcome === "stale") return staleRefusal(user.id, claim.providerId);
  return { ok: true, providerId: claim.providerId };
}

// ------------------------------------------------------------------ admin review

/** Asks the admins to review a claim, with the claimant's note. */
export async function requestClaimReview(user: SessionUser, providerId: string, note: string): Promise<{ ok: true } | Refusal> {
  const refusal = claimRefusal(user);
  if (refusal) return refuse(403, refusal);
  const target = await claimTarget(providerId);
  if (!target) return refuse(404, LISTING_NOT_FOUND);
  if (target.claimed) return refuse(409, LISTING_ALREADY_CLAIMED);
  const open = await db()
    .select({ id: listingClaims.id })
    .from(listingClaims)
    .where(
      and(
        eq(listingClaims.userId, user.id),
        eq(listingClaims.providerId, target.id),
        eq(listingClaims.method, "admin_review"),
        eq(listingClaims.status, "pending"),
      ),
    )
    .get();
  if (open) return refuse(409, CLAIM_REVIEW_PENDING);
  await db()
    .insert(listingClaims)
    .values({ id: newId(), providerId: target.id, userId: user.id, method: "admin_review", note: sanitizeUserText(note) });
  return { ok: true };
}

export type QueuedClaim = {
  id: string;
  providerId: string;
  listing: string;
  location: string;
  claimantEmail: string;
  claimantName: string;
  note: string;
  createdAt: Date;
  listingClaimed: boolean;
};

/** The admins' queue: claims waiting for review, oldest first. */
export async function claimQueue(limit = 100): Promise<QueuedClaim[]> {
  const rows = await db()
    .select({
      id: listingClaims.id,
      providerId: listingClaims.providerId,
      listing: providers.name,
      location: providers.location,
      claimantEmail: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      note: listingClaims.note,
      createdAt: listingClaims.createdAt,
    })
    .from(listingClaims)
    .innerJoin(providers, eq(providers.id, listingClaims.providerId))
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .where(and(eq(listingClaims.method, "admin_review"), eq(listingClaims.status, "pending")))
    .orderBy(asc(listingClaims.createdAt), asc(listingClaims.id))
    .limit(limit);
  const owned = await ownedAmong([...new Set(rows.map((r) => r.providerId))]);
  return rows.map((r) => ({
    id: r.id,
    providerId: r.providerId,
    listing: r.listing,
    location: r.location,
    claimantEmail: r.claimantEmail,
    claimantName: `${r.firstName} ${r.lastName}`.trim(),
    note: r.note ?? "",
    createdAt: r.createdAt,
    listingClaimed: owned.has(r.providerId),
  }));
}

/**
 * An admin approves or rejects a queued claim; the decision and its audit entry are written
 * together, and the claimant is told by e-mail.
 */
export async function decideClaim(
  request: Request,
  admin: AuditActor,
  claimId: string,
  approve: boolean,
): Promise<{ ok: true; providerId: string; listing: string; claimant: string } | Refusal> {
  const claim = await db()
    .select({
      id: listingClaims.id,
      userId: listingClaims.userId,
      providerId: listingClaims.providerId,
      status: listingClaims.status,
      listing: providers.name,
      claimant: users.email,
      claimantProviderId: users.providerId,
    })
    .from(listingClaims)
    .innerJoin(providers, eq(providers.id, listingClaims.providerId))
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .where(and(eq(listingClaims.id, claimId), eq(listingClaims.method, "admin_review")))
    .get();
  if (!claim) return refuse(404, CLAIM_NOT_FOUND);
  if (claim.status !== "pending") return refuse(409, CLAIM_DECIDED_ALREADY);
  const done = { ok: true as const, providerId: claim.providerId, listing: claim.listing, claimant: claim.claimant };
  if (approve) {
    if (claim.claimantProviderId) return refuse(409, CLAIMANT_ALREADY_LINKED);
    if (await listingOwned(claim.providerId)) return refuse(409, LISTING_ALREADY_CLAIMED);
    const summary = `Approved the claim of ${claim.claimant} on ${claim.listing}`;
    const outcome = await makeOwner(claim, "approved", { decidedBy: admin.id, audit: { ...admin, summary } });
    if (outcome === "conflict") return refuse(409, LISTING_ALREADY_CLAIMED);
    if (outcome === "stale") return refuse(409, CLAIM_DECIDED_ALREADY);
  } else {
    const now = new Date();
    const [closed] = await db().batch([
      db()
        .update(listingClaims)
        .set({ status: "rejected", decidedAt: now, decidedBy: admin.id })
        .where(and(eq(listingClaims.id, claim.id), eq(listingClaims.status, "pending")))
        .returning({ id: listingClaims.id }),
      auditIfDecided(admin, claim.id, "rejected", now, `Rejected the claim of ${claim.claimant} on ${claim.listing}`),
    ]);
    if (closed.length === 0) return refuse(409, CLAIM_DECIDED_ALREADY);
  }
  const link = absoluteLink(request, approve ? "/dashboard" : "/provider/claim");
  await emailSender().send(claimDecisionEmail(claim.claimant, claim.listing, approve, link));
  return done;
}
