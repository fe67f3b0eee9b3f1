import { existsSync } from "node:fs";
import path from "node:path";
import { packageFile } from "./package-files";
import { loadShapingFont, type ShapingFont } from "./shaping/harfbuzz";
import type { WritingSystem } from "./shaping/scripts";

/**
 * The type library: every family ships as static TTFs inside an @expo-google-fonts package
 * (SIL OFL 1.1, Roboto Slab Apache-2.0; see LICENSES.md). Fonts are loaded lazily, once per
 * process and weight: a CJK face is about 10 MB, so a process only ever holds the ones the names
 * it has drawn needed.
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

type FontLicense = "OFL-1.1" | "Apache-2.0";

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
  /**
   * A family for scripts the design families lack (Noto). Never a direction's first choice: the
   * engine moves a name to it when the chosen family cannot set the name's script.
   */
  fallbackOnly?: boolean;
  /** The writing systems a fallback family is there for, in order of preference. */
  serves?: readonly WritingSystem[];
  /** A short word in the family's own script, to show it in the editor's font list. */
  sample?: string;
  /**
   * Shipped in the built functions (lib/fonts) rather than as an installed package: a CJK family
   * is 50-90 MB as a package of nine weights, and the engine uses two (see font-pack.ts).
   */
  packed?: boolean;
}

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
/** CJK faces are about 10 MB a weight: two weights keep a worker's memory bounded. */
const CJK_WEIGHTS = [400, 700] as const;

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
    weights: CJK_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    packed: true,
    serves: ["kana", "han"],
    sample: "日本語",
  },
  {
    id: "noto-sans-sc",
    family: "Noto Sans SC",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-sc",
    fileStem: "NotoSansSC",
    weights: CJK_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    packed: true,
    serves: ["han"],
    sample: "中文字体",
  },
  {
    id: "noto-sans-tc",
    family: "Noto Sans TC",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-tc",
    fileStem: "NotoSansTC",
    weights: CJK_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    packed: true,
    serves: ["han"],
    sample: "中文字體",
  },
  {
    id: "noto-sans-kr",
    family: "Noto Sans KR",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-kr",
    fileStem: "NotoSansKR",
    weights: CJK_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    packed: true,
    serves: ["hangul"],
    sample: "한국어",
  },
  {
    id: "noto-sans-arabic",
    family: "Noto Sans Arabic",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-arabic",
    fileStem: "NotoSansArabic",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["arabic"],
    sample: "عربي",
    noTracking: true,
  },
  {
    id: "noto-naskh-arabic",
    family: "Noto Naskh Arabic",
    category: "serif",
    packageName: "@expo-google-fonts/noto-naskh-arabic",
    fileStem: "NotoNaskhArabic",
    weights: [400, 500, 600, 700],
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["arabic"],
    sample: "نسخ",
    noTracking: true,
  },
  {
    id: "noto-sans-hebrew",
    family: "Noto Sans Hebrew",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-hebrew",
    fileStem: "NotoSansHebrew",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["hebrew"],
    sample: "עברית",
  },
  {
    id: "noto-serif-hebrew",
    family: "Noto Serif Hebrew",
    category: "serif",
    packageName: "@expo-google-fonts/noto-serif-hebrew",
    fileStem: "NotoSerifHebrew",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["hebrew"],
    sample: "עברית",
  },
  {
    id: "noto-sans-thai",
    family: "Noto Sans Thai",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-thai",
    fileStem: "NotoSansThai",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["thai"],
    sample: "ภาษาไทย",
    noTracking: true,
  },
  {
    id: "noto-sans-devanagari",
    family: "Noto Sans Devanagari",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-devanagari",
    fileStem: "NotoSansDevanagari",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["devanagari"],
    sample: "देवनागरी",
    noTracking: true,
  },
  {
    id: "noto-serif-devanagari",
    family: "Noto Serif Devanagari",
    category: "serif",
    packageName: "@expo-google-fonts/noto-serif-devanagari",
    fileStem: "NotoSerifDevanagari",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["devanagari"],
    sample: "देवनागरी",
    noTracking: true,
  },
  {
    id: "noto-sans-bengali",
    family: "Noto Sans Bengali",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-bengali",
    fileStem: "NotoSansBengali",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["bengali"],
    sample: "বাংলা",
    noTracking: true,
  },
  {
    id: "noto-sans-tamil",
    family: "Noto Sans Tamil",
    category: "humanist-sans",
    packageName: "@expo-google-fonts/noto-sans-tamil",
    fileStem: "NotoSansTamil",
    weights: ALL_WEIGHTS,
    license: "OFL-1.1",
    fallbackOnly: true,
    serves: ["tamil"],
    sample: "தமிழ்",
  },
];

/**
 * Latin, Greek, Cyrillic and Vietnamese characters a design family lacks come from Noto Sans or
 * Noto Serif, in the family's voice; other scripts come from the families that serve them.
 */
export const LATIN_FALLBACK_SANS = ["noto-sans", "noto-serif"] as const;
export const LATIN_FALLBACK_SERIF = ["noto-serif", "noto-sans"] as const;

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
