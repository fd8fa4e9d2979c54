import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { extractionDeadLetters, extractionResults, extractionTargets } from "~/db/schema";
import { CLAIM_LEASE_MS, consumerOptionsFrom, processExtractionMessage, SPACING_MARGIN_MS } from "~/extraction/consumer.server";
import { CRAWL_ERRORS } from "~/extraction/crawler.server";
import type { ExtractedProfile } from "~/extraction/extract-profile";
import { advanceClock } from "../fixtures/clock";
import { createJob, drive, job, targetsOf, waitFor } from "../fixtures/extraction/jobs";
import worker from "../worker";

const ports = env.EXTRACTION_FIXTURE_PORTS.split(",");
const site = (path: string, port = ports[0]) => `http://127.0.0.1:${port}${path}`;
const options = consumerOptionsFrom(env);

describe("extraction consumer on the real Queue", () => {
  it("finishes a job of fixture sites with profiles, and clear per-target errors for forbidden and failing URLs", async () => {
    const urls = [
      site("/sites/plain-html/"),
      site("/redirect/microdata-clinic"),
      site("/sites/wix-wellness/", ports[1]),
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      site("/status/404"),
      site("/private/page"),
      site("/binary"),
    ];
    const { jobId, targets } = await createJob(urls);
    await env.EXTRACTION_QUEUE.sendBatch(targets.map((t) => ({ body: { jobId, targetId: t.id } })));
    const finished = await waitFor(
      () => job(jobId),
      (j) => j?.status === "completed",
      60_000,
    );
    expect(finished).toMatchObject({ status: "completed", total: 8, processed: 8, failed: 5 });
    const byUrl = Object.fromEntries((await targetsOf(jobId)).map((t) => [t.url, [t.status, t.error]]));
    expect(byUrl).toEqual({
      [urls[0]!]: ["done", null],
      [urls[1]!]: ["done", null],
      [urls[2]!]: ["done", null],
      [urls[3]!]: ["failed", "Blocked address: 169.254.169.254 is not a public website"],
      [urls[4]!]: ["failed", "Blocked address: [::1] is not a public website"],
      [urls[5]!]: ["failed", `HTTP 404 from 127.0.0.1:${ports[0]}`],
      [urls[6]!]: ["failed", CRAWL_ERRORS.robots],
      [urls[7]!]: ["failed", "Not an HTML page (image/png)"],
    });
    const results = await db().select().from(extractionResults).where(eq(extractionResults.jobId, jobId));
    expect(results.map((r) => (r.profile as { name: string }).name).sort()).toEqual([
      "Bay Area Laser & Skin Clinic",
      "Harbor Dermatology Associates",
      "Sage & Stone Wellness",
    ]);
  }, 90_000);

  it("reads a real site's own contact page when its home page lacks a contact field, and keeps the home page's name (issue 31)", async () => {
    const home = site("/real/aerni-dental/");
    const { jobId, targets } = await createJob([home]);
    const outcomes = await drive({ jobId, targetId: targets[0]!.id });
    expect(outcomes.at(-1)).toEqual({ kind: "ack", result: "done" });
    const pages = outcomes.flatMap((o) => (o.kind === "defer" && o.why === "page" ? [o.body.url] : []));
    expect(pages).toEqual([site("/real/aerni-dental/contact.php")]);
    const [result] = await db().select().from(extractionResults).where(eq(extractionResults.jobId, jobId));
    const p = result!.profile as ExtractedProfile;
    expect({ name: p.name, phone: p.contact.phone, email: p.contact.email, city: p.location.city, state: p.location.state }).toEqual({
      name: "Aerni Dental",
      phone: "(440) 238-6141",
      email: "info@aernidental.com",
      city: "Strongsville",
      state: "OH",
    });
    expect({ source: p.source_url, score: result!.confidenceScore }).toEqual({ source: home, score: p.confidence_score });
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "done", attempts: 1, error: null });
  });

  it("keeps the home page's name when an inner page names the practice otherwise (issue 31)", async () => {
    // the contact page's title says "Dentist in Shawnee KS | Richard Dervin DDS | Contact Us"
    const { jobId, targets } = await createJob([site("/real/dervin-dental/")]);
    const outcomes = await drive({ jobId, targetId: targets[0]!.id });
    const pages = outcomes.flatMap((o) => (o.kind === "defer" && o.why === "page" ? [o.body.url] : []));
    expect(pages).toEqual([site("/real/dervin-dental/dentist-in-shawnee-ks-contact.html")]);
    const [result] = await db().select().from(extractionResults).where(eq(extractionResults.jobId, jobId));
    const p = result!.profile as ExtractedProfile;
    expect({ name: p.name, email: p.contact.email, city: p.location.city }).toEqual({
      name: "Richard M. Dervin DDS",
      email: "dervindental@kc.rr.com",
      city: "Shawnee",
    });
  });

  it("skips a site's inner pages that cannot be read: the home page's profile stands (issue 31)", async () => {
    // vip-aesthetics links to /contact-us/ and /about-us/ at the host's root, where the fixture server has nothing (404)
    const { jobId, targets } = await createJob([site("/real/vip-aesthetics/")]);
    const outcomes = await drive({ jobId, targetId: targets[0]!.id });
    const pages = outcomes.flatMap((o) => (o.kind === "defer" && o.why === "page" ? [o.body.url] : []));
    expect(pages).toEqual([site("/contact-us/"), site("/about-us/")]);
    expect(outcomes.at(-1)).toEqual({ kind: "ack", result: "done" });
    const [result] = await db().select().from(extractionResults).where(eq(extractionResults.jobId, jobId));
    expect((result!.profile as ExtractedProfile).name).toBe("VIP Aesthetics");
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "done", attempts: 1, error: null });
  });

  it("produces one result when a message is delivered twice, also at the same time", async () => {
    const { jobId, targets } = await createJob([site("/sites/plain-html/")]);
    const message = { jobId, targetId: targets[0]!.id };
    const [first, second] = await Promise.all([drive(message), processExtractionMessage(message, options)]);
    const ends = [first.at(-1), second];
    expect(ends.filter((o) => o?.kind === "ack" && o.result === "done")).toHaveLength(1);
    expect(await processExtractionMessage(message, options)).toEqual({ kind: "ack", result: "skipped" });
    expect(await db().select().from(extractionResults).where(eq(extractionResults.jobId, jobId))).toHaveLength(1);
    expect(await job(jobId)).toMatchObject({ status: "completed", processed: 1, failed: 0 });
  });

  it("retries a failing site through the Queue after 2 s times the attempt number, then succeeds", async () => {
    const key = crypto.randomUUID();
    const { jobId, targets } = await createJob([site(`/flaky/${key}/2`)]);
    const message = { jobId, targetId: targets[0]!.id };
    const first = await drive(message);
    expect(first.at(-1)).toEqual({ kind: "retry", delaySeconds: 2, reason: `HTTP 503 from 127.0.0.1:${ports[0]}` });
    expect(await processExtractionMessage(message, options)).toEqual({
      kind: "retry",
      delaySeconds: 4,
      reason: `HTTP 503 from 127.0.0.1:${ports[0]}`,
    });
    expect(await processExtractionMessage(message, options)).toEqual({ kind: "ack", result: "done" });
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "done", attempts: 3, error: null });
  });

  it("after 3 retries fails the target with its cause and sends the message to the dead-letter queue", async () => {
    const { jobId, targets } = await createJob([site("/status/503")]);
    const message = { jobId, targetId: targets[0]!.id };
    const outcomes = [(await drive(message)).at(-1)];
    for (let i = 0; i < 3; i++) outcomes.push(await processExtractionMessage(message, options));
    const reason = `HTTP 503 from 127.0.0.1:${ports[0]}`;
    expect(outcomes).toEqual([
      { kind: "retry", delaySeconds: 2, reason },
      { kind: "retry", delaySeconds: 4, reason },
      { kind: "retry", delaySeconds: 6, reason },
      { kind: "dead", reason },
    ]);
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "failed", attempts: 4, error: reason });
    expect(await job(jobId)).toMatchObject({ status: "failed", processed: 1, failed: 1 });
  });

  it("a site whose name cannot be looked up (robots.txt's lookup fails first) backs off 2 s × attempt and ends failed with that cause (issue 45 item 3)", async () => {
    const host = `unresolvable-${crypto.randomUUID().slice(0, 8)}.com`;
    const { jobId, targets } = await createJob([`http://${host}/`]);
    const message = { jobId, targetId: targets[0]!.id };
    // The DNS-over-HTTPS service answers 500: the name cannot be checked, which may pass later.
    const failingDns = { ...options, crawl: { ...options.crawl, dohUrl: site("/status/500") } };
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await processExtractionMessage(message, failingDns));
    const reason = `Could not resolve ${host}`;
    expect(outcomes).toEqual([
      { kind: "retry", delaySeconds: 2, reason },
      { kind: "retry", delaySeconds: 4, reason },
      { kind: "retry", delaySeconds: 6, reason },
      { kind: "dead", reason },
    ]);
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "failed", attempts: 4, error: reason });
    expect(await job(jobId)).toMatchObject({ status: "failed", processed: 1, failed: 1 });
  });

  it("a dead letter without a cause keeps the cause its target last stored, not only 'Extraction job failed' (issue 45 item 3)", async () => {
    const { jobId, targets } = await createJob([site("/status/503")]);
    await db()
      .update(extractionTargets)
      .set({ status: "pending", attempts: 3, error: "The website did not answer within 30 seconds" })
      .where(eq(extractionTargets.id, targets[0]!.id));
    const dead = createMessageBatch("truself-extraction-dlq", [
      { id: `dlq-${jobId}`, timestamp: new Date(), attempts: 1, body: { jobId, targetId: targets[0]!.id } },
    ]);
    await worker.queue(dead, env, createExecutionContext());
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "failed", error: "The website did not answer within 30 seconds" });
    expect(
      await db().select({ reason: extractionDeadLetters.reason }).from(extractionDeadLetters).where(eq(extractionDeadLetters.jobId, jobId)),
    ).toEqual([{ reason: "The website did not answer within 30 seconds" }]);
  });

  it("the Queue handler retries with the backoff, and routes an exhausted message to the dead-letter queue, whose consumer records it once", async () => {
    // Three fetches failed before; the fourth (through a robots.txt deferral when the host is new) fails for good.
    const fresh = await createJob([site("/status/500")]);
    await db().update(extractionTargets).set({ attempts: 3 }).where(eq(extractionTargets.id, fresh.targets[0]!.id));
    const batch = createMessageBatch("truself-extraction", [
      { id: "dead-1", timestamp: new Date(), attempts: 4, body: { jobId: fresh.jobId, targetId: fresh.targets[0]!.id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead-1"]);
    const letters = await waitFor(
      () => db().select().from(extractionDeadLetters).where(eq(extractionDeadLetters.jobId, fresh.jobId)),
      (rows) => rows.length > 0,
    );
    expect(letters).toMatchObject([{ targetId: fresh.targets[0]!.id, reason: `HTTP 500 from 127.0.0.1:${ports[0]}` }]);

    // A message that kept crashing reaches the dead-letter queue without a cause: its target ends failed, once.
    const stuck = await createJob([site("/sites/plain-html/")]);
    await db().update(extractionTargets).set({ status: "fetching" }).where(eq(extractionTargets.id, stuck.targets[0]!.id));
    const body = { jobId: stuck.jobId, targetId: stuck.targets[0]!.id };
    for (const id of ["dlq-1", "dlq-1"]) {
      const dead = createMessageBatch("truself-extraction-dlq", [{ id, timestamp: new Date(), attempts: 1, body }]);
      await worker.queue(dead, env, createExecutionContext());
    }
    expect((await targetsOf(stuck.jobId))[0]).toMatchObject({ status: "failed", error: "Extraction job failed" });
    expect(await db().select().from(extractionDeadLetters).where(eq(extractionDeadLetters.jobId, stuck.jobId))).toHaveLength(1);
    expect(await job(stuck.jobId)).toMatchObject({ status: "failed", processed: 1, failed: 1 });
  });

  it("resumes a target whose Worker died mid-fetch once its claim is stale; a fresh claim is left to its holder", async () => {
    const { jobId, targets } = await createJob([site("/sites/godaddy-spa/")]);
    const message = { jobId, targetId: targets[0]!.id };
    await db()
      .update(extractionTargets)
      .set({ status: "fetching", attempts: 1, updatedAt: new Date() })
      .where(eq(extractionTargets.id, message.targetId));
    expect(await processExtractionMessage(message, options)).toMatchObject({
      kind: "defer",
      why: "claimed",
      delaySeconds: CLAIM_LEASE_MS / 1000,
    });
    await db()
      .update(extractionTargets)
      .set({ updatedAt: new Date(Date.now() - CLAIM_LEASE_MS - 1000) })
      .where(eq(extractionTargets.id, message.targetId));
    expect((await drive(message)).at(-1)).toEqual({ kind: "ack", result: "done" });
    expect(await job(jobId)).toMatchObject({ status: "completed", processed: 1 });
  });

  it("never lets two concurrent invocations fetch one host within the spacing, while other hosts proceed", async () => {
    const spaced = { ...options, spacingMs: 1500 };
    const spacing = 1500 + SPACING_MARGIN_MS;
    const hostA = [site("/sites/plain-html/", ports[2]), site("/sites/godaddy-spa/", ports[2]), site("/sites/recovery-home/", ports[2])];
    const { jobId, targets } = await createJob([...hostA, site("/sites/plain-html/", ports[1])]);
    await fetch(site("/__reset"));
    const pagesOnA = async () =>
      (await (await fetch(site("/__log"))).json<{ port: number; path: string }[]>()).filter(
        (e) => e.port === Number(ports[2]) && e.path !== "/robots.txt",
      ).length;
    // The hosts' gates (Durable Objects in this isolate) read the faked Date: it stands still unless
    // the test moves it, so the spacing passes without sleeping and no invocation arrives late.
    advanceClock(0);
    // robots.txt of both hosts first (one slot each; the first page's slot is kept for it), then all at once
    const first = await processExtractionMessage({ jobId, targetId: targets[0]!.id }, spaced);
    const other = await processExtractionMessage({ jobId, targetId: targets[3]!.id }, spaced);
    advanceClock(spacing);
    // (The first call fetched robots.txt, or the first page when an earlier test left the host's robots.txt known.)
    const firstAgain = first.kind === "defer" ? [first.body] : [];
    const fetchedBefore = await pagesOnA();
    const round = [...firstAgain, ...targets.slice(1, 3).map((t) => ({ jobId, targetId: t.id }))];
    const outcomes = await Promise.all(
      [...round, other.kind === "defer" ? other.body : { jobId, targetId: targets[3]!.id }].map((m) => processExtractionMessage(m, spaced)),
    );
    const onA = outcomes.slice(0, round.length);
    // Exactly one of them fetches; the rest wait their turn, each with a ticket and a delay.
    expect(onA.filter((o) => o.kind === "ack" && o.result === "done")).toHaveLength(1);
    const waiting = onA.flatMap((o) => (o.kind === "defer" && o.why === "host-busy" ? [o] : []));
    expect(waiting).toHaveLength(round.length - 1);
    for (const o of waiting) expect(o.delaySeconds).toBeGreaterThanOrEqual(1);
    expect(await pagesOnA()).toBe(fetchedBefore + 1);
    // The other host is not held up (its robots.txt may be known from an earlier test: then its page came first).
    expect(outcomes.at(-1)!.kind).toBe("ack");
    expect((await targetsOf(jobId)).find((t) => t.id === targets[3]!.id)?.status).toBe("done");
    // Within the spacing the next in line still waits and the host sees nothing; once it has passed, it is fetched.
    const next = waiting.map((o) => o.body).sort((a, b) => a.ticket! - b.ticket!)[0]!;
    advanceClock(spacing - 1);
    expect(await processExtractionMessage(next, spaced)).toMatchObject({ kind: "defer", why: "host-busy" });
    expect(await pagesOnA()).toBe(fetchedBefore + 1);
    advanceClock(1);
    expect(await processExtractionMessage(next, spaced)).toMatchObject({ kind: "ack", result: "done" });
    expect(await pagesOnA()).toBe(fetchedBefore + 2);
  });
});
