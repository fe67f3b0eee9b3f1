import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { deferredImage } from "./deferred-images";
import { materialDefinitions } from "./materials";
import { type Box, CANVAS, round, type SceneContext } from "./scene-kit";

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

/**
 * A standalone document of `body`, with the shared definitions for a picture at `pixelScale`;
 * `frame` is the root's size and view attributes.
 */
export async function standaloneSvg(frame: string, body: string, pixelScale: number): Promise<string> {
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
