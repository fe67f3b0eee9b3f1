import sharp from "sharp";
import type { ExportSource } from "../../../domain/exports/export-image-processor";
import { DesignEngineProvider } from "../../logo-design/engine-provider";

/** Test fixtures: a real engine logo and synthetic raster logos with known geometry. */

export async function engineLogoSource(
  brandName = "Harbor & Pine",
  seed = 7,
): Promise<Extract<ExportSource, { kind: "vector" }>> {
  const engine = new DesignEngineProvider();
  const brief = { brandName, description: "Coastal coffee roastery" };
  const [direction] = await engine.planDirections({ brief, count: 1, existing: [], seed });
  if (!direction) throw new Error("The engine planned no direction");
  const logo = await engine.designLogo({ brief, direction, variant: 0, seed });
  if (!logo.svg) throw new Error("The engine made no SVG master");
  return { kind: "vector", svg: logo.svg, brandName };
}

/**
 * A dark wordmark-like logo on white: a ring (an 'o' with a counter), an 'A'-like triangle with a
 * small triangular counter, and a bar, drawn anti-aliased at 1024 px.
 */
export const DARK_ON_WHITE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
<rect width="1024" height="1024" fill="#FFFFFF"/>
<circle cx="300" cy="420" r="150" fill="none" stroke="#1B1F3B" stroke-width="70"/>
<path d="M560 600 L700 250 L840 600 Z M670 520 L730 520 L700 440 Z" fill="#1B1F3B" fill-rule="evenodd"/>
<rect x="180" y="700" width="660" height="60" fill="#1B1F3B"/>
</svg>`;

/** A light mark on a teal background. */
export const LIGHT_ON_TEAL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
<rect width="1024" height="1024" fill="#0F766E"/>
<circle cx="512" cy="460" r="200" fill="none" stroke="#F5EBDC" stroke-width="80"/>
<rect x="300" y="760" width="424" height="50" fill="#F5EBDC"/>
</svg>`;

export async function rasterFromSvg(svg: string, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** Deterministic noise (+-amplitude per channel) added to every pixel, then JPEG-encoded. */
export async function noisyJpegFromSvg(svg: string, amplitude: number, seed = 1): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = seed >>> 0;
  for (let i = 0; i < data.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const noise = Math.round(((state >>> 8) / 0xffffff) * 2 * amplitude - amplitude);
    data[i] = Math.min(255, Math.max(0, (data[i] ?? 0) + noise));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function decodePng(bytes: Buffer): Promise<Decoded> {
  const meta = await sharp(bytes).metadata();
  if (meta.format !== "png") throw new Error(`Expected a PNG, got ${meta.format}`);
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export function alphaAt(image: Decoded, x: number, y: number): number {
  return image.data[(Math.floor(y) * image.width + Math.floor(x)) * 4 + 3] ?? -1;
}
