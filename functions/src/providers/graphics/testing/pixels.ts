/**
 * Reading pixels back in tests, in one place for the functions package: a PNG decoded to RGBA,
 * a pixel or its alpha at a position in pixels or at a share (0 to 1) of the image's width and
 * height, and the alpha of an SVG rendered 100 px wide.
 */
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";

export interface DecodedPng {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/** A PNG's pixels as RGBA; anything but a PNG is an error. */
export async function decodePng(bytes: Buffer): Promise<DecodedPng> {
  const meta = await sharp(bytes).metadata();
  if (meta.format !== "png") throw new Error(`Expected a PNG, got ${meta.format}`);
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The alpha of the pixel at (x, y) in pixels; -1 outside the image. */
export function alphaAt(image: DecodedPng, x: number, y: number): number {
  return image.data[(Math.floor(y) * image.width + Math.floor(x)) * image.channels + 3] ?? -1;
}

/** RGBA of the pixel at a share (0 to 1) of the image's width and height. */
export function pixelAtShare(
  image: DecodedPng,
  shareX: number,
  shareY: number,
): [number, number, number, number] {
  const x = Math.min(image.width - 1, Math.max(0, Math.round(shareX * (image.width - 1))));
  const y = Math.min(image.height - 1, Math.max(0, Math.round(shareY * (image.height - 1))));
  const offset = (y * image.width + x) * image.channels;
  return [
    image.data[offset] ?? 0,
    image.data[offset + 1] ?? 0,
    image.data[offset + 2] ?? 0,
    image.data[offset + 3] ?? 0,
  ];
}

/** The alpha of the pixel at a share (0 to 1) of the image's width and height. */
export function alphaAtShare(image: DecodedPng, shareX: number, shareY: number): number {
  return pixelAtShare(image, shareX, shareY)[3];
}

/** The alpha at a share (0 to 1) of an SVG's width and height, rendered 100 px wide. */
export async function svgAlphaAtShare(svg: string, shareX: number, shareY: number): Promise<number> {
  const image = await renderAsync(svg, { fitTo: { mode: "width", value: 100 } });
  const x = Math.round(shareX * (image.width - 1));
  const y = Math.round(shareY * (image.height - 1));
  return image.pixels[(y * image.width + x) * 4 + 3] ?? 0;
}
