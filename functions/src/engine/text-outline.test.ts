import { describe, expect, it } from "vitest";
import { loadFont } from "./fonts";
import { fitText } from "./layouts/text-block";
import {
  assertSettable,
  normaliseText,
  type ShapedLine,
  shapeLine,
  UnsettableTextError,
  unsettableCharacters,
} from "./text-outline";

/** The typed text recovered from a glyph run, cluster by cluster in reading order. */
function glyphRunText(line: ShapedLine): string {
  return [...line.glyphs]
    .sort((a, b) => a.cluster - b.cluster)
    .map((g) => g.char)
    .join("");
}

/**
 * The name must be spelled exactly as typed: every character belongs to a drawn cluster, no glyph
 * is the font's .notdef, and every glyph's outline is that glyph's own outline in its font.
 * (Which glyph a letter takes is the font's own business: script faces swap in contextual forms.)
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
    // The outline drawn for this glyph is that glyph's own outline from the font.
    expect(glyph.commandEnd - glyph.commandStart).toBe(font.outline(glyph.glyphIndex).length);
  }
}

describe("setting the name as outlines", () => {
  it.each(NAMES.flatMap((name) => FAMILIES.map((family) => [name, family] as const)))(
    "draws '%s' in %s exactly as typed",
    (name, family) => expectExactSpelling(name, family),
  );

  it("moves a name with hanzi the display face lacks to one CJK face for the whole name", () => {
    const line = shapeLine("東京 Sushi", { family: "playfair-display", weight: 700 }, 0);
    expect(new Set(line.glyphs.map((g) => g.fontFamily))).toEqual(new Set(["noto-sans-sc"]));
  });

  it("sets kanji beside kana in the Japanese face, and simplified hanzi the Japanese face lacks in Chinese", () => {
    const japanese = shapeLine("カフェ 東京", { family: "montserrat", weight: 700 }, 0);
    expect(new Set(japanese.glyphs.map((g) => g.fontFamily))).toEqual(new Set(["noto-sans-jp"]));
    const chinese = shapeLine("北京烤鸭店", { family: "montserrat", weight: 700 }, 0);
    expect(chinese.missing).toEqual([]);
    expect(new Set(chinese.glyphs.map((g) => g.fontFamily))).toEqual(new Set(["noto-sans-sc"]));
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

  it("never counts the invisible characters names need as missing: ZWNJ, ZWJ, RLM", () => {
    for (const name of ["نان\u200Cپزی", "שוקולד\u200F Hadar", "क्\u200Dष योग"]) {
      const line = shapeLine(name, { family: "montserrat", weight: 700 }, 0);
      expect(line.missing, name).toEqual([]);
      expect(() => assertSettable(line)).not.toThrow();
      expect(unsettableCharacters(name)).toEqual([]);
    }
  });

  it("finds full-width forms and signs the Latin faces lack in a CJK face, and refuses an emoji", () => {
    expect(unsettableCharacters("１２３ Ｓｈｏｐ ★")).toEqual([]);
    const withEmoji = shapeLine("Café ☕\uFE0F", { family: "montserrat", weight: 700 }, 0);
    expect(withEmoji.missing).toEqual(["☕"]);
    expect(() => assertSettable(withEmoji)).toThrow(UnsettableTextError);
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
