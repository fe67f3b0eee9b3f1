import { describe, expect, it } from "vitest";
import { loadFont } from "./fonts";
import { fitText } from "./layouts/text-block";
import { glyphRunText, normaliseText, shapeLine } from "./text-outline";

/**
 * The name must be spelled exactly as typed: every drawn glyph is the font's glyph for the
 * typed character at that position, nothing is dropped, merged (ligatures) or substituted.
 */
const NAMES = [
  "Acme Bakery",
  "Café Zoë",
  "東京 Sushi",
  "Ωmega Labs",
  "O'Brien & Sons",
  "Ærø Fjord Ålesund",
  "Привет Мир",
  "Phở Hà Nội",
];
const FAMILIES = ["playfair-display", "montserrat", "pacifico", "roboto-slab", "baloo-2", "great-vibes"];

function expectExactSpelling(text: string, family: string): void {
  const line = shapeLine(text, { family, weight: 700 }, 0.02);
  expect(glyphRunText(line)).toBe(text.normalize("NFC"));
  expect(line.missing).toEqual([]);
  for (const glyph of line.glyphs) {
    const font = loadFont(glyph.fontFamily, glyph.fontWeight).font;
    expect(glyph.glyphIndex, `${text} '${glyph.char}' in ${glyph.fontFamily}`).toBeGreaterThan(0);
    expect(font.charToGlyphIndex(glyph.char)).toBe(glyph.glyphIndex);
    // The outline drawn for this glyph is that glyph's own outline from the font.
    const own = font.glyphs.get(glyph.glyphIndex).path.commands.length;
    expect(glyph.commandEnd - glyph.commandStart).toBe(own);
  }
}

describe("setting the name as outlines", () => {
  it.each(NAMES.flatMap((name) => FAMILIES.map((family) => [name, family] as const)))(
    "draws '%s' in %s exactly as typed",
    (name, family) => expectExactSpelling(name, family),
  );

  it("falls back to Noto Sans JP for kanji the display face lacks, for the whole name", () => {
    const line = shapeLine("東京 Sushi", { family: "playfair-display", weight: 700 }, 0);
    expect(new Set(line.glyphs.map((g) => g.fontFamily))).toEqual(new Set(["noto-sans-jp"]));
  });

  it("keeps the chosen voice when a sibling family covers the characters", () => {
    // Bebas Neue is capitals-only and Latin; Greek capitals come from a Noto fallback.
    const line = shapeLine("ΑΘΗΝΑ", { family: "bebas-neue", weight: 400 }, 0);
    expect(glyphRunText(line)).toBe("ΑΘΗΝΑ");
    expect(line.missing).toEqual([]);
  });

  it("reports characters no shipped font can draw instead of hiding them", () => {
    const line = shapeLine("Shop ᚠᚢᚦ", { family: "montserrat", weight: 700 }, 0);
    expect(glyphRunText(line)).toBe("Shop ᚠᚢᚦ");
    expect(line.missing).toEqual(["ᚠ", "ᚢ", "ᚦ"]);
    expect(line.missing.length).toBeGreaterThan(0);
  });

  it("normalises decomposed accents and stray whitespace without changing the spelling", () => {
    expect(normaliseText("Cafe\u0301  Zoe\u0308\n")).toBe("Café Zoë");
    expectExactSpelling(normaliseText("Cafe\u0301 Zoe\u0308"), "lora");
  });

  it("wraps an 80-character name onto lines that still spell it exactly, inside the width", () => {
    const name = "The Riverside Community Centre for Arts, Crafts, Music and Lifelong Learning Ltd";
    expect(name.length).toBe(80);
    const block = fitText(
      name,
      { font: { family: "montserrat", weight: 700 }, tracking: 0 },
      { size: 120, maxWidth: 816, maxLines: 4 },
    );
    expect(block.lines.length).toBeGreaterThan(1);
    expect(block.lines.map(glyphRunText).join(" ")).toBe(name);
    for (const line of block.lines) expect((line.ink.x2 - line.ink.x1) * block.size).toBeLessThanOrEqual(816);
  });
});
