/**
 * A master's artwork cut into pieces the animation moves one by one, and each piece's geometry
 * on the canvas: its outlines as cubic Bézier contours in canvas units (transforms applied, arcs
 * and quadratics made cubic) and its paint. frameSvg draws a piece from its own markup (its
 * ancestors' tags around it, so inherited paint, transforms and clips stay exact); the Lottie
 * and the draw-on outlines are made from the geometry.
 */
import svgpath from "svgpath";
import type { Box } from "../graphics/logo-parts";
import type { Rgb } from "../graphics/paint";
import { paintColour } from "../graphics/svg-paints";
import { attribute, elementChildren, type SvgElement, serialize } from "../graphics/svg-tree";

/** One contour: its points and, for each, the in and out handles relative to it. */
export interface Contour {
  points: [number, number][];
  inHandles: [number, number][];
  outHandles: [number, number][];
  closed: boolean;
}

interface Paint {
  fill: Rgb | null;
  fillOpacity: number;
  evenOdd: boolean;
  stroke: Rgb | null;
  strokeOpacity: number;
  /** In canvas units (the transforms' scale applied). */
  strokeWidth: number;
  lineCap: "butt" | "round" | "square";
  lineJoin: "miter" | "round" | "bevel";
  miterLimit: number;
  /** paint-order: stroke drawn under the fill. */
  strokeUnder: boolean;
  /** The piece's and its ancestors' opacity. */
  opacity: number;
}

export interface Piece {
  leaf: SvgElement;
  /** Outermost first. */
  ancestors: SvgElement[];
  /** The leaf drawn inside its ancestors' tags: exactly what the master draws for it. */
  markup: string;
  /** Null when the leaf is no shape (an embedded image): it is drawn, but has no vector form. */
  contours: Contour[] | null;
  /** Clip paths the leaf or its ancestors apply, as contours on the canvas. */
  clips: Contour[][];
  paint: Paint;
  box: Box | null;
}

const SHAPES = new Set(["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]);
const DRAWN = new Set([...SHAPES, "image", "use", "text"]);
const GROUPS = new Set(["g", "a", "svg"]);

function number(element: SvgElement, name: string, fallback = 0): number {
  const value = Number.parseFloat(attribute(element, name) ?? "");
  return Number.isFinite(value) ? value : fallback;
}

/** A presentation value, from the attribute or a `style` declaration. */
function presentation(element: SvgElement, name: string): string | undefined {
  const style = attribute(element, "style");
  if (style) {
    for (const declaration of style.split(";")) {
      const [key, value] = declaration.split(":");
      if (key?.trim() === name && value !== undefined) return value.trim();
    }
  }
  return attribute(element, name);
}

/** The path data of a basic shape. */
function shapePathData(element: SvgElement): string {
  const n = (name: string, fallback = 0) => number(element, name, fallback);
  switch (element.name) {
    case "path":
      return attribute(element, "d") ?? "";
    case "rect": {
      const [x, y, w, h] = [n("x"), n("y"), n("width"), n("height")];
      let rx = n("rx", Number.NaN);
      let ry = n("ry", Number.NaN);
      if (Number.isNaN(rx)) rx = Number.isNaN(ry) ? 0 : ry;
      if (Number.isNaN(ry)) ry = rx;
      rx = Math.min(rx, w / 2);
      ry = Math.min(ry, h / 2);
      if (rx <= 0 || ry <= 0) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
      return (
        `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}` +
        `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}` +
        `V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`
      );
    }
    case "circle":
    case "ellipse": {
      const [cx, cy] = [n("cx"), n("cy")];
      const rx = element.name === "circle" ? n("r") : n("rx");
      const ry = element.name === "circle" ? n("r") : n("ry");
      return `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
    }
    case "line":
      return `M${n("x1")} ${n("y1")}L${n("x2")} ${n("y2")}`;
    case "polyline":
    case "polygon": {
      const values = (attribute(element, "points") ?? "")
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      const pairs: string[] = [];
      for (let i = 0; i + 1 < values.length; i += 2) pairs.push(`${values[i]} ${values[i + 1]}`);
      if (pairs.length === 0) return "";
      return `M${pairs.join("L")}${element.name === "polygon" ? "Z" : ""}`;
    }
    default:
      return "";
  }
}

/** Cubic contours of path data drawn through `transform` (an SVG transform list). */
export function pathContours(d: string, transform: string): Contour[] {
  const contours: Contour[] = [];
  let current: Contour | null = null;
  let start: [number, number] = [0, 0];
  const finish = () => {
    if (current && current.points.length > 1) contours.push(current);
    current = null;
  };
  const cubicTo = (c1: [number, number], c2: [number, number], end: [number, number]) => {
    if (!current) return;
    const last = current.points.length - 1;
    const from = current.points[last] as [number, number];
    current.outHandles[last] = [c1[0] - from[0], c1[1] - from[1]];
    current.points.push(end);
    current.inHandles.push([c2[0] - end[0], c2[1] - end[1]]);
    current.outHandles.push([0, 0]);
  };
  const path = svgpath(d).transform(transform).abs().unarc().unshort();
  path.iterate((segment, _index, x, y) => {
    const [command, ...values] = segment as [string, ...number[]];
    const v = values;
    switch (command) {
      case "M":
        finish();
        start = [v[0] ?? 0, v[1] ?? 0];
        current = { points: [start], inHandles: [[0, 0]], outHandles: [[0, 0]], closed: false };
        break;
      case "L":
        cubicTo([x, y], [v[0] ?? 0, v[1] ?? 0], [v[0] ?? 0, v[1] ?? 0]);
        break;
      case "H":
        cubicTo([x, y], [v[0] ?? 0, y], [v[0] ?? 0, y]);
        break;
      case "V":
        cubicTo([x, y], [x, v[0] ?? 0], [x, v[0] ?? 0]);
        break;
      case "C":
        cubicTo([v[0] ?? 0, v[1] ?? 0], [v[2] ?? 0, v[3] ?? 0], [v[4] ?? 0, v[5] ?? 0]);
        break;
      case "Q": {
        const [qx = 0, qy = 0, ex = 0, ey = 0] = v;
        cubicTo(
          [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)],
          [ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey)],
          [ex, ey],
        );
        break;
      }
      case "Z":
      case "z": {
        const contour = current as Contour | null;
        if (!contour) break;
        contour.closed = true;
        const last = contour.points.length - 1;
        const end = contour.points[last] as [number, number];
        // A contour that returns to its start by a curve ends on its first point: merge the two.
        if (last > 0 && Math.abs(end[0] - start[0]) < 1e-6 && Math.abs(end[1] - start[1]) < 1e-6) {
          contour.inHandles[0] = contour.inHandles[last] as [number, number];
          contour.points.pop();
          contour.inHandles.pop();
          contour.outHandles.pop();
        }
        finish();
        break;
      }
    }
  });
  finish();
  return contours;
}

export function contoursBox(contours: readonly Contour[], margin = 0): Box | null {
  let box: Box | null = null;
  for (const contour of contours) {
    contour.points.forEach(([x, y], index) => {
      const [ix, iy] = contour.inHandles[index] ?? [0, 0];
      const [ox, oy] = contour.outHandles[index] ?? [0, 0];
      for (const [px, py] of [
        [x, y],
        [x + ix, y + iy],
        [x + ox, y + oy],
      ] as const) {
        box = box
          ? {
              x1: Math.min(box.x1, px),
              y1: Math.min(box.y1, py),
              x2: Math.max(box.x2, px),
              y2: Math.max(box.y2, py),
            }
          : { x1: px, y1: py, x2: px, y2: py };
      }
    });
  }
  const found = box as Box | null;
  return (
    found && { x1: found.x1 - margin, y1: found.y1 - margin, x2: found.x2 + margin, y2: found.y2 + margin }
  );
}

/** Path data of cubic contours, for the draw-on outlines and the reveal clips. */
export function contoursPathData(contours: readonly Contour[]): string {
  const format = (value: number) => String(Math.round(value * 100) / 100);
  return contours
    .map((contour) => {
      const count = contour.points.length;
      let d = "";
      for (let index = 0; index < count + (contour.closed ? 1 : 0); index++) {
        const point = contour.points[index % count] as [number, number];
        if (index === 0) {
          d += `M${format(point[0])} ${format(point[1])}`;
          continue;
        }
        const previous = contour.points[index - 1] as [number, number];
        const out = contour.outHandles[index - 1] as [number, number];
        const into = contour.inHandles[index % count] as [number, number];
        d += `C${format(previous[0] + out[0])} ${format(previous[1] + out[1])} ${format(point[0] + into[0])} ${format(point[1] + into[1])} ${format(point[0])} ${format(point[1])}`;
      }
      return contour.closed ? `${d}Z` : d;
    })
    .join("");
}

/** How much the transform list scales lengths (the square root of its determinant). */
function transformScale(transform: string): number {
  const points: number[] = [];
  svgpath("M0 0L1 0L0 1")
    .transform(transform)
    .abs()
    .iterate((segment) => {
      points.push(segment[1] as number, segment[2] as number);
    });
  const [x0 = 0, y0 = 0, x1 = 1, y1 = 0, x2 = 0, y2 = 1] = points;
  return Math.sqrt(Math.abs((x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)));
}

function inherited(chain: readonly SvgElement[], name: string, fallback: string): string {
  for (let index = chain.length - 1; index >= 0; index--) {
    const value = presentation(chain[index] as SvgElement, name);
    if (value !== undefined && value !== "inherit") return value;
  }
  return fallback;
}

function opacityValue(value: string | undefined): number {
  const parsed = Number.parseFloat(value ?? "1");
  return Number.isFinite(parsed) ? Math.max(0, Math.min(1, parsed)) : 1;
}

function paintOf(chain: readonly SvgElement[], scale: number, gradients: Map<string, Rgb>): Paint {
  const colour = (value: string) => (value === "none" ? null : paintColour(value, gradients));
  const cap = inherited(chain, "stroke-linecap", "butt");
  const join = inherited(chain, "stroke-linejoin", "miter");
  return {
    fill: colour(inherited(chain, "fill", "#000000")),
    fillOpacity: opacityValue(inherited(chain, "fill-opacity", "1")),
    evenOdd: inherited(chain, "fill-rule", "nonzero") === "evenodd",
    stroke: colour(inherited(chain, "stroke", "none")),
    strokeOpacity: opacityValue(inherited(chain, "stroke-opacity", "1")),
    strokeWidth: Number.parseFloat(inherited(chain, "stroke-width", "1")) * scale,
    lineCap: cap === "round" || cap === "square" ? cap : "butt",
    lineJoin: join === "round" || join === "bevel" ? join : "miter",
    miterLimit: Number.parseFloat(inherited(chain, "stroke-miterlimit", "4")),
    strokeUnder: inherited(chain, "paint-order", "normal").trim().startsWith("stroke"),
    opacity: chain.reduce((product, element) => product * opacityValue(presentation(element, "opacity")), 1),
  };
}

function transformChain(chain: readonly SvgElement[]): string {
  return chain
    .map((element) => attribute(element, "transform") ?? "")
    .filter((transform) => transform.trim().length > 0)
    .join(" ");
}

/** The artwork's definitions by id: clip paths are read from them. */
export type Definitions = Map<string, SvgElement>;

function clipContours(chain: readonly SvgElement[], definitions: Definitions, prefix: string): Contour[][] {
  const clips: Contour[][] = [];
  chain.forEach((element, index) => {
    const reference = /^url\(\s*#([^)\s]+)\s*\)$/.exec(attribute(element, "clip-path") ?? "");
    const clip = reference?.[1] ? definitions.get(reference[1]) : undefined;
    if (!clip) return;
    // A clip path is drawn in the user space of the element that applies it.
    const transform = `${prefix} ${transformChain(chain.slice(0, index + 1))}`;
    clips.push(
      elementChildren(clip)
        .filter((shape) => SHAPES.has(shape.name))
        .flatMap((shape) =>
          pathContours(shapePathData(shape), `${transform} ${attribute(shape, "transform") ?? ""}`),
        ),
    );
  });
  return clips;
}

/** Where an embedded image lands on the canvas. */
function imageBox(node: SvgElement, transform: string): Box | null {
  if (node.name !== "image") return null;
  const [x, y, w, h] = ["x", "y", "width", "height"].map((name) => number(node, name));
  return contoursBox(
    pathContours(`M${x} ${y}H${(x ?? 0) + (w ?? 0)}V${(y ?? 0) + (h ?? 0)}H${x}Z`, transform),
  );
}

function wrapped(leaf: SvgElement, ancestors: readonly SvgElement[]): string {
  return ancestors.reduceRight((inner, ancestor) => {
    const open = serialize({ ...ancestor, children: [] }).replace(/\/>$/, ">");
    return `${open}${inner}</${ancestor.name}>`;
  }, serialize(leaf));
}

/**
 * Every drawn leaf under `element`, with the geometry described above. `prefix` is a transform
 * list applied before everything (the Lottie's canvas starts at 0,0, a viewBox may not).
 */
export function piecesOf(
  element: SvgElement,
  definitions: Definitions,
  gradients: Map<string, Rgb>,
  prefix = "",
): Piece[] {
  const pieces: Piece[] = [];
  const visit = (node: SvgElement, ancestors: SvgElement[]) => {
    if (GROUPS.has(node.name) && !attribute(node, "mask") && !attribute(node, "filter")) {
      for (const child of elementChildren(node)) visit(child, [...ancestors, node]);
      return;
    }
    if (!DRAWN.has(node.name) && !GROUPS.has(node.name)) return;
    const chain = [...ancestors, node];
    const transform = `${prefix} ${transformChain(chain)}`;
    const paint = paintOf(chain, transformScale(transform), gradients);
    const contours = SHAPES.has(node.name) ? pathContours(shapePathData(node), transform) : null;
    const reach = paint.stroke ? paint.strokeWidth / 2 : 0;
    pieces.push({
      leaf: node,
      ancestors,
      markup: wrapped(node, ancestors),
      contours,
      clips: clipContours(chain, definitions, prefix),
      paint,
      box: contours ? contoursBox(contours, reach) : imageBox(node, transform),
    });
  };
  visit(element, []);
  return pieces;
}
