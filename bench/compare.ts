/**
 * Requests per second of two sides measured together (bench/run.ts, bench/distance.ts): a bounded
 * pool of concurrent keep-alive fetches on loopback, in short alternating slices, so both sides of
 * a comparison see the same background load on a shared machine.
 * Options (env): BENCH_SLICE_SECONDS (default 2), BENCH_SLICES (per side, default 6),
 * BENCH_CONCURRENCY (default 8). Smoke mode (bench/smoke.ts): one slice of 0.3 s a side, 2 at a
 * time, no warm-up, and a side with a failed request or none done fails the run.
 */
import { SMOKE, sizeOption, smokeCheck } from "./smoke.ts";

export const SLICE_SECONDS = sizeOption("BENCH_SLICE_SECONDS", 2, 0.3);
export const SLICES = sizeOption("BENCH_SLICES", 6, 1);
export const CONCURRENCY = sizeOption("BENCH_CONCURRENCY", 8, 2);
const WARMUP_MS = SMOKE ? 0 : 1_000;

/** A cookie of ours makes a request personal, so the edge cache is skipped (app/http/cache.server.ts). */
export const BYPASS_CACHE = { Cookie: "truself_toast=bench" };
export const IDENTITY = { "Accept-Encoding": "identity" };
export const GZIP = { "Accept-Encoding": "gzip, deflate" };

type Slice = { requests: number; errors: number; seconds: number; latencies: number[] };

/** CONCURRENCY loops fetching `nextUrl()` for `seconds`; counts completed 200s. */
async function slice(nextUrl: () => string, headers: Record<string, string>, seconds: number): Promise<Slice> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        try {
          const res = await fetch(nextUrl(), { headers: { ...IDENTITY, ...headers } });
          await res.arrayBuffer();
          if (res.status === 200) latencies.push(performance.now() - t0);
          else errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies };
}

export type Side = { name: string; url: () => string; headers?: Record<string, string> };
export type Result = { rps: number; requests: number; errors: number; p50: number };

/** Warms both sides, then runs SLICES alternating slices of each; rps = requests / time per side. */
export async function compare(a: Side, b: Side): Promise<[Result, Result]> {
  for (const side of [a, b]) await slice(side.url, side.headers ?? {}, WARMUP_MS / 1000);
  const slices: [Slice[], Slice[]] = [[], []];
  for (let i = 0; i < SLICES; i++) {
    const order = i % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const k of order) {
      const side = k === 0 ? a : b;
      slices[k].push(await slice(side.url, side.headers ?? {}, SLICE_SECONDS));
    }
  }
  return slices.map((list, k) => {
    const latencies = list.flatMap((x) => x.latencies).sort((x, y) => x - y);
    const requests = list.reduce((n, x) => n + x.requests, 0);
    const errors = list.reduce((n, x) => n + x.errors, 0);
    if (SMOKE) smokeCheck(errors > 0 || requests === 0, `${(k === 0 ? a : b).url()}: ${errors} failed requests, ${requests} answered 200`);
    return {
      rps: requests / list.reduce((n, x) => n + x.seconds, 0),
      requests,
      errors,
      p50: latencies[Math.floor(latencies.length / 2)] ?? 0,
    };
  }) as [Result, Result];
}

export const fmt = (n: number) => n.toFixed(0).padStart(6);
