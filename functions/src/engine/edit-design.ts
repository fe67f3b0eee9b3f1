import type {
  DesignEdits,
  DesignOptionsResponse,
  DesignPaletteOption,
  DesignSymbol,
} from "../contract/design-edits";
import type { EngineBrief, EngineLogoFiles } from "./brief";
import { contrastRatio } from "./color";
import { PALETTES } from "./curated-palettes";
import { type DesignedLogo, designLogoSvg, layoutOf, symbolFor, variationOf } from "./design-logo";
import type { Archetype, DirectionSpec } from "./direction-spec";
import type { FontCategory, FontFamily } from "./font-family";
import { fontSample, SAMPLE_INK, svgDataUrl } from "./font-samples";
import { designFamilies, FONT_FAMILIES } from "./fonts";
import { getIcon, type IconStyle, loadIconArt, SECONDARY_TOKEN } from "./icons";
import {
  LAYOUT_KINDS,
  type LayoutKind,
  layoutCanShowTagline,
  layoutShowsTagline,
  SYMBOL_LAYOUTS,
} from "./layouts";
import { LETTER_CONSTRUCTIONS, MOTIF_CONSTRUCTIONS } from "./marks/designed-mark";
import { PLAIN_VESSELS } from "./marks/vessels";
import { isPaletteId, type ResolvedColors, resolveColors, resolveCustomColors } from "./palettes";
import { fmt } from "./path-geometry";
import { renderPreviewPixels } from "./render";
import type { WritingSystem } from "./shaping/scripts";
import type { SymbolSpec } from "./symbol";
import { drawingFamily } from "./text-outline";

/**
 * The editor's entry point into the engine: a generated design (its brief, direction, variant
 * and seed) plus the user's edits gives one SVG master, drawn by the same code as generation.
 * Edits name registry choices, so the saved logo is re-drawn exactly like the preview, and the
 * edits that reproduce an untouched design (initialEdits) draw it byte for byte.
 */

export { ENGINE_NAME } from "./engine-name";
export { familiesThatCanSet } from "./text-outline";

export interface DesignBase {
  /** The project's brief; only the brand name is drawn. */
  brief: EngineBrief;
  spec: DirectionSpec;
  variant: number;
  seed: number;
}

type DesignEditProblem =
  | "unknownFont"
  | "unknownPalette"
  | "unknownLayout"
  | "unknownIcon"
  | "layoutNeedsSymbol";

/** The fonts a user can pick: the design families and the faces of other scripts. */
function editorFamilies(): FontFamily[] {
  return [...designFamilies(), ...FONT_FAMILIES.filter((family) => family.fallbackOnly && family.sample)];
}

const designFontIds = new Set(editorFamilies().map((family) => family.id));

function isLayoutKind(id: string): id is LayoutKind {
  return (LAYOUT_KINDS as readonly string[]).includes(id);
}

/** Checks every id against the engine's registries; the contract has checked the shapes. */
export function designEditProblem(edits: DesignEdits): DesignEditProblem | null {
  if (!designFontIds.has(edits.font)) return "unknownFont";
  if (edits.palette.kind === "curated" && !isPaletteId(edits.palette.id)) return "unknownPalette";
  if (!isLayoutKind(edits.layout)) return "unknownLayout";
  if (edits.symbol.kind === "icon" && !getIcon(edits.symbol.icon)) return "unknownIcon";
  if (SYMBOL_LAYOUTS.has(edits.layout) && edits.symbol.kind === "none") return "layoutNeedsSymbol";
  return null;
}

function symbolChoiceOf(symbol: SymbolSpec | null): DesignSymbol {
  switch (symbol?.kind) {
    case undefined:
      return { kind: "none" };
    case "icon":
      return { kind: "icon", icon: symbol.icon };
    case "monogram":
      return { kind: "monogram" };
    case "geometric":
    case "designed":
      return { kind: "mark" };
    case "image":
    case "vector":
      // Symbols drawn by a model come from another provider; such logos never reach the editor.
      throw new Error("A design with a model's symbol cannot be edited");
  }
}

/** The edits that draw the generated logo unchanged: where the editor starts. */
export function initialEdits(base: DesignBase): DesignEdits {
  const { spec, variant } = base;
  const layout = layoutOf(spec, variant);
  const showsTagline = layoutCanShowTagline(layout) && layoutShowsTagline(layout, variationOf(spec, variant));
  return {
    brandName: base.brief.brandName,
    tagline: showsTagline ? spec.tagline : "",
    palette: { kind: "curated", id: spec.palette, background: spec.background },
    // The face that draws the name (an Arabic name is set in Naskh whatever Latin face the
    // direction chose): the list shows it as chosen, and the design draws the same.
    font: drawingFamily(base.brief.brandName, spec.nameFont),
    layout,
    symbol: symbolChoiceOf(symbolFor(spec, layout, variant)),
  };
}

function archetypeFor(symbol: DesignSymbol, original: Archetype): Archetype {
  switch (symbol.kind) {
    case "none":
      return "wordmark";
    case "monogram":
      return "monogram";
    case "mark":
      return "geometric";
    case "icon":
      // An emblem keeps its own container rhythm around whichever icon it gets.
      return original === "emblem" ? "emblem" : "icon";
  }
}

/**
 * A designed direction's marks after the symbol choice: the design's own mark ('mark'), the
 * initials knocked out of a shape ('monogram'), or the chosen picture built into the design's
 * construction ('icon': a stock icon is raw material here too).
 */
function editedMarks(spec: DirectionSpec, symbol: DesignSymbol, variant: number): DirectionSpec["marks"] {
  const marks = spec.marks;
  if (!marks) return undefined;
  const own = marks[(variant % 3) % marks.length] ?? null;
  switch (symbol.kind) {
    case "mark":
      // A name-only slot given a mark takes the direction's first one.
      return own ? marks : [marks.find((idea) => idea !== null) ?? { construction: "letter-block" }];
    case "none":
      return [null];
    case "monogram":
      return [
        own && LETTER_CONSTRUCTIONS.has(own.construction) && own.construction !== "letter-motif"
          ? own
          : { construction: "letter-block", vessel: PLAIN_VESSELS[spec.seed % PLAIN_VESSELS.length] },
      ];
    case "icon":
      return [
        own && MOTIF_CONSTRUCTIONS.has(own.construction)
          ? { ...own, motif: symbol.icon }
          : { construction: "letter-motif", motif: symbol.icon },
      ];
  }
}

/** The direction with the edits folded in: symbol choice, palette, type and tagline. */
export function editedSpec(spec: DirectionSpec, edits: DesignEdits, variant = 0): DirectionSpec {
  const curated = edits.palette.kind === "curated" ? edits.palette : null;
  const marks = editedMarks(spec, edits.symbol, variant);
  return {
    ...spec,
    ...(marks ? { marks } : {}),
    archetype: archetypeFor(edits.symbol, spec.archetype),
    icons: edits.symbol.kind === "icon" ? [edits.symbol.icon] : spec.icons,
    palette: curated ? curated.id : spec.palette,
    background: curated ? curated.background : spec.background,
    nameFont: { family: edits.font, weight: spec.nameFont.weight },
    tagline: edits.tagline,
  };
}

function colorsFor(edits: DesignEdits): ResolvedColors | undefined {
  return edits.palette.kind === "custom" ? resolveCustomColors(edits.palette) : undefined;
}

/** The edited design's SVG master (call designEditProblem first: ids must exist). */
export function designEditedLogo(base: DesignBase, edits: DesignEdits): DesignedLogo {
  const layout = edits.layout;
  if (!isLayoutKind(layout)) throw new Error(`Unknown layout ${layout}`);
  return designLogoSvg(
    { ...base.brief, brandName: edits.brandName },
    editedSpec(base.spec, edits, base.variant),
    base.variant,
    base.seed,
    { layout, colors: colorsFor(edits), showTagline: edits.tagline !== "" },
  );
}

interface ContrastMeasure {
  role: "name" | "tagline" | "initials";
  foreground: string;
  background: string;
  ratio: number;
}

interface EditedLogo extends EngineLogoFiles {
  svg: string;
  /** Every text colour pair drawn, lowest contrast first, without repeats. */
  contrast: ContrastMeasure[];
}

function contrastOf(designed: DesignedLogo): ContrastMeasure[] {
  const seen = new Map<string, ContrastMeasure>();
  for (const check of designed.checks) {
    const key = `${check.role}|${check.foreground}|${check.background}`;
    if (!seen.has(key)) {
      const ratio = Math.round(contrastRatio(check.foreground, check.background) * 100) / 100;
      seen.set(key, { ...check, ratio });
    }
  }
  return [...seen.values()].sort((a, b) => a.ratio - b.ratio);
}

/** The master and the preview's pixels, as generation renders them. */
export async function renderEditedLogo(base: DesignBase, edits: DesignEdits): Promise<EditedLogo> {
  const designed = designEditedLogo(base, edits);
  const preview = await renderPreviewPixels(designed.svg);
  return { svg: designed.svg, preview, contrast: contrastOf(designed) };
}

// ---- What the editor may choose from -------------------------------------------------------

const LAYOUT_LABELS: Record<LayoutKind, string> = {
  stacked: "Symbol above name",
  inline: "Symbol beside name",
  emblem: "Badge",
  "badge-ring": "Round badge",
  monogram: "Large symbol",
  wordmark: "Name only",
  tagline: "Name and tagline",
  boxed: "Framed name",
};

const CATEGORY_LABELS: Record<FontCategory, string> = {
  "geometric-sans": "Geometric sans",
  "humanist-sans": "Humanist sans",
  "grotesque-sans": "Grotesque sans",
  "rounded-sans": "Rounded sans",
  serif: "Serif",
  "display-serif": "Display serif",
  slab: "Slab serif",
  display: "Display",
  script: "Script",
};

const SCRIPT_LABELS: Record<WritingSystem, string> = {
  latin: "Latin",
  arabic: "Arabic",
  hebrew: "Hebrew",
  thai: "Thai",
  devanagari: "Devanagari",
  bengali: "Bengali",
  tamil: "Tamil",
  hangul: "Korean",
  kana: "Japanese",
  han: "Chinese",
};

/** 'Serif' for a design family; 'Arabic serif' for the face of another script. */
function categoryLabel(family: FontFamily): string {
  const system = family.serves?.[0];
  if (!family.fallbackOnly || !system) return CATEGORY_LABELS[family.category];
  return `${SCRIPT_LABELS[system]} ${family.category === "serif" ? "serif" : "sans"}`;
}

function swatchOf(colors: ResolvedColors): DesignPaletteOption["light"] {
  const { background, ink, primary, secondary, accent } = colors;
  return { background, ink, primary, secondary, accent };
}

/** GET /design/options' body, from the contract, so the two cannot drift apart. */
type EditorOptions = Omit<DesignOptionsResponse, "success">;

let options: EditorOptions | undefined;

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The registries as the editor lists them; built once per process (fonts are outlined). */
export function editorOptions(): EditorOptions {
  options ??= {
    palettes: PALETTES.map((palette) => ({
      id: palette.id,
      label: sentenceCase(palette.descriptor),
      light: swatchOf(resolveColors(palette.id, "light")),
      dark: swatchOf(resolveColors(palette.id, "dark")),
    })),
    fonts: editorFamilies().map((family) => ({
      id: family.id,
      label: family.family,
      category: categoryLabel(family),
      sample: fontSample(family),
    })),
    layouts: LAYOUT_KINDS.map((kind) => ({
      id: kind,
      label: LAYOUT_LABELS[kind],
      needsSymbol: SYMBOL_LAYOUTS.has(kind),
      showsTagline: layoutCanShowTagline(kind),
    })),
  };
  return options;
}

function previewStyle(id: string): IconStyle {
  const entry = getIcon(id);
  return entry?.styles.includes("solid") ? "solid" : "line";
}

/** One icon alone, for the symbol picker; null for an id no set has. */
export function iconPreview(id: string): string | null {
  if (!getIcon(id)) return null;
  const art = loadIconArt(id, previewStyle(id));
  const { x, y, width, height } = art.bounds;
  const side = Math.max(width, height) * 1.12;
  const left = x + width / 2 - side / 2;
  const top = y + height / 2 - side / 2;
  const paint = art.stroked
    ? `fill="none" stroke="${SAMPLE_INK}" stroke-width="${art.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"`
    : `fill="${SAMPLE_INK}"`;
  const markup = art.markup.replaceAll(SECONDARY_TOKEN, "#9CA3AF");
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="${fmt(left)} ${fmt(top)} ${fmt(side)} ${fmt(side)}"><g ${paint}>${markup}</g></svg>`,
  );
}
