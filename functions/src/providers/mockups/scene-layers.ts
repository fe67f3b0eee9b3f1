/**
 * A scene drawn as layers: the parts that are the same for every logo (the room, the table, the
 * shirt, their shadows and textures) are rasterised once per process and size and kept; only the
 * parts that carry the logo are rasterised for each logo, and the layers are laid over one another
 * in order. 'Over' is associative, and no scene uses a blend mode or a filter that reads what lies
 * beneath, so the picture is the one a single render gives, to a level of rounding.
 *
 * A kept layer is found by its own SVG text and the text of every fixed part it may refer to, so a
 * part marked fixed that does change with the logo is still drawn right, only not reused.
 */
import { createHash } from "node:crypto";
import { renderAsync } from "@resvg/resvg-js";
import type { MockupSceneRule } from "../../domain/mockups/mockup-scenes";
import type { LogoArt } from "../brand-in-use/logo-art";
import { onFirstUsePerKey } from "../on-first-use";
import { CANVAS, type ScenePart, sceneContext, svgDocument } from "./scene-kit";
import { SCENE_DRAWERS } from "./scenes";

/** Consecutive parts of one kind, drawn as one layer. */
export interface SceneRun {
  changesWithLogo: boolean;
  svg: string;
}

/** A scene's pixels, premultiplied RGBA as resvg draws them. */
export interface SceneRaster {
  pixels: Buffer;
  width: number;
  height: number;
}

/**
 * Fixed layers kept: a scene has at most three, and the API (previews) and the export trigger
 * (full size) each draw one or two sizes. A 1600 x 1200 layer is 7.7 MB.
 */
const fixedLayerOnce = onFirstUsePerKey<SceneRaster>(32);

export function runsOf(parts: readonly ScenePart[]): SceneRun[] {
  const runs: SceneRun[] = [];
  for (const part of parts) {
    const changesWithLogo = typeof part !== "string";
    const svg = typeof part === "string" ? part : part.withLogo;
    const last = runs[runs.length - 1];
    if (last && last.changesWithLogo === changesWithLogo) last.svg += svg;
    else runs.push({ changesWithLogo, svg });
  }
  return runs;
}

/** Pixel scale of a render `longSide` pixels on its longer side. */
function pixelScaleFor(longSide: number): number {
  return longSide / Math.max(CANVAS.width, CANVAS.height);
}

/** The scene's parts, in painting order, for a picture `longSide` px on its longer side. */
export async function sceneRuns(art: LogoArt, rule: MockupSceneRule, longSide: number): Promise<SceneRun[]> {
  return runsOf(await SCENE_DRAWERS[rule.id](sceneContext(art, rule, pixelScaleFor(longSide))));
}

/** The whole scene as one standalone SVG document. */
export async function sceneDocument(art: LogoArt, rule: MockupSceneRule, longSide: number): Promise<string> {
  const runs = await sceneRuns(art, rule, longSide);
  return svgDocument(
    CANVAS.width,
    CANVAS.height,
    runs.map((run) => run.svg).join(""),
    pixelScaleFor(longSide),
  );
}

async function rasterise(svg: string, longSide: number): Promise<SceneRaster> {
  // renderAsync draws on libuv's thread pool: two layers or scenes at once use both cores.
  const rendered = await renderAsync(svg, {
    fitTo:
      CANVAS.width >= CANVAS.height
        ? { mode: "width", value: longSide }
        : { mode: "height", value: longSide },
    font: { loadSystemFonts: false },
  });
  return { pixels: rendered.pixels, width: rendered.width, height: rendered.height };
}

/**
 * `layer` laid over `base` in place, both premultiplied: base = layer + base x (1 - layer alpha).
 * Most of a logo layer is clear and is skipped a pixel at a time.
 */
function layOver(base: Buffer, layer: Buffer): void {
  const count = Math.min(base.length, layer.length) >> 2;
  for (let p = 0; p < count; p++) {
    const i = p * 4;
    const alpha = layer[i + 3] as number;
    if (alpha === 0) continue;
    if (alpha === 255) {
      base[i] = layer[i] as number;
      base[i + 1] = layer[i + 1] as number;
      base[i + 2] = layer[i + 2] as number;
      base[i + 3] = 255;
      continue;
    }
    const keep = 255 - alpha;
    for (let channel = 0; channel < 4; channel++) {
      const below = ((base[i + channel] as number) * keep + 127) / 255;
      base[i + channel] = Math.min(255, (layer[i + channel] as number) + Math.floor(below));
    }
  }
}

/**
 * The scene's pixels at `longSide`: one render when every part changes with the logo, else each
 * run on its own (fixed runs from the process's store) laid over one another.
 */
export async function rasteriseScene(
  art: LogoArt,
  rule: MockupSceneRule,
  longSide: number,
): Promise<SceneRaster> {
  const pixelScale = pixelScaleFor(longSide);
  const runs = await sceneRuns(art, rule, longSide);
  if (runs.length === 1) {
    return rasterise(
      await svgDocument(CANVAS.width, CANVAS.height, runs[0]?.svg ?? "", pixelScale),
      longSide,
    );
  }
  const layers = await Promise.all(
    runs.map(async (run) => {
      // The other parts go in <defs>: never painted, but a clip path or gradient they define is
      // there for this layer to use. A fixed layer sees only fixed parts, so it stays the same.
      const others = runs
        .filter((other) => other !== run && (run.changesWithLogo || !other.changesWithLogo))
        .map((other) => other.svg)
        .join("");
      const document = await svgDocument(
        CANVAS.width,
        CANVAS.height,
        `<defs>${others}</defs>${run.svg}`,
        pixelScale,
      );
      if (run.changesWithLogo) return rasterise(document, longSide);
      const key = createHash("sha1").update(`${longSide}\n${document}`).digest("base64");
      return fixedLayerOnce(key, () => rasterise(document, longSide));
    }),
  );
  const [first, ...rest] = layers;
  if (!first) throw new Error(`The ${rule.id} scene drew nothing`);
  const pixels = Buffer.from(first.pixels);
  for (const layer of rest) layOver(pixels, layer.pixels);
  return { pixels, width: first.width, height: first.height };
}
