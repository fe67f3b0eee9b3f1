/**
 * A scene drawn as layers (layered-raster.ts): its fixed parts rasterised once per process and
 * size, its logo's parts for each logo.
 */
import type { MockupSceneRule } from "../../domain/mockups/mockup-scenes";
import type { LogoArt } from "../graphics/logo-art";
import { withDeferredImages } from "./deferred-images";
import {
  bodyOfRuns,
  type PremultipliedRaster,
  rasteriseRuns,
  renderPaintedPart,
  renderPremultiplied,
  runsOf,
  type SceneRun,
} from "./layered-raster";
import { CANVAS, sceneContext } from "./scene-kit";
import { svgDocument } from "./scene-surfaces";
import { SCENE_DRAWERS } from "./scenes";

/** Pixel scale of a render `longSide` pixels on its longer side. */
function pixelScaleFor(longSide: number): number {
  return longSide / Math.max(CANVAS.width, CANVAS.height);
}

/** The scene's parts, in painting order, for a picture `longSide` px on its longer side. */
export async function sceneRuns(art: LogoArt, rule: MockupSceneRule, longSide: number): Promise<SceneRun[]> {
  return runsOf(await SCENE_DRAWERS[rule.id](sceneContext(art, rule, pixelScaleFor(longSide))));
}

/**
 * The whole scene as one standalone SVG document, its pixel pieces made for `longSide`.
 * @visibleForTesting
 */
export async function sceneDocument(art: LogoArt, rule: MockupSceneRule, longSide: number): Promise<string> {
  const body = await bodyOfRuns(await sceneRuns(art, rule, longSide));
  return withDeferredImages(await svgDocument(CANVAS.width, CANVAS.height, body, pixelScaleFor(longSide)));
}

/** The scene's pixels at `longSide`, premultiplied. */
export async function rasteriseScene(
  art: LogoArt,
  rule: MockupSceneRule,
  longSide: number,
): Promise<PremultipliedRaster> {
  const pixelScale = pixelScaleFor(longSide);
  return rasteriseRuns(
    await sceneRuns(art, rule, longSide),
    (body) => svgDocument(CANVAS.width, CANVAS.height, body, pixelScale),
    // The canvas is landscape: its long side is its width.
    (document) => renderPremultiplied(document, longSide),
    `scene ${longSide}`,
    renderPaintedPart,
  );
}
