import { Resvg } from "@resvg/resvg-js";
import bidiFactory from "bidi-js";
import { describe, expect, it } from "vitest";
import { SCRIPT_BRIEFS } from "../briefs/script-briefs";
import { designLogoSvg } from "../design-logo";
import { parseDirectionSpec } from "../direction-spec";
import { planDirections } from "../directions";
import { fontFilePath, getFontFamily } from "../fonts";
import { toPathData, translateScale } from "../path-geometry";
import { type Ink, inkOf, inkOverlap } from "../testing/ink-compare";
import { drawingFamily, type ShapedLine, shapeLine, unsettableCharacters } from "../text-outline";

/**
 * Names in every script the library serves, through the whole engine: each direction draws them,
 * no glyph is .notdef, the outline runs in the order the bidi algorithm gives, and a rendering of
 * our outlines matches resvg's own rendering of the same words (rustybuzz shaping). resvg is the
 * reference word by word: its text layout takes a space's width from font fallback rather than
 * the face, and it misplaces Indic clusters whose vowel sign stands before the consonant
 * (योग, কলকাতা, சென்னை), so the Indic scripts are held to a browser's rendering instead
 * (e2e/every-script.spec.ts: Chromium shapes with HarfBuzz).
 */
const bidi = bidiFactory();

/** Cluster starts in visual order, each once, as a glyph run draws them. */
function drawnClusterOrder(line: ShapedLine): number[] {
  const order: number[] = [];
  for (const glyph of line.glyphs) if (order.at(-1) !== glyph.cluster) order.push(glyph.cluster);
  return order;
}

/** The same, expected: the bidi algorithm's visual order of the characters, grouped by cluster. */
function expectedClusterOrder(line: ShapedLine): number[] {
  const starts = [...new Set(line.glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const clusterOf = (index: number) => starts.filter((start) => start <= index).at(-1) ?? 0;
  const levels = bidi.getEmbeddingLevels(line.text, "auto");
  const order: number[] = [];
  for (const index of bidi.getReorderedIndices(line.text, levels)) {
    const cluster = clusterOf(index);
    if (!order.includes(cluster)) order.push(cluster);
  }
  return order;
}

const CANVAS = { width: 1400, height: 220, baseline: 150, size: 80 };

/** Ink where alpha is over 50 %. */
function rendered(svg: string, fontFiles: string[] = []): Ink {
  const image = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: "none" },
  }).render();
  return inkOf(image.pixels, image.width, image.height, 4, (pixel) => (pixel[3] ?? 0) >= 128);
}

function outlineSvg(line: ShapedLine): string {
  const path = toPathData(translateScale(line.commands, 20, CANVAS.baseline, CANVAS.size));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}"><path d="${path}"/></svg>`;
}

function referenceSvg(text: string, family: string, rtl = false): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  // SVG text takes its base direction from `direction`, not from its first strong letter.
  const direction = rtl ? ` direction="rtl"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}"><text x="${CANVAS.width / 2}" y="${CANVAS.baseline}" text-anchor="middle"${direction} font-family="${family}" font-size="${CANVAS.size}" font-weight="400">${escaped}</text></svg>`;
}

/** A word set in the face that sets the whole name, tracking 0, and resvg's rendering of it. */
function renderings(
  name: string,
  word = name,
): { ours: Ink; reference: Ink; line: ShapedLine; family: string } {
  const family = drawingFamily(name, { family: "noto-sans", weight: 400 });
  const line = shapeLine(word, { family, weight: 400 }, 0);
  const faces = new Set(line.glyphs.map((glyph) => glyph.fontFamily));
  expect([...faces], word).toEqual([family]);
  const font = getFontFamily(family);
  return {
    ours: rendered(outlineSvg(line)),
    reference: rendered(referenceSvg(line.text, font.family, line.rtl), [fontFilePath(font, 400)]),
    line,
    family,
  };
}

/** Scripts whose vowel signs resvg places wrongly (see the note at the top). */
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}]/u;

describe("brand names in every script", () => {
  it("covers at least twelve scripts, right-to-left and mixed names, and combining marks", () => {
    expect(SCRIPT_BRIEFS.length).toBeGreaterThanOrEqual(12);
    const scripts = SCRIPT_BRIEFS.map((brief) => brief.script);
    for (const script of ["Arabic", "Hebrew", "Thai", "Korean", "Chinese (Simplified)", "Devanagari"])
      expect(scripts).toContain(script);
    expect(scripts.some((script) => script.startsWith("Mixed"))).toBe(true);
    expect(SCRIPT_BRIEFS.some((brief) => /\p{M}/u.test(brief.brandName))).toBe(true);
  });

  it.each(SCRIPT_BRIEFS.map((brief) => [brief.script, brief] as const))(
    "%s: every direction draws the name with real glyphs",
    async (_script, brief) => {
      const directions = await planDirections(brief, 3, [], 17);
      for (const direction of directions) {
        const spec = parseDirectionSpec(direction.spec);
        if (!spec) throw new Error("planned an unparseable direction");
        for (const variant of [0, 1, 2]) {
          const { svg } = designLogoSvg(brief, spec, variant, 17);
          expect(svg).toMatch(/<path[^>]* d="M/);
          expect(svg).not.toContain("<text");
          const family = drawingFamily(brief.brandName, spec.nameFont);
          const line = shapeLine(
            brief.brandName,
            { family, weight: spec.nameFont.weight },
            spec.nameTracking,
          );
          expect(line.missing, `${brief.brandName} in ${family}`).toEqual([]);
          expect(line.glyphs.filter((glyph) => glyph.glyphIndex === 0)).toEqual([]);
          expect(line.commands.length).toBeGreaterThan(0);
        }
      }
    },
  );

  it.each(SCRIPT_BRIEFS.map((brief) => [brief.script, brief.brandName] as const))(
    "%s: the outline runs in the bidi algorithm's visual order",
    (_script, name) => {
      const line = shapeLine(name, { family: "noto-sans", weight: 400 }, 0);
      expect(drawnClusterOrder(line)).toEqual(expectedClusterOrder(line));
    },
  );

  it("would notice a right-to-left name drawn in typing order", () => {
    for (const name of ["שוקולד הדר", "שוקולד Hadar", "مطعم 24"]) {
      const line = shapeLine(name, { family: "noto-sans", weight: 400 }, 0);
      const typingOrder = { ...line, glyphs: [...line.glyphs].sort((a, b) => a.cluster - b.cluster) };
      expect(drawnClusterOrder(typingOrder), name).not.toEqual(expectedClusterOrder(line));
    }
  });

  it.each(
    SCRIPT_BRIEFS.filter((brief) => !INDIC.test(brief.brandName)).map(
      (brief) => [brief.script, brief.brandName] as const,
    ),
  )("%s: our outlines match resvg's own rendering, word by word", (_script, name) => {
    for (const word of name.normalize("NFC").split(" ")) {
      const { ours, reference } = renderings(name, word);
      expect(ours.width, word).toBeGreaterThan(30);
      expect(inkOverlap(ours, reference), word).toBeGreaterThan(0.9);
    }
  });

  it("tells a wrong rendering from a right one: reversed, cut short or boxes", () => {
    const name = "مخبز الياسمين";
    const { reference, line, family } = renderings(name);
    // Glyphs laid out in typing order (the run not reversed).
    let pen = 0;
    const reversed = [...line.glyphs].reverse().flatMap((glyph) => {
      const commands = line.commands.slice(glyph.commandStart, glyph.commandEnd);
      const moved = translateScale(commands, pen - glyph.x, 0, 1);
      pen += glyph.advance;
      return moved;
    });
    expect(inkOverlap(rendered(outlineSvg({ ...line, commands: reversed })), reference)).toBeLessThan(0.6);
    // The last letter dropped.
    const short = shapeLine(name.slice(0, -1), { family, weight: 400 }, 0);
    expect(inkOverlap(rendered(outlineSvg(short)), reference)).toBeLessThan(0.6);
    // Boxes: the same text in a face that has none of its letters.
    const boxes = rendered(referenceSvg(name, "Inter"), [fontFilePath(getFontFamily("inter"), 400)]);
    expect(inkOverlap(boxes, reference)).toBeLessThan(0.6);
  });

  it("names the characters no face can set", () => {
    expect(unsettableCharacters("Sunny 😀 Bakery")).toEqual(["😀"]);
    expect(unsettableCharacters("ᚠᚢᚦ Runes")).toEqual(["ᚠ", "ᚢ", "ᚦ"]);
    for (const brief of SCRIPT_BRIEFS)
      expect(unsettableCharacters(brief.brandName), brief.script).toEqual([]);
  });
});
