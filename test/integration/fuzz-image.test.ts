/**
 * Issue 33, the security suite: property-based fuzzing (fast-check) of the hand-written image
 * header parser (app/media/image.ts) and the type sniffer (app/media/sniff.ts).
 *
 * Real files (Chromium-encoded JPEG, PNG and WebP, and the crafted ones carrying metadata, from
 * test/fixtures/images.ts) are mutated: cut at any offset, bytes flipped, ranges deleted, repeated
 * or inserted, 16- and 32-bit fields (segment and chunk lengths) set to 0 or huge values, markers and
 * chunk headers spliced in (SOI, EOI, SOS, APPn with a huge length, fill bytes, zero-length and
 * huge-length PNG chunks, VP8X/ANMF/ALPH chunks), PNG CRCs recomputed so that mutated PNGs get past
 * the checksum, or random bytes behind a valid magic.
 *
 * Properties: `sniffImageType`, `inspectImage`, `ImageInspector` (fed in random pieces) and
 * `applyEdits` return without throwing, each case within a second; the stream inspector says what
 * the in-memory one says (and refuses early only what it refuses in the end); an accepted image's
 * clean bytes start with its type's magic, are what applyEdits writes from a stream, and are
 * accepted again with the same type and size and come out unchanged (stripping is idempotent).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits, ImageInspector, inspectImage, type CleanImage, type ImagePlan, type ImageProblem } from "~/media/image";
import { sniffImageType } from "~/media/sniff";
import {
  concatBytes,
  JPEG_BYTES,
  PNG_4X3,
  PNG_BYTES,
  WEBP_ALPHA,
  WEBP_BYTES,
  jpegWithMetadata,
  pngWithMetadata,
  webpWithMetadata,
} from "../fixtures/images";

const SEED = 33;
const RUNS = 1_500;

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const SEEDS = [JPEG_BYTES, jpegWithMetadata(), PNG_BYTES, PNG_4X3, pngWithMetadata(), WEBP_BYTES, WEBP_ALPHA, webpWithMetadata()];
const MAGIC: Record<string, Uint8Array> = {
  "image/jpeg": Uint8Array.of(0xff, 0xd8, 0xff),
  "image/png": Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  "image/webp": latin1("RIFF"),
};
/** Markers and chunk headers to splice in. */
const SNIPPETS = [
  [0xff, 0xd8],
  [0xff, 0xd9],
  [0xff, 0xda, 0x00, 0x02],
  [0xff, 0xe1, 0xff, 0xff],
  [0xff, 0xe1, 0x00, 0x02],
  [0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03],
  [0xff, 0xff, 0xff, 0xff],
  [0xff, 0x00],
  [0xff, 0xd0],
  [...latin1("Exif\0\0MM\0*\0\0\0\x08\xff\xff")],
  [0xff, 0xff, 0xff, 0xff, ...latin1("IDAT")],
  [0, 0, 0, 0, ...latin1("IEND"), 0xae, 0x42, 0x60, 0x82],
  [0, 0, 0, 0, ...latin1("tEXt")],
  [0, 0, 0, 13, ...latin1("IHDR")],
  [...latin1("VP8X"), 10, 0, 0, 0, 0x3c, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
  [...latin1("ANMF"), 0, 0, 0, 0],
  [...latin1("ALPH"), 0xff, 0xff, 0xff, 0xff],
  [...latin1("VP8 "), 0, 0, 0, 0],
  [...latin1("VP8L"), 5, 0, 0, 0, 0x2f, 0xff, 0xff, 0xff, 0xff],
  [...latin1("RIFF"), 0xff, 0xff, 0xff, 0xff, ...latin1("WEBP")],
].map((bytes) => Uint8Array.from(bytes));

type Mutation =
  | { cut: number }
  | { flip: number; xor: number }
  | { remove: number; length: number }
  | { insert: number; bytes: Uint8Array }
  | { repeat: number; length: number; times: number }
  | { field: number; width: 2 | 4; value: number; little: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((cut) => ({ cut })),
  fc.record({ flip: fc.nat(), xor: fc.integer({ min: 1, max: 255 }) }),
  fc.record({ remove: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({ insert: fc.nat(), bytes: fc.oneof(fc.constantFrom(...SNIPPETS), fc.uint8Array({ minLength: 1, maxLength: 32 })) }),
  fc.record({ repeat: fc.nat(), length: fc.integer({ min: 1, max: 200 }), times: fc.integer({ min: 1, max: 50 }) }),
  fc.record({
    field: fc.nat(),
    width: fc.constantFrom(2 as const, 4 as const),
    value: fc.constantFrom(0, 1, 2, 0xffff, 0x7fffffff, 0xffffffff, 8_001, 65_535),
    little: fc.boolean(),
  }),
);

function mutate(bytes: Uint8Array, m: Mutation): Uint8Array {
  const n = Math.max(bytes.length, 1);
  const join = concatBytes;
  if ("cut" in m) return bytes.slice(0, m.cut % (bytes.length + 1));
  if ("flip" in m) {
    const out = bytes.slice();
    if (out.length) out[m.flip % n] = (out[m.flip % n] ?? 0) ^ m.xor;
    return out;
  }
  if ("remove" in m) return join(bytes.subarray(0, m.remove % n), bytes.subarray((m.remove % n) + m.length));
  if ("insert" in m) return join(bytes.subarray(0, m.insert % (bytes.length + 1)), m.bytes, bytes.subarray(m.insert % (bytes.length + 1)));
  if ("repeat" in m) {
    const from = m.repeat % n;
    const piece = bytes.subarray(from, from + m.length);
    return join(bytes.subarray(0, from), ...Array<Uint8Array>(m.times + 1).fill(piece), bytes.subarray(from + m.length));
  }
  const out = bytes.slice();
  const at = m.field % n;
  if (at + m.width > out.length) return out;
  const view = new DataView(out.buffer);
  if (m.width === 2) view.setUint16(at, m.value & 0xffff, m.little);
  else view.setUint32(at, m.value >>> 0, m.little);
  return out;
}

/** Rewrites every PNG chunk's CRC that lies inside the file, so a mutated PNG gets past the checksum. */
function fixPngCrcs(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let pos = 8; pos + 12 <= out.length;) {
    const length = view.getUint32(pos);
    if (pos + 12 + length > out.length) break;
    view.setUint32(pos + 8 + length, crc32(out.subarray(pos + 4, pos + 8 + length)));
    pos += 12 + length;
  }
  return out;
}
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const mutated = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({ seed: fc.constantFrom(...SEEDS), mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }), fixCrc: fc.boolean() })
      .map(({ seed, mutations, fixCrc }) => {
        const bytes = mutations.reduce(mutate, seed);
        return fixCrc && sniffImageType(bytes) === "image/png" ? fixPngCrcs(bytes) : bytes;
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...Object.values(MAGIC), latin1("RIFF\x10\0\0\0WEBP")), fc.uint8Array({ maxLength: 512 }))
      .map(([magic, rest]) => Uint8Array.from([...magic, ...rest])),
  },
);

/** Splits `bytes` into pieces at the given cut points (the way a body streams in). */
function pieces(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...at, bytes.length]) {
    if (cut > from) out.push(bytes.slice(from, cut));
    from = Math.max(from, cut);
  }
  return out;
}

const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

async function written(chunks: Uint8Array[], plan: ImagePlan): Promise<Uint8Array> {
  const out: Uint8Array[] = [];
  await applyEdits(streamOf(chunks), plan.edits, new WritableStream({ write: (chunk) => void out.push(chunk.slice()) }));
  return Uint8Array.from(out.flatMap((c) => [...c]));
}

const verdict = (r: CleanImage | ImagePlan | ImageProblem) => ("problem" in r ? r.problem : `${r.type} ${r.width}x${r.height}`);
const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => prefix.every((b, i) => bytes[i] === b);

/** Wall time in workerd moves only across I/O, so a case is timed from one timer tick to the next. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function timed(work: () => Promise<void>): Promise<number> {
  await tick();
  const started = Date.now();
  await work();
  await tick();
  return Date.now() - started;
}

let cases = 0;
let accepted = 0;

/** One case: every function answers, the stream and in-memory verdicts agree, an accepted image strips idempotently. */
async function check(bytes: Uint8Array, cuts: number[]): Promise<void> {
  const type = sniffImageType(bytes);
  const clean = inspectImage(bytes);
  if (type === null) expect(clean).toEqual({ problem: "not-an-image" });

  // The same file streamed in pieces: the same verdict, an early refusal only when it is final.
  const chunks = pieces(bytes, cuts);
  const inspector = new ImageInspector();
  let settledEarly: ImageProblem | undefined;
  for (const chunk of chunks) {
    inspector.push(chunk);
    settledEarly ??= inspector.settled;
  }
  const plan = inspector.finish();
  expect(verdict(plan)).toBe(verdict(clean));
  if (settledEarly) expect(plan).toEqual(settledEarly);

  if (!("problem" in clean) && !("problem" in plan)) {
    accepted++;
    expect(startsWith(clean.bytes, MAGIC[clean.type]!), "the clean file starts with its magic").toBe(true);
    expect(clean.bytes.length).toBe(plan.length);
    expect(await written(chunks, plan), "applyEdits writes what inspectImage returns").toEqual(clean.bytes);
    const again = inspectImage(clean.bytes);
    expect(verdict(again), "the clean file is accepted again").toBe(verdict(clean));
    expect((again as CleanImage).bytes, "stripping is idempotent").toEqual(clean.bytes);
  }
}

describe("fuzzing the image header parser (issue 33)", () => {
  it(
    "mutated and truncated JPEG, PNG and WebP files: accepted or refused, never a throw or a hang; stripping is idempotent",
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(mutated, fc.array(fc.nat(), { maxLength: 6 }), async (bytes, cuts) => {
          cases++;
          const ms = await timed(() => check(bytes, cuts));
          // A busy machine can stall one case; a slow parse is slow again.
          if (ms >= 1_000) expect(await timed(() => check(bytes, cuts)), "a case finishes within a second").toBeLessThan(1_000);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      console.log(`fuzz-image: ${cases} cases, ${accepted} accepted (seed ${SEED})`);
      expect(accepted, "some mutated files are still images (the fuzz reaches the stripping)").toBeGreaterThan(RUNS / 20);
    },
  );
});
