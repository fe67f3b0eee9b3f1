/**
 * Finds and removes the full-canvas background rectangle the design engine draws as the first
 * element of every SVG master (engine/svg-document.ts). This is a small tokenizer, not a string
 * replace: only a <rect> that is the first child of the root <svg>, covers the whole viewBox and
 * carries nothing that could make it part of the artwork (transform, mask, opacity...) counts, so
 * every other rect in the logo survives. Also what else reads or rewrites a master's root: its
 * canvas, a new view of it, and the box of what it draws.
 */

import { Resvg } from "@resvg/resvg-js";
import { parseColour, type Rgb } from "./paint";

interface SvgBackground {
  /** The SVG without its background rectangle. */
  svg: string;
  /** The rectangle's fill, e.g. #FBF6EE. */
  fill: string;
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
  selfClosing: boolean;
  start: number;
  end: number;
}

const NAME = /[A-Za-z_][-\w:.]*/y;
const ATTRIBUTE = /\s+([A-Za-z_:][-\w:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_CLOSE = /\s*(\/?)>/y;

/** Reads one start tag beginning at `start` (which must be '<'); null when it is not one. */
function readStartTag(text: string, start: number): Tag | null {
  if (text[start] !== "<") return null;
  NAME.lastIndex = start + 1;
  const name = NAME.exec(text);
  if (!name) return null;
  const attributes = new Map<string, string>();
  let position = NAME.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = position;
    const attribute = ATTRIBUTE.exec(text);
    if (!attribute) break;
    attributes.set(attribute[1] ?? "", attribute[2] ?? attribute[3] ?? "");
    position = ATTRIBUTE.lastIndex;
  }
  TAG_CLOSE.lastIndex = position;
  const close = TAG_CLOSE.exec(text);
  if (!close) return null;
  return { name: name[0], attributes, selfClosing: close[1] === "/", start, end: TAG_CLOSE.lastIndex };
}

/** Skips whitespace, comments, the XML declaration and a doctype. */
function skipProlog(text: string, from: number): number {
  let position = from;
  for (;;) {
    while (position < text.length && /\s/.test(text[position] ?? "")) position++;
    if (text.startsWith("<!--", position)) {
      const end = text.indexOf("-->", position + 4);
      if (end < 0) return -1;
      position = end + 3;
    } else if (text.startsWith("<?", position)) {
      const end = text.indexOf("?>", position + 2);
      if (end < 0) return -1;
      position = end + 2;
    } else if (text.startsWith("<!DOCTYPE", position)) {
      const end = text.indexOf(">", position);
      if (end < 0) return -1;
      position = end + 1;
    } else {
      return position;
    }
  }
}

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim().replace(/px$/, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return null;
  return Number(trimmed);
}

/** The canvas the root element draws on: its viewBox, else its width and height. */
function canvasOf(root: Tag): SvgBox | null {
  const viewBox = root.attributes.get("viewBox");
  if (viewBox !== undefined) {
    const parts = viewBox
      .trim()
      .split(/[\s,]+/)
      .map((part) => numberOrNull(part));
    if (parts.length !== 4 || parts.some((part) => part === null)) return null;
    const [x, y, width, height] = parts as number[];
    return { x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0 };
  }
  const width = numberOrNull(root.attributes.get("width"));
  const height = numberOrNull(root.attributes.get("height"));
  return width !== null && height !== null ? { x: 0, y: 0, width, height } : null;
}

/** Attributes that would make a full-size rect something other than a plain backdrop. */
const DISQUALIFYING = [
  "transform",
  "opacity",
  "fill-opacity",
  "mask",
  "clip-path",
  "filter",
  "style",
  "class",
  "rx",
  "ry",
];

function coversCanvas(rect: Tag, canvas: SvgBox): boolean {
  const dimension = (name: string, full: number): boolean => {
    const raw = rect.attributes.get(name);
    if (raw?.trim() === "100%") return true;
    const value = numberOrNull(raw);
    return value !== null && value >= full;
  };
  const offset = (name: string, origin: number): boolean => {
    const raw = rect.attributes.get(name);
    if (raw === undefined) return origin >= 0;
    const value = numberOrNull(raw);
    return value !== null && value <= origin;
  };
  return (
    dimension("width", canvas.width) &&
    dimension("height", canvas.height) &&
    offset("x", canvas.x) &&
    offset("y", canvas.y)
  );
}

export interface SvgBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

function rootOf(svg: string): Tag | null {
  const rootStart = skipProlog(svg, 0);
  if (rootStart < 0) return null;
  const root = readStartTag(svg, rootStart);
  return root && root.name === "svg" && !root.selfClosing ? root : null;
}

/** The user-space canvas of an SVG (its viewBox, else width and height); null when unreadable. */
export function svgCanvas(svg: string): SvgBox | null {
  const root = rootOf(svg);
  return root ? canvasOf(root) : null;
}

/** Values are kept as written in the source (entities stay escaped); only the quote may change. */
function writeAttribute(name: string, value: string): string {
  return value.includes('"') ? ` ${name}='${value}'` : ` ${name}="${value}"`;
}

/**
 * The same SVG looking at `box` of its user space, drawn at width x height pixels: how a trimmed
 * file is rendered straight from the vector (no resampling of pixels).
 */
export function svgWithViewBox(svg: string, box: SvgBox, width: number, height: number): string {
  const root = rootOf(svg);
  if (!root) throw new Error("Not an SVG document");
  const attributes = new Map(root.attributes);
  attributes.set("viewBox", `${box.x} ${box.y} ${box.width} ${box.height}`);
  attributes.set("width", String(width));
  attributes.set("height", String(height));
  // The box and the pixel size share one aspect ratio up to rounding; 'none' keeps that last
  // fraction of a pixel from turning into a letterbox strip.
  attributes.set("preserveAspectRatio", "none");
  const open = `<svg${[...attributes].map(([name, value]) => writeAttribute(name, value)).join("")}>`;
  return svg.slice(0, root.start) + open + svg.slice(root.end);
}

/**
 * The SVG without its background rect, or null when the first element of the root is not a
 * plain, opaque, full-canvas rect (then there is no engine background to take away).
 */
export function removeSvgBackground(svg: string): SvgBackground | null {
  const root = rootOf(svg);
  if (!root) return null;
  const canvas = canvasOf(root);
  if (!canvas) return null;
  const firstStart = skipProlog(svg, root.end);
  if (firstStart < 0) return null;
  const rect = readStartTag(svg, firstStart);
  if (rect?.name !== "rect") return null;
  const fill = rect.attributes.get("fill")?.trim();
  if (!fill || fill === "none" || fill === "transparent" || fill.startsWith("url(")) return null;
  if (DISQUALIFYING.some((name) => rect.attributes.has(name))) return null;
  if (!coversCanvas(rect, canvas)) return null;
  let end = rect.end;
  if (!rect.selfClosing) {
    // Only an empty element may follow: <rect ...></rect>. Children (animations) disqualify it.
    const closing = /\s*<\/rect\s*>/y;
    closing.lastIndex = rect.end;
    if (!closing.exec(svg)) return null;
    end = closing.lastIndex;
  }
  return { svg: svg.slice(0, rect.start) + svg.slice(end), fill };
}

/** Root attributes that act on the whole picture, its background included. */
const WHOLE_PICTURE_EFFECTS = ["opacity", "filter", "mask", "clip-path", "style", "class", "transform"];

/** One opaque colour as a fill writes it: #RGB, #RRGGBB, rgb(r, g, b) or a name (never with alpha). */
const OPAQUE_COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)|[a-z]+)$/i;

/**
 * The background colour of an SVG whose full picture is exactly its transparent version laid over
 * that one colour, or null when that cannot be relied on: no plain background rect, a root that
 * applies an effect to everything, a fill that is not one opaque colour (or depends on 'color'), or
 * a blend mode, which mixes the artwork with what is under it and so with the background.
 */
export function solidBackdrop(svg: string): Rgb | null {
  const root = rootOf(svg);
  if (!root || WHOLE_PICTURE_EFFECTS.some((name) => root.attributes.has(name))) return null;
  if (/mix-blend-mode|feBlend|BackgroundImage/i.test(svg)) return null;
  const fill = removeSvgBackground(svg)?.fill;
  if (!fill || !OPAQUE_COLOUR.test(fill) || /^currentcolor$/i.test(fill)) return null;
  return parseColour(fill);
}

/**
 * The canvas resvg measures a drawing on: 100,000 units every way from the origin, one pixel to
 * the unit. resvg-js's innerBBox clips each shape to the root canvas in the shape's own
 * coordinates, before any transform, so on the drawing's own canvas a shape drawn large and
 * scaled down (a path in font units, a drawing in units of its own) or moved in from outside is
 * measured short. It answers in user units, rounded outward to whole ones.
 */
const MEASURING_CANVAS: SvgBox = { x: -100_000, y: -100_000, width: 200_000, height: 200_000 };

/**
 * The box (user units) of every shape, stroke and image the SVG draws, as resvg measures it on
 * an unbounded canvas (see MEASURING_CANVAS); null when it draws none. Filters are left out.
 */
export function shapesBox(svg: string): SvgBox | null {
  const { width, height } = MEASURING_CANVAS;
  const measured = new Resvg(svgWithViewBox(svg, MEASURING_CANVAS, width, height), {
    font: { loadSystemFonts: false },
  }).innerBBox();
  if (!measured || !(measured.width > 0) || !(measured.height > 0)) return null;
  return { x: measured.x, y: measured.y, width: measured.width, height: measured.height };
}
