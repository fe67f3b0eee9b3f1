import { describe, expect, it } from "vitest";
import { watermarkPositions } from "@/features/billing/lib/watermarked-sample";

describe("watermarkPositions", () => {
  it("covers the whole canvas after rotation, in a brick pattern", () => {
    const width = 500;
    const height = 500;
    const positions = watermarkPositions(width, height);
    const reach = Math.hypot(width, height) / 2;
    const xs = positions.map((p) => p.x);
    const ys = positions.map((p) => p.y);
    // The rotated frame is centred: words must reach the corners in every direction.
    expect(Math.min(...xs)).toBeLessThanOrEqual(-reach);
    expect(Math.max(...xs)).toBeGreaterThanOrEqual(reach - 170);
    expect(Math.min(...ys)).toBeLessThanOrEqual(-reach + 1);
    expect(Math.max(...ys)).toBeGreaterThanOrEqual(reach - 80);
    const firstRow = positions.filter((p) => p.y === ys[0]);
    const secondRow = positions.filter((p) => p.y !== ys[0] && p.y === ys[firstRow.length]);
    expect(firstRow[0]?.x).not.toBe(secondRow[0]?.x);
  });
});
