import {
  contrastRatio,
  ensureContrast,
  isDark,
  lightnessOf,
  MIN_GRAPHIC_CONTRAST,
  MIN_TEXT_CONTRAST,
  mix,
  pickReadable,
} from "./color";

/**
 * Curated palettes, each tied to industries and moods through the lexicon. A palette is written
 * once for a light ground; its dark version (a rich deep ground with light type) is derived, and
 * every colour that will carry text is pushed to at least 4.5:1 against what it sits on.
 */
interface Palette {
  id: string;
  /** Words used in a direction's description, e.g. "warm crust". */
  descriptor: string;
  background: string;
  ink: string;
  primary: string;
  secondary: string;
  accent: string;
  /** The palette's own deep colour: the ground of its dark version. */
  deep: string;
}

type BackgroundMode = "light" | "dark";

export const PALETTES: readonly Palette[] = [
  {
    id: "crust",
    descriptor: "warm crust",
    background: "#FBF6EE",
    ink: "#3B2416",
    primary: "#B4622C",
    secondary: "#E2B65A",
    accent: "#7A3E1D",
    deep: "#2A1A10",
  },
  {
    id: "wheat-cream",
    descriptor: "golden wheat",
    background: "#FFFBF2",
    ink: "#4A3222",
    primary: "#B9852F",
    secondary: "#8C5A3C",
    accent: "#E8C872",
    deep: "#2E2117",
  },
  {
    id: "espresso",
    descriptor: "espresso and cream",
    background: "#F7F1EA",
    ink: "#2C1E16",
    primary: "#6F4E37",
    secondary: "#C69C72",
    accent: "#C8553D",
    deep: "#1E1410",
  },
  {
    id: "navy-gold",
    descriptor: "navy and gold",
    background: "#FFFFFF",
    ink: "#14213D",
    primary: "#1F3A5F",
    secondary: "#B08D57",
    accent: "#8A6D3B",
    deep: "#0F1A2E",
  },
  {
    id: "oxblood",
    descriptor: "oxblood and brass",
    background: "#FBF9F7",
    ink: "#2B1B1B",
    primary: "#7B1E2B",
    secondary: "#C5A572",
    accent: "#3D2B2B",
    deep: "#1F0F12",
  },
  {
    id: "slate-teal",
    descriptor: "slate teal",
    background: "#F7FAFA",
    ink: "#1B2A33",
    primary: "#0F6E77",
    secondary: "#6FB1B8",
    accent: "#F2A541",
    deep: "#0B2229",
  },
  {
    id: "toybox",
    descriptor: "toy-box primaries",
    background: "#FFFFFF",
    ink: "#2B2D42",
    primary: "#EF476F",
    secondary: "#FFB400",
    accent: "#118AB2",
    deep: "#22223B",
  },
  {
    id: "bubblegum",
    descriptor: "bubblegum",
    background: "#FFF8FB",
    ink: "#3A2E5C",
    primary: "#E84A8A",
    secondary: "#7C5CFF",
    accent: "#27C2A0",
    deep: "#2A1E4A",
  },
  {
    id: "cyber-teal",
    descriptor: "electric teal",
    background: "#F5F8FC",
    ink: "#0B132B",
    primary: "#0077B6",
    secondary: "#00C2A8",
    accent: "#5A3FFF",
    deep: "#0A1020",
  },
  {
    id: "neon-violet",
    descriptor: "neon violet",
    background: "#F8F7FF",
    ink: "#17123A",
    primary: "#5B3FFF",
    secondary: "#00B8E6",
    accent: "#FF3D9A",
    deep: "#0E0B24",
  },
  {
    id: "graphite",
    descriptor: "graphite with a red spark",
    background: "#FFFFFF",
    ink: "#111111",
    primary: "#1F1F1F",
    secondary: "#8A8A8A",
    accent: "#E8401C",
    deep: "#121212",
  },
  {
    id: "forest",
    descriptor: "forest green",
    background: "#F6F8F3",
    ink: "#1E2B1F",
    primary: "#2F5D3A",
    secondary: "#8DB580",
    accent: "#D98E32",
    deep: "#142218",
  },
  {
    id: "sage",
    descriptor: "sage and sand",
    background: "#F7F8F4",
    ink: "#2E3A33",
    primary: "#587A5E",
    secondary: "#C9B79C",
    accent: "#A3B18A",
    deep: "#1D2620",
  },
  {
    id: "terracotta",
    descriptor: "terracotta",
    background: "#FCF7F2",
    ink: "#3A2A22",
    primary: "#B85A32",
    secondary: "#E3B38C",
    accent: "#5E7D63",
    deep: "#2A1B15",
  },
  {
    id: "blush",
    descriptor: "blush rose",
    background: "#FFF9F8",
    ink: "#3B2730",
    primary: "#B0606B",
    secondary: "#E8C4C0",
    accent: "#8E5572",
    deep: "#2B1A22",
  },
  {
    id: "champagne-noir",
    descriptor: "black and champagne",
    background: "#FFFFFF",
    ink: "#1A1A1A",
    primary: "#1A1A1A",
    secondary: "#C2A36B",
    accent: "#8C7851",
    deep: "#111111",
  },
  {
    id: "plum",
    descriptor: "plum and gold",
    background: "#FBF8FC",
    ink: "#2D1B33",
    primary: "#5E2B6E",
    secondary: "#D4A5C9",
    accent: "#C9A227",
    deep: "#1E1024",
  },
  {
    id: "ocean",
    descriptor: "ocean blue",
    background: "#F4F9FB",
    ink: "#0E2A3B",
    primary: "#0B6E99",
    secondary: "#4FC3E8",
    accent: "#F4A259",
    deep: "#082030",
  },
  {
    id: "sunset",
    descriptor: "sunset",
    background: "#FFF9F3",
    ink: "#3A1F2B",
    primary: "#E0434B",
    secondary: "#F9A03F",
    accent: "#6A4C93",
    deep: "#24121C",
  },
  {
    id: "citrus",
    descriptor: "fresh citrus",
    background: "#FFFDF5",
    ink: "#2C3A1A",
    primary: "#E87A1C",
    secondary: "#8DBB2F",
    accent: "#E84855",
    deep: "#1F2612",
  },
  {
    id: "mint",
    descriptor: "clean mint",
    background: "#F5FBFA",
    ink: "#123B3A",
    primary: "#0E8C7E",
    secondary: "#7FD1C7",
    accent: "#3B82F6",
    deep: "#0B2624",
  },
  {
    id: "medical-blue",
    descriptor: "trust blue",
    background: "#F6F9FD",
    ink: "#0F2A4A",
    primary: "#1E63B5",
    secondary: "#5FB3F5",
    accent: "#22B07D",
    deep: "#0B1B33",
  },
  {
    id: "charcoal-orange",
    descriptor: "charcoal and safety orange",
    background: "#FFFFFF",
    ink: "#1F2326",
    primary: "#E8791A",
    secondary: "#2F3640",
    accent: "#F5C518",
    deep: "#15181B",
  },
  {
    id: "steel",
    descriptor: "steel and racing red",
    background: "#F5F6F7",
    ink: "#1C2228",
    primary: "#C62828",
    secondary: "#37474F",
    accent: "#90A4AE",
    deep: "#121619",
  },
  {
    id: "brick",
    descriptor: "brick red and mustard",
    background: "#FFF8F2",
    ink: "#2E1A14",
    primary: "#B23A2E",
    secondary: "#F2B134",
    accent: "#2F4858",
    deep: "#21110D",
  },
  {
    id: "vineyard",
    descriptor: "vineyard burgundy",
    background: "#FAF6F4",
    ink: "#2A1216",
    primary: "#6D1A36",
    secondary: "#B9975B",
    accent: "#3E5641",
    deep: "#1C0B10",
  },
  {
    id: "hops",
    descriptor: "amber and hop green",
    background: "#FBF8EF",
    ink: "#2B2415",
    primary: "#C0851B",
    secondary: "#4C6B3C",
    accent: "#8B3A1E",
    deep: "#1F1A0F",
  },
  {
    id: "lavender",
    descriptor: "soft lavender",
    background: "#FAF8FE",
    ink: "#2D2A45",
    primary: "#6A5ACD",
    secondary: "#BDB2FF",
    accent: "#E58FB8",
    deep: "#1A1730",
  },
  {
    id: "electric-lime",
    descriptor: "black and electric lime",
    background: "#FFFFFF",
    ink: "#121212",
    primary: "#111827",
    secondary: "#B8E62E",
    accent: "#FF4D00",
    deep: "#0D0D0D",
  },
  {
    id: "energy-red",
    descriptor: "red and navy",
    background: "#FFFFFF",
    ink: "#0D1B2A",
    primary: "#D62839",
    secondary: "#1D3557",
    accent: "#F1A208",
    deep: "#0B1520",
  },
  {
    id: "solar",
    descriptor: "solar amber",
    background: "#FFFCF2",
    ink: "#1E2A38",
    primary: "#E39514",
    secondary: "#0F7B6C",
    accent: "#1E88E5",
    deep: "#0F1A24",
  },
  {
    id: "eco-green",
    descriptor: "eco green",
    background: "#F5FAF4",
    ink: "#173420",
    primary: "#23864A",
    secondary: "#A6D96A",
    accent: "#1B6F8A",
    deep: "#0E2214",
  },
  {
    id: "florist",
    descriptor: "petal pink and leaf",
    background: "#FFF9F9",
    ink: "#30202A",
    primary: "#C93C6F",
    secondary: "#6BA368",
    accent: "#F3B63F",
    deep: "#22141C",
  },
  {
    id: "midnight-gold",
    descriptor: "midnight and gold",
    background: "#FBFAF7",
    ink: "#1B1F3B",
    primary: "#1B1F3B",
    secondary: "#C9A96E",
    accent: "#6B7FD7",
    deep: "#10132A",
  },
  {
    id: "retro",
    descriptor: "retro diner",
    background: "#FBF3E4",
    ink: "#2F2A24",
    primary: "#C8414F",
    secondary: "#EDAE49",
    accent: "#00798C",
    deep: "#1F2A33",
  },
  {
    id: "ink-blue",
    descriptor: "ink blue and ochre",
    background: "#FBFAF6",
    ink: "#1D2340",
    primary: "#2B4C9B",
    secondary: "#E0A93B",
    accent: "#C2452D",
    deep: "#121833",
  },
  {
    id: "arcade",
    descriptor: "arcade neon",
    background: "#F7F5FF",
    ink: "#16102E",
    primary: "#7C3AED",
    secondary: "#22D3EE",
    accent: "#F43F5E",
    deep: "#0C0820",
  },
  {
    id: "pet-warm",
    descriptor: "playful orange and teal",
    background: "#FFFAF3",
    ink: "#2E2A26",
    primary: "#D9692A",
    secondary: "#3D8B8B",
    accent: "#F2C14E",
    deep: "#1E1A16",
  },
  {
    id: "clay-modern",
    descriptor: "warm greige",
    background: "#F7F5F2",
    ink: "#22201E",
    primary: "#4A4540",
    secondary: "#C8A27C",
    accent: "#7D8C7A",
    deep: "#1A1816",
  },
  {
    id: "coral-teal",
    descriptor: "coral and teal",
    background: "#FFFFFF",
    ink: "#1A1A2E",
    primary: "#F25F5C",
    secondary: "#1FA5A0",
    accent: "#FFC857",
    deep: "#14142A",
  },
];

const byId = new Map(PALETTES.map((p) => [p.id, p]));

export function getPalette(id: string): Palette {
  return byId.get(id) ?? (PALETTES[0] as Palette);
}

export function isPaletteId(id: string): boolean {
  return byId.has(id);
}

/** The colours a layout may use, already checked against their grounds. */
export interface ResolvedColors {
  mode: BackgroundMode;
  background: string;
  /** Main type colour: >= 4.5:1 on background. */
  ink: string;
  /** Brand colour for symbols: >= 3:1 on background. */
  primary: string;
  /** Brand colour usable for text: >= 4.5:1 on background. */
  primaryText: string;
  secondary: string;
  accent: string;
  /** Quieter type (taglines): >= 4.5:1 on background. */
  muted: string;
  /** A solid fill for badges and containers, dark or light enough to carry text. */
  fill: string;
  /** Type on `fill`: >= 4.5:1. */
  onFill: string;
  /** Secondary colour as it may appear on `fill` (knock-out details): >= 3:1. */
  secondaryOnFill: string;
}

function darkVersion(p: Palette): Palette {
  const background = p.deep;
  const lift = (hex: string) => ensureContrast(hex, background, MIN_GRAPHIC_CONTRAST + 0.5);
  return {
    ...p,
    background,
    ink: mix(p.background, "#FFFFFF", 0.4),
    primary: lift(lightnessOf(p.primary) < 0.25 ? p.secondary : p.primary),
    secondary: lift(p.secondary),
    accent: lift(p.accent),
  };
}

/** `backgroundOverride` sets the ground, e.g. white under a generated image with a white ground. */
export function resolveColors(
  paletteId: string,
  mode: BackgroundMode,
  backgroundOverride?: string,
): ResolvedColors {
  const base = getPalette(paletteId);
  const p = mode === "dark" ? darkVersion(base) : base;
  const background = backgroundOverride ?? p.background;
  const ink = ensureContrast(p.ink, background, MIN_TEXT_CONTRAST + 1);
  const primary = ensureContrast(p.primary, background, MIN_GRAPHIC_CONTRAST);
  const primaryText = ensureContrast(p.primary, background, MIN_TEXT_CONTRAST);
  const muted = ensureContrast(mix(ink, background, 0.25), background, MIN_TEXT_CONTRAST);
  // Badges need a ground that carries text both ways; deepen the brand colour until it does.
  let fill = mode === "dark" ? primary : p.primary;
  const onFillCandidates = mode === "dark" ? [p.deep, "#111111"] : [background, "#FFFFFF"];
  if (Math.max(...onFillCandidates.map((c) => contrastRatio(c, fill))) < MIN_TEXT_CONTRAST) {
    fill = ensureContrast(fill, onFillCandidates[0] as string, MIN_TEXT_CONTRAST);
  }
  const onFill = pickReadable(onFillCandidates, fill, MIN_TEXT_CONTRAST);
  const secondaryOnFill = ensureContrast(p.secondary, fill, MIN_GRAPHIC_CONTRAST);
  return {
    mode,
    background,
    ink,
    primary,
    primaryText,
    secondary: p.secondary,
    accent: p.accent,
    muted,
    fill,
    onFill,
    secondaryOnFill,
  };
}

/** A palette the user set in the editor: the page ground, the type colour and the brand colour. */
interface CustomColors {
  background: string;
  text: string;
  brand: string;
}

/**
 * Custom colours are used exactly as chosen, even below 4.5:1: the editor warns about contrast
 * rather than silently changing a colour the user picked. Only colours the user did not pick
 * (type on a badge, the quieter tagline shade, the secondary tint) are derived, and those are
 * held to the same rules as the curated palettes'.
 */
export function resolveCustomColors(custom: CustomColors): ResolvedColors {
  const background = custom.background.toUpperCase();
  const ink = custom.text.toUpperCase();
  const brand = custom.brand.toUpperCase();
  const mode: BackgroundMode = isDark(background) ? "dark" : "light";
  const softened = mix(ink, background, 0.25);
  // The tagline shade is a little quieter than the name only where that still reads as well.
  const muted =
    contrastRatio(softened, background) >= Math.min(MIN_TEXT_CONTRAST, contrastRatio(ink, background))
      ? softened
      : ink;
  const fill = brand;
  const onFill = pickReadable([background, "#FFFFFF", "#111111"], fill, MIN_TEXT_CONTRAST);
  const secondary = mix(brand, background, 0.5);
  return {
    mode,
    background,
    ink,
    primary: brand,
    primaryText: brand,
    secondary,
    accent: brand,
    muted,
    fill,
    onFill,
    secondaryOnFill: ensureContrast(secondary, fill, MIN_GRAPHIC_CONTRAST),
  };
}
