/**
 * The seeded before-and-after sets' pictures (issue 48 item 5): simple drawings made at seed time,
 * never photos of people. A face or a torso on a plain background, the "before" with the lines,
 * spots or contour the procedure treats and the "after" with fewer, and a band across the bottom
 * that reads SAMPLE ILLUSTRATION. Deterministic (the same set number gives the same bytes) and
 * written as small palette PNGs with the platform's own CompressionStream, so the seed (Node) and
 * the integration tests (workerd) draw the same files.
 */
import { seededRandom } from "./reviews.ts";

export const ILLUSTRATION_SIZE = 400;
export type IllustrationKind = "face" | "body";
export type Stage = "before" | "after";

const SIZE = ILLUSTRATION_SIZE;
const BAND = 44;
// Palette indexes; 0 is the background, which a new canvas already is.
const [SKIN, OUTLINE, BAND_COLOR, TEXT, MARK, HAIR] = [1, 2, 3, 4, 5, 6];
const SKIN_TONES = [
  [241, 204, 176],
  [224, 172, 135],
  [190, 130, 95],
  [141, 94, 66],
] as const;
const BACKGROUNDS = [
  [226, 236, 244],
  [236, 230, 242],
  [229, 240, 232],
] as const;

/** 5x7 capitals for the band's words, one string per row ("#" lit). */
const GLYPHS: Record<string, string[]> = {
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  I: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "#####"],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  O: [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  N: ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
  " ": [".....", ".....", ".....", ".....", ".....", ".....", "....."],
};
export const ILLUSTRATION_LABEL = "SAMPLE ILLUSTRATION";

class Canvas {
  readonly pixels = new Uint8Array(SIZE * SIZE);
  set(x: number, y: number, color: number) {
    if (x >= 0 && y >= 0 && x < SIZE && y < SIZE) this.pixels[Math.floor(y) * SIZE + Math.floor(x)] = color;
  }
  rect(x0: number, y0: number, w: number, h: number, color: number) {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, color);
  }
  /** A filled ellipse with a 3 px outline. */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: number) {
    for (let y = Math.floor(cy - ry - 3); y <= cy + ry + 3; y++)
      for (let x = Math.floor(cx - rx - 3); x <= cx + rx + 3; x++) {
        const inner = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
        const outer = ((x - cx) / (rx + 3)) ** 2 + ((y - cy) / (ry + 3)) ** 2;
        if (inner <= 1) this.set(x, y, color);
        else if (outer <= 1) this.set(x, y, OUTLINE);
      }
  }
  line(x0: number, y0: number, x1: number, y1: number, color: number, width = 2) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
    for (let i = 0; i <= steps; i++) {
      const x = x0 + ((x1 - x0) * i) / steps;
      const y = y0 + ((y1 - y0) * i) / steps;
      this.rect(Math.round(x), Math.round(y), width, width, color);
    }
  }
  text(words: string, y: number, scale: number, color: number) {
    const width = words.length * 6 * scale - scale;
    let x = Math.floor((SIZE - width) / 2);
    for (const char of words) {
      const glyph = GLYPHS[char] ?? GLYPHS[" "]!;
      glyph.forEach((row, gy) =>
        [...row].forEach((lit, gx) => lit === "#" && this.rect(x + gx * scale, y + gy * scale, scale, scale, color)),
      );
      x += 6 * scale;
    }
  }
}

function drawFace(canvas: Canvas, stage: Stage, next: () => number) {
  const cx = SIZE / 2;
  canvas.ellipse(cx, 380, 150, 70, SKIN); // shoulders
  canvas.rect(cx - 36, 250, 72, 70, SKIN); // neck
  canvas.ellipse(cx, 170, 105, 130, SKIN); // head
  canvas.ellipse(cx, 72, 100, 40, HAIR);
  canvas.ellipse(cx - 40, 160, 12, 7, OUTLINE); // eyes
  canvas.ellipse(cx + 40, 160, 12, 7, OUTLINE);
  canvas.line(cx, 175, cx - 8, 215, OUTLINE); // nose
  canvas.ellipse(cx, 248, stage === "after" ? 30 : 26, stage === "after" ? 9 : 5, MARK); // lips
  // What the treatment changes: forehead lines, crow's feet and spots before, a trace of them after.
  const lines = stage === "before" ? 3 : 1;
  for (let i = 0; i < lines; i++) canvas.line(cx - 55, 110 + i * 12, cx + 55, 112 + i * 12, MARK);
  if (stage === "before") {
    for (const side of [-1, 1]) for (let i = 0; i < 3; i++) canvas.line(cx + side * 70, 150 + i * 10, cx + side * 92, 144 + i * 14, MARK);
  }
  const spots = stage === "before" ? 14 : 3;
  for (let i = 0; i < spots; i++) canvas.ellipse(cx - 70 + next() * 140, 185 + next() * 40, 3, 3, MARK);
}

function drawBody(canvas: Canvas, stage: Stage) {
  const cx = SIZE / 2;
  const waist = stage === "before" ? 100 : 74;
  // A torso row by row: shoulders, the waist the procedure treats, then the hips.
  const halfWidth = (y: number) => {
    if (y < 150) return 135 - ((135 - waist) * (y - 20)) / 130;
    if (y < 250) return waist + (stage === "before" ? 14 * Math.sin(((y - 150) / 100) * Math.PI) : 0);
    return waist + ((125 - waist) * (y - 250)) / 106;
  };
  for (let y = 20; y < SIZE - BAND; y++) {
    const w = Math.round(halfWidth(y));
    canvas.rect(cx - w - 3, y, 2 * w + 6, 1, OUTLINE);
    canvas.rect(cx - w, y, 2 * w, 1, SKIN);
  }
  canvas.rect(cx - 135 - 3, 17, 276, 3, OUTLINE);
  canvas.ellipse(cx, 235, 5, 7, OUTLINE); // navel
  if (stage === "before") for (let i = 0; i < 2; i++) canvas.line(cx - waist + 20, 275 + i * 14, cx + waist - 20, 277 + i * 14, MARK);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A palette PNG of the canvas (8-bit indexed, one filter byte per row). */
async function encodePng(canvas: Canvas, palette: readonly (readonly number[])[]): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, SIZE);
  view.setUint32(4, SIZE);
  header.set([8, 3, 0, 0, 0], 8);
  const rows = new Uint8Array(SIZE * (SIZE + 1));
  for (let y = 0; y < SIZE; y++) rows.set(canvas.pixels.subarray(y * SIZE, (y + 1) * SIZE), y * (SIZE + 1) + 1);
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", Uint8Array.from(palette.flat())),
    chunk("IDAT", await deflate(rows)),
    chunk("IEND", new Uint8Array()),
  ];
  return new Uint8Array(await new Blob(parts as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

/** One picture of a set: `variant` (the set's number) picks the skin tone, background and marks. */
export async function drawIllustration(kind: IllustrationKind, stage: Stage, variant: number): Promise<Uint8Array> {
  const canvas = new Canvas();
  const next = seededRandom(variant * 7919 + 1);
  if (kind === "face") drawFace(canvas, stage, next);
  else drawBody(canvas, stage);
  canvas.rect(0, SIZE - BAND, SIZE, BAND, BAND_COLOR);
  canvas.text(ILLUSTRATION_LABEL, SIZE - BAND + 11, 3, TEXT);
  const skin = SKIN_TONES[variant % SKIN_TONES.length]!;
  const palette = [
    BACKGROUNDS[variant % BACKGROUNDS.length]!,
    skin,
    [70, 52, 45],
    [31, 41, 55],
    [255, 255, 255],
    skin.map((c) => Math.round(c * 0.72)),
    [62, 44, 34],
  ];
  return encodePng(canvas, palette);
}
