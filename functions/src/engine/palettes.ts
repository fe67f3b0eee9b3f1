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
import { PALETTES, type Palette } from "./curated-palettes";

/**
 * The palette rules: a curated palette's dark version (a rich deep ground with light type) is
 * derived, and every colour that will carry text is pushed to at least 4.5:1 against what it
 * sits on; a user's own colours are kept as chosen.
 */

type BackgroundMode = "light" | "dark";

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
