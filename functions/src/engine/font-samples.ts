import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FontFamily } from "./font-family";
import { nearestWeight, PACKED_FONTS_DIR } from "./fonts";
import { fmt, toPathData, translateScale } from "./path-geometry";
import { shapeLine } from "./text-outline";

/** The type colour of option previews (the app's own text colour). */
export const SAMPLE_INK = "#1F2937";

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/** The family's name set in itself, outlined like a logo's name, 40 px cap-to-descender. */
export function drawFontSample(family: FontFamily): string {
  const weight = nearestWeight(family, 500);
  // A script's face shows a word of its script: its Latin letters, if any, are not its voice.
  const line = shapeLine(family.sample ?? family.family, { family: family.id, weight });
  const size = 40;
  const pad = 4;
  const width = (line.ink.x2 - line.ink.x1) * size + 2 * pad;
  const height = (line.ink.y2 - line.ink.y1) * size + 2 * pad;
  const pathData = toPathData(
    translateScale(line.commands, pad - line.ink.x1 * size, pad - line.ink.y1 * size, size),
  );
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ${fmt(width)} ${fmt(height)}"><path d="${pathData}" fill="${SAMPLE_INK}"/></svg>`,
  );
}

/** Samples of the packed (CJK) families, drawn by the build so an editor never loads those faces. */
const PACKED_SAMPLES_FILE = path.join(PACKED_FONTS_DIR, "samples.json");

let packedSamples: Record<string, string> | undefined;

function readPackedSamples(): Record<string, string> {
  if (!existsSync(PACKED_SAMPLES_FILE)) return {};
  const parsed: unknown = JSON.parse(readFileSync(PACKED_SAMPLES_FILE, "utf8"));
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
}

/** A family's sample: read from the build's samples for a packed face, drawn otherwise. */
export function fontSample(family: FontFamily): string {
  if (family.packed) {
    packedSamples ??= readPackedSamples();
    const packed = packedSamples[family.id];
    if (packed) return packed;
  }
  return drawFontSample(family);
}
