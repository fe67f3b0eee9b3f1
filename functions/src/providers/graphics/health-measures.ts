/**
 * The measurements behind the logo health check (criteria: domain/brand-kit/logo-health.ts), taken
 * from renders: line thickness, gap width and letter height on the one-color drawing (the shape
 * a viewer's eye separates from the ground), edge contrast of the full-color drawing, and how
 * many of the full-color design's clear edges the one-color version keeps.
 */

import { luminanceContrast, luminanceOf } from "../../contract/colour-contrast";
import { contrast, deltaE, parseColour, type Rgb, toHex } from "./paint";
import type { RawImage } from "./png";
import { type Mask, narrowSpaces, percentile, pieceHeights, thicknessSamples } from "./shape-measures";

/** Long side, in px, of the renders shapes are measured on. */
export const MEASURE_SIZE = 384;
/** Share of the values under the reported figure: "90% of the lines are at least this thick". */
const LOW_SHARE = 0.1;
/** Spaces narrower than this share of the drawing's shorter side count as small spaces. */
const SPACE_RADIUS_SHARE = 1 / 8;
/** Fewer small-space pixels than this share of the ink: the drawing has no small spaces. */
const MIN_SPACE_SHARE = 0.01;
/**
 * Thickness is resolved up to these radii (px of the measuring render): anything thicker is
 * clear at 16 px already, and bigger discs only cost time.
 */
const MAX_STROKE_RADIUS = MEASURE_SIZE / 8;
const MAX_GAP_RADIUS = MEASURE_SIZE / 16;

export function alphaMask(image: RawImage, keep: (offset: number) => boolean = () => true): Mask {
  const { data, width, height } = image;
  const mask = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p++) mask[p] = (data[p * 4 + 3] ?? 0) >= 128 && keep(p * 4) ? 1 : 0;
  return { data: mask, width, height };
}

function count(mask: Mask): number {
  let total = 0;
  for (const value of mask.data) total += value;
  return total;
}

interface ShapeFigures {
  stroke: number | null;
  gap: number | null;
  letter: number | null;
}

/** Figures of one mask, in mask pixels. */
export function shapeFigures(mask: Mask, withLetters: boolean): ShapeFigures {
  const ink = count(mask);
  if (ink === 0) return { stroke: null, gap: null, letter: null };
  const stroke = percentile(thicknessSamples(mask, undefined, MAX_STROKE_RADIUS), LOW_SHARE);
  const radius = Math.max(2, Math.min(mask.width, mask.height) * SPACE_RADIUS_SHARE);
  const spaces = narrowSpaces(mask, radius);
  const spaceCount = count(spaces);
  // A space is as wide as the largest disc of background that covers it: measured on the whole
  // background (with room around the drawing), so the concave edge of a wide space is wide.
  let gap: number | null = null;
  if (spaceCount >= ink * MIN_SPACE_SHARE) {
    const cap = Math.min(2 * radius, MAX_GAP_RADIUS);
    const pad = Math.ceil(cap) + 1;
    const width = mask.width + 2 * pad;
    const height = mask.height + 2 * pad;
    const background = new Uint8Array(width * height).fill(1);
    const within = new Uint8Array(width * height);
    for (let y = 0; y < mask.height; y++) {
      for (let x = 0; x < mask.width; x++) {
        const q = (y + pad) * width + x + pad;
        background[q] = mask.data[y * mask.width + x] ? 0 : 1;
        within[q] = spaces.data[y * mask.width + x] ?? 0;
      }
    }
    gap = percentile(
      thicknessSamples({ data: background, width, height }, { data: within, width, height }, cap),
      LOW_SHARE,
    );
  }
  let letter: number | null = null;
  if (withLetters) {
    const heights = pieceHeights(mask, Math.max(4, Math.round(ink * 0.002)));
    letter = percentile(heights, 0.5);
  }
  return { stroke, gap, letter };
}

function pixel(data: Buffer, offset: number): Rgb {
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
}

/** The palette colour an anti-aliased or rounded render colour comes from, when one is close. */
function nameColour(colour: Rgb, palette: readonly string[]): string {
  let best: { hex: string; difference: number } | null = null;
  for (const hex of palette) {
    const rgb = parseColour(hex);
    if (!rgb) continue;
    const difference = deltaE(colour, rgb);
    if (difference < 20 && (!best || difference < best.difference)) best = { hex, difference };
  }
  return best?.hex ?? toHex(colour);
}

/**
 * The contrast 90% of the drawing's edge reaches against `ground`, and the edge colour that
 * stands out least. The edge is every pixel of the figure next to one that is not: the figure is
 * what stands out from the design's own background (`isFigure`), so a pale tint the design sets
 * behind its symbol is no part of it, as it is no part of the one-colour version either.
 */
export function edgeContrast(
  image: RawImage,
  ground: Rgb,
  isFigure: (colour: Rgb) => boolean,
  palette: readonly string[] = [],
): { ratio: number; colour: string } | null {
  const { data, width, height } = image;
  const samples: { ratio: number; colour: Rgb }[] = [];
  const figure = new Uint8Array(width * height);
  for (let p = 0; p < figure.length; p++) {
    figure[p] = (data[p * 4 + 3] ?? 0) >= 128 && isFigure(pixel(data, p * 4)) ? 1 : 0;
  }
  // Only the figure's edge against the ground counts: where it meets a tint or a knocked-out
  // shape of its own, the ground is not what it is seen against.
  const clear = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height || (data[(y * width + x) * 4 + 3] ?? 0) < 128;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (figure[y * width + x] !== 1) continue;
      if (!clear(x - 1, y) && !clear(x + 1, y) && !clear(x, y - 1) && !clear(x, y + 1)) continue;
      const colour = pixel(data, (y * width + x) * 4);
      samples.push({ ratio: contrast(colour, ground), colour });
    }
  }
  if (samples.length === 0) return null;
  samples.sort((a, b) => a.ratio - b.ratio);
  const at = samples[Math.floor(samples.length * LOW_SHARE)] ?? samples[0];
  if (!at) return null;
  return { ratio: Math.round(at.ratio * 10) / 10, colour: nameColour(at.colour, palette) };
}

/** Pixels where the colour changes clearly (3:1 or more across two pixels, spanning anti-aliasing). */
function clearEdges(image: RawImage): Uint8Array {
  const { data, width, height } = image;
  // Each pixel's luminance once, not four times over as each of its comparisons asked for it.
  const light = new Float64Array(width * height);
  for (let p = 0; p < light.length; p++) {
    light[p] = luminanceOf(data[p * 4] ?? 0, data[p * 4 + 1] ?? 0, data[p * 4 + 2] ?? 0);
  }
  const edges = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const here = light[p] ?? 0;
      if (x + 2 < width && luminanceContrast(here, light[p + 2] ?? 0) >= 3) edges[p + 1] = 1;
      if (y + 2 < height && luminanceContrast(here, light[p + 2 * width] ?? 0) >= 3) edges[p + width] = 1;
    }
  }
  return edges;
}

/**
 * Share of the full-colour drawing's clear edges that the one-colour drawing keeps (within a
 * pixel). Both are opaque renders of the same box: the full colour on its own background, the
 * one colour in black on white.
 */
export function keptEdges(colour: RawImage, oneColour: RawImage): number {
  if (colour.width !== oneColour.width || colour.height !== oneColour.height)
    throw new Error("Renders differ in size");
  const { width, height } = colour;
  const full = clearEdges(colour);
  const one = clearEdges(oneColour);
  let total = 0;
  let kept = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!full[y * width + x]) continue;
      total++;
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && one[ny * width + nx]) {
            near = true;
            break;
          }
        }
      }
      if (near) kept++;
    }
  }
  return total === 0 ? 1 : kept / total;
}
