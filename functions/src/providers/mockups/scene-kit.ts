/**
 * The drawing pieces every scene shares: the canvas and a scene's context, the logo placed as a
 * nested drawing of its own (its ids can never clash with the scene's), and outlined text (a
 * server has no system fonts). The surfaces (shadows, materials, light) are in scene-surfaces.ts,
 * the faces set in perspective in scene-perspective.ts.
 */
import { createHash } from "node:crypto";
import { type MockupSceneRule, placementOf } from "../../domain/mockups/mockup-scenes";
import { toPathData, translateScale } from "../../engine/path-geometry";
import { shapeLine } from "../../engine/text-outline";
import type { ArtDrawing, ArtVersion, LogoArt } from "../graphics/logo-art";
import { blend, parseColour, toHex, WHITE } from "../graphics/paint";
import type { ScenePart } from "./layered-raster";
import { chooseLogo } from "./logo-variant";

/** Scenes are drawn in these user units (4:3) and rendered at any size. */
export const CANVAS = { width: 1600, height: 1200 } as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLogo {
  drawing: ArtDrawing;
  /** The colour of the surface it is set on (hex). */
  surface: string;
  version: ArtVersion;
}

export interface SceneContext {
  art: LogoArt;
  rule: MockupSceneRule;
  /** Output pixels per canvas unit: pieces drawn as pixels (warps) are made at the size shown. */
  pixelScale: number;
  /** The logo for one of the scene's placements, in the version its surface calls for. */
  logo(placement: string): PlacedLogo;
}

/**
 * A scene drawn as parts in painting order: plain SVG for what is the same whatever the logo,
 * `withLogo(...)` for the rest (layered-raster.ts).
 */
export type SceneDrawer = (context: SceneContext) => Promise<ScenePart[]>;

export function sceneContext(art: LogoArt, rule: MockupSceneRule, pixelScale: number): SceneContext {
  return {
    art,
    rule,
    pixelScale,
    logo: (name) => {
      const placement = placementOf(rule, name);
      const { surface, version } = chooseLogo(placement, art);
      const drawing = placement.part === "symbol" ? art.icon(version) : art.logo(version);
      return { drawing, surface, version };
    },
  };
}

export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * What a standalone drawing starts from, set on a nested one so nothing of the scene around it
 * (a group's fill, a stroke) reaches its shapes.
 */
const INITIAL_PAINT =
  'fill="#000000" fill-opacity="1" fill-rule="nonzero" stroke="none" stroke-width="1" stroke-opacity="1" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="4" stroke-dasharray="none" clip-rule="nonzero" color="#000000"';

/**
 * The drawing as a nested viewport at `box`, fitted as an image is (`preserveAspectRatio`),
 * its ids given a prefix of their own so they can never clash with the scene's or another
 * placement's. resvg draws an `<image>` holding an SVG through a layer the size of the whole
 * picture: about 16 ms at 1600 x 1200 for each logo placed, whatever its size, and most of a
 * scene's own cost. A nested viewport costs what its shapes cost.
 */
function nestedArt(art: ArtDrawing, box: Box, attributes: string): string {
  const { svg } = art;
  const root = /<svg\b([^>]*)>/.exec(svg);
  const end = svg.lastIndexOf("</svg>");
  if (!root || end < root.index) throw new Error("A logo drawing must be an <svg> document");
  // A drawing without a viewBox is drawn in its natural size's units.
  const viewBox = /\bviewBox="([^"]*)"/.exec(root[1] ?? "")?.[1] ?? `0 0 ${art.width} ${art.height}`;
  const body = svg.slice(root.index + root[0].length, end);
  const prefix = `art-${createHash("sha1")
    .update(`${round(box.x)} ${round(box.y)} ${body}`)
    .digest("hex")
    .slice(0, 10)}-`;
  const owned = body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/(\s(?:xlink:)?href)="#([^"]+)"/g, `$1="#${prefix}$2"`);
  return `<svg x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet" ${INITIAL_PAINT}${attributes}>${owned}</svg>`;
}

type Align = "center" | "left" | "right";

function alignedX(box: Box, width: number, align: Align): number {
  if (align === "left") return box.x;
  if (align === "right") return box.x + box.width - width;
  return box.x + (box.width - width) / 2;
}

/** The largest box of the drawing's shape that fits `box`, centred (or aligned) in it. */
export function fitInto(art: { width: number; height: number }, box: Box, align: Align = "center"): Box {
  const scale = Math.min(box.width / art.width, box.height / art.height);
  const width = art.width * scale;
  const height = art.height * scale;
  return { x: alignedX(box, width, align), y: box.y + (box.height - height) / 2, width, height };
}

/**
 * The drawing fitted into `box`, with at most `maxArea` of the box's area when given: a wide
 * logo fills the width while a square one is kept from looming, as a designer sizes by eye.
 */
export function placeArt(
  art: ArtDrawing,
  box: Box,
  options: { align?: Align; opacity?: number; extra?: string; maxArea?: number } = {},
): string {
  let fitted = fitInto(art, box, options.align);
  if (options.maxArea !== undefined) {
    const share = (fitted.width * fitted.height) / (box.width * box.height);
    if (share > options.maxArea) {
      const shrink = Math.sqrt(options.maxArea / share);
      const width = fitted.width * shrink;
      const height = fitted.height * shrink;
      fitted = {
        x: alignedX(box, width, options.align ?? "center"),
        y: box.y + (box.height - height) / 2,
        width,
        height,
      };
    }
  }
  const opacity = options.opacity === undefined ? "" : ` opacity="${options.opacity}"`;
  return nestedArt(art, fitted, `${opacity}${options.extra ?? ""}`);
}

/**
 * The drawing centred in a circle of radius `r`: a compact symbol at 60% of the circle, as
 * avatars are cut; a wide wordmark as large as fits with `margin` of the radius free all round.
 */
export function placeInCircle(art: ArtDrawing, cx: number, cy: number, r: number, margin = 0.15): string {
  if (art.width / art.height < 1.6) {
    return placeArt(art, { x: cx - 0.6 * r, y: cy - 0.6 * r, width: 1.2 * r, height: 1.2 * r });
  }
  // The largest box of the drawing's shape whose corners touch a circle of radius `inner`.
  const inner = r * (1 - margin);
  const half = inner / Math.hypot(art.width, art.height);
  const width = 2 * art.width * half;
  const height = 2 * art.height * half;
  return placeArt(art, { x: cx - width / 2, y: cy - height / 2, width, height });
}

/** True when the logo has a symbol of its own, distinct from the whole logo. */
export function hasOwnSymbol(art: LogoArt): boolean {
  return art.icon("black").svg !== art.logo("black").svg;
}

/** True for drawings much wider than tall (a wordmark, an inline logo). */
export function isWide(art: { width: number; height: number }): boolean {
  return art.width / art.height > 2;
}

/**
 * Text as outlines from the engine's own fonts. `x` is the start, middle or end of the line by
 * `anchor`; `y` is the baseline. Long text is cut with an ellipsis to `maxWidth`.
 */
export function outlinedText(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  options: {
    weight?: number;
    anchor?: "start" | "middle" | "end";
    maxWidth?: number;
    family?: string;
    opacity?: number;
  } = {},
): string {
  if (!text.trim()) return "";
  const choice = { family: options.family ?? "inter", weight: options.weight ?? 400 };
  let shown = text;
  let line = shapeLine(shown, choice);
  if (options.maxWidth !== undefined) {
    while (line.width * size > options.maxWidth && shown.length > 2) {
      shown = `${shown.slice(0, -2).trimEnd()}…`;
      line = shapeLine(shown, choice);
    }
  }
  const width = line.width * size;
  const left = options.anchor === "middle" ? x - width / 2 : options.anchor === "end" ? x - width : x;
  const opacity = options.opacity === undefined ? "" : ` fill-opacity="${options.opacity}"`;
  return `<path d="${toPathData(translateScale(line.commands, left, y, size))}" fill="${fill}"${opacity}/>`;
}

/** Grey bars standing in for lines of text: what a reader takes in at a glance. */
export function textLines(
  x: number,
  y: number,
  widths: readonly number[],
  options: { gap: number; thickness: number; fill: string; opacity?: number },
): string {
  const opacity = options.opacity === undefined ? "" : ` opacity="${options.opacity}"`;
  return widths
    .map(
      (width, index) =>
        `<rect x="${round(x)}" y="${round(y + index * options.gap)}" width="${round(width)}" height="${options.thickness}" rx="${options.thickness / 2}" fill="${options.fill}"${opacity}/>`,
    )
    .join("");
}

/** A web address and handle made from the brand's name, for the placeholder contact lines. */
export function brandSlug(brandName: string): string {
  const slug = brandName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "");
  return slug.slice(0, 24) || "yourbrand";
}

/** `amount` (0 to 1) of `toward` mixed into `colour`: a shade or a tint of a surface. */
export function mix(colour: string, toward: string, amount: number): string {
  return toHex(blend(parseColour(toward) ?? WHITE, parseColour(colour) ?? WHITE, amount));
}
