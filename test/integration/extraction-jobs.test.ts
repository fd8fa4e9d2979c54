/**
 * The Automated Web Extraction tab (issue 13): its loader, polling and download endpoints and its
 * actions, against real D1, the real Queue and consumer, and the local fixture websites.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { extractionJobs, extractionResults, extractionTargets, leads, providers } from "~/db/schema";
import { jobView, LOST_AFTER_MS, type JobView } from "~/extraction/jobs.server";
import { EXTRACTION_MESSAGES } from "~/extraction/messages";
import { FORBIDDEN } from "~/http/action.server";
import { action, loader } from "~/routes/imports/extraction";
import { loader as downloadLoader } from "~/routes/imports/extraction.download";
import { loader as statusLoader } from "~/routes/imports/extraction.status";
import { count, fetcherPost, plainPost, toastOf } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const PAGE = "/provider-import/extraction";
const ports = env.EXTRACTION_FIXTURE_PORTS.split(",");
const site = (path: string, port = ports[0]) => `http://127.0.0.1:${port}${path}`;

async function adminCookie() {
  const admin = await createUser({ role: "admin" });
  return sessionCookie(admin.id);
}

const csv = (text: string, name = "urls.csv", type = "text/csv") => new File([text], name, { type });

async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

async function waitForJob(jobId: string, ms = 60_000): Promise<JobView> {
  const deadline = Date.now() + ms;
  for (;;) {
    const view = (await jobView(jobId))!;
    if (view.job.status === "completed" || view.job.status === "failed" || Date.now() > deadline) return view;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function startJob(cookie: string, urls: string[]): Promise<string> {
  const reply = await fetcherPost(action, PAGE, { intent: "start", urls: urls.join("\n") }, { cookie });
  expect(reply.status).toBe(303);
  return new URL(String(reply.data.location), "http://x").searchParams.get("job")!;
}

describe("who may use the extraction tab", () => {
  const GETS = [
    ["page", loader, PAGE],
    ["status", statusLoader, `${PAGE}/status?job=x`],
    ["download", downloadLoader, `${PAGE}/download?job=x`],
  ] as const;
  for (const [what, load, path] of GETS) {
    it(`${what}: a guest is sent to sign in, a patient gets 403`, async () => {
      const guest = (await thrownBy(() => load(routeArgs<never>(path)))) as Response;
      expect(guest.status).toBe(302);
      expect(guest.headers.get("Location")).toBe(`/signin?redirectTo=${encodeURIComponent(path)}`);
      const patient = await createUser({ role: "patient" });
      const Cookie = await sessionCookie(patient.id);
      const denied = (await thrownBy(() => load(routeArgs<never>(path, { headers: { Cookie } })))) as {
        init: { status: number };
      };
      expect(denied.init.status).toBe(403);
    });
  }

  for (const intent of ["start", "approve", "reject"]) {
    it(`${intent}: a guest is sent to sign in, a patient gets 403, nothing changes`, async () => {
      const form = { intent, urls: site("/sites/plain-html/"), resultId: "r1" };
      const guest = await plainPost(action, PAGE, form);
      expect(guest.status).toBe(303);
      expect(guest.location).toBe(`/signin?redirectTo=${encodeURIComponent(PAGE)}`);
      const patient = await createUser({ role: "patient" });
      const denied = await fetcherPost(action, PAGE, form, { cookie: await sessionCookie(patient.id) });
      expect(denied.status).toBe(403);
      expect(denied.data.toast?.description).toBe(FORBIDDEN);
      expect(await count("extraction_jobs")).toBe(0);
    });
  }
});

describe("starting a job", () => {
  it("refuses a file that is not a CSV", async () => {
    const reply = await fetcherPost(
      action,
      PAGE,
      { intent: "start", file: csv(site("/sites/plain-html/"), "urls.txt", "text/plain") },
      { cookie: await adminCookie() },
    );
    expect(reply.status).toBe(400);
    expect(reply.data.toast?.description).toBe(EXTRACTION_MESSAGES.notCsv);
    expect(await count("extraction_jobs")).toBe(0);
  });

  it("asks for URLs when the list has none starting with http", async () => {
    const cookie = await adminCookie();
    for (const form of [
      { intent: "start" } as Record<string, string | File>,
      { intent: "start", file: csv("url\njavascript:alert(1)\nftp://x.org/\nfile:///etc/passwd\n") },
    ]) {
      const reply = await fetcherPost(action, PAGE, form, { cookie });
      expect(reply.status).toBe(400);
      expect(reply.data.toast?.description).toBe(EXTRACTION_MESSAGES.noUrls);
    }
    expect(await count("extraction_jobs")).toBe(0);
  });

  it("refuses 501 URLs with a clear message and stores nothing", async () => {
    const urls = Array.from({ length: 501 }, (_, i) => `https://provider-${i}.example.org/`);
    const reply = await fetcherPost(
      action,
      PAGE,
      { intent: "start", file: csv(`url\n${urls.join("\n")}\n`) },
      { cookie: await adminCookie() },
    );
    expect(reply.status).toBe(400);
    expect(reply.data.toast?.description).toBe("At most 500 URLs per extraction job: this list has 501. Please split it.");
    expect(await count("extraction_jobs")).toBe(0);
    expect(await count("extraction_targets")).toBe(0);
  });

  it("keeps values starting with http, reports duplicates and malformed URLs, stores one target per URL and crawls them", async () => {
    const cookie = await adminCookie();
    const file = csv(
      [
        "Practice,Website",
        `Harbor,${site("/sites/plain-html/")}`,
        `Harbor again,${site("/sites/plain-html/")}`,
        `Sage,${site("/sites/wix-wellness/", ports[1])}`,
        "Broken,http//nowhere",
        "Metadata,http://169.254.169.254/latest/meta-data/",
        "Nothing,not a url",
      ].join("\n"),
    );
    const reply = await plainPost(action, PAGE, { intent: "start", file }, { cookie });
    expect(reply.status).toBe(303);
    const jobId = new URL(reply.location!, "http://x").searchParams.get("job")!;
    expect(reply.location).toBe(`${PAGE}?job=${jobId}`);
    expect(reply.toast).toEqual({
      title: "Extraction started",
      description: `3 URLs queued. Skipped 1 duplicate: ${site("/sites/plain-html/")}. Skipped 1 malformed URL: http//nowhere.`,
      type: "info",
    });
    const targets = await db().select().from(extractionTargets).where(eq(extractionTargets.jobId, jobId));
    expect(targets.map((t) => t.url).sort()).toEqual(
      [site("/sites/plain-html/"), site("/sites/wix-wellness/", ports[1]), "http://169.254.169.254/latest/meta-data/"].sort(),
    );
    const view = await waitForJob(jobId);
    expect(view.job).toMatchObject({ status: "completed", total: 3 });
    expect(view.counts).toEqual({ queued: 0, fetching: 0, done: 2, failed: 1 });
    expect(view.etaSeconds).toBeNull();
    expect(view.errors).toEqual([
      { url: "http://169.254.169.254/latest/meta-data/", error: "Blocked address: 169.254.169.254 is not a public website" },
    ]);
    expect(view.results.map((r) => [r.profile.name, r.confidenceScore, r.reviewStatus]).sort()).toEqual([
      ["Harbor Dermatology Associates", 100, "pending"],
      ["Sage & Stone Wellness", 100, "pending"],
    ]);
    // The page and its polling endpoint show the same job.
    const page = (await loader(routeArgs<never>(PAGE, { headers: { Cookie: cookie } }))) as { view: JobView };
    expect(page.view.job.id).toBe(jobId);
    const polled = await statusLoader(routeArgs<never>(`${PAGE}/status?job=${jobId}`, { headers: { Cookie: cookie } }));
    expect(polled.headers.get("Content-Type")).toContain("application/json");
    expect((await polled.json<JobView>()).counts).toEqual(view.counts);
  }, 90_000);

  it("stores a long list (over D1's 100 bound values per statement) as one target per URL", async () => {
    const urls = Array.from({ length: 150 }, (_, i) => `http://10.0.${Math.floor(i / 250)}.${(i % 250) + 1}/`);
    const jobId = await startJob(await adminCookie(), urls);
    expect(await count("extraction_targets", "job_id = ?", jobId)).toBe(150);
    const view = await waitForJob(jobId);
    expect(view.job).toMatchObject({ status: "failed", total: 150 });
    expect(view.counts.failed).toBe(150);
  }, 90_000);

  it("marks a job whose every target failed as failed", async () => {
    const cookie = await adminCookie();
    const jobId = await startJob(cookie, ["http://10.0.0.1/", "http://[::1]/"]);
    const view = await waitForJob(jobId);
    expect(view.job.status).toBe("failed");
    expect(view.errors.map((e) => e.error).sort()).toEqual([
      "Blocked address: 10.0.0.1 is not a public website",
      "Blocked address: [::1] is not a public website",
    ]);
  });

  it("the polling endpoint sends again a target whose message was lost", async () => {
    const cookie = await adminCookie();
    const jobId = crypto.randomUUID();
    const targetId = crypto.randomUUID();
    await db().insert(extractionJobs).values({ id: jobId, total: 1, status: "running" });
    await db()
      .insert(extractionTargets)
      .values({ id: targetId, jobId, url: "http://10.1.2.3/", updatedAt: new Date(Date.now() - LOST_AFTER_MS - 1000) });
    await statusLoader(routeArgs<never>(`${PAGE}/status?job=${jobId}`, { headers: { Cookie: cookie } }));
    const view = await waitForJob(jobId);
    expect(view.errors).toEqual([{ url: "http://10.1.2.3/", error: "Blocked address: 10.1.2.3 is not a public website" }]);
  });
});

describe("reviewing extracted profiles", () => {
  async function finishedJob(cookie: string, paths: string[]) {
    const jobId = await startJob(
      cookie,
      paths.map((p, i) => site(p, ports[i % ports.length])),
    );
    return waitForJob(jobId);
  }

  it("approving creates one provider (5 years, verified) with a lead and an audit entry, however often it is pressed", async () => {
    const cookie = await adminCookie();
    const view = await finishedJob(cookie, ["/sites/plain-html/"]);
    const result = view.results[0]!;
    const first = await plainPost(action, PAGE, { intent: "approve", resultId: result.id, jobId: view.job.id }, { cookie });
    expect(first.location).toBe(`${PAGE}?job=${view.job.id}`);
    expect(first.toast).toEqual({
      title: "Profile approved",
      description: "Harbor Dermatology Associates is now in the directory.",
      type: "success",
    });
    const again = await plainPost(action, PAGE, { intent: "approve", resultId: result.id, jobId: view.job.id }, { cookie });
    expect(again.toast?.description).toBe("Harbor Dermatology Associates is already in the directory.");
    const created = await db().select().from(providers).where(eq(providers.source, "extraction"));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      id: `extraction-${result.id}`,
      name: "Harbor Dermatology Associates",
      city: "Portland",
      state: "ME",
      location: "Portland, ME",
      yearsExperience: 5,
      isVerified: true,
      rating: 4.5,
      practicePhone: "(207) 555-0160",
      practiceEmail: "frontdesk@harbordermatology.com",
      website: site("/sites/plain-html/"),
      type: "dermatologist",
    });
    const lead = await db().select().from(leads).where(eq(leads.providerId, created[0]!.id));
    expect(lead).toEqual([
      expect.objectContaining({ status: "approved", source: "extraction", fullName: "Harbor Dermatology Associates" }),
    ]);
    expect(await count("admin_audit_log", "action = ?", "extraction.approve")).toBe(1);
    const stored = await db().query.extractionResults.findFirst({ where: eq(extractionResults.id, result.id) });
    expect(stored).toMatchObject({ reviewStatus: "approved", providerId: created[0]!.id });
  }, 60_000);

  it("rejecting only marks the profile; a rejected profile cannot be approved", async () => {
    const cookie = await adminCookie();
    const view = await finishedJob(cookie, ["/sites/wix-wellness/"]);
    const result = view.results[0]!;
    const reply = await plainPost(action, PAGE, { intent: "reject", resultId: result.id, jobId: view.job.id }, { cookie });
    expect(reply.location).toBe(`${PAGE}?job=${view.job.id}`);
    expect(reply.toast).toEqual({ title: "Profile rejected", description: "Sage & Stone Wellness was not imported.", type: "success" });
    expect((await db().query.extractionResults.findFirst({ where: eq(extractionResults.id, result.id) }))?.reviewStatus).toBe("rejected");
    expect(await count("providers", "source = 'extraction'")).toBe(0);
    expect(await count("leads")).toBe(0);
    const approve = await fetcherPost(action, PAGE, { intent: "approve", resultId: result.id }, { cookie });
    expect(approve.status).toBe(409);
    expect(approve.data.toast?.description).toBe(EXTRACTION_MESSAGES.approveFailed);
    expect(await count("providers", "source = 'extraction'")).toBe(0);
  }, 60_000);

  it("flags a profile whose name and location match an existing provider and does not approve it", async () => {
    await insertProviders([providerRow({ id: "existing-harbor", name: "Harbor  Dermatology Associates.", location: "portland, me" })]);
    const cookie = await adminCookie();
    const view = await finishedJob(cookie, ["/sites/plain-html/"]);
    const result = view.results[0]!;
    const message = "Duplicate provider: Harbor  Dermatology Associates. already exists at portland, me (ID: existing-harbor)";
    expect(result.duplicate).toEqual({ id: "existing-harbor", name: "Harbor  Dermatology Associates.", location: "portland, me" });
    const approve = await fetcherPost(action, PAGE, { intent: "approve", resultId: result.id }, { cookie });
    expect(approve.status).toBe(409);
    expect(approve.data.toast?.description).toBe(message);
    expect(await count("providers", "source = 'extraction'")).toBe(0);
  }, 60_000);

  it("an unknown profile cannot be approved", async () => {
    const reply = await fetcherPost(action, PAGE, { intent: "approve", resultId: "nope" }, { cookie: await adminCookie() });
    expect(reply.status).toBe(409);
    expect(reply.data.toast?.description).toBe("Failed to approve profile");
  });
});

describe("downloading results", () => {
  it("says there is nothing to download when a job has no results", async () => {
    const cookie = await adminCookie();
    const jobId = crypto.randomUUID();
    await db().insert(extractionJobs).values({ id: jobId, total: 0, status: "completed" });
    const res = await downloadLoader(routeArgs<never>(`${PAGE}/download?job=${jobId}`, { headers: { Cookie: cookie } }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${PAGE}?job=${jobId}`);
    expect((await toastOf(res))?.description).toBe(EXTRACTION_MESSAGES.noResults);
  });

  it("quotes every cell and neutralises formula cells", async () => {
    const cookie = await adminCookie();
    const jobId = crypto.randomUUID();
    const targetId = crypto.randomUUID();
    await db().insert(extractionJobs).values({ id: jobId, total: 1, processed: 1, status: "completed" });
    await db().insert(extractionTargets).values({ id: targetId, jobId, url: "https://evil.example.org/", status: "done" });
    const profile = {
      source_url: "https://evil.example.org/",
      name: '=HYPERLINK("http://evil","x")',
      type: "+medspa",
      location: { address: "-1 Main St", city: "@City", state: "\tTX", zip: "\r75001" },
      contact: { phone: "+1 555 0100", email: "a@b.co" },
      services: ["Botox", "=1+1"],
      credentials: [],
      images: { facade: [], providers: [], treatment_rooms: [], before_after: [] },
      business_info: { hours: 'Mon "9-5"' },
      confidence_score: 50,
      extraction_date: "2026-11-30T00:00:00.000Z",
    };
    await db()
      .insert(extractionResults)
      .values({ id: crypto.randomUUID(), targetId, jobId, sourceUrl: profile.source_url, profile, confidenceScore: 50 });
    const res = await downloadLoader(routeArgs<never>(`${PAGE}/download?job=${jobId}`, { headers: { Cookie: cookie } }));
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="extraction-${jobId.slice(0, 8)}-results.csv"`);
    const [header, row] = (await res.text()).split("\r\n");
    expect(header).toBe(
      '"Source URL","Status","Confidence","Name","Type","Address","City","State","Zip","Phone","Email","Services","Credentials","Hours","Facade images","Provider images","Treatment room images","Before/after images","Provider ID","Extracted"',
    );
    expect(row).toBe(
      `"https://evil.example.org/","Pending","50","'=HYPERLINK(""http://evil"",""x"")","'+medspa","'-1 Main St","'@City","'\tTX","'\r75001","'+1 555 0100","a@b.co","Botox; =1+1","","Mon ""9-5""","","","","","","2026-11-30T00:00:00.000Z"`,
    );
  });
});
