/**
 * The contrast of a logo's ink, measured on a render: the picture is split into its colours, and
 * each colour that covers a meaningful area is judged against the colours it borders. The weakest
 * of them is the logo's contrast, as WCAG 2 measures it, for normal sight and as people with
 * deuteranopia and protanopia see it.
 *
 * A colour is judged by the strongest contrast it has with a neighbour, not against the page
 * alone: a white icon knocked out of a navy disc is seen against the navy, and a pale tint behind
 * a dark icon is a backdrop the icon stands out from. A pale name on a pale page borders nothing
 * else, so it is caught.
 */

import { linearOf, luminanceContrast, luminanceOfLinear } from "../../contract/colour-contrast";
import type { Rgb } from "../graphics/paint";
import type { RawImage } from "../graphics/png";

interface InkContrast {
  normal: number;
  deuteranopia: number;
  protanopia: number;
}

/**
 * Colours are binned 32 levels a channel, then bins closer than CLUSTER_REACH (largest channel
 * difference, 0-255) to a commoner colour join it: enough for JPEG noise and a soft gradient,
 * while two brand colours a designer tells apart stay apart.
 */
const CLUSTER_REACH = 28;
/**
 * A colour covers a meaningful area when its solid pixels (all four neighbours the same colour,
 * which anti-aliasing never is) are at least this share of all the ink's solid pixels.
 */
const MEANINGFUL_SHARE = 0.015;
/** How far (px) to look across an edge for the neighbouring colour: past a band of anti-aliasing. */
const ACROSS_EDGE = 4;
/** A neighbour counts when it holds at least this share of a colour's edge, not a stray touch. */
const NEIGHBOUR_SHARE = 0.1;

/**
 * Machado, Oliveira and Fernandes (2009), severity 1: how a dichromat sees a colour, applied to
 * linear RGB.
 */
const DEUTERANOPIA = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
] as const;
const PROTANOPIA = [
  [0.152286, 1.052583, -0.204868],
  [0.114503, 0.786281, 0.099216],
  [-0.003882, -0.048116, 1.051998],
] as const;
type Matrix = typeof DEUTERANOPIA | typeof PROTANOPIA;

/** WCAG relative luminance of a colour, as seen through `matrix` (normal sight without one). */
function luminanceSeen({ r, g, b }: Rgb, matrix?: Matrix): number {
  let channels = [linearOf(r), linearOf(g), linearOf(b)];
  if (matrix) {
    const [lr = 0, lg = 0, lb = 0] = channels;
    channels = matrix.map(([x, y, z]) => Math.min(1, Math.max(0, x * lr + y * lg + z * lb)));
  }
  const [sr = 0, sg = 0, sb = 0] = channels;
  return luminanceOfLinear(sr, sg, sb);
}

/** The picture's colours over `ground`, three bytes a pixel (see-through pixels show the ground). */
function composited(image: RawImage, ground: Rgb): Uint8Array {
  const { data, width, height, channels } = image;
  const out = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    const alpha = channels === 4 ? (data[p * channels + 3] ?? 0) / 255 : 1;
    out[p * 3] = Math.round((data[p * channels] ?? 0) * alpha + ground.r * (1 - alpha));
    out[p * 3 + 1] = Math.round((data[p * channels + 1] ?? 0) * alpha + ground.g * (1 - alpha));
    out[p * 3 + 2] = Math.round((data[p * channels + 2] ?? 0) * alpha + ground.b * (1 - alpha));
  }
  return out;
}

interface Colours {
  /** Each pixel's colour (index into `mean`). */
  of: Int32Array;
  mean: Rgb[];
}

function binOf(r: number, g: number, b: number): number {
  return ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
}

/** The first seed (in the order clusters were made) within CLUSTER_REACH of a colour on every channel, or -1. */
function firstSeedWithin(seeds: readonly Rgb[], colour: Rgb): number {
  return seeds.findIndex(
    (seed) =>
      Math.max(Math.abs(seed.r - colour.r), Math.abs(seed.g - colour.g), Math.abs(seed.b - colour.b)) <=
      CLUSTER_REACH,
  );
}

/** The picture's colours: bins grouped round the commonest (see CLUSTER_REACH). */
function coloursOf(pixels: Uint8Array, count: number): Colours {
  const binCount = new Int32Array(1 << 15);
  const binSum = new Float64Array((1 << 15) * 3);
  for (let p = 0; p < count; p++) {
    const r = pixels[p * 3] ?? 0;
    const g = pixels[p * 3 + 1] ?? 0;
    const b = pixels[p * 3 + 2] ?? 0;
    const bin = binOf(r, g, b);
    binCount[bin] = (binCount[bin] ?? 0) + 1;
    binSum[bin * 3] = (binSum[bin * 3] ?? 0) + r;
    binSum[bin * 3 + 1] = (binSum[bin * 3 + 1] ?? 0) + g;
    binSum[bin * 3 + 2] = (binSum[bin * 3 + 2] ?? 0) + b;
  }
  const used: number[] = [];
  for (let bin = 0; bin < binCount.length; bin++) if ((binCount[bin] ?? 0) > 0) used.push(bin);
  used.sort((a, b) => (binCount[b] ?? 0) - (binCount[a] ?? 0));
  const seeds: Rgb[] = [];
  const clusterOfBin = new Int32Array(1 << 15).fill(-1);
  for (const bin of used) {
    const n = binCount[bin] ?? 1;
    const colour = {
      r: (binSum[bin * 3] ?? 0) / n,
      g: (binSum[bin * 3 + 1] ?? 0) / n,
      b: (binSum[bin * 3 + 2] ?? 0) / n,
    };
    let joined = firstSeedWithin(seeds, colour);
    if (joined < 0) {
      joined = seeds.length;
      seeds.push(colour);
    }
    clusterOfBin[bin] = joined;
  }
  const of = new Int32Array(count);
  for (let p = 0; p < count; p++)
    of[p] = clusterOfBin[binOf(pixels[p * 3] ?? 0, pixels[p * 3 + 1] ?? 0, pixels[p * 3 + 2] ?? 0)] ?? 0;
  return { of, mean: seeds };
}

/** The ink's contrast on one ground (see the header). */
function contrastOn(image: RawImage, ground: Rgb): InkContrast {
  const { width, height } = image;
  const count = width * height;
  const pixels = composited(image, ground);
  const { of, mean } = coloursOf(pixels, count);
  // The ground's colour: the cluster its own colour falls in (the first seed within reach of it).
  const groundCluster = firstSeedWithin(mean, ground);
  const solid = new Uint8Array(count);
  const area = new Float64Array(mean.length);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const c = of[p] ?? 0;
      if (of[p - 1] === c && of[p + 1] === c && of[p - width] === c && of[p + width] === c) {
        solid[p] = 1;
        area[c] = (area[c] ?? 0) + 1;
      }
    }
  let inkArea = 0;
  for (let c = 0; c < mean.length; c++) if (c !== groundCluster) inkArea += area[c] ?? 0;
  const meaningful = (c: number) => c === groundCluster || (area[c] ?? 0) >= inkArea * MEANINGFUL_SHARE;

  // Edges between meaningful colours: from each solid pixel next to its colour's edge, across to
  // the first solid pixel of another meaningful colour within ACROSS_EDGE.
  const touches = new Map<number, Map<number, number>>();
  const steps = [1, -1, width, -width];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const c = of[p] ?? 0;
      if (!solid[p] || c === groundCluster || !meaningful(c)) continue;
      for (const [index, step] of steps.entries()) {
        let q = p;
        for (let k = 1; k <= ACROSS_EDGE; k++) {
          const qx = index < 2 ? x + k * step : x;
          const qy = index < 2 ? y : y + (k * step) / width;
          if (qx < 0 || qy < 0 || qx >= width || qy >= height) {
            // Past the picture lies its ground.
            if (k > 1) addTouch(touches, c, groundCluster);
            break;
          }
          q = p + k * step;
          const other = of[q] ?? 0;
          // Solid in its own colour: not yet the edge, which a pixel further on reaches.
          if (other === c) {
            if (solid[q]) break;
            continue;
          }
          if (solid[q] && meaningful(other)) {
            addTouch(touches, c, other);
            break;
          }
        }
      }
    }

  const seenAs = (matrix?: Matrix) => {
    const light = mean.map((colour) => luminanceSeen(colour, matrix));
    let weakest = Number.POSITIVE_INFINITY;
    for (const [c, neighbours] of touches) {
      let edge = 0;
      for (const n of neighbours.values()) edge += n;
      let best = 1;
      for (const [other, n] of neighbours)
        if (n >= edge * NEIGHBOUR_SHARE)
          best = Math.max(best, luminanceContrast(light[c] ?? 0, light[other] ?? 0));
      weakest = Math.min(weakest, best);
    }
    // No ink at all: nothing stands out.
    return Number.isFinite(weakest) ? weakest : 1;
  };
  return { normal: seenAs(), deuteranopia: seenAs(DEUTERANOPIA), protanopia: seenAs(PROTANOPIA) };
}

function addTouch(touches: Map<number, Map<number, number>>, from: number, to: number): void {
  if (to < 0 || to === from) return;
  const neighbours = touches.get(from) ?? new Map<number, number>();
  neighbours.set(to, (neighbours.get(to) ?? 0) + 1);
  touches.set(from, neighbours);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The contrast of a render's ink on `ground`. A logo with no ground of its own (transparent) is
 * judged on white or black, whichever it stands out on: the one it was made for.
 */
export function measureInkContrast(image: RawImage, ground: Rgb | null): InkContrast {
  if (ground) return contrastOn(image, ground);
  const onWhite = contrastOn(image, WHITE);
  const onBlack = contrastOn(image, BLACK);
  return onWhite.normal >= onBlack.normal ? onWhite : onBlack;
}
