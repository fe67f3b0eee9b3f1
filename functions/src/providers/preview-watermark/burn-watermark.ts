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
import { toPathData, translateScale } from "../../engine/path-geometry";
import { shapeLine } from "../../engine/text-outline";
import { onFirstUsePerKey } from "../on-first-use";

const TILE_WIDTH = 140;
const TILE_HEIGHT = 90;
const FONT_SIZE = 17;

function tileMarkup(): string {
  const line = shapeLine(PRODUCT_NAME, { family: "inter", weight: 700 });
  const left = TILE_WIDTH / 2 - (line.width * FONT_SIZE) / 2;
  const path = toPathData(translateScale(line.commands, left, 50, FONT_SIZE));
  return (
    `<g transform="rotate(-30 70 45)"><path d="${path}" fill="rgb(17,24,39)" fill-opacity="0.2" ` +
    `stroke="rgb(255,255,255)" stroke-opacity="0.35" stroke-width="0.6"/></g>`
  );
}

const overlayOnce = onFirstUsePerKey<Buffer>();

/**
 * The watermark layer for one image size, as raw RGBA pixels (made once per size and reused):
 * composited as they are, with no PNG to decode for every preview.
 */
function overlayFor(width: number, height: number): Promise<Buffer> {
  return overlayOnce(`${width}x${height}`, async () => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><pattern id="w" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" patternUnits="userSpaceOnUse">` +
      `${tileMarkup()}</pattern></defs><rect width="${width}" height="${height}" fill="url(#w)"/></svg>`;
    const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
    // Decoded by sharp, as a PNG overlay is, so the composite's pixels are the same.
    return sharp(png).ensureAlpha().raw().toBuffer();
  });
}

/** The preview with the watermark drawn into its pixels, as a PNG of the same size. */
export async function burnWatermark(previewPng: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(previewPng).metadata();
  if (!width || !height) throw new Error("The preview has no size");
  const overlay = await overlayFor(width, height);
  return sharp(previewPng)
    .composite([{ input: overlay, raw: { width, height, channels: 4 }, blend: "over" }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}
