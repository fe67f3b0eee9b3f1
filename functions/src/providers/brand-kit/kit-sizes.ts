/**
 * Sizes the kit draws at: the health check's pixel sizes, print and platform proportions, and
 * fitting a logo into them.
 */
import sharp from "sharp";
import type { RawImage } from "../graphics/png";
import type { ViewBox } from "../graphics/svg-tree";

export const HEALTH_SIZES = [16, 32, 64] as const;
/** Long side of vector PDF pages, in pt (about 21 cm): any size prints from the vector. */
export const PDF_LONG_SIDE = 595;
/** The icon's share of an app icon or profile picture (inside the round crops platforms apply). */
export const ICON_SHARE = 0.62;
/** The full logo's share of the link preview and banner, as width and height limits. */
const CARD_FIT = { width: 0.72, height: 0.6 };

/** The box a card's logo is fitted into: its share of the card. */
export function cardFit(width: number, height: number): { width: number; height: number } {
  return { width: width * CARD_FIT.width, height: height * CARD_FIT.height };
}

/** A cover's logo fills 80% of the platform's safe area, so it never touches the area's edge. */
export function coverFit(safe: { width: number; height: number }): { width: number; height: number } {
  return { width: safe.width * 0.8, height: safe.height * 0.8 };
}
/** The brand sheet shows a raster logo a few centimetres wide: this many px is sharp in print. */
export const SHEET_RASTER_SIZE = 480;

export function squareBox(box: ViewBox): ViewBox {
  const side = Math.max(box.width, box.height);
  return { x: box.x - (side - box.width) / 2, y: box.y - (side - box.height) / 2, width: side, height: side };
}

export function fit(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = longSide / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function resizeRaw(image: RawImage, width: number, height: number): Promise<RawImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .resize(width, height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}
