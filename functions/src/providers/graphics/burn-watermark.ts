/**
 * Burns the product-name watermark into a preview: the browser's preview URL is a
 * permanent download-token link, so a CSS overlay alone would let 'open image in new tab' give
 * the clean logo away. The tile is the same as the web overlay's (rotated name, 140 x 90) and is
 * repeated over the whole image, so no crop removes it. The name is outlined from the engine's
 * own Inter font, so no system font is needed.
 */
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { PRODUCT_NAME } from "../../contract";
import type { PreviewImage, RgbaPixels } from "../../domain/ports/logo-images";
import { ByteLruCache } from "../../engine/byte-lru-cache";
import { toPathData, translateScale } from "../../engine/path-geometry";
import { shapeLine } from "../../engine/text-outline";
import { decodeRgba } from "./png";

export const TILE_WIDTH = 140;
export const TILE_HEIGHT = 90;
const FONT_SIZE = 17;

export function tileMarkup(): string {
  const line = shapeLine(PRODUCT_NAME, { family: "inter", weight: 700 });
  const left = TILE_WIDTH / 2 - (line.width * FONT_SIZE) / 2;
  const path = toPathData(translateScale(line.commands, left, 50, FONT_SIZE));
  return (
    `<g transform="rotate(-30 70 45)"><path d="${path}" fill="rgb(17,24,39)" fill-opacity="0.2" ` +
    `stroke="rgb(255,255,255)" stroke-opacity="0.35" stroke-width="0.6"/></g>`
  );
}

/** The watermark layer for one size: its straight-alpha pixels and which of them it covers. */
interface Overlay {
  pixels: Buffer;
  /** Indexes of the pixels with any coverage: a few in ten, so only those are blended. */
  covered: Uint32Array;
}

/**
 * Overlays made so far, by bytes. A logo's previews share one size, but watermarked scenes come in
 * as many sizes as scenes times long sides, and a scene's overlay is 8-11 MB of pixels: kept
 * forever, per size, they held hundreds of MB in a worker that had drawn every scene. 48 MB keeps
 * the logo preview's overlay and the scenes of one page; another is drawn again when asked for.
 */
const OVERLAYS_BUDGET_BYTES = 48 * 1024 * 1024;
const overlays = new ByteLruCache<string, Overlay>(
  OVERLAYS_BUDGET_BYTES,
  (overlay) => overlay.pixels.byteLength + overlay.covered.byteLength,
);
/** Overlays being made: previews of one size asked for at once share the one being made. */
const making = new Map<string, Promise<Overlay>>();

/** Made once per image size and reused by the previews of that size while it is kept. */
function overlayFor(width: number, height: number): Promise<Overlay> {
  const key = `${width}x${height}`;
  const kept = overlays.get(key);
  if (kept) return Promise.resolve(kept);
  const pending = making.get(key);
  if (pending) return pending;
  const made = makeOverlay(width, height)
    .then((overlay) => {
      overlays.set(key, overlay);
      return overlay;
    })
    .finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

async function makeOverlay(width: number, height: number): Promise<Overlay> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><pattern id="w" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" patternUnits="userSpaceOnUse">` +
    `${tileMarkup()}</pattern></defs><rect width="${width}" height="${height}" fill="url(#w)"/></svg>`;
  const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
  // Decoded by sharp, as a PNG overlay is, so its pixels are straight alpha.
  const pixels = await sharp(png).ensureAlpha().raw().toBuffer();
  const covered: number[] = [];
  for (let p = 0; p < width * height; p++) if (pixels[p * 4 + 3] !== 0) covered.push(p);
  return { pixels, covered: Uint32Array.from(covered) };
}

/**
 * Lays the overlay on the image's pixels ('over', in straight alpha), in place. Over an opaque
 * pixel that is a plain mix; over a partly clear one, the colours are weighted by their alphas.
 */
function blendOver(image: Buffer, overlay: Overlay): void {
  const { pixels, covered } = overlay;
  for (let k = 0; k < covered.length; k++) {
    const i = (covered[k] as number) * 4;
    const top = pixels[i + 3] as number;
    const below = image[i + 3] as number;
    // Both alphas on a 0..255 x 255 scale: the result's alpha and the weights of the two colours.
    const topWeight = top * 255;
    const belowWeight = below * (255 - top);
    const alpha = topWeight + belowWeight;
    const half = alpha >> 1;
    for (let channel = 0; channel < 3; channel++) {
      const mixed =
        (pixels[i + channel] as number) * topWeight + (image[i + channel] as number) * belowWeight;
      image[i + channel] = Math.floor((mixed + half) / alpha);
    }
    image[i + 3] = Math.floor((alpha + 127) / 255);
  }
}

async function pixelsOf(preview: PreviewImage): Promise<RgbaPixels> {
  if (!Buffer.isBuffer(preview)) return { ...preview, data: Buffer.from(preview.data) };
  return decodeRgba(preview);
}

/**
 * The preview with the watermark drawn into its pixels, as a PNG of the same size. Pixels a
 * designer hands over are copied first, so its own buffer is left as it was.
 */
export async function burnWatermark(preview: PreviewImage): Promise<Buffer> {
  const { data, width, height } = await pixelsOf(preview);
  if (!width || !height) throw new Error("The preview has no size");
  blendOver(data, await overlayFor(width, height));
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
