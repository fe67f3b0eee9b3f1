import { Resvg } from "@resvg/resvg-js";
import { ByteLruCache } from "../byte-lru-cache";
import { stringBytes } from "../memory-estimates";
import { fmt, smoothClosed } from "../path-geometry";
import { chamferDistance } from "./coverage";

/**
 * Redraws a picture as one bold silhouette, the way a designer simplifies a stock icon before
 * building a mark from it: lines too thin to survive at favicon size are dropped, holes and slits
 * too narrow to stay open are filled, and the outline is traced anew with rounded corners. The
 * result is our own vector drawing of the idea, with no feature finer than `detail` of its size,
 * so a mark built from it still reads at 16 px.
 *
 * The picture is rasterised on a grid (a line drawing filled in first), opened (eroded then
 * dilated) to drop thin parts, closed (dilated then eroded) to fill narrow gaps, traced along its
 * edge (the half level of a softened copy, by marching squares), simplified (Ramer-Douglas-Peucker)
 * and smoothed into curves. Outlines and holes are filled by the even-odd rule.
 */
const GRID = 160;
/** Where the picture is drawn on the grid: centred, with room for the morphology at its edges. */
const FILL = 0.86;

type Point = [number, number];

/** Loops enclosing fewer grid cells than this are dropped. */
const MIN_LOOP_CELLS = 6;

/** Signed area of a closed loop (shoelace). */
function loopArea(loop: readonly Point[]): number {
  let area = 0;
  for (let i = 0; i < loop.length; i++) {
    const [x1, y1] = loop[i] as Point;
    const [x2, y2] = loop[(i + 1) % loop.length] as Point;
    area += x1 * y2 - x2 * y1;
  }
  return area / 2;
}

/**
 * Pictures redrawn so far, by bytes: the path data drawn and its key, which holds the source
 * picture's own path data for a vessel or an abstract mark, so an entry can be a few hundred bytes
 * or tens of KB. 8 MB keeps every picture of many generations.
 */
const CACHE_BUDGET_BYTES = 8 * 1024 * 1024;
const cache = new ByteLruCache<string, string>(
  CACHE_BUDGET_BYTES,
  (d, key) => stringBytes(d) + stringBytes(key),
);

function erode(mask: Uint8Array, size: number, radius: number): Uint8Array {
  const d = chamferDistance(mask, size, true);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i++) out[i] = (d[i] as number) / 3 > radius ? 1 : 0;
  return out;
}

function dilate(mask: Uint8Array, size: number, radius: number): Uint8Array {
  const outside = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) outside[i] = mask[i] ? 0 : 1;
  const d = chamferDistance(outside, size, false);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i++) out[i] = mask[i] || (d[i] as number) / 3 <= radius ? 1 : 0;
  return out;
}

function inkOf(mask: Uint8Array): number {
  let count = 0;
  for (const cell of mask) count += cell;
  return count;
}

/** The ink with every enclosed clear region filled: a line drawing's outline becomes its shape. */
function fillEnclosed(mask: Uint8Array, size: number): Uint8Array {
  const reached = new Uint8Array(mask.length);
  const stack: number[] = [];
  for (let i = 0; i < size; i++)
    for (const cell of [i, (size - 1) * size + i, i * size, i * size + size - 1])
      if (!mask[cell] && !reached[cell]) {
        reached[cell] = 1;
        stack.push(cell);
      }
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    const x = cell % size;
    const y = Math.floor(cell / size);
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= size || ny >= size) continue;
      const next = ny * size + nx;
      if (mask[next] || reached[next]) continue;
      reached[next] = 1;
      stack.push(next);
    }
  }
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < out.length; i++) out[i] = reached[i] ? 0 : 1;
  return out;
}

/** A 3 x 3 box blur, twice: a soft field whose half-level contour runs smoothly along the ink's edge. */
function softField(mask: Uint8Array, size: number): Float32Array {
  let field = Float32Array.from(mask);
  for (let pass = 0; pass < 2; pass++) {
    const out = new Float32Array(field.length);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx >= 0 && yy >= 0 && xx < size && yy < size) sum += field[yy * size + xx] as number;
          }
        out[y * size + x] = sum / 9;
      }
    field = out;
  }
  return field;
}

/**
 * The field's half-level contours (marching squares), as closed loops of points in grid units:
 * outer outlines and holes alike, to be filled by the even-odd rule. The grid's border is clear
 * (the picture is drawn with a margin), so every contour closes.
 */
function contours(field: Float32Array, size: number): Point[][] {
  const level = 0.5;
  const value = (x: number, y: number) => field[y * size + x] as number;
  // A crossing on the edge between two samples, keyed so the two cells sharing it meet there.
  const crossing = (x1: number, y1: number, x2: number, y2: number): { key: string; point: Point } => {
    const v1 = value(x1, y1);
    const v2 = value(x2, y2);
    const t = v1 === v2 ? 0.5 : (level - v1) / (v2 - v1);
    return {
      key: x1 === x2 ? `v${x1},${Math.min(y1, y2)}` : `h${Math.min(x1, x2)},${y1}`,
      point: [x1 + (x2 - x1) * t + 0.5, y1 + (y2 - y1) * t + 0.5],
    };
  };
  const segments: Array<[{ key: string; point: Point }, { key: string; point: Point }]> = [];
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++) {
      const a = value(x, y) >= level ? 8 : 0;
      const b = value(x + 1, y) >= level ? 4 : 0;
      const c = value(x + 1, y + 1) >= level ? 2 : 0;
      const d = value(x, y + 1) >= level ? 1 : 0;
      const index = a | b | c | d;
      if (index === 0 || index === 15) continue;
      const top = () => crossing(x, y, x + 1, y);
      const right = () => crossing(x + 1, y, x + 1, y + 1);
      const bottom = () => crossing(x, y + 1, x + 1, y + 1);
      const left = () => crossing(x, y, x, y + 1);
      const centre = (value(x, y) + value(x + 1, y) + value(x + 1, y + 1) + value(x, y + 1)) / 4 >= level;
      switch (index) {
        case 1:
        case 14:
          segments.push([left(), bottom()]);
          break;
        case 2:
        case 13:
          segments.push([bottom(), right()]);
          break;
        case 3:
        case 12:
          segments.push([left(), right()]);
          break;
        case 4:
        case 11:
          segments.push([top(), right()]);
          break;
        case 6:
        case 9:
          segments.push([top(), bottom()]);
          break;
        case 7:
        case 8:
          segments.push([left(), top()]);
          break;
        case 5:
          if (centre) segments.push([left(), top()], [bottom(), right()]);
          else segments.push([left(), bottom()], [top(), right()]);
          break;
        case 10:
          if (centre) segments.push([top(), right()], [left(), bottom()]);
          else segments.push([left(), top()], [bottom(), right()]);
          break;
      }
    }
  const byKey = new Map<string, number[]>();
  segments.forEach(([p, q], i) => {
    for (const end of [p, q]) byKey.set(end.key, [...(byKey.get(end.key) ?? []), i]);
  });
  const used = new Uint8Array(segments.length);
  const loops: Point[][] = [];
  for (let start = 0; start < segments.length; start++) {
    if (used[start]) continue;
    used[start] = 1;
    const [first, second] = segments[start] as [{ key: string; point: Point }, { key: string; point: Point }];
    const loop: Point[] = [first.point, second.point];
    let key = second.key;
    for (let guard = 0; guard < segments.length; guard++) {
      const nextIndex = (byKey.get(key) ?? []).find((i) => !used[i]);
      if (nextIndex === undefined) break;
      used[nextIndex] = 1;
      const [p, q] = segments[nextIndex] as [{ key: string; point: Point }, { key: string; point: Point }];
      const far = p.key === key ? q : p;
      if (far.key === first.key) break;
      loop.push(far.point);
      key = far.key;
    }
    if (loop.length >= 4) loops.push(loop);
  }
  return loops;
}

function perpendicular(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dx * (a[1] - p[1]) - dy * (a[0] - p[0])) / length;
}

function simplify(points: Point[], epsilon: number): Point[] {
  if (points.length < 3) return points;
  let index = 0;
  let farthest = 0;
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  for (let i = 1; i < points.length - 1; i++) {
    const distance = perpendicular(points[i] as Point, first, last);
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  if (farthest <= epsilon) return [first, last];
  return [
    ...simplify(points.slice(0, index + 1), epsilon).slice(0, -1),
    ...simplify(points.slice(index), epsilon),
  ];
}

/** A closed loop simplified: split at its two farthest-apart points so both halves simplify well. */
function simplifyLoop(loop: Point[], epsilon: number): Point[] {
  let split = 0;
  let best = -1;
  const first = loop[0] as Point;
  loop.forEach((p, i) => {
    const distance = Math.hypot(p[0] - first[0], p[1] - first[1]);
    if (distance > best) {
      best = distance;
      split = i;
    }
  });
  const a = simplify(loop.slice(0, split + 1), epsilon);
  const b = simplify([...loop.slice(split), first], epsilon);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

/**
 * The picture (markup drawn in a 0..1000 square, filling it) redrawn bold: path data in the same
 * square, with no part thinner and no gap narrower than `detail` of the square. `key` names the
 * picture for the cache.
 */
export function boldSilhouette(
  key: string,
  markup: string,
  detail: number,
  fill: "line-drawing" | "mostly-outline" | "keep-holes",
  embolden = 0,
): string {
  const cacheKey = `${key}|${detail.toFixed(3)}|${fill}|${embolden.toFixed(3)}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const offset = (1000 * (1 - FILL)) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${GRID}" height="${GRID}" viewBox="0 0 1000 1000"><g transform="translate(${fmt(offset)} ${fmt(offset)}) scale(${FILL})">${markup}</g></svg>`;
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  let mask: Uint8Array = new Uint8Array(GRID * GRID);
  for (let i = 0; i < mask.length; i++) mask[i] = (pixels[i * 4 + 3] ?? 0) >= 128 ? 1 : 0;
  // A line drawing (an outlined tooth) is first filled in: its outline is the shape it pictures.
  // So is a picture that is mostly outline, whatever its set calls it.
  const filled = fillEnclosed(mask, GRID);
  // A shape with a picture knocked out of it keeps its holes: they are the picture.
  if (fill === "line-drawing" || (fill === "mostly-outline" && inkOf(mask) < inkOf(filled) * 0.7))
    mask = filled;
  // Features narrower than 2r cells go: r from the detail asked for, in cells of the drawn picture.
  const radius = Math.max(1, (detail * GRID * FILL) / 2);
  mask = dilate(erode(mask, GRID, radius), GRID, radius);
  mask = erode(dilate(mask, GRID, radius), GRID, radius);
  // Emboldened: every line grows by this share of the picture on each side (a heavier weight).
  if (embolden > 0) mask = dilate(mask, GRID, embolden * GRID * FILL);
  const toSquare = (p: Point): Point => [
    ((p[0] / GRID) * 1000 - offset) / FILL,
    ((p[1] / GRID) * 1000 - offset) / FILL,
  ];
  const paths = contours(softField(mask, GRID), GRID)
    // A speck of a few cells is noise of the softened edge, no part of the picture.
    .filter((loop) => Math.abs(loopArea(loop)) >= MIN_LOOP_CELLS)
    .map((loop) => simplifyLoop(loop, 0.35))
    .filter((loop) => loop.length >= 3)
    .map((loop) => smoothClosed(loop.map(toSquare)));
  const d = paths.join("");
  cache.set(cacheKey, d);
  return d;
}
