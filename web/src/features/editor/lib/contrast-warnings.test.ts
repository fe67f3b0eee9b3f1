import type { DesignEdits } from "@contract";
import { describe, expect, it } from "vitest";
import {
  contrastWarnings,
  customColorWarnings,
  drawnTextWarnings,
  formatRatio,
} from "@/features/editor/lib/contrast-warnings";

const CURATED: DesignEdits = {
  brandName: "Acme",
  tagline: "",
  palette: { kind: "curated", id: "crust", background: "light" },
  font: "lora",
  layout: "stacked",
  symbol: { kind: "monogram" },
};

function custom(background: string, text: string, brand: string): DesignEdits {
  return { ...CURATED, palette: { kind: "custom", background, text, brand } };
}

describe("contrast warnings", () => {
  it("warns when custom text falls under WCAG's 4.5:1, and a symbol colour under 3:1", () => {
    expect(customColorWarnings(custom("#FFFFFF", "#111111", "#4338CA"))).toEqual([]);
    const warnings = customColorWarnings(custom("#FFFFFF", "#F4D35E", "#FFF3B0"));
    expect(warnings.map((warning) => warning.id)).toEqual(["custom-text", "custom-brand"]);
    expect(warnings[0]?.message).toContain("4.5:1");
    // 4.48:1 is still under the line: the ratio is never rounded up past it.
    expect(formatRatio(4.48)).toBe("4.4:1");
  });

  it("says nothing about curated palettes or half-typed colours", () => {
    expect(customColorWarnings(CURATED)).toEqual([]);
    expect(customColorWarnings(custom("#FFF", "#F4D35E", "#000000"))).toEqual([]);
  });

  it("warns about drawn text under 4.5:1, once per role, naming the worst pair", () => {
    const warnings = drawnTextWarnings([
      { role: "tagline", foreground: "#AAAAAA", background: "#FFFFFF", ratio: 2.32 },
      { role: "tagline", foreground: "#999999", background: "#FFFFFF", ratio: 2.85 },
      { role: "name", foreground: "#111111", background: "#FFFFFF", ratio: 18.9 },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain("The tagline is drawn at 2.3:1");
  });

  it("does not repeat the custom text warning for text drawn in that same colour", () => {
    const edits = custom("#FFFFFF", "#F4D35E", "#0B6E4F");
    const warnings = contrastWarnings(edits, [
      { role: "name", foreground: "#F4D35E", background: "#FFFFFF", ratio: 1.6 },
    ]);
    expect(warnings.map((warning) => warning.id)).toEqual(["custom-text"]);
  });
});
