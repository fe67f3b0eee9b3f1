/**
 * The full-colour drawing of a part made for a light or a dark ground (a white page, a dark
 * website), with what each shape is seen against measured rather than guessed.
 *
 * A design is drawn for its own background: a near-white name made on navy vanishes on a white
 * letter. Every shape (each fill and each stroke, in paint order) is judged against what lies
 * under it in the drawing: the new ground where it sits on nothing, else the shapes it is drawn
 * on (a symbol on its disc, a name knocked out of a box). A shape that does not reach its
 * contrast there is set in the brand colour that stands out most, or near-black / white when no
 * brand colour does; colours that pass stay the brand's own.
 *
 * - Text (the name, the tagline) and fine lines (rules, thin frames: they read like a letter's
 *   stroke) need 4.5:1, WCAG AA for text; other marks 3:1, WCAG's minimum for graphics.
 * - On the new ground, ink needs that much. Paper (a tint, a shape in the ground's colour) is
 *   no mark of its own and keeps its colour: it stays the ground of what is drawn on it. A shape
 *   that carries others (a gold shield, a navy box) is their ground too: it keeps its colour
 *   while it still shows as a shape (CARRIER_ON_GROUND), and only its contents must read on it.
 * - Over another shape, a shape needs what it had there as designed, up to that minimum: a
 *   design's quiet detail stays quiet, but when the shape under it changed colour (a navy box
 *   turned light on black), what sits on it is set again so it still reads.
 * - A shape drawn in the design's own ground colour on nothing but that ground was invisible
 *   as designed and is left out; on another ground it would be a patch of the old background.
 */
import { Resvg } from "@resvg/resvg-js";
import type { KitPart, PreparedArtwork } from "./artwork";
import { BLACK, blend, contrast, parseColour, type Rgb, toHex, WHITE } from "./paint";
import { isInk, NOT_DRAWN, OPACITIES, opacityNumber, type PaintName, paintColour } from "./svg-paints";
import { attribute, parseSvg, type SvgElement, serialize, svgDocument, withAttribute } from "./svg-tree";

/** The grounds a full-colour file is made for: a white page or screen, and a dark one. */
export type Ground = "light" | "dark";

export const GROUND_COLOUR: Record<Ground, Rgb> = { light: WHITE, dark: BLACK };
/** Text and fine lines must reach 4.5:1 on their ground (WCAG AA for text); other marks 3:1. */
const TEXT_ON_GROUND = 4.5;
const MARK_ON_GROUND = 3;
/** What a failing paint becomes on a light ground when no brand colour stands out there. */
const NEAR_BLACK: Rgb = { r: 0x1f, g: 0x23, b: 0x28 };

/** Long side, in px, of the renders that find what each shape is drawn on. */
const LAYER_RENDER_SIZE = 256;
/** A line thinner than this share of the master's canvas is a fine line (a rule, a thin frame). */
const FINE_LINE_SHARE = 0.01;
/** What a shape is seen against: whatever lies under at least this share of it (and the largest). */
const BACKDROP_SHARE = 0.1;
/** A shape covers a pixel, for what is drawn after it, from this alpha on. */
const COVERING_ALPHA = 128;
/** A shape this close to the design's ground (WCAG ratio) was invisible where it sat on it. */
const INVISIBLE_CONTRAST = 1.05;
/**
 * A shape other shapes are drawn on (a gold shield, a navy box) is their ground more than a mark:
 * it keeps its colour while it shows as a shape on the new ground, and what it carries is judged
 * against it. Under this it all but vanishes, and it is set again like any mark.
 */
const CARRIER_ON_GROUND = 1.5;
/** Rounding slack, so a ratio computed at 4.4999 is not judged under 4.5. */
const SLACK = 0.005;

const LEAVES = new Set(["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "image", "use"]);

type Role = "name" | "tagline" | "other";

interface Inherited {
  fill: string;
  stroke: string;
  fillOpacity: number;
  strokeOpacity: number;
  /** Product of the group opacities above. */
  opacity: number;
}

interface Leaf {
  element: SvgElement;
  /** Index of the part's top-level element it belongs to. */
  top: number;
  fill: string;
  stroke: string;
  fillOpacity: number;
  strokeOpacity: number;
  opacity: number;
}

interface Layer {
  leaf: number;
  paint: PaintName | "image";
  role: Role;
  /** Null for images, which are never recoloured and carry nothing. */
  colour: Rgb | null;
  opacity: number;
  /** The opacity left once the paint's own is dropped (the element's and its groups'). */
  baseOpacity: number;
  fine: boolean;
  /**
   * What it is drawn on, most first: -1 for nothing (the ground), else the index of the layer
   * under it; each covers at least BACKDROP_SHARE of it (the largest always counts).
   */
  backdrops: number[];
  /** Invisible as designed (the ground's colour on nothing but the ground): left out. */
  invisible: boolean;
  /** Other shapes are drawn on it: it is their ground (a badge, a box, a disc). */
  carries: boolean;
}

interface Layering {
  elements: SvgElement[];
  layers: Layer[];
}

export interface GroundedContrast {
  /** The colour the shape is set in, and its contrast with what it is seen against (weakest). */
  colour: string;
  ratio: number;
}

interface GroundedPart {
  /** Inner markup (defs included), in the master's user units. */
  markup: string;
  /** True when some shape was set in another colour (or left out) for this ground. */
  changed: boolean;
  /** The name's weakest contrast in this drawing, when the part shows the name. */
  name: GroundedContrast | null;
  /**
   * Tints left as designed where they sit on the new ground (hex): the ground of what is drawn
   * on them, no mark of their own, so no part of the edge a contrast check measures.
   */
  paper: string[];
}

function isGroup(element: SvgElement): boolean {
  return element.name === "g" || element.name === "a" || element.name === "svg" || element.name === "switch";
}

/** The drawn leaves (shapes and images) in paint order, with the paints they inherit. */
function leavesOf(elements: SvgElement[]): Leaf[] {
  const leaves: Leaf[] = [];
  const visit = (element: SvgElement, inherited: Inherited, top: number) => {
    if (NOT_DRAWN.has(element.name)) return;
    const state: Inherited = {
      fill: attribute(element, "fill") ?? inherited.fill,
      stroke: attribute(element, "stroke") ?? inherited.stroke,
      fillOpacity: opacityNumber(attribute(element, "fill-opacity")) ?? inherited.fillOpacity,
      strokeOpacity: opacityNumber(attribute(element, "stroke-opacity")) ?? inherited.strokeOpacity,
      opacity: inherited.opacity * (opacityNumber(attribute(element, "opacity")) ?? 1),
    };
    if (isGroup(element)) {
      for (const child of element.children) if (child.kind === "element") visit(child, state, top);
      return;
    }
    if (LEAVES.has(element.name)) leaves.push({ element, top, ...state });
  };
  const initial: Inherited = {
    fill: "#000000",
    stroke: "none",
    fillOpacity: 1,
    strokeOpacity: 1,
    opacity: 1,
  };
  elements.forEach((element, top) => {
    visit(element, initial, top);
  });
  return leaves;
}

/** The part's elements with each leaf changed, visiting leaves in the same order as leavesOf. */
function rewriteLeaves(
  elements: SvgElement[],
  change: (leaf: SvgElement, index: number) => SvgElement,
): SvgElement[] {
  let index = 0;
  const visit = (element: SvgElement): SvgElement => {
    if (NOT_DRAWN.has(element.name)) return element;
    if (isGroup(element))
      return {
        ...element,
        children: element.children.map((child) => (child.kind === "element" ? visit(child) : child)),
      };
    if (!LEAVES.has(element.name)) return element;
    const changed = change(element, index);
    index++;
    return changed;
  };
  return elements.map(visit);
}

function withoutOpacity(element: SvgElement): SvgElement {
  let next = withAttribute(element, "filter", undefined);
  for (const name of OPACITIES) next = withAttribute(next, name, undefined);
  return next;
}

function stripGroupOpacity(element: SvgElement): SvgElement {
  if (NOT_DRAWN.has(element.name) || !isGroup(element)) return element;
  return {
    ...withoutOpacity(element),
    children: element.children.map((child) => (child.kind === "element" ? stripGroupOpacity(child) : child)),
  };
}

function partElements(prepared: PreparedArtwork, part: KitPart): SvgElement[] {
  const body = prepared.markup[part];
  if (body === undefined) throw new Error(`This logo has no ${part}`);
  return parseSvg(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).children.filter(
    (child): child is SvgElement => child.kind === "element",
  );
}

/** Thickness of a layer's shape (twice its area over its outline), in render pixels. */
function thickness(coverage: Uint8Array, width: number, height: number): number {
  let area = 0;
  let outline = 0;
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (coverage[y * width + x] ?? 0) >= COVERING_ALPHA;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inside(x, y)) continue;
      area++;
      if (!inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1)) outline++;
    }
  }
  return outline === 0 ? 0 : (2 * area) / outline;
}

function layeringOf(prepared: PreparedArtwork, part: KitPart): Layering {
  const box = prepared.boxes[part];
  if (!box) throw new Error(`This logo has no ${part}`);
  const elements = partElements(prepared, part);
  const leaves = leavesOf(elements);
  const scale = LAYER_RENDER_SIZE / Math.max(box.width, box.height);
  const size = {
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  };
  const canvasLong = Math.max(prepared.parts.canvas.width, prepared.parts.canvas.height);
  const names = new Set(prepared.parts.name.map(serialize));
  const taglines = new Set(prepared.parts.tagline.map(serialize));
  const roleOf = (top: number): Role => {
    if (part === "wordmark") return "name";
    const element = elements[top];
    if (!element) return "other";
    const text = serialize(element);
    if (names.has(text)) return "name";
    if (taglines.has(text)) return "tagline";
    return "other";
  };
  const bare = elements.map(stripGroupOpacity);

  const coverageOf = (leafIndex: number, paint: PaintName | "image"): Uint8Array => {
    const variant = rewriteLeaves(bare, (element, index) => {
      const plain = withoutOpacity(element);
      if (index !== leafIndex) return withAttribute(plain, "display", "none");
      if (paint === "image") return plain;
      return withAttribute(
        withAttribute(plain, "fill", paint === "fill" ? "#000000" : "none"),
        "stroke",
        paint === "stroke" ? "#000000" : "none",
      );
    });
    const svg = svgDocument(`${prepared.defs}${variant.map(serialize).join("")}`, box, size);
    const pixels = new Resvg(svg, { font: { loadSystemFonts: false }, shapeRendering: 2 }).render().pixels;
    const coverage = new Uint8Array(size.width * size.height);
    for (let p = 0; p < coverage.length; p++) coverage[p] = pixels[p * 4 + 3] ?? 0;
    return coverage;
  };

  const layers: Layer[] = [];
  const top = new Int16Array(size.width * size.height).fill(-1);
  const place = (layer: Omit<Layer, "backdrops" | "invisible" | "carries">, coverage: Uint8Array) => {
    const index = layers.length;
    // Coverage summed by the layer under each pixel, the ground (-1) first: an array, not a map,
    // as this runs for every pixel of every layer.
    const sums = new Float64Array(index + 1);
    let total = 0;
    for (let p = 0; p < coverage.length; p++) {
      const alpha = coverage[p] as number;
      if (alpha === 0) continue;
      const under = top[p] as number;
      sums[under + 1] = (sums[under + 1] as number) + alpha;
      total += alpha;
    }
    const shares = new Map<number, number>();
    sums.forEach((sum, slot) => {
      if (sum > 0) shares.set(slot - 1, sum);
    });
    const backdrops = [...shares.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, share], rank) => rank === 0 || share >= total * BACKDROP_SHARE)
      .map(([under]) => under);
    const { colour } = layer;
    const invisible =
      colour !== null &&
      total > 0 &&
      (shares.get(-1) ?? 0) === total &&
      contrast(blend(colour, prepared.ground, layer.opacity), prepared.ground) < INVISIBLE_CONTRAST;
    for (const under of backdrops) {
      const below = layers[under];
      if (below) below.carries = true;
    }
    layers.push({ ...layer, backdrops: total === 0 ? [] : backdrops, invisible, carries: false });
    // Images carry no colour of their own that a shape could be judged against.
    if (colour === null || invisible) return;
    for (let p = 0; p < coverage.length; p++) if ((coverage[p] ?? 0) >= COVERING_ALPHA) top[p] = index;
  };
  leaves.forEach((leaf, index) => {
    const role = roleOf(leaf.top);
    if (leaf.element.name === "image") {
      const layer = { leaf: index, paint: "image", role, colour: null, fine: false } as const;
      place({ ...layer, opacity: leaf.opacity, baseOpacity: leaf.opacity }, coverageOf(index, "image"));
      return;
    }
    for (const paint of ["fill", "stroke"] as const) {
      const value = paint === "fill" ? leaf.fill : leaf.stroke;
      if (value === "none") continue;
      const colour = paintColour(value, prepared.gradients);
      if (colour === null) continue;
      const coverage = coverageOf(index, paint);
      const units = thickness(coverage, size.width, size.height) / scale;
      place(
        {
          leaf: index,
          paint,
          role,
          colour,
          opacity: leaf.opacity * (paint === "fill" ? leaf.fillOpacity : leaf.strokeOpacity),
          baseOpacity: leaf.opacity,
          fine: units < FINE_LINE_SHARE * canvasLong,
        },
        coverage,
      );
    }
  });
  return { elements, layers };
}

/** Every solid colour the design uses, and its ground: the colours a failing shape may take. */
function brandColours(prepared: PreparedArtwork): Rgb[] {
  const hexes = new Set([...Object.values(prepared.paints).flat(), toHex(prepared.ground)]);
  return [...hexes].map((hex) => parseColour(hex)).filter((colour): colour is Rgb => colour !== null);
}

interface Choice {
  colour: Rgb;
  opacity: number;
  /** Left out: the shape was invisible as designed. */
  omitted: boolean;
}

function groundPart(
  prepared: PreparedArtwork,
  part: KitPart,
  ground: Ground,
  layering: Layering,
): GroundedPart {
  const target = GROUND_COLOUR[ground];
  const designGround = prepared.ground;
  const palette = brandColours(prepared);
  const { layers, elements } = layering;
  // Per layer: the colour seen as designed, the colour seen on the new ground, and the choice.
  const designed: Rgb[] = [];
  const seen: Rgb[] = [];
  const choices: (Choice | null)[] = [];
  let nameWeakest: GroundedContrast | null = null;
  const paperOnGround = new Set<string>();

  layers.forEach((layer, index) => {
    const { backdrops, colour } = layer;
    const dominant = backdrops[0] ?? -1;
    const asDesigned = (under: number) => (under < 0 ? designGround : (designed[under] ?? designGround));
    const onGround = (under: number) => (under < 0 ? target : (seen[under] ?? target));
    if (colour === null || backdrops.length === 0 || layer.invisible) {
      designed[index] = asDesigned(dominant);
      seen[index] = onGround(dominant);
      choices[index] = colour === null || !layer.invisible ? null : { colour, opacity: 0, omitted: true };
      return;
    }
    designed[index] = blend(colour, asDesigned(dominant), layer.opacity);
    const required = layer.role !== "other" || layer.fine ? TEXT_ON_GROUND : MARK_ON_GROUND;
    const paper = !isInk(colour, layer.opacity, designGround);
    const needs = backdrops.map((under) => {
      if (under >= 0) {
        const below = asDesigned(under);
        return Math.min(required, contrast(blend(colour, below, layer.opacity), below));
      }
      if (paper) return 0;
      return layer.carries ? Math.min(required, CARRIER_ON_GROUND) : required;
    });
    const weakest = (candidate: Rgb, opacity: number) =>
      Math.min(
        ...backdrops.map((under) => {
          const below = onGround(under);
          return contrast(blend(candidate, below, opacity), below);
        }),
      );
    const passes = (candidate: Rgb, opacity: number) =>
      backdrops.every((under, k) => {
        const below = onGround(under);
        return contrast(blend(candidate, below, opacity), below) >= (needs[k] ?? 0) - SLACK;
      });

    let choice: Choice = { colour, opacity: layer.opacity, omitted: false };
    if (!passes(colour, layer.opacity)) {
      const opacity = layer.baseOpacity;
      const byContrast = (candidates: Rgb[]) =>
        [...candidates].sort((a, b) => weakest(b, opacity) - weakest(a, opacity))[0];
      const substitute =
        byContrast(palette.filter((candidate) => passes(candidate, opacity))) ??
        byContrast([NEAR_BLACK, WHITE]);
      if (substitute) choice = { colour: substitute, opacity, omitted: false };
    }
    choices[index] = choice;
    if (paper && choice.colour === colour && backdrops.includes(-1))
      paperOnGround.add(toHex(blend(colour, target, layer.opacity)));
    seen[index] = blend(choice.colour, onGround(dominant), choice.opacity);
    if (layer.role === "name") {
      const ratio = Math.round(weakest(choice.colour, choice.opacity) * 10) / 10;
      if (!nameWeakest || ratio < nameWeakest.ratio) nameWeakest = { colour: toHex(choice.colour), ratio };
    }
  });

  // Each leaf's paints, as chosen; the drawing is as designed when nothing changed.
  const changes = new Map<number, Partial<Record<PaintName, Choice>>>();
  layers.forEach((layer, index) => {
    const choice = choices[index];
    if (!choice || layer.paint === "image" || layer.colour === null) return;
    const unchanged = !choice.omitted && choice.colour === layer.colour && choice.opacity === layer.opacity;
    if (unchanged) return;
    changes.set(layer.leaf, { ...changes.get(layer.leaf), [layer.paint]: choice });
  });
  const body = prepared.markup[part] ?? "";
  const paper = [...paperOnGround];
  if (changes.size === 0)
    return { markup: `${prepared.defs}${body}`, changed: false, name: nameWeakest, paper };
  const recoloured = rewriteLeaves(elements, (element, index) => {
    const change = changes.get(index);
    if (!change) return element;
    let next = element;
    for (const paint of ["fill", "stroke"] as const) {
      const choice = change[paint];
      if (!choice) continue;
      next = withAttribute(next, paint, choice.omitted ? "none" : toHex(choice.colour));
      next = withAttribute(next, `${paint}-opacity`, undefined);
    }
    return next;
  });
  return {
    markup: `${prepared.defs}${recoloured.map(serialize).join("")}`,
    changed: true,
    name: nameWeakest,
    paper,
  };
}

const layerings = new WeakMap<PreparedArtwork, Map<KitPart, Layering>>();
const grounded = new WeakMap<PreparedArtwork, Map<string, GroundedPart>>();

/** The part in full colour for `ground`; worked out once per prepared artwork, part and ground. */
export function groundedPart(prepared: PreparedArtwork, part: KitPart, ground: Ground): GroundedPart {
  const key = `${part}:${ground}`;
  const made = grounded.get(prepared) ?? new Map<string, GroundedPart>();
  grounded.set(prepared, made);
  const cached = made.get(key);
  if (cached) return cached;
  const byPart = layerings.get(prepared) ?? new Map<KitPart, Layering>();
  layerings.set(prepared, byPart);
  const layering = byPart.get(part) ?? layeringOf(prepared, part);
  byPart.set(part, layering);
  const result = groundPart(prepared, part, ground, layering);
  made.set(key, result);
  return result;
}
