import { describe, expect, it } from "vitest";
import {
  distanceToOutside,
  localThickness,
  type Mask,
  narrowSpaces,
  percentile,
  pieceHeights,
  thicknessSamples,
} from "./shape-measures";

function mask(width: number, height: number, inside: (x: number, y: number) => boolean): Mask {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = inside(x, y) ? 1 : 0;
  return { data, width, height };
}

/**
 * Local thickness by its definition, slowly: every shape pixel's disc painted with its diameter
 * wherever it reaches, the largest kept (a disc inside a larger one changes nothing, so every pixel
 * may stand as a centre); with `maxRadius`, the opening's pixels first take the cap. Squared
 * distances are whole numbers, compared as such.
 */
function thicknessByDefinition(shape: Mask, maxRadius = Number.POSITIVE_INFINITY): number[] {
  const { width, height, data } = shape;
  const distance = distanceToOutside(shape);
  // Kept as the measure keeps it, in 32-bit floats.
  const thickness = new Float32Array(width * height);
  if (Number.isFinite(maxRadius)) {
    const deep = new Uint8Array(width * height).map((_, p) => ((distance[p] ?? 0) > maxRadius ? 0 : 1));
    const toDeep = distanceToOutside({ data: deep, width, height }, false);
    data.forEach((inside, p) => {
      if (inside && (toDeep[p] ?? 0) <= maxRadius) thickness[p] = 2 * maxRadius - 1;
    });
  }
  distance.forEach((d, centre) => {
    if (d <= 0 || d > maxRadius) return;
    const cx = centre % width;
    const cy = Math.floor(centre / width);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 < Math.round(d * d))
          thickness[y * width + x] = Math.max(thickness[y * width + x] ?? 0, 2 * d - 1);
  });
  return [...thickness.map((value, p) => (data[p] && value < 1 ? 1 : value))];
}

describe("shape measures", () => {
  it("gives every pixel the largest disc that covers it, as the definition does", () => {
    // A ring, a bar, a blob of two circles with a notch, and a one-pixel line, side by side.
    const shapes = mask(70, 40, (x, y) => {
      const ring = Math.hypot(x - 12, y - 12);
      const blob = Math.min(Math.hypot(x - 40, y - 20), Math.hypot(x - 48, y - 26) + 3);
      return (
        (ring < 10 && ring >= 5) ||
        (x >= 2 && x < 30 && y >= 27 && y < 33) ||
        (blob < 11 && !(x > 44 && y > 12 && y < 15)) ||
        (x === 64 && y > 3 && y < 36)
      );
    });
    expect([...localThickness(shapes)]).toEqual(thicknessByDefinition(shapes));
    expect([...localThickness(shapes, 4)]).toEqual(thicknessByDefinition(shapes, 4));
    const values = new Set(localThickness(shapes));
    // The blob, the bar, the ring and the line measure differently.
    expect(values.size).toBeGreaterThan(8);
  });

  it("gives every shape pixel its distance to the nearest outside pixel, as counting every pair does", () => {
    // Scattered pixels, a solid band touching the left and right edges, rows with nothing, and a
    // few columns with no outside pixel at all.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const width = 31;
    const height = 23;
    const shape = mask(width, height, (x, y) => {
      if (y < 2) return false;
      if (y >= 9 && y < 13) return true;
      if (x >= 20 && x < 23) return true;
      return random() < 0.6;
    });
    for (const edgeIsOutside of [true, false]) {
      const expected: number[] = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!shape.data[y * width + x]) {
            expected.push(0);
            continue;
          }
          // Outside the mask, the ring just past its edge when the edge counts as outside.
          let best = edgeIsOutside
            ? Math.min(x + 1, y + 1, width - x, height - y) ** 2
            : Number.POSITIVE_INFINITY;
          for (let v = 0; v < height; v++)
            for (let u = 0; u < width; u++)
              if (!shape.data[v * width + u]) best = Math.min(best, (x - u) ** 2 + (y - v) ** 2);
          expected.push(Math.sqrt(best));
        }
      }
      const measured = [...distanceToOutside(shape, edgeIsOutside)];
      expect(measured).toEqual(expected);
    }
    // With the edge not outside, a shape with no outside pixel is far from everything.
    const full = mask(6, 5, () => true);
    for (const value of distanceToOutside(full, false)) expect(value).toBeGreaterThan(1e6);
  });

  it("measures a line's thickness as its width in pixels", () => {
    // Odd widths exactly; even ones to the pixel (disc centres sit on pixel centres).
    for (const [width, measured] of [
      [1, 1],
      [3, 3],
      [5, 5],
      [6, 5],
    ] as const) {
      const line = mask(40, 20, (x, y) => x >= 5 && x < 35 && y >= 8 && y < 8 + width);
      expect(percentile(thicknessSamples(line), 0.5)).toBe(measured);
    }
  });

  it("measures a block by its own width, not by its edges", () => {
    const block = mask(40, 40, (x, y) => x >= 5 && x < 35 && y >= 5 && y < 35);
    const thickness = localThickness(block);
    expect(thickness[20 * 40 + 20]).toBeGreaterThanOrEqual(29);
    // Edges belong to the block's big discs; only the corners are measured thinner.
    expect(percentile(thicknessSamples(block), 0.5)).toBeGreaterThanOrEqual(29);
    expect(percentile(thicknessSamples(block), 0.05)).toBeGreaterThan(5);
  });

  it("finds the narrow space between two bars and measures its width", () => {
    const bars = mask(40, 30, (x, y) => y >= 5 && y < 25 && ((x >= 5 && x < 15) || (x >= 19 && x < 29)));
    const spaces = narrowSpaces(bars, 6);
    expect(spaces.data[15 * 40 + 17]).toBe(1);
    // Open space far from the bars is not a narrow space.
    expect(spaces.data[15 * 40 + 38]).toBe(0);
    const gaps = thicknessSamples(spaces);
    expect(percentile(gaps, 0.5)).toBe(3);
  });

  it("measures the background only where asked, the same values as measuring all of it", () => {
    // Letters with a narrow gap between two of them, on a wide background.
    const ink = mask(
      120,
      60,
      (x, y) => y >= 10 && y < 50 && ((x >= 10 && x < 30) || (x >= 34 && x < 54) || (x >= 80 && x < 100)),
    );
    const background: Mask = { ...ink, data: ink.data.map((value) => (value ? 0 : 1)) };
    const within = mask(120, 60, (x, y) => x >= 30 && x < 34 && y >= 12 && y < 48);
    const everywhere = localThickness(background, 20);
    const expected: number[] = [];
    for (let p = 0; p < within.data.length; p++) if (within.data[p]) expected.push(everywhere[p] ?? 0);
    expect(thicknessSamples(background, within, 20)).toEqual(expected);
    expect(percentile(expected, 0.5)).toBe(3);
    expect(
      thicknessSamples(
        background,
        mask(120, 60, () => false),
        20,
      ),
    ).toEqual([]);
  });

  it("counts the heights of separate pieces, ignoring specks", () => {
    const letters = mask(
      60,
      30,
      (x, y) =>
        (x >= 5 && x < 10 && y >= 5 && y < 25) ||
        (x >= 20 && x < 30 && y >= 10 && y < 25) ||
        (x === 50 && y === 2),
    );
    expect(pieceHeights(letters, 3).sort((a, b) => a - b)).toEqual([15, 20]);
  });
});
