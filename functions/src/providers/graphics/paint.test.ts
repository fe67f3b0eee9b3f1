import { describe, expect, it } from "vitest";
import { contrast, luminance, toLab } from "./paint";

/** WCAG 2's formula, written out, to check the table the module works from. */
function wcagLinear(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

describe("paint", () => {
  it("gives WCAG 2 luminance for every byte value, and for blends between them", () => {
    for (let value = 0; value <= 255; value++) {
      expect(luminance({ r: value, g: value, b: value })).toBeCloseTo(wcagLinear(value), 12);
    }
    const between = luminance({ r: 127.5, g: 127.5, b: 127.5 });
    expect(between).toBeCloseTo(wcagLinear(127.5), 12);
    expect(between).toBeGreaterThan(luminance({ r: 127, g: 127, b: 127 }));
    expect(between).toBeLessThan(luminance({ r: 128, g: 128, b: 128 }));
  });

  it("keeps the contrast and Lab figures the health check reads", () => {
    expect(contrast({ r: 255, g: 255, b: 255 }, { r: 0, g: 0, b: 0 })).toBeCloseTo(21, 9);
    expect(contrast({ r: 118, g: 118, b: 118 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(4.54, 2);
    const [lightness] = toLab({ r: 255, g: 255, b: 255 });
    expect(lightness).toBeCloseTo(100, 3);
  });
});
