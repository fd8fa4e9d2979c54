/**
 * D1 faults (issue 33, faults at the binding boundary): the real DB binding, wrapped so that one
 * chosen statement fails as D1 fails (test/fixtures/faults.ts), under the real loaders and
 * actions. Each fault leaves the user with the spec's message (or the generic error page) and
 * leaves stored data whole: a batch is one transaction, so a failed one writes nothing.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UNEXPECTED_ERROR } from "~/auth/account-forms";
import { SIGN_UP_FAILED, SIGN_UP_SUCCESS } from "~/auth/schemas";
import { readSignUpDraft } from "~/auth/signup-draft.server";
import { usedInWindow } from "~/lib/rate-limit.server";
import { grantUpload } from "~/media/uploads.server";
import { DELETE_PROVIDER_FAILED } from "~/admin/messages";
import { FAVORITES_FAILED } from "~/favorites/schemas";
import { CSV_MESSAGES } from "~/imports/csv-messages";
import { createHttpApp } from "~/http/app.server";
import { REVIEW_FAILED } from "~/reviews/review-schemas";
import { ErrorBoundary } from "~/root";
import { action as providersAction } from "~/routes/admin.providers";
import { action as toggle } from "~/routes/favorites.toggle";
import { loader as providerLoader } from "~/routes/provider";
import { action as importAction } from "~/routes/provider-import._index";
import { action as reviewAction } from "~/routes/provider.$providerId.reviews";
import { action as signInAction } from "~/routes/signin";
import { count, fetcherPost } from "../fixtures/actions";
import { dataOf } from "../fixtures/accounts";
import { insertProviders, providerRow } from "../fixtures/directory";
import { reportFaults, faultyD1, withBinding } from "../fixtures/faults";
import { routeArgs } from "../fixtures/route-args";
import { JPEG_BYTES } from "../fixtures/images";
import { signUpDraft, signUpStep2 } from "../fixtures/signup";
import { createUser, sessionCookie } from "../fixtures/users";

/** Runs `run` with the statement that `when` picks (its nth match) failing in D1. */
const failingD1 = <T>(when: (sql: string) => boolean, run: () => Promise<T>, nth = 1) =>
  withBinding("DB", faultyD1(env.DB, { when, nth }), run);

const insertInto = (table: string) => (sql: string) => sql.toLowerCase().startsWith(`insert into "${table}"`);
const updateOf = (table: string) => (sql: string) => sql.toLowerCase().startsWith(`update "${table}"`);
const selectFrom = (table: string) => (sql: string) => new RegExp(`^select .* from "?${table}"?( |$)`, "is").test(sql);

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

/** Every row of `table`, to compare before and after a fault. */
async function rows(table: string) {
  return (await env.DB.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()).results;
}

reportFaults("faults-d1");

describe("a failing D1 read on a page", () => {
  it("the provider page's loader fails and the error page says only 'Something went wrong' (no SQL, no stack)", async () => {
    await insertProviders([providerRow({ id: "p1", name: "Glow Clinic" })]);
    const error = await failingD1(selectFrom("providers"), () =>
      Promise.resolve(providerLoader(routeArgs<never>("/provider/p1", { params: { providerId: "p1" } }))).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(error).toBeInstanceOf(Error);
    // drizzle wraps the D1 error with the query and its parameters: none of it may reach the page.
    expect(String((error as Error).cause)).toContain("Injected fault: D1");
    // React Router answers a thrown exception with status 500 and renders the root boundary with it.
    const stream = await renderToReadableStream(
      createElement(ErrorBoundary, { error, params: {}, loaderData: undefined } as unknown as Parameters<typeof ErrorBoundary>[0]),
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain("Something went wrong</h1>");
    expect(html).not.toMatch(/Injected|D1|Failed query|params|providers"|at \w+ \(|\.ts:\d/);
  });

  it("an API answer over a failing D1 is a 500 without details, and the next request is served", async () => {
    const app = createHttpApp(async () => new Response("page"));
    const health = async () => app.fetch(new Request("http://localhost:8787/api/health"), env, createExecutionContext());
    const failed = await failingD1(selectFrom("providers"), health);
    expect(failed.status).toBe(500);
    const body = await failed.text();
    expect(body).toBe("Internal Server Error");
    expect((await health()).status).toBe(200);
  });
});

describe("a failing D1 write in the middle of a command stores nothing", () => {
  it("a review whose rating update fails: 'Failed to submit review. Please try again.', no review, the rating unchanged; the retry posts it", async () => {
    await insertProviders([providerRow({ id: "p1", rating: 4.5, reviewCount: 0 })]);
    const { user, cookie } = await signedIn();
    const post = () =>
      fetcherPost(reviewAction, "/provider/p1/reviews", { rating: "1", title: "Meh" }, { cookie, params: { providerId: "p1" } });
    const before = await rows("providers");
    // The review insert runs first in the batch; the provider's recount after it is what fails.
    const failed = await failingD1(updateOf("providers"), post);
    expect(failed.status).toBe(500);
    expect(failed.data.toast).toMatchObject({ description: REVIEW_FAILED, type: "error" });
    expect(await count("reviews")).toBe(0);
    expect(await rows("providers")).toEqual(before);
    // The pipeline keeps the unit a failed command reserved (a refund on a throw would give anyone who
    // can provoke one unlimited attempts): one unit of the 10 an hour, so the retry goes through.
    expect(await usedInWindow(["reviewsPerUser", user.id])).toBe(1);
    const retried = await post();
    expect(retried.status).toBe(200);
    expect(await count("reviews")).toBe(1);
    expect(await env.DB.prepare("SELECT rating, review_count FROM providers").first()).toEqual({ rating: 1, review_count: 1 });
  });

  it("sign-up whose account insert fails: 'Failed to create account. Please try again.', no account, no token; the same draft then signs up", async () => {
    const draft = await signUpDraft();
    const create = () => signUpStep2(draft);
    const failed = dataOf<{ result: { error: Record<string, string[]> } }>(await failingD1(insertInto("users"), create));
    expect(failed.status).toBe(500);
    expect(failed.data.result.error).toEqual({ "": [SIGN_UP_FAILED] });
    expect(await count("users")).toBe(0);
    expect(await count("one_time_secrets", "kind = 'verify_email'")).toBe(0);
    expect(await count("email_outbox")).toBe(0);
    const done = (await create()) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/signin?signedUp=1");
    expect(await count("users", "email = ?", "jane@example.com")).toBe(1);
    expect(await count("email_outbox", "kind = 'verify_email'")).toBe(1);
    expect(SIGN_UP_SUCCESS).toBe("Please check your email to verify your account.");
  });

  it("sign-up with an uploaded photo whose claim of the upload fails (the second statement of its batch): no account, the photo still the draft's; the retry claims it", async () => {
    const draft = await signUpDraft();
    const owner = { draftId: (await readSignUpDraft(new Request("http://localhost:8787/", { headers: { Cookie: draft } })))!.id };
    const grant = await grantUpload({ owner, purpose: "avatar", contentType: "image/jpeg", sizeBytes: JPEG_BYTES.byteLength });
    expect((await exports.default.fetch(`http://localhost${grant.uploadUrl}`, { method: "PUT", body: JPEG_BYTES.slice() })).status).toBe(
      201,
    );
    const create = () => signUpStep2(draft, { avatarUploadId: grant.id });
    const failed = dataOf(await failingD1(updateOf("media_uploads"), create));
    expect(failed.status).toBe(500);
    expect(await count("users")).toBe(0);
    expect(await count("media_uploads", "id = ? AND user_id IS NULL", grant.id)).toBe(1);
    expect(((await create()) as Response).status).toBe(303);
    const user = await env.DB.prepare("SELECT id, avatar_url FROM users").first<{ id: string; avatar_url: string }>();
    expect(await count("media_uploads", "id = ? AND user_id = ?", grant.id, user!.id)).toBe(1);
  });

  it("sign-in whose session insert fails: 'An unexpected error occurred. Please try again.' (500), no session, counted as one failed attempt; the retry signs in", async () => {
    const user = await createUser({ email: "jane@example.com" });
    const signIn = () => signInAction(routeArgs<never>("/signin", { form: { email: user.email, password: user.password } }));
    const failed = dataOf<{ result: { error: Record<string, string[]> } }>(await failingD1(insertInto("sessions"), signIn));
    expect(failed.status).toBe(500);
    expect(failed.data.result.error).toEqual({ "": [UNEXPECTED_ERROR] });
    expect(await count("sessions")).toBe(0);
    // Sign-in's limits count failures only: a 500 is not a success, so its unit stays (1 of 10).
    expect(await usedInWindow(["signInFailuresPerAccount", user.email])).toBe(1);
    const signedInNow = (await signIn()) as Response;
    expect(signedInNow.status).toBe(303);
    expect(await count("sessions", "user_id = ?", user.id)).toBe(1);
  });

  it("a favorite whose insert fails: 'Failed to update favorites. Please try again.', nothing saved; the retry saves it once", async () => {
    await insertProviders([providerRow({ id: "p1", name: "Glow Clinic" })]);
    const { cookie } = await signedIn();
    const add = () => fetcherPost(toggle, "/favorites/toggle", { providerId: "p1", intent: "add" }, { cookie });
    const failed = await failingD1(insertInto("favorites"), add);
    expect(failed.status).toBe(500);
    expect(failed.data.toast).toEqual({ title: "Error", description: FAVORITES_FAILED, type: "error" });
    expect(await count("favorites")).toBe(0);
    expect((await add()).status).toBe(200);
    expect(await count("favorites")).toBe(1);
  });

  it("a provider delete whose last statement fails: 'Failed to delete provider. Please try again.', its reviews, favorites, photos and R2 objects all kept", async () => {
    const admin = await signedIn({ role: "admin", email: "boss@truself.com" });
    const patient = await createUser();
    await insertProviders([providerRow({ id: "doomed", name: "Doomed Spa" })]);
    await env.MEDIA.put("providers/doomed/a.jpg", new Uint8Array([0xff, 0xd8, 0xff]));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO favorites (id, user_id, provider_id) VALUES ('f1', ?, 'doomed')").bind(patient.id),
      env.DB.prepare("INSERT INTO reviews (id, user_id, provider_id, rating) VALUES ('r1', ?, 'doomed', 5)").bind(patient.id),
      env.DB.prepare(
        "INSERT INTO provider_photos (id, provider_id, kind, r2_key, url) VALUES ('ph1', 'doomed', 'practice', 'providers/doomed/a.jpg', '/media/providers/doomed/a.jpg')",
      ),
    ]);
    const snapshot = async () => Promise.all(["providers", "favorites", "reviews", "provider_photos", "admin_audit_log"].map(rows));
    const before = await snapshot();
    const del = () =>
      fetcherPost(providersAction, "/admin/providers", { intent: "deleteProvider", providerId: "doomed" }, { cookie: admin.cookie });
    // The batch deletes favorites, reviews, questions and photos first; the audit entry, last, fails.
    const failed = await failingD1(insertInto("admin_audit_log"), del);
    expect(failed.status).toBe(500);
    expect(failed.data.toast).toMatchObject({ description: DELETE_PROVIDER_FAILED, type: "error" });
    expect(await snapshot()).toEqual(before);
    expect(await env.MEDIA.head("providers/doomed/a.jpg")).not.toBeNull();
    expect((await del()).status).toBe(303);
    expect(await count("providers")).toBe(0);
    expect(await count("reviews")).toBe(0);
  });
});

describe("CSV import: a failing write while staging or approving", () => {
  async function post(form: Record<string, string | File>, cookie: string) {
    return fetcherPost(importAction, "/provider-import?index", form, { cookie });
  }
  const csv = (lines: string[]) => new File([`name,location,specialties\n${lines.join("\n")}\n`], "providers.csv", { type: "text/csv" });

  it("staging whose row insert fails: 'Failed to import CSV file', no batch and no row stored; the retry stages it", async () => {
    const admin = await signedIn({ role: "admin", email: "boss@truself.com" });
    const file = csv([`Glow,"Austin, TX",Botox`, `Lumen,"Dallas, TX",Fillers`]);
    const failed = await failingD1(insertInto("csv_import_rows"), () => post({ intent: "upload", file }, admin.cookie));
    expect(failed.status).toBe(500);
    expect((failed.data.result as { error: Record<string, string[]> }).error).toEqual({ "": [CSV_MESSAGES.failed] });
    expect(await count("csv_import_batches")).toBe(0);
    expect(await count("csv_import_rows")).toBe(0);
    const staged = await post({ intent: "upload", file }, admin.cookie);
    expect(staged.status).toBe(303);
    expect(await count("csv_import_rows", "status = 'pending'")).toBe(2);
  });

  it("Approve All whose one-batch commit fails falls back row by row: every row approved once, one lead and one audit entry each", async () => {
    const admin = await signedIn({ role: "admin", email: "boss@truself.com" });
    const staged = await post({ intent: "upload", file: csv([`Glow,"Austin, TX",Botox`, `Lumen,"Dallas, TX",Fillers`]) }, admin.cookie);
    const batchId = new URL(String(staged.data.location), "http://x").searchParams.get("batch")!;
    // The first providers insert is the bulk one (json_each); it fails, so the whole batch writes nothing.
    const reply = await failingD1(insertInto("providers"), () => post({ intent: "approve-all", batchId }, admin.cookie));
    expect(reply.status).toBe(200);
    expect(reply.data.toast).toEqual({ title: "Approve All finished", description: "2 approved.", type: "success" });
    expect(await count("providers", "source = 'csv'")).toBe(2);
    expect(await count("leads", "status = 'approved'")).toBe(2);
    expect(await count("csv_import_rows", "status = 'approved'")).toBe(2);
    expect(await count("admin_audit_log", "action = 'csv_row.approve'")).toBe(2);
  });
});
