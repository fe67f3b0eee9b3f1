/**
 * The seam between the export pipeline and whatever draws the brand kit. The domain decides what
 * the kit holds (brand-kit-plan.ts), judges the logo health check from the
 * measurements and writes the texts; a maker reads the logo, measures it, and draws and packs
 * the files. The offline maker (providers/brand-kit/local-brand-kit.ts) uses resvg, sharp and pdfkit.
 */

import type { MotionStyle } from "../../contract";
import type { KitEntry } from "../brand-kit/brand-kit-plan";
import type { KitPart } from "../brand-kit/kit-files";
import type { ExportSource } from "./export-image-processor";

interface BrandFontChoice {
  role: "name" | "tagline";
  /** The design engine's family id (engine/fonts.ts). */
  family: string;
  weight: number;
}

export interface KitBrand {
  brandName: string;
  /** What file names start with, e.g. harbor-and-pine. */
  stem: string;
  /** The fonts the direction named, when the logo was designed by the engine. */
  fonts: BrandFontChoice[];
  /** The tagline set in the logo, if any. */
  tagline: string;
  /** The animation style of the kit's motion files. */
  motionStyle: MotionStyle;
}

export interface Swatch {
  hex: string;
  rgb: [number, number, number];
  cmyk: [number, number, number, number];
  /** Where the design uses it: 'name', 'symbol', 'tagline', 'shapes', 'background'. */
  usage: string[];
}

export interface FontFact {
  role: "name" | "tagline";
  family: string;
  weight: number;
  license: string;
  licenseUrl: string;
  /** Where to get it for free. */
  url: string;
}

/**
 * Legibility of one subject, scale-free: lengths in the master's units, and the length that is
 * fitted into the display square (the symbol alone, or the whole logo for the name in it). At a
 * display size of N px, a length L measures L * N / fittedLength px.
 */
export interface LegibilityMeasure {
  subject: "symbol" | "name" | "logo";
  fittedLength: number;
  /** 90% of the drawing's lines are at least this thick. */
  stroke: number | null;
  /** 90% of the small spaces between lines (counters, letter gaps) are at least this wide. */
  gap: number | null;
  /** Median height of the letters (name only). */
  letter: number | null;
  /** Renders at the sizes checked, PNG data URIs. */
  images: Record<number, string>;
  /**
   * The symbol's small form, when the design has one: the favicon and the icons up to 48 px are
   * drawn from it, so it is what is judged at those sizes (its own lengths and renders).
   */
  small?: Omit<LegibilityMeasure, "subject" | "letter" | "small">;
}

/**
 * The maskable app icon as a legibility subject: it shows the symbol (or the full logo), whose
 * longer side takes `artShare` of the icon's side so that it stays inside the safe circle.
 */
export interface MaskableMeasure {
  /** The legibility measure that applies: the symbol's, or the name's (or logo's) in the full logo. */
  subject: "symbol" | "name" | "logo";
  artShare: number;
  /** The icon rendered at the size checked, PNG data URI. */
  image: string;
}

export interface ContrastMeasure {
  subject: "logo" | "name";
  /** White for the full-colour file made for light grounds, black for the one made for dark ones. */
  ground: "white" | "black";
  /**
   * The logo: the ratio 90% of its edge reaches against the ground; the name: the ratio its own
   * colour reaches against what it sits on (WCAG 2 contrast).
   */
  ratio: number;
  /** The colour of the subject's edge that stands out least. */
  colour: string;
}

export interface OneColourMeasure {
  subject: KitPart;
  /** Share of the full-colour design's clear edges (3:1 or more) the one-colour version keeps. */
  kept: number;
}

export interface LogoAnalysis {
  source: "vector" | "raster";
  hasSymbol: boolean;
  hasWordmark: boolean;
  /** How the parts were found: marked by the engine, or derived from the master's structure. */
  partsMethod: "marked" | "derived" | null;
  /** The background the logo was designed on. */
  background: string;
  /** The colour profile pictures and banners sit on. */
  brandColour: string;
  swatches: Swatch[];
  fonts: FontFact[];
  legibility: LegibilityMeasure[];
  contrast: ContrastMeasure[];
  oneColour: OneColourMeasure[];
  /** The full logo's size in the master's units, and its name's letter height (clear space). */
  logoSize: { width: number; height: number };
  letterHeight: number | null;
  maskableIcon: MaskableMeasure | null;
}

/** The words and numbers of the one-page brand sheet, decided by the domain. */
export interface BrandSheet {
  title: string;
  subtitle: string;
  colours: { hex: string; rgb: string; cmyk: string; usage: string }[];
  fonts: { line: string; detail: string }[];
  clearSpace: string;
  minimumSize: string[];
  /** The logo's measured score, one line per facet (empty when it could not be measured). */
  score: { facet: string; score: number; sentence: string }[];
  dos: string[];
  donts: string[];
  footer: string;
}

export interface KitContent {
  texts: Record<"readme" | "brand-md" | "webmanifest" | "head-links", string>;
  sheet: BrandSheet;
}

export interface BuiltFile {
  path: string;
  data: Buffer;
  /** The pixel size drawn (PNG, the ICO's largest image); null for vector and text. */
  width: number | null;
  height: number | null;
}

export interface BuiltKit {
  /** Every file of the plan, in its order. */
  files: BuiltFile[];
  /** Small PNG data URIs of a few files, for the export page. */
  previews: { label: string; path: string; image: string }[];
}

export interface AnalysedLogo {
  analysis: LogoAnalysis;
  build(plan: KitEntry[], content: KitContent): Promise<BuiltKit>;
}

export interface BrandKitMaker {
  readonly name: string;
  analyse(source: ExportSource, brand: KitBrand): Promise<AnalysedLogo>;
}
