/**
 * Reads the structure of an uploaded JPEG, PNG or WebP without decoding its pixels: the file must
 * be complete (every segment or chunk inside the file, PNG chunk CRCs right, JPEG ending in EOI,
 * WebP's RIFF size matching), its dimensions within the policy, and what it carries beyond the
 * picture (EXIF with GPS positions, XMP, comments, text chunks, bytes after the end) is removed.
 * Workers has no image codec, so this is the server's check on every upload path; the browser
 * still re-encodes with a canvas when it can.
 */
import { sniffImageType, type SniffedImage } from "./sniff";

export const MAX_IMAGE_SIDE = 8_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_DAMAGED = "This photo could not be read: the file is damaged or incomplete. Please choose another one.";
export const IMAGE_TOO_MANY_PIXELS = "Profile photo must be at most 8,000 pixels on each side (40 megapixels in all).";

export type CleanImage = { type: SniffedImage; width: number; height: number; bytes: Uint8Array };
export type ImageProblem = { problem: "not-an-image" | "damaged" | "too-many-pixels" };

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

/** The image's type, size and metadata-free bytes, or why it is refused. */
export function inspectImage(bytes: Uint8Array): CleanImage | ImageProblem {
  const type = sniffImageType(bytes);
  if (!type) return { problem: "not-an-image" };
  let image: Omit<CleanImage, "type">;
  try {
    image = type === "image/jpeg" ? cleanJpeg(bytes) : type === "image/png" ? cleanPng(bytes) : cleanWebp(bytes);
  } catch (error) {
    if (error instanceof Damaged || error instanceof RangeError) return { problem: "damaged" };
    throw error;
  }
  if (image.width < 1 || image.height < 1) return { problem: "damaged" };
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE || image.width * image.height > MAX_IMAGE_PIXELS)
    return { problem: "too-many-pixels" };
  return { type, ...image };
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

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

// ---------------------------------------------------------------- JPEG

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Keeps the segments a decoder needs (tables, frame, scans, APP0 JFIF, APP2 ICC profile, APP14
 * Adobe colour transform) and drops APP1 (EXIF, XMP), the other APPn and comments; the EXIF
 * orientation survives as a minimal EXIF segment so that portrait photos stay upright.
 */
function cleanJpeg(bytes: Uint8Array): Omit<CleanImage, "type"> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  let pos = 2;
  for (;;) {
    need(pos + 1 < bytes.length && byteAt(bytes, pos) === 0xff);
    while (byteAt(bytes, pos + 1) === 0xff) pos++; // fill bytes
    need(pos + 1 < bytes.length);
    const marker = byteAt(bytes, pos + 1);
    if (marker === 0xd9) {
      parts.push(bytes.subarray(pos, pos + 2)); // EOI; anything after it is dropped
      break;
    }
    need(marker !== 0x00 && marker !== 0xd8 && !(marker >= 0xd0 && marker <= 0xd7) && marker !== 0x01);
    need(pos + 4 <= bytes.length);
    const length = view.getUint16(pos + 2);
    need(length >= 2 && pos + 2 + length <= bytes.length);
    const at = pos;
    const segment = bytes.subarray(at, at + 2 + length);
    const body = bytes.subarray(at + 4, at + 2 + length);
    pos += 2 + length;
    if (SOF_MARKERS.has(marker)) {
      // precision (1 byte), then height and width
      need(body.length >= 6 && !size);
      size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === 0xe1 && ascii(body, 0, 6) === "Exif\0\0") orientation ??= exifOrientation(body.subarray(6));
    const keep =
      !(marker >= 0xe0 && marker <= 0xef) && marker !== 0xfe
        ? true
        : (marker === 0xe0 && ascii(body, 0, 5) === "JFIF\0") ||
          (marker === 0xe2 && ascii(body, 0, 12) === "ICC_PROFILE\0") ||
          (marker === 0xee && ascii(body, 0, 5) === "Adobe");
    if (keep) parts.push(segment);
    if (marker === 0xda) {
      need(size !== null);
      scans++;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      const start = pos;
      while (
        pos + 1 < bytes.length &&
        !(
          byteAt(bytes, pos) === 0xff &&
          byteAt(bytes, pos + 1) !== 0x00 &&
          !(byteAt(bytes, pos + 1) >= 0xd0 && byteAt(bytes, pos + 1) <= 0xd7)
        )
      )
        pos++;
      need(pos + 1 < bytes.length);
      parts.push(bytes.subarray(start, pos));
    }
  }
  need(size !== null && scans > 0);
  if (orientation && orientation !== 1) parts.splice(1, 0, orientationSegment(orientation));
  return { ...size, bytes: concat(parts) };
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

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = byteAt(crcTable, (crc ^ b) & 0xff) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function cleanPng(bytes: Uint8Array): Omit<CleanImage, "type"> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let size: { width: number; height: number } | null = null;
  let sawData = false;
  let pos = 8;
  for (;;) {
    need(pos + 12 <= bytes.length);
    const length = view.getUint32(pos);
    need(length <= bytes.length - pos - 12);
    const type = ascii(bytes, pos + 4, 4);
    need(/^[A-Za-z]{4}$/.test(type));
    const chunk = bytes.subarray(pos, pos + 12 + length);
    need(crc32(chunk.subarray(4, 8 + length)) === view.getUint32(pos + 8 + length));
    if (pos === 8) {
      need(type === "IHDR" && length === 13);
      size = { width: view.getUint32(pos + 8), height: view.getUint32(pos + 12) };
    }
    pos += 12 + length;
    if (type === "IDAT") sawData = true;
    const critical = type.charCodeAt(0) < 0x61;
    if (critical || PNG_KEEP_ANCILLARY.has(type)) parts.push(chunk);
    if (type === "IEND") break; // anything after it is dropped
  }
  need(size !== null && sawData);
  return { ...size, bytes: concat(parts) };
}

// ---------------------------------------------------------------- WebP

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function cleanWebp(bytes: Uint8Array): Omit<CleanImage, "type"> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffSize = view.getUint32(4, true);
  need(riffSize >= 4 && 8 + riffSize <= bytes.length);
  const end = 8 + riffSize; // anything after the RIFF container is dropped
  const chunks: Uint8Array[] = [];
  let size: { width: number; height: number } | null = null;
  let canvas: { width: number; height: number } | null = null;
  let hasPicture = false;
  let pos = 12;
  while (pos < end) {
    need(pos + 8 <= end);
    const fourcc = ascii(bytes, pos, 4);
    const length = view.getUint32(pos + 4, true);
    const padded = length + (length % 2);
    need(padded <= end - pos - 8);
    const data = bytes.subarray(pos + 8, pos + 8 + length);
    const chunk = bytes.subarray(pos, pos + 8 + padded);
    pos += 8 + padded;
    if (fourcc === "VP8X") {
      need(chunks.length === 0 && length >= 10);
      canvas = {
        width: 1 + (byteAt(data, 4) | (byteAt(data, 5) << 8) | (byteAt(data, 6) << 16)),
        height: 1 + (byteAt(data, 7) | (byteAt(data, 8) << 8) | (byteAt(data, 9) << 16)),
      };
      chunks.push(chunk.slice()); // a copy: its flags are rewritten below
    } else if (fourcc === "VP8 ") {
      need(length >= 10 && byteAt(data, 3) === 0x9d && byteAt(data, 4) === 0x01 && byteAt(data, 5) === 0x2a);
      size ??= { width: (byteAt(data, 6) | (byteAt(data, 7) << 8)) & 0x3fff, height: (byteAt(data, 8) | (byteAt(data, 9) << 8)) & 0x3fff };
      hasPicture = true;
      chunks.push(chunk);
    } else if (fourcc === "VP8L") {
      need(length >= 5 && byteAt(data, 0) === 0x2f);
      const bits = byteAt(data, 1) | (byteAt(data, 2) << 8) | (byteAt(data, 3) << 16) | (byteAt(data, 4) << 24);
      size ??= { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
      hasPicture = true;
      chunks.push(chunk);
    } else if (fourcc === "ANMF") {
      need(canvas !== null);
      hasPicture = true;
      chunks.push(chunk);
    } else if (fourcc === "ALPH" || fourcc === "ICCP" || fourcc === "ANIM") {
      need(canvas !== null);
      chunks.push(chunk);
    }
    // EXIF, XMP and unknown chunks are dropped.
  }
  need(hasPicture);
  const dimensions = canvas ?? size;
  need(dimensions !== null);
  const vp8x = chunks[0];
  if (canvas && vp8x) vp8x[8] = byteAt(vp8x, 8) & ~(VP8X_EXIF | VP8X_XMP);
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + body.byteLength, true);
  return { ...dimensions, bytes: concat([header, body]) };
}
