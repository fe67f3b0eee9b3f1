import {
  designFamilies,
  FALLBACK_CHAIN_SANS,
  FALLBACK_CHAIN_SERIF,
  fontCovers,
  getFontFamily,
  type LoadedFont,
  loadFont,
} from "./fonts";
import { type Box, commandsBox, EMPTY_BOX, mapCommands, type PathCommand, unionBox } from "./path-geometry";

/**
 * Sets text as outlines. We lay glyphs out ourselves (cmap lookup, pair kerning, tracking) rather
 * than through a shaping engine with ligatures, so every drawn glyph maps to exactly one typed
 * character: that is what lets us prove the name is spelled as typed.
 */

export interface FontChoice {
  family: string;
  weight: number;
}

export interface PlacedGlyph {
  /** The typed character (one code point) this glyph draws. */
  char: string;
  fontFamily: string;
  fontWeight: number;
  glyphIndex: number;
  /** Pen position and advance in em (font size 1). */
  x: number;
  advance: number;
  /** This glyph's slice of the line's `commands`, so it can be placed on its own (text on an arc). */
  commandStart: number;
  commandEnd: number;
}

export interface ShapedLine {
  text: string;
  glyphs: PlacedGlyph[];
  /** Advance width in em, tracking included. */
  width: number;
  /** Ink bounds in em, y grows downwards, baseline at 0. */
  ink: Box;
  /** Outline in em, y down, baseline at 0, pen starting at x = 0. */
  commands: PathCommand[];
  /** Characters no shipped font can draw; they show as the font's missing-glyph box. */
  missing: string[];
  /** Cap height of the main font in em, for optical sizing. */
  capHeight: number;
  ascent: number;
  descent: number;
}

/** Brand names arrive from a form: runs of spaces, tabs and line breaks are not part of the spelling. */
export function normaliseText(text: string): string {
  return text.normalize("NFC").replace(/\s+/gu, " ").trim();
}

function isSpace(char: string): boolean {
  return /\s/u.test(char);
}

function candidateFamilies(primary: string, text: string): string[] {
  const family = getFontFamily(primary);
  const isUpper = text === text.toUpperCase();
  const sameVoice = designFamilies()
    .filter((f) => f.id !== primary && f.category === family.category && (!f.capsOnly || isUpper))
    .map((f) => f.id);
  const serifVoice =
    family.category === "serif" || family.category === "display-serif" || family.category === "slab";
  const chain: readonly string[] = serifVoice ? FALLBACK_CHAIN_SERIF : FALLBACK_CHAIN_SANS;
  return [primary, ...sameVoice, ...chain];
}

/**
 * Chooses one font for the whole line when any candidate covers every character (a name in one
 * voice reads better than a patchwork); otherwise falls back character by character.
 */
function fontsForLine(text: string, choice: FontChoice): { perChar: LoadedFont[]; missing: string[] } {
  const chars = Array.from(text);
  const visible = chars.filter((c) => !isSpace(c));
  const candidates = candidateFamilies(choice.family, text);
  for (const id of candidates) {
    const font = loadFont(id, choice.weight);
    if (visible.every((c) => fontCovers(font, c))) return { perChar: chars.map(() => font), missing: [] };
  }
  const primary = loadFont(choice.family, choice.weight);
  const missing: string[] = [];
  const perChar = chars.map((char) => {
    if (isSpace(char)) return primary;
    for (const id of candidates) {
      const font = loadFont(id, choice.weight);
      if (fontCovers(font, char)) return font;
    }
    missing.push(char);
    return primary;
  });
  return { perChar, missing };
}

const shapeCache = new Map<string, ShapedLine>();
const SHAPE_CACHE_LIMIT = 500;

export function shapeLine(rawText: string, choice: FontChoice, trackingEm = 0): ShapedLine {
  const text = normaliseText(rawText);
  const key = `${choice.family}|${choice.weight}|${trackingEm}|${text}`;
  const cached = shapeCache.get(key);
  if (cached) return cached;

  const { perChar, missing } = fontsForLine(text, choice);
  const chars = Array.from(text);
  const tracking = getFontFamily(choice.family).noTracking ? 0 : trackingEm;
  const glyphs: PlacedGlyph[] = [];
  const commands: PathCommand[] = [];
  let ink: Box = EMPTY_BOX;
  let pen = 0;
  let previous: { font: LoadedFont; index: number } | undefined;

  chars.forEach((char, i) => {
    const loaded = perChar[i] as LoadedFont;
    const { font } = loaded;
    const scale = 1 / font.unitsPerEm;
    const glyph = font.charToGlyph(char);
    if (previous && previous.font === loaded) {
      pen += font.getKerningValue(previous.index, glyph.index) * scale;
    }
    // Script faces draw very narrow spaces; a word space under a quarter em reads as no space.
    const rawAdvance = (glyph.advanceWidth ?? font.unitsPerEm * 0.5) * scale;
    const advance = isSpace(char) ? Math.max(rawAdvance, 0.25) : rawAdvance;
    const origin = pen;
    const outline = mapCommands(glyph.path.commands, (x, y) => [origin + x * scale, -y * scale]);
    const commandStart = commands.length;
    if (outline.length > 0) {
      commands.push(...outline);
      ink = unionBox(ink, commandsBox(outline));
    }
    glyphs.push({
      char,
      fontFamily: loaded.family.id,
      fontWeight: loaded.weight,
      glyphIndex: glyph.index,
      x: origin,
      advance,
      commandStart,
      commandEnd: commands.length,
    });
    pen += advance + (i < chars.length - 1 ? tracking : 0);
    previous = { font: loaded, index: glyph.index };
  });

  const main =
    perChar.find((f) => f.family.id === choice.family) ??
    perChar[0] ??
    loadFont(choice.family, choice.weight);
  const em = main.font.unitsPerEm;
  const shaped: ShapedLine = {
    text,
    glyphs,
    width: pen,
    ink,
    commands,
    missing,
    capHeight: main.capHeight / em,
    ascent: main.font.ascender / em,
    descent: -main.font.descender / em,
  };
  if (shapeCache.size >= SHAPE_CACHE_LIMIT) shapeCache.clear();
  shapeCache.set(key, shaped);
  return shaped;
}

/** The typed text recovered from a glyph run, used by tests to prove exact spelling. */
export function glyphRunText(line: ShapedLine): string {
  return line.glyphs.map((g) => g.char).join("");
}
