import { getIcon, type IconArt, type IconStyle, loadIconArt, SECONDARY_TOKEN } from "../icons";
import { fmt, fmtScale } from "../path-geometry";
import { boldSilhouette } from "./redraw";

/**
 * Motifs: pictures a mark is built from (a bean, a tooth, a wave). A stock icon is raw material
 * here: it is always drawn inside a construction (knocked out of a shape, nested in a letter, cut,
 * paired), never set alone as the finished symbol.
 */

/** Where and how large a motif is drawn: centred on (cx, cy), its longer side `size` units. */
interface Placement {
  cx: number;
  cy: number;
  size: number;
  /** Degrees, clockwise. */
  rotate?: number;
}

/**
 * The style a motif is drawn in for a construction: marks need a silhouette that reads as one
 * shape, so filled drawings come first; line sets (Lucide, Tabler outlines) stay stroked.
 */
function motifStyle(iconId: string, wanted: IconStyle): IconStyle {
  const entry = getIcon(iconId);
  if (!entry) return wanted;
  if (wanted === "line" && entry.set === "phosphor") return "line";
  return entry.styles.includes("solid") ? "solid" : "line";
}

function motifArt(iconId: string, wanted: IconStyle): IconArt {
  return loadIconArt(iconId, motifStyle(iconId, wanted));
}

/** Stroke width, in the icon's own units, that stroked art is drawn with at `weight` (1 = as designed). */
function strokeOf(art: IconArt, weight: number): number {
  return art.strokeWidth * weight;
}

/**
 * The motif's markup in one paint. Duotone backs are left out: a mark's motif is one shape.
 * `gap` draws a band of `gapColour` round the motif first (a knocked-out outline), in 1000-unit
 * square units, so an overlapping motif stands clear of what it lies on.
 */
export function motifMarkup(
  iconId: string,
  style: IconStyle,
  at: Placement,
  paint: string,
  options: { weight?: number; gap?: number; gapColour?: string } = {},
): string {
  const art = motifArt(iconId, style);
  const span = Math.max(art.bounds.width, art.bounds.height);
  const scale = at.size / span;
  const cx = art.bounds.x + art.bounds.width / 2;
  const cy = art.bounds.y + art.bounds.height / 2;
  const transform = `translate(${fmt(at.cx)} ${fmt(at.cy)})${at.rotate ? ` rotate(${fmt(at.rotate)})` : ""} scale(${fmtScale(scale)}) translate(${fmt(-cx)} ${fmt(-cy)})`;
  const body = art.markup
    .replace(/<path[^>]*fill="SECONDARY"[^>]*\/>/g, "")
    .replaceAll(SECONDARY_TOKEN, paint);
  const weight = options.weight ?? 1;
  const draw = (colour: string, extra: number) =>
    art.stroked
      ? `<g transform="${transform}" fill="none" stroke="${colour}" stroke-width="${fmt(strokeOf(art, weight) + extra)}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`
      : extra > 0
        ? `<g transform="${transform}" fill="${colour}" stroke="${colour}" stroke-width="${fmt(extra)}" stroke-linejoin="round">${body}</g>`
        : `<g transform="${transform}" fill="${colour}">${body}</g>`;
  const gap = options.gap ?? 0;
  const halo = gap > 0 && options.gapColour ? draw(options.gapColour, (2 * gap) / scale) : "";
  return `${halo}${draw(paint, 0)}`;
}

/** A line this share of the mark is 1 px at 16 px (the favicon), with a little to spare. */
export const FAVICON_LINE = (1 / 16) * 1.15;

/**
 * The motif redrawn as one bold silhouette (redraw.ts) and placed: at the size it is drawn in a
 * mark, nothing in it is finer than a favicon's pixel. `gap` draws a clear band of `gapColour`
 * round it first, as in motifMarkup.
 */
export function boldMotifMarkup(
  iconId: string,
  style: IconStyle,
  at: Placement,
  paint: string,
  options: { gap?: number; gapColour?: string; minLine?: number; embolden?: number } = {},
): string {
  // Drawn small, a motif keeps only what a favicon can show; drawn large, more of its detail.
  // A mark's small form asks for its own finest line (in the 1000-unit square) instead.
  const detail =
    options.minLine !== undefined
      ? Math.min(0.2, options.minLine / at.size)
      : Math.min(0.07, Math.max(0.035, (FAVICON_LINE * 1000 * 0.5) / at.size));
  const d = boldSilhouette(
    `motif|${iconId}|${motifStyle(iconId, style)}`,
    motifMarkup(iconId, style, { cx: 500, cy: 500, size: 1000 }, "#000"),
    detail,
    motifArt(iconId, style).stroked || motifStyle(iconId, style) === "line"
      ? "line-drawing"
      : "mostly-outline",
    (options.embolden ?? 0) / at.size,
  );
  const scale = at.size / 1000;
  const transform = `translate(${fmt(at.cx)} ${fmt(at.cy)})${at.rotate ? ` rotate(${fmt(at.rotate)})` : ""} scale(${fmtScale(scale)}) translate(-500 -500)`;
  const gap = options.gap ?? 0;
  const halo =
    gap > 0 && options.gapColour
      ? ` stroke="${options.gapColour}" stroke-width="${fmt((2 * gap) / scale)}" stroke-linejoin="round" paint-order="stroke"`
      : "";
  return `<path d="${d}" transform="${transform}" fill="${paint}" fill-rule="evenodd"${halo}/>`;
}
