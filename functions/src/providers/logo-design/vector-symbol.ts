/**
 * Turns a vector model's SVG answer into the engine's `symbolVector`. The file is first rebuilt
 * exactly like an uploaded SVG (sanitiseUploadedSvg), so nothing active or external survives;
 * then only the drawing is kept, ready to sit inside the logo's own document:
 *
 * - every id, and every reference to one, gets a prefix unique to this logo, so two symbols in one
 *   document (a sheet of logos, a brand kit) never take each other's gradients or clips, and no
 *   reference can reach the engine's own ids;
 * - a full-canvas white background drawn first is left out: the logo's ground is already white,
 *   and a background would hide the transparency of every export;
 * - what would reach beyond the symbol is left out or refused: classes and `data-*` (hooks for
 *   other stylesheets and for the `data-part` names the engine gives), lettering and titles (we
 *   load no fonts; the engine sets the name), and a stylesheet (its selectors would restyle the
 *   whole logo).
 */
import { randomUUID } from "node:crypto";
import { LogoDesignError } from "../../domain/ports/logo-designer";
import {
  SvgTooComplexError,
  sanitiseUploadedSvg,
  UnreadableSvgError,
  UnsafeSvgError,
} from "../../domain/svg-safety";
import { parseSvg, type SvgAttribute, type SvgElement } from "../../domain/svg-safety/parse-svg";
import { DRAWN_WHEN_REFERENCED } from "../../domain/svg-safety/svg-budget";
import { XLINK_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE } from "../../domain/svg-safety/svg-vocabulary";

type ViewBox = [x: number, y: number, width: number, height: number];

interface VectorSymbol {
  markup: string;
  viewBox: ViewBox;
}

/** Lettering and labels: nothing renders text here (no fonts are loaded) and the prompt forbids it. */
const LEFT_OUT_ELEMENTS: ReadonlySet<string> = new Set(["text", "title", "desc"]);

/** Elements that draw nothing where they stand: skipped when looking for the first drawn shape. */
const NOT_DRAWN_ELEMENTS: ReadonlySet<string> = new Set([...DRAWN_WHEN_REFERENCED, ...LEFT_OUT_ELEMENTS]);

/** The root's own geometry; its other attributes (paint the children inherit) move to a group. */
const ROOT_GEOMETRY: ReadonlySet<string> = new Set([
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "preserveAspectRatio",
  "version",
  "transform",
  "overflow",
  "clip",
]);

/** A channel at or above this counts as white (models paint backgrounds #FEFEFE and the like). */
const NEAR_WHITE_CHANNEL = 240;

/** How far inside the canvas edge a background may stop, as a share of the canvas's longer side. */
const EDGE_TOLERANCE = 0.005;

/** A prefix for one logo's symbol ids: starts with a letter, so it is a valid id and CSS name. */
export function uniqueIdPrefix(): string {
  return `v${randomUUID().replaceAll("-", "").slice(0, 12)}-`;
}

/**
 * Whether a model's answer is SVG rather than raster: by its type, or by its first character. Any
 * body that opens with '<' is read as XML, so a comment or doctype before `<svg>` still goes through
 * the sanitiser and never reaches the raster decoder (which would draw SVG itself).
 */
export function looksLikeSvg(bytes: Buffer, contentType: string | null): boolean {
  if (contentType?.toLowerCase().split(";")[0]?.trim() === "image/svg+xml") return true;
  return /^\uFEFF?\s*</.test(bytes.subarray(0, 256).toString("utf8"));
}

/** The sanitised drawing, reduced to the symbol; refuses with invalid_output what cannot be one. */
export function readVectorSymbol(bytes: Buffer, idPrefix: string): VectorSymbol {
  let root: SvgElement;
  try {
    root = parseSvg(sanitiseUploadedSvg(bytes));
  } catch (error) {
    const detail = refusalDetail(error);
    if (detail === null) throw error;
    throw new LogoDesignError("invalid_output", `The vector model's SVG was refused: ${detail}`, error);
  }
  const viewBox = viewBoxOf(root);
  if (!viewBox) throw new LogoDesignError("invalid_output", "The vector model's SVG has no usable size");

  const children = root.children.filter(
    (child): child is SvgElement => child.kind === "element" && !LEFT_OUT_ELEMENTS.has(child.local),
  );
  const firstDrawn = children.find((child) => !NOT_DRAWN_ELEMENTS.has(child.local));
  const drawn =
    firstDrawn && isBackground(firstDrawn, viewBox) ? children.filter((c) => c !== firstDrawn) : children;
  if (!drawn.some((child) => !NOT_DRAWN_ELEMENTS.has(child.local))) {
    throw new LogoDesignError("invalid_output", "The vector model's SVG draws nothing besides a background");
  }

  const writer = new SymbolWriter(idPrefix);
  const body = drawn.map((child) => writer.element(child)).join("");
  const inherited = writer.attributes(root.attributes.filter((a) => !ROOT_GEOMETRY.has(a.local)));
  const markup = inherited ? `<g${inherited}>${body}</g>` : body;
  return { markup, viewBox };
}

/** The sanitiser's reason in words for our logs (its messages are worded for someone uploading). */
function refusalDetail(error: unknown): string | null {
  if (error instanceof UnsafeSvgError) return `it holds ${error.reason}`;
  if (error instanceof SvgTooComplexError)
    return `${error.found} ${error.measure}, more than the ${error.allowed} allowed`;
  if (error instanceof UnreadableSvgError) return `it is unreadable (${error.detail})`;
  return null;
}

function attribute(element: SvgElement, name: string): string | undefined {
  return element.attributes.find((a) => a.namespace === "" && a.local === name)?.value;
}

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A plain length in user units (or px); null for percentages, other units and junk. */
function userLength(value: string | undefined): number | null {
  const text = value?.trim().replace(/px$/i, "");
  if (!text || !NUMBER.test(text)) return null;
  return Number(text);
}

function viewBoxOf(root: SvgElement): ViewBox | null {
  const parts = (attribute(root, "viewBox") ?? "").trim().split(/[\s,]+/);
  if (parts.length === 4 && parts.every((part) => NUMBER.test(part))) {
    const [x, y, width, height] = parts.map(Number) as ViewBox;
    if (width > 0 && height > 0) return [x, y, width, height];
  }
  const width = userLength(attribute(root, "width"));
  const height = userLength(attribute(root, "height"));
  if (width !== null && height !== null && width > 0 && height > 0) return [0, 0, width, height];
  return null;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

/** Writes the kept elements back out with every id and reference to one prefixed. */
class SymbolWriter {
  constructor(private readonly prefix: string) {}

  element(element: SvgElement): string {
    if (LEFT_OUT_ELEMENTS.has(element.local)) return "";
    if (element.local === "style") {
      throw new LogoDesignError(
        "invalid_output",
        "The vector model's SVG has a stylesheet, which would restyle the whole logo",
      );
    }
    const children = element.children
      .filter((child): child is SvgElement => child.kind === "element")
      .map((child) => this.element(child))
      .join("");
    const open = `<${element.local}${this.attributes(element.attributes)}`;
    return children ? `${open}>${children}</${element.local}>` : `${open}/>`;
  }

  attributes(attributes: SvgAttribute[]): string {
    let out = "";
    for (const { namespace, local, value } of attributes) {
      const written = this.attribute(namespace, local, value);
      if (written) out += ` ${written[0]}="${escapeAttribute(written[1])}"`;
    }
    return out;
  }

  private attribute(namespace: string, local: string, value: string): [string, string] | null {
    if (namespace === XMLNS_NAMESPACE) return null;
    if (namespace === XML_NAMESPACE) return [`xml:${local}`, value];
    // The logo's document declares no xlink prefix; SVG 2's plain href means the same.
    if (namespace === XLINK_NAMESPACE) return local === "href" ? ["href", this.link(value)] : null;
    if (namespace !== "") return null;
    if (local === "class" || local.startsWith("data-")) return null;
    if (local === "id") return ["id", `${this.prefix}${value}`];
    if (local === "href") return ["href", this.link(value)];
    return [local, this.references(value)];
  }

  private link(value: string): string {
    return value.startsWith("#") ? `#${this.prefix}${value.slice(1)}` : value;
  }

  /** `url(#id)`, quoted or not, in presentation attributes and inline styles alike. */
  private references(value: string): string {
    return value.replace(
      /url\(\s*(['"]?)#([^'")\s]+)\1\s*\)/g,
      (_match, _quote: string, id: string) => `url(#${this.prefix}${id})`,
    );
  }
}

/** #rgb, #rrggbb, `white` or rgb(): whether every channel is near white. */
function isNearWhite(paint: string | undefined): boolean {
  const value = paint?.trim().toLowerCase();
  if (!value) return false;
  if (value === "white") return true;
  let channels: number[] = [];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    channels = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  } else {
    const rgb = /^rgb\(\s*(\d+)\s*[,\s]\s*(\d+)\s*[,\s]\s*(\d+)\s*\)$/.exec(value);
    if (rgb) channels = rgb.slice(1, 4).map(Number);
  }
  return channels.length === 3 && channels.every((channel) => channel >= NEAR_WHITE_CHANNEL);
}

/** A paint property, from the inline style (which wins) or the attribute. */
function paintOf(element: SvgElement, property: "fill" | "stroke"): string | undefined {
  const style = attribute(element, "style") ?? "";
  for (const declaration of style.split(";")) {
    const [name, value] = declaration.split(":");
    if (name?.trim().toLowerCase() === property && value !== undefined) return value.trim();
  }
  return attribute(element, property);
}

function movesNothing(transform: string | undefined): boolean {
  if (transform === undefined) return true;
  const translate = /^translate\(\s*([^)]*)\)$/.exec(transform.trim())?.[1];
  if (translate === undefined) return false;
  return translate
    .trim()
    .split(/[\s,]+/)
    .every((n) => NUMBER.test(n) && Number(n) === 0);
}

interface Canvas {
  left: number;
  top: number;
  right: number;
  bottom: number;
  tolerance: number;
}

/** A first shape in near-white that covers the whole canvas: the model's own background. */
function isBackground(element: SvgElement, [x, y, width, height]: ViewBox): boolean {
  if (!isNearWhite(paintOf(element, "fill"))) return false;
  const stroke = paintOf(element, "stroke");
  if (stroke !== undefined && stroke !== "none") return false;
  if (!movesNothing(attribute(element, "transform"))) return false;
  const canvas: Canvas = {
    left: x,
    top: y,
    right: x + width,
    bottom: y + height,
    tolerance: Math.max(width, height) * EDGE_TOLERANCE,
  };
  if (element.local === "rect") return rectCovers(element, canvas, width, height);
  if (element.local === "path") return pathTracesEdges(attribute(element, "d") ?? "", canvas);
  return false;
}

function rectCovers(rect: SvgElement, canvas: Canvas, width: number, height: number): boolean {
  const length = (name: string, full: number, fallback: number | null): number | null => {
    const value = attribute(rect, name)?.trim();
    if (value === undefined) return fallback;
    if (value.endsWith("%") && NUMBER.test(value.slice(0, -1)))
      return (Number(value.slice(0, -1)) / 100) * full;
    return userLength(value);
  };
  const left = length("x", width, 0);
  const top = length("y", height, 0);
  const w = length("width", width, null);
  const h = length("height", height, null);
  if (left === null || top === null || w === null || h === null) return false;
  const { tolerance } = canvas;
  return (
    left <= canvas.left + tolerance &&
    top <= canvas.top + tolerance &&
    left + w >= canvas.right - tolerance &&
    top + h >= canvas.bottom - tolerance
  );
}

type Point = [number, number];

const PATH_TOKEN = /[a-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
/** Coordinates each path command takes; arcs are left out (a canvas-sized background has none). */
const ARITY: Readonly<Record<string, number>> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2 };

/**
 * Whether the path's first outline runs along the canvas edge all the way round, every segment
 * (its control points too) lying on one edge: the rectangle of the canvas, as a vectoriser writes
 * it. Later outlines (holes) only cut the white away, so they do not change the verdict.
 */
function pathTracesEdges(d: string, canvas: Canvas): boolean {
  const tokens = d.match(PATH_TOKEN) ?? [];
  const near = (a: number, b: number) => Math.abs(a - b) <= canvas.tolerance;
  const onOneEdge = (points: Point[]) =>
    points.every(([px]) => near(px, canvas.left)) ||
    points.every(([px]) => near(px, canvas.right)) ||
    points.every(([, py]) => near(py, canvas.top)) ||
    points.every(([, py]) => near(py, canvas.bottom));
  const visited: Point[] = [];
  let current: Point = [0, 0];
  let start: Point | null = null;
  let index = 0;
  let command = "";
  while (index < tokens.length) {
    const token = tokens[index] ?? "";
    if (/^[a-z]$/i.test(token)) {
      command = token;
      index += 1;
      if (command.toLowerCase() === "z") break;
      if (command.toLowerCase() === "m" && start !== null) break;
      continue;
    }
    const lower = command.toLowerCase();
    const arity = ARITY[lower];
    if (arity === undefined) return false;
    const numbers = tokens.slice(index, index + arity).map(Number);
    if (numbers.length < arity || numbers.some((n) => !Number.isFinite(n))) return false;
    index += arity;
    const relative = command !== command.toUpperCase();
    const [ox, oy] = relative ? current : [0, 0];
    let points: Point[];
    if (lower === "h") points = [[ox + (numbers[0] ?? 0), current[1]]];
    else if (lower === "v") points = [[current[0], oy + (numbers[0] ?? 0)]];
    else {
      points = [];
      for (let at = 0; at < arity; at += 2)
        points.push([ox + (numbers[at] ?? 0), oy + (numbers[at + 1] ?? 0)]);
    }
    const end = points.at(-1) ?? current;
    if (lower === "m") {
      if (start !== null) break;
      start = end;
      // Further pairs after a moveto are lines.
      command = relative ? "l" : "L";
    } else if (!onOneEdge([current, ...points])) {
      return false;
    }
    visited.push(...points);
    current = end;
  }
  if (start === null || !onOneEdge([current, start])) return false;
  const xs = visited.map(([px]) => px);
  const ys = visited.map(([, py]) => py);
  return (
    Math.min(...xs) <= canvas.left + canvas.tolerance &&
    Math.max(...xs) >= canvas.right - canvas.tolerance &&
    Math.min(...ys) <= canvas.top + canvas.tolerance &&
    Math.max(...ys) >= canvas.bottom - canvas.tolerance
  );
}
