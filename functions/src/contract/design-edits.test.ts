import { describe, expect, it } from "vitest";
import { contrastRatio as engineContrastRatio } from "../engine/color";
import { BRAND_NAME_MAX } from "./app-config";
import { contrastRatio } from "./colour-contrast";
import { DesignEdits, IconSearchQuery, TAGLINE_MAX } from "./design-edits";

const VALID = {
  brandName: "Crumb & Co.",
  tagline: "Baked at dawn",
  palette: { kind: "curated", id: "wheat-cream", background: "light" },
  font: "lora",
  layout: "stacked",
  symbol: { kind: "icon", icon: "phosphor:bread" },
};

function firstError(value: unknown): string | undefined {
  const parsed = DesignEdits.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe("DesignEdits", () => {
  it("accepts a complete design and trims its texts", () => {
    const parsed = DesignEdits.parse({ ...VALID, brandName: "  Crumb & Co. ", tagline: " Baked at dawn  " });
    expect(parsed.brandName).toBe("Crumb & Co.");
    expect(parsed.tagline).toBe("Baked at dawn");
    expect(DesignEdits.parse({ ...VALID, tagline: "" }).tagline).toBe("");
  });

  it("cleans the name and the tagline with the rule every user text follows", () => {
    const parsed = DesignEdits.parse({
      ...VALID,
      brandName: "Crumb\u202E & Co.\u200B",
      tagline: "Hidden\u200Bmark\u2066 since\u00A0 1921\n",
    });
    expect(parsed.brandName).toBe("Crumb & Co.");
    expect(parsed.tagline).toBe("Hiddenmark since 1921");
    expect(DesignEdits.parse({ ...VALID, tagline: "نان\u200Cپزی\u200F" }).tagline).toBe("نان\u200Cپزی\u200F");
    expect(DesignEdits.parse({ ...VALID, tagline: "\u200B\u202E " }).tagline).toBe("");
    expect(IconSearchQuery.parse({ q: " bre\u200Bad\u202E " }).q).toBe("bread");
    expect(IconSearchQuery.safeParse({ q: "\uFEFF" }).error?.issues[0]?.message).toBe(
      "Type a word to search symbols",
    );
  });

  it("bounds the texts with messages a person can act on", () => {
    expect(firstError({ ...VALID, brandName: "   " })).toBe("Brand name is required");
    expect(firstError({ ...VALID, brandName: "x".repeat(BRAND_NAME_MAX + 1) })).toMatch(/at most/);
    expect(firstError({ ...VALID, tagline: "x".repeat(TAGLINE_MAX + 1) })).toBe(
      `Tagline must be at most ${TAGLINE_MAX} characters`,
    );
    expect(firstError({ ...VALID, tagline: 42 })).toBe("Tagline must be text");
  });

  it("takes colours only as #RRGGBB and stores them upper-case", () => {
    const custom = { kind: "custom", background: "#fffdf5", text: "#222222", brand: "#0b6e4f" };
    expect(DesignEdits.parse({ ...VALID, palette: custom }).palette).toEqual({
      kind: "custom",
      background: "#FFFDF5",
      text: "#222222",
      brand: "#0B6E4F",
    });
    for (const bad of ["red", "#FFF", "#GGGGGG", "FFFFFF", "#FFFFFF00", "url(#x)"]) {
      expect(firstError({ ...VALID, palette: { ...custom, brand: bad } }), bad).toMatch(/#RRGGBB/);
    }
  });

  it("refuses ids of the wrong shape and unknown kinds before they reach the engine", () => {
    expect(firstError({ ...VALID, font: "Comic Sans" })).toBe("Unknown font");
    expect(firstError({ ...VALID, layout: "" })).toBe("Choose a layout");
    expect(firstError({ ...VALID, symbol: { kind: "icon", icon: "<svg>" } })).toBe("Unknown symbol");
    expect(firstError({ ...VALID, symbol: { kind: "photo" } })).toBe("Choose a symbol");
    expect(firstError({ ...VALID, palette: { kind: "gradient" } })).toBe(
      "Choose a palette or custom colours",
    );
    expect(firstError({ ...VALID, palette: { ...VALID.palette, background: "grey" } })).toBe(
      "Choose a light or dark background",
    );
  });

  it("measures contrast exactly as the engine does", () => {
    for (const [a, b] of [
      ["#000000", "#FFFFFF"],
      ["#F4D35E", "#FFFDF5"],
      ["#1F3A5F", "#0F1A2E"],
      ["#777777", "#777777"],
    ] as const) {
      expect(contrastRatio(a, b)).toBeCloseTo(engineContrastRatio(a, b), 10);
    }
  });
});
