import { Resvg } from "@resvg/resvg-js";
import { ByteLruCache } from "../byte-lru-cache";
import { FIELD_BYTES, OBJECT_BYTES, stringBytes } from "../memory-estimates";

/**
 * Where a shape puts ink, on a small grid, and where there is room inside or beside it: the
 * designer's eye for "the bowl of the C has space for a bean" or "the leaf is wide enough to
 * carry a tooth". Drawings are rasterised once at GRID px and kept per key, so a generation
 * measures each letter and motif once per process.
 */
const GRID = 64;

export interface Coverage {
  /** 1 where the drawing has ink (alpha at least half), row by row, GRID x GRID. */
  ink: Uint8Array;
  /** The drawing's 1000-unit square mapped onto the grid: unit = cell * 1000 / GRID. */
  box: { x1: number; y1: number; x2: number; y2: number } | null;
}

/** A disc in the 1000-unit square. */
interface Disc {
  cx: number;
  cy: number;
  r: number;
}

/**
 * A coverage is its grid (4 KB) and its key, which names the drawing and often holds its whole
 * path data (a letter of the typed name, a vessel's outline): keys can outweigh the grid, so the
 * bound is on bytes. 16 MB keeps some 3,000 drawings, every letter and motif a generation measures.
 */
const CACHE_BUDGET_BYTES = 16 * 1024 * 1024;
const cache = new ByteLruCache<string, Coverage>(
  CACHE_BUDGET_BYTES,
  (coverage, key) => coverage.ink.byteLength + stringBytes(key) + 3 * OBJECT_BYTES + 6 * FIELD_BYTES,
);

/** The ink of `markup` drawn in a 0..1000 square with solid black paint. */
export function coverageOf(key: string, markup: string): Coverage {
  const cached = cache.get(key);
  if (cached) return cached;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${GRID}" height="${GRID}" viewBox="0 0 1000 1000">${markup}</svg>`;
  // No text in the drawing, so resvg need not read the system's fonts.
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const ink = new Uint8Array(GRID * GRID);
  let x1 = GRID;
  let y1 = GRID;
  let x2 = -1;
  let y2 = -1;
  for (let y = 0; y < GRID; y++)
    for (let x = 0; x < GRID; x++) {
      if ((pixels[(y * GRID + x) * 4 + 3] ?? 0) < 128) continue;
      ink[y * GRID + x] = 1;
      x1 = Math.min(x1, x);
      y1 = Math.min(y1, y);
      x2 = Math.max(x2, x);
      y2 = Math.max(y2, y);
    }
  const cell = 1000 / GRID;
  const coverage: Coverage = {
    ink,
    box: x2 < 0 ? null : { x1: x1 * cell, y1: y1 * cell, x2: (x2 + 1) * cell, y2: (y2 + 1) * cell },
  };
  cache.set(key, coverage);
  return coverage;
}

/**
 * Chamfer distance (3-4 weights: divide by 3 for cells) of each cell of a `size` x `size` grid to
 * the nearest cell outside `inside`, in two sweeps of the grid: within a few percent of the
 * Euclidean distance. Beyond the grid counts as outside when `edgeIsOutside`, else as unreachable.
 */
export function chamferDistance(inside: Uint8Array, size: number, edgeIsOutside = true): Float32Array {
  const far = 1e6;
  const d = new Float32Array(size * size);
  for (let i = 0; i < d.length; i++) d[i] = inside[i] ? far : 0;
  const edge = edgeIsOutside ? 0 : far;
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= size || y >= size ? edge : (d[y * size + x] as number);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if ((d[i] as number) === 0) continue;
      d[i] = Math.min(
        d[i] as number,
        at(x - 1, y) + 3,
        at(x, y - 1) + 3,
        at(x - 1, y - 1) + 4,
        at(x + 1, y - 1) + 4,
      );
    }
  for (let y = size - 1; y >= 0; y--)
    for (let x = size - 1; x >= 0; x--) {
      const i = y * size + x;
      if ((d[i] as number) === 0) continue;
      d[i] = Math.min(
        d[i] as number,
        at(x + 1, y) + 3,
        at(x, y + 1) + 3,
        at(x + 1, y + 1) + 4,
        at(x - 1, y + 1) + 4,
      );
    }
  return d;
}

function distances(mask: (index: number) => boolean): Float32Array {
  const inside = new Uint8Array(GRID * GRID);
  for (let i = 0; i < inside.length; i++) inside[i] = mask(i) ? 1 : 0;
  return chamferDistance(inside, GRID);
}

function widestIn(field: Float32Array, allowed: (x: number, y: number) => boolean): Disc | null {
  let best = -1;
  let bestX = 0;
  let bestY = 0;
  for (let y = 0; y < GRID; y++)
    for (let x = 0; x < GRID; x++) {
      if (!allowed(x, y)) continue;
      // Ties go to the cell nearest the centre, so a symmetric shape keeps its axis.
      const value = (field[y * GRID + x] as number) - Math.hypot(x - GRID / 2, y - GRID / 2) * 1e-3;
      if (value > best) {
        best = value;
        bestX = x;
        bestY = y;
      }
    }
  if (best <= 0) return null;
  const cell = 1000 / GRID;
  return { cx: (bestX + 0.5) * cell, cy: (bestY + 0.5) * cell, r: (best / 3) * cell };
}

/** The largest disc that fits inside the ink (where a knocked-out motif can sit). */
export function largestDiscInside(coverage: Coverage): Disc | null {
  const field = distances((i) => coverage.ink[i] === 1);
  return widestIn(field, () => true);
}

/**
 * The largest blank disc whose centre lies within the ink's box (the bowl of a C, the space under
 * a T's arm): where a second shape can nest against the first.
 */
export function largestDiscBeside(coverage: Coverage): Disc | null {
  const box = coverage.box;
  if (!box) return null;
  const cell = 1000 / GRID;
  const [x1, y1, x2, y2] = [box.x1 / cell, box.y1 / cell, box.x2 / cell, box.y2 / cell];
  // The grid's edge is no ink: a disc may not leave the ink's box to grow.
  const field = distances((i) => {
    const x = i % GRID;
    const y = Math.floor(i / GRID);
    return coverage.ink[i] === 0 && x >= x1 && x < x2 && y >= y1 && y < y2;
  });
  return widestIn(field, (x, y) => x >= x1 && x < x2 && y >= y1 && y < y2);
}
