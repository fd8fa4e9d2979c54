/**
 * Consultation requests (issue 34, items 1, 4 and 5): sending one (signed in, as a guest, as the
 * demo account, to a listing that turned requests off or that nobody has claimed), its private
 * photos, the thread of each side, replies and status, the inbox, and the response time.
 * Every refusal is checked to leave the tables (and R2) as they were.
 */
import { env, exports } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { cacheKey, isCacheableRequest } from "~/http/cache.server";
import { defaultCache } from "~/lib/workers-cache.server";
import { PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import { NOT_A_PRACTICE } from "~/practice/access.server";
import {
  DEMO_REQUEST_REFUSED,
  MESSAGE_REQUIRED,
  PHOTO_UPLOAD_INVALID,
  newRequestSubject,
  notJoinedYet,
  PATIENT_ONLY,
  PHONE_REQUIRED,
  OWN_PRACTICE_REQUEST,
  PRACTICE_ONLY,
  PROCEDURE_REQUIRED,
  REQUEST_CLOSED,
  REQUESTS_OFF,
  replySubject,
  responseTimeText,
  STAFF_READ_ONLY,
  TOO_MANY_PHOTOS,
} from "~/practice/consultation-messages";
import { medianResponseMinutes, patientRequests, practiceUnreadCount } from "~/practice/consultations.server";
import { insertConsultation } from "~/dev/factories.server";
import { action as requestAction, loader as requestLoader } from "~/routes/provider/consultation";
import { action as threadAction, loader as threadLoader } from "~/routes/account/consultations.$requestId";
import { loader as photoLoader } from "~/routes/account/consultations.$requestId.photos.$photoId";
import { loader as inboxLoader } from "~/routes/practice/messages";
import { loader as adminRequestsLoader } from "~/routes/admin/requests";
import { action as grantAction } from "~/routes/uploads/consultation-photo";
import { action as avatarGrantAction } from "~/routes/uploads/avatar";
import { loader as providerLoader } from "~/routes/provider/_index";
import { loader as rootLoader } from "~/root";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { dataOf, file } from "../fixtures/accounts";
import { insertProviders, providerRow } from "../fixtures/directory";
import { containsBytes, GPS_LATITUDE, jpegWithMetadata, PNG_BYTES } from "../fixtures/images";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const FORM = {
  procedure: "Botox",
  contactMethod: "email",
  preferredTimes: "Weekday mornings",
  message: "How much is a forehead treatment?",
};

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

/** A listing "p1" with an owner and a team member, another practice "p2" with its owner, and a patient. */
async function world(listing: Parameters<typeof providerRow>[0] = {}) {
  // One call each: a multi-row insert takes its columns from the first row.
  await insertProviders([providerRow({ id: "p1", name: "Glow Clinic", ...listing })]);
  await insertProviders([providerRow({ id: "p2", name: "Other Clinic" })]);
  const owner = await signedIn({ role: "provider", providerId: "p1", practiceRole: "owner" });
  const member = await signedIn({ role: "provider", providerId: "p1", practiceRole: "member" });
  const otherPractice = await signedIn({ role: "provider", providerId: "p2", practiceRole: "owner" });
  const patient = await signedIn({ firstName: "Dana" });
  const otherPatient = await signedIn();
  const admin = await signedIn({ role: "admin" });
  return { owner, member, otherPractice, patient, otherPatient, admin };
}

type Form = Record<string, string | File | File[]>;

function send(cookie: string | undefined, form: Form = FORM, providerId = "p1", ip?: string) {
  // routeArgs appends each value of an array: several files under one name, as a multiple file input posts them.
  const fields = form as Record<string, string | string[] | File>;
  return fetcherPost(requestAction, `/provider/${providerId}/consultation`, fields, { cookie, params: { providerId }, ip });
}

async function onlyRequestId(): Promise<string> {
  return (await env.DB.prepare("SELECT id FROM consultation_requests").first<{ id: string }>())!.id;
}

// R2 is not emptied between tests as D1 is: this file owns the private prefix and clears it.
beforeEach(async () => {
  const { objects } = await env.MEDIA.list({ prefix: "consultations/" });
  if (objects.length) await env.MEDIA.delete(objects.map((o) => o.key));
});

async function tables() {
  return {
    requests: await count("consultation_requests"),
    messages: await count("consultation_messages"),
    photos: await count("consultation_photos"),
    objects: (await env.MEDIA.list({ prefix: "consultations/" })).objects.length,
  };
}
const EMPTY = { requests: 0, messages: 0, photos: 0, objects: 0 };

async function openThread(cookie: string | undefined, requestId: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  try {
    return { status: 200, thread: await threadLoader(routeArgs<never>(`/consultations/${requestId}`, { params: { requestId }, headers })) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

async function openPhoto(cookie: string | undefined, requestId: string, photoId: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  try {
    return await photoLoader(
      routeArgs<never>(`/consultations/${requestId}/photos/${photoId}`, { params: { requestId, photoId }, headers }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(cookie: string | undefined, requestId: string, form: Record<string, string>) {
  return fetcherPost(threadAction, `/consultations/${requestId}`, form, { cookie, params: { requestId } });
}

const messageOf = (reply: { data: Record<string, unknown> }) =>
  Object.values((reply.data as { result: { error: Record<string, string[]> } }).result.error ?? {})[0]?.[0];

describe("sending a consultation request (POST /provider/:id/consultation)", () => {
  it("stores it with status new, its message and its photos under the private prefix without metadata, and e-mails the owner", async () => {
    const { owner, patient } = await world();
    const photo = file(jpegWithMetadata(), "face.jpg", "image/jpeg");
    const res = await send(patient.cookie, { ...FORM, photos: [photo, file(PNG_BYTES, "side.png", "image/png")] });
    expect(res.status).toBe(303);
    const id = await onlyRequestId();
    expect(res.data.location).toBe(`/consultations/${id}`);
    const row = await env.DB.prepare(
      "SELECT provider_id, patient_id, procedure, contact_method, preferred_times, status, first_reply_at FROM consultation_requests",
    ).first();
    expect(row).toEqual({
      provider_id: "p1",
      patient_id: patient.user.id,
      procedure: "Botox",
      contact_method: "email",
      preferred_times: "Weekday mornings",
      status: "new",
      first_reply_at: null,
    });
    expect(
      await env.DB.prepare("SELECT side, body FROM consultation_messages")
        .all()
        .then((r) => r.results),
    ).toEqual([{ side: "patient", body: FORM.message }]);
    const photos = (
      await env.DB.prepare("SELECT r2_key, content_type FROM consultation_photos ORDER BY position").all<{ r2_key: string }>()
    ).results;
    expect(photos.map((p) => p.r2_key.startsWith("consultations/"))).toEqual([true, true]);
    const stored = new Uint8Array(await (await env.MEDIA.get(photos[0]!.r2_key))!.arrayBuffer());
    expect(containsBytes(jpegWithMetadata(), GPS_LATITUDE)).toBe(true);
    expect(containsBytes(stored, GPS_LATITUDE)).toBe(false);
    const mail = await env.DB.prepare('SELECT "to", subject, text FROM email_outbox').all<{ to: string; subject: string; text: string }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]!.to).toBe(owner.user.email);
    expect(mail.results[0]!.subject).toBe(newRequestSubject("Dana", "Botox"));
    expect(mail.results[0]!.subject).toBe("New consultation request from Dana: Botox");
    // The e-mail links to the thread and never carries the patient's message.
    expect(mail.results[0]!.text).toContain(`/consultations/${id}`);
    expect(mail.results[0]!.text).not.toContain(FORM.message);
  });

  it("sends the practice's e-mail to its notification address when it has one", async () => {
    const { patient } = await world({ notificationEmail: "front-desk@glow.example" });
    await send(patient.cookie);
    expect(await env.DB.prepare('SELECT "to" FROM email_outbox').first()).toEqual({ to: "front-desk@glow.example" });
  });

  it("refuses bad input with the exact message and stores nothing", async () => {
    const { patient } = await world();
    const cases: [Form, string][] = [
      [{ ...FORM, procedure: "" }, PROCEDURE_REQUIRED],
      [{ ...FORM, procedure: "Time travel" }, PROCEDURE_REQUIRED],
      [{ ...FORM, contactMethod: "phone" }, PHONE_REQUIRED],
      [{ ...FORM, message: "   " }, MESSAGE_REQUIRED],
      [{ ...FORM, message: "<script>alert(1)</script>" }, MESSAGE_REQUIRED],
      [{ ...FORM, photos: [1, 2, 3, 4].map((n) => file(PNG_BYTES, `${n}.png`, "image/png")) }, TOO_MANY_PHOTOS],
      [
        { ...FORM, photos: [file(PNG_BYTES, "ok.png", "image/png"), file(new TextEncoder().encode("<html>"), "x.png", "image/png")] },
        PHOTO_WRONG_TYPE,
      ],
      [{ ...FORM, photos: [file(new Uint8Array(2 * 1024 * 1024 + 1), "big.png", "image/png")] }, PHOTO_TOO_LARGE],
    ];
    for (const [form, message] of cases) {
      const res = await send(patient.cookie, form);
      expect(res.status, message).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    expect(PHONE_REQUIRED).toBe("Please enter a phone number so the practice can call you.");
    expect(await tables()).toEqual(EMPTY);
    // With a phone, asking to be called is fine.
    expect((await send(patient.cookie, { ...FORM, contactMethod: "phone", phone: "+1 (512) 555-0100" })).status).toBe(303);
  });

  it("keeps a guest's request in a sealed cookie, sends them to sign in and fills the form once they are back", async () => {
    const { patient } = await world();
    const res = await plainPost(requestAction, "/provider/p1/consultation", FORM, { params: { providerId: "p1" } });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/signin?redirectTo=${encodeURIComponent("/provider/p1/consultation")}`);
    expect(await tables()).toEqual(EMPTY);
    const draftCookie = res.response.headers
      .getSetCookie()
      .find((c) => c.startsWith("truself_consultation_draft="))!
      .split(";", 1)[0]!;
    // Sealed: the message cannot be read from the cookie.
    expect(decodeURIComponent(draftCookie)).not.toContain("forehead");
    expect(atob(decodeURIComponent(draftCookie.split("=")[1]!).split(".")[0]!)).not.toContain("forehead");
    // Still a guest: the form stays empty and the draft is kept.
    const guest = await requestLoader(
      routeArgs<never>("/provider/p1/consultation", { params: { providerId: "p1" }, headers: { Cookie: draftCookie } }),
    );
    expect((guest as { draft: unknown }).draft).toBeNull();
    // Another listing's form does not get it.
    const other = await requestLoader(
      routeArgs<never>("/provider/p2/consultation", {
        params: { providerId: "p2" },
        headers: { Cookie: `${patient.cookie}; ${draftCookie}` },
      }),
    );
    expect((other as { draft: unknown }).draft).toBeNull();
    const back = (await requestLoader(
      routeArgs<never>("/provider/p1/consultation", {
        params: { providerId: "p1" },
        headers: { Cookie: `${patient.cookie}; ${draftCookie}` },
      }),
    )) as unknown as { data: { draft: unknown }; init: { headers: Record<string, string> } };
    expect(back.data.draft).toEqual({
      procedure: "Botox",
      contactMethod: "email",
      phone: "",
      preferredTimes: "Weekday mornings",
      message: FORM.message,
    });
    expect(back.init.headers["Set-Cookie"]).toMatch(/^truself_consultation_draft=;.*Max-Age=0/);
  });

  it("the demo account's request is refused (403) and nothing is stored", async () => {
    await world();
    const demo = await signedIn({ isDemo: true });
    const res = await send(demo.cookie);
    expect(res.status).toBe(403);
    expect(res.data.toast?.description).toBe(DEMO_REQUEST_REFUSED);
    expect(await tables()).toEqual(EMPTY);
  });

  it("a practice that turned requests off: the form says so and a post is refused (403), nothing stored", async () => {
    const { patient } = await world({ acceptsRequests: false });
    const page = (await requestLoader(routeArgs<never>("/provider/p1/consultation", { params: { providerId: "p1" } }))) as {
      acceptsRequests: boolean;
    };
    expect(page.acceptsRequests).toBe(false);
    const res = await send(patient.cookie);
    expect(res.status).toBe(403);
    expect(messageOf(res)).toBe(REQUESTS_OFF);
    expect(await tables()).toEqual(EMPTY);
  });

  it("the practice's own team cannot send its listing a request (it would count towards its response time); another practice can", async () => {
    const w = await world();
    for (const own of [w.owner, w.member]) {
      const res = await send(own.cookie);
      expect(res.status).toBe(403);
      expect(messageOf(res)).toBe(OWN_PRACTICE_REQUEST);
    }
    expect(await tables()).toEqual(EMPTY);
    expect((await send(w.otherPractice.cookie)).status).toBe(303);
    expect(await count("consultation_requests")).toBe(1);
  });

  it("a listing nobody has claimed: stored, no e-mail, the patient is told, and admins see it on the Requests tab", async () => {
    await insertProviders([providerRow({ id: "p9", name: "Unclaimed Spa" }), providerRow({ id: "p1", name: "Claimed" })]);
    await createUser({ role: "provider", providerId: "p1", practiceRole: "owner" });
    const patient = await signedIn();
    const res = await send(patient.cookie, FORM, "p9");
    expect(res.status).toBe(303);
    expect(res.data.location).toMatch(/^\/consultations\//);
    const plain = await plainPost(requestAction, "/provider/p9/consultation", FORM, {
      cookie: patient.cookie,
      params: { providerId: "p9" },
    });
    expect(plain.toast).toEqual({ title: "Request saved", description: notJoinedYet("Unclaimed Spa"), type: "info" });
    expect(notJoinedYet("Unclaimed Spa")).toBe(
      "Unclaimed Spa has not joined TruSelf yet. We'll keep your request and let you know on your dashboard if they reply.",
    );
    await send(patient.cookie, FORM, "p1");
    expect(await count("consultation_requests")).toBe(3);
    expect(await count("email_outbox")).toBe(1);
    const admin = await signedIn({ role: "admin" });
    const tab = await adminRequestsLoader(routeArgs<never>("/admin/requests", { headers: { Cookie: admin.cookie } }));
    expect(tab.requests.map((r) => r.providerName)).toEqual(["Unclaimed Spa", "Unclaimed Spa"]);
    await expect(adminRequestsLoader(routeArgs<never>("/admin/requests", { headers: { Cookie: patient.cookie } }))).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it("floods are rate limited per account (5 an hour) and per address (20 an hour)", async () => {
    const { patient } = await world();
    for (let i = 0; i < 5; i++) expect((await send(patient.cookie, FORM, "p1", "10.0.0.1")).status).toBe(303);
    const refused = await send(patient.cookie, FORM, "p1", "10.0.0.2");
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect(await count("consultation_requests")).toBe(5);
    // Other accounts from one address: the 21st request of the hour is refused.
    for (let i = 0; i < 4; i++) {
      const other = await signedIn();
      for (let j = 0; j < 5; j++) expect((await send(other.cookie, FORM, "p1", "10.0.0.9")).status).toBe(303);
    }
    const fifth = await signedIn();
    expect((await send(fifth.cookie, FORM, "p1", "10.0.0.9")).status).toBe(429);
    expect((await send(fifth.cookie, FORM, "p1", "10.0.0.10")).status).toBe(303);
  });
});

/** A photo uploaded the JavaScript way: a signed grant, then the PUT; returns the upload id and what the PUT answered. */
async function uploadWithGrant(cookie: string, action: (args: never) => unknown = grantAction) {
  const form = { contentType: "image/png", sizeBytes: String(PNG_BYTES.length), originalBytes: String(PNG_BYTES.length) };
  const granted = await fetcherPost(action, "/uploads/consultation-photo", form, { cookie });
  expect(granted.status).toBe(201);
  const grant = (granted.data as unknown as { grant: { id: string; uploadUrl: string } }).grant;
  const put = await exports.default.fetch(`http://localhost${grant.uploadUrl}`, { method: "PUT", body: PNG_BYTES });
  expect(put.status).toBe(201);
  return { id: grant.id, url: (await put.json<{ url: string }>()).url };
}

describe("photos uploaded through signed grants (JavaScript)", () => {
  it("a patient's own upload is attached once; another's, an avatar's or a used one is refused and nothing is stored", async () => {
    const { patient, otherPatient } = await world();
    const mine = await uploadWithGrant(patient.cookie);
    // The PUT names the object, but the public media route does not serve it.
    expect(mine.url).toMatch(/^\/media\/consultations\//);
    expect((await exports.default.fetch(`http://localhost${mine.url}`)).status).toBe(404);
    const theirs = await uploadWithGrant(otherPatient.cookie);
    const avatar = await uploadWithGrant(patient.cookie, avatarGrantAction);
    for (const id of [theirs.id, avatar.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await send(patient.cookie, { ...FORM, photoUploadIds: id });
      expect(res.status, id).toBe(400);
      expect(messageOf(res)).toBe(PHOTO_UPLOAD_INVALID);
    }
    expect(await count("consultation_requests")).toBe(0);
    expect((await send(patient.cookie, { ...FORM, photoUploadIds: mine.id })).status).toBe(303);
    expect(await env.DB.prepare("SELECT r2_key FROM consultation_photos").first()).toEqual({ r2_key: mine.url.slice("/media/".length) });
    const again = await send(patient.cookie, { ...FORM, photoUploadIds: mine.id });
    expect(messageOf(again)).toBe(PHOTO_UPLOAD_INVALID);
    expect(await count("consultation_requests")).toBe(1);
    // Three photos at most, however they came.
    const extra = [await uploadWithGrant(patient.cookie), await uploadWithGrant(patient.cookie)];
    const four = await send(patient.cookie, {
      ...FORM,
      photoUploadIds: extra.map((e) => e.id) as unknown as string,
      photos: [file(PNG_BYTES, "a.png", "image/png"), file(PNG_BYTES, "b.png", "image/png")],
    });
    expect(messageOf(four)).toBe(TOO_MANY_PHOTOS);
  });

  it("guests and the demo account get no grant", async () => {
    await world();
    const form = { contentType: "image/png", sizeBytes: "67", originalBytes: "67" };
    expect((await plainPost(grantAction, "/uploads/consultation-photo", form)).location).toMatch(/^\/signin/);
    const demo = await signedIn({ isDemo: true });
    expect((await fetcherPost(grantAction, "/uploads/consultation-photo", form, { cookie: demo.cookie })).status).toBe(403);
    expect(await count("media_uploads")).toBe(0);
  });
});

describe("who may read a request, its thread and its photos", () => {
  it("the patient, the owner, a team member and admins; never another patient, another practice or the demo; guests sign in", async () => {
    const w = await world();
    await send(w.patient.cookie, { ...FORM, photos: [file(PNG_BYTES, "a.png", "image/png")] });
    const id = await onlyRequestId();
    const photo = (await env.DB.prepare("SELECT id, r2_key FROM consultation_photos").first<{ id: string; r2_key: string }>())!;
    const demo = await signedIn({ isDemo: true });

    expect((await openThread(w.patient.cookie, id)).thread?.side).toBe("patient");
    expect((await openThread(w.owner.cookie, id)).thread?.side).toBe("practice");
    expect((await openThread(w.member.cookie, id)).thread?.side).toBe("practice");
    expect((await openThread(w.admin.cookie, id)).thread?.side).toBe("admin");
    for (const stranger of [w.otherPatient, w.otherPractice, demo]) expect((await openThread(stranger.cookie, id)).status).toBe(404);
    expect(await openThread(undefined, id)).toEqual({
      status: 302,
      location: `/signin?redirectTo=${encodeURIComponent(`/consultations/${id}`)}`,
    });
    expect((await openThread(w.patient.cookie, "no-such-request")).status).toBe(404);

    for (const viewer of [w.patient, w.owner, w.member, w.admin]) {
      const served = await openPhoto(viewer.cookie, id, photo.id);
      expect(served.status).toBe(200);
      expect(served.headers.get("Cache-Control")).toBe("private, no-store");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    }
    for (const stranger of [w.otherPatient, w.otherPractice, demo])
      expect((await openPhoto(stranger.cookie, id, photo.id)).status).toBe(404);
    expect((await openPhoto(undefined, id, photo.id)).status).toBe(302);
    // A photo id under another request's URL (one the stranger can open) is not found.
    await send(w.otherPatient.cookie);
    const otherId = (await env.DB.prepare("SELECT id FROM consultation_requests WHERE patient_id = ?")
      .bind(w.otherPatient.user.id)
      .first<{ id: string }>())!.id;
    expect((await openPhoto(w.otherPatient.cookie, otherId, photo.id)).status).toBe(404);
    // The public media route never serves the private key, plain or escaped.
    expect(photo.r2_key).toMatch(/^consultations\//);
    for (const path of [
      `/media/${photo.r2_key}`,
      `/media/${encodeURIComponent(photo.r2_key)}`,
      `/media/consultations%2F${photo.r2_key.split("/")[1]}`,
    ]) {
      const res = await exports.default.fetch(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it("the inbox is the practice's own: owner and member see their requests and unanswered questions, others are refused", async () => {
    const w = await world();
    await send(w.patient.cookie);
    await insertConsultation({ providerId: "p2" });
    await env.DB.prepare(
      "INSERT INTO provider_questions (id, provider_id, user_id, question) VALUES ('q1', 'p1', ?, 'Do you offer payment plans?')",
    )
      .bind(w.otherPatient.user.id)
      .run();
    for (const viewer of [w.owner, w.member]) {
      const inbox = await inboxLoader(routeArgs<never>("/provider/messages", { headers: { Cookie: viewer.cookie } }));
      expect(inbox.practiceName).toBe("Glow Clinic");
      expect(inbox.requests.map((r) => [r.counterpart.startsWith("Dana"), r.procedure, r.status, r.unread])).toEqual([
        [true, "Botox", "new", 1],
      ]);
      expect(inbox.unread).toBe(1);
      expect(inbox.questions.map((q) => q.question)).toEqual(["Do you offer payment plans?"]);
    }
    for (const refused of [
      w.patient,
      w.admin,
      await signedIn({ isDemo: true, role: "provider", providerId: "p1", practiceRole: "member" }),
    ])
      await expect(inboxLoader(routeArgs<never>("/provider/messages", { headers: { Cookie: refused.cookie } }))).rejects.toMatchObject({
        data: { message: NOT_A_PRACTICE },
        init: { status: 403 },
      });
    await expect(inboxLoader(routeArgs<never>("/provider/messages"))).rejects.toHaveProperty("status", 302);
  });
});

describe("the edge cache", () => {
  it("never stores threads, photos or the inbox, even for a request without cookies", () => {
    for (const path of [
      "/consultations/r1",
      "/consultations/r1.data",
      "/consultations/r1/photos/p1",
      "/provider/messages",
      "/provider/messages.data",
    ])
      expect(isCacheableRequest(new Request(`${TEST_ORIGIN}${path}`)), path).toBe(false);
    // The guests' request form is the same for every guest.
    expect(isCacheableRequest(new Request(`${TEST_ORIGIN}/provider/p1/consultation`))).toBe(true);
  });
});

describe("the header's unread count", () => {
  it("counts unread patient messages for the practice's team only", async () => {
    const w = await world();
    await send(w.patient.cookie);
    await insertConsultation({ providerId: "p1" });
    await insertConsultation({ providerId: "p2" });
    const inboxOf = async (cookie?: string) =>
      dataOf<{ inbox: { unread: number } | null }>(await rootLoader(routeArgs<never>("/", { headers: cookie ? { Cookie: cookie } : {} })))
        .data.inbox;
    expect(await inboxOf(w.owner.cookie)).toEqual({ unread: 2 });
    expect(await inboxOf(w.member.cookie)).toEqual({ unread: 2 });
    expect(await inboxOf(w.otherPractice.cookie)).toEqual({ unread: 1 });
    for (const none of [w.patient.cookie, w.admin.cookie, undefined]) expect(await inboxOf(none)).toBeNull();
    // Opening a thread reads it, for the whole team.
    await openThread(w.member.cookie, await onlyRequestIdOf(w.patient.user.id));
    expect(await inboxOf(w.owner.cookie)).toEqual({ unread: 1 });
  });

  it("leaves out the thread the same page load opens, its own practice's only (the two loaders run side by side)", async () => {
    const w = await world();
    await send(w.patient.cookie);
    const mine = await onlyRequestIdOf(w.patient.user.id);
    const theirs = await insertConsultation({ providerId: "p2" });
    await insertConsultation({ providerId: "p1" });
    const inboxAt = async (path: string, cookie: string) =>
      dataOf<{ inbox: { unread: number } | null }>(await rootLoader(routeArgs<never>(path, { headers: { Cookie: cookie } }))).data.inbox;
    // Nothing is read yet: the thread being opened is not counted, on the page and in its data request.
    expect(await inboxAt(`/consultations/${mine}`, w.owner.cookie)).toEqual({ unread: 1 });
    expect(await inboxAt(`/consultations/${mine}.data`, w.owner.cookie)).toEqual({ unread: 1 });
    expect(await inboxAt("/provider/messages", w.owner.cookie)).toEqual({ unread: 2 });
    // Another practice's request id leaves this practice's count alone.
    expect(await inboxAt(`/consultations/${theirs.id}`, w.owner.cookie)).toEqual({ unread: 2 });
    expect(await inboxAt(`/consultations/${mine}/photos/x`, w.owner.cookie)).toEqual({ unread: 2 });
  });
});

async function onlyRequestIdOf(patientId: string): Promise<string> {
  return (await env.DB.prepare("SELECT id FROM consultation_requests WHERE patient_id = ?").bind(patientId).first<{ id: string }>())!.id;
}

describe("replies and status", () => {
  it("the practice's first reply sets answered and first_reply_at, e-mails the patient, counts as unread for them and purges the profile", async () => {
    const w = await world();
    await send(w.patient.cookie);
    const id = await onlyRequestId();
    await env.DB.prepare("DELETE FROM email_outbox").run();
    const profile = cacheKey(`${TEST_ORIGIN}/provider/p1`);
    await defaultCache().put(profile, new Response("cached", { headers: { "Cache-Control": "public, s-maxage=60" } }));
    expect(await defaultCache().match(profile)).toBeDefined();
    expect(await practiceUnreadCount("p1")).toBe(1);

    const res = await post(w.member.cookie, id, { intent: "reply", body: "We have openings next week." });
    expect(res.status).toBe(303);
    const row = await env.DB.prepare("SELECT status, first_reply_at FROM consultation_requests").first<{
      status: string;
      first_reply_at: number;
    }>();
    expect(row!.status).toBe("answered");
    expect(row!.first_reply_at).toBeGreaterThan(0);
    expect(await defaultCache().match(profile)).toBeUndefined();
    expect(await env.DB.prepare('SELECT "to", subject FROM email_outbox').first()).toEqual({
      to: w.patient.user.email,
      subject: replySubject("Glow Clinic"),
    });
    expect(replySubject("Glow Clinic")).toBe("Glow Clinic replied to your consultation request");
    expect((await patientRequests(w.patient.user.id)).map((r) => [r.counterpart, r.status, r.unread])).toEqual([
      ["Glow Clinic", "answered", 1],
    ]);
    expect(await practiceUnreadCount("p1")).toBe(0);
    // Reading the thread clears the patient's unread count.
    await openThread(w.patient.cookie, id);
    expect((await patientRequests(w.patient.user.id))[0]!.unread).toBe(0);
    // A later reply keeps the first reply's time; the patient's reply is unread for the practice.
    await post(w.owner.cookie, id, { intent: "reply", body: "Or the week after." });
    expect(
      (await env.DB.prepare("SELECT first_reply_at FROM consultation_requests").first<{ first_reply_at: number }>())!.first_reply_at,
    ).toBe(row!.first_reply_at);
    expect((await post(w.patient.cookie, id, { intent: "reply", body: "Tuesday works." })).status).toBe(303);
    expect(await practiceUnreadCount("p1")).toBe(1);
    expect(await count("consultation_messages")).toBe(4);
  });

  it("another practice, another patient and the demo cannot reply or change status; admins only read; nothing changes", async () => {
    const w = await world();
    await send(w.patient.cookie);
    const id = await onlyRequestId();
    const demo = await signedIn({ isDemo: true });
    for (const stranger of [w.otherPractice, w.otherPatient]) {
      expect((await post(stranger.cookie, id, { intent: "reply", body: "Hello" })).status).toBe(404);
      expect((await post(stranger.cookie, id, { intent: "booked" })).status).toBe(404);
      expect((await post(stranger.cookie, id, { intent: "close" })).status).toBe(404);
    }
    expect((await post(demo.cookie, id, { intent: "reply", body: "Hello" })).status).toBe(403);
    const staff = await post(w.admin.cookie, id, { intent: "reply", body: "Hello" });
    expect(staff.status).toBe(403);
    expect(messageOf(staff)).toBe(STAFF_READ_ONLY);
    expect(messageOf(await post(w.patient.cookie, id, { intent: "booked" }))).toBe(PRACTICE_ONLY);
    expect(messageOf(await post(w.owner.cookie, id, { intent: "close" }))).toBe(PATIENT_ONLY);
    const guest = await plainPost(threadAction, `/consultations/${id}`, { intent: "reply", body: "Hi" }, { params: { requestId: id } });
    expect(guest.location).toMatch(/^\/signin\?redirectTo=/);
    expect(await env.DB.prepare("SELECT status, first_reply_at FROM consultation_requests").first()).toEqual({
      status: "new",
      first_reply_at: null,
    });
    expect(await count("consultation_messages")).toBe(1);
  });

  it("the practice marks booked or declined (owner and member); the patient closes, after which nobody can reply", async () => {
    const w = await world();
    await send(w.patient.cookie);
    const id = await onlyRequestId();
    const status = async () => (await env.DB.prepare("SELECT status FROM consultation_requests").first<{ status: string }>())!.status;
    expect((await post(w.owner.cookie, id, { intent: "booked" })).status).toBe(303);
    expect(await status()).toBe("booked");
    expect((await post(w.member.cookie, id, { intent: "declined" })).status).toBe(303);
    expect(await status()).toBe("declined");
    expect((await post(w.patient.cookie, id, { intent: "close" })).status).toBe(303);
    expect(await status()).toBe("closed");
    for (const who of [w.owner, w.patient]) {
      const late = await post(who.cookie, id, { intent: "reply", body: "Still there?" });
      expect(late.status).toBe(409);
      expect(messageOf(late)).toBe(REQUEST_CLOSED);
    }
    expect(messageOf(await post(w.owner.cookie, id, { intent: "booked" }))).toBe(REQUEST_CLOSED);
    expect(await status()).toBe("closed");
    expect(await count("consultation_messages")).toBe(1);
  });
});

describe("response time (item 5)", () => {
  it("is the median minutes to a first reply over the last 90 days, once 3 requests have one", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    await insertConsultation({ providerId: "p1", repliedAfterMinutes: 30 });
    await insertConsultation({ providerId: "p1", repliedAfterMinutes: 300 });
    // Unanswered and older than 90 days: not counted.
    await insertConsultation({ providerId: "p1" });
    await insertConsultation({ providerId: "p1", createdMinutesAgo: 91 * 24 * 60, repliedAfterMinutes: 1 });
    expect(await medianResponseMinutes("p1")).toBeNull();
    await insertConsultation({ providerId: "p1", repliedAfterMinutes: 120 });
    expect(await medianResponseMinutes("p1")).toBeCloseTo(120, 5);
    await insertConsultation({ providerId: "p1", repliedAfterMinutes: 200 });
    expect(await medianResponseMinutes("p1")).toBeCloseTo(160, 5);
  });

  it("is worded in buckets: within an hour, N hours, a day, N days", () => {
    expect([0, 30, 60, 61, 180, 23 * 60, 23 * 60 + 1, 24 * 60, 24 * 60 + 1, 72 * 60].map((m) => responseTimeText(m))).toEqual([
      "Usually replies within an hour",
      "Usually replies within an hour",
      "Usually replies within an hour",
      "Usually replies within 2 hours",
      "Usually replies within 3 hours",
      "Usually replies within 23 hours",
      "Usually replies within a day",
      "Usually replies within a day",
      "Usually replies within 2 days",
      "Usually replies within 3 days",
    ]);
  });

  it("shows on the profile only from the third answered request", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const profile = async () =>
      ((await providerLoader(routeArgs<never>("/provider/p1", { params: { providerId: "p1" } }))) as { responseTime: string | null })
        .responseTime;
    await insertConsultation({ providerId: "p1", repliedAfterMinutes: 90 });
    await insertConsultation({ providerId: "p1", repliedAfterMinutes: 200 });
    expect(await profile()).toBeNull();
    await insertConsultation({ providerId: "p1", repliedAfterMinutes: 240 });
    expect(await profile()).toBe("Usually replies within 4 hours");
  });
});
