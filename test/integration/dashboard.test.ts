/**
 * Issue 12 item 2: /dashboard shows real figures from D1 in each role's view (spec 002 §2), and
 * `?as=` previews stay admin-only.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEntry } from "~/audit/audit-log.server";
import { db } from "~/db/client.server";
import { emailSender } from "~/email/sender.server";
import { csvImportBatches, csvImportRows, extractionJobs, favorites, providerQuestions, reviews, users } from "~/db/schema";
import { newId } from "~/lib/ids";
import { loader as dashboardLoader } from "~/routes/account/dashboard";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type Data = Awaited<ReturnType<typeof dashboardLoader>>;

async function load(cookie: string, path = "/dashboard"): Promise<Data> {
  return dashboardLoader(routeArgs<never>(path, { headers: { Cookie: cookie } }));
}

describe("/dashboard figures", () => {
  it("patient: favorites, reviews written, questions asked and answered, recent activity, e-mails", async () => {
    await insertProviders([
      providerRow({ id: "p1", name: "Glow Spa", rating: 4.9 }),
      providerRow({ id: "p2", name: "Harbor Surgery", rating: 4.2 }),
      providerRow({ id: "p3", name: "Calm Clinic", rating: 4.0 }),
    ]);
    const patient = await createUser({ role: "patient", email: "pat@example.com" });
    const other = await createUser({ role: "patient" });
    const t = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
    await db()
      .insert(favorites)
      .values([
        { id: newId(), userId: patient.id, providerId: "p1", createdAt: t(1) },
        { id: newId(), userId: patient.id, providerId: "p2", createdAt: t(2) },
        { id: newId(), userId: other.id, providerId: "p3", createdAt: t(3) },
      ]);
    await db()
      .insert(reviews)
      .values({ id: newId(), userId: patient.id, providerId: "p2", rating: 4, createdAt: t(4) });
    await db()
      .insert(providerQuestions)
      .values([
        {
          id: newId(),
          userId: patient.id,
          providerId: "p1",
          question: "Downtime?",
          answer: "Two days.",
          answeredAt: t(9),
          createdAt: t(5),
        },
        { id: newId(), userId: patient.id, providerId: "p3", question: "Price?", createdAt: t(6) },
        { id: newId(), userId: other.id, providerId: "p3", question: "Other's", createdAt: t(7) },
      ]);
    // Sent through the app's sender (the outbox here, the e-mail API in production): the log is what the panel reads.
    await emailSender().send({ to: "pat@example.com", subject: "Verify your email", text: "x", html: "x", kind: "verify" });

    const data = await load(await sessionCookie(patient.id));
    expect(data.view).toBe("patient");
    expect(data.patient).toMatchObject({
      favorites: 2,
      reviews: 1,
      questionsAsked: 2,
      questionsAnswered: 1,
      hasAvatar: false,
      directorySize: 3,
    });
    expect(data.patient?.topRated).toEqual({ id: "p1", name: "Glow Spa", rating: 4.9 });
    expect(data.patient?.activity.map((a) => a.text)).toEqual([
      "You asked Calm Clinic a question",
      "Glow Spa answered your question",
      "You reviewed Harbor Surgery (4 stars)",
      "You saved Harbor Surgery",
      "You saved Glow Spa",
    ]);
    expect(data.patient?.emails.map((e) => [e.subject, e.status])).toEqual([["Verify your email", "sent"]]);
    expect(data.admin).toBeNull();
  });

  it("provider: the linked provider's profile completeness, reviews and unanswered questions", async () => {
    await insertProviders([
      providerRow({
        id: "mine",
        name: "My Practice",
        image: "/lovable-uploads/x.png",
        bio: "About us",
        specialties: ["Botox"],
        website: "https://example.com",
        practicePhone: "555-0100",
      }),
    ]);
    const provider = await createUser({ role: "provider", providerId: "mine" });
    const a = await createUser();
    const b = await createUser();
    await db()
      .insert(reviews)
      .values([
        { id: newId(), userId: a.id, providerId: "mine", rating: 5 },
        { id: newId(), userId: b.id, providerId: "mine", rating: 4 },
      ]);
    await db()
      .insert(providerQuestions)
      .values([
        { id: newId(), userId: a.id, providerId: "mine", question: "Open?" },
        { id: newId(), userId: b.id, providerId: "mine", question: "Done?", answer: "Yes", answeredAt: new Date() },
      ]);
    const data = await load(await sessionCookie(provider.id));
    expect(data.view).toBe("provider");
    expect(data.provider).toMatchObject({
      completeness: 50,
      missing: ["practice address", "practice email", "pricing", "education", "certifications"],
      reviews: 2,
      averageRating: 4.5,
      unanswered: 1,
    });
    expect(data.provider?.activity).toHaveLength(4);
    expect(data.questions.map((q) => q.question)).toEqual(["Open?"]);
  });

  it("admin: users, providers, new users this week, pending import rows, running extraction jobs, recent admin actions", async () => {
    const admin = await createUser({ role: "admin", email: "boss@truself.com" });
    await createUser();
    const old = await createUser();
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, old.id));
    await insertProviders([providerRow({ id: "a1" }), providerRow({ id: "a2" })]);
    await db().insert(csvImportBatches).values({ id: "b1", fileName: "x.csv", rowCount: 3 });
    await db()
      .insert(csvImportRows)
      .values([
        { id: newId(), batchId: "b1", rowNumber: 1, data: {}, status: "pending" },
        { id: newId(), batchId: "b1", rowNumber: 2, data: {}, status: "pending" },
        { id: newId(), batchId: "b1", rowNumber: 3, data: {}, status: "approved" },
      ]);
    await db()
      .insert(extractionJobs)
      .values([
        { id: newId(), status: "queued" },
        { id: newId(), status: "running" },
        { id: newId(), status: "completed" },
      ]);
    await db().batch([
      auditEntry(admin, {
        action: "role.change",
        targetType: "user",
        targetId: old.id,
        summary: "Changed role of x from patient to provider",
      }),
    ]);
    const data = await load(await sessionCookie(admin.id));
    expect(data.view).toBe("admin");
    expect(data.admin).toMatchObject({
      users: 3,
      providers: 2,
      newUsersThisWeek: 2,
      pendingImportRows: 2,
      runningExtractionJobs: 2,
      unansweredQuestions: 0,
    });
    expect(data.admin?.recentActions.map((a) => [a.actorEmail, a.summary])).toEqual([
      ["boss@truself.com", "Changed role of x from patient to provider"],
    ]);
  });

  it("?as= previews are an admin's only: others get their own view and figures", async () => {
    const admin = await createUser({ role: "admin" });
    const adminCookie = await sessionCookie(admin.id);
    expect((await load(adminCookie, "/dashboard?as=patient")).view).toBe("patient");
    expect((await load(adminCookie, "/dashboard?as=patient")).patient).not.toBeNull();
    expect((await load(adminCookie, "/dashboard?as=provider")).view).toBe("provider");
    const patient = await createUser({ role: "patient" });
    const asAdmin = await load(await sessionCookie(patient.id), "/dashboard?as=admin");
    expect(asAdmin.view).toBe("patient");
    expect(asAdmin.admin).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM admin_audit_log").first("n")).toBe(0);
  });
});
