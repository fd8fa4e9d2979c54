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

type Scored = { site: string; unseen: boolean; alone: Record<Field, boolean>; pipeline: Record<Field, boolean> };

/** The hit rate per field (and over all fields) of some scored sites, for the extractor alone and the pipeline. */
function table(title: string, scored: Scored[]): string[] {
  const n = scored.length;
  const pct = (hits: number, of: number) => `${hits}/${of} ${((100 * hits) / Math.max(of, 1)).toFixed(0).padStart(3)}%`;
  const count = (way: "alone" | "pipeline", field: Field) => scored.filter((s) => s[way][field]).length;
  const all = (way: "alone" | "pipeline") => FIELDS.reduce((sum, f) => sum + count(way, f), 0);
  return [
    title,
    `  field   extractor alone (home page)   pipeline (site's pages merged)`,
    ...FIELDS.map((f) => `  ${f.padEnd(6)}  ${pct(count("alone", f), n).padEnd(28)}  ${pct(count("pipeline", f), n)}`),
    `  all     ${pct(all("alone"), n * FIELDS.length).padEnd(28)}  ${pct(all("pipeline"), n * FIELDS.length)}`,
  ];
}

it("prints the hit rate per field on the real provider websites", async () => {
  const ports = JSON.parse(env.REAL_SITE_PORTS) as Record<string, number>;
  const crawl = crawlOptionsFrom(env);
  const scored: Scored[] = [];
  const misses: string[] = [];
  for (const [site, expected] of Object.entries(REAL_SITES)) {
    const url = `http://127.0.0.1:${ports[site]}/`;
    const alone = read(await extractProfile((await fetchPage(url, crawl)).html, url));
    const piped = await throughPipeline(url);
    const pipeline = piped ? read(piped) : null;
    const entry: Scored = { site, unseen: Boolean(expected.unseen), alone: {} as Scored["alone"], pipeline: {} as Scored["pipeline"] };
    for (const field of FIELDS) {
      const wants = [expected[field]].flat();
      const ok = (got: string | undefined) => got !== undefined && wants.some((w) => same(field, got, w));
      entry.alone[field] = ok(alone[field]);
      entry.pipeline[field] = ok(pipeline?.[field]);
      if (!entry.alone[field] || !entry.pipeline[field])
        misses.push(
          `  ${site} ${field}: expected ${JSON.stringify(wants.join(" | "))}, alone ${JSON.stringify(alone[field])}, pipeline ${pipeline ? JSON.stringify(pipeline[field]) : "(no result)"}`,
        );
    }
    scored.push(entry);
  }
  const unseen = scored.filter((s) => s.unseen);
  console.log(
    [
      ...table(`extraction accuracy on ${scored.length} real provider websites (test/fixtures/extraction/real)`, scored),
      ...table(`of which ${unseen.length} added after the rules were written (never tuned against)`, unseen),
      `misses:`,
      ...misses,
    ].join("\n"),
  );
});
