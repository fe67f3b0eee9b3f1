/**
 * The paints of a master's elements as the kit reads them: the colour a fill or stroke shows (a
 * gradient as the mean of its stops), its opacity, and whether it is ink, standing out from the
 * design's own background, or paper (tints, and shapes in the ground's colour).
 */
import { blend, contrast, parseColour, type Rgb } from "./paint";
import { attribute, type SvgElement, walk } from "./svg-tree";

/** A paint at least this far (WCAG ratio) from the design's background is ink in one colour. */
export const INK_CONTRAST = 2;

export const PAINTS = ["fill", "stroke"] as const;
export type PaintName = (typeof PAINTS)[number];
export const OPACITIES = ["opacity", "fill-opacity", "stroke-opacity"] as const;

/** Elements that hold definitions and draw nothing where they stand. */
export const NOT_DRAWN = new Set([
  "defs",
  "clipPath",
  "mask",
  "linearGradient",
  "radialGradient",
  "pattern",
  "symbol",
  "style",
  "title",
  "desc",
  "metadata",
]);

/** Each gradient's colour, as the mean of its stops: what it reads as from a distance. */
export function gradientColours(root: SvgElement): Map<string, Rgb> {
  const gradients = new Map<string, Rgb>();
  for (const element of walk(root)) {
    if (element.name !== "linearGradient" && element.name !== "radialGradient") continue;
    const id = attribute(element, "id");
    const stops = element.children
      .filter((child): child is SvgElement => child.kind === "element" && child.name === "stop")
      .map((stop) => parseColour(attribute(stop, "stop-color")))
      .filter((colour): colour is Rgb => colour !== null);
    if (!id || stops.length === 0) continue;
    const sum = stops.reduce((total, c) => ({ r: total.r + c.r, g: total.g + c.g, b: total.b + c.b }), {
      r: 0,
      g: 0,
      b: 0,
    });
    gradients.set(id, { r: sum.r / stops.length, g: sum.g / stops.length, b: sum.b / stops.length });
  }
  return gradients;
}

/** The colour a paint value shows, or null for none. */
export function paintColour(value: string, gradients: Map<string, Rgb>): Rgb | null {
  const reference = /^url\(\s*#([^)\s]+)\s*\)$/.exec(value.trim());
  if (reference?.[1]) return gradients.get(reference[1]) ?? null;
  return parseColour(value);
}

export function opacityNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? Math.max(0, Math.min(1, number)) : null;
}

/** The element's own opacity times its paint's (inherited opacity is not counted). */
export function opacityOf(element: SvgElement, which: PaintName): number {
  return (
    (opacityNumber(attribute(element, "opacity")) ?? 1) *
    (opacityNumber(attribute(element, `${which}-opacity`)) ?? 1)
  );
}

export function isInk(colour: Rgb, opacity: number, ground: Rgb): boolean {
  return contrast(blend(colour, ground, opacity), ground) >= INK_CONTRAST;
}
