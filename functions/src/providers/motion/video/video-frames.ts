/**
 * The video's frames as raw YUV 4:2:0 (BT.709, studio range: what H.264 players expect of HD
 * video), built here so ffmpeg only has to encode them.
 *
 * Each moment's logo is drawn once, at the size it takes on the canvas, and only where it paints
 * (renderSquareArtwork); the canvas around it is a copy of a frame of plain ground, so only the
 * logo's own pixels are ever converted. A moment drawn the same as the one before (the still logo
 * held at the end) reuses that frame. Converting here, rather than padding in ffmpeg, also keeps
 * the ground one exact colour: ffmpeg 4.1's pad filter converts its colour with the BT.601 matrix,
 * which leaves a faint square round a coloured ground's logo.
 */
import type { Rgb } from "../../graphics/paint";
import type { PlacedImage } from "../../graphics/png";
import { removeSvgBackground, svgCanvas } from "../../graphics/svg-background";
import { renderSquareArtwork, renderSvg } from "../../graphics/vector-renders";

/** The logo at a moment: an SVG with the master's viewBox; the still master at the end time. */
export type FrameSvg = (timeSeconds: number) => string;

/** A canvas and the square the logo's canvas (its viewBox) takes on it; even numbers (4:2:0). */
export interface FrameLayout {
  width: number;
  height: number;
  logoLeft: number;
  logoTop: number;
  logoSide: number;
}

/**
 * The frame without its background rect, when it has an engine-style one: the video's ground
 * takes its place, so the logo sits on one colour edge to edge rather than on a square patch.
 */
export function frameArtwork(svg: string): string {
  return removeSvgBackground(svg)?.svg ?? svg;
}

/** The artwork drawn to fit a `side` px square, centred, with the part it paints located in it. */
async function renderInSquare(artwork: string, side: number): Promise<PlacedImage> {
  const canvas = svgCanvas(artwork);
  if (canvas && canvas.width === canvas.height) return renderSquareArtwork(artwork, side);
  const image = await renderSvg(artwork, side);
  return {
    image,
    left: Math.floor((side - image.width) / 2),
    top: Math.floor((side - image.height) / 2),
    width: side,
    height: side,
  };
}

const KR = 0.2126;
const KB = 0.0722;
const KG = 1 - KR - KB;
const Y_SCALE = 219 / 255;
const U_SCALE = 224 / 255 / (2 * (1 - KB));
const V_SCALE = 224 / 255 / (2 * (1 - KR));

/** One RGB colour in BT.709 studio-range YUV, rounded to bytes. */
export function rgbToYuv709({ r, g, b }: Rgb): { y: number; u: number; v: number } {
  const luma = KR * r + KG * g + KB * b;
  return {
    y: Math.round(16 + Y_SCALE * luma),
    u: Math.round(128 + U_SCALE * (b - luma)),
    v: Math.round(128 + V_SCALE * (r - luma)),
  };
}

/** Bytes in a YUV 4:2:0 frame: full-size luma, then quarter-size U and V planes. */
function yuvFrameBytes(width: number, height: number): number {
  return width * height * 1.5;
}

/** A frame of nothing but the ground colour. */
export function groundFrame(width: number, height: number, ground: Rgb): Buffer {
  const { y, u, v } = rgbToYuv709(ground);
  const lumaBytes = width * height;
  const chromaBytes = lumaBytes / 4;
  const frame = Buffer.alloc(yuvFrameBytes(width, height));
  frame.fill(y, 0, lumaBytes);
  frame.fill(u, lumaBytes, lumaBytes + chromaBytes);
  frame.fill(v, lumaBytes + chromaBytes);
  return frame;
}

// The loops below run over every changed pixel of every frame: colours travel as 0xRRGGBB
// integers, luma comes from tables in 16-bit fixed point, and each loop is a plain function of
// numbers and typed arrays, which V8 compiles best (measured: a third of the CPU of one loop
// with closures over objects).
const FIXED = 1 << 16;
const lumaTable = (share: number) =>
  Int32Array.from({ length: 256 }, (_, value) => Math.round(share * Y_SCALE * value * FIXED));
const Y_R = lumaTable(KR);
const Y_G = lumaTable(KG);
const Y_B = lumaTable(KB);
const Y_OFFSET = Math.round(16.5 * FIXED);

/**
 * `count` straight-alpha RGBA pixels from pixel `from` of `pixels` (each read as one
 * little-endian word: R in the low byte, alpha in the high one), laid over the ground, into `row`.
 * A pixel the same as the one before (runs of flat colour, or of nothing) reuses its colour.
 */
function blendRow(
  row: Int32Array,
  rowStart: number,
  pixels: Uint32Array,
  from: number,
  count: number,
  groundR: number,
  groundG: number,
  groundB: number,
): void {
  let previous = 0;
  let colour = (groundR << 16) | (groundG << 8) | groundB;
  for (let index = 0; index < count; index++) {
    const pixel = pixels[from + index] ?? 0;
    if (pixel !== previous) {
      previous = pixel;
      const alpha = pixel >>> 24;
      const r = pixel & 0xff;
      const g = (pixel >>> 8) & 0xff;
      const b = (pixel >>> 16) & 0xff;
      if (alpha === 0) colour = (groundR << 16) | (groundG << 8) | groundB;
      else if (alpha === 255) colour = (r << 16) | (g << 8) | b;
      else {
        const rest = 255 - alpha;
        colour =
          (((r * alpha + groundR * rest + 127) / 255) << 16) |
          (((g * alpha + groundG * rest + 127) / 255) << 8) |
          ((b * alpha + groundB * rest + 127) / 255);
      }
    }
    row[rowStart + index] = colour;
  }
}

/** A logo is mostly runs of one flat colour: a pixel the colour of the one before reuses its value. */
function writeLuma(frame: Uint8Array, start: number, row: Int32Array, count: number): void {
  let previous = -1;
  let luma = 0;
  for (let index = 0; index < count; index++) {
    const colour = row[index] ?? 0;
    if (colour !== previous) {
      previous = colour;
      luma =
        ((Y_R[colour >>> 16] ?? 0) +
          (Y_G[(colour >>> 8) & 0xff] ?? 0) +
          (Y_B[colour & 0xff] ?? 0) +
          Y_OFFSET) >>
        16;
    }
    frame[start + index] = luma;
  }
}

// Chroma from the sum of a 2x2 block's four values of a channel (0 to 1020), in the same fixed
// point: each table holds that channel's share of U or V for the block's mean.
const chromaTable = (share: number) =>
  Int32Array.from({ length: 4 * 255 + 1 }, (_, sum) => Math.round((share * sum * FIXED) / 4));
const U_R = chromaTable(-U_SCALE * KR);
const U_G = chromaTable(-U_SCALE * KG);
const U_B = chromaTable(U_SCALE * (1 - KB));
const V_R = chromaTable(V_SCALE * (1 - KR));
const V_G = chromaTable(-V_SCALE * KG);
const V_B = chromaTable(-V_SCALE * KB);
const CHROMA_OFFSET = Math.round(128.5 * FIXED);

/** The chroma of each 2x2 block of two rows: the mean of its four colours, converted. */
function writeChroma(
  frame: Uint8Array,
  uStart: number,
  vStart: number,
  upper: Int32Array,
  lower: Int32Array,
  count: number,
): void {
  let previous = -1;
  let u = 0;
  let v = 0;
  for (let index = 0; index < count; index += 2) {
    const a = upper[index] ?? 0;
    const b = upper[index + 1] ?? 0;
    const c = lower[index] ?? 0;
    const d = lower[index + 1] ?? 0;
    // A block of one colour, the colour of the block before, keeps that block's chroma.
    if (a !== previous || b !== a || c !== a || d !== a) {
      previous = a === b && a === c && a === d ? a : -1;
      const red = (a >>> 16) + (b >>> 16) + (c >>> 16) + (d >>> 16);
      const green = ((a >>> 8) & 0xff) + ((b >>> 8) & 0xff) + ((c >>> 8) & 0xff) + ((d >>> 8) & 0xff);
      const blue = (a & 0xff) + (b & 0xff) + (c & 0xff) + (d & 0xff);
      u = ((U_R[red] ?? 0) + (U_G[green] ?? 0) + (U_B[blue] ?? 0) + CHROMA_OFFSET) >> 16;
      v = ((V_R[red] ?? 0) + (V_G[green] ?? 0) + (V_B[blue] ?? 0) + CHROMA_OFFSET) >> 16;
    }
    const block = index >> 1;
    frame[uStart + block] = u;
    frame[vStart + block] = v;
  }
}

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** RGBA bytes as one little-endian word a pixel, without a copy when they are aligned. */
function rgbaWords(data: Uint8Array): Uint32Array {
  const count = data.length >> 2;
  if (LITTLE_ENDIAN && data.byteOffset % 4 === 0) return new Uint32Array(data.buffer, data.byteOffset, count);
  const words = new Uint32Array(count);
  for (let index = 0; index < count; index++) {
    const at = index * 4;
    words[index] =
      ((data[at] ?? 0) |
        ((data[at + 1] ?? 0) << 8) |
        ((data[at + 2] ?? 0) << 16) |
        ((data[at + 3] ?? 0) << 24)) >>>
      0;
  }
  return words;
}

/**
 * Lays straight-alpha RGBA pixels over a ground frame at (left, top), in place: each pixel mixed
 * with the ground by its alpha, as a flatten does, then converted. Only the even 2x2 blocks the
 * pixels touch are written; a block's chroma is the mean of its four pixels.
 */
export function paintOnFrame(
  frame: Buffer,
  width: number,
  height: number,
  picture: PlacedImage["image"],
  left: number,
  top: number,
  ground: Rgb,
): void {
  if (picture.channels !== 4) throw new Error("Frames are painted from RGBA pixels");
  const x1 = Math.max(0, left) & ~1;
  const y1 = Math.max(0, top) & ~1;
  const x2 = Math.min(width, (left + picture.width + 1) & ~1);
  const y2 = Math.min(height, (top + picture.height + 1) & ~1);
  const count = x2 - x1;
  if (count <= 0 || y2 <= y1) return;
  // The picture's columns within the blocks.
  const from = Math.max(x1, left);
  const to = Math.min(x2, left + picture.width);
  const groundPacked = (ground.r << 16) | (ground.g << 8) | ground.b;
  const pixels = rgbaWords(picture.data);
  const upper = new Int32Array(count);
  const lower = new Int32Array(count);
  const lumaBytes = width * height;
  for (let y = y1; y < y2; y += 2) {
    for (const [row, rowY] of [
      [upper, y],
      [lower, y + 1],
    ] as const) {
      row.fill(groundPacked);
      const sourceY = rowY - top;
      if (sourceY >= 0 && sourceY < picture.height && to > from) {
        const source = sourceY * picture.width + (from - left);
        blendRow(row, from - x1, pixels, source, to - from, ground.r, ground.g, ground.b);
      }
      writeLuma(frame, rowY * width + x1, row, count);
    }
    const chroma = (y / 2) * (width / 2) + x1 / 2;
    writeChroma(frame, lumaBytes + chroma, lumaBytes * 1.25 + chroma, upper, lower, count);
  }
}

/**
 * The frame of every moment in `times` (seconds), in order, drawn as they are asked for, so the
 * drawing overlaps the encoding. One buffer is painted over and over (a fresh 3 MB buffer a frame
 * cost more in page faults than the painting): a frame is only valid until the next is asked for,
 * which runFfmpeg waits for (it asks once the last frame is written).
 */
export async function* videoFrames(
  frames: FrameSvg,
  times: readonly number[],
  layout: FrameLayout,
  ground: Rgb,
): AsyncGenerator<Buffer> {
  const { width, height, logoLeft, logoTop, logoSide } = layout;
  const background = groundFrame(width, height, ground);
  const frame = Buffer.alloc(background.length);
  let previousSvg: string | undefined;
  for (const time of times) {
    const svg = frames(time);
    if (svg !== previousSvg) {
      const placed = await renderInSquare(frameArtwork(svg), logoSide);
      background.copy(frame);
      paintOnFrame(frame, width, height, placed.image, logoLeft + placed.left, logoTop + placed.top, ground);
      previousSvg = svg;
    }
    yield frame;
  }
}
