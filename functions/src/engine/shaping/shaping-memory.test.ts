import { describe, expect, it } from "vitest";
import { FONT_FAMILIES, loadFont } from "../fonts";
import { pathCommandsBytes } from "../memory-estimates";
import { familiesThatCanSet, shapeCacheStats, shapeLine } from "../text-outline";
import { outlineCacheStats, shapingHeapBytes } from "./harfbuzz";

/**
 * Names a worker is sent are anyone's: distinct Chinese names bring new glyphs and new lines on
 * every call. These set enough of them to pass both caches' budgets and check that what is kept,
 * and the WebAssembly heap HarfBuzz shapes in, stop growing.
 */
const CHINESE = { family: "noto-sans-sc", weight: 400 };

/** `count` names of eight hanzi no other name here shares, from the ideograph block in order. */
function distinctNames(count: number, from: number): string[] {
  return Array.from({ length: count }, (_, name) =>
    String.fromCodePoint(...Array.from({ length: 8 }, (_, i) => from + name * 8 + i)),
  );
}

describe("shaping memory under distinct names", () => {
  it("keeps shaped lines and glyph outlines within their byte budgets", () => {
    const names = distinctNames(700, 0x4e00);
    let shapedBytes = 0;
    for (const name of names) {
      const line = shapeLine(name, CHINESE);
      expect(line.missing).toEqual([]);
      shapedBytes += pathCommandsBytes(line.commands);
    }
    const lines = shapeCacheStats();
    const outlines = outlineCacheStats();
    // The names really asked for more than either budget, so the bound was put to the test ...
    expect(shapedBytes).toBeGreaterThan(lines.maxBytes);
    expect(shapedBytes).toBeGreaterThan(outlines.maxBytes);
    // ... and each cache kept what fits, no more.
    expect(lines.bytes).toBeLessThanOrEqual(lines.maxBytes);
    expect(lines.entries).toBeLessThan(names.length);
    expect(lines.entries).toBeGreaterThan(100);
    expect(outlines.bytes).toBeLessThanOrEqual(outlines.maxBytes);
    expect(outlines.entries).toBeGreaterThan(1000);
  }, 60_000);

  it("sets a name the same way from the cache, after it was pushed out, and afresh", () => {
    const [name] = distinctNames(1, 0x7000);
    const first = shapeLine(name as string, CHINESE, 0.02);
    expect(shapeLine(name as string, CHINESE, 0.02)).toBe(first);
    // Enough other names to push the line and its glyphs out of both caches.
    for (const other of distinctNames(500, 0x7100)) shapeLine(other, CHINESE);
    const again = shapeLine(name as string, CHINESE, 0.02);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    const font = loadFont("noto-sans-sc", 400).font;
    const glyph = first.glyphs[0];
    expect(glyph).toBeDefined();
    expect(font.outline(glyph?.glyphIndex ?? 0)).toEqual(font.outline(glyph?.glyphIndex ?? 0));
  }, 60_000);

  it("gives back every buffer it shapes in: the WebAssembly heap stops growing", () => {
    // The first names load the face and let HarfBuzz build its tables for it.
    for (const name of distinctNames(50, 0x8000)) shapeLine(name, CHINESE);
    const settled = shapingHeapBytes();
    for (const name of distinctNames(400, 0x8200)) shapeLine(name, CHINESE);
    expect(shapingHeapBytes()).toBe(settled);
  }, 60_000);

  it("lists the families that can set a name without drawing it in any of them", () => {
    const [name] = distinctNames(1, 0x9000);
    familiesThatCanSet("预热");
    const lines = shapeCacheStats();
    const outlines = outlineCacheStats();
    expect(familiesThatCanSet(name as string)).toContain("noto-sans-sc");
    expect(shapeCacheStats()).toEqual(lines);
    expect(outlineCacheStats()).toEqual(outlines);
  });

  it("lists the same families as drawing the name in each would", () => {
    // Latin, capitals, Chinese with kana, right to left, mixed scripts, and a character no font has.
    for (const text of [
      "Acme Bakery",
      "ACME",
      "東京 すし",
      "שוקולד Hadar",
      "مخبز Nour",
      "Café 北京",
      "Zoë \u{1FAE0}",
    ]) {
      const drawn = FONT_FAMILIES.filter((family) => {
        const line = shapeLine(text, { family: family.id, weight: 400 });
        return (
          line.missing.length === 0 &&
          line.glyphs.some((glyph) => glyph.fontFamily === family.id && glyph.char.trim() !== "")
        );
      }).map((family) => family.id);
      const listed = familiesThatCanSet(text);
      for (const id of listed) expect(drawn, `${text}: ${id} is listed but cannot set it`).toContain(id);
      // Fallback faces are only tried for the scripts they serve, capitals-only faces for capitals.
      for (const family of FONT_FAMILIES.filter(
        (f) => drawn.includes(f.id) && !f.fallbackOnly && !f.capsOnly,
      ))
        expect(listed, `${text}: ${family.id} can set it but is not listed`).toContain(family.id);
      expect(listed.length > 0, text).toBe(!text.includes("\u{1FAE0}"));
    }
  }, 60_000);
});
