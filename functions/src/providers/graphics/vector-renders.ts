import { renderAsync } from "@resvg/resvg-js";
import { straightenAlpha } from "../../engine/render";
import { prepareArtwork } from "./artwork";
import { groundedPart } from "./grounded-colours";
import { contrast, parseColour, WHITE } from "./paint";
import type { PlacedImage, RawImage } from "./png";
import { removeSvgBackground, type SvgBox, shapesBox, svgCanvas, svgWithViewBox } from "./svg-background";
import { svgDocument } from "./svg-tree";

/**
 * Exact renders of a vector master with resvg: every size is drawn from the paths themselves,
 * so a 4096 px file is as sharp as the 1024 px one and nothing is interpolated. resvg renders
 * off the main thread; its premultiplied output is made straight-alpha RGBA here.
 */

interface AlphaBounds {
  x1: number;
  y1: number;
  /** Exclusive. */
  x2: number;
  y2: number;
}

/** Text is outlined in engine masters, so system fonts are never needed (or loaded). */
const RENDER_OPTIONS = { font: { loadSystemFonts: false }, shapeRendering: 2 } as const;

/** Renders the SVG so its longer side is `longSide` px (its own width/height when omitted). */
export async function renderSvg(svg: string, longSide?: number): Promise<RawImage> {
  let fitTo: { mode: "width" | "height"; value: number } | undefined;
  if (longSide !== undefined) {
    const canvas = svgCanvas(svg);
    const wide = !canvas || canvas.width >= canvas.height;
    fitTo = { mode: wide ? "width" : "height", value: longSide };
  }
  const image = await renderAsync(svg, fitTo ? { ...RENDER_OPTIONS, fitTo } : RENDER_OPTIONS);
  const { pixels, width, height } = image;
  straightenAlpha(pixels, width, height);
  return { data: pixels, width, height, channels: 4 };
}

/** A part of a picture on whole pixels of its grid, and the part of the view it shows. */
interface PictureGridPart {
  left: number;
  top: number;
  width: number;
  height: number;
  view: SvgBox;
}

/**
 * The part of a picture (the SVG looking at `view`, drawn at `width` x `height` px) that `box`
 * (user units, widened by `margin` units) covers, on whole pixels of its grid, and the view that
 * draws just that part. Null when the box covers none of the picture.
 */
export function gridPartOfView(
  view: SvgBox,
  width: number,
  height: number,
  box: SvgBox,
  margin: number,
): PictureGridPart | null {
  const perUnitX = width / view.width;
  const perUnitY = height / view.height;
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(0, value));
  const x1 = clamp(Math.floor((box.x - margin - view.x) * perUnitX), width);
  const y1 = clamp(Math.floor((box.y - margin - view.y) * perUnitY), height);
  const x2 = clamp(Math.ceil((box.x + box.width + margin - view.x) * perUnitX), width);
  const y2 = clamp(Math.ceil((box.y + box.height + margin - view.y) * perUnitY), height);
  if (x2 <= x1 || y2 <= y1) return null;
  return {
    left: x1,
    top: y1,
    width: x2 - x1,
    height: y2 - y1,
    view: {
      x: view.x + x1 / perUnitX,
      y: view.y + y1 / perUnitY,
      width: (x2 - x1) / perUnitX,
      height: (y2 - y1) / perUnitY,
    },
  };
}

/**
 * The SVG looking at `view` (user units) drawn at `width` x `height` px, but only the pixels that
 * `box` (user units, widened by `margin` units) covers, on whole pixels of that grid: the rest of
 * the picture is for the encoder to fill. resvg draws a few edge pixels a subsample differently
 * when the drawing starts elsewhere (see the README's Decisions). Null when the box covers none
 * of the picture.
 */
export async function renderPartOfView(
  svg: string,
  view: SvgBox,
  width: number,
  height: number,
  box: SvgBox,
  margin: number,
): Promise<PlacedImage | null> {
  const part = gridPartOfView(view, width, height, box, margin);
  if (!part) return null;
  const image = await renderSvg(svgWithViewBox(svg, part.view, part.width, part.height));
  return { image, left: part.left, top: part.top, width, height };
}

/**
 * True when an element of the SVG applies a filter, by attribute or style (a filter only defined
 * paints nothing). resvg leaves what a filter paints out of its boxes (a blur's reach, an offset
 * shadow), and draws a filter's region onto the pixel grid a pixel differently when the drawing
 * starts elsewhere: such a drawing is never drawn in part.
 */
export function appliesFilter(svg: string): boolean {
  return /\bfilter\s*[=:]/.test(svg);
}

/**
 * Where the SVG paints, in user units, as far as that is known without drawing it: the box of
 * every shape, stroke and image (see shapesBox); 'nowhere' when it has none; 'anywhere' when it
 * applies a filter (see appliesFilter).
 */
export function paintedExtent(svg: string): SvgBox | "nowhere" | "anywhere" {
  if (appliesFilter(svg)) return "anywhere";
  return shapesBox(svg) ?? "nowhere";
}

/**
 * The transparent SVG looking at `view` drawn at `width` x `height` px, with only the part that
 * shows anything worked out: the rest is clear. On a 4096 px file the artwork is a third to two
 * thirds of the pixels, and the clear rest was most of the render's CPU (resvg clears, copies and
 * hands over every pixel) and of its memory. The part is what it paints (see paintedExtent), with
 * a pixel to spare.
 */
async function renderVisiblePart(
  transparentSvg: string,
  view: SvgBox,
  width: number,
  height: number,
): Promise<PlacedImage> {
  const visible = paintedExtent(transparentSvg);
  const part =
    typeof visible === "object"
      ? await renderPartOfView(transparentSvg, view, width, height, visible, view.width / width)
      : null;
  if (part) return part;
  const image = await renderSvg(svgWithViewBox(transparentSvg, view, width, height));
  return { image, left: 0, top: 0, width, height };
}

/**
 * The transparent master drawn square at `size` px, as `renderSvg(svg, size)` draws it, with only
 * its artwork's part worked out (see renderVisiblePart). A master whose canvas is not square is
 * drawn whole, at its own proportions, as renderSvg draws it.
 */
export async function renderSquareArtwork(transparentSvg: string, size: number): Promise<PlacedImage> {
  const canvas = svgCanvas(transparentSvg);
  if (!canvas || canvas.width !== canvas.height) {
    const image = await renderSvg(transparentSvg, size);
    return { image, left: 0, top: 0, width: image.width, height: image.height };
  }
  return renderVisiblePart(transparentSvg, canvas, size, size);
}

/**
 * The master without its background, or null when it has no engine-style background rect.
 * Masters that embed a raster (an AI-drawn symbol pasted onto the canvas) also return null:
 * that bitmap carries its own backdrop, which only a pixel method can take away.
 */
export function transparentMaster(svg: string): string | null {
  if (/<image[\s>/]/i.test(svg)) return null;
  return removeSvgBackground(svg)?.svg ?? null;
}

/**
 * A design ground at least this far from white (WCAG ratio) is dark: designers set light inks on
 * it, which fade on white.
 */
const DARK_GROUND_CONTRAST = 3;

/**
 * The master without its background as the 'No Background' files carry it, or null when only a
 * pixel method can take the background away.
 *
 * A transparent logo is mostly placed on white: a web page, a document, a letter. A design made on
 * a light ground looks there as it was designed, so it is left exactly as designed (a mid-tone
 * mark the designer set on cream stays; the brand kit's -color-on-light file is the one held to
 * the contrast rules). A design made on a dark ground is another picture on white: its
 * near-white name would vanish. When something in it would fail on white, these files carry the
 * kit's full-colour version for light grounds instead (its name in the brand's darkest colour,
 * colours that pass kept), and the kit carries the version for dark grounds beside it. A drawn
 * symbol keeps its own pixels, its backdrop taken away as in the kit.
 */
export async function transparentMasterForLightGrounds(svg: string): Promise<string | null> {
  const plain = transparentMaster(svg);
  const ground = parseColour(removeSvgBackground(svg)?.fill);
  if (!ground || contrast(ground, WHITE) < DARK_GROUND_CONTRAST) return plain;
  const prepared = await prepareArtwork(svg).catch(() => null);
  // A master the kit cannot read (not the engine's structure) keeps the plain transparent version.
  if (prepared === null) return plain;
  const grounded = groundedPart(prepared, "logo", "light");
  if (!grounded.changed) return plain;
  return svgDocument(grounded.markup, prepared.parts.canvas);
}

/** The box of pixels with alpha > 0; null when the image is fully transparent. */
export function alphaBounds(image: RawImage): AlphaBounds | null {
  const { data, width, height } = image;
  let x1 = width;
  let y1 = height;
  let x2 = -1;
  let y2 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    let first = -1;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3] !== 0) {
        first = x;
        break;
      }
    }
    if (first < 0) continue;
    let last = first;
    for (let x = width - 1; x > first; x--) {
      if (data[row + x * 4 + 3] !== 0) {
        last = x;
        break;
      }
    }
    if (y < y1) y1 = y;
    y2 = y;
    if (first < x1) x1 = first;
    if (last > x2) x2 = last;
  }
  return x2 < 0 ? null : { x1, y1, x2: x2 + 1, y2: y2 + 1 };
}

/** Share of the artwork's longer side left empty on every side of a trimmed file. */
export const TRIM_MARGIN = 0.06;

/** What a trimmed file shows (user units) and its size in pixels. */
interface TrimmedView {
  box: SvgBox;
  width: number;
  height: number;
}

/**
 * The transparent master's artwork plus an even margin, `longSide` px on its longer side.
 * `reference` is a render of the same transparent master (any size) used to find the artwork.
 */
export function trimmedView(transparentSvg: string, reference: RawImage, longSide: number): TrimmedView {
  const canvas = svgCanvas(transparentSvg);
  const bounds = alphaBounds(reference);
  if (!canvas || !bounds) throw new Error("The logo has no visible artwork to trim to");
  const unit = canvas.width / reference.width;
  const art: SvgBox = {
    x: canvas.x + bounds.x1 * unit,
    y: canvas.y + bounds.y1 * unit,
    width: (bounds.x2 - bounds.x1) * unit,
    height: (bounds.y2 - bounds.y1) * unit,
  };
  const margin = Math.max(art.width, art.height) * TRIM_MARGIN;
  const box: SvgBox = {
    x: art.x - margin,
    y: art.y - margin,
    width: art.width + 2 * margin,
    height: art.height + 2 * margin,
  };
  const scale = longSide / Math.max(box.width, box.height);
  return {
    box,
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  };
}

/**
 * Renders the transparent master cropped to its artwork plus an even margin, straight from the
 * vector: the crop is a new viewBox, so the trimmed file is as exact as the square one. Its
 * margins are clear: only the artwork's part of the file is drawn.
 */
export async function renderTrimmedSvg(
  transparentSvg: string,
  reference: RawImage,
  longSide: number,
): Promise<PlacedImage> {
  const { box, width, height } = trimmedView(transparentSvg, reference, longSide);
  return renderVisiblePart(transparentSvg, box, width, height);
}
