import { Resvg } from "@resvg/resvg-js";

/**
 * A logo's symbol as a customer sees it, reduced to its silhouette: what the symbol adds to the
 * picture (the master drawn with and without the elements it marks `data-part="symbol"`), so a
 * knocked-out detail is a hole and a badge under the symbol is not part of it. The silhouette is
 * trimmed to its ink and scaled to SIZE x SIZE, so two symbols compare by shape alone, whatever
 * their colour, size or place in the lockup.
 */
const SILHOUETTE_SIZE = 48;
const RENDER_SIZE = 512;
/** A channel this far apart (of 255) between the two renders is the symbol's ink. */
const INK_DIFFERENCE = 40;

function render(svg: string): Uint8Array {
  return new Resvg(svg, {
    fitTo: { mode: "width", value: RENDER_SIZE },
    font: { loadSystemFonts: false },
  }).render().pixels;
}

/** The master with its symbol's top-level elements left out, found by walking its tags. */
function stripSymbol(master: string): string {
  const tag = /<(\/?)([A-Za-z][\w:-]*)([^>]*?)(\/?)>/g;
  let depth = 0;
  let skipFrom = -1;
  let skipDepth = -1;
  let out = "";
  let index = 0;
  for (let match = tag.exec(master); match; match = tag.exec(master)) {
    const [whole, closing, , attributes, selfClosing] = match;
    if (closing) {
      depth -= 1;
      if (skipFrom >= 0 && depth === skipDepth) {
        index = match.index + whole.length;
        skipFrom = -1;
      }
      continue;
    }
    if (skipFrom < 0 && depth === 1 && (attributes ?? "").includes('data-part="symbol"')) {
      out += master.slice(index, match.index);
      if (selfClosing) {
        index = match.index + whole.length;
        continue;
      }
      skipFrom = match.index;
      skipDepth = depth;
    }
    if (!selfClosing) depth += 1;
  }
  return out + master.slice(index);
}

export interface Silhouette {
  size: number;
  /** 1 where the symbol has ink, row by row. */
  mask: Uint8Array;
}

/** The symbol's silhouette, or null when the master draws no symbol. */
export function symbolSilhouette(master: string): Silhouette | null {
  const plain = stripSymbol(master);
  if (plain === master) return null;
  const a = render(master);
  const b = render(plain);
  const width = RENDER_SIZE;
  const height = a.length / 4 / width;
  const ink = new Uint8Array(width * height);
  let x1 = width;
  let y1 = height;
  let x2 = -1;
  let y2 = -1;
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    const difference = Math.max(
      Math.abs((a[i] ?? 0) - (b[i] ?? 0)),
      Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)),
      Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)),
    );
    if (difference <= INK_DIFFERENCE) continue;
    ink[p] = 1;
    const x = p % width;
    const y = Math.floor(p / width);
    x1 = Math.min(x1, x);
    y1 = Math.min(y1, y);
    x2 = Math.max(x2, x);
    y2 = Math.max(y2, y);
  }
  if (x2 < 0) return null;
  const size = SILHOUETTE_SIZE;
  const mask = new Uint8Array(size * size);
  const boxWidth = x2 - x1 + 1;
  const boxHeight = y2 - y1 + 1;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      // Each cell is the share of ink in its patch of the trimmed box, thresholded at half.
      const fromX = x1 + Math.floor((x * boxWidth) / size);
      const toX = Math.max(fromX + 1, x1 + Math.floor(((x + 1) * boxWidth) / size));
      const fromY = y1 + Math.floor((y * boxHeight) / size);
      const toY = Math.max(fromY + 1, y1 + Math.floor(((y + 1) * boxHeight) / size));
      let count = 0;
      for (let yy = fromY; yy < toY; yy++)
        for (let xx = fromX; xx < toX; xx++) count += ink[yy * width + xx] ?? 0;
      mask[y * size + x] = count * 2 >= (toX - fromX) * (toY - fromY) ? 1 : 0;
    }
  return { size, mask };
}

/** Intersection over union of two silhouettes' ink. */
export function silhouetteOverlap(a: Silhouette, b: Silhouette): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.mask.length; i++) {
    const inA = a.mask[i] === 1;
    const inB = b.mask[i] === 1;
    if (inA && inB) both++;
    if (inA || inB) either++;
  }
  return either === 0 ? 0 : both / either;
}
