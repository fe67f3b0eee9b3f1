/**
 * Compares two renderings of the same text by their ink: each is cut to its ink's bounding box
 * and the two masks are laid over each other at the top left. Used to hold our outlines to
 * another engine's rendering (resvg's text layout, a browser's).
 */
export interface Ink {
  width: number;
  height: number;
  /** Ink or not, row by row, inside the ink box. */
  mask: boolean[];
}

/** The ink of an image whose pixels are `channels` bytes each; `isInk` reads one pixel. */
export function inkOf(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  isInk: (pixel: Uint8Array) => boolean,
): Ink {
  const at = (x: number, y: number) =>
    isInk(pixels.subarray((y * width + x) * channels, (y * width + x + 1) * channels));
  let x1 = width;
  let y1 = height;
  let x2 = -1;
  let y2 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!at(x, y)) continue;
      x1 = Math.min(x1, x);
      y1 = Math.min(y1, y);
      x2 = Math.max(x2, x);
      y2 = Math.max(y2, y);
    }
  if (x2 < 0) return { width: 0, height: 0, mask: [] };
  const mask: boolean[] = [];
  for (let y = y1; y <= y2; y++) for (let x = x1; x <= x2; x++) mask.push(at(x, y));
  return { width: x2 - x1 + 1, height: y2 - y1 + 1, mask };
}

/**
 * How far two inks agree: the share of each one's ink pixels that have ink of the other within
 * `radius` px (1 forgives anti-aliasing and a renderer's half-pixel rounding of thin strokes, not
 * a misplaced letter). 0 when their boxes differ by more than `slack` px.
 */
export function inkOverlap(a: Ink, b: Ink, radius = 1, slack = 3): number {
  if (Math.abs(a.width - b.width) > slack || Math.abs(a.height - b.height) > slack) return 0;
  const inkAt = (ink: Ink, x: number, y: number) =>
    x >= 0 && y >= 0 && x < ink.width && y < ink.height && (ink.mask[y * ink.width + x] ?? false);
  const near = (ink: Ink, x: number, y: number) => {
    for (let dy = -radius; dy <= radius; dy++)
      for (let dx = -radius; dx <= radius; dx++) if (inkAt(ink, x + dx, y + dy)) return true;
    return false;
  };
  let matched = 0;
  let total = 0;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    for (let y = 0; y < from.height; y++)
      for (let x = 0; x < from.width; x++) {
        if (!inkAt(from, x, y)) continue;
        total++;
        if (near(to, x, y)) matched++;
      }
  }
  return total === 0 ? 0 : matched / total;
}
