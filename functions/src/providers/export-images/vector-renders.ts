import { renderAsync } from "@resvg/resvg-js";
import type { RawImage } from "./png";
import { removeSvgBackground, type SvgBox, svgCanvas, svgWithViewBox } from "./svg-background";

/**
 * Exact renders of a vector master with resvg: every size is drawn from the paths themselves,
 * so a 4096 px file is as sharp as the 1024 px one and nothing is interpolated. resvg renders
 * off the main thread; its output is straight-alpha RGBA.
 */

export interface AlphaBounds {
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
  return { data: image.pixels, width: image.width, height: image.height, channels: 4 };
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

/**
 * Renders the transparent master cropped to its artwork plus an even margin, straight from the
 * vector: the crop is a new viewBox, so the trimmed file is as exact as the square one.
 * `reference` is a render of the same transparent master (any size) used to find the artwork.
 */
export async function renderTrimmedSvg(
  transparentSvg: string,
  reference: RawImage,
  longSide: number,
): Promise<RawImage> {
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
  const width = Math.max(1, Math.round(box.width * scale));
  const height = Math.max(1, Math.round(box.height * scale));
  return renderSvg(svgWithViewBox(transparentSvg, box, width, height));
}
