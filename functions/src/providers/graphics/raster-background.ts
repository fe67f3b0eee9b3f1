import type { RawImage } from "./png";

/**
 * Background removal for raster logos (uploads, AI output), in plain typed-array loops over
 * sharp's raw RGBA. Logos sit on a flat backdrop, which makes two cheap, exact methods possible;
 * no ML model ships offline that beats them on flat artwork (see notes/exports.md).
 *
 * - `cutOutArtwork` (the transparent square file, and every other cut-out of a raster logo):
 *   flood-fill from the image border through pixels close to the background colour, then enclosed
 *   background-coloured holes (letter counters), then colour unmixing on a 2 px band along the
 *   edge, so edges stay anti-aliased without a halo.
 * - `removeBackgroundByColourKey` (the trimmed transparent file): colour-difference keying over
 *   the whole image, with each pixel's opacity measured against the strongest colour in its
 *   neighbourhood. No connectivity, so it behaves differently from the cut-out on enclosed areas
 *   and soft edges.
 *
 * Both return straight-alpha RGBA in which every background pixel has alpha exactly 0 and solid
 * artwork alpha exactly 255. Transparent pixels near the artwork carry the artwork's colour
 * (not the old backdrop's), so a later resize cannot bleed the backdrop back in as a halo.
 */

interface Background {
  r: number;
  g: number;
  b: number;
  /** Largest RGB distance from the background colour still counted as background (noise). */
  tolerance: number;
  /** The image already has a transparent border: its own alpha is the matte. */
  transparent: boolean;
}

/** Rings of transparent pixels that take the artwork's colour: covers sharpen + lanczos3 reach. */
const BLEED_RINGS = 6;
/** Width of the border ring the background colour is read from. */
const RING = 2;
/** Anti-aliasing band along the edge whose colours are unmixed (cut-out). */
const BAND = 2;
/** Enclosed background-coloured regions at least this large (px at 1024) are holes (cut-out). */
const MIN_HOLE_PIXELS_AT_1024 = 6;
/** Islands on the backdrop up to this size (px at 1024) that are faint are noise, not ink (cut-out). */
const MAX_SPECK_PIXELS_AT_1024 = 12;
/** ...faint meaning: no pixel further from the background colour than this many tolerances. */
const SPECK_STRENGTH = 3;
/** A hole's mean distance from the background colour, as a share of the tolerance (cut-out). */
const HOLE_MEAN_SHARE = 0.6;

function distance(r: number, g: number, b: number, bg: Background): number {
  const dr = r - bg.r;
  const dg = g - bg.g;
  const db = b - bg.b;
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/**
 * The background colour is the most common colour of the border ring (5-bit bins, then the mean
 * of the pixels near that bin); the tolerance grows with the noise measured there, so JPEG
 * artefacts on the backdrop are still background.
 */
export function detectBackground(image: RawImage): Background {
  const { data, width, height } = image;
  const ring: number[] = [];
  for (let y = 0; y < height; y++) {
    const edgeRow = y < RING || y >= height - RING;
    for (let x = 0; x < width; x++) {
      if (!edgeRow && x >= RING && x < width - RING) {
        x = width - RING - 1;
        continue;
      }
      ring.push((y * width + x) * 4);
    }
  }
  let clear = 0;
  for (const i of ring) if ((data[i + 3] ?? 0) < 16) clear++;
  if (clear * 2 >= ring.length) return { r: 0, g: 0, b: 0, tolerance: 0, transparent: true };

  const bins = new Uint32Array(1 << 15);
  for (const i of ring) {
    const key = (((data[i] ?? 0) >> 3) << 10) | (((data[i + 1] ?? 0) >> 3) << 5) | ((data[i + 2] ?? 0) >> 3);
    bins[key] = (bins[key] ?? 0) + 1;
  }
  let best = 0;
  for (let key = 1; key < bins.length; key++) if ((bins[key] ?? 0) > (bins[best] ?? 0)) best = key;
  const seed: Background = {
    r: ((best >> 10) << 3) + 4,
    g: (((best >> 5) & 31) << 3) + 4,
    b: ((best & 31) << 3) + 4,
    tolerance: 0,
    transparent: false,
  };
  // Refine to the mean of the ring pixels near the seed colour, then measure their spread.
  let sr = 0;
  let sg = 0;
  let sb = 0;
  let count = 0;
  for (const i of ring) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    if (distance(r, g, b, seed) <= 48) {
      sr += r;
      sg += g;
      sb += b;
      count++;
    }
  }
  const bg: Background = { ...seed, r: sr / count, g: sg / count, b: sb / count };
  const spread: number[] = [];
  for (const i of ring) {
    const d = distance(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, bg);
    if (d <= 48) spread.push(d);
  }
  spread.sort((a, b) => a - b);
  const p95 = spread[Math.floor(spread.length * 0.95)] ?? 0;
  return { ...bg, tolerance: Math.min(60, Math.max(18, p95 * 1.5 + 12)) };
}

/** RGB of each pixel as if composited over the background (partly transparent uploads). */
function distances(image: RawImage, bg: Background): { rgb: Float32Array; dist: Float32Array } {
  const { data, width, height } = image;
  const n = width * height;
  const rgb = new Float32Array(n * 3);
  const dist = new Float32Array(n);
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    const a = (data[i + 3] ?? 255) / 255;
    const r = bg.r + ((data[i] ?? 0) - bg.r) * a;
    const g = bg.g + ((data[i + 1] ?? 0) - bg.g) * a;
    const b = bg.b + ((data[i + 2] ?? 0) - bg.b) * a;
    rgb[p * 3] = r;
    rgb[p * 3 + 1] = g;
    rgb[p * 3 + 2] = b;
    dist[p] = distance(r, g, b, bg);
  }
  return { rgb, dist };
}

/**
 * Gives fully transparent pixels near the artwork the colour of their visible neighbours (a few
 * rings outward), so resampling never mixes the removed backdrop into edge colours.
 */
export function bleedColours(out: Buffer, width: number, height: number, rings = BLEED_RINGS): void {
  const n = width * height;
  // 0 unknown, 1 known, 2 queued for the current ring.
  const known = new Uint8Array(n);
  for (let p = 0; p < n; p++) known[p] = (out[p * 4 + 3] ?? 0) > 0 ? 1 : 0;
  let frontier = new Int32Array(n);
  let size = 0;
  const enqueueAround = (p: number, list: Int32Array, count: number): number => {
    const x = p % width;
    const y = (p - x) / width;
    let next = count;
    for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++) {
      for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) {
        const q = yy * width + xx;
        if (known[q] === 0) {
          known[q] = 2;
          list[next++] = q;
        }
      }
    }
    return next;
  };
  for (let p = 0; p < n; p++) if (known[p] === 1) size = enqueueAround(p, frontier, size);
  let following = new Int32Array(n);
  for (let pass = 0; pass < rings && size > 0; pass++) {
    for (let k = 0; k < size; k++) {
      const p = frontier[k] ?? 0;
      const x = p % width;
      const y = (p - x) / width;
      let r = 0;
      let g = 0;
      let b = 0;
      let c = 0;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) {
          const q = yy * width + xx;
          if (known[q] !== 1) continue;
          r += out[q * 4] ?? 0;
          g += out[q * 4 + 1] ?? 0;
          b += out[q * 4 + 2] ?? 0;
          c++;
        }
      }
      out[p * 4] = Math.round(r / c);
      out[p * 4 + 1] = Math.round(g / c);
      out[p * 4 + 2] = Math.round(b / c);
    }
    // Marked after the ring, so each ring only reads the rings inside it.
    for (let k = 0; k < size; k++) known[frontier[k] ?? 0] = 1;
    let nextSize = 0;
    if (pass + 1 < rings)
      for (let k = 0; k < size; k++) nextSize = enqueueAround(frontier[k] ?? 0, following, nextSize);
    [frontier, following] = [following, frontier];
    size = nextSize;
  }
}

/** An image whose border is already transparent keeps its alpha; only edge colours are bled. */
function keepOwnAlpha(image: RawImage): RawImage {
  const out = Buffer.from(image.data);
  bleedColours(out, image.width, image.height);
  return { data: out, width: image.width, height: image.height, channels: 4 };
}

const FLOODED = 1;
const HOLE_CHECKED = 2;
const KEPT = 3;
const SPECK_CHECKED = 4;

/**
 * The artwork cut out of its flat backdrop: border flood-fill with tolerance, enclosed holes,
 * colour unmixing on the edge band.
 */
export function cutOutArtwork(image: RawImage, bg: Background = detectBackground(image)): RawImage {
  if (bg.transparent) return keepOwnAlpha(image);
  const { width, height } = image;
  const n = width * height;
  const { rgb, dist } = distances(image, bg);
  const tolerance = bg.tolerance;
  const state = new Uint8Array(n);
  const queue = new Int32Array(n);

  // 1. Flood from every border pixel that looks like background (4-connected).
  let tail = 0;
  const seed = (p: number) => {
    if (state[p] === 0 && (dist[p] ?? 0) <= tolerance) {
      state[p] = FLOODED;
      queue[tail++] = p;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head] ?? 0;
    const x = p % width;
    if (x > 0) seed(p - 1);
    if (x < width - 1) seed(p + 1);
    if (p >= width) seed(p - width);
    if (p < n - width) seed(p + width);
  }

  // 2. Enclosed regions of background colour: counters of A, R, e, o. Tiny specks and regions
  // whose average strays from the backdrop (a pale tint inside the mark) stay artwork.
  const minHole = Math.max(2, Math.round((MIN_HOLE_PIXELS_AT_1024 * n) / (1024 * 1024)));
  for (let start = 0; start < n; start++) {
    if (state[start] !== 0 || (dist[start] ?? 0) > tolerance) continue;
    let head = 0;
    tail = 0;
    state[start] = HOLE_CHECKED;
    queue[tail++] = start;
    let sum = 0;
    const visit = (q: number) => {
      if (state[q] === 0 && (dist[q] ?? 0) <= tolerance) {
        state[q] = HOLE_CHECKED;
        queue[tail++] = q;
      }
    };
    while (head < tail) {
      const p = queue[head++] ?? 0;
      sum += dist[p] ?? 0;
      const x = p % width;
      if (x > 0) visit(p - 1);
      if (x < width - 1) visit(p + 1);
      if (p >= width) visit(p - width);
      if (p < n - width) visit(p + width);
    }
    const isHole = tail >= minHole && sum / tail <= tolerance * HOLE_MEAN_SHARE;
    for (let k = 0; k < tail; k++) state[queue[k] ?? 0] = isHole ? FLOODED : KEPT;
  }

  // 3. Specks: small islands of not-quite-background on the backdrop (JPEG noise, dust) go too;
  // a real dot of ink (an 'i' tittle) is larger or far stronger.
  const maxSpeck = Math.max(2, Math.round((MAX_SPECK_PIXELS_AT_1024 * n) / (1024 * 1024)));
  for (let start = 0; start < n; start++) {
    if (state[start] === FLOODED || state[start] === SPECK_CHECKED) continue;
    let head = 0;
    tail = 0;
    let strongest = 0;
    let large = false;
    state[start] = SPECK_CHECKED;
    queue[tail++] = start;
    while (head < tail) {
      const p = queue[head++] ?? 0;
      if ((dist[p] ?? 0) > strongest) strongest = dist[p] ?? 0;
      const x = p % width;
      const y = (p - x) / width;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) {
          const q = yy * width + xx;
          if (state[q] === FLOODED || state[q] === SPECK_CHECKED) continue;
          state[q] = SPECK_CHECKED;
          queue[tail++] = q;
        }
      }
      if (tail > maxSpeck) large = true;
    }
    if (large || strongest > tolerance * SPECK_STRENGTH) continue;
    for (let k = 0; k < tail; k++) state[queue[k] ?? 0] = FLOODED;
  }

  // 4. Distance (in px, up to BAND) from the removed background, 8-connected.
  const ring = new Uint8Array(n);
  for (let pass = 1; pass <= BAND; pass++) {
    for (let p = 0; p < n; p++) {
      if (state[p] === FLOODED || ring[p] !== 0) continue;
      const x = p % width;
      const y = (p - x) / width;
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (pass === 1 ? state[q] === FLOODED : ring[q] === pass - 1) {
            near = true;
            break;
          }
        }
      }
      if (near) ring[p] = pass;
    }
  }

  // 5. Write the result; band pixels get alpha and colour unmixed against the local artwork colour.
  const out = Buffer.alloc(n * 4);
  const reach = BAND + 1;
  for (let p = 0; p < n; p++) {
    const o = p * 4;
    if (state[p] === FLOODED) continue;
    const r = rgb[p * 3] ?? 0;
    const g = rgb[p * 3 + 1] ?? 0;
    const b = rgb[p * 3 + 2] ?? 0;
    if (ring[p] === 0) {
      out[o] = Math.round(r);
      out[o + 1] = Math.round(g);
      out[o + 2] = Math.round(b);
      out[o + 3] = 255;
      continue;
    }
    // The artwork colour this pixel is a blend towards: the strongest solid pixel nearby, or the
    // strongest pixel at all for strokes thinner than the band.
    const x = p % width;
    const y = (p - x) / width;
    let solid = -1;
    let solidD = -1;
    let any = p;
    let anyD = dist[p] ?? 0;
    for (let yy = Math.max(0, y - reach); yy <= Math.min(height - 1, y + reach); yy++) {
      for (let xx = Math.max(0, x - reach); xx <= Math.min(width - 1, x + reach); xx++) {
        const q = yy * width + xx;
        if (state[q] === FLOODED) continue;
        const d = dist[q] ?? 0;
        if (ring[q] === 0 && d > solidD) {
          solid = q;
          solidD = d;
        }
        if (d > anyD) {
          any = q;
          anyD = d;
        }
      }
    }
    const f = solid >= 0 ? solid : any;
    const fr = (rgb[f * 3] ?? 0) - bg.r;
    const fg = (rgb[f * 3 + 1] ?? 0) - bg.g;
    const fb = (rgb[f * 3 + 2] ?? 0) - bg.b;
    const length2 = fr * fr + fg * fg + fb * fb;
    let alpha = 0;
    let share = 0;
    if (length2 > 0) {
      share = ((r - bg.r) * fr + (g - bg.g) * fg + (b - bg.b) * fb) / length2;
      // Noise on the backdrop side of the edge must not become a faint fringe.
      const floor = (tolerance * 0.5) / Math.sqrt(length2);
      alpha = floor < 1 ? (share - floor) / (1 - floor) : 0;
    }
    if (alpha >= 0.98) alpha = 1;
    const a = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
    if (a === 0) continue;
    // Unmix with the true blend share (not the noise-floored alpha, which would overshoot into
    // a bright rim): the colour that, blended over the backdrop, gives the pixel. Towards the
    // solid colour where the share is tiny, since dividing by it amplifies noise.
    const k = Math.min(1, Math.max(0.05, share));
    const unmix = (value: number, base: number, solidValue: number) => {
      const straight = base + (value - base) / k;
      return Math.round(Math.min(255, Math.max(0, solidValue + (straight - solidValue) * k)));
    };
    out[o] = unmix(r, bg.r, fr + bg.r);
    out[o + 1] = unmix(g, bg.g, fg + bg.g);
    out[o + 2] = unmix(b, bg.b, fb + bg.b);
    out[o + 3] = a;
  }
  bleedColours(out, width, height);
  return { data: out, width, height, channels: 4 };
}

/** Running maximum over a (2r+1) square, separable. */
function maxFilter(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx++) {
        const v = values[row + xx] ?? 0;
        if (v > m) m = v;
      }
      across[row + x] = m;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let m = 0;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy++) {
        const v = across[yy * width + x] ?? 0;
        if (v > m) m = v;
      }
      out[y * width + x] = m;
    }
  }
  return out;
}

/** Neighbourhood in which colour keying looks for the artwork colour a pixel is a blend towards. */
const KEY_RADIUS = 3;
/** Colour keying treats a pixel this close to its neighbourhood's full strength as solid artwork. */
const KEY_SOLID = 0.9;

/** Colour-difference keying against the background colour, normalised per neighbourhood. */
export function removeBackgroundByColourKey(
  image: RawImage,
  bg: Background = detectBackground(image),
): RawImage {
  if (bg.transparent) return keepOwnAlpha(image);
  const { width, height } = image;
  const n = width * height;
  const { rgb, dist } = distances(image, bg);
  const strongest = maxFilter(dist, width, height, KEY_RADIUS);
  const t0 = bg.tolerance;
  const out = Buffer.alloc(n * 4);
  for (let p = 0; p < n; p++) {
    const d = dist[p] ?? 0;
    const range = (strongest[p] ?? 0) - t0;
    if (d <= t0 || range < t0) continue;
    let alpha = (d - t0) / range;
    if (alpha >= KEY_SOLID) alpha = 1;
    const a = Math.round(Math.min(1, alpha) * 255);
    if (a === 0) continue;
    // Colour is unmixed with the pixel's true share of the artwork colour (d against its
    // neighbourhood's strongest), not the tolerance-shifted alpha, so edges do not overshoot.
    const k = Math.min(1, Math.max(0.05, d / (strongest[p] ?? d)));
    const o = p * 4;
    out[o] = Math.round(Math.min(255, Math.max(0, bg.r + ((rgb[p * 3] ?? 0) - bg.r) / k)));
    out[o + 1] = Math.round(Math.min(255, Math.max(0, bg.g + ((rgb[p * 3 + 1] ?? 0) - bg.g) / k)));
    out[o + 2] = Math.round(Math.min(255, Math.max(0, bg.b + ((rgb[p * 3 + 2] ?? 0) - bg.b) / k)));
    out[o + 3] = a;
  }
  bleedColours(out, width, height);
  return { data: out, width, height, channels: 4 };
}
