/**
 * How the kit's files are written: PNG settings, data URIs, and the check that an SVG carries
 * nothing from outside.
 */
import sharp from "sharp";
import type { RawImage } from "../graphics/png";

export const PNG = { compressionLevel: 6, adaptiveFiltering: false } as const;
/** Large PNGs: zlib level 2 encodes a 2048 px logo several times faster for a little more size. */
const LARGE_PNG = { compressionLevel: 2, adaptiveFiltering: false } as const;
const LARGE_PIXELS = 1024 * 1024;

export function assertSelfContained(svg: string): void {
  if (/<(text|tspan|foreignObject|script|iframe)[\s>/]/i.test(svg))
    throw new Error("A kit SVG must hold no text or active content");
  if (/(?:href|src)\s*=\s*["'](?!#|data:)/i.test(svg))
    throw new Error("A kit SVG must refer to nothing outside itself");
}

/** The PNG settings for a picture of this size. */
export function pngOptionsFor(width: number, height: number): typeof PNG | typeof LARGE_PNG {
  return width * height >= LARGE_PIXELS ? LARGE_PNG : PNG;
}

export async function encode(image: RawImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .png(pngOptionsFor(image.width, image.height))
    .toBuffer();
}

export function dataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}
