import type { KitVersion } from "../../domain/brand-kit/kit-files";
import type { Swatch } from "../../domain/ports/brand-kit-maker";
import {
  BLACK,
  chroma,
  contrast,
  deltaE,
  parseColour,
  type Rgb,
  toCmyk,
  toHex,
  WHITE,
} from "../graphics/paint";
import type { RawImage } from "../graphics/png";

export const MAX_SWATCHES = 6;
export function hexToRgb(hex: string): Rgb {
  return parseColour(hex) ?? WHITE;
}

/** A one-colour version that stands out on `ground`: white on dark colours, black on light ones. */
export function oneColourOn(ground: Rgb): Extract<KitVersion, "black" | "reversed"> {
  return contrast(WHITE, ground) >= contrast(BLACK, ground) ? "reversed" : "black";
}

export function pickBrandColour(swatches: Swatch[], area: Map<string, number>, fallback: string): string {
  let best: { hex: string; score: number } | null = null;
  for (const swatch of swatches) {
    if (swatch.usage.includes("background")) continue;
    const rgb = hexToRgb(swatch.hex);
    // A pale tint is no ground for a profile picture.
    if (contrast(rgb, WHITE) < 1.6) continue;
    const score = (area.get(swatch.hex) ?? 0) * (0.1 + chroma(rgb));
    if (!best || score > best.score) best = { hex: swatch.hex, score };
  }
  return best?.hex ?? fallback;
}

export function swatchOf(hex: string, usage: string[]): Swatch {
  const rgb = hexToRgb(hex);
  const cmyk = toCmyk(rgb);
  return {
    hex,
    rgb: [Math.round(rgb.r), Math.round(rgb.g), Math.round(rgb.b)],
    cmyk: [cmyk.c, cmyk.m, cmyk.y, cmyk.k],
    usage,
  };
}

/** Area of each candidate colour in a render (pixels within a small colour difference). */
export function colourAreas(image: RawImage, candidates: string[]): Map<string, number> {
  const rgbs = candidates.map((hex) => ({ hex, rgb: hexToRgb(hex) }));
  const areas = new Map<string, number>(candidates.map((hex) => [hex, 0]));
  const cache = new Map<number, string | null>();
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 128) continue;
    const key = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
    let nearest = cache.get(key);
    if (nearest === undefined) {
      nearest = null;
      let best = 6;
      const here = { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
      for (const { hex, rgb } of rgbs) {
        const difference = deltaE(here, rgb);
        if (difference < best) {
          best = difference;
          nearest = hex;
        }
      }
      cache.set(key, nearest);
    }
    if (nearest) areas.set(nearest, (areas.get(nearest) ?? 0) + 1);
  }
  return areas;
}

export function dominantColours(image: RawImage, limit: number): { hex: string; area: number }[] {
  const bins = new Map<number, { r: number; g: number; b: number; n: number }>();
  const { data } = image;
  let total = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 250) continue;
    total++;
    const key = (((data[i] ?? 0) >> 4) << 8) | (((data[i + 1] ?? 0) >> 4) << 4) | ((data[i + 2] ?? 0) >> 4);
    const bin = bins.get(key) ?? { r: 0, g: 0, b: 0, n: 0 };
    bin.r += data[i] ?? 0;
    bin.g += data[i + 1] ?? 0;
    bin.b += data[i + 2] ?? 0;
    bin.n++;
    bins.set(key, bin);
  }
  const merged: { rgb: Rgb; n: number }[] = [];
  for (const bin of [...bins.values()].sort((a, b) => b.n - a.n)) {
    const rgb = { r: bin.r / bin.n, g: bin.g / bin.n, b: bin.b / bin.n };
    const near = merged.find((entry) => deltaE(entry.rgb, rgb) < 10);
    if (near) near.n += bin.n;
    else merged.push({ rgb, n: bin.n });
  }
  return merged
    .filter((entry) => entry.n / Math.max(1, total) >= 0.02)
    .sort((a, b) => b.n - a.n)
    .slice(0, limit)
    .map((entry) => ({ hex: toHex(entry.rgb), area: entry.n }));
}
