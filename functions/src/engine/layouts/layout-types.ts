import type { ResolvedColors } from "../palettes";
import type { Random } from "../random";
import type { SvgDocument } from "../svg-document";
import type { SymbolArt } from "../symbol";
import type { TextStyle } from "./text-block";

/**
 * The eight lockups. Each direction uses three of them for its first group, so the three logos
 * of a prompt are visibly different arrangements of one idea.
 */
export const LAYOUT_KINDS = [
  "stacked",
  "inline",
  "emblem",
  "badge-ring",
  "monogram",
  "wordmark",
  "tagline",
  "boxed",
] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

export interface LayoutInput {
  doc: SvgDocument;
  name: string;
  tagline: string;
  nameStyle: TextStyle;
  taglineStyle: TextStyle;
  /**
   * Whether the tagline is set. Generation leaves it to the layout (`layoutShowsTagline`); the
   * editor decides: a typed tagline shows wherever the layout has room for one. An empty tagline
   * is never drawn.
   */
  showTagline?: boolean;
  symbol: SymbolArt | null;
  colors: ResolvedColors;
  /** Name colour on the page ground, already >= 4.5:1. */
  nameColor: string;
  /** Picks a sub-style (emblem shape, accent kind) so nearby variants differ. */
  variation: number;
  rng: Random;
}

/** Everything stays inside this margin: logos get cropped and placed on busy grounds. */
const SAFE_MARGIN = 104;
export const CONTENT = 1024 - 2 * SAFE_MARGIN;
export const CENTER = 512;
