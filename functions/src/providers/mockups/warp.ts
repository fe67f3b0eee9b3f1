/**
 * What SVG cannot do: true perspective (a card lying on a table, a shop front seen from the
 * pavement) and print wrapped round a cup. SVG transforms are affine, so a receding plane would
 * look like a parallelogram; instead the flat face is rendered and its pixels are mapped through
 * a homography (or the cup's cone) into the shape it takes on screen. Edges are anti-aliased from
 * each pixel's distance to the outline, so the warped face sits in the vector scene without jaggies.
 */

export interface Point {
  x: number;
  y: number;
}

/** Four corners in order: top left, top right, bottom right, bottom left of the flat face. */
export type Quad = readonly [Point, Point, Point, Point];

export function mapQuad(quad: Quad, map: (point: Point) => Point): Quad {
  return [map(quad[0]), map(quad[1]), map(quad[2]), map(quad[3])];
}

export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A 3 x 3 projective transform, row by row, the last entry 1. */
type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** Solves `a x = b` by Gaussian elimination with partial pivoting (a is n x n, row by row). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const rows = a.map((row, index) => [...row, b[index] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++) {
      if (Math.abs(rows[row]?.[column] ?? 0) > Math.abs(rows[pivot]?.[column] ?? 0)) pivot = row;
    }
    const swap = rows[column];
    const pivotRow = rows[pivot];
    if (!swap || !pivotRow) throw new Error("Singular system");
    rows[column] = pivotRow;
    rows[pivot] = swap;
    const lead = pivotRow[column] ?? 0;
    if (Math.abs(lead) < 1e-12) throw new Error("The quad is degenerate");
    for (let row = 0; row < n; row++) {
      const current = rows[row];
      if (row === column || !current) continue;
      const factor = (current[column] ?? 0) / lead;
      for (let k = column; k <= n; k++) current[k] = (current[k] ?? 0) - factor * (pivotRow[k] ?? 0);
    }
  }
  return rows.map((row, index) => (row[n] ?? 0) / (row[index] ?? 1));
}

/** The homography that takes each `from` corner to the matching `to` corner. */
export function homography(from: Quad, to: Quad): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (const [index, { x, y }] of from.entries()) {
    const { x: u, y: v } = to[index] ?? { x: 0, y: 0 };
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = solve(a, b);
  return [h0, h1, h2, h3, h4, h5, h6, h7, 1];
}

export function project(h: Homography, point: Point): Point {
  const w = h[6] * point.x + h[7] * point.y + h[8];
  return { x: (h[0] * point.x + h[1] * point.y + h[2]) / w, y: (h[3] * point.x + h[4] * point.y + h[5]) / w };
}

/** The smallest pixel-aligned box holding the points, in the same units. */
function boundsOf(points: readonly Point[]): { x: number; y: number; width: number; height: number } {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}

/** Straight-alpha bilinear sample of `image` at (x, y), written into `out` at `offset`. */
function sample(
  image: RgbaImage,
  x: number,
  y: number,
  out: Uint8Array,
  offset: number,
  coverage: number,
): void {
  const maxX = image.width - 1;
  const maxY = image.height - 1;
  const cx = Math.min(maxX, Math.max(0, x - 0.5));
  const cy = Math.min(maxY, Math.max(0, y - 0.5));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(maxX, x0 + 1);
  const y1 = Math.min(maxY, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const { data, width } = image;
  const i00 = (y0 * width + x0) * 4;
  const i10 = (y0 * width + x1) * 4;
  const i01 = (y1 * width + x0) * 4;
  const i11 = (y1 * width + x1) * 4;
  const w00 = (1 - fx) * (1 - fy) * ((data[i00 + 3] ?? 0) / 255);
  const w10 = fx * (1 - fy) * ((data[i10 + 3] ?? 0) / 255);
  const w01 = (1 - fx) * fy * ((data[i01 + 3] ?? 0) / 255);
  const w11 = fx * fy * ((data[i11 + 3] ?? 0) / 255);
  const alpha = w00 + w10 + w01 + w11;
  if (alpha <= 0) return;
  // Weighted by alpha, so transparent neighbours do not darken the edge of what is drawn.
  for (let channel = 0; channel < 3; channel++) {
    const value =
      (data[i00 + channel] ?? 0) * w00 +
      (data[i10 + channel] ?? 0) * w10 +
      (data[i01 + channel] ?? 0) * w01 +
      (data[i11 + channel] ?? 0) * w11;
    out[offset + channel] = Math.round(value / alpha);
  }
  out[offset + 3] = Math.round(alpha * coverage * 255);
}

/**
 * The flat `face` mapped into `quad` (in output pixels): the image of the face in perspective,
 * cropped to the quad's bounds (and to `clip`, from the origin, when given), and where it sits.
 */
export function warpToQuad(
  face: RgbaImage,
  quad: Quad,
  clip?: { width: number; height: number },
): { image: RgbaImage; x: number; y: number } {
  const whole = boundsOf(quad);
  // Only what the picture shows is worked out: a wall may run on past its edge.
  const x0 = clip ? Math.max(0, whole.x) : whole.x;
  const y0 = clip ? Math.max(0, whole.y) : whole.y;
  const box = {
    x: x0,
    y: y0,
    width: (clip ? Math.min(clip.width, whole.x + whole.width) : whole.x + whole.width) - x0,
    height: (clip ? Math.min(clip.height, whole.y + whole.height) : whole.y + whole.height) - y0,
  };
  const width = Math.max(1, box.width);
  const height = Math.max(1, box.height);
  const corners: Quad = [
    { x: 0, y: 0 },
    { x: face.width, y: 0 },
    { x: face.width, y: face.height },
    { x: 0, y: face.height },
  ];
  const local = mapQuad(quad, (point) => ({ x: point.x - box.x, y: point.y - box.y }));
  const back = homography(local, corners);
  // Each edge as a line a x + b y + c = 0 scaled to pixels, positive inside (either winding).
  const following = (index: number): Point => local[(index + 1) % 4] ?? local[0];
  const area = local.reduce((sum, point, index) => {
    const next = following(index);
    return sum + point.x * next.y - next.x * point.y;
  }, 0);
  const sign = area > 0 ? 1 : -1;
  const edges = local.map((point, index) => {
    const next = following(index);
    const dx = next.x - point.x;
    const dy = next.y - point.y;
    const length = Math.hypot(dx, dy) || 1;
    return {
      a: (-dy / length) * sign,
      b: (dx / length) * sign,
      c: ((dy * point.x - dx * point.y) / length) * sign,
    };
  });
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      let inside = Number.POSITIVE_INFINITY;
      for (const edge of edges) inside = Math.min(inside, edge.a * px + edge.b * py + edge.c);
      const coverage = Math.min(1, inside + 0.5);
      if (coverage <= 0) continue;
      const w = back[6] * px + back[7] * py + back[8];
      const u = (back[0] * px + back[1] * py + back[2]) / w;
      const v = (back[3] * px + back[4] * py + back[5]) / w;
      sample(face, u, v, out, (y * width + x) * 4, coverage);
    }
  }
  return { image: { data: out, width, height }, x: box.x, y: box.y };
}

/**
 * A truncated cone standing upright (a takeaway cup), seen from a little above: its axis at
 * `centreX`, `radiusTop` at `top` and `radiusBottom` at `bottom` (output pixels), the ellipse of
 * each rim `tilt` times as tall as it is wide.
 */
export interface Cone {
  centreX: number;
  top: number;
  bottom: number;
  radiusTop: number;
  radiusBottom: number;
  tilt: number;
}

/**
 * The flat `print` wrapped round the front of the cone, its centre facing the viewer and its
 * top edge at `printTop` down the side (pixels along the wall, from the top rim). Returns the
 * warped image and where it sits.
 */
export function wrapOnCone(
  print: RgbaImage,
  cone: Cone,
  printTop: number,
): { image: RgbaImage; x: number; y: number } {
  const slant = cone.bottom - cone.top;
  const radiusAt = (height: number) =>
    cone.radiusTop + ((cone.radiusBottom - cone.radiusTop) * Math.max(0, Math.min(slant, height))) / slant;
  const halfArc = print.width / 2;
  const widest = Math.max(cone.radiusTop, cone.radiusBottom);
  const x0 = Math.floor(cone.centreX - widest);
  const y0 = Math.floor(cone.top + printTop - widest * cone.tilt);
  const width = Math.ceil(2 * widest) + 2;
  const height = Math.ceil(print.height + 2 * widest * cone.tilt) + 2;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const screenY = y0 + y + 0.5 - cone.top;
    for (let x = 0; x < width; x++) {
      const screenX = x0 + x + 0.5 - cone.centreX;
      // The wall height h and the angle round the axis that land on this pixel: a few rounds of
      // fixed-point iteration, since the radius depends on the height.
      let h = screenY;
      let angle = 0;
      let visible = true;
      for (let round = 0; round < 3; round++) {
        const radius = radiusAt(h);
        const s = screenX / radius;
        if (s <= -1 || s >= 1) {
          visible = false;
          break;
        }
        angle = Math.asin(s);
        h = screenY - cone.tilt * radius * Math.cos(angle);
      }
      if (!visible) continue;
      const radius = radiusAt(h);
      const u = halfArc + radius * angle;
      const v = h - printTop;
      if (u < 0 || u > print.width || v < 0 || v > print.height) continue;
      // The print fades out over the last pixel before the cup turns away, like ink on a curve.
      const edge = Math.min(1, (radius - Math.abs(screenX)) / 1.2);
      sample(print, u, v, out, (y * width + x) * 4, Math.max(0, edge));
    }
  }
  return { image: { data: out, width, height }, x: x0, y: y0 };
}
