/**
 * Scenes to pictures: each scene is rasterised by resvg at the size asked for (its parts that do
 * not change with the logo kept from earlier scenes: scene-layers.ts); previews
 * get the product's watermark burnt in, as logo previews do. The API and the brand kit take
 * JPEG (they are photographs in all but origin, and a tenth of a PNG's size); renderMockups
 * hands out the PNG.
 */
import sharp from "sharp";
import { mapWithConcurrency } from "../../domain/concurrency";
import { MOCKUP_SCENES, type MockupSceneId, type MockupSceneRule } from "../../domain/mockups/mockup-scenes";
import { straightenAlpha } from "../../engine/render";
import { burnWatermark } from "../graphics/burn-watermark";
import type { LogoArt } from "../graphics/logo-art";
import { rasteriseScene } from "./scene-layers";

/** JPEG quality of watermarked previews and of the clean full-size scenes. */
const PREVIEW_QUALITY = 78;
const FULL_SIZE_QUALITY = 88;

/**
 * The clean scenes' JPEG, with libjpeg's standard Huffman tables rather than tables fitted to each
 * picture: the fitting is a second pass that took about half of an encode (26-37 ms against 14-18
 * for a 1600 px scene) for files 4-7% smaller. The pictures are the same either way.
 */
export const FULL_SIZE_JPEG = { quality: FULL_SIZE_QUALITY, optimiseCoding: false } as const;

interface RenderOptions {
  longSide: number;
  watermark: boolean;
  sceneIds?: readonly MockupSceneId[];
}

interface RenderedPng {
  id: MockupSceneId;
  title: string;
  width: number;
  height: number;
  png: Buffer;
}

interface RenderedScene {
  id: MockupSceneId;
  title: string;
  width: number;
  height: number;
  jpeg: Buffer;
}

/** The scene's pixels, straight alpha, as sharp and the watermark take them. */
async function straightPixels(art: LogoArt, rule: MockupSceneRule, longSide: number) {
  const { pixels, width, height } = await rasteriseScene(art, rule, longSide);
  const opaque = straightenAlpha(pixels, width, height);
  return { data: pixels, width, height, channels: 4, opaque } as const;
}

export async function renderScenePng(
  art: LogoArt,
  rule: MockupSceneRule,
  options: Omit<RenderOptions, "sceneIds">,
): Promise<RenderedPng> {
  const image = await straightPixels(art, rule, options.longSide);
  const { width, height } = image;
  const png = options.watermark
    ? await burnWatermark(image)
    : await sharp(image.data, { raw: { width, height, channels: 4 } })
        .png({ compressionLevel: 6 })
        .toBuffer();
  return { id: rule.id, title: rule.title, width, height, png };
}

export async function renderScene(
  art: LogoArt,
  rule: MockupSceneRule,
  options: Omit<RenderOptions, "sceneIds">,
): Promise<RenderedScene> {
  const toJpeg = (image: sharp.Sharp) =>
    image
      .flatten({ background: "#FFFFFF" })
      .jpeg(options.watermark ? { quality: PREVIEW_QUALITY } : FULL_SIZE_JPEG)
      .toBuffer();
  if (options.watermark) {
    const { png, ...scene } = await renderScenePng(art, rule, options);
    return { ...scene, jpeg: await toJpeg(sharp(png)) };
  }
  // Unmarked scenes (the brand kit's, 1600 px) go to JPEG straight from the pixels: encoding a
  // PNG only for sharp to decode it again was a fifth of the kit's time.
  const pixels = await straightPixels(art, rule, options.longSide);
  const { width, height } = pixels;
  const image = sharp(pixels.data, { raw: { width, height, channels: 4 } });
  // Every scene has a backdrop, so its pixels are opaque: dropping the alpha channel gives the
  // same JPEG as flattening onto white, without libvips compositing two million pixels in floating
  // point (a third of the encode).
  const jpeg = pixels.opaque
    ? await image.removeAlpha().jpeg(FULL_SIZE_JPEG).toBuffer()
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
