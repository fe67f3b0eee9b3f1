/**
 * Measures of a drawing's shape on a binary mask, for the logo health check: how thick its lines
 * are, how wide the small spaces between them are, and how tall its letters are. Plain loops over
 * typed arrays; the masks are a few hundred pixels across.
 *
 * Thickness is the "local thickness" of a shape: at each pixel, the diameter of the largest disc
 * that fits inside the shape and covers that pixel. A 1 px line measures 1, a 3 px line 3, and a
 * corner pixel of a thick block belongs to the block's big disc, so ends and corners barely count.
 */

export interface Mask {
  /** 1 for the shape, 0 elsewhere, row-major. */
  data: Uint8Array;
  width: number;
  height: number;
}

const INF = 1e20;

/** A box of pixels, x2 and y2 exclusive. */
interface Region {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Felzenszwalb and Huttenlocher's 1-D squared distance transform, in place over `f`. */
function distance1d(f: Float64Array, n: number, d: Float64Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -INF;
  z[1] = INF;
  for (let q = 1; q < n; q++) {
    let s: number;
    for (;;) {
      const vk = v[k] ?? 0;
      s = ((f[q] ?? 0) + q * q - ((f[vk] ?? 0) + vk * vk)) / (2 * q - 2 * vk);
      if (s <= (z[k] ?? 0) && k > 0) k--;
      else break;
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = INF;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while ((z[k + 1] ?? INF) < q) k++;
    const vk = v[k] ?? 0;
    d[q] = (q - vk) * (q - vk) + (f[vk] ?? 0);
  }
}

/** A column with no outside pixel: further than any picture is long. */
const NO_OUTSIDE = 0x3fffffff;

/**
 * Euclidean distance from every pixel of the shape to the nearest pixel outside it (0 outside).
 * Pixels beyond the mask's edge count as outside unless `edgeIsOutside` is false.
 */
export function distanceToOutside(mask: Mask, edgeIsOutside = true): Float64Array {
  const { data, width, height } = mask;
  // One pixel of outside all round, so the edge of the mask is the edge of the shape.
  const w = width + 2;
  const h = height + 2;
  const ring = edgeIsOutside ? 0 : 1;
  const inside = new Uint8Array(w * h).fill(ring);
  for (let y = 0; y < height; y++) inside.set(data.subarray(y * width, (y + 1) * width), (y + 1) * w + 1);
  // Down the columns a pixel is only outside or shape, so its distance along its column is the way
  // to the nearest outside pixel above or below. Both scans go a row at a time, every column at
  // once, which reads the grid in the order it lies in memory.
  const along = new Int32Array(w * h);
  const nearest = new Int32Array(w).fill(-1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (inside[row + x] === 0) nearest[x] = y;
      const above = nearest[x] as number;
      along[row + x] = above < 0 ? NO_OUTSIDE : y - above;
    }
  }
  nearest.fill(-1);
  for (let y = h - 1; y >= 0; y--) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (inside[row + x] === 0) nearest[x] = y;
      const below = nearest[x] as number;
      if (below >= 0 && below - y < (along[row + x] as number)) along[row + x] = below - y;
    }
  }
  // Across the rows the transform is general, but a pixel's nearest outside pixel is never past the
  // outside pixels that end its run of shape pixels: each run is transformed on its own, with those
  // two. The rows and columns of the ring are not part of the answer.
  const out = new Float64Array(width * height);
  const f = new Float64Array(w);
  const d = new Float64Array(w);
  const v = new Int32Array(w);
  const z = new Float64Array(w + 1);
  for (let y = 1; y < h - 1; y++) {
    const row = y * w;
    let x = 0;
    while (x < w) {
      if (along[row + x] === 0) {
        x++;
        continue;
      }
      const start = x;
      while (x < w && along[row + x] !== 0) x++;
      const from = Math.max(0, start - 1);
      const to = Math.min(w - 1, x);
      const n = to - from + 1;
      let anyOutside = false;
      for (let i = 0; i < n; i++) {
        const distance = along[row + from + i] as number;
        if (distance === NO_OUTSIDE) f[i] = INF;
        else {
          f[i] = distance * distance;
          anyOutside = true;
        }
      }
      const outRow = (y - 1) * width - 1;
      if (!anyOutside) {
        // No outside pixel in the run, at its ends or anywhere in its columns: nothing is near.
        out.fill(Math.sqrt(INF), outRow + Math.max(1, start), outRow + Math.min(w - 1, x));
        continue;
      }
      distance1d(f, n, d, v, z);
      for (let q = Math.max(1, start); q < Math.min(w - 1, x); q++)
        out[outRow + q] = Math.sqrt(d[q - from] as number);
    }
  }
  return out;
}

/**
 * Local thickness (see the header) of every shape pixel in pixels; 0 outside the shape. With
 * `maxRadius`, thickness is only resolved up to 2 * maxRadius - 1: pixels inside any disc of that
 * radius get that value (a morphological opening finds them), which keeps wide open areas cheap.
 * With `region`, discs are only painted inside it: the values outside are left unresolved, for a
 * caller that reads only that region.
 */
export function localThickness(
  mask: Mask,
  maxRadius = Number.POSITIVE_INFINITY,
  region: Region = { x1: 0, y1: 0, x2: mask.width, y2: mask.height },
): Float32Array {
  const { width, height } = mask;
  const distance = distanceToOutside(mask);
  const thickness = new Float32Array(width * height);
  if (Number.isFinite(maxRadius)) {
    // Opening: centres deeper than maxRadius, grown back by maxRadius.
    const deep = new Uint8Array(width * height);
    for (let p = 0; p < deep.length; p++) deep[p] = (distance[p] ?? 0) > maxRadius ? 0 : 1;
    const toDeep = distanceToOutside({ data: deep, width, height }, false);
    const cap = 2 * maxRadius - 1;
    for (let p = 0; p < thickness.length; p++) {
      if (mask.data[p] && (toDeep[p] ?? 0) <= maxRadius) thickness[p] = cap;
    }
  }
  // Centres of maximal discs: pixels whose inscribed disc no neighbour's disc contains (a disc
  // of radius d(q) around q holds the one around p when d(q) >= d(p) + |pq|). Every shape pixel
  // lies in one of them.
  const centres: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const d = distance[p] ?? 0;
      if (d <= 0 || d > maxRadius) continue;
      let maximal = true;
      for (let dy = -1; dy <= 1 && maximal; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < width && ny < height) {
            const step = dx && dy ? Math.SQRT2 : 1;
            if ((distance[ny * width + nx] ?? 0) >= d + step - 1e-9) {
              maximal = false;
              break;
            }
          }
        }
      }
      if (maximal) centres.push(p);
    }
  }
  // Discs are painted largest first, so the first disc to reach a pixel gives its value (the
  // largest diameter covering it) and the pixel is never visited again: `nextUnpainted` skips
  // painted runs (a union-find over each row's pixels, halved as it is walked). Pixels the
  // opening gave the cap start painted; no disc here is larger.
  const largestFirst = byDistanceDescending(centres, distance);
  const nextUnpainted = new Int32Array(thickness.length + 1);
  for (let p = 0; p <= thickness.length; p++) nextUnpainted[p] = (thickness[p] ?? 0) > 0 ? p + 1 : p;
  const unpaintedFrom = (start: number): number => {
    let p = start;
    while (nextUnpainted[p] !== p) {
      const next = nextUnpainted[p] as number;
      nextUnpainted[p] = nextUnpainted[next] as number;
      p = next;
    }
    return p;
  };
  // The widest whole reach whose square stays under `room`, for every room a disc here can leave.
  const largestSquare =
    largestFirst.length > 0 ? Math.round((distance[largestFirst[0] as number] as number) ** 2) : 0;
  const reachUnder = new Int32Array(largestSquare + 1);
  for (let room = 1, reach = 0; room <= largestSquare; room++) {
    while ((reach + 1) * (reach + 1) < room) reach++;
    reachUnder[room] = reach;
  }
  for (const p of largestFirst) {
    const d = distance[p] as number;
    // Distances run between pixel centres: a disc reaching the nearest outside centre at d has
    // a diameter of 2d - 1 pixels of shape.
    const diameter = 2 * d - 1;
    const cx = p % width;
    const cy = (p - cx) / width;
    const r = Math.ceil(d);
    // d is the root of a whole number of pixels squared; the disc test uses that number, so a
    // pixel exactly d away is outside whatever the rounding of d * d.
    const r2 = Math.round(d * d);
    for (let y = Math.max(region.y1, cy - r); y <= Math.min(region.y2 - 1, cy + r); y++) {
      // The disc's pixels on this row, (x - cx)^2 + (y - cy)^2 < d^2, as one span: the widest
      // whole reach whose square stays under what the row leaves.
      const room = r2 - (y - cy) * (y - cy);
      if (room <= 0) continue;
      const reach = reachUnder[room] as number;
      const row = y * width;
      const last = row + Math.min(region.x2 - 1, cx + reach);
      for (
        let q = unpaintedFrom(row + Math.max(region.x1, cx - reach));
        q <= last;
        q = unpaintedFrom(q + 1)
      ) {
        thickness[q] = diameter;
        nextUnpainted[q] = q + 1;
      }
    }
  }
  for (let p = 0; p < thickness.length; p++) if (mask.data[p] && (thickness[p] ?? 0) < 1) thickness[p] = 1;
  return thickness;
}

/**
 * The centres ordered by their distance, largest first. A distance is the root of a whole number
 * (a squared distance in pixels), so they are counted into one bucket per whole number: a
 * comparison sort was most of the thickness measure.
 */
function byDistanceDescending(centres: readonly number[], distance: Float64Array): Int32Array {
  const squared = new Int32Array(centres.length);
  let largest = 0;
  centres.forEach((p, index) => {
    const value = Math.round((distance[p] as number) ** 2);
    squared[index] = value;
    if (value > largest) largest = value;
  });
  // starts[k]: where the centres of squared distance k begin, the largest at 0.
  const starts = new Int32Array(largest + 2);
  for (const value of squared) starts[largest - value + 1] = (starts[largest - value + 1] as number) + 1;
  for (let k = 1; k <= largest + 1; k++) starts[k] = (starts[k] as number) + (starts[k - 1] as number);
  const ordered = new Int32Array(centres.length);
  centres.forEach((p, index) => {
    const bucket = largest - (squared[index] as number);
    ordered[starts[bucket] as number] = p;
    starts[bucket] = (starts[bucket] as number) + 1;
  });
  return ordered;
}

function invert(mask: Mask): Mask {
  const data = new Uint8Array(mask.data.length);
  for (let p = 0; p < data.length; p++) data[p] = mask.data[p] ? 0 : 1;
  return { ...mask, data };
}

/**
 * The spaces narrower than 2 * radius that the shape encloses or nearly encloses (letter counters,
 * the gaps between letters and between lines): a morphological closing of the shape, less the shape.
 */
export function narrowSpaces(mask: Mask, radius: number): Mask {
  const { width, height } = mask;
  const pad = Math.ceil(radius) + 1;
  const w = width + 2 * pad;
  const h = height + 2 * pad;
  const padded = new Uint8Array(w * h);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) padded[(y + pad) * w + x + pad] = mask.data[y * width + x] ?? 0;
  // Dilate: everything within `radius` of the shape; then erode that by the same radius.
  const toShape = distanceToOutside(invert({ data: padded, width: w, height: h }), false);
  const dilated = new Uint8Array(w * h);
  for (let p = 0; p < dilated.length; p++) dilated[p] = (toShape[p] ?? 0) <= radius ? 1 : 0;
  const depth = distanceToOutside({ data: dilated, width: w, height: h });
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const q = (y + pad) * w + x + pad;
      out[y * width + x] = (depth[q] ?? 0) > radius && !padded[q] ? 1 : 0;
    }
  }
  return { data: out, width, height };
}

/** The value below which `share` (0..1) of the values lie; null for no values. */
export function percentile(values: ArrayLike<number>, share: number): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(share * sorted.length)))] ?? null;
}

/** The box (x2, y2 exclusive) round a mask's set pixels; null for an empty mask. */
function regionOf(mask: Mask): Region | null {
  let x1 = mask.width;
  let y1 = mask.height;
  let x2 = 0;
  let y2 = 0;
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (!mask.data[y * mask.width + x]) continue;
      if (x < x1) x1 = x;
      if (x >= x2) x2 = x + 1;
      if (y < y1) y1 = y;
      if (y >= y2) y2 = y + 1;
    }
  }
  return x2 > x1 ? { x1, y1, x2, y2 } : null;
}

/** Thickness values of the mask's own pixels (only those inside `within`, when given). */
export function thicknessSamples(mask: Mask, within?: Mask, maxRadius?: number): number[] {
  const region = within ? regionOf(within) : undefined;
  if (region === null) return [];
  // Only `within`'s pixels are read: the discs are painted in the box round them alone (the gaps
  // between letters are a small part of a logo's wide background).
  const thickness = localThickness(mask, maxRadius, region);
  const samples: number[] = [];
  for (let p = 0; p < thickness.length; p++) {
    if (!mask.data[p]) continue;
    if (within && !within.data[p]) continue;
    samples.push(thickness[p] ?? 0);
  }
  return samples;
}

/** Heights of the shape's connected pieces (8-connected), ignoring specks under `minPixels`. */
export function pieceHeights(mask: Mask, minPixels: number): number[] {
  const { data, width, height } = mask;
  const seen = new Uint8Array(data.length);
  const heights: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || seen[start]) continue;
    let top = height;
    let bottom = -1;
    let count = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop() ?? 0;
      const x = p % width;
      const y = (p - x) / width;
      count++;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (data[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    if (count >= minPixels) heights.push(bottom - top + 1);
  }
  return heights;
}
