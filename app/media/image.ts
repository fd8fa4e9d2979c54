/**
 * Reads the structure of an uploaded JPEG, PNG or WebP without decoding its pixels: the file must
 * be complete (every segment or chunk inside the file, PNG chunk CRCs right, JPEG ending in EOI,
 * WebP's RIFF size matching), its dimensions within the policy, and what it carries beyond the
 * picture (EXIF with GPS positions, XMP, comments, text chunks, bytes after the end) is removed.
 * Workers has no image codec, so this is the server's check on every upload path; the browser
 * still re-encodes with a canvas when it can.
 *
 * The parsers read the file front to back as it streams in (`ImageInspector`), holding at most one
 * JPEG marker segment (64 KB) and never the picture data, and describe the clean file as edits of
 * the original (byte ranges to keep, a few bytes to insert). `applyEdits` then writes the clean
 * file from a second read of the original; `inspectImage` does both on bytes already in memory.
 */
import { sniffImageType, type SniffedImage } from "./sniff";

export const MAX_IMAGE_SIDE = 8_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_DAMAGED = "This photo could not be read: the file is damaged or incomplete. Please choose another one.";
export const IMAGE_TOO_MANY_PIXELS = "Profile photo must be at most 8,000 pixels on each side (40 megapixels in all).";

export type CleanImage = { type: SniffedImage; width: number; height: number; bytes: Uint8Array };
export type ImageProblem = { problem: "not-an-image" | "damaged" | "too-many-pixels" };

/** The clean file as edits of the original: ranges `[from, to)` of it, in order, and inserted bytes. */
export type Edit = { keep: [number, number] } | { insert: Uint8Array };
/** What a stream's structure check found: the clean file's type, size, edits and length. */
export type ImagePlan = { type: SniffedImage; width: number; height: number; edits: Edit[]; length: number };

class Damaged extends Error {}

function need(condition: boolean): asserts condition {
  if (!condition) throw new Damaged();
}

/** The byte at `index`; reading past the end means the file is cut short, and it is refused. */
function byteAt(bytes: ArrayLike<number>, index: number): number {
  const value = bytes[index];
  need(value !== undefined);
  return value;
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const u16 = (b: Uint8Array, at: number) => (byteAt(b, at) << 8) | byteAt(b, at + 1);
const u32 = (b: Uint8Array, at: number) =>
  ((byteAt(b, at) << 24) | (byteAt(b, at + 1) << 16) | (byteAt(b, at + 2) << 8) | byteAt(b, at + 3)) >>> 0;
const u32le = (b: Uint8Array, at: number) =>
  (byteAt(b, at) | (byteAt(b, at + 1) << 8) | (byteAt(b, at + 2) << 16) | (byteAt(b, at + 3) << 24)) >>> 0;

/**
 * What a parser asks of the stream: the next `read` bytes (handed over), to pass over `skip` bytes
 * (shown to `each` piece by piece), or to `scan` forward until `stop` finds the place to stop in
 * what is buffered (given at least two bytes, it answers an index, or -1 for none yet).
 */
type Ask = { read: number } | { skip: number; each?: (bytes: Uint8Array) => void } | { scan: (bytes: Uint8Array) => number };
type Parse = Generator<Ask, Omit<ImagePlan, "type" | "length">, Uint8Array | number>;

function* read(n: number): Generator<Ask, Uint8Array, Uint8Array | number> {
  return (yield { read: n }) as Uint8Array;
}
function* skip(n: number, each?: (bytes: Uint8Array) => void): Generator<Ask, void, Uint8Array | number> {
  if (n > 0) yield { skip: n, each };
}
/** Scans forward and answers how many bytes it passed over. */
function* scan(stop: (bytes: Uint8Array) => number): Generator<Ask, number, Uint8Array | number> {
  return (yield { scan: stop }) as number;
}

const PARSERS: Record<SniffedImage, () => Parse> = { "image/jpeg": parseJpeg, "image/png": parsePng, "image/webp": parseWebp };

/**
 * Checks an image as it streams in: `push` each piece, then `finish`. Bytes after the image's end
 * are passed over (they are dropped from the clean file); a stream that ends inside the image is
 * damaged. `settled` tells early that the file is refused whatever follows.
 */
export class ImageInspector {
  private head: Uint8Array = new Uint8Array(0);
  private parser: Parse | undefined;
  private type: SniffedImage | undefined;
  private ask: Ask | undefined;
  private skipLeft = 0;
  private scanned = 0;
  private buffer: Uint8Array = new Uint8Array(0);
  private at = 0;
  private outcome: Omit<ImagePlan, "type" | "length"> | ImageProblem | undefined;

  /** The refusal already known ("not-an-image" or "damaged"), if any. */
  get settled(): ImageProblem | undefined {
    return this.outcome && "problem" in this.outcome ? this.outcome : undefined;
  }

  push(chunk: Uint8Array): void {
    if (this.outcome || chunk.byteLength === 0) return;
    if (!this.parser) {
      this.head = concat([this.head, chunk]);
      if (this.head.byteLength < 12) return;
      this.start(this.head);
      return;
    }
    this.feed(chunk);
  }

  finish(): ImagePlan | ImageProblem {
    if (!this.parser && !this.outcome) this.start(this.head);
    if (!this.outcome) this.outcome = { problem: "damaged" }; // the stream ended inside the image
    if ("problem" in this.outcome) return this.outcome;
    const { width, height, edits } = this.outcome;
    if (width < 1 || height < 1) return { problem: "damaged" };
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return { problem: "too-many-pixels" };
    const length = edits.reduce((n, e) => n + ("insert" in e ? e.insert.byteLength : e.keep[1] - e.keep[0]), 0);
    return { type: this.type!, width, height, edits, length };
  }

  private start(head: Uint8Array) {
    const type = sniffImageType(head);
    if (!type) {
      this.outcome = { problem: "not-an-image" };
      return;
    }
    this.type = type;
    this.parser = PARSERS[type]();
    this.advance(undefined);
    this.feed(head);
  }

  /** Resumes the parser with the answer to its last ask. */
  private advance(answer: Uint8Array | number | undefined) {
    try {
      const step = this.parser!.next(answer as Uint8Array | number);
      if (step.done) {
        this.outcome = step.value;
        this.ask = undefined;
      } else {
        this.ask = step.value;
        this.skipLeft = "skip" in step.value ? step.value.skip : 0;
        this.scanned = 0;
      }
    } catch (error) {
      if (!(error instanceof Damaged || error instanceof RangeError)) throw error;
      this.outcome = { problem: "damaged" };
      this.ask = undefined;
    }
  }

  private feed(chunk: Uint8Array) {
    this.buffer = this.at < this.buffer.byteLength ? concat([this.buffer.subarray(this.at), chunk]) : chunk;
    this.at = 0;
    while (this.ask) {
      const ask = this.ask;
      const available = this.buffer.byteLength - this.at;
      if ("read" in ask) {
        if (available < ask.read) return;
        const bytes = this.buffer.slice(this.at, this.at + ask.read);
        this.at += ask.read;
        this.advance(bytes);
      } else if ("skip" in ask) {
        const n = Math.min(this.skipLeft, available);
        ask.each?.(this.buffer.subarray(this.at, this.at + n));
        this.at += n;
        this.skipLeft -= n;
        if (this.skipLeft > 0) return;
        this.advance(0);
      } else {
        if (available < 2) return;
        const view = this.buffer.subarray(this.at);
        const stop = ask.scan(view);
        if (stop < 0) {
          // Keep the last byte: whether it starts the stop can depend on the next one.
          this.at += view.byteLength - 1;
          this.scanned += view.byteLength - 1;
          return;
        }
        this.at += stop;
        this.advance(this.scanned + stop);
      }
    }
  }
}

/** The image's type, size and metadata-free bytes, or why it is refused (bytes already in memory). */
export function inspectImage(bytes: Uint8Array): CleanImage | ImageProblem {
  const inspector = new ImageInspector();
  inspector.push(bytes);
  const plan = inspector.finish();
  if ("problem" in plan) return plan;
  const parts = plan.edits.map((e) => ("insert" in e ? e.insert : bytes.subarray(e.keep[0], e.keep[1])));
  return { type: plan.type, width: plan.width, height: plan.height, bytes: concat(parts) };
}

/** Writes the clean file to `sink`, reading the original from `source` once (edits in order). */
export async function applyEdits(source: ReadableStream<Uint8Array>, edits: Edit[], sink: WritableStream<Uint8Array>): Promise<void> {
  const reader = source.getReader();
  const writer = sink.getWriter();
  let offset = 0;
  let next = 0;
  try {
    while (next < edits.length) {
      const edit = edits[next]!;
      if ("insert" in edit) {
        await writer.write(edit.insert);
        next++;
        continue;
      }
      const { done, value } = await reader.read();
      if (done) throw new Error("applyEdits: the original ended before its edits");
      const end = offset + value.byteLength;
      for (let e = edits[next]; e && next < edits.length; e = edits[next]) {
        if ("insert" in e) {
          await writer.write(e.insert);
        } else {
          const [from, to] = e.keep;
          if (from >= end) break;
          if (to > offset && to > from) await writer.write(value.slice(Math.max(from, offset) - offset, Math.min(to, end) - offset));
          if (to > end) break;
        }
        next++;
      }
      offset = end;
    }
    await writer.close();
  } catch (error) {
    await writer.abort(error).catch(() => {});
    throw error;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

// ---------------------------------------------------------------- JPEG

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart. */
function entropyEnd(bytes: Uint8Array): number {
  for (let i = bytes.indexOf(0xff); i >= 0 && i + 1 < bytes.length; i = bytes.indexOf(0xff, i + 1)) {
    const next = bytes[i + 1]!;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return i;
  }
  return -1;
}

/**
 * Keeps the segments a decoder needs (tables, frame, scans, APP0 JFIF, APP2 ICC profile, APP14
 * Adobe colour transform) and drops APP1 (EXIF, XMP), the other APPn and comments; the EXIF
 * orientation survives as a minimal EXIF segment so that portrait photos stay upright.
 */
function* parseJpeg(): Parse {
  yield* read(2); // SOI, sniffed
  const edits: Edit[] = [{ keep: [0, 2] }];
  let orientation: number | null = null;
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  let pos = 2;
  for (;;) {
    const start = yield* read(2);
    need(byteAt(start, 0) === 0xff);
    let marker = byteAt(start, 1);
    while (marker === 0xff) {
      pos++; // fill bytes
      marker = byteAt(yield* read(1), 0);
    }
    if (marker === 0xd9) {
      edits.push({ keep: [pos, pos + 2] }); // EOI; anything after it is dropped
      break;
    }
    need(marker !== 0x00 && marker !== 0xd8 && !(marker >= 0xd0 && marker <= 0xd7) && marker !== 0x01);
    const length = u16(yield* read(2), 0);
    need(length >= 2);
    const body = yield* read(length - 2);
    const at = pos;
    pos += 2 + length;
    if (SOF_MARKERS.has(marker)) {
      // precision (1 byte), then height and width
      need(body.length >= 6 && !size);
      size = { height: u16(body, 1), width: u16(body, 3) };
    }
    if (marker === 0xe1 && ascii(body, 0, 6) === "Exif\0\0") orientation ??= exifOrientation(body.subarray(6));
    const keep =
      !(marker >= 0xe0 && marker <= 0xef) && marker !== 0xfe
        ? true
        : (marker === 0xe0 && ascii(body, 0, 5) === "JFIF\0") ||
          (marker === 0xe2 && ascii(body, 0, 12) === "ICC_PROFILE\0") ||
          (marker === 0xee && ascii(body, 0, 5) === "Adobe");
    if (keep) edits.push({ keep: [at, pos] });
    if (marker === 0xda) {
      need(size !== null);
      scans++;
      const start = pos;
      pos += yield* scan(entropyEnd);
      edits.push({ keep: [start, pos] });
    }
  }
  need(size !== null && scans > 0);
  if (orientation && orientation !== 1) edits.splice(1, 0, { insert: orientationSegment(orientation) });
  return { ...size, edits };
}

/** The Orientation tag (0x0112) of IFD0, or null. */
function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 EXIF segment that holds the orientation and nothing else. */
function orientationSegment(orientation: number): Uint8Array {
  // prettier-ignore
  return Uint8Array.from([
    0xff, 0xe1, 0x00, 0x22, // APP1, length 34
    0x45, 0x78, 0x69, 0x66, 0x00, 0x00, // "Exif\0\0"
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF, IFD0 at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1
    0x00, 0x00, 0x00, 0x00, // no next IFD
  ]);
}

// ---------------------------------------------------------------- PNG

/** Ancillary chunks a renderer uses; every other ancillary chunk (text, EXIF, time, private data) is dropped. */
const PNG_KEEP_ANCILLARY = new Set(["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs", "bKGD", "acTL", "fcTL", "fdAT"]);

let crcTable: Uint32Array | undefined;

/** CRC-32 carried over pieces: start with 0xffffffff, finish with `^ 0xffffffff`. */
function crcUpdate(crc: number, bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  for (const b of bytes) crc = byteAt(crcTable, (crc ^ b) & 0xff) ^ (crc >>> 8);
  return crc;
}

function* parsePng(): Parse {
  yield* read(8); // signature, sniffed
  const edits: Edit[] = [{ keep: [0, 8] }];
  let size: { width: number; height: number } | null = null;
  let sawData = false;
  let pos = 8;
  for (;;) {
    const head = yield* read(8);
    const length = u32(head, 0);
    const type = ascii(head, 4, 4);
    need(/^[A-Za-z]{4}$/.test(type));
    let crc = crcUpdate(0xffffffff, head.subarray(4, 8));
    if (pos === 8) {
      need(type === "IHDR" && length === 13);
      const data = yield* read(13);
      crc = crcUpdate(crc, data);
      size = { width: u32(data, 0), height: u32(data, 4) };
    } else {
      yield* skip(length, (bytes) => (crc = crcUpdate(crc, bytes)));
    }
    need((crc ^ 0xffffffff) >>> 0 === u32(yield* read(4), 0));
    const at = pos;
    pos += 12 + length;
    if (type === "IDAT") sawData = true;
    const critical = type.charCodeAt(0) < 0x61;
    if (critical || PNG_KEEP_ANCILLARY.has(type)) edits.push({ keep: [at, pos] });
    if (type === "IEND") break; // anything after it is dropped
  }
  need(size !== null && sawData);
  return { ...size, edits };
}

// ---------------------------------------------------------------- WebP

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function* parseWebp(): Parse {
  const header = yield* read(12); // RIFF size WEBP, sniffed
  const riffSize = u32le(header, 4);
  need(riffSize >= 4);
  const end = 8 + riffSize; // anything after the RIFF container is dropped
  const edits: Edit[] = [{ insert: header }]; // its RIFF size is rewritten below
  let kept = 0;
  let bodyLength = 0;
  let size: { width: number; height: number } | null = null;
  let canvas: { width: number; height: number } | null = null;
  let hasPicture = false;
  let pos = 12;
  const keepChunk = (at: number, length: number) => {
    edits.push({ keep: [at, at + length] });
    bodyLength += length;
    kept++;
  };
  while (pos < end) {
    need(pos + 8 <= end);
    const head = yield* read(8);
    const fourcc = ascii(head, 0, 4);
    const length = u32le(head, 4);
    const padded = length + (length % 2);
    need(padded <= end - pos - 8);
    const at = pos;
    pos += 8 + padded;
    if (fourcc === "VP8X") {
      need(kept === 0 && length >= 10);
      const data = yield* read(10);
      canvas = {
        width: 1 + (byteAt(data, 4) | (byteAt(data, 5) << 8) | (byteAt(data, 6) << 16)),
        height: 1 + (byteAt(data, 7) | (byteAt(data, 8) << 8) | (byteAt(data, 9) << 16)),
      };
      yield* skip(padded - 10);
      // The chunk as it is, but for its flags byte: EXIF and XMP are dropped below.
      edits.push({ keep: [at, at + 8] }, { insert: Uint8Array.of(byteAt(data, 0) & ~(VP8X_EXIF | VP8X_XMP)) }, { keep: [at + 9, pos] });
      bodyLength += 8 + padded;
      kept++;
    } else if (fourcc === "VP8 ") {
      need(length >= 10);
      const data = yield* read(10);
      need(byteAt(data, 3) === 0x9d && byteAt(data, 4) === 0x01 && byteAt(data, 5) === 0x2a);
      size ??= { width: (byteAt(data, 6) | (byteAt(data, 7) << 8)) & 0x3fff, height: (byteAt(data, 8) | (byteAt(data, 9) << 8)) & 0x3fff };
      hasPicture = true;
      yield* skip(padded - 10);
      keepChunk(at, 8 + padded);
    } else if (fourcc === "VP8L") {
      need(length >= 5);
      const data = yield* read(5);
      need(byteAt(data, 0) === 0x2f);
      const bits = byteAt(data, 1) | (byteAt(data, 2) << 8) | (byteAt(data, 3) << 16) | (byteAt(data, 4) << 24);
      size ??= { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
      hasPicture = true;
      yield* skip(padded - 5);
      keepChunk(at, 8 + padded);
    } else if (fourcc === "ANMF") {
      need(canvas !== null);
      hasPicture = true;
      yield* skip(padded);
      keepChunk(at, 8 + padded);
    } else if (fourcc === "ALPH" || fourcc === "ICCP" || fourcc === "ANIM") {
      need(canvas !== null);
      yield* skip(padded);
      keepChunk(at, 8 + padded);
    } else {
      yield* skip(padded); // EXIF, XMP and unknown chunks are dropped.
    }
  }
  need(hasPicture);
  const dimensions = canvas ?? size;
  need(dimensions !== null);
  new DataView(header.buffer, header.byteOffset, header.byteLength).setUint32(4, 4 + bodyLength, true);
  return { ...dimensions, edits };
}
