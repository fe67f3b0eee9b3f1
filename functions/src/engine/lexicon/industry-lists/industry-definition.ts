import type { FontCategory } from "../../font-family";
import type { GeometricKind } from "../../marks/geometric";
import type { MoodId } from "../moods";

export interface Industry {
  id: string;
  /** Noun used in copy, e.g. "bakery". */
  label: string;
  keywords: readonly string[];
  /** Curated icon ids (set:name), best first. Every one must be a right symbol for the field. */
  symbols: readonly string[];
  palettes: readonly string[];
  fonts: readonly FontCategory[];
  moods: readonly MoodId[];
  geometry: readonly GeometricKind[];
}

/** An industry as the lists write it: keywords and symbols as one string each, easier to edit. */
export interface IndustryDefinition extends Omit<Industry, "keywords" | "symbols"> {
  /** Comma-separated keywords and synonyms. */
  keywords: string;
  /** Space-separated icon ids. */
  symbols: string;
}

/** Type voices several fields share, best first. */
export const SERIF_VOICE: FontCategory[] = ["serif", "display-serif", "humanist-sans"];
export const FOOD_VOICE: FontCategory[] = ["display-serif", "slab", "serif", "script"];
export const TRADE_VOICE: FontCategory[] = ["slab", "geometric-sans", "display"];
export const CLINIC_VOICE: FontCategory[] = ["humanist-sans", "geometric-sans", "rounded-sans"];
export const TECH_VOICE: FontCategory[] = ["grotesque-sans", "geometric-sans"];
