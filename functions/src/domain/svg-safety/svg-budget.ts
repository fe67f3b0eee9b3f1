/**
 * What drawing a cleaned SVG would cost, bounded before anything is drawn. A small file can ask
 * for a great deal of work: `<use>` copies of groups that hold `<use>` copies multiply (six levels
 * of ten are a million shapes), every filtered copy is drawn off-screen and blurred, markers are
 * drawn at every vertex, and embedded images are decoded at full size. The measures below follow
 * every reference the renderer would follow and count each copy it would draw.
 */
import type { CleanElement, CleanSvg } from "./clean-svg";
import {
  attributeReferences,
  type CssReference,
  declarationReferences,
  stylesheetReferences,
} from "./css-check";
import { SvgTooComplexError } from "./svg-refusal";

const SVG_BUDGET = {
  /** Shapes and groups drawn, after every `<use>`, pattern, mask, clip and marker is expanded. */
  drawnElements: 50_000,
  /** How many references may lead through one another (`<use>` of a group that uses ...). */
  referenceDepth: 16,
  /** Elements drawn through a filter (each is rendered off-screen, then filtered). */
  filteredElements: 32,
  /** Primitives in one filter. */
  filterPrimitives: 16,
  /** A blur (or morphology radius) as a share of the drawing's longer side. */
  filterRadiusShare: 0.25,
  /** A filter region as a multiple of what it filters. */
  filterRegionScale: 4,
  convolveOrder: 5,
  turbulenceOctaves: 8,
  /** Pixels of one embedded raster image (4096 x 4096), and of all of them together. */
  embeddedImagePixels: 4096 * 4096,
  embeddedImagesPixels: 2 * 4096 * 4096,
} as const;

interface DrawCost {
  elements: number;
  filtered: number;
}

const PRIMITIVE = /^fe[A-Z]/;

/** Containers that are drawn only where something refers to them, never where they stand. */
export const DRAWN_WHEN_REFERENCED: ReadonlySet<string> = new Set([
  "defs",
  "symbol",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "filter",
  "linearGradient",
  "radialGradient",
]);

function attribute(element: CleanElement, name: string): string | undefined {
  return element.attributes.find((candidate) => candidate.name === name)?.value;
}

function numbers(value: string | undefined): number[] {
  return (value?.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
}

function childElements(element: CleanElement): CleanElement[] {
  return element.children.filter((child): child is CleanElement => child.kind === "element");
}

function* walk(element: CleanElement): Generator<CleanElement> {
  yield element;
  for (const child of childElements(element)) yield* walk(child);
}

/** The drawing's longer side in user units: the viewBox, else width/height, else 1024. */
function canvasSide(root: CleanElement): number {
  const viewBox = numbers(attribute(root, "viewBox"));
  if (viewBox.length === 4) return Math.max(Math.abs(viewBox[2] ?? 0), Math.abs(viewBox[3] ?? 0)) || 1024;
  const sides = [numbers(attribute(root, "width"))[0], numbers(attribute(root, "height"))[0]];
  return Math.max(...sides.map((side) => side ?? 0)) || 1024;
}

/** Where a marker is drawn: at most once per coordinate pair of the shape. */
function vertexCount(element: CleanElement): number {
  const coordinates = numbers(attribute(element, "d") ?? attribute(element, "points")).length;
  return Math.max(2, Math.ceil(coordinates / 2));
}

function referencesOf(element: CleanElement): CssReference[] {
  const references: CssReference[] = [];
  for (const { name, value } of element.attributes) {
    if (name === "xlink:href") {
      if (value.startsWith("#")) references.push({ property: "href", id: value.slice(1) });
    } else if (name === "style") {
      references.push(...declarationReferences(value));
    } else if (value.includes("url(")) {
      references.push(...attributeReferences(name, value));
    }
  }
  return references;
}

function checkFilter(filter: CleanElement, side: number): void {
  const primitives = childElements(filter).filter((child) => PRIMITIVE.test(child.name));
  if (primitives.length > SVG_BUDGET.filterPrimitives) {
    throw new SvgTooComplexError("steps in one filter", primitives.length, SVG_BUDGET.filterPrimitives);
  }
  const maxRadius = side * SVG_BUDGET.filterRadiusShare;
  for (const primitive of primitives) {
    const radii = [
      ...numbers(attribute(primitive, "stdDeviation")),
      ...(primitive.name === "feMorphology" ? numbers(attribute(primitive, "radius")) : []),
    ];
    for (const radius of radii) {
      if (Math.abs(radius) > maxRadius) {
        throw new SvgTooComplexError(
          "units of blur radius",
          Math.round(Math.abs(radius)),
          Math.floor(maxRadius),
        );
      }
    }
    const order = Math.max(0, ...numbers(attribute(primitive, "order")));
    if (primitive.name === "feConvolveMatrix" && order > SVG_BUDGET.convolveOrder) {
      throw new SvgTooComplexError("rows in a convolution", order, SVG_BUDGET.convolveOrder);
    }
    const octaves = Math.max(0, ...numbers(attribute(primitive, "numOctaves")));
    if (primitive.name === "feTurbulence" && octaves > SVG_BUDGET.turbulenceOctaves) {
      throw new SvgTooComplexError("octaves of turbulence", octaves, SVG_BUDGET.turbulenceOctaves);
    }
  }
  const userSpace = attribute(filter, "filterUnits") === "userSpaceOnUse";
  for (const name of ["width", "height"]) {
    const value = attribute(filter, name);
    if (value === undefined) continue;
    const size = numbers(value)[0] ?? 0;
    const scale = value.trim().endsWith("%") ? size / 100 : userSpace ? size / side : size;
    if (scale > SVG_BUDGET.filterRegionScale) {
      throw new SvgTooComplexError(
        "times its size in filter area",
        Math.round(scale),
        SVG_BUDGET.filterRegionScale,
      );
    }
  }
}

class DrawCostCounter {
  private readonly byId = new Map<string, CleanElement[]>();
  private readonly costs = new Map<CleanElement, DrawCost>();
  private readonly inProgress = new Set<CleanElement>();

  constructor(root: CleanElement) {
    for (const element of walk(root)) {
      const id = attribute(element, "id");
      if (id !== undefined) this.byId.set(id, [...(this.byId.get(id) ?? []), element]);
    }
  }

  /** With duplicate ids, renderers differ on which one a reference means: count the dearest. */
  costOfId(id: string, depth: number): DrawCost {
    let dearest: DrawCost = { elements: 0, filtered: 0 };
    for (const target of this.byId.get(id) ?? []) {
      const cost = this.cost(target, depth);
      if (cost.elements > dearest.elements || cost.filtered > dearest.filtered) {
        dearest = {
          elements: Math.max(cost.elements, dearest.elements),
          filtered: Math.max(cost.filtered, dearest.filtered),
        };
      }
    }
    return dearest;
  }

  cost(element: CleanElement, depth: number): DrawCost {
    const known = this.costs.get(element);
    if (known) return known;
    if (depth > SVG_BUDGET.referenceDepth || this.inProgress.has(element)) {
      // A reference loop never ends; count it as one level past the bound.
      throw new SvgTooComplexError(
        "levels of references",
        SVG_BUDGET.referenceDepth + 1,
        SVG_BUDGET.referenceDepth,
      );
    }
    this.inProgress.add(element);
    const total: DrawCost = { elements: 1, filtered: 0 };
    for (const child of childElements(element)) {
      if (!DRAWN_WHEN_REFERENCED.has(child.name)) add(total, this.cost(child, depth), 1);
    }
    for (const reference of referencesOf(element)) {
      const target = this.costOfId(reference.id, depth + 1);
      const copies = reference.property.startsWith("marker") ? vertexCount(element) : 1;
      add(total, target, copies);
      if (reference.property === "filter") total.filtered += 1;
    }
    this.inProgress.delete(element);
    checkDrawCost(total);
    this.costs.set(element, total);
    return total;
  }
}

function add(total: DrawCost, part: DrawCost, copies: number): void {
  total.elements += part.elements * copies;
  total.filtered += part.filtered * copies;
}

function checkDrawCost(cost: DrawCost): void {
  if (cost.elements > SVG_BUDGET.drawnElements) {
    throw new SvgTooComplexError(
      "shapes to draw once copies are counted",
      cost.elements,
      SVG_BUDGET.drawnElements,
    );
  }
  if (cost.filtered > SVG_BUDGET.filteredElements) {
    throw new SvgTooComplexError("filtered shapes", cost.filtered, SVG_BUDGET.filteredElements);
  }
}

function stylesheetText(root: CleanElement): string {
  const sheets: string[] = [];
  for (const element of walk(root)) {
    if (element.name !== "style") continue;
    for (const child of element.children) if (child.kind === "text") sheets.push(child.text);
  }
  return sheets.join("\n");
}

/** What the SVG costs to draw; throws SvgTooComplexError at the first measure over its bound. */
export function checkSvgBudget(svg: CleanSvg): DrawCost {
  const { root, embeddedImages } = svg;
  const side = canvasSide(root);
  for (const element of walk(root)) if (element.name === "filter") checkFilter(element, side);

  let pixels = 0;
  for (const image of embeddedImages) {
    const imagePixels = image.width * image.height;
    if (imagePixels > SVG_BUDGET.embeddedImagePixels) {
      throw new SvgTooComplexError(
        "pixels in one embedded image",
        imagePixels,
        SVG_BUDGET.embeddedImagePixels,
      );
    }
    pixels += imagePixels;
  }
  if (pixels > SVG_BUDGET.embeddedImagesPixels) {
    throw new SvgTooComplexError("pixels in embedded images", pixels, SVG_BUDGET.embeddedImagesPixels);
  }

  const counter = new DrawCostCounter(root);
  const total = { ...counter.cost(root, 0) };
  // A stylesheet rule may apply to every element: count each of its references once per element.
  const drawn = total.elements;
  for (const reference of stylesheetReferences(stylesheetText(root))) {
    add(total, counter.costOfId(reference.id, 1), drawn);
    if (reference.property === "filter") total.filtered += drawn;
  }
  checkDrawCost(total);
  return total;
}
