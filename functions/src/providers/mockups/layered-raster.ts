/**
 * Drawings rasterised as layers: the parts that are the same for every logo (a room, a table, a
 * wall, their shadows and textures) once per process and size, kept; the parts that carry the logo
 * for each logo; then laid over one another in order. 'Over' is associative, and no scene uses a
 * blend mode or a filter that reads what lies beneath, so the picture is the one a single render
 * gives, to a level of rounding.
 *
 * A kept layer is found by the whole text of the document it was drawn from, so a part marked fixed
 * that does change with the logo is still drawn right, only not reused. The functions' build packs
 * the layers every scene uses (layer-pack.ts), found the same way, so a fresh instance reads them
 * instead of drawing them; a layer whose drawing has changed since is simply not found, and drawn.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { renderAsync } from "@resvg/resvg-js";
import { rgbaWords } from "../../engine/render";
import { svgCanvas, svgWithViewBox } from "../graphics/svg-background";
import { gridPartOfView, paintedExtent } from "../graphics/vector-renders";
import { onFirstUsePerKey } from "../on-first-use";
import { withDeferredImages, withoutStandIns } from "./deferred-images";
import { readPackedLayer } from "./packed-layers";

/** A part of a drawing that changes with the logo: its art, a colour taken from it, its name. */
interface LogoPart {
  withLogo: string;
}

/** Pixels as resvg draws them: premultiplied RGBA. */
export interface PremultipliedRaster {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Premultiplied pixels that lie at whole pixels of a larger picture: `left` and `top` in its pixels. */
interface PlacedRaster extends PremultipliedRaster {
  left: number;
  top: number;
}

/**
 * Pixels that change with the logo and are made elsewhere (a face set in perspective), to lie at
 * whole pixels of the picture. `image` is the same as an SVG image, for a drawing made as one
 * document.
 */
interface PlacedPixels extends PlacedRaster {
  image: () => Promise<string>;
}

/** A part of a drawing that is pixels already, laid over the layers below as they are. */
export interface LogoPixels {
  withLogoPixels: PlacedPixels;
}

/**
 * A drawing as parts in painting order: plain SVG for what is the same whatever the logo,
 * `withLogo(...)` for the rest, and pixels made for the logo as they are.
 */
export type ScenePart = string | LogoPart | LogoPixels;

export function withLogo(...svg: string[]): LogoPart {
  return { withLogo: svg.join("") };
}

/** Consecutive parts of one kind, drawn as one layer; pixels are a layer of their own. */
export interface SceneRun {
  changesWithLogo: boolean;
  svg: string;
  pixels?: PlacedPixels;
}

/** A drawing rasterised `pixelWidth` pixels wide, as resvg draws it (off the main thread), its stand-ins made. */
export async function renderPremultiplied(svg: string, pixelWidth: number): Promise<PremultipliedRaster> {
  const rendered = await renderAsync(await withDeferredImages(svg), {
    fitTo: { mode: "width", value: Math.max(2, Math.round(pixelWidth)) },
    font: { loadSystemFonts: false },
  });
  return { pixels: rendered.pixels, width: rendered.width, height: rendered.height };
}

/**
 * The part of a drawing's layer that paints anything, drawn as the whole layer drawn into
 * `picture` has it there; null when it paints nothing. Most layers that change with the logo
 * are a logo on a cup, a shirt or a screen, a tenth of the picture or less, and drawing them
 * whole was a full picture's clearing, handing over and laying over of clear pixels for each. The
 * part is what the layer paints (see paintedExtent), with a pixel to spare, on whole pixels of
 * the picture's grid; a layer with filters is drawn whole. resvg draws a few edge pixels a
 * subsample differently when the drawing starts elsewhere (see the README's Decisions).
 */
export async function renderPaintedPart(
  document: string,
  picture: { width: number; height: number },
): Promise<PlacedRaster | null> {
  const svg = await withDeferredImages(document);
  const view = svgCanvas(svg);
  if (!view) throw new Error("A layer's document has no canvas");
  const painted = paintedExtent(svg);
  if (painted === "nowhere") return null;
  const onePixel = view.width / picture.width;
  const part =
    painted === "anywhere"
      ? { left: 0, top: 0, width: picture.width, height: picture.height, view }
      : gridPartOfView(view, picture.width, picture.height, painted, onePixel);
  if (!part) return null;
  const rendered = await renderAsync(svgWithViewBox(svg, part.view, part.width, part.height), {
    font: { loadSystemFonts: false },
  });
  return {
    pixels: rendered.pixels,
    width: rendered.width,
    height: rendered.height,
    left: part.left,
    top: part.top,
  };
}

/**
 * Fixed layers kept: a scene has at most three, the shop front's wall two, and the API (previews)
 * and the export trigger (full size) each draw one or two sizes. A 1600 x 1200 layer is 7.7 MB.
 */
const KEPT_LAYERS = 40;
let fixedLayerOnce = onFirstUsePerKey<PremultipliedRaster>(KEPT_LAYERS);

/**
 * Forgets every kept layer, so the next drawing reads or draws them again (tests of the pack).
 * @visibleForTesting
 */
export function forgetKeptLayers(): void {
  fixedLayerOnce = onFirstUsePerKey<PremultipliedRaster>(KEPT_LAYERS);
}

/** A fixed layer a drawing used, and where it came from: the build's pack, drawn, or kept. */
export interface FixedLayerUse {
  key: string;
  layer: PremultipliedRaster;
  from: "pack" | "drawn" | "kept";
}

let fixedLayerUses: FixedLayerUse[] | undefined;

/** Every fixed layer `draw` uses, in the order it asks for them: what the build packs. */
export async function fixedLayersUsedBy(draw: () => Promise<unknown>): Promise<FixedLayerUse[]> {
  const uses: FixedLayerUse[] = [];
  fixedLayerUses = uses;
  try {
    await draw();
  } finally {
    fixedLayerUses = undefined;
  }
  return uses;
}

/** Set while a fixed layer is being made: the layers it is made from are not the pack's to hold. */
const makingFixedLayer = new AsyncLocalStorage<true>();

/**
 * A fixed layer: kept, else from the build's pack, else drawn; kept either way. `document` is
 * what it is drawn from and finds it by, with `size`. A layer made from other fixed layers (a
 * wall warped into perspective) is the one used: those it was made from are never asked for where
 * it is packed, so they are not counted as used.
 */
export async function fixedLayer(
  size: string,
  document: string,
  render: (document: string) => Promise<PremultipliedRaster>,
): Promise<PremultipliedRaster> {
  const key = createHash("sha1").update(`${size}\n${document}`).digest("hex");
  let from: FixedLayerUse["from"] = "kept";
  const layer = await fixedLayerOnce(key, async () => {
    const packed = await readPackedLayer(key);
    from = packed ? "pack" : "drawn";
    return packed ?? makingFixedLayer.run(true, () => render(document));
  });
  if (!makingFixedLayer.getStore()) fixedLayerUses?.push({ key, layer, from });
  return layer;
}

export function runsOf(parts: readonly ScenePart[]): SceneRun[] {
  const runs: SceneRun[] = [];
  for (const part of parts) {
    if (typeof part !== "string" && "withLogoPixels" in part) {
      runs.push({ changesWithLogo: true, svg: "", pixels: part.withLogoPixels });
      continue;
    }
    const changesWithLogo = typeof part !== "string";
    const svg = typeof part === "string" ? part : part.withLogo;
    const last = runs[runs.length - 1];
    if (last && !last.pixels && last.changesWithLogo === changesWithLogo) last.svg += svg;
    else runs.push({ changesWithLogo, svg });
  }
  return runs;
}

/** The runs as one drawing's body: pixels become the image they stand for. */
export async function bodyOfRuns(runs: readonly SceneRun[]): Promise<string> {
  const bodies = await Promise.all(runs.map((run) => (run.pixels ? run.pixels.image() : run.svg)));
  return bodies.join("");
}

/** A layer's pixels as words (see rgbaWords); every buffer a scene is made of starts on one. */
function wordsOf(pixels: Uint8Array): Uint32Array {
  const words = rgbaWords(pixels);
  if (!words) throw new Error("Scene pixels must start on a 32-bit word");
  return words;
}

/**
 * `layer` laid over `base` in place, both premultiplied and the same size: base = layer + base x
 * (1 - layer alpha). Most of a logo layer is clear and is skipped a pixel at a time; a solid pixel
 * is copied whole. The rest are worked out two channels at a time (red and blue, green and alpha,
 * each pair 16 bits apart in one number), as `channelOver` would work out each.
 */
function layOver(base: Uint32Array, layer: Uint32Array): void {
  const count = Math.min(base.length, layer.length);
  for (let p = 0; p < count; p++) {
    const top = layer[p] as number;
    const alpha = top >>> 24;
    if (alpha === 0) continue;
    if (alpha === 255) {
      base[p] = top;
      continue;
    }
    const keep = 255 - alpha;
    const below = base[p] as number;
    const redBlue = (top & 0xff00ff) + pairShown(below & 0xff00ff, keep);
    const greenAlpha = ((top >>> 8) & 0xff00ff) + pairShown((below >>> 8) & 0xff00ff, keep);
    // A channel over 255 (a layer brighter than its alpha allows, which premultiplied pixels never
    // are) would run into its neighbour: such a pixel is worked out a channel at a time.
    base[p] =
      ((redBlue | greenAlpha) & 0xff00ff00) === 0
        ? redBlue | (greenAlpha << 8)
        : channelOver(top & 255, below & 255, keep) |
          (channelOver((top >>> 8) & 255, (below >>> 8) & 255, keep) << 8) |
          (channelOver((top >>> 16) & 255, (below >>> 16) & 255, keep) << 16) |
          (channelOver(alpha, below >>> 24, keep) << 24);
  }
}

/**
 * One channel of a pixel over another: its own value and the rounded share (`keep` of 255) of the
 * one below that shows through. (t + 1 + (t >> 8)) >> 8 is t / 255 rounded down for every t this
 * can make, without a division.
 */
function channelOver(top: number, below: number, keep: number): number {
  const shown = below * keep + 127;
  return Math.min(255, top + ((shown + 1 + (shown >> 8)) >> 8));
}

/**
 * channelOver's share of the pixel below for two channels at once, held 16 bits apart in `pair`:
 * each channel's t is at most 255 x 255 + 127, so t + 1 + (t >> 8) stays within its 16 bits, and
 * the whole is under 2^32 (worked out unsigned).
 */
function pairShown(pair: number, keep: number): number {
  const shown = (Math.imul(pair, keep) + 0x7f007f) >>> 0;
  return ((shown + 0x10001 + ((shown >>> 8) & 0xff00ff)) >>> 8) & 0xff00ff;
}

/** The rows and columns of a layer that hold every pixel of it that is not clear. */
interface PaintedWindow {
  x1: number;
  y1: number;
  /** Exclusive. */
  x2: number;
  y2: number;
}

/**
 * Each kept layer's window, found once: a fixed layer laid over the rest (a cup's rim, a bag's
 * handles, the light over a screen) is mostly clear, and was scanned whole for every picture.
 */
const paintedWindows = new WeakMap<PremultipliedRaster, PaintedWindow | null>();

function paintedWindowOf(layer: PremultipliedRaster): PaintedWindow | null {
  const known = paintedWindows.get(layer);
  if (known !== undefined) return known;
  const words = wordsOf(layer.pixels);
  const { width, height } = layer;
  let window: PaintedWindow | null = null;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = 0;
    while (first < width && (words[row + first] as number) >>> 24 === 0) first++;
    if (first === width) continue;
    let last = width - 1;
    while ((words[row + last] as number) >>> 24 === 0) last--;
    if (!window) window = { x1: first, y1: y, x2: last + 1, y2: y + 1 };
    window.x1 = Math.min(window.x1, first);
    window.x2 = Math.max(window.x2, last + 1);
    window.y2 = y + 1;
  }
  paintedWindows.set(layer, window);
  return window;
}

/**
 * Pixels laid over `base` (`baseWidth` x `baseHeight`) where they lie, only within `window`
 * (picture pixels) when given; what falls outside is left out.
 */
function layPixelsOver(
  base: Uint32Array,
  baseWidth: number,
  baseHeight: number,
  placed: PlacedRaster,
  window?: PaintedWindow,
): void {
  const x1 = Math.max(0, placed.left, window?.x1 ?? 0);
  const x2 = Math.min(baseWidth, placed.left + placed.width, window?.x2 ?? baseWidth);
  const y1 = Math.max(0, placed.top, window?.y1 ?? 0);
  const y2 = Math.min(baseHeight, placed.top + placed.height, window?.y2 ?? baseHeight);
  if (x2 <= x1) return;
  const pixels = wordsOf(placed.pixels);
  for (let y = y1; y < y2; y++) {
    const row = (y - placed.top) * placed.width - placed.left;
    // A row of each as its own view: one index for both keeps the loop as fast as a whole layer's.
    layOver(base.subarray(y * baseWidth + x1, y * baseWidth + x2), pixels.subarray(row + x1, row + x2));
  }
}

/**
 * The runs rasterised and laid over one another: `documentOf` makes a standalone document of a
 * body, `render` rasterises one at the size `size` names (kept layers are found by it too). Each
 * run's document holds the other runs in <defs>, never painted but there for a clip path or a
 * gradient they define (without their images' stand-ins, so no shadow is made for a layer that
 * does not paint it); a fixed run sees only the fixed ones, so its document, and its layer, stay
 * the same whatever the logo. `paintedPart`, when given, draws a layer above the first that
 * changes with the logo only where it paints (see renderPaintedPart), inside a picture the first
 * layer's size.
 */
export async function rasteriseRuns(
  runs: readonly SceneRun[],
  documentOf: (body: string) => Promise<string>,
  render: (document: string) => Promise<PremultipliedRaster>,
  size: string,
  paintedPart?: (
    document: string,
    picture: { width: number; height: number },
  ) => Promise<PlacedRaster | null>,
): Promise<PremultipliedRaster> {
  const [firstRun, ...laterRuns] = runs;
  if (!firstRun) return render(await documentOf(""));
  if (firstRun.pixels) throw new Error("A drawing starts with a drawn layer, not with pixels");
  const documentOfRun = (run: SceneRun) => {
    const others = runs
      .filter((other) => other !== run && !other.pixels && (run.changesWithLogo || !other.changesWithLogo))
      .map((other) => withoutStandIns(other.svg))
      .join("");
    return documentOf(`<defs>${others}</defs>${run.svg}`);
  };
  if (laterRuns.length === 0) return render(await documentOf(firstRun.svg));
  const firstDocument = await documentOfRun(firstRun);
  const first = await (firstRun.changesWithLogo
    ? render(firstDocument)
    : fixedLayer(size, firstDocument, render));
  const layers = await Promise.all(
    laterRuns.map(async (run): Promise<PremultipliedRaster | PlacedRaster | null> => {
      if (run.pixels) return run.pixels;
      const document = await documentOfRun(run);
      if (!run.changesWithLogo) return fixedLayer(size, document, render);
      return paintedPart ? paintedPart(document, first) : render(document);
    }),
  );
  const pixels = Buffer.from(first.pixels);
  const words = wordsOf(pixels);
  for (const layer of layers) {
    if (!layer) continue;
    if ("left" in layer) {
      layPixelsOver(words, first.width, first.height, layer);
      continue;
    }
    // A layer the picture's size, laid only within the window that holds what it paints.
    const window = paintedWindowOf(layer);
    if (window) layPixelsOver(words, first.width, first.height, { ...layer, left: 0, top: 0 }, window);
  }
  return { pixels, width: first.width, height: first.height };
}
