/**
 * Consultation requests (issue 34, items 1 and 4): a patient's request to one practice, its thread
 * of messages and its private photos. Who sees a request is decided here, once, by `openRequest`:
 * the patient who sent it, the team of the listing it was sent to (the listing always comes from
 * the signed-in account: app/practice/access.server.ts), and admins (read only). Anyone else is
 * told it does not exist, whatever id, URL or photo key they try.
 */
import { env } from "cloudflare:workers";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session.server";
import { d1, db } from "~/db/client.server";
import { consultationMessages, consultationPhotos, consultationRequests, providers, users, type ConsultationStatus } from "~/db/schema";
import { absoluteLink } from "~/email/links.server";
import { emailSender, type EmailMessage } from "~/email/sender.server";
import { newId } from "~/lib/ids";
import { sanitizeUserText } from "~/lib/sanitize";
import { finishedUpload, storeImageFromForm, UploadError } from "~/media/uploads.server";
import { unansweredQuestions } from "~/questions/question-queries.server";
import { practiceOf } from "./access.server";
import { newRequestEmail, practiceReplyEmail } from "./consultation-emails";
import {
  MESSAGE_REQUIRED,
  OWN_PRACTICE_REQUEST,
  PATIENT_ONLY,
  PHOTO_UPLOAD_INVALID,
  PRACTICE_ONLY,
  REPLY_REQUIRED,
  REQUEST_CLOSED,
  REQUEST_NOT_FOUND,
  responseTimeText,
  STAFF_READ_ONLY,
} from "./consultation-messages";
import type { ConsultationInput } from "./consultation-schemas";

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; status: number; message: string; field?: string };
const refuse = (status: number, message: string, field?: string) => ({ ok: false as const, status, message, field });

// ---------------------------------------------------------------- the listing a request goes to

export type ConsultationTarget = {
  id: string;
  name: string;
  acceptsRequests: boolean;
  /** Whether anyone has claimed the listing (a users row with practice_role owner). */
  hasOwner: boolean;
  /** Where the practice's e-mail goes: the notification address, else the owner's. */
  notifyEmail: string | null;
};

export async function consultationTarget(providerId: string): Promise<ConsultationTarget | null> {
  const row = await db()
    .select({
      id: providers.id,
      name: providers.name,
      acceptsRequests: providers.acceptsRequests,
      notificationEmail: providers.notificationEmail,
      ownerEmail: users.email,
    })
    .from(providers)
    .leftJoin(users, and(eq(users.providerId, providers.id), eq(users.practiceRole, "owner")))
    .where(eq(providers.id, providerId))
    .get();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    acceptsRequests: row.acceptsRequests,
    hasOwner: row.ownerEmail !== null,
    notifyEmail: row.ownerEmail === null ? null : (row.notificationEmail ?? row.ownerEmail),
  };
}

/** Sends without ever failing the command: the request or reply is stored either way. */
async function sendQuietly(message: EmailMessage): Promise<void> {
  try {
    await emailSender().send(message);
  } catch (error) {
    console.error(`consultation e-mail (${message.kind}) failed`, error);
  }
}

// ---------------------------------------------------------------- sending a request

/** The files a form really carries (an empty file input posts an empty, nameless file). */
export function chosenFiles(files: File[] | undefined): File[] {
  return (files ?? []).filter((file) => file.size > 0 || file.name !== "");
}

/**
 * Stores a request with status new, its first message and its photos (checked, stripped and kept
 * under the private prefix), then e-mails the practice when someone has claimed the listing.
 */
export async function createConsultationRequest(input: {
  request: Request;
  patient: SessionUser;
  target: ConsultationTarget;
  value: ConsultationInput;
}): Promise<Outcome<{ id: string }>> {
  const { patient, target, value } = input;
  if (practiceOf(patient)?.providerId === target.id) return refuse(403, OWN_PRACTICE_REQUEST);
  const message = sanitizeUserText(value.message);
  if (!message) return refuse(400, MESSAGE_REQUIRED, "message");
  const owner = { userId: patient.id };
  // Photos uploaded through signed grants (JavaScript), each this patient's own and attached once.
  const uploaded: { key: string; contentType: string; sizeBytes: number }[] = [];
  try {
    for (const uploadId of new Set(value.photoUploadIds ?? [])) {
      const photo = await finishedUpload(uploadId, "consultation", owner, PHOTO_UPLOAD_INVALID);
      const attached = await db()
        .select({ id: consultationPhotos.id })
        .from(consultationPhotos)
        .where(eq(consultationPhotos.r2Key, photo.key))
        .get();
      if (attached) return refuse(400, PHOTO_UPLOAD_INVALID, "photos");
      uploaded.push(photo);
    }
  } catch (error) {
    if (error instanceof UploadError) return refuse(400, error.message, "photos");
    throw error;
  }
  // Photos posted with the form (no JavaScript), checked and stripped the same way.
  const stored: { key: string; contentType: string; sizeBytes: number }[] = [];
  try {
    for (const file of chosenFiles(value.photos)) stored.push(await storeImageFromForm(file, "consultation", owner));
  } catch (error) {
    if (stored.length) await env.MEDIA.delete(stored.map((s) => s.key));
    if (error instanceof UploadError) return refuse(400, error.message, "photos");
    throw error;
  }
  const id = newId();
  const d = db();
  await d.batch([
    d.insert(consultationRequests).values({
      id,
      providerId: target.id,
      patientId: patient.id,
      procedure: value.procedure,
      contactMethod: value.contactMethod,
      phone: value.phone || null,
      preferredTimes: value.preferredTimes ? sanitizeUserText(value.preferredTimes) || null : null,
      patientReadAt: new Date(),
    }),
    d.insert(consultationMessages).values({ id: newId(), requestId: id, authorId: patient.id, side: "patient", body: message }),
    ...[...uploaded, ...stored].map((photo, position) =>
      d.insert(consultationPhotos).values({
        id: newId(),
        requestId: id,
        r2Key: photo.key,
        contentType: photo.contentType,
        sizeBytes: photo.sizeBytes,
        position,
      }),
    ),
  ]);
  if (target.notifyEmail)
    await sendQuietly(
      newRequestEmail({
        to: target.notifyEmail,
        practice: target.name,
        patientFirstName: patient.firstName,
        procedure: value.procedure,
        link: absoluteLink(input.request, `/consultations/${id}`),
      }),
    );
  return { ok: true, id };
}

// ---------------------------------------------------------------- opening a request

export type RequestSide = "patient" | "practice" | "admin";
type RequestRow = typeof consultationRequests.$inferSelect;

/** The request and the side `user` sees it from; null when `user` may not see it (or it does not exist). */
export async function openRequest(user: SessionUser, requestId: string): Promise<{ row: RequestRow; side: RequestSide } | null> {
  if (requestId.length > 100) return null;
  const row = await db().select().from(consultationRequests).where(eq(consultationRequests.id, requestId)).get();
  if (!row) return null;
  if (row.patientId === user.id) return { row, side: "patient" };
  if (practiceOf(user)?.providerId === row.providerId) return { row, side: "practice" };
  if (user.role === "admin" && !user.isDemo) return { row, side: "admin" };
  return null;
}

export type ThreadMessage = { id: string; side: "patient" | "practice"; body: string; author: string; at: Date };

/** Everything a thread page shows; marks the request read for the side that opened it. */
export async function loadThread(user: SessionUser, requestId: string) {
  const opened = await openRequest(user, requestId);
  if (!opened) return null;
  const { row, side } = opened;
  const d = db();
  const [listing, patient, messages, photos] = await d.batch([
    d.select({ name: providers.name }).from(providers).where(eq(providers.id, row.providerId)).limit(1),
    d
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, row.patientId))
      .limit(1),
    d
      .select({
        id: consultationMessages.id,
        side: consultationMessages.side,
        body: consultationMessages.body,
        at: consultationMessages.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(consultationMessages)
      .leftJoin(users, eq(users.id, consultationMessages.authorId))
      .where(eq(consultationMessages.requestId, row.id))
      .orderBy(asc(consultationMessages.createdAt), asc(consultationMessages.id)),
    d
      .select({ id: consultationPhotos.id })
      .from(consultationPhotos)
      .where(eq(consultationPhotos.requestId, row.id))
      .orderBy(asc(consultationPhotos.position)),
  ]);
  const practiceName = listing[0]?.name ?? "The practice";
  if (side !== "admin") await markRead(row.id, side);
  return {
    side,
    request: {
      id: row.id,
      providerId: row.providerId,
      practiceName,
      procedure: row.procedure,
      contactMethod: row.contactMethod,
      // The patient's contact details are for the practice (and the patient); staff see them too.
      phone: row.phone,
      preferredTimes: row.preferredTimes,
      status: row.status,
      createdAt: row.createdAt,
      patientName: patient[0] ? `${patient[0].firstName} ${patient[0].lastName}`.trim() : "A patient",
      patientEmail: side === "patient" ? null : (patient[0]?.email ?? null),
    },
    messages: messages.map<ThreadMessage>((m) => ({
      id: m.id,
      side: m.side,
      body: m.body,
      author: m.side === "practice" ? practiceName : m.firstName ? `${m.firstName} ${m.lastName ?? ""}`.trim() : "Patient",
      at: m.at,
    })),
    photos: photos.map((p) => ({ id: p.id, url: `/consultations/${encodeURIComponent(row.id)}/photos/${encodeURIComponent(p.id)}` })),
  };
}

async function markRead(requestId: string, side: "patient" | "practice") {
  const column = side === "patient" ? { patientReadAt: new Date() } : { practiceReadAt: new Date() };
  await db().update(consultationRequests).set(column).where(eq(consultationRequests.id, requestId));
}

/** A photo of a request `user` may see: its R2 object, or null. */
export async function openRequestPhoto(user: SessionUser, requestId: string, photoId: string) {
  if (photoId.length > 100 || !(await openRequest(user, requestId))) return null;
  const photo = await db()
    .select({ key: consultationPhotos.r2Key, contentType: consultationPhotos.contentType })
    .from(consultationPhotos)
    .where(and(eq(consultationPhotos.id, photoId), eq(consultationPhotos.requestId, requestId)))
    .get();
  if (!photo) return null;
  const object = await env.MEDIA.get(photo.key);
  return object ? { object, contentType: photo.contentType } : null;
}

// ---------------------------------------------------------------- replies and status

/**
 * A reply from the side `user` is on. The practice's first reply sets status answered and
 * first_reply_at (the response time: the caller purges the listing's cached pages) and each
 * practice reply e-mails the patient.
 */
export async function replyToRequest(input: {
  request: Request;
  user: SessionUser;
  requestId: string;
  body: string;
}): Promise<Outcome<{ providerId: string; firstReply: boolean }>> {
  const opened = await openRequest(input.user, input.requestId);
  if (!opened) return refuse(404, REQUEST_NOT_FOUND);
  const { row, side } = opened;
  if (side === "admin") return refuse(403, STAFF_READ_ONLY);
  if (row.status === "closed") return refuse(409, REQUEST_CLOSED);
  const body = sanitizeUserText(input.body);
  if (!body) return refuse(400, REPLY_REQUIRED, "body");
  const now = new Date();
  const firstReply = side === "practice" && row.firstReplyAt === null;
  const d = db();
  await d.batch([
    d.insert(consultationMessages).values({ id: newId(), requestId: row.id, authorId: input.user.id, side, body, createdAt: now }),
    d
      .update(consultationRequests)
      .set(
        side === "practice"
          ? {
              practiceReadAt: now,
              updatedAt: now,
              firstReplyAt: sql`coalesce(${consultationRequests.firstReplyAt}, ${now.getTime()})`,
              status: sql`CASE WHEN ${consultationRequests.status} = 'new' THEN 'answered' ELSE ${consultationRequests.status} END`,
            }
          : { patientReadAt: now, updatedAt: now },
      )
      .where(eq(consultationRequests.id, row.id)),
  ]);
  if (side === "practice") {
    const patient = await db()
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.patientId))
      .get();
    const listing = await db().select({ name: providers.name }).from(providers).where(eq(providers.id, row.providerId)).get();
    if (patient && listing)
      await sendQuietly(
        practiceReplyEmail({
          to: patient.email,
          firstName: patient.firstName,
          practice: listing.name,
          link: absoluteLink(input.request, `/consultations/${row.id}`),
        }),
      );
  }
  return { ok: true, providerId: row.providerId, firstReply };
}

/**
 * booked / declined by the practice; the patient closes; a closed request stays closed. A request's
 * status no longer makes "Verified patient": that comes from appointments both sides confirmed
 * (decision 069, replacing decision 054's "I had this visit"); `patient_confirmed_at` keeps the
 * interim confirmations as history and is cleared by the practice's changes as before.
 */
export async function changeStatus(
  user: SessionUser,
  requestId: string,
  intent: "booked" | "declined" | "close",
): Promise<Outcome<{ providerId: string }>> {
  const opened = await openRequest(user, requestId);
  if (!opened) return refuse(404, REQUEST_NOT_FOUND);
  const { row, side } = opened;
  if (side === "admin") return refuse(403, STAFF_READ_ONLY);
  const byPatient = intent === "close";
  if (byPatient ? side !== "patient" : side !== "practice") return refuse(403, byPatient ? PATIENT_ONLY : PRACTICE_ONLY);
  if (row.status === "closed") return refuse(409, REQUEST_CLOSED);
  const now = new Date();
  const status: ConsultationStatus = intent === "close" ? "closed" : intent;
  await db()
    .update(consultationRequests)
    .set(intent === "close" ? { status, updatedAt: now } : { status, updatedAt: now, patientConfirmedAt: null })
    .where(eq(consultationRequests.id, row.id));
  return { ok: true, providerId: row.providerId };
}

// ---------------------------------------------------------------- lists and unread counts

const unreadForPractice = sql<number>`(SELECT count(*) FROM ${consultationMessages} m WHERE m.request_id = ${consultationRequests.id}
  AND m.side = 'patient' AND m.created_at > coalesce(${consultationRequests.practiceReadAt}, 0))`;
const unreadForPatient = sql<number>`(SELECT count(*) FROM ${consultationMessages} m WHERE m.request_id = ${consultationRequests.id}
  AND m.side = 'practice' AND m.created_at > coalesce(${consultationRequests.patientReadAt}, 0))`;

export type RequestListItem = {
  id: string;
  procedure: string;
  status: ConsultationStatus;
  createdAt: Date;
  updatedAt: Date;
  unread: number;
  /** The other side: the patient's name in the inbox, the practice's on the patient's dashboard. */
  counterpart: string;
};

const LIST_LIMIT = 100;

/** A side's list of requests, newest activity first, with the messages it has not read and the other side's name. */
function requestList(side: "patient" | "practice", ownerId: string): Promise<RequestListItem[]> {
  const practice = side === "practice";
  const columns = {
    id: consultationRequests.id,
    procedure: consultationRequests.procedure,
    status: consultationRequests.status,
    createdAt: consultationRequests.createdAt,
    updatedAt: consultationRequests.updatedAt,
    unread: practice ? unreadForPractice : unreadForPatient,
  };
  const query = practice
    ? db()
        .select({ ...columns, counterpart: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
        .from(consultationRequests)
        .innerJoin(users, eq(users.id, consultationRequests.patientId))
        .where(eq(consultationRequests.providerId, ownerId))
    : db()
        .select({ ...columns, counterpart: providers.name })
        .from(consultationRequests)
        .innerJoin(providers, eq(providers.id, consultationRequests.providerId))
        .where(eq(consultationRequests.patientId, ownerId));
  return query.orderBy(desc(consultationRequests.updatedAt)).limit(LIST_LIMIT);
}

/** The practice's requests with unread patient messages. */
export function practiceRequests(providerId: string): Promise<RequestListItem[]> {
  return requestList("practice", providerId);
}

/** The patient's own requests with unread practice replies. */
export function patientRequests(patientId: string): Promise<RequestListItem[]> {
  return requestList("patient", patientId);
}

/**
 * Unread patient messages over all of a practice's requests (the header's and the inbox's count).
 * `opening`: the request whose thread this same page load opens (and so reads, in its own loader,
 * which runs beside the root's): left out, so the header does not count what the page shows read.
 */
export async function practiceUnreadCount(providerId: string, opening?: string): Promise<number> {
  const row = await db()
    .select({ n: sql<number>`coalesce(sum(${unreadForPractice}), 0)` })
    .from(consultationRequests)
    .where(
      opening
        ? and(eq(consultationRequests.providerId, providerId), sql`${consultationRequests.id} <> ${opening}`)
        : eq(consultationRequests.providerId, providerId),
    )
    .get();
  return Number(row?.n ?? 0);
}

/** Everything /provider/messages shows: the requests, the unread count and the unanswered patient questions. */
export async function practiceInbox(providerId: string) {
  const [listing, requests, unread, questions] = await Promise.all([
    db().select({ name: providers.name }).from(providers).where(eq(providers.id, providerId)).get(),
    practiceRequests(providerId),
    practiceUnreadCount(providerId),
    unansweredQuestions(providerId),
  ]);
  return { practiceName: listing?.name ?? "", requests, unread, questions };
}

/** Requests sent to listings nobody has claimed (no owner), for admins. */
export async function unclaimedListingRequests() {
  return db()
    .select({
      id: consultationRequests.id,
      procedure: consultationRequests.procedure,
      status: consultationRequests.status,
      createdAt: consultationRequests.createdAt,
      providerId: providers.id,
      providerName: providers.name,
      patientName: sql<string>`(SELECT trim(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = ${consultationRequests.patientId})`,
    })
    .from(consultationRequests)
    .innerJoin(providers, eq(providers.id, consultationRequests.providerId))
    .where(sql`NOT EXISTS (SELECT 1 FROM users o WHERE o.provider_id = ${providers.id} AND o.practice_role = 'owner')`)
    .orderBy(desc(consultationRequests.createdAt))
    .limit(LIST_LIMIT);
}

// ---------------------------------------------------------------- response time (item 5)

const RESPONSE_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;
export const RESPONSE_TIME_MIN_REQUESTS = 3;

/**
 * The median minutes from request to first reply over the listing's requests of the last 90 days
 * that have one, computed in D1 (the middle row, or the mean of the two middle rows); null until
 * at least 3 of them have a first reply.
 */
export async function medianResponseMinutes(providerId: string, now = Date.now()): Promise<number | null> {
  const row = await d1()
    .prepare(
      `WITH replied AS (
         SELECT first_reply_at - created_at AS t FROM consultation_requests
         WHERE provider_id = ?1 AND created_at >= ?2 AND first_reply_at IS NOT NULL
       ),
       counted AS (SELECT count(*) AS n FROM replied)
       SELECT (SELECT n FROM counted) AS n,
         (SELECT avg(t) FROM (SELECT t FROM replied ORDER BY t
           LIMIT 2 - (SELECT n FROM counted) % 2 OFFSET ((SELECT n FROM counted) - 1) / 2)) AS median`,
    )
    .bind(providerId, now - RESPONSE_WINDOW_MS)
    .first<{ n: number; median: number | null }>();
  if (!row || row.n < RESPONSE_TIME_MIN_REQUESTS || row.median === null) return null;
  return Math.max(0, row.median / 60_000);
}

/** What a profile shows about its reply time ("Usually replies within 4 hours"), or null (fewer than 3 answered requests). */
export async function responseTimeOf(providerId: string, now = Date.now()): Promise<string | null> {
  const minutes = await medianResponseMinutes(providerId, now);
  return minutes === null ? null : responseTimeText(minutes);
}
