import { readFileSync } from "node:fs";
import opentype from "opentype.js";
import { packageFile } from "./package-files";

/**
 * The type library: every family ships as static TTFs inside an @expo-google-fonts package
 * (SIL OFL 1.1, Roboto Slab Apache-2.0; see LICENSES.md). Fonts are parsed lazily, once per
 * process, because parsing a large TTF costs tens of milliseconds and CJK fallbacks far more.
 */

export type FontCategory =
  | "geometric-sans"
  | "humanist-sans"
  | "grotesque-sans"
  | "rounded-sans"
  | "serif"
  | "display-serif"
  | "slab"
  | "display"
  | "script";

export type FontLicense = "OFL-1.1" | "Apache-2.0";

export interface FontFamily {
  id: string;
  family: string;
  category: FontCategory;
  packageName: string;
  /** File name stem inside the package, e.g. `PlayfairDisplay` for `PlayfairDisplay_700Bold.ttf`. */
  fileStem: string;
  weights: readonly number[];
  license: FontLicense;
  /** Lowercase letters are drawn as capitals: never used for a name typed in mixed case. */
  capsOnly?: boolean;
  /** Connected scripts: letter-spacing would break the joins. */
  noTracking?: boolean;
  /** Only used when no design font covers the name's characters. */
  fallbackOnly?: boolean;
}

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const FONT_FAMILIES: readonly FontFamily[] = [
  {
    id: "montserrat",
    family: "Montserrat",
    category: "geometric-sans",
    packageName: "@expo-google-fonts/montserrat",
    fileStem: "Montserrat",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
  },
  {
    id: "poppins",
    family: "Poppins",
    category: "geometric-sans",
    packageName: "@expo-google-fonts/poppins",
    fileStem: "Poppins",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
  },
  {
    id: "outfit",
    family: "Outfit",
    category: "geometric-sans",
    packageName: "@expo-google-fonts/outfit",
    fileStem: "Outfit",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
  },
  {
    id: "josefin-sans",
    family: "Josefin Sans",
    category: "geometric-sans",
    packageName: "@expo-google-fonts/josefin-sans",
    fileStem: "JosefinSans",
    weights: [100, 200, 300, 400, 500, 600, 700],
    license: "OFL-1.1",
  },
  {
    id: "fira-sans",
    family: "Fira Sans",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/fira-sans",
    fileStem: "FiraSans",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
  },
  {
    id: "nunito",
    family: "Nunito",
    category: "rounded-sans",
    packageName: "@expo-google-fonts/nunito",
    fileStem: "Nunito",
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
    license: "OFL-1.1",
  },
  {
    id: "baloo-2",
    family: "Baloo 2",
    category: "rounded-sans",
    packageName: "@expo-google-fonts/baloo-2",
    fileStem: "Baloo2",
    weights: [400, 500, 600, 700, 800],
    license: "OFL-1.1",
  },
  {
    id: "inter",
    family: "Inter",
    category: "grotesque-sans",
    packageName: "@expo-google-fonts/inter",
    fileStem: "Inter",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
  },
  {
    id: "space-grotesk",
    family: "Space Grotesk",
    category: "grotesque-sans",
    packageName: "@expo-google-fonts/space-grotesk",
    fileStem: "SpaceGrotesk",
    weights: [300, 400, 500, 600, 700],
    license: "OFL-1.1",
  },
  {
    id: "lora",
    family: "Lora",
    category: "serif",
    packageName: "@expo-google-fonts/lora",
    fileStem: "Lora",
    weights: [400, 500, 600, 700],
    license: "OFL-1.1",
  },
  {
    id: "cormorant-garamond",
    family: "Cormorant Garamond",
    category: "serif",
    packageName: "@expo-google-fonts/cormorant-garamond",
    fileStem: "CormorantGaramond",
    weights: [300, 400, 500, 600, 700],
    license: "OFL-1.1",
  },
  {
    id: "playfair-display",
    family: "Playfair Display",
    category: "display-serif",
    packageName: "@expo-google-fonts/playfair-display",
    fileStem: "PlayfairDisplay",
    weights: [400, 500, 600, 700, 800, 900],
    license: "OFL-1.1",
  },
  {
    id: "dm-serif-display",
    family: "DM Serif Display",
    category: "display-serif",
    packageName: "@expo-google-fonts/dm-serif-display",
    fileStem: "DMSerifDisplay",
    weights: [400],
    license: "OFL-1.1",
  },
  {
    id: "abril-fatface",
    family: "Abril Fatface",
    category: "display-serif",
    packageName: "@expo-google-fonts/abril-fatface",
    fileStem: "AbrilFatface",
    weights: [400],
    license: "OFL-1.1",
  },
  {
    id: "roboto-slab",
    family: "Roboto Slab",
    category: "slab",
    packageName: "@expo-google-fonts/roboto-slab",
    fileStem: "RobotoSlab",
    weights: ALL_WEIGHTS,
    license: "Apache-2.0",
  },
  {
    id: "zilla-slab",
    family: "Zilla Slab",
    category: "slab",
    packageName: "@expo-google-fonts/zilla-slab",
    fileStem: "ZillaSlab",
    weights: [300, 400, 500, 600, 700],
    license: "OFL-1.1",
  },
  {
    id: "bebas-neue",
    family: "Bebas Neue",
    category: "display",
    packageName: "@expo-google-fonts/bebas-neue",
    fileStem: "BebasNeue",
    weights: [400],
    license: "OFL-1.1",
    capsOnly: true,
  },
  {
    id: "pacifico",
    family: "Pacifico",
    category: "script",
    packageName: "@expo-google-fonts/pacifico",
    fileStem: "Pacifico",
    weights: [400],
    license: "OFL-1.1",
    noTracking: true,
  },
  {
    id: "great-vibes",
    family: "Great Vibes",
    category: "script",
    packageName: "@expo-google-fonts/great-vibes",
    fileStem: "GreatVibes",
    weights: [400],
    license: "OFL-1.1",
    noTracking: true,
  },
  {
    id: "dancing-script",
    family: "Dancing Script",
    category: "script",
    packageName: "@expo-google-fonts/dancing-script",
    fileStem: "DancingScript",
    weights: [400, 500, 600, 700],
    license: "OFL-1.1",
    noTracking: true,
  },
  {
    id: "noto-sans",
    family: "Noto Sans",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans",
    fileStem: "NotoSans",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
  },
  {
    id: "noto-serif",
    family: "Noto Serif",
    category: "serif",
    packageName: "@expo-google-fonts/noto-serif",
    fileStem: "NotoSerif",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
  },
  {
    id: "noto-sans-jp",
    family: "Noto Sans JP",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-jp",
    fileStem: "NotoSansJP",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
  },
];

/**
 * Where a name's characters are missing from the chosen family we fall back, in order, to a
 * family of the same voice (serif for serif), then Noto Sans/Serif (Latin, Greek, Cyrillic,
 * Vietnamese) and Noto Sans JP (kana, CJK ideographs, full-width forms).
 */
export const FALLBACK_CHAIN_SANS = ["noto-sans", "noto-sans-jp"] as const;
export const FALLBACK_CHAIN_SERIF = ["noto-serif", "noto-sans", "noto-sans-jp"] as const;

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

export function fontFilePath(family: FontFamily, weight: number): string {
  const w = nearestWeight(family, weight);
  const folder = `${w}${WEIGHT_NAMES[w]}`;
  return packageFile(family.packageName, folder, `${family.fileStem}_${folder}.ttf`);
}

export interface LoadedFont {
  family: FontFamily;
  weight: number;
  font: opentype.Font;
  /** Cap height in font units; taken from OS/2 when present, else from the H glyph. */
  capHeight: number;
  xHeight: number;
}

const loaded = new Map<string, LoadedFont>();

function os2Metric(font: opentype.Font, key: "sCapHeight" | "sxHeight"): number | undefined {
  const os2: unknown = font.tables.os2;
  if (typeof os2 === "object" && os2 !== null && key in os2) {
    const value = (os2 as Record<string, unknown>)[key];
    if (typeof value === "number" && value > 0) return value;
  }
  return undefined;
}

export function loadFont(familyId: string, weight: number): LoadedFont {
  const family = getFontFamily(familyId);
  const w = nearestWeight(family, weight);
  const key = `${family.id}@${w}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const buffer = readFileSync(fontFilePath(family, w));
  const font = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
  const glyphHeight = (char: string, fallback: number) => {
    const glyph = font.charToGlyph(char);
    return glyph.index > 0 && typeof glyph.yMax === "number" ? glyph.yMax : fallback;
  };
  const capHeight = os2Metric(font, "sCapHeight") ?? glyphHeight("H", font.unitsPerEm * 0.7);
  const xHeight = os2Metric(font, "sxHeight") ?? glyphHeight("x", font.unitsPerEm * 0.5);
  const result: LoadedFont = { family, weight: w, font, capHeight, xHeight };
  loaded.set(key, result);
  return result;
}

export function fontCovers(font: LoadedFont, char: string): boolean {
  return font.font.charToGlyphIndex(char) > 0;
}

export function designFamilies(): FontFamily[] {
  return FONT_FAMILIES.filter((family) => !family.fallbackOnly);
}
