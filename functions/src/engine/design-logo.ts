import type { EngineBrief } from "./brief";
import type { DirectionSpec } from "./direction-spec";
import type { FontChoice } from "./font-family";
import { getFontFamily, nearestWeight } from "./fonts";
import { type IconStyle, loadIconArt } from "./icons";
import { applyLayout } from "./layouts";
import type { LayoutKind } from "./layouts/layout-types";
import type { TextStyle } from "./layouts/text-block";
import { MONOGRAM_STYLES } from "./marks/monogram";
import { type ResolvedColors, resolveColors } from "./palettes";
import { createRandom, mixSeed } from "./random";
import { type ContrastCheck, type PlacedRegion, SvgDocument } from "./svg-document";
import { type ContainerShape, createSymbol, type SymbolArt, type SymbolSpec } from "./symbol";
import { assertSettable, drawingFamily, shapeLine, withoutUnsettable } from "./text-outline";

/**
 * Turns a direction and a variant number into one logo's SVG master. Variants 0-2 are the
 * group's three lockups; later variants (Create Similar) keep the direction's palette, type and
 * symbol family but move to the next icon, container, monogram style or mark seed.
 */

export interface DesignedLogo {
  svg: string;
  layout: LayoutKind;
  symbol: SymbolSpec | null;
  checks: ContrastCheck[];
  regions: PlacedRegion[];
}

const STACKED_CONTAINERS: readonly ContainerShape[] = [
  "none",
  "circle",
  "soft-circle",
  "rounded-square",
  "hexagon",
  "ring",
];
const INLINE_CONTAINERS: readonly ContainerShape[] = ["none", "soft-square", "circle", "none"];

function iconStyleFor(iconId: string, wanted: IconStyle): IconStyle {
  // Line-only sets cannot be drawn solid; they keep their outline and get a container instead.
  return iconId.startsWith("lucide:") ? "line" : wanted;
}

/**
 * The face a designed mark's letters are drawn in: the direction's name face at a weight with
 * presence; a script face's hairlines make weak initials, so script directions use a display serif.
 */
function markFont(spec: DirectionSpec): FontChoice {
  const named = getFontFamily(spec.nameFont.family);
  const family = named.category === "script" ? getFontFamily("dm-serif-display") : named;
  // The weight wanted, not yet one the face has: the face that finally draws the letters (an
  // Arabic name's Naskh, say) takes its nearest, whichever face the direction named.
  return { family: family.id, weight: Math.max(700, spec.nameFont.weight) };
}

/** The symbol a direction gives one variant in one layout (the editor reads it back too). */
export function symbolFor(spec: DirectionSpec, layout: LayoutKind, variant: number): SymbolSpec | null {
  const round = Math.floor(variant / 3);
  const slot = variant % 3;
  if (spec.marks) {
    // Each slot has its own mark; a later round (Create Similar) draws the same idea anew.
    const idea = spec.marks[slot % spec.marks.length] ?? null;
    if (!idea) return null;
    return {
      kind: "designed",
      idea,
      seed: mixSeed(spec.seed, "mark", slot, round),
      font: markFont(spec),
      style: spec.iconStyle,
    };
  }
  switch (spec.archetype) {
    case "wordmark":
      return null;
    case "geometric":
      return { kind: "geometric", geometry: spec.geometry, seed: mixSeed(spec.seed, "mark", variant) };
    case "monogram": {
      const start = MONOGRAM_STYLES.indexOf(spec.monogram);
      const style =
        MONOGRAM_STYLES[(start + round + (slot === 2 ? 1 : 0)) % MONOGRAM_STYLES.length] ?? spec.monogram;
      return {
        kind: "monogram",
        style,
        font: { family: spec.nameFont.family, weight: Math.max(600, spec.nameFont.weight) },
      };
    }
    case "icon":
    case "emblem": {
      const icons = spec.icons.length > 0 ? spec.icons : ["phosphor:star-four"];
      // Two logos of a group share the lead symbol; the third offers the next candidate.
      const index = (round + (slot === 2 ? 1 : 0)) % icons.length;
      const icon = icons[index] ?? "phosphor:star-four";
      const style = iconStyleFor(icon, spec.iconStyle);
      let container: ContainerShape = "none";
      if (layout === "stacked") {
        const offset = spec.archetype === "emblem" ? 1 : 0;
        container =
          STACKED_CONTAINERS[(round + offset + (spec.seed % 3)) % STACKED_CONTAINERS.length] ?? "none";
      } else if (layout === "inline") {
        container = INLINE_CONTAINERS[(round + (spec.seed % 2)) % INLINE_CONTAINERS.length] ?? "none";
      }
      // A filled container around a line icon from a line-only set keeps its weight readable.
      if (
        icon.startsWith("lucide:") &&
        spec.iconStyle === "solid" &&
        container === "none" &&
        layout === "stacked"
      ) {
        container = "soft-circle";
      }
      return { kind: "icon", icon, style, container, strokeWeight: spec.iconStyle === "line" ? 2 : 2.25 };
    }
  }
}

const IMAGE_LAYOUTS: readonly LayoutKind[] = ["stacked", "inline", "stacked"];

interface DesignOptions {
  /**
   * A symbol drawn by an image model (PNG data URI on a white ground). The engine then only
   * sets the name in a real font beside or under it, so the wordmark is always spelled right.
   */
  symbolImage?: string;
  /**
   * A symbol drawn by a vector model, sanitised like an uploaded SVG: its inner markup (ids
   * unique) and viewBox. Laid out like `symbolImage`, on a white ground, with the name beside it.
   */
  symbolVector?: { markup: string; viewBox: readonly [number, number, number, number] };
  /** The editor's choices (edit-design.ts); generation leaves them to the variant. */
  layout?: LayoutKind;
  /** Colours resolved elsewhere, e.g. the user's custom colours. */
  colors?: ResolvedColors;
  /** Set the tagline wherever the layout has room for it (true) or nowhere (false). */
  showTagline?: boolean;
}

/** Picks a layout's sub-style (emblem shape, accent, tagline or not) for one variant. */
export function variationOf(spec: DirectionSpec, variant: number): number {
  return Math.floor(variant / 3) * 3 + (variant % 3) + (spec.seed % 5);
}

/** The lockup a variant uses: its slot's layout, or the one the editor chose. */
export function layoutOf(spec: DirectionSpec, variant: number, options: DesignOptions = {}): LayoutKind {
  if (options.symbolImage || options.symbolVector) return IMAGE_LAYOUTS[variant % 3] ?? "stacked";
  if (options.layout) return options.layout;
  return (spec.layouts[(variant % 3) % spec.layouts.length] ?? "stacked") as LayoutKind;
}

export function designLogoSvg(
  brief: EngineBrief,
  spec: DirectionSpec,
  variant: number,
  seed: number,
  options: DesignOptions = {},
): DesignedLogo {
  const round = Math.floor(variant / 3);
  const slot = variant % 3;
  const image = options.symbolImage;
  const vector = options.symbolVector;
  const madeElsewhere = image !== undefined || vector !== undefined;
  const layout = layoutOf(spec, variant, options);
  const rng = createRandom(mixSeed(seed, spec.seed, variant, brief.brandName));
  const colors =
    options.colors ??
    (madeElsewhere
      ? resolveColors(spec.palette, "light", "#FFFFFF")
      : resolveColors(spec.palette, spec.background));
  const nameFamily = getFontFamily(drawingFamily(brief.brandName, spec.nameFont));
  // Nearby variations step the weight up or down one notch where the family allows it.
  const weightStep = round === 0 ? 0 : round % 2 === 1 ? 100 : -100;
  const nameStyle: TextStyle = {
    font: { family: nameFamily.id, weight: nearestWeight(nameFamily, spec.nameFont.weight + weightStep) },
    tracking: spec.nameTracking,
  };
  const taglineFamily = getFontFamily(spec.taglineFont.family);
  const taglineStyle: TextStyle = {
    font: { family: taglineFamily.id, weight: spec.taglineFont.weight },
    tracking: 0.2,
  };
  // A phrase from the description may carry an emoji no font draws: the tagline leaves it out.
  const taglineText = withoutUnsettable(spec.tagline);
  const tagline = taglineFamily.category === "script" ? taglineText : taglineText.toUpperCase();
  assertSettable(shapeLine(brief.brandName, nameStyle.font, nameStyle.tracking));
  const symbolSpec: SymbolSpec | null = image
    ? { kind: "image", href: image }
    : vector
      ? { kind: "vector", markup: vector.markup, viewBox: vector.viewBox }
      : symbolFor(spec, layout, variant);
  let symbol: SymbolArt | null = null;
  if (symbolSpec) {
    if (symbolSpec.kind === "icon") loadIconArt(symbolSpec.icon, symbolSpec.style);
    symbol = createSymbol(symbolSpec, brief.brandName);
  }
  const doc = new SvgDocument(colors.background, `m${(mixSeed(seed, variant) % 100000).toString(36)}`);
  const nameColor = (round + slot) % 3 === 1 ? colors.primaryText : colors.ink;
  applyLayout(layout, {
    doc,
    name: brief.brandName,
    tagline,
    nameStyle,
    taglineStyle,
    symbol,
    colors,
    nameColor,
    showTagline: options.showTagline,
    variation: variationOf(spec, variant),
    rng,
  });
  return { svg: doc.toString(), layout, symbol: symbolSpec, checks: doc.checks, regions: doc.regions };
}
