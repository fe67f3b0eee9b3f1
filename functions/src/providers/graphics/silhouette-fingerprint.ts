/**
 * A logo's silhouette as a vector, for the register of sold logos: two logos whose vectors lie
 * closer than LOOK_ALIKE_DISTANCE (cosine distance, what Firestore's `findNearest` measures with
 * COSINE) are the same logo, whatever their colours, size or position on the canvas.
 *
 * Colour is dropped first: a pixel is ink when it differs clearly from the ground (the commonest
 * colour along the image's border, or transparency), so a recoloured logo, its one-colour version
 * and its light-on-dark version give the same ink. The ink is then trimmed to its box and that box
 * stretched onto a small square, so size, position and margins no longer count; the box's aspect
 * is kept as a feature of its own. What is described is the outline's direction in each cell of a
 * coarse grid, how much ink each cell holds, and that aspect.
 *
 * The choices below come from the calibration (silhouette-fingerprint.test.ts), pulled two ways:
 * a copy cut a few percent into its ink moves the box, which a fine grid feels, while the engine
 * draws different brands on the same badge or lockup with only the words changed, which a coarse
 * grid misses. Seven cells a side met both, with the rim of the box counting less than its middle
 * (a crop or a frame changes the rim) and the outline counting more than the ink.
 */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import type { LogoFingerprint } from "../../domain/ports/logo-fingerprinter";
import { ASPECT_BINS, CELLS, DIRECTIONS, FINGERPRINT_DIMENSIONS } from "./fingerprint-calibration";
import { definitionsOf, elementBox, findLogoParts, unionBoxes } from "./logo-parts";
import { parseSvg, serialize, svgDocument } from "./svg-tree";

/** The box's width-to-height ratio is spread over ASPECT_BINS from 1:12 to 12:1 (log scale). */
const ASPECT_LOG_RANGE = 2.5;
/** The square the trimmed ink is stretched onto: ten pixels a cell, enough to find the outline. */
const SQUARE = CELLS * 10;
/**
 * How far in from the box's edges a cell's weight rises to full, as a share of the box: a copy
 * cropped into its ink, or a frame around the logo, changes the rim most and the middle least.
 */
const RIM = 0.2;
/** What each part weighs in the whole vector: the outline carries the shape, the ink its weight. */
const OUTLINE_WEIGHT = 1;
const INK_WEIGHT = 0.45;
const ASPECT_WEIGHT = 0.3;

/**
 * A difference from the ground (largest per channel, 0-255) below INK_FROM is ground, above INK_TO
 * full ink. A pale tint next to the ground (a beige letter on a cream page) counts little: a
 * one-colour print of the logo drops it to paper, and so may a recolouring. A faint logo (light
 * grey on white) would vanish under those bounds, so they come down with the image's strongest
 * difference; an image whose strongest difference is below FAINTEST has no ink at all.
 */
const INK_FROM = 48;
const INK_TO = 96;
/** A faint logo's ink is full from this share of its strongest difference. */
const FULL_INK_SHARE = 0.7;
const FAINTEST = 24;

/** Vector masters are drawn this wide: enough pixels for the ink of a small lockup. */
const RENDER_WIDTH = 512;
/** The symbol alone is drawn this wide, cut to its own box. */
const SYMBOL_RENDER_WIDTH = 256;
/** Larger uploads are reduced to this before reading: more pixels add nothing at this grid. */
const RASTER_LIMIT = 1024;

interface RgbaImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** A raster's ink, 0..1 for each pixel. */
interface Ink {
  amount: Float32Array;
  width: number;
  height: number;
}

type Rgb = [number, number, number];

/** The commonest colour along the border, or null when most of the border is transparent. */
export function groundOf({ pixels, width, height }: RgbaImage): Rgb | null {
  const bins = new Map<number, { count: number; sum: Rgb }>();
  let transparent = 0;
  const visit = (x: number, y: number) => {
    const offset = (y * width + x) * 4;
    if ((pixels[offset + 3] ?? 0) < 128) {
      transparent++;
      return;
    }
    const r = pixels[offset] ?? 0;
    const g = pixels[offset + 1] ?? 0;
    const b = pixels[offset + 2] ?? 0;
    // Coarse bins, so anti-aliasing and JPEG noise along the border vote with the ground.
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? { count: 0, sum: [0, 0, 0] };
    bin.count++;
    bin.sum[0] += r;
    bin.sum[1] += g;
    bin.sum[2] += b;
    bins.set(key, bin);
  };
  for (let x = 0; x < width; x++) {
    visit(x, 0);
    if (height > 1) visit(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    visit(0, y);
    if (width > 1) visit(width - 1, y);
  }
  let commonest: { count: number; sum: Rgb } | null = null;
  for (const bin of bins.values()) if (!commonest || bin.count > commonest.count) commonest = bin;
  if (!commonest || transparent >= commonest.count) return null;
  const { count, sum } = commonest;
  return [sum[0] / count, sum[1] / count, sum[2] / count];
}

function inkOf(image: RgbaImage): Ink {
  const { pixels, width, height } = image;
  const amount = new Float32Array(width * height);
  const ground = groundOf(image);
  if (!ground) {
    for (let i = 0; i < amount.length; i++) amount[i] = (pixels[i * 4 + 3] ?? 0) / 255;
    return { amount, width, height };
  }
  const [groundR, groundG, groundB] = ground;
  let strongest = 0;
  for (let i = 0, offset = 0; i < amount.length; i++, offset += 4) {
    let r = pixels[offset] ?? 0;
    let g = pixels[offset + 1] ?? 0;
    let b = pixels[offset + 2] ?? 0;
    const alpha = pixels[offset + 3] ?? 0;
    if (alpha < 255) {
      // A see-through pixel shows the ground behind it.
      const opacity = alpha / 255;
      r = r * opacity + groundR * (1 - opacity);
      g = g * opacity + groundG * (1 - opacity);
      b = b * opacity + groundB * (1 - opacity);
    }
    const difference = Math.max(Math.abs(r - groundR), Math.abs(g - groundG), Math.abs(b - groundB));
    amount[i] = difference;
    if (difference > strongest) strongest = difference;
  }
  if (strongest < FAINTEST) return { amount: amount.fill(0), width, height };
  const scale = Math.min(1, (strongest * FULL_INK_SHARE) / INK_TO);
  const from = INK_FROM * scale;
  const to = INK_TO * scale;
  for (let i = 0; i < amount.length; i++) {
    const difference = amount[i] ?? 0;
    amount[i] = difference <= from ? 0 : difference >= to ? 1 : (difference - from) / (to - from);
  }
  return { amount, width, height };
}

/**
 * How `count` source pixels from `start` are averaged into `size` outputs: each output covers
 * count / size pixels, and a pixel it covers in part counts by the part it covers.
 */
interface Averaging {
  first: Int32Array;
  last: Int32Array;
  /** Weights of every source pixel an output covers, `first` to `last` in a row, output after output. */
  weights: Float64Array;
  offsets: Int32Array;
}

function averaging(start: number, count: number, size: number): Averaging {
  const step = count / size;
  const first = new Int32Array(size);
  const last = new Int32Array(size);
  const offsets = new Int32Array(size + 1);
  const weights: number[] = [];
  for (let j = 0; j < size; j++) {
    const from = j * step;
    const to = from + step;
    first[j] = start + Math.floor(from);
    last[j] = start + Math.min(count, Math.ceil(to)) - 1;
    offsets[j] = weights.length;
    for (let i = Math.floor(from); i < Math.min(count, Math.ceil(to)); i++)
      weights.push((Math.min(to, i + 1) - Math.max(from, i)) / step);
  }
  offsets[size] = weights.length;
  return { first, last, weights: Float64Array.from(weights), offsets };
}

/** The ink trimmed to its box and stretched onto the square, with each cell's weight and the aspect. */
interface Trimmed {
  square: Float32Array;
  /** How much each pixel of the square counts: less towards the rim of the box (see RIM). */
  weight: Float32Array;
  /** log(width / height) of the box. */
  aspect: number;
}

function trimmedInk({ amount, width, height }: Ink): Trimmed | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((amount[y * width + x] ?? 0) >= 0.5) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
  if (right < 0) return null;
  const boxWidth = right + 1 - left;
  const boxHeight = bottom + 1 - top;
  const across = averaging(left, boxWidth, SQUARE);
  const down = averaging(top, boxHeight, SQUARE);
  // Each row of the box averaged across first, then those columns averaged down.
  const rows = new Float32Array(boxHeight * SQUARE);
  for (let y = 0; y < boxHeight; y++) {
    const rowStart = (top + y) * width;
    for (let x = 0; x < SQUARE; x++) {
      let sum = 0;
      const base = (across.offsets[x] ?? 0) - (across.first[x] ?? 0);
      for (let i = across.first[x] ?? 0; i <= (across.last[x] ?? -1); i++)
        sum += (amount[rowStart + i] ?? 0) * (across.weights[base + i] ?? 0);
      rows[y * SQUARE + x] = sum;
    }
  }
  const square = new Float32Array(SQUARE * SQUARE);
  for (let y = 0; y < SQUARE; y++) {
    const base = (down.offsets[y] ?? 0) - (down.first[y] ?? 0);
    for (let i = down.first[y] ?? 0; i <= (down.last[y] ?? -1); i++) {
      const share = down.weights[base + i] ?? 0;
      const row = (i - top) * SQUARE;
      for (let x = 0; x < SQUARE; x++)
        square[y * SQUARE + x] = (square[y * SQUARE + x] ?? 0) + (rows[row + x] ?? 0) * share;
    }
  }
  const rise = (position: number) => {
    const t = Math.min(1, Math.max(0, Math.min(position, 1 - position) / RIM));
    return t * t * (3 - 2 * t);
  };
  const weight = new Float32Array(SQUARE * SQUARE);
  for (let y = 0; y < SQUARE; y++)
    for (let x = 0; x < SQUARE; x++)
      weight[y * SQUARE + x] = rise((x + 0.5) / SQUARE) * rise((y + 0.5) / SQUARE);
  return { square, weight, aspect: Math.log(boxWidth / boxHeight) };
}

/** For each pixel along a side of the square: the two nearest cells and the first one's share. */
const NEAREST_CELLS = (() => {
  const cell = SQUARE / CELLS;
  const first = new Int32Array(SQUARE);
  const second = new Int32Array(SQUARE);
  const firstShare = new Float64Array(SQUARE);
  for (let pixel = 0; pixel < SQUARE; pixel++) {
    const position = (pixel + 0.5) / cell - 0.5;
    const below = Math.floor(position);
    first[pixel] = Math.max(0, below);
    second[pixel] = Math.min(CELLS - 1, below + 1);
    firstShare[pixel] = 1 - (position - below);
  }
  return { first, second, firstShare };
})();

/**
 * The outline's directions in each cell: the ink's gradient (Sobel), its strength spread over the
 * two nearest directions and the four nearest cells, so a small shift moves the counts smoothly.
 */
function outlineDirections({ square, weight }: Trimmed): number[] {
  const counts = new Float64Array(CELLS * CELLS * DIRECTIONS);
  // The square with a pixel of no ink all round, so the gradient needs no bounds checks.
  const side = SQUARE + 2;
  const padded = new Float32Array(side * side);
  for (let y = 0; y < SQUARE; y++)
    padded.set(square.subarray(y * SQUARE, (y + 1) * SQUARE), (y + 1) * side + 1);
  const { first, second, firstShare } = NEAREST_CELLS;
  for (let y = 0; y < SQUARE; y++)
    for (let x = 0; x < SQUARE; x++) {
      const strengthWeight = weight[y * SQUARE + x] ?? 0;
      if (strengthWeight === 0) continue;
      const above = y * side + x;
      const here = above + side;
      const below = here + side;
      const upLeft = padded[above] ?? 0;
      const upRight = padded[above + 2] ?? 0;
      const downLeft = padded[below] ?? 0;
      const downRight = padded[below + 2] ?? 0;
      const gx =
        upRight + 2 * (padded[here + 2] ?? 0) + downRight - upLeft - 2 * (padded[here] ?? 0) - downLeft;
      const gy =
        downLeft + 2 * (padded[below + 1] ?? 0) + downRight - upLeft - 2 * (padded[above + 1] ?? 0) - upRight;
      const strength = Math.hypot(gx, gy) * strengthWeight;
      if (strength < 1e-6) continue;
      const turns = ((Math.atan2(gy, gx) / (2 * Math.PI) + 1) % 1) * DIRECTIONS;
      const direction = Math.floor(turns) % DIRECTIONS;
      const next = (direction + 1) % DIRECTIONS;
      const towardNext = turns - Math.floor(turns);
      const shareX = firstShare[x] ?? 1;
      const shareY = firstShare[y] ?? 1;
      const cells = [
        [first[y] ?? 0, first[x] ?? 0, shareY * shareX],
        [first[y] ?? 0, second[x] ?? 0, shareY * (1 - shareX)],
        [second[y] ?? 0, first[x] ?? 0, (1 - shareY) * shareX],
        [second[y] ?? 0, second[x] ?? 0, (1 - shareY) * (1 - shareX)],
      ] as const;
      for (const [row, column, share] of cells) {
        const base = (row * CELLS + column) * DIRECTIONS;
        counts[base + direction] = (counts[base + direction] ?? 0) + strength * share * (1 - towardNext);
        counts[base + next] = (counts[base + next] ?? 0) + strength * share * towardNext;
      }
    }
  return Array.from(counts);
}

/** How much ink each cell holds (weighted like the outline). */
function inkPerCell({ square, weight }: Trimmed): number[] {
  const sums = new Array<number>(CELLS * CELLS).fill(0);
  const cell = SQUARE / CELLS;
  for (let y = 0; y < SQUARE; y++)
    for (let x = 0; x < SQUARE; x++) {
      const index = Math.floor(y / cell) * CELLS + Math.floor(x / cell);
      sums[index] = (sums[index] ?? 0) + (square[y * SQUARE + x] ?? 0) * (weight[y * SQUARE + x] ?? 0);
    }
  return sums;
}

/** The box's aspect, spread over the two nearest bins. */
function aspectBins(aspect: number): number[] {
  const bins = new Array<number>(ASPECT_BINS).fill(0);
  const clamped = Math.min(ASPECT_LOG_RANGE, Math.max(-ASPECT_LOG_RANGE, aspect));
  const position = ((clamped + ASPECT_LOG_RANGE) / (2 * ASPECT_LOG_RANGE)) * (ASPECT_BINS - 1);
  const first = Math.floor(position);
  bins[first] = 1 - (position - first);
  if (first + 1 < ASPECT_BINS) bins[first + 1] = position - first;
  return bins;
}

function scaledToLength(values: number[], length: number): number[] {
  const norm = Math.hypot(...values);
  return norm > 0 ? values.map((value) => (value / norm) * length) : values;
}

/**
 * Each part is scaled to its weight before the whole is made unit length, so a part with many
 * cells (the outline) does not drown the others by its size alone. An image with no ink gives the
 * zero vector.
 */
function describe(image: RgbaImage): number[] {
  const trimmed = trimmedInk(inkOf(image));
  if (!trimmed) return new Array<number>(FINGERPRINT_DIMENSIONS).fill(0);
  return scaledToLength(
    [
      ...scaledToLength(outlineDirections(trimmed), OUTLINE_WEIGHT),
      ...scaledToLength(inkPerCell(trimmed), INK_WEIGHT),
      ...scaledToLength(aspectBins(trimmed.aspect), ASPECT_WEIGHT),
    ],
    1,
  );
}

function renderSvg(svg: string, width: number): RgbaImage {
  // Engine masters carry their text as outlines, so no fonts are needed (or wanted: they are slow).
  const rendered = new Resvg(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: "width", value: width },
  }).render();
  return { pixels: rendered.pixels, width: rendered.width, height: rendered.height };
}

/**
 * The symbol drawn alone, cut to its own box with a margin of ground, on the ground it sits on in
 * the logo (a badge's fill when it is knocked out of one), so its ink is what it shows there.
 */
function symbolImage(svg: string): RgbaImage | null {
  const parts = findLogoParts(svg);
  if (!parts.symbol) return null;
  const defs = definitionsOf(parseSvg(svg));
  const box = unionBoxes(parts.symbol.elements.map((element) => elementBox(element, parts.canvas, defs)));
  if (!box) return null;
  const side = Math.max(box.x2 - box.x1, box.y2 - box.y1) * 1.1;
  const view = {
    x: (box.x1 + box.x2 - side) / 2,
    y: (box.y1 + box.y2 - side) / 2,
    width: side,
    height: side,
  };
  const ground = parts.symbol.badgeFill ?? parts.background;
  const groundRect = ground
    ? `<rect x="${view.x}" y="${view.y}" width="${side}" height="${side}" fill="${ground}"/>`
    : "";
  const content = defs + groundRect + parts.symbol.elements.map(serialize).join("");
  return renderSvg(svgDocument(content, view), SYMBOL_RENDER_WIDTH);
}

/** Fingerprints of a vector master: the whole logo, and its symbol when the master marks it. */
export async function fingerprintSvg(svg: string): Promise<LogoFingerprint> {
  const logo = describe(renderSvg(svg, RENDER_WIDTH));
  const symbol = svg.includes('data-part="symbol"') ? symbolImage(svg) : null;
  return { logo, symbol: symbol ? describe(symbol) : null };
}

/** The symbol's fingerprint alone (null when the master marks none): what generation checks. */
export async function fingerprintSymbolSvg(svg: string): Promise<number[] | null> {
  const symbol = svg.includes('data-part="symbol"') ? symbolImage(svg) : null;
  return symbol ? describe(symbol) : null;
}

/** The fingerprint of an uploaded PNG, JPEG or WebP; a raster has no marked parts, so no symbol. */
export async function fingerprintRaster(image: Buffer): Promise<LogoFingerprint> {
  const { data, info } = await sharp(image)
    .rotate()
    .ensureAlpha()
    .resize(RASTER_LIMIT, RASTER_LIMIT, { fit: "inside", withoutEnlargement: true, kernel: "mitchell" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { logo: describe({ pixels: data, width: info.width, height: info.height }), symbol: null };
}

/**
 * The fingerprint of one plain drawing, read as fingerprintSvg reads a symbol: drawn
 * SYMBOL_RENDER_WIDTH wide, its ink told from its ground as in any other image. The logo score
 * fingerprints stock icons and a master's symbol art with it.
 */
export function fingerprintDrawing(svg: string): number[] {
  return describe(renderSvg(svg, SYMBOL_RENDER_WIDTH));
}
