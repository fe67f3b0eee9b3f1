import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";

/**
 * Rasterises the SVG master with resvg, off the main thread (text is already outlines, so no
 * system fonts are loaded). A generation draws only the 512 px preview, straight at its size:
 * resvg's anti-aliasing makes the same edges a 1024 px render halved would, to a level or two on
 * an edge pixel, for about a fifth of the CPU. The 1024 px PNG is drawn from the master when an
 * export asks for the logo's original. PNG encoding runs in sharp's thread pool; a light zlib
 * level keeps it fast, and flat logo colours still compress well.
 */
const MASTER_SIZE = 1024;
const PREVIEW_SIZE = 512;

/** Straight-alpha RGBA pixels, row by row. */
export interface RgbaPixels {
  data: Buffer;
  width: number;
  height: number;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * RGBA pixels as one 32-bit word each, red in the low byte and alpha in the top one, over the same
 * memory, so a pixel is read and written at once; null when their buffer does not start on a word
 * (or the platform is big-endian). Resvg, zlib, sharp and our own warps hand out buffers that do.
 */
export function rgbaWords(pixels: Uint8Array): Uint32Array | null {
  return LITTLE_ENDIAN && pixels.byteOffset % 4 === 0
    ? new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.byteLength >> 2)
    : null;
}

/**
 * resvg hands out premultiplied RGBA: a half-covered edge pixel of a blue shape is half as bright
 * as the shape. PNG, sharp and every viewer read straight alpha, where that pixel would be a dark
 * fringe on any ground. This divides each partly covered pixel's colour by its alpha, in place
 * (clear and solid pixels, nearly all of a logo, are the same either way and are skipped four
 * 32-bit words at a time: an export straightens about 73 megapixels, most in its two 4096 px
 * files). Returns true when every pixel is solid, which the same pass finds for free.
 */
export function straightenAlpha(pixels: Uint8Array, width: number, height: number): boolean {
  const count = width * height;
  const words = rgbaWords(pixels);
  if (!words) {
    let lowest = 255;
    for (let p = 0; p < count; p++) {
      const alpha = pixels[p * 4 + 3] as number;
      lowest = Math.min(lowest, alpha);
      if (alpha === 255 || alpha === 0) continue;
      const i = p * 4;
      pixels[i] = straightChannel(pixels[i] as number, alpha);
      pixels[i + 1] = straightChannel(pixels[i + 1] as number, alpha);
      pixels[i + 2] = straightChannel(pixels[i + 2] as number, alpha);
    }
    return lowest === 255;
  }
  // Every alpha bit set in every pixel is every pixel solid. Signed words keep every value a small
  // integer to V8 (an unsigned one with alpha 255 is past 2^31 and becomes a heap number).
  const signed = new Int32Array(words.buffer, words.byteOffset, count);
  let allBits = -1;
  let p = 0;
  // Four pixels at a time: a run of solid or clear pixels, nearly all of a logo or a scene, takes
  // one test for four.
  for (const whole = count & ~3; p < whole; p += 4) {
    const first = signed[p] as number;
    const second = signed[p + 1] as number;
    const third = signed[p + 2] as number;
    const fourth = signed[p + 3] as number;
    const all = first & second & third & fourth;
    allBits &= all;
    if (all >>> 24 === 255 || (first | second | third | fourth) >>> 24 === 0) continue;
    straightenWord(signed, p);
    straightenWord(signed, p + 1);
    straightenWord(signed, p + 2);
    straightenWord(signed, p + 3);
  }
  for (; p < count; p++) {
    allBits &= signed[p] as number;
    straightenWord(signed, p);
  }
  return allBits >>> 24 === 255;
}

/** One pixel made straight in place, read and written as one word; solid and clear ones are left. */
function straightenWord(words: Int32Array, p: number): void {
  const word = words[p] as number;
  const alpha = word >>> 24;
  // Solid (255) and clear (0) in one test: alpha + 1 wraps 255 to 0.
  if (((alpha + 1) & 255) <= 1) return;
  words[p] =
    straightChannel(word & 255, alpha) |
    (straightChannel((word >>> 8) & 255, alpha) << 8) |
    (straightChannel((word >>> 16) & 255, alpha) << 16) |
    (alpha << 24);
}

/** A premultiplied channel divided by its alpha, rounded to the nearest and whole. */
function straightChannel(value: number, alpha: number): number {
  return Math.min(255, (value * 255 + (alpha >> 1)) / alpha) | 0;
}

/**
 * The other way: straight-alpha RGBA made premultiplied in place, rounded as resvg rounds (the
 * nearest of c x a / 255), so pixels made elsewhere can be laid over resvg's.
 */
export function premultiplyAlpha(pixels: Uint8Array): void {
  const count = pixels.length >> 2;
  const words = rgbaWords(pixels);
  for (let p = 0; p < count; p++) {
    const alpha = words ? (words[p] as number) >>> 24 : (pixels[p * 4 + 3] as number);
    if (alpha === 255) continue;
    const i = p * 4;
    for (let channel = 0; channel < 3; channel++) {
      const product = (pixels[i + channel] as number) * alpha + 128;
      pixels[i + channel] = (product + (product >> 8)) >> 8;
    }
  }
}

async function renderStraight(svg: string, width: number): Promise<RgbaPixels> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  });
  const data = image.pixels;
  straightenAlpha(data, image.width, image.height);
  return { data, width: image.width, height: image.height };
}

/** The 512 px preview's pixels: the watermark is drawn into them before its one PNG is written. */
export function renderPreviewPixels(svg: string): Promise<RgbaPixels> {
  return renderStraight(svg, PREVIEW_SIZE);
}

/** The 1024 px PNG of a master, transparent around the artwork: a logo's original file. */
export async function renderMasterPng(svg: string): Promise<Buffer> {
  const { data, width, height } = await renderStraight(svg, MASTER_SIZE);
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}

/** A preview as a PNG file, for tools that keep it as one (the gallery, the landing page's examples). */
export async function previewPng(preview: Buffer | RgbaPixels): Promise<Buffer> {
  if (Buffer.isBuffer(preview)) return preview;
  const { data, width, height } = preview;
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
