import { describe, expect, it } from "vitest";
import {
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

describe("shape measures", () => {
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
