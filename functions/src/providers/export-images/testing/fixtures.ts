import sharp from "sharp";
import type { ExportSource } from "../../../domain/ports/export-image-processor";
import { designLogoSvg } from "../../../engine/design-logo";
import { planDirectionSpecs } from "../../../engine/directions";
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

/**
 * A run of block letters as the engine writes outlined text: one path with a solid fill, no
 * stroke and no transform, one contour per letter (what logo-parts reads as a name or tagline).
 */
export function letterRun(x: number, y: number, count: number, height: number, fill: string): string {
  const width = height * 0.6;
  const gap = height * 0.25;
  const d = Array.from({ length: count }, (_, index) => {
    const left = x + index * (width + gap);
    return `M${left} ${y}H${left + width}V${y + height}H${left}Z`;
  }).join("");
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Where the first letter of `letterRun(x, y, _, height)` has its middle. */
export function firstLetterMiddle(x: number, y: number, height: number): { x: number; y: number } {
  return { x: x + height * 0.3, y: y + height / 2 };
}

/** The dark-ground guesthouse logo's colours: a near-white name and a gold symbol on navy. */
export const HARBOUR_LIGHTS = {
  ground: "#0F1A2E",
  disc: "#262A34",
  gold: "#B08D57",
  name: "#FDFCFA",
  tagline: "#A9ADB5",
  /** Where the name's letters sit, in master units (they are 64 units tall). */
  nameAt: { x: 180, y: 620, height: 64 },
  taglineAt: { x: 330, y: 760, height: 18 },
} as const;

/**
 * 'Harbour Lights', a guesthouse logo designed on navy, written by hand with the engine's
 * structure: the background rect, a dark disc (a tint of the ground) framing a gold symbol group,
 * the near-white name, a gold hairline rule and a grey tagline. On white its name vanishes.
 */
export const HARBOUR_LIGHTS_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="${HARBOUR_LIGHTS.ground}"/><circle cx="512" cy="380" r="170" fill="${HARBOUR_LIGHTS.disc}"/><g fill="${HARBOUR_LIGHTS.gold}"><path d="M432 320H592V350H432ZM432 350H462V440H432ZM562 350H592V440H562Z"/></g>${letterRun(HARBOUR_LIGHTS.nameAt.x, HARBOUR_LIGHTS.nameAt.y, 12, HARBOUR_LIGHTS.nameAt.height, HARBOUR_LIGHTS.name)}<path d="M300 718H724V722H300Z" fill="${HARBOUR_LIGHTS.gold}"/>${letterRun(HARBOUR_LIGHTS.taglineAt.x, HARBOUR_LIGHTS.taglineAt.y, 14, HARBOUR_LIGHTS.taglineAt.height, HARBOUR_LIGHTS.tagline)}</svg>`;

/** An engine logo designed on a dark ground with a near-white name ('Harbour Lights', stacked). */
export function darkGroundEngineSource(): Extract<ExportSource, { kind: "vector" }> {
  const brief = {
    brandName: "Harbour Lights",
    description: "Seaside guesthouse with a lighthouse view, calm and welcoming",
  };
  const [spec] = planDirectionSpecs(brief, 1, [], 23);
  if (!spec) throw new Error("The engine planned no direction");
  const svg = designLogoSvg(
    brief,
    { ...spec, archetype: "icon", layouts: ["stacked"], background: "dark" },
    0,
    23,
  ).svg;
  return { kind: "vector", svg, brandName: brief.brandName };
}
