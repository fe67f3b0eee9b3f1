/**
 * The drawing pieces every scene shares: the logo placed as a nested drawing of its own (its ids
 * can never clash with the scene's), outlined text (a server has no system fonts), soft two-layer
 * shadows, paper grain and fabric weave, and flat faces (a card, a shop front) rendered and set
 * in perspective.
 */
import { createHash } from "node:crypto";
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { type MockupSceneRule, placementOf } from "../../domain/mockups/mockup-scenes";
import { toPathData, translateScale } from "../../engine/path-geometry";
import { premultiplyAlpha, straightenAlpha } from "../../engine/render";
import { shapeLine } from "../../engine/text-outline";
import type { ArtDrawing, ArtVersion, LogoArt } from "../graphics/logo-art";
import { blend, contrast, parseColour, toHex, WHITE } from "../graphics/paint";
import { deferredImage } from "./deferred-images";
import {
  fixedLayer,
  type LogoPixels,
  type PremultipliedRaster,
  rasteriseRuns,
  renderPaintedPart,
  renderPremultiplied,
  runsOf,
  type ScenePart,
  withLogo,
} from "./layered-raster";
import { chooseLogo } from "./logo-variant";
import { materialDefinitions } from "./materials";
import {
  mapQuad,
  type PixelBox,
  type Point,
  type Quad,
  type RgbaImage,
  shownPartOfFace,
  warpOutputBox,
  warpToQuad,
} from "./warp";

/** Scenes are drawn in these user units (4:3) and rendered at any size. */
export const CANVAS = { width: 1600, height: 1200 } as const;

interface Box {
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

/** Blurs for shadows at a few sizes, and the material patterns. */
async function sharedDefinitions(pixelScale: number): Promise<string> {
  const blur = (id: string, deviation: number) =>
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
  return [
    blur("blur-3", 3),
    blur("blur-8", 8),
    blur("blur-18", 18),
    blur("blur-40", 40),
    await materialDefinitions(pixelScale),
  ].join("");
}

/** The outline of a shape with its own paint taken off, so a group can paint it. */
function outlineOf(shape: string): string {
  return shape.replace(/\s(fill|stroke|opacity|fill-opacity|stroke-opacity|filter)="[^"]*"/g, "");
}

type BlurOptions = {
  blur: number;
  opacity: number;
  dx: number;
  dy: number;
  colour?: string;
  keepPaint?: boolean;
};

/**
 * A blurred copy of `shape` (its bounds `bounds`), moved by (dx, dy): a shadow. The shape is
 * painted in `colour` unless `keepPaint` (a stroke, say, that must stay a stroke). resvg blurs at
 * ~100 ns a pixel, so a blur over a card at full size costs more than the whole scene; a shadow
 * has no detail to lose, so it is blurred at a few pixels to its blur radius, then scaled up to
 * the size it is shown at and faded to its opacity once, here: the scene then copies its pixels
 * as they are, where scaling each shadow up in every render was a fifth of the scenes' CPU.
 */
export function blurredCopy(
  shape: string,
  bounds: Box,
  options: BlurOptions,
  pixelScale: number,
): Promise<string> {
  return blurredLayers([{ shape, options }], bounds, pixelScale);
}

/** A blurred copy's pixels at the size shown, faded to its opacity, and the canvas box they fill. */
interface BlurredPixels {
  region: Box;
  data: Buffer;
  width: number;
  height: number;
}

async function blurredPixels(
  shape: string,
  bounds: Box,
  options: BlurOptions,
  pixelScale: number,
): Promise<BlurredPixels> {
  const margin = options.blur * 3;
  const region = {
    x: Math.floor(bounds.x + Math.min(0, options.dx) - margin),
    y: Math.floor(bounds.y + Math.min(0, options.dy) - margin),
    width: Math.ceil(bounds.width + Math.abs(options.dx) + 2 * margin),
    height: Math.ceil(bounds.height + Math.abs(options.dy) + 2 * margin),
  };
  const resolution = Math.min(pixelScale, 2.5 / options.blur);
  const width = Math.max(2, Math.round(region.width * resolution));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.max(2, Math.round(region.height * resolution))}" viewBox="${region.x} ${region.y} ${region.width} ${region.height}"><filter id="b" filterUnits="userSpaceOnUse" x="${region.x}" y="${region.y}" width="${region.width}" height="${region.height}"><feGaussianBlur stdDeviation="${options.blur}"/></filter><g filter="url(#b)"><g transform="translate(${round(options.dx)} ${round(options.dy)})" fill="${options.colour ?? "#1A1410"}">${options.keepPaint ? shape : outlineOf(shape)}</g></g></svg>`;
  const rendered = await renderAsync(svg, { font: { loadSystemFonts: false } });
  const shown = {
    width: Math.max(2, Math.round(region.width * pixelScale)),
    height: Math.max(2, Math.round(region.height * pixelScale)),
  };
  const opacity = Math.round(options.opacity * 100) / 100;
  const data = await sharp(rendered.asPng())
    .resize(shown.width, shown.height, { fit: "fill", kernel: "cubic" })
    .ensureAlpha()
    .linear([1, 1, 1, opacity], [0, 0, 0, 0])
    .raw()
    .toBuffer();
  return { region, data, ...shown };
}

/** One layer of `blurredLayers`: a shape and how it is blurred. */
interface BlurLayer {
  shape: string;
  options: BlurOptions;
}

/**
 * Blurred copies laid over one another in order (a cast shadow's soft and contact layers, a fold's
 * shade and light), as one image. resvg decodes and composites every image of a scene in each
 * render, and such layers overlap almost entirely: one image of their union costs a render about
 * half as much as two, and the picture is the same to a level or two along the blurs. Made once
 * per process.
 */
export async function blurredLayers(
  layers: readonly BlurLayer[],
  bounds: Box,
  pixelScale: number,
): Promise<string> {
  // A stand-in, made into pixels only when a render needs them (deferred-images.ts). A shadow
  // follows the outline of a card, a cup or a sign, never the logo on it, so every export's scenes
  // ask for the same few dozen (three sizes of each) and each is made once per process.
  return deferredImage(JSON.stringify([layers, bounds, pixelScale]), () =>
    drawBlurredLayers(layers, bounds, pixelScale),
  );
}

async function drawBlurredLayers(
  layers: readonly BlurLayer[],
  bounds: Box,
  pixelScale: number,
): Promise<string> {
  const drawn = await Promise.all(
    layers.map((layer) => blurredPixels(layer.shape, bounds, layer.options, pixelScale)),
  );
  const x = Math.min(...drawn.map((layer) => layer.region.x));
  const y = Math.min(...drawn.map((layer) => layer.region.y));
  const placed = drawn.map((layer) => ({
    input: layer.data,
    raw: { width: layer.width, height: layer.height, channels: 4 as const },
    left: Math.round((layer.region.x - x) * pixelScale),
    top: Math.round((layer.region.y - y) * pixelScale),
  }));
  const width = Math.max(...placed.map((layer) => layer.left + layer.raw.width));
  const height = Math.max(...placed.map((layer) => layer.top + layer.raw.height));
  const [only] = placed;
  const pixels =
    placed.length === 1 && only
      ? sharp(only.input, { raw: only.raw })
      : sharp({
          create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
        }).composite(placed);
  const png = await pixels.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  // One image pixel to one picture pixel: nearest-neighbour copying is exact, and cheap.
  return `<image image-rendering="optimizeSpeed" x="${x}" y="${y}" width="${width / pixelScale}" height="${height / pixelScale}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString("base64")}"/>`;
}

/**
 * The shadow an object `lift` units above a surface casts on it, light from the top left: a
 * tight dark contact shadow and a wide soft one that falls down and to the right.
 */
export function castShadow(
  context: SceneContext,
  shape: string,
  bounds: Box,
  lift: number,
  strength = 1,
): Promise<string> {
  return blurredLayers(
    [
      { shape, options: { blur: 6 + lift * 1.1, opacity: 0.3 * strength, dx: lift * 0.35, dy: lift * 0.7 } },
      {
        shape,
        options: { blur: 2 + lift * 0.12, opacity: 0.4 * strength, dx: lift * 0.05, dy: lift * 0.12 },
      },
    ],
    bounds,
    context.pixelScale,
  );
}

/** The material's texture over a shape: `grain` for paper, `weave` for canvas, `jersey` for a shirt. */
export function materialOver(
  shape: string,
  material: "grain" | "weave" | "jersey" = "grain",
  opacity = 1,
): string {
  return `<g fill="url(#${material})" opacity="${opacity}">${outlineOf(shape)}</g>`;
}

/** Light falling from the top left over an object: a bright corner fading to a shaded one. */
export function sheen(
  shape: string,
  id: string,
  strength = 0.2,
  angle: "diagonal" | "vertical" = "diagonal",
): string {
  const direction = angle === "diagonal" ? `x1="0" y1="0" x2="1" y2="1"` : `x1="0" y1="0" x2="0" y2="1"`;
  return `<defs><linearGradient id="${id}" ${direction}><stop offset="0" stop-color="#FFFFFF" stop-opacity="${strength}"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${round(strength * 60) / 100}"/></linearGradient></defs><g fill="url(#${id})">${outlineOf(shape)}</g>`;
}

/** A room's surface behind the objects: a gentle gradient lit from the top left, with a vignette. */
export function backdrop(light: string, dark: string, id: string): string {
  const { width, height } = CANVAS;
  return `<defs><radialGradient id="${id}" cx="0.3" cy="0.2" r="1.1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient><radialGradient id="${id}-vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>${materialOver(`<rect width="${width}" height="${height}"/>`, "grain", 0.45)}<rect width="${width}" height="${height}" fill="url(#${id}-vignette)"/>`;
}

/**
 * A lens-shaped crease between two points, `bulge` wide at its middle: blurred, a fold's shade
 * or the light on its ridge.
 */
export function crease(x1: number, y1: number, x2: number, y2: number, bulge: number): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = (-(y2 - y1) / length) * bulge;
  const ny = ((x2 - x1) / length) * bulge;
  return `<path d="M${x1} ${y1} Q${Math.round(mx + nx)} ${Math.round(my + ny)} ${x2} ${y2} Q${Math.round(mx - nx)} ${Math.round(my - ny)} ${x1} ${y1} Z"/>`;
}

export function boundsOfPoints(points: readonly Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function polygon(points: readonly Point[], attributes = ""): string {
  return `<polygon points="${points.map((point) => `${round(point.x)},${round(point.y)}`).join(" ")}"${attributes ? ` ${attributes}` : ""}/>`;
}

/**
 * A camera looking down at a table, tilted `tilt` degrees from straight down: table
 * coordinates (x to the right, y away from the viewer, from the table's `origin` on screen) to
 * canvas points. Things further away are smaller, so a card lying flat becomes a trapezium.
 */
export function tableCamera(origin: Point, tilt: number, distance: number): (x: number, y: number) => Point {
  const radians = (tilt * Math.PI) / 180;
  return (x, y) => {
    const depth = distance + y * Math.sin(radians);
    const scale = distance / depth;
    return { x: origin.x + x * scale, y: origin.y - y * Math.cos(radians) * scale };
  };
}

/**
 * The corners of a `width` x `height` rectangle lying on the table, centred at (x, y) and
 * turned `angle` degrees, as the camera sees them: top left, top right, bottom right, bottom left
 * of the rectangle as drawn flat.
 */
export function rectangleOnTable(
  camera: (x: number, y: number) => Point,
  centre: Point,
  size: { width: number; height: number },
  angle: number,
): Quad {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corner = (dx: number, dy: number) =>
    // Flat drawings have y down; the table has y away from the viewer.
    camera(centre.x + dx * cos + dy * sin, centre.y - (-dx * sin + dy * cos));
  const w = size.width / 2;
  const h = size.height / 2;
  return [corner(-w, -h), corner(w, -h), corner(w, h), corner(-w, h)];
}

async function pngOf(image: RgbaImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}

/** Pixels placed at (x, y) in canvas units, `pixelScale` pixels to the unit. */
export async function placePixels(
  image: RgbaImage,
  x: number,
  y: number,
  pixelScale: number,
  extra = "",
): Promise<string> {
  const png = await pngOf(image);
  return `<image x="${round(x / pixelScale)}" y="${round(y / pixelScale)}" width="${round(image.width / pixelScale)}" height="${round(image.height / pixelScale)}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString("base64")}"${extra}/>`;
}

/** An SVG document `width` x `height` units drawn `pixelWidth` pixels wide, as straight-alpha RGBA. */
export async function rasterise(svg: string, pixelWidth: number): Promise<RgbaImage> {
  return straightened(await renderPremultiplied(svg, pixelWidth));
}

function straightened({ pixels, width, height }: PremultipliedRaster): RgbaImage {
  straightenAlpha(pixels, width, height);
  return { data: pixels, width, height };
}

/**
 * A standalone document of `body`, with the shared definitions for a picture at `pixelScale`;
 * `frame` is the root's size and view attributes.
 */
async function standaloneSvg(frame: string, body: string, pixelScale: number): Promise<string> {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${frame}><defs>${await sharedDefinitions(pixelScale)}</defs>${body}</svg>`;
}

/** A standalone document of `body` on a `width` x `height` canvas, for a picture at `pixelScale`. */
export function svgDocument(
  width: number,
  height: number,
  body: string,
  pixelScale: number,
): Promise<string> {
  return standaloneSvg(
    `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
    body,
    pixelScale,
  );
}

/**
 * Face pixels past the last one any shown pixel reads. Two would do for bilinear sampling; the
 * rest is slack, and costs a few columns.
 */
const FACE_MARGIN = 6;

/**
 * The pixels in `part` of a flat face (`body` on a `size` canvas) drawn `pixels` in all: the
 * same pixels the whole drawing has there. resvg fits a drawing to a width by scaling x and y
 * each to a whole number of pixels, so the part is cut from that same grid.
 */
async function rasteriseFacePart(
  body: string | readonly ScenePart[],
  size: { width: number; height: number },
  pixels: { width: number; height: number },
  part: PixelBox,
  pixelScale: number,
): Promise<RgbaImage> {
  const scaleX = pixels.width / size.width;
  const scaleY = pixels.height / size.height;
  const viewBox = [part.x / scaleX, part.y / scaleY, part.width / scaleX, part.height / scaleY].join(" ");
  const frame = `width="${part.width}" height="${part.height}" viewBox="${viewBox}" preserveAspectRatio="none"`;
  const drawn = await rasteriseRuns(
    runsOf(typeof body === "string" ? [body] : body),
    (layer) => standaloneSvg(frame, layer, pixelScale),
    (document) => renderPremultiplied(document, part.width),
    `face ${part.width}x${part.height}`,
    renderPaintedPart,
  );
  return straightened(drawn);
}

/**
 * A flat face (`body`, drawn on a `width` x `height` canvas; as parts, its fixed ones are kept
 * from face to face) set into `quad` in perspective, as a layer of pixels laid straight onto the
 * picture: rendered at the density it is shown at and mapped through the quad's homography. Only
 * the part of the face that shows is rendered: most of a wall running out of the picture is never
 * seen. No PNG of it is written or read back (a wall is most of the picture; that was most of a
 * shop front's render). `changesWithin` (face units), when given, holds every part of the face
 * that changes with the logo: the rest of the face is warped once per process, and only what the
 * logo's parts reach is drawn and warped again for each logo.
 */
export async function faceInPerspectiveLayer(
  body: string | readonly ScenePart[],
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
  changesWithin?: Box,
): Promise<LogoPixels | ""> {
  const warped =
    changesWithin && typeof body !== "string" && !wholeFacesOnly
      ? await warpedFaceWhereLogoIs(body, size, quad, pixelScale, changesWithin)
      : await warpedFace(body, size, quad, pixelScale);
  if (!warped) return "";
  const { image, x, y } = warped;
  const pixels = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  premultiplyAlpha(pixels);
  // Only a drawing made as one document (tests, comparisons) asks for the image.
  const asImage = () => {
    const straight = Buffer.from(pixels);
    straightenAlpha(straight, image.width, image.height);
    return placePixels({ data: straight, width: image.width, height: image.height }, x, y, pixelScale);
  };
  return {
    withLogoPixels: { pixels, width: image.width, height: image.height, left: x, top: y, image: asImage },
  };
}

let wholeFacesOnly = false;

/**
 * Warp every face whole, even where a drawing says which part of it changes with the logo (for
 * tests that hold the shortcut to the whole warp's pixels). Returns the setting before.
 * @visibleForTesting
 */
export function warpWholeFaces(whole: boolean): boolean {
  const before = wholeFacesOnly;
  wholeFacesOnly = whole;
  return before;
}

/** A face's pixels: all of them, the part of them that shows, and the quad they go into on screen. */
interface FaceFrame {
  facePixels: { width: number; height: number };
  shown: PixelBox;
  onScreen: Quad;
  picture: { width: number; height: number };
  density: number;
}

function faceFrame(
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
): FaceFrame | null {
  const [a, b, c, d] = quad;
  const horizontal =
    Math.max(Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - d.x, c.y - d.y)) / size.width;
  const vertical = Math.max(Math.hypot(d.x - a.x, d.y - a.y), Math.hypot(c.x - b.x, c.y - b.y)) / size.height;
  // A little finer than the nearest edge needs, so the far side is never magnified.
  const pixelWidth = size.width * Math.max(horizontal, vertical) * pixelScale * 1.1;
  // The whole face's pixels, rounded as resvg rounds a drawing fitted to a width.
  const faceWidth = Math.max(2, Math.round(pixelWidth));
  const facePixels = {
    width: faceWidth,
    height: Math.max(1, Math.round((size.height * faceWidth) / size.width)),
  };
  const onScreen = mapQuad(quad, (point) => ({ x: point.x * pixelScale, y: point.y * pixelScale }));
  const picture = {
    width: Math.ceil(CANVAS.width * pixelScale),
    height: Math.ceil(CANVAS.height * pixelScale),
  };
  const shown = shownPartOfFace(facePixels, onScreen, picture, FACE_MARGIN);
  return shown ? { facePixels, shown, onScreen, picture, density: pixelWidth / size.width } : null;
}

/** The face rendered and set into the picture, straight alpha at whole pixels; null when none of it shows. */
async function warpedFace(
  body: string | readonly ScenePart[],
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
): Promise<WarpedFace | null> {
  const frame = faceFrame(size, quad, pixelScale);
  if (!frame) return null;
  const { facePixels, shown } = frame;
  const image = await rasteriseFacePart(body, size, facePixels, shown, frame.density);
  return warpToQuad(
    { image, left: shown.x, top: shown.y, faceWidth: facePixels.width, faceHeight: facePixels.height },
    frame.onScreen,
    frame.picture,
  );
}

type WarpedFace = { image: RgbaImage; x: number; y: number };

/**
 * The same pixels `warpedFace` gives, worked out again only where the logo's parts (all within
 * `changesWithin`, in face units) can reach. The face warped without them is a fixed layer (the
 * same for every logo, so packed at build and kept), and each logo redraws and rewarps only the
 * part of the face round its parts. Outside that part the face is the one without the logo, pixel
 * for pixel, so its warp is too.
 */
async function warpedFaceWhereLogoIs(
  parts: readonly ScenePart[],
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
  changesWithin: Box,
): Promise<WarpedFace | null> {
  const frame = faceFrame(size, quad, pixelScale);
  if (!frame) return null;
  const { facePixels, shown, onScreen, picture } = frame;
  // An empty part in each logo part's place keeps the fixed parts' layers the ones a logo has.
  const withoutLogo = parts.map((part) => (typeof part === "string" ? part : withLogo("")));
  const box = warpOutputBox(onScreen, picture);
  // Kept and packed like any fixed layer, but its pixels are straight, as a warp makes them: it is
  // only ever read back here, as the warp a patch goes onto.
  const without = await fixedLayer(
    `warped face ${box.width}x${box.height}`,
    JSON.stringify([withoutLogo, size, quad, pixelScale]),
    async () => {
      const warped = await warpedFace(withoutLogo, size, quad, pixelScale);
      if (!warped) throw new Error("A face that shows has a warp");
      const { data, width, height } = warped.image;
      return { pixels: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
    },
  );
  // Each logo patches a copy; the kept layer stays the face without one.
  const onto = { image: { ...without, data: new Uint8Array(without.pixels) }, x: box.x, y: box.y };
  // The face pixels the logo's parts can cover (a pixel more for anti-aliasing), the output pixels
  // whose samples read any of them (a pixel further), and the part drawn for those samples.
  const scaleX = facePixels.width / size.width;
  const scaleY = facePixels.height / size.height;
  const covered = pixelBoxOf(
    Math.floor(changesWithin.x * scaleX) - 1,
    Math.floor(changesWithin.y * scaleY) - 1,
    Math.ceil((changesWithin.x + changesWithin.width) * scaleX) + 1,
    Math.ceil((changesWithin.y + changesWithin.height) * scaleY) + 1,
  );
  const drawn = grownBy(covered, FACE_MARGIN);
  const part = pixelBoxOf(
    Math.max(drawn.x, shown.x),
    Math.max(drawn.y, shown.y),
    Math.min(drawn.x + drawn.width, shown.x + shown.width),
    Math.min(drawn.y + drawn.height, shown.y + shown.height),
  );
  if (part.width <= 0 || part.height <= 0) return onto;
  const image = await rasteriseFacePart(parts, size, facePixels, part, frame.density);
  return warpToQuad(
    { image, left: part.x, top: part.y, faceWidth: facePixels.width, faceHeight: facePixels.height },
    onScreen,
    picture,
    { faceBox: grownBy(covered, 1), onto },
  );
}

function pixelBoxOf(left: number, top: number, right: number, bottom: number): PixelBox {
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function grownBy(box: PixelBox, pixels: number): PixelBox {
  return pixelBoxOf(box.x - pixels, box.y - pixels, box.x + box.width + pixels, box.y + box.height + pixels);
}

/** `amount` (0 to 1) of `toward` mixed into `colour`: a shade or a tint of a surface. */
export function mix(colour: string, toward: string, amount: number): string {
  return toHex(blend(parseColour(toward) ?? WHITE, parseColour(colour) ?? WHITE, amount));
}

/** True when white type reads better than near-black on `colour`. */
export function isDark(colour: string): boolean {
  const rgb = parseColour(colour) ?? WHITE;
  return contrast(WHITE, rgb) > contrast({ r: 31, g: 35, b: 40 }, rgb);
}
