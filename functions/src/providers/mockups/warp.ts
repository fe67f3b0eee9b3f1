/**
 * What SVG cannot do: true perspective (a card lying on a table, a shop front seen from the
 * pavement) and print wrapped round a cup. SVG transforms are affine, so a receding plane would
 * look like a parallelogram; instead the flat face is rendered and its pixels are mapped through
 * a homography (or the cup's cone) into the shape it takes on screen. Edges are anti-aliased from
 * each pixel's distance to the outline, so the warped face sits in the vector scene without jaggies.
 */

import { rgbaWords } from "../../engine/render";

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

/** A box of whole pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest pixel-aligned box holding the points, in the same units. */
function boundsOf(points: readonly Point[]): PixelBox {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}

/** An image's pixels as words (see rgbaWords): a bilinear sample reads four words rather than sixteen bytes. */
function pixelWords(image: RgbaImage): Uint32Array {
  return rgbaWords(image.data) ?? new Uint32Array(image.data.slice().buffer);
}

/**
 * Straight-alpha bilinear sample at (x, y) of the image whose words are `pixels` (`width` x
 * `height`), written into `out` at `offset` with its alpha times `coverage`.
 */
function sample(
  pixels: Uint32Array,
  width: number,
  height: number,
  x: number,
  y: number,
  out: Uint8Array,
  offset: number,
  coverage: number,
): void {
  const maxX = width - 1;
  const maxY = height - 1;
  const cx = x < 0.5 ? 0 : x - 0.5 > maxX ? maxX : x - 0.5;
  const cy = y < 0.5 ? 0 : y - 0.5 > maxY ? maxY : y - 0.5;
  // Both are at least 0, so truncating is flooring.
  const x0 = cx | 0;
  const y0 = cy | 0;
  const i00 = y0 * width + x0;
  const i10 = x0 < maxX ? i00 + 1 : i00;
  const below = y0 < maxY ? width : 0;
  mixFour(
    pixels[i00] ?? 0,
    pixels[i10] ?? 0,
    pixels[i00 + below] ?? 0,
    pixels[i10 + below] ?? 0,
    cx - x0,
    cy - y0,
    out,
    offset,
    coverage,
  );
}

/**
 * Four neighbouring pixels (top left, top right, bottom left, bottom right) mixed at (fx, fy)
 * between them. Kept apart from `sample` so that each is small enough for V8 to inline: a call
 * that is not inlined boxes its fractional arguments, and the garbage doubled a warp's time.
 */
function mixFour(
  p00: number,
  p10: number,
  p01: number,
  p11: number,
  fx: number,
  fy: number,
  out: Uint8Array,
  offset: number,
  coverage: number,
): void {
  let w00 = (1 - fx) * (1 - fy);
  let w10 = fx * (1 - fy);
  let w01 = (1 - fx) * fy;
  let w11 = fx * fy;
  // Weighted by alpha, so transparent neighbours do not darken the edge of what is drawn; where
  // all four are opaque (most of a face) the weights are the plain bilinear ones.
  if ((p00 & p10 & p01 & p11) >>> 24 !== 255) {
    w00 *= (p00 >>> 24) / 255;
    w10 *= (p10 >>> 24) / 255;
    w01 *= (p01 >>> 24) / 255;
    w11 *= (p11 >>> 24) / 255;
  }
  const alpha = w00 + w10 + w01 + w11;
  if (alpha <= 0) return;
  const inverse = 1 / alpha;
  // Each value is at least 0 and at most 255 (a weighted mean of channels, a share of full
  // alpha), and a byte array stores a number truncated: half added, that is rounding, at half the
  // cost of Math.round here (a warp's time was mostly these four calls).
  for (let shift = 0; shift < 24; shift += 8) {
    out[offset + shift / 8] =
      (((p00 >>> shift) & 255) * w00 +
        ((p10 >>> shift) & 255) * w10 +
        ((p01 >>> shift) & 255) * w01 +
        ((p11 >>> shift) & 255) * w11) *
        inverse +
      0.5;
  }
  out[offset + 3] = alpha * coverage * 255 + 0.5;
}

/**
 * Part of a flat face `faceWidth` x `faceHeight` pixels: `image` holds its pixels from (`left`,
 * `top`). A wall that runs out of the picture need only be drawn as far as it shows.
 */
interface FacePart {
  image: RgbaImage;
  left: number;
  top: number;
  faceWidth: number;
  faceHeight: number;
}

function asPart(face: RgbaImage | FacePart): FacePart {
  return "image" in face
    ? face
    : { image: face, left: 0, top: 0, faceWidth: face.width, faceHeight: face.height };
}

/** The box of output pixels worked out for `quad`: its bounds, cut to `clip` (from the origin) when given. */
export function warpOutputBox(quad: Quad, clip?: { width: number; height: number }): PixelBox {
  const whole = boundsOf(quad);
  if (!clip) return whole;
  const x = Math.max(0, whole.x);
  const y = Math.max(0, whole.y);
  return {
    x,
    y,
    width: Math.min(clip.width, whole.x + whole.width) - x,
    height: Math.min(clip.height, whole.y + whole.height) - y,
  };
}

/** The part of `polygon` on the side of the line a x + b y + c = 0 where it is at least 0. */
function cutByLine(polygon: readonly Point[], a: number, b: number, c: number): Point[] {
  const kept: Point[] = [];
  polygon.forEach((point, index) => {
    const next = polygon[(index + 1) % polygon.length] ?? point;
    const here = a * point.x + b * point.y + c;
    const there = a * next.x + b * next.y + c;
    if (here >= 0) kept.push(point);
    if (here >= 0 !== there >= 0) {
      const t = here / (here - there);
      kept.push({ x: point.x + (next.x - point.x) * t, y: point.y + (next.y - point.y) * t });
    }
  });
  return kept;
}

/**
 * The box of a `face` (width x height pixels) that its warp into `quad`, cut to `clip`, reads,
 * with `margin` face pixels to spare on every side, within the face; undefined when none of the
 * face shows. Bilinear sampling reads a pixel's neighbours too, so the margin must be at least 2
 * for the part to warp to exactly the pixels the whole face would.
 */
export function shownPartOfFace(
  face: { width: number; height: number },
  quad: Quad,
  clip: { width: number; height: number },
  margin: number,
): PixelBox | undefined {
  // A pixel past the edge of the picture is never worked out; one more is kept for good measure.
  let shown: Point[] = [...quad];
  shown = cutByLine(shown, 1, 0, 1);
  shown = cutByLine(shown, -1, 0, clip.width + 1);
  shown = cutByLine(shown, 0, 1, 1);
  shown = cutByLine(shown, 0, -1, clip.height + 1);
  if (shown.length < 3) return undefined;
  const corners: Quad = [
    { x: 0, y: 0 },
    { x: face.width, y: 0 },
    { x: face.width, y: face.height },
    { x: 0, y: face.height },
  ];
  // A homography maps the convex piece of the quad to a convex piece of the face: its corners bound it.
  const back = homography(quad, corners);
  const onFace = shown.map((point) => project(back, point));
  const box = boundsOf(onFace);
  const left = Math.max(0, box.x - margin);
  const top = Math.max(0, box.y - margin);
  const right = Math.min(face.width, box.x + box.width + margin);
  const bottom = Math.min(face.height, box.y + box.height + margin);
  if (right <= left || bottom <= top) return undefined;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** A line a x + b y + c = 0, scaled so that a x + b y + c is the distance from it. */
interface Line {
  a: number;
  b: number;
  c: number;
}

/** Each edge of `quad` as a line, the distance positive inside the quad (either winding). */
function edgesOf(quad: Quad): readonly [Line, Line, Line, Line] {
  const area = quad.reduce((sum, point, index) => {
    const next = quad[(index + 1) % 4] ?? point;
    return sum + point.x * next.y - next.x * point.y;
  }, 0);
  const sign = area > 0 ? 1 : -1;
  const edge = (from: Point, to: Point): Line => {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const length = Math.hypot(dx, dy) || 1;
    return {
      a: (-dy / length) * sign,
      b: (dx / length) * sign,
      c: ((dy * from.x - dx * from.y) / length) * sign,
    };
  };
  const [p0, p1, p2, p3] = quad;
  return [edge(p0, p1), edge(p1, p2), edge(p2, p3), edge(p3, p0)];
}

/**
 * The first and last pixel of row `py` (its centre's y) that may be within half a pixel inside
 * every edge. Along a row each edge's distance is linear in x, so they form one run; it is
 * widened by a pixel each way so rounding never drops one (each pixel is still tested).
 */
function runInRow(edges: readonly Line[], py: number, width: number): { from: number; to: number } {
  let from = 0;
  let to = width - 1;
  for (const { a, b, c } of edges) {
    // a (x + 0.5) + b py + c > -0.5 on the pixels that show.
    const rest = b * py + c + 0.5;
    if (a > 1e-9) from = Math.max(from, Math.floor(-rest / a - 0.5));
    else if (a < -1e-9) to = Math.min(to, Math.ceil(-rest / a - 0.5));
    else if (rest <= 0) to = -1;
  }
  return { from, to };
}

/**
 * A warp worked out again only where a face has changed: the output pixels whose point on the face
 * lies in `faceBox` (face pixels) are written over `onto`, the same warp of the face as it was
 * before (its box, from the same quad and clip); every other pixel of `onto` is kept.
 */
interface WarpPatch {
  faceBox: PixelBox;
  onto: { image: RgbaImage; x: number; y: number };
}

/** The output pixels (in `box`'s frame) whose centres may map into `faceBox`, through `toScreen`. */
function patchRows(toScreen: Homography, faceBox: PixelBox, box: PixelBox): PixelBox {
  const { x, y, width, height } = faceBox;
  const corners: Quad = [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
  // A rectangle on the face maps to a convex quad, bounded by its corners; a pixel more for rounding.
  const bounds = boundsOf(corners.map((corner) => project(toScreen, corner)));
  const left = Math.max(0, bounds.x - 1);
  const top = Math.max(0, bounds.y - 1);
  return {
    x: left,
    y: top,
    width: Math.min(box.width, bounds.x + bounds.width + 1) - left,
    height: Math.min(box.height, bounds.y + bounds.height + 1) - top,
  };
}

/**
 * The flat `face` (or the part of it held) mapped into `quad` (in output pixels): the image of
 * the face in perspective, cropped to the quad's bounds (and to `clip`, from the origin, when
 * given), and where it sits. With a `patch`, only the pixels it names are worked out, into its
 * image. A pixel's point on the face is worked out in the whole face's frame whatever part is
 * held, so a patch samples exactly where the whole warp does.
 */
export function warpToQuad(
  face: RgbaImage | FacePart,
  quad: Quad,
  clip?: { width: number; height: number },
  patch?: WarpPatch,
): { image: RgbaImage; x: number; y: number } {
  const part = asPart(face);
  // Only what the picture shows is worked out: a wall may run on past its edge.
  const box = warpOutputBox(quad, clip);
  const width = Math.max(1, box.width);
  const height = Math.max(1, box.height);
  const corners: Quad = [
    { x: 0, y: 0 },
    { x: part.faceWidth, y: 0 },
    { x: part.faceWidth, y: part.faceHeight },
    { x: 0, y: part.faceHeight },
  ];
  const local = mapQuad(quad, (point) => ({ x: point.x - box.x, y: point.y - box.y }));
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = homography(local, corners);
  const edges = edgesOf(local);
  const [top, right, bottom, left] = edges;
  const pixels = pixelWords(part.image);
  const { width: partWidth, height: partHeight } = part.image;
  const { left: partLeft, top: partTop } = part;
  const { onto } = patch ?? {};
  if (
    onto &&
    (onto.x !== box.x || onto.y !== box.y || onto.image.width !== width || onto.image.height !== height)
  )
    throw new Error("A warp's patch must go onto the same warp");
  const out = onto ? onto.image.data : new Uint8Array(width * height * 4);
  const rows = patch
    ? patchRows(homography(corners, local), patch.faceBox, box)
    : { x: 0, y: 0, width, height };
  const faceBox = patch?.faceBox;
  for (let y = rows.y; y < rows.y + rows.height; y++) {
    const py = y + 0.5;
    const run = runInRow(edges, py, width);
    const from = Math.max(run.from, rows.x);
    const to = Math.min(run.to, rows.x + rows.width - 1);
    // What does not change along the row, worked out once for it.
    const topRest = top.b * py + top.c;
    const rightRest = right.b * py + right.c;
    const bottomRest = bottom.b * py + bottom.c;
    const leftRest = left.b * py + left.c;
    const rowU = h1 * py + h2;
    const rowV = h4 * py + h5;
    const rowW = h7 * py + h8;
    for (let x = from; x <= to; x++) {
      const px = x + 0.5;
      const inside = Math.min(
        top.a * px + topRest,
        right.a * px + rightRest,
        bottom.a * px + bottomRest,
        left.a * px + leftRest,
      );
      if (inside <= -0.5) continue;
      const perspective = 1 / (h6 * px + rowW);
      const u = (h0 * px + rowU) * perspective;
      const v = (h3 * px + rowV) * perspective;
      if (
        faceBox &&
        (u < faceBox.x || u > faceBox.x + faceBox.width || v < faceBox.y || v > faceBox.y + faceBox.height)
      )
        continue;
      // Whole pixels taken from a face coordinate leave it exact: the part samples as the face does.
      sample(
        pixels,
        partWidth,
        partHeight,
        u - partLeft,
        v - partTop,
        out,
        (y * width + x) * 4,
        inside >= 0.5 ? 1 : inside + 0.5,
      );
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
  const pixels = pixelWords(print);
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
      sample(pixels, print.width, print.height, u, v, out, (y * width + x) * 4, Math.max(0, edge));
    }
  }
  return { image: { data: out, width, height }, x: x0, y: y0 };
}
