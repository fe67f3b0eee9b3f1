import { describe, expect, it } from "vitest";
import { contrastRatio, ensureContrast, MIN_GRAPHIC_CONTRAST, MIN_TEXT_CONTRAST } from "./color";
import { PALETTES } from "./curated-palettes";
import { resolveColors } from "./palettes";

describe("palettes", () => {
  it("computes WCAG contrast", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
    expect(contrastRatio(ensureContrast("#E2B65A", "#FFFFFF", 4.5), "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ensureContrast("#1F3A5F", "#0F1A2E", 4.5), "#0F1A2E")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PALETTES.flatMap((p) => (["light", "dark"] as const).map((mode) => [p.id, mode] as const)))(
    "%s (%s) keeps every text colour at 4.5:1 on its ground",
    (id, mode) => {
      const c = resolveColors(id, mode);
      expect(contrastRatio(c.ink, c.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(c.primaryText, c.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(c.muted, c.background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(c.onFill, c.fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(c.primary, c.background)).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
    },
  );
});
