/**
 * The extraction accuracy benchmark's scoring, run in workerd by bench/extraction-accuracy.config.ts
 * (`npm run bench:extraction-accuracy`): for every real website of test/fixtures/extraction/real, the
 * extractor alone on the home page and the pipeline (the Queue consumer reading the site's pages and
 * merging them) are scored on name, phone, e-mail, city and state against what a person reads off the
 * site. It prints figures and asserts nothing: a benchmark, not a test.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { it } from "vitest";
import { db } from "~/db/client.server";
import { extractionJobs, extractionResults, extractionTargets } from "~/db/schema";
import { consumerOptionsFrom, processExtractionMessage, type ExtractionMessage } from "~/extraction/consumer.server";
import { crawlOptionsFrom, fetchPage } from "~/extraction/crawler.server";
import { extractProfile, type ExtractedProfile } from "~/extraction/extract-profile";
import { REAL_SITES } from "../fixtures/extraction/real/expected";

declare global {
  namespace Cloudflare {
    interface Env {
      REAL_SITE_PORTS: string;
    }
  }
}

const FIELDS = ["name", "phone", "email", "city", "state"] as const;
type Field = (typeof FIELDS)[number];

const read = (p: ExtractedProfile): Record<Field, string> => ({
  name: p.name,
  phone: p.contact.phone,
  email: p.contact.email,
  city: p.location.city,
  state: p.location.state,
});

/** Compared as a person would: names without case and punctuation, phones by their digits (a US country code aside). */
function same(field: Field, got: string, want: string): boolean {
  const norm = (v: string) => {
    if (field === "phone") return v.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
    return v
      .toLowerCase()
      .replace(/[^\p{L}\p{N}@.]+/gu, " ")
      .trim();
  };
  return norm(got) === norm(want);
}

/** The pipeline as the Queue runs it: one target, its messages followed through every deferral (spacing 0 here). */
async function throughPipeline(url: string): Promise<ExtractedProfile | null> {
  const jobId = crypto.randomUUID();
  const targetId = crypto.randomUUID();
  await db().insert(extractionJobs).values({ id: jobId, total: 1 });
  await db().insert(extractionTargets).values({ id: targetId, jobId, url });
  let body: ExtractionMessage = { jobId, targetId };
  for (let i = 0; i < 20; i++) {
    const outcome = await processExtractionMessage(body, consumerOptionsFrom(env));
    if (outcome.kind !== "defer") break;
    body = outcome.body;
  }
  const [result] = await db().select().from(extractionResults).where(eq(extractionResults.targetId, targetId));
  return (result?.profile as ExtractedProfile | undefined) ?? null;
}

it("prints the hit rate per field on the real provider websites", async () => {
  const ports = JSON.parse(env.REAL_SITE_PORTS) as Record<string, number>;
  const crawl = crawlOptionsFrom(env);
  const hits = { alone: Object.fromEntries(FIELDS.map((f) => [f, 0])), pipeline: Object.fromEntries(FIELDS.map((f) => [f, 0])) };
  const misses: string[] = [];
  const sites = Object.entries(REAL_SITES);
  for (const [site, expected] of sites) {
    const url = `http://127.0.0.1:${ports[site]}/`;
    const alone = read(await extractProfile((await fetchPage(url, crawl)).html, url));
    const piped = await throughPipeline(url);
    const pipeline = piped ? read(piped) : null;
    for (const field of FIELDS) {
      const wants = [expected[field]].flat();
      const ok = (got: string | undefined) => got !== undefined && wants.some((w) => same(field, got, w));
      if (ok(alone[field])) hits.alone[field]!++;
      if (ok(pipeline?.[field])) hits.pipeline[field]!++;
      if (!ok(alone[field]) || !ok(pipeline?.[field]))
        misses.push(
          `  ${site} ${field}: expected ${JSON.stringify(wants.join(" | "))}, alone ${JSON.stringify(alone[field])}, pipeline ${pipeline ? JSON.stringify(pipeline[field]) : "(no result)"}`,
        );
    }
  }
  const rate = (n: number) => `${String(n).padStart(2)}/${sites.length} ${((100 * n) / sites.length).toFixed(0).padStart(3)}%`;
  const total = (h: Record<string, number>) => {
    const n = FIELDS.reduce((sum, f) => sum + h[f]!, 0);
    return `${n}/${sites.length * FIELDS.length} ${((100 * n) / (sites.length * FIELDS.length)).toFixed(0).padStart(3)}%`;
  };
  const lines = [
    `extraction accuracy on ${sites.length} real provider websites (test/fixtures/extraction/real)`,
    `  field   extractor alone (home page)   pipeline (site's pages merged)`,
    ...FIELDS.map((f) => `  ${f.padEnd(6)}  ${rate(hits.alone[f]!).padEnd(28)}  ${rate(hits.pipeline[f]!)}`),
    `  all     ${total(hits.alone).padEnd(28)}  ${total(hits.pipeline)}`,
    `misses:`,
    ...misses,
  ];
  console.log(lines.join("\n"));
});
