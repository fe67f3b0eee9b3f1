/**
 * Finds the symbol, the name and the tagline in a design engine master.
 *
 * The engine writes a flat document: a full-canvas background <rect>, then each piece of artwork
 * as a top-level element (engine/svg-document.ts). Without marks, the parts are read from that
 * structure:
 * - the name and the tagline are outlined text: a top-level <path> with a solid fill, no stroke
 *   and no transform, made of several contours (layouts/text-block.ts drawBlock, arcText). The
 *   run with the largest letters is the name (two-tone wordmarks set it as two runs side by
 *   side); smaller runs are the tagline;
 * - the symbol is drawn inside a top-level <g> (icons, monograms, marks: symbol.ts) or is an
 *   <image> (a drawn symbol); a shape drawn just before it that frames it without reaching the
 *   name is its container;
 * - a shape that frames the symbol and the name together is a badge: it stays with the full
 *   logo, and a symbol knocked out of a filled badge keeps that fill as its ground.
 *
 * The engine marks its parts (`data-part="symbol" | "name" | "tagline" | "container"` on its
 * top-level elements): the marks say what each element is, and only where a container sits
 * (framing the symbol alone, or a badge under the symbol and the name) is read from the shapes.
 * The structure is read only for masters without marks (logos drawn before the marks).
 */
import { SMALL_SYMBOL_PART } from "../../engine/svg-document";
import { shapesBox } from "./svg-background";
import {
  attribute,
  elementChildren,
  parseSvg,
  type SvgElement,
  serialize,
  svgDocument,
  type ViewBox,
  viewBoxOf,
} from "./svg-tree";

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface SymbolPart {
  elements: SvgElement[];
  /** The fill of the badge the symbol is knocked out of, when it sits on one. */
  badgeFill: string | null;
}

export interface LogoParts {
  canvas: ViewBox;
  /** The fill of the full-canvas background rect, when the master has one. */
  background: string | null;
  /** Everything drawn on the background, in drawing order. */
  artwork: SvgElement[];
  symbol: SymbolPart | null;
  /** The name's outlined text (one element, or two for a two-tone wordmark); empty when not found. */
  name: SvgElement[];
  /** The fill of the badge or box the name is knocked out of, when it sits on one. */
  nameBadgeFill: string | null;
  tagline: SvgElement[];
  /**
   * The symbol's small form, when the master carries one (a <defs> marked "small-symbol", never
   * drawn with the logo): what the favicon and the smallest icons are drawn from.
   */
  smallSymbol: SvgElement[];
  /** 'marked': the engine named its parts; 'derived': read from the structure as above. */
  method: "marked" | "derived";
}

const DISQUALIFYING_BACKGROUND = [
  "transform",
  "opacity",
  "fill-opacity",
  "mask",
  "clip-path",
  "filter",
  "style",
];

function isBackgroundRect(element: SvgElement, canvas: ViewBox): boolean {
  if (element.name !== "rect" || element.children.length > 0) return false;
  if (DISQUALIFYING_BACKGROUND.some((name) => attribute(element, name) !== undefined)) return false;
  const fill = attribute(element, "fill");
  if (!fill || fill === "none" || fill.startsWith("url(")) return false;
  const number = (name: string, fallback: number) => {
    const raw = attribute(element, name);
    if (raw === undefined) return fallback;
    if (raw.trim() === "100%") return Number.POSITIVE_INFINITY;
    return Number.parseFloat(raw);
  };
  return (
    number("x", 0) <= canvas.x &&
    number("y", 0) <= canvas.y &&
    number("width", 0) >= canvas.width &&
    number("height", 0) >= canvas.height
  );
}

/** Contours in a path's data: one per moveto. */
function contourCount(d: string): number {
  return (d.match(/[Mm]/g) ?? []).length;
}

function isTextRun(element: SvgElement): boolean {
  if (element.name !== "path") return false;
  const fill = attribute(element, "fill");
  const stroke = attribute(element, "stroke");
  if (!fill || fill === "none" || fill.startsWith("url(")) return false;
  if (stroke !== undefined && stroke !== "none") return false;
  if (attribute(element, "transform") !== undefined) return false;
  return contourCount(attribute(element, "d") ?? "") >= 2;
}

/**
 * Median height of a text run's contours, from absolute path data (what the engine writes):
 * the size of its letters, whatever the number of lines. Null when the data is relative.
 */
function letterSize(d: string): number | null {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const heights: number[] = [];
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  let command = "";
  let index = 0;
  const close = () => {
    if (bottom >= top) heights.push(bottom - top);
    top = Number.POSITIVE_INFINITY;
    bottom = Number.NEGATIVE_INFINITY;
  };
  const ys: number[] = [];
  while (index < tokens.length) {
    const token = tokens[index] ?? "";
    if (/[A-Za-z]/.test(token)) {
      command = token;
      if (command === "M") close();
      if (command !== command.toUpperCase()) return null;
      index++;
      continue;
    }
    // Absolute commands: pairs, except H (x only), V (y only) and A (7 numbers, y is the 7th).
    const arity = command === "H" || command === "V" ? 1 : command === "A" ? 7 : 2;
    const group = tokens.slice(index, index + arity).map(Number);
    index += arity;
    if (command === "V") ys.push(group[0] ?? 0);
    else if (command === "A") ys.push(group[6] ?? 0);
    else if (command !== "H") ys.push(group[1] ?? 0);
    for (const y of ys) {
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    ys.length = 0;
  }
  close();
  if (heights.length === 0) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? null;
}

/** Bounding box of one element drawn on the canvas (strokes included); null when it draws nothing. */
export function elementBox(element: SvgElement, canvas: ViewBox, defs = ""): Box | null {
  const document = svgDocument(`${defs}${serialize(element)}`, canvas);
  const box = shapesBox(document);
  return box && { x1: box.x, y1: box.y, x2: box.x + box.width, y2: box.y + box.height };
}

export function unionBoxes(boxes: readonly (Box | null)[]): Box | null {
  let union: Box | null = null;
  for (const box of boxes) {
    if (!box) continue;
    union = union
      ? {
          x1: Math.min(union.x1, box.x1),
          y1: Math.min(union.y1, box.y1),
          x2: Math.max(union.x2, box.x2),
          y2: Math.max(union.y2, box.y2),
        }
      : { ...box };
  }
  return union;
}

function contains(outer: Box, inner: Box, slack = 2): boolean {
  return (
    outer.x1 <= inner.x1 + slack &&
    outer.y1 <= inner.y1 + slack &&
    outer.x2 >= inner.x2 - slack &&
    outer.y2 >= inner.y2 - slack
  );
}

function intersects(a: Box, b: Box): boolean {
  return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
}

function filledWith(element: SvgElement): string | null {
  const fill = attribute(element, "fill");
  if (!fill || fill === "none" || fill.startsWith("url(")) return null;
  const opacity = Number.parseFloat(
    attribute(element, "fill-opacity") ?? attribute(element, "opacity") ?? "1",
  );
  return opacity >= 0.99 ? fill : null;
}

function isSmallSymbol(element: SvgElement): boolean {
  return element.name === "defs" && attribute(element, "data-part") === SMALL_SYMBOL_PART;
}

/** The master's top-level <defs> (gradients, clip paths) that its artwork may refer to. */
export function definitionsOf(root: SvgElement): string {
  return elementChildren(root)
    .filter((child) => child.name === "defs" && !isSmallSymbol(child))
    .map(serialize)
    .join("");
}

function markedParts(artwork: SvgElement[]): Map<string, SvgElement[]> | null {
  const marked = new Map<string, SvgElement[]>();
  for (const element of artwork) {
    const part = attribute(element, "data-part");
    if (part === undefined) continue;
    marked.set(part, [...(marked.get(part) ?? []), element]);
  }
  return marked.size > 0 ? marked : null;
}

interface Measured {
  element: SvgElement;
  box: Box | null;
}

/** The fill of the last filled shape drawn before `index` that frames `target`. */
function badgeUnder(
  measured: Measured[],
  index: number,
  target: Box,
  exclude: Set<SvgElement>,
): string | null {
  for (let i = index - 1; i >= 0; i--) {
    const candidate = measured[i];
    if (!candidate?.box || exclude.has(candidate.element)) continue;
    const fill = filledWith(candidate.element);
    if (fill && contains(candidate.box, target)) return fill;
  }
  return null;
}

export function findLogoParts(master: string): LogoParts {
  const root = parseSvg(master);
  const canvas = viewBoxOf(root);
  if (!canvas) throw new Error("The master has no readable canvas");
  const children = elementChildren(root).filter((element) => element.name !== "defs");
  const first = children[0];
  const background = first && isBackgroundRect(first, canvas) ? (attribute(first, "fill") ?? null) : null;
  const artwork = background ? children.slice(1) : children;

  const defs = definitionsOf(root);
  const measured: Measured[] = artwork.map((element) => ({
    element,
    box: elementBox(element, canvas, defs),
  }));
  const marked = markedParts(artwork);
  const found = marked ? partsFromMarks(marked, measured) : partsFromShapes(measured);
  const { name, tagline } = found;
  const nameBox = unionBoxes(measured.filter(({ element }) => name.includes(element)).map(({ box }) => box));

  const symbolArt = measured.filter(({ element, box }) => box !== null && found.symbolArt.includes(element));
  let symbol: SymbolPart | null = null;
  if (symbolArt.length > 0) {
    const artBox = unionBoxes(symbolArt.map(({ box }) => box));
    const firstArt = measured.indexOf(symbolArt[0] as Measured);
    const elements = new Set(symbolArt.map(({ element }) => element));
    if (artBox) {
      // Containers: shapes drawn before the symbol that frame it and stay clear of the name.
      for (let i = firstArt - 1; i >= 0; i--) {
        const candidate = measured[i];
        if (!candidate?.box || !found.mayContain(candidate.element)) continue;
        if (!contains(candidate.box, artBox)) continue;
        if (nameBox && intersects(candidate.box, nameBox)) break;
        elements.add(candidate.element);
      }
    }
    const ordered = artwork.filter((element) => elements.has(element));
    const badgeFill = artBox ? badgeUnder(measured, firstArt, artBox, elements) : null;
    symbol = { elements: ordered, badgeFill };
  }

  let nameBadgeFill: string | null = null;
  const firstRun = name[0];
  if (nameBox && firstRun) {
    const firstName = measured.findIndex(({ element }) => element === firstRun);
    nameBadgeFill = badgeUnder(measured, firstName, nameBox, new Set(symbol?.elements ?? []));
  }
  return {
    canvas,
    background,
    artwork,
    symbol,
    name,
    nameBadgeFill,
    tagline,
    smallSymbol: elementChildren(root).filter(isSmallSymbol).flatMap(elementChildren),
    method: marked ? "marked" : "derived",
  };
}

interface FoundParts {
  name: SvgElement[];
  tagline: SvgElement[];
  /** The symbol's own drawing, without its container. */
  symbolArt: SvgElement[];
  /** Whether a shape drawn before the symbol may be its container (when it frames it). */
  mayContain(element: SvgElement): boolean;
}

/** The engine named its parts: a container is one it marked as such. */
function partsFromMarks(marked: Map<string, SvgElement[]>, measured: Measured[]): FoundParts {
  const containers = new Set(marked.get("container") ?? []);
  const symbolArt = marked.get("symbol") ?? [];
  return {
    name: marked.get("name") ?? [],
    tagline: marked.get("tagline") ?? [],
    symbolArt: measured.some(({ element }) => symbolArt.includes(element)) ? symbolArt : [],
    mayContain: (element) => containers.has(element),
  };
}

/** An unmarked master: the parts read from the structure, as the header says. */
function partsFromShapes(measured: Measured[]): FoundParts {
  const runs = measured
    .filter(({ element, box }) => box !== null && isTextRun(element))
    .map((run) => ({
      ...run,
      size: letterSize(attribute(run.element, "d") ?? "") ?? (run.box ? run.box.y2 - run.box.y1 : 0),
    }));
  const largest = runs.reduce<(typeof runs)[number] | null>(
    (best, run) => (!best || run.size > best.size ? run : best),
    null,
  );
  // A two-tone wordmark: another run with letters of the same size on the same line.
  const nameRuns = largest
    ? runs.filter(
        (run) =>
          run === largest ||
          (Math.abs(run.size - largest.size) <= largest.size * 0.15 &&
            run.box !== null &&
            largest.box !== null &&
            Math.min(run.box.y2, largest.box.y2) - Math.max(run.box.y1, largest.box.y1) >
              0.5 * Math.min(run.box.y2 - run.box.y1, largest.box.y2 - largest.box.y1)),
      )
    : [];
  return {
    name: nameRuns.map((run) => run.element),
    tagline: runs.filter((run) => !nameRuns.includes(run)).map((run) => run.element),
    symbolArt: measured
      .filter(({ element, box }) => box !== null && (element.name === "g" || element.name === "image"))
      .map(({ element }) => element),
    mayContain: (element) => !isTextRun(element),
  };
}
