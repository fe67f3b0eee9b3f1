import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";

/**
 * Rasterises the SVG master. resvg draws the 1024 px master once, off the main thread (text is
 * already outlines, so no system fonts are loaded). The 512 px preview is an exact 2x box
 * downscale of those pixels, the same as 4x supersampling, instead of a second vector render.
 * PNG encoding runs in sharp's thread pool; a light zlib level keeps it fast, and flat logo
 * colours still compress well.
 */
export const MASTER_SIZE = 1024;
export const PREVIEW_SIZE = 512;

/** Straight-alpha RGBA pixels, row by row. */
export interface RgbaPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The 1024 px master as a PNG and the preview as pixels: the preview's one PNG is written after
 * the watermark is drawn into those pixels, so it is never encoded and decoded again before.
 */
export interface RenderedImages {
  png: Buffer;
  preview: RgbaPixels;
}

/**
 * Averages each 2x2 block of RGBA pixels, rounding half up per channel. Each pixel is read as one
 * 32-bit word and its four channels are summed two at a time in 16-bit lanes (four values of at
 * most 255 never carry into the next lane): about half the time of a byte-by-byte loop on the
 * 262,144 pixels of a preview. A buffer that is not 4-byte aligned takes the byte loop.
 */
export function halveRgba(pixels: Buffer, width: number, height: number): Buffer {
  if (pixels.byteOffset % 4 !== 0) return halveRgbaBytes(pixels, width, height);
  const outWidth = width >> 1;
  const outHeight = height >> 1;
  const out = Buffer.allocUnsafe(outWidth * outHeight * 4);
  const src = new Uint32Array(pixels.buffer, pixels.byteOffset, (width * height) | 0);
  const dst = new Uint32Array(out.buffer, out.byteOffset, outWidth * outHeight);
  const EVEN = 0x00ff00ff;
  const HALF = 0x00020002;
  let o = 0;
  for (let y = 0; y < outHeight; y++) {
    let i = y * 2 * width;
    for (let x = 0; x < outWidth; x++, i += 2) {
      const j = i + width;
      const a = src[i] as number;
      const b = src[i + 1] as number;
      const c = src[j] as number;
      const d = src[j + 1] as number;
      const low = (a & EVEN) + (b & EVEN) + (c & EVEN) + (d & EVEN) + HALF;
      const high = ((a >>> 8) & EVEN) + ((b >>> 8) & EVEN) + ((c >>> 8) & EVEN) + ((d >>> 8) & EVEN) + HALF;
      dst[o++] = ((low >>> 2) & EVEN) | (((high >>> 2) & EVEN) << 8);
    }
  }
  return out;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * resvg hands out premultiplied RGBA: a half-covered edge pixel of a blue shape is half as bright
 * as the shape. PNG, sharp and every viewer read straight alpha, where that pixel would be a dark
 * fringe on any ground. This divides each partly covered pixel's colour by its alpha, in place
 * (clear and solid pixels, nearly all of a logo, are the same either way and are skipped a 32-bit
 * word at a time: about 30 ms for a 4096 px square).
 */
export function straightenAlpha(pixels: Uint8Array, width: number, height: number): void {
  const count = width * height;
  const words =
    LITTLE_ENDIAN && pixels.byteOffset % 4 === 0
      ? new Uint32Array(pixels.buffer, pixels.byteOffset, count)
      : null;
  for (let p = 0; p < count; p++) {
    const alpha = words ? (words[p] as number) >>> 24 : (pixels[p * 4 + 3] as number);
    if (alpha === 255 || alpha === 0) continue;
    const i = p * 4;
    const half = alpha >> 1;
    pixels[i] = Math.min(255, ((pixels[i] as number) * 255 + half) / alpha);
    pixels[i + 1] = Math.min(255, ((pixels[i + 1] as number) * 255 + half) / alpha);
    pixels[i + 2] = Math.min(255, ((pixels[i + 2] as number) * 255 + half) / alpha);
  }
}

/** The same average a byte at a time, for pixels that do not start on a 4-byte boundary. */
export function halveRgbaBytes(pixels: Buffer, width: number, height: number): Buffer {
  const outWidth = width >> 1;
  const outHeight = height >> 1;
  const out = Buffer.allocUnsafe(outWidth * outHeight * 4);
  const stride = width * 4;
  let o = 0;
  for (let y = 0; y < outHeight; y++) {
    let i = y * 2 * stride;
    for (let x = 0; x < outWidth; x++, i += 8) {
      const j = i + stride;
      for (let channel = 0; channel < 4; channel++) {
        const k = i + channel;
        const l = j + channel;
        out[o++] =
          ((pixels[k] as number) +
            (pixels[k + 4] as number) +
            (pixels[l] as number) +
            (pixels[l + 4] as number) +
            2) >>
          2;
      }
    }
  }
  return out;
}

export async function renderLogoImages(svg: string): Promise<RenderedImages> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: MASTER_SIZE },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  });
  const { width, height } = image;
  const pixels = image.pixels;
  // Averaged while premultiplied, which is how coverage adds up; then both made straight.
  const preview = halveRgba(pixels, width, height);
  straightenAlpha(pixels, width, height);
  straightenAlpha(preview, width >> 1, height >> 1);
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
  return { png, preview: { data: preview, width: width >> 1, height: height >> 1 } };
}

/** A preview as a PNG file, for tools that keep it as one (the gallery, the landing page's examples). */
export async function previewPng(preview: Buffer | RgbaPixels): Promise<Buffer> {
  if (Buffer.isBuffer(preview)) return preview;
  const { data, width, height } = preview;
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
