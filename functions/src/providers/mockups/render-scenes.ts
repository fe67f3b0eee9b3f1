/**
 * Scenes to pictures: each scene's SVG is rasterised by resvg at the size asked for; previews
 * get the product's watermark burnt in, as logo previews do. The API and the brand kit take
 * JPEG (they are photographs in all but origin, and a tenth of a PNG's size); renderMockups
 * hands out the PNG.
 */
import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { mapWithConcurrency } from "../../domain/concurrency";
import { MOCKUP_SCENES, type MockupSceneId, type MockupSceneRule } from "../../domain/mockups/mockup-scenes";
import type { LogoArt } from "../brand-in-use/logo-art";
import { isOpaque } from "../export-images/png";
import { burnWatermark } from "../preview-watermark/burn-watermark";
import { CANVAS, sceneContext, svgDocument } from "./scene-kit";
import { SCENE_DRAWERS } from "./scenes";

/** JPEG quality of watermarked previews and of the clean full-size scenes. */
const PREVIEW_QUALITY = 78;
const FULL_SIZE_QUALITY = 88;

export interface RenderOptions {
  longSide: number;
  watermark: boolean;
  sceneIds?: readonly MockupSceneId[];
}

export interface RenderedPng {
  id: MockupSceneId;
  title: string;
  width: number;
  height: number;
  png: Buffer;
}

export interface RenderedScene {
  id: MockupSceneId;
  title: string;
  width: number;
  height: number;
  jpeg: Buffer;
}

/** Output pixels per canvas unit for a render `longSide` pixels on its longer side. */
function pixelScaleFor(longSide: number): number {
  return longSide / Math.max(CANVAS.width, CANVAS.height);
}

/** The scene as a standalone SVG document on the canvas, its pixel pieces made for `longSide`. */
export async function sceneSvg(art: LogoArt, rule: MockupSceneRule, longSide: number): Promise<string> {
  const pixelScale = pixelScaleFor(longSide);
  const body = await SCENE_DRAWERS[rule.id](sceneContext(art, rule, pixelScale));
  return svgDocument(CANVAS.width, CANVAS.height, body, pixelScale);
}

async function rasteriseScene(
  art: LogoArt,
  rule: MockupSceneRule,
  longSide: number,
): ReturnType<typeof renderAsync> {
  const svg = await sceneSvg(art, rule, longSide);
  // renderAsync draws on libuv's thread pool: two scenes at once use both cores.
  return renderAsync(svg, {
    fitTo:
      CANVAS.width >= CANVAS.height
        ? { mode: "width", value: longSide }
        : { mode: "height", value: longSide },
    font: { loadSystemFonts: false },
  });
}

export async function renderScenePng(
  art: LogoArt,
  rule: MockupSceneRule,
  options: Omit<RenderOptions, "sceneIds">,
): Promise<RenderedPng> {
  const rendered = await rasteriseScene(art, rule, options.longSide);
  let png = rendered.asPng();
  if (options.watermark) png = await burnWatermark(png);
  return { id: rule.id, title: rule.title, width: rendered.width, height: rendered.height, png };
}

export async function renderScene(
  art: LogoArt,
  rule: MockupSceneRule,
  options: Omit<RenderOptions, "sceneIds">,
): Promise<RenderedScene> {
  const toJpeg = (image: sharp.Sharp) =>
    image
      .flatten({ background: "#FFFFFF" })
      .jpeg({ quality: options.watermark ? PREVIEW_QUALITY : FULL_SIZE_QUALITY })
      .toBuffer();
  if (options.watermark) {
    const { png, ...scene } = await renderScenePng(art, rule, options);
    return { ...scene, jpeg: await toJpeg(sharp(png)) };
  }
  // Unmarked scenes (the brand kit's, 1600 px) go to JPEG straight from resvg's pixels: encoding
  // a PNG only for sharp to decode it again was a fifth of the kit's time.
  const rendered = await rasteriseScene(art, rule, options.longSide);
  const { width, height } = rendered;
  const pixels = { data: rendered.pixels, width, height, channels: 4 } as const;
  const image = sharp(pixels.data, { raw: { width, height, channels: 4 } });
  // Every scene has a backdrop, so its pixels are opaque: dropping the alpha channel gives the
  // same JPEG as flattening onto white, without libvips compositing two million pixels in floating
  // point (a third of the encode).
  const jpeg = isOpaque(pixels)
    ? await image.removeAlpha().jpeg({ quality: FULL_SIZE_QUALITY }).toBuffer()
    : await toJpeg(image);
  return { id: rule.id, title: rule.title, width, height, jpeg };
}

function rulesFor(sceneIds: readonly MockupSceneId[] | undefined): MockupSceneRule[] {
  return MOCKUP_SCENES.filter((rule) => !sceneIds || sceneIds.includes(rule.id));
}

/** Every scene (or those asked for) as PNG, in the catalogue's order. */
export async function renderScenePngs(art: LogoArt, options: RenderOptions): Promise<RenderedPng[]> {
  // Two at a time: one per core of a small instance, without holding every big bitmap at once.
  return mapWithConcurrency(rulesFor(options.sceneIds), 2, (rule) => renderScenePng(art, rule, options));
}

/** Every scene (or those asked for) as JPEG, in the catalogue's order. */
export async function renderScenes(art: LogoArt, options: RenderOptions): Promise<RenderedScene[]> {
  return mapWithConcurrency(rulesFor(options.sceneIds), 2, (rule) => renderScene(art, rule, options));
}
