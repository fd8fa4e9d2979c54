/**
 * Benchmark for issue 14 (`node bench/upload-memory.ts`, after a build; npm's Node 24): the
 * Worker's resident memory (workerd's RSS, sampled every 50 ms) while 2 MB photos are PUT to
 * /media/upload, one at a time and 8 at once: a JPEG start and noise (refused by the structure
 * check once it has streamed in) and whole 2 MB photos (streamed into R2, then written clean). The
 * body streams through the check (decision 020), so memory should stay flat; the figures show it.
 * BENCH_UPLOADS (default 8). Run it with `npm run bench:upload-memory`; it serves build/ on its own
 * state folder. Smoke mode (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): 2 uploads at once; a refused
 * grant or photo ends it with exit code 1.
 */
import { execFileSync } from "node:child_process";
import { startApp } from "../test/e2e/server.ts";
import { adminCookie } from "./admin-page.ts";
import { sizeOption } from "./smoke.ts";

const UPLOADS = sizeOption("BENCH_UPLOADS", 8, 2);
const SIZE = 2 * 1024 * 1024;

function workerdPids(): Set<number> {
  const out = execFileSync("ps", ["-eo", "pid=,comm="], { encoding: "utf8" });
  return new Set(
    out
      .split("\n")
      .filter((l) => l.trim().endsWith("workerd"))
      .map((l) => Number(l.trim().split(/\s+/)[0])),
  );
}
function rssMb(pids: number[]): number {
  const out = execFileSync("ps", ["-o", "rss=", "-p", pids.join(",")], { encoding: "utf8" });
  return out.split("\n").reduce((sum, l) => sum + (Number(l.trim()) || 0), 0) / 1024;
}

const before = workerdPids();
const app = await startApp({ state: ".wrangler/bench-upload-memory-state" });
const ours = [...workerdPids()].filter((pid) => !before.has(pid));
try {
  const cookie = await adminCookie(app.baseUrl);
  // A JPEG start and 2 MB of noise: read in full, then refused by the structure check.
  const body = new Uint8Array(SIZE);
  for (let i = 0; i < SIZE; i++) body[i] = (i * 2654435761) >>> 24;
  body.set([0xff, 0xd8, 0xff, 0xe0]);
  async function grant(): Promise<string> {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      kind: "location",
      contentType: "image/jpeg",
      sizeBytes: String(SIZE),
      originalBytes: String(SIZE),
      _client: "fetcher",
    }))
      form.set(k, v);
    const res = await fetch(`${app.baseUrl}/uploads/provider-photo`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, Origin: app.baseUrl },
    });
    if (!res.ok) throw new Error(`grant: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { grant: { uploadUrl: string } }).grant.uploadUrl;
  }
  // A whole baseline JPEG of 2 MB: SOI, JFIF, frame, scan data without markers, EOI.
  const photo = new Uint8Array(SIZE);
  // prettier-ignore
  const head = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    0xff, 0xc0, 0, 11, 8, 3, 0, 4, 0, 1, 1, 0x11, 0, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0];
  for (let i = head.length; i < SIZE - 2; i++) photo[i] = (i * 31) % 0xfe;
  photo.set(head);
  photo.set([0xff, 0xd9], SIZE - 2);
  async function measure(label: string, parallel: number, upload: Uint8Array<ArrayBuffer> = body) {
    const urls = await Promise.all(Array.from({ length: parallel }, grant));
    const idle = rssMb(ours);
    let peak = idle;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(ours))), 50);
    const started = performance.now();
    await Promise.all(
      urls.map((url) =>
        fetch(`${app.baseUrl}${url}`, { method: "PUT", body: upload, headers: { "Content-Type": "image/jpeg" } }).then(async (r) => {
          if (upload === photo && r.status !== 201) throw new Error(`photo refused: ${r.status} ${await r.text()}`);
        }),
      ),
    );
    clearInterval(timer);
    console.log(
      `${label}: workerd RSS ${idle.toFixed(1)} MB before, peak ${peak.toFixed(1)} MB (+${(peak - idle).toFixed(1)} MB), ${Math.round(performance.now() - started)} ms`,
    );
  }
  console.log(`workerd processes of this server: ${ours.join(", ")}`);
  await measure("1 upload of 2 MB", 1);
  await measure("1 upload of 2 MB (again)", 1);
  await measure(`${UPLOADS} uploads of 2 MB at once`, UPLOADS);
  await measure("1 photo of 2 MB stored", 1, photo);
  await measure(`${UPLOADS} photos of 2 MB stored at once`, UPLOADS, photo);
} finally {
  app.stop();
}
