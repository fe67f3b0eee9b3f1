import { existsSync } from "node:fs";
import path from "node:path";
import { DESIGN_FONT_FAMILIES } from "./design-font-families";
import { FALLBACK_FONT_FAMILIES } from "./fallback-font-families";
import type { FontFamily } from "./font-family";
import { packageFile } from "./package-files";
import { loadShapingFont, type ShapingFont } from "./shaping/harfbuzz";
import type { WritingSystem } from "./shaping/scripts";

/**
 * The type library: every family ships as static TTFs inside an @expo-google-fonts package
 * (SIL OFL 1.1, Roboto Slab Apache-2.0; see LICENSES.md). Fonts are loaded lazily, once per
 * process and weight: a CJK face is about 10 MB, so a process only ever holds the ones the names
 * it has drawn needed.
 */

/** Every family, the design families first: lookups and the font pack read this one list. */
export const FONT_FAMILIES: readonly FontFamily[] = [...DESIGN_FONT_FAMILIES, ...FALLBACK_FONT_FAMILIES];

const WEIGHT_NAMES: Record<number, string> = {
  100: "Thin",
  200: "ExtraLight",
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
  900: "Black",
};

const familiesById = new Map(FONT_FAMILIES.map((family) => [family.id, family]));

export function getFontFamily(id: string): FontFamily {
  const family = familiesById.get(id);
  if (!family) throw new Error(`Unknown font family: ${id}`);
  return family;
}

export function isFontFamilyId(id: string): boolean {
  return familiesById.has(id);
}

export function nearestWeight(family: FontFamily, weight: number): number {
  let best = family.weights[0] ?? 400;
  for (const w of family.weights) {
    if (Math.abs(w - weight) < Math.abs(best - weight)) best = w;
  }
  return best;
}

/** Where the build puts the packed families: lib/fonts beside lib/engine. */
export const PACKED_FONTS_DIR = path.join(__dirname, "..", "fonts");

/** A family's file for a weight, relative to its package (and to PACKED_FONTS_DIR/<package>). */
export function fontFileIn(family: FontFamily, weight: number): string[] {
  const w = nearestWeight(family, weight);
  const folder = `${w}${WEIGHT_NAMES[w]}`;
  return [folder, `${family.fileStem}_${folder}.ttf`];
}

export function fontFilePath(family: FontFamily, weight: number): string {
  const file = fontFileIn(family, weight);
  if (family.packed) {
    const packed = path.join(PACKED_FONTS_DIR, family.packageName, ...file);
    if (existsSync(packed)) return packed;
  }
  return packageFile(family.packageName, ...file);
}

export interface LoadedFont {
  family: FontFamily;
  weight: number;
  font: ShapingFont;
  unitsPerEm: number;
  /** Cap height in font units; from OS/2 when present, else from the H glyph's height. */
  capHeight: number;
  xHeight: number;
  ascender: number;
  /** Positive, below the baseline. */
  descender: number;
}

const loaded = new Map<string, LoadedFont>();

function glyphTop(font: ShapingFont, char: string): number | undefined {
  const glyph = font.glyphFor(char.codePointAt(0) ?? 0);
  if (glyph === 0) return undefined;
  const ys = font.outline(glyph).flatMap((c) => (c.type === "Z" ? [] : [c.y]));
  return ys.length > 0 ? Math.max(...ys) : undefined;
}

export function loadFont(familyId: string, weight: number): LoadedFont {
  const family = getFontFamily(familyId);
  const w = nearestWeight(family, weight);
  const key = `${family.id}@${w}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const font = loadShapingFont(fontFilePath(family, w));
  const { unitsPerEm, ascender, descender } = font.metrics;
  const capHeight = font.metrics.capHeight ?? glyphTop(font, "H") ?? unitsPerEm * 0.7;
  const xHeight = font.metrics.xHeight ?? glyphTop(font, "x") ?? unitsPerEm * 0.5;
  const result: LoadedFont = { family, weight: w, font, unitsPerEm, capHeight, xHeight, ascender, descender };
  loaded.set(key, result);
  return result;
}

export function fontCovers(font: LoadedFont, char: string): boolean {
  return font.font.glyphFor(char.codePointAt(0) ?? 0) > 0;
}

/** The fallback families that serve a writing system, best first. */
export function familiesServing(system: WritingSystem): FontFamily[] {
  return FONT_FAMILIES.filter((family) => family.serves?.includes(system)).sort(
    (a, b) => (a.serves?.indexOf(system) ?? 0) - (b.serves?.indexOf(system) ?? 0),
  );
}

export function designFamilies(): FontFamily[] {
  return FONT_FAMILIES.filter((family) => !family.fallbackOnly);
}
