import { LIMITS } from "~/lib/limits";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { visibleQuestionsFor } from "~/questions/question-queries.server";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/account/dashboard";
import { FORBIDDEN_ANSWER } from "~/questions/question-schemas";
import { action as askAction } from "~/routes/provider/questions";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { at } from "~/lib/invariant";
import { holdClockInsideWindows } from "../fixtures/clock";

const path = "/provider/p1/questions";
const params = { providerId: "p1" };
type DashArgs = Parameters<typeof dashboardAction>[0];
type DashLoaderArgs = Parameters<typeof dashboardLoader>[0];

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

async function ask(cookie: string, question: string, providerId = "p1") {
  return fetcherPost(askAction, `/provider/${providerId}/questions`, { question }, { cookie, params: { providerId } });
}

async function answer(cookie: string | undefined, questionId: string, text = "About two weeks.") {
  const result = await dashboardAction(
    routeArgs<DashArgs>("/dashboard", { form: { intent: "answer", questionId, answer: text }, headers: cookie ? { Cookie: cookie } : {} }),
  );
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  const r = result as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
  return { status: r.init.status, message: Object.values(r.data.result.error)[0]?.[0] };
}

async function onlyQuestionId() {
  return (await env.DB.prepare("SELECT id FROM provider_questions").first<{ id: string }>())!.id;
}

describe("asking a question (POST /provider/:id/questions)", () => {
  it("stores a trimmed, sanitized question for the session user", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { user, cookie } = await signedIn();
    const res = await ask(cookie, "   How long is <b>recovery</b>?<script>alert(1)</script> 🙂  ");
    expect(res.status).toBe(200);
    expect(res.data.toast?.title).toBe("Question submitted");
    const row = await env.DB.prepare("SELECT user_id, question, answer FROM provider_questions").first();
    expect(row).toEqual({ user_id: user.id, question: "How long is recovery? 🙂", answer: null });
  });

  it("empty, whitespace-only and markup-only questions get 'Please enter a question.' (400); over 1000 characters is refused", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    for (const q of ["", "   \n\t ", "<script>alert(1)</script>", "<p> </p>"]) {
      const res = await ask(cookie, q);
      expect(res.status, q).toBe(400);
      expect(res.data.toast?.description).toBe("Please enter a question.");
    }
    const missing = await fetcherPost(askAction, path, {}, { cookie, params });
    expect(missing.data.toast?.description).toBe("Please enter a question.");
    const long = await ask(cookie, "q".repeat(1001));
    expect(long.status).toBe(400);
    expect(long.data.toast?.description).toBe("Question must be 1000 characters or less.");
    expect(await count("provider_questions")).toBe(0);
    expect((await ask(cookie, "q".repeat(1000))).status).toBe(200);
  });

  it("guests are sent to sign in, the demo is refused with 403, unknown providers get 404; nothing stored", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const guest = await plainPost(askAction, path, { question: "Hi?" }, { params });
    expect(guest.location).toBe(`/signin?redirectTo=${encodeURIComponent("/provider/p1#questions")}`);
    const demo = await signedIn({ isDemo: true });
    const refused = await ask(demo.cookie, "Hi?");
    expect(refused.status).toBe(403);
    expect(refused.data.toast?.description).toBe(DEMO_WRITE_REFUSED);
    const { cookie } = await signedIn();
    expect((await ask(cookie, "Hi?", "nope")).status).toBe(404);
    expect(await count("provider_questions")).toBe(0);
  });

  it("without JavaScript: redirect back to the Q&A with the toast", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    const res = await plainPost(askAction, path, { question: "  " }, { cookie, params });
    expect(res).toMatchObject({ status: 303, location: "/provider/p1#questions", toast: { description: "Please enter a question." } });
  });

  it("limits questions per account with 429", async () => {
    holdClockInsideWindows();
    await insertProviders([providerRow({ id: "p1" })]);
    const { cookie } = await signedIn();
    for (let i = 0; i < LIMITS.questionsPerUser.limit; i++) expect((await ask(cookie, `Question ${i}?`)).status).toBe(200);
    const limited = await ask(cookie, "One more?");
    expect(limited.status).toBe(429);
    expect(limited.data.toast?.description).toMatch(/^Too many questions\. Please try again in \d+ minutes?\.$/);
    expect(await count("provider_questions")).toBe(LIMITS.questionsPerUser.limit);
  });

  it("limits questions per IP across accounts with 429", async () => {
    holdClockInsideWindows();
    await insertProviders([providerRow({ id: "p1" })]);
    for (let i = 0; i < LIMITS.questionsPerIp.limit; i++) {
      const u = await signedIn();
      await fetcherPost(askAction, path, { question: `Q${i}?` }, { cookie: u.cookie, params, ip: "198.51.100.7" });
    }
    const fresh = await signedIn();
    expect((await fetcherPost(askAction, path, { question: "Again?" }, { cookie: fresh.cookie, params, ip: "198.51.100.7" })).status).toBe(
      429,
    );
    expect((await fetcherPost(askAction, path, { question: "Again?" }, { cookie: fresh.cookie, params, ip: "198.51.100.8" })).status).toBe(
      200,
    );
  }, 30_000);

  it("a userId in the form cannot ask as another user", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const victim = await createUser();
    const { user, cookie } = await signedIn();
    await fetcherPost(askAction, path, { question: "Mine?", userId: victim.id, user_id: victim.id }, { cookie, params });
    expect(await count("provider_questions", "user_id = ?", victim.id)).toBe(0);
    expect(await count("provider_questions", "user_id = ?", user.id)).toBe(1);
  });
});

describe("who sees which question", () => {
  it("an unanswered question: only its asker; once answered: everyone", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const asker = await signedIn();
    const other = await signedIn();
    await ask(asker.cookie, "Do you offer payment plans?");
    const id = await onlyQuestionId();

    expect(await visibleQuestionsFor("p1", null)).toEqual([]);
    expect(await visibleQuestionsFor("p1", other.user.id)).toEqual([]);
    const own = await visibleQuestionsFor("p1", asker.user.id);
    expect(own).toMatchObject([{ id, question: "Do you offer payment plans?", answer: null, askedByViewer: true }]);

    const provider = await signedIn({ role: "provider", providerId: "p1" });
    expect((await answer(provider.cookie, id, "Yes, <i>from</i> $200 a month.")).status).toBe(303);
    for (const viewer of [null, other.user.id, asker.user.id]) {
      expect(await visibleQuestionsFor("p1", viewer)).toMatchObject([{ id, answer: "Yes, from $200 a month." }]);
    }
  });
});

describe("answering on /dashboard", () => {
  it("the linked provider sees its unanswered questions on the dashboard and answers them", async () => {
    await insertProviders([providerRow({ id: "p1", name: "Dr. One" }), providerRow({ id: "p2" })]);
    const asker = await signedIn();
    await ask(asker.cookie, "Question for p1?");
    await ask(asker.cookie, "Question for p2?", "p2");
    const provider = await signedIn({ role: "provider", providerId: "p1" });
    const dash = await dashboardLoader(routeArgs<DashLoaderArgs>("/dashboard", { headers: { Cookie: provider.cookie } }));
    expect(dash.view).toBe("provider");
    expect(dash.providerName).toBe("Dr. One");
    expect(dash.questions.map((q) => q.question)).toEqual(["Question for p1?"]);
    const id = at(dash.questions, 0).id;
    const res = await answer(provider.cookie, id);
    expect(res).toEqual({ status: 303, location: "/dashboard" });
    const after = await dashboardLoader(routeArgs<DashLoaderArgs>("/dashboard", { headers: { Cookie: provider.cookie } }));
    expect(after.questions).toEqual([]);
  });

  it("the first answer is e-mailed to the asker with a link to the questions; a changed answer is not sent again (issue 45 item 13)", async () => {
    await insertProviders([providerRow({ id: "p1", name: "Glow Clinic" })]);
    const asker = await signedIn({ email: "asker@example.com", firstName: "Ana" });
    await ask(asker.cookie, "Do you <b>offer</b> payment plans?");
    const id = await onlyQuestionId();
    const provider = await signedIn({ role: "provider", providerId: "p1" });
    expect((await answer(provider.cookie, id, "Yes, from $200 a month.")).status).toBe(303);
    const mail = await env.DB.prepare('SELECT "to", kind, subject, text, html FROM email_outbox').all<Record<string, string>>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]).toMatchObject({
      to: "asker@example.com",
      kind: "question_answered",
      subject: "Glow Clinic answered your question",
    });
    expect(mail.results[0]?.text).toBe(
      'Hi Ana,\n\nGlow Clinic answered your question on TruSelf:\n\n"Do you offer payment plans?"\n\nRead the answer: http://localhost:8787/provider/p1#questions',
    );
    expect(mail.results[0]?.html).toContain('href="http://localhost:8787/provider/p1#questions"');
    expect((await answer(provider.cookie, id, "Yes, from $150 a month.")).status).toBe(303);
    expect(await count("email_outbox")).toBe(1);
  });

  it("a refused answer sends nothing", async () => {
    await insertProviders([providerRow({ id: "p1" }), providerRow({ id: "p2" })]);
    const asker = await signedIn();
    await ask(asker.cookie, "Anyone there?");
    const id = await onlyQuestionId();
    const other = await signedIn({ role: "provider", providerId: "p2" });
    expect(await answer(other.cookie, id)).toEqual({ status: 403, message: FORBIDDEN_ANSWER });
    const own = await signedIn({ role: "provider", providerId: "p1" });
    expect(await answer(own.cookie, id, "   ")).toEqual({ status: 400, message: "Please enter an answer." });
    expect(await count("email_outbox")).toBe(0);
  });

  it("role checks: guest redirected, patient 403, provider of another record 403, demo 403, admin allowed", async () => {
    await insertProviders([providerRow({ id: "p1" }), providerRow({ id: "p2" })]);
    const asker = await signedIn();
    await ask(asker.cookie, "Anyone?");
    const id = await onlyQuestionId();

    await expect(
      dashboardAction(routeArgs<DashArgs>("/dashboard", { form: { intent: "answer", questionId: id, answer: "x" } })),
    ).resolves.toMatchObject({ status: 303 });
    await expect(dashboardLoader(routeArgs<DashLoaderArgs>("/dashboard"))).rejects.toMatchObject({ status: 302 });

    const patient = await signedIn();
    expect(await answer(patient.cookie, id)).toEqual({ status: 403, message: FORBIDDEN_ANSWER });
    // The asker cannot answer their own question either.
    expect((await answer(asker.cookie, id)).status).toBe(403);
    const otherProvider = await signedIn({ role: "provider", providerId: "p2" });
    expect(await answer(otherProvider.cookie, id)).toEqual({ status: 403, message: FORBIDDEN_ANSWER });
    const unlinkedProvider = await signedIn({ role: "provider" });
    expect((await answer(unlinkedProvider.cookie, id)).status).toBe(403);
    const demo = await signedIn({ isDemo: true, role: "provider", providerId: "p1" });
    expect(await answer(demo.cookie, id)).toEqual({ status: 403, message: DEMO_WRITE_REFUSED });
    expect(await count("provider_questions", "answer IS NOT NULL")).toBe(0);

    const admin = await signedIn({ role: "admin" });
    const adminDash = await dashboardLoader(routeArgs<DashLoaderArgs>("/dashboard", { headers: { Cookie: admin.cookie } }));
    expect(adminDash.view).toBe("admin");
    expect(adminDash.questions.map((q) => q.id)).toEqual([id]);
    expect((await answer(admin.cookie, id, "Admin here.")).status).toBe(303);
    expect(await count("provider_questions", "answer = 'Admin here.'")).toBe(1);
  });

  it("bad answers: empty, markup-only, too long, unknown question", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const asker = await signedIn();
    await ask(asker.cookie, "Anyone?");
    const id = await onlyQuestionId();
    const provider = await signedIn({ role: "provider", providerId: "p1" });
    expect(await answer(provider.cookie, id, "   ")).toEqual({ status: 400, message: "Please enter an answer." });
    expect(await answer(provider.cookie, id, "<script>x</script>")).toEqual({ status: 400, message: "Please enter an answer." });
    expect(await answer(provider.cookie, id, "a".repeat(2001))).toEqual({
      status: 400,
      message: "Answer must be 2000 characters or less.",
    });
    expect(await answer(provider.cookie, "nope")).toEqual({ status: 404, message: "Question not found." });
    expect(await count("provider_questions", "answer IS NOT NULL")).toBe(0);
  });

  it("patients get the patient view; only admins may preview another role with ?as=", async () => {
    const patient = await signedIn();
    const asPatient = await dashboardLoader(routeArgs<DashLoaderArgs>("/dashboard?as=admin", { headers: { Cookie: patient.cookie } }));
    expect(asPatient.view).toBe("patient");
    expect(asPatient.questions).toEqual([]);
    const admin = await signedIn({ role: "admin" });
    expect((await dashboardLoader(routeArgs<DashLoaderArgs>("/dashboard?as=patient", { headers: { Cookie: admin.cookie } }))).view).toBe(
      "patient",
    );
  });
});
