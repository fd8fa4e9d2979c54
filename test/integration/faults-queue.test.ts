/**
 * Queue faults (issue 33, faults at the binding boundary): extraction messages delivered twice,
 * out of order, after a D1 failure in the middle of a target's end, and a Queue whose send fails,
 * through the real consumer (app/extraction/consumer.server.ts) and the real Queue handler
 * (workers/extraction-queue.ts) against the fixture sites. Results are stored once and the job's
 * counts stay right.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { extractionResults } from "~/db/schema";
import { consumerOptionsFrom, processExtractionMessage, type ExtractionMessage } from "~/extraction/consumer.server";
import { countFault, reportFaults, faultyD1, thirdPartyFault, withBinding } from "../fixtures/faults";
import { createJob, drive, job, targetsOf, waitFor } from "../fixtures/extraction/jobs";
import worker from "../worker";

const ports = env.EXTRACTION_FIXTURE_PORTS.split(",");
const site = (path: string, port = ports[0]) => `http://127.0.0.1:${port}${path}`;
const options = consumerOptionsFrom(env);

const resultsOf = (id: string) => db().select().from(extractionResults).where(eq(extractionResults.jobId, id));

reportFaults("faults-queue");

describe("extraction messages delivered twice or out of order", () => {
  it("the same message twice in one batch of the real Queue handler, and again later: one result, the job counted once", async () => {
    const { jobId, targets } = await createJob([site("/sites/plain-html/")]);
    const body = { jobId, targetId: targets[0]!.id };
    const batch = createMessageBatch<ExtractionMessage>("truself-extraction", [
      { id: "twice-1", timestamp: new Date(), attempts: 1, body },
      { id: "twice-2", timestamp: new Date(), attempts: 1, body },
    ]);
    countFault(); // delivered twice
    await worker.queue(batch, env, createExecutionContext());
    const done = await waitFor(
      () => job(jobId),
      (j) => j?.status === "completed",
    );
    expect(done).toMatchObject({ status: "completed", processed: 1, failed: 0 });
    // Delivered once more after the end: acknowledged, nothing changes.
    const late = createMessageBatch<ExtractionMessage>("truself-extraction", [{ id: "twice-3", timestamp: new Date(), attempts: 1, body }]);
    countFault(); // delivered again after the end
    const ctx = createExecutionContext();
    await worker.queue(late, env, ctx);
    expect((await getQueueResult(late, ctx)).explicitAcks).toEqual(["twice-3"]);
    expect(await resultsOf(jobId)).toHaveLength(1);
    expect(await job(jobId)).toEqual(done);
  });

  it("two targets' messages out of order, and a stale step of the first after its end: each result once, counts right", async () => {
    const { jobId, targets } = await createJob([site("/sites/plain-html/"), site("/sites/wix-wellness/", ports[1])]);
    const [first, second] = targets.map((t) => ({ jobId, targetId: t.id }));
    // The second target's message arrives first; the first target's redirect-free home page after it.
    const secondEnd = (await drive(second!)).at(-1);
    expect(await job(jobId)).toMatchObject({ status: "running", processed: 1, failed: 0 });
    const firstEnd = (await drive(first!)).at(-1);
    expect([secondEnd, firstEnd]).toEqual([
      { kind: "ack", result: "done" },
      { kind: "ack", result: "done" },
    ]);
    const completed = await job(jobId);
    expect(completed).toMatchObject({ status: "completed", processed: 2, failed: 0 });
    // A step of the first target (an inner page of its site) delivered late, after the target ended.
    countFault(); // out of order
    countFault(); // a step delivered late
    expect(await processExtractionMessage({ ...first!, url: site("/sites/plain-html/contact"), hops: 0 }, options)).toEqual({
      kind: "ack",
      result: "skipped",
    });
    expect(await resultsOf(jobId)).toHaveLength(2);
    expect(await job(jobId)).toEqual(completed);
  });
});

describe("a fault while a message is handled", () => {
  it("D1 fails on the result write: nothing of the end stored, the target released and retried; the redelivery stores it once", async () => {
    const { jobId, targets } = await createJob([site("/sites/plain-html/")]);
    const message = { jobId, targetId: targets[0]!.id };
    const failedEnd = await withBinding(
      "DB",
      faultyD1(env.DB, { when: (sql) => sql.toLowerCase().startsWith('insert into "extraction_results"') }),
      async () => (await drive(message)).at(-1),
    );
    expect(failedEnd).toMatchObject({ kind: "retry", delaySeconds: 2 });
    expect(await resultsOf(jobId)).toHaveLength(0);
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(await job(jobId)).toMatchObject({ processed: 0, failed: 0 });
    expect((await drive(message)).at(-1)).toEqual({ kind: "ack", result: "done" });
    expect(await resultsOf(jobId)).toHaveLength(1);
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "done", attempts: 2, error: null });
    expect(await job(jobId)).toMatchObject({ status: "completed", processed: 1, failed: 0 });
  });

  it("the Queue's send of a deferred step fails: the message is retried, not acknowledged, and the job then completes with one result", async () => {
    const { jobId, targets } = await createJob([site("/redirect/microdata-clinic")]);
    const body = { jobId, targetId: targets[0]!.id };
    const queue = { send: async () => thirdPartyFault("Queue send"), sendBatch: async () => thirdPartyFault("Queue sendBatch") };
    const batch = createMessageBatch<ExtractionMessage>("truself-extraction", [{ id: "send-1", timestamp: new Date(), attempts: 1, body }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, EXTRACTION_QUEUE: queue as unknown as Queue }, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["send-1"]);
    expect((await targetsOf(jobId))[0]).toMatchObject({ status: "pending" });
    // The Queue delivers it again (attempt 2) with the real binding.
    const again = createMessageBatch<ExtractionMessage>("truself-extraction", [{ id: "send-1", timestamp: new Date(), attempts: 2, body }]);
    await worker.queue(again, env, createExecutionContext());
    const done = await waitFor(
      () => job(jobId),
      (j) => j?.status === "completed",
    );
    expect(done).toMatchObject({ status: "completed", processed: 1, failed: 0 });
    expect(await resultsOf(jobId)).toHaveLength(1);
  });
});
