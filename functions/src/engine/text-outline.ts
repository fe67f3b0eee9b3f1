import { ByteLruCache } from "./byte-lru-cache";
import { drawsNothing, slotsOf } from "./font-fallback";
import type { FontChoice } from "./font-family";
import { FONT_FAMILIES, loadFont } from "./fonts";
import { FIELD_BYTES, OBJECT_BYTES, pathCommandsBytes, stringBytes } from "./memory-estimates";
import { type Box, commandsBox, EMPTY_BOX, mapCommands, type PathCommand, unionBox } from "./path-geometry";
import { clusterTexts, shapedRuns, visualOrder } from "./shaped-runs";
import { breaksWithTracking, isCaseless } from "./shaping/scripts";

/**
 * Sets text as outlines with HarfBuzz: Arabic letters join, Devanagari forms its conjuncts, Thai
 * stacks its marks, and right-to-left runs are ordered by the Unicode bidi algorithm, so a name
 * reads as a native reader writes it. Every glyph keeps the typed characters it draws (its
 * cluster), which is what lets tests prove the whole name is there and in order.
 */

interface PlacedGlyph {
  /**
   * The typed characters this glyph draws. A cluster drawn with several glyphs (a base and its
   * marks, a split vowel) gives its characters to its first glyph in reading order and "" to the
   * others; a ligature or conjunct carries all the characters it joins.
   */
  char: string;
  /** Where the glyph's cluster starts in the line's text (a UTF-16 index). */
  cluster: number;
  /** Set right to left (its run's bidi level is odd). */
  rtl: boolean;
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
  /** In visual order, left to right. */
  glyphs: PlacedGlyph[];
  /** Advance width in em, tracking included. */
  width: number;
  /** Ink bounds in em, y grows downwards, baseline at 0. */
  ink: Box;
  /** Outline in em, y down, baseline at 0, pen starting at x = 0. */
  commands: PathCommand[];
  /** Characters no shipped font can draw; they show as the font's missing-glyph box. */
  missing: string[];
  /** Cap height of the main font in em, for optical sizing; the ink's top for scripts without capitals. */
  capHeight: number;
  ascent: number;
  descent: number;
  /** The line's base direction: right to left when its first strong character is. */
  rtl: boolean;
}

/** Brand names arrive from a form: runs of spaces, tabs and line breaks are not part of the spelling. */
export function normaliseText(text: string): string {
  return text.normalize("NFC").replace(/\s+/gu, " ").trim();
}

function isSpace(char: string): boolean {
  return /\s/u.test(char);
}

/**
 * What shapeLine would tell of a text in `choice`, from the shaped glyphs alone: the characters
 * no font draws, and the families that draw some of it. Nothing is drawn or kept, so asking it of
 * every family (the editor's font list, some twenty a call) costs no outlines and no cache room.
 */
function settingOf(text: string, choice: FontChoice): { missing: Set<string>; drawnBy: Set<string> } {
  const { missing, runs } = shapedRuns(text, choice);
  const notDrawn = new Set(missing);
  const drawnBy = new Set<string>();
  const given = new Set<number>();
  for (const run of runs) {
    const texts = clusterTexts(text, run);
    for (const glyph of run.glyphs) {
      const clusterText = texts.get(glyph.cluster) ?? "";
      if (glyph.glyphId === 0) for (const char of clusterText) if (!drawsNothing(char)) notDrawn.add(char);
      // As in shapeLine, a cluster's characters belong to its first glyph; a cluster lies in one run.
      if (!given.has(glyph.cluster) && clusterText.trim() !== "") drawnBy.add(run.font.family.id);
      given.add(glyph.cluster);
    }
  }
  return { missing: notDrawn, drawnBy };
}

/** A placed glyph's ten fields, and its cluster's characters (a character or two, mostly). */
const PLACED_GLYPH_BYTES = OBJECT_BYTES + 10 * FIELD_BYTES + stringBytes("ab");

/** What a shaped line keeps alive: its outline (the bulk), its glyphs, its text and its key. */
function shapedLineBytes(line: ShapedLine, key: string): number {
  const missing = line.missing.reduce((bytes, char) => bytes + stringBytes(char), OBJECT_BYTES);
  return (
    OBJECT_BYTES +
    10 * FIELD_BYTES +
    pathCommandsBytes(line.commands) +
    OBJECT_BYTES +
    line.glyphs.length * PLACED_GLYPH_BYTES +
    stringBytes(line.text) +
    stringBytes(key) +
    missing
  );
}

/**
 * Lines shaped so far, by bytes: a generation or an editor session measures the same name in the
 * same font many times, and a line is costly to shape (font fallback, bidi, every outline moved).
 * A Latin name is a few KB, but a Chinese name of eight hanzi carries about 90 KB of outline (by
 * the estimate below): 24 MB keeps some 250 such lines, more than a generation or an editor
 * session sets, and no more whatever names a worker is sent.
 */
const SHAPE_CACHE_BUDGET_BYTES = 24 * 1024 * 1024;
const shapeCache = new ByteLruCache<string, ShapedLine>(SHAPE_CACHE_BUDGET_BYTES, shapedLineBytes);

/**
 * What the shaped-line cache holds now, for tests that check it stays within its budget.
 * @visibleForTesting
 */
export function shapeCacheStats(): { bytes: number; maxBytes: number; entries: number } {
  return { bytes: shapeCache.bytes, maxBytes: shapeCache.maxBytes, entries: shapeCache.size };
}

export function shapeLine(rawText: string, choice: FontChoice, trackingEm = 0): ShapedLine {
  const text = normaliseText(rawText);
  const key = `${choice.family}|${choice.weight}|${trackingEm}|${text}`;
  const cached = shapeCache.get(key);
  if (cached) return cached;

  const { slots, perSlot, missing, embedding, runs: logicalRuns } = shapedRuns(text, choice);
  const rtl = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1;
  const runs = visualOrder(logicalRuns);
  const trackable =
    !perSlot.some((font) => font.family.noTracking) &&
    !slots.some((slot) => slot.system !== null && breaksWithTracking(slot.system));
  const tracking = trackable ? trackingEm : 0;

  const glyphs: PlacedGlyph[] = [];
  const commands: PathCommand[] = [];
  let ink: Box = EMPTY_BOX;
  let pen = 0;
  const given = new Set<number>();
  const missingDrawn = new Set<string>(missing);
  runs.forEach((run, runIndex) => {
    const { font } = run.font;
    const scale = 1 / run.font.unitsPerEm;
    const texts = clusterTexts(text, run);
    run.glyphs.forEach((shaped, i) => {
      const clusterText = texts.get(shaped.cluster) ?? "";
      if (shaped.glyphId === 0)
        for (const char of clusterText) if (!drawsNothing(char)) missingDrawn.add(char);
      const space = isSpace(clusterText);
      // Script faces draw very narrow spaces; a word space under a quarter em reads as no space.
      const rawAdvance = shaped.xAdvance * scale;
      const advance = space ? Math.max(rawAdvance, 0.25) : rawAdvance;
      const originX = pen + shaped.xOffset * scale;
      const originY = -shaped.yOffset * scale;
      const outline = mapCommands(font.outline(shaped.glyphId), (x, y) => [
        originX + x * scale,
        originY - y * scale,
      ]);
      const commandStart = commands.length;
      if (outline.length > 0) {
        commands.push(...outline);
        ink = unionBox(ink, commandsBox(outline));
      }
      const first = !given.has(shaped.cluster);
      given.add(shaped.cluster);
      glyphs.push({
        char: first ? clusterText : "",
        cluster: shaped.cluster,
        rtl: run.level % 2 === 1,
        fontFamily: run.font.family.id,
        fontWeight: run.font.weight,
        glyphIndex: shaped.glyphId,
        x: pen,
        advance,
        commandStart,
        commandEnd: commands.length,
      });
      pen += advance;
      const next = run.glyphs[i + 1];
      const lastGlyph = !next && runIndex === runs.length - 1;
      if (!lastGlyph && (!next || next.cluster !== shaped.cluster)) pen += tracking;
    });
  });

  const main =
    perSlot.find((f) => f.family.id === choice.family) ??
    perSlot.find((_, i) => !isSpace(slots[i]?.char ?? " ")) ??
    loadFont(choice.family, choice.weight);
  const em = main.unitsPerEm;
  const caseless = slots.some((slot) => slot.system !== null && isCaseless(slot.system));
  const inkTop = Number.isFinite(ink.y1) ? -ink.y1 : 0;
  const shaped: ShapedLine = {
    text,
    glyphs,
    width: pen,
    ink,
    commands,
    missing: [...missingDrawn],
    capHeight: caseless ? Math.max(main.capHeight / em, inkTop) : main.capHeight / em,
    ascent: main.ascender / em,
    descent: main.descender / em,
    rtl,
  };
  shapeCache.set(key, shaped);
  return shaped;
}

/**
 * The family that draws a text: the chosen one, unless it draws none of it (an Arabic name whose
 * direction chose Playfair is set in Naskh). Layouts measure with this family, so a design is
 * the same whether it names Playfair or Naskh for that name.
 */
export function drawingFamily(rawText: string, choice: FontChoice): string {
  const drawn = shapeLine(rawText, choice, 0).glyphs.filter((glyph) => glyph.char.trim() !== "");
  if (drawn.length === 0 || drawn.some((glyph) => glyph.fontFamily === choice.family)) return choice.family;
  return drawn[0]?.fontFamily ?? choice.family;
}

/** Raised when a name cannot be drawn whole: the characters no font has, or nothing at all. */
export class UnsettableTextError extends Error {
  constructor(readonly characters: readonly string[]) {
    super(`No font can set ${characters.length > 0 ? characters.join(" ") : "this text"}`);
    this.name = "UnsettableTextError";
  }
}

/**
 * The self-check before a logo is drawn: every character has a real glyph (no .notdef) and the
 * shaped result is not empty. The fallback chain has already moved the line to a font that can
 * set it where one exists.
 */
export function assertSettable(line: ShapedLine): void {
  const notdef = line.glyphs
    .filter((g) => g.glyphIndex === 0)
    .flatMap((g) => Array.from(g.char).filter((char) => !drawsNothing(char)));
  const missing = [...new Set([...line.missing, ...notdef])];
  if (missing.length > 0 || line.commands.length === 0) throw new UnsettableTextError(missing);
}

/** Text of Latin, Greek, Cyrillic and common signs only: any Latin face with wide coverage sets it. */
export function latinFacesCanSet(text: string): boolean {
  return slotsOf(text).every((slot) => slot.system === null || slot.system === "latin");
}

/** Text with a script whose letters join or hang from a headline (see breaksWithTracking). */
export function joinsLetters(text: string): boolean {
  return slotsOf(text).some((slot) => slot.system !== null && breaksWithTracking(slot.system));
}

/** The text without the characters no font can set, spaces tidied (for taglines we choose). */
export function withoutUnsettable(rawText: string): string {
  const missing = new Set(unsettableCharacters(rawText));
  if (missing.size === 0) return normaliseText(rawText);
  return normaliseText(
    Array.from(normaliseText(rawText), (char) => (missing.has(char) ? " " : char)).join(""),
  );
}

/**
 * Characters no shipped font can set. Every family's chain ends in Noto and in the families that
 * serve each script, so what Noto Sans's chain cannot set, no direction can.
 */
export function unsettableCharacters(rawText: string): string[] {
  return shapeLine(rawText, { family: "noto-sans", weight: 400 }, 0).missing;
}

/**
 * The families that can set a text: every character drawn (no .notdef) and the family itself
 * drawing some of it (a Latin face whose name would all fall back to Noto Naskh cannot set an
 * Arabic name). Script families are tried only for the scripts the text uses, so a Latin name
 * never loads a CJK face.
 */
export function familiesThatCanSet(rawText: string): string[] {
  const text = normaliseText(rawText);
  const systems = new Set(slotsOf(text).map((slot) => slot.system));
  if (systems.has("kana")) systems.add("han");
  const isUpper = text === text.toUpperCase();
  return FONT_FAMILIES.filter((family) =>
    family.fallbackOnly
      ? (family.serves ?? []).some((system) => systems.has(system))
      : !family.capsOnly || isUpper,
  )
    .filter((family) => {
      const { missing, drawnBy } = settingOf(text, { family: family.id, weight: 400 });
      return missing.size === 0 && drawnBy.has(family.id);
    })
    .map((family) => family.id);
}
