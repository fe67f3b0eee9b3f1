/**
 * The one cleaning rule for text people type: brand names and descriptions, taglines, contact
 * details, search words. What they type is kept as they spelled it; what goes is what reads as
 * nothing yet changes how the text around it reads, or hides something from the person who sees
 * it (a name that displays reversed, an address with an invisible letter in it). The browser's
 * forms and the API parse with the same schemas, so both see the same cleaned text.
 */
import { z } from "zod";

/**
 * - `line`: a one-line text (a name, a tagline, a job title, a search word). Line breaks and tabs
 *   become spaces.
 * - `lines`: prose that may keep its line breaks (a brand description), at most one empty line in
 *   a row.
 * - `address`: a text a machine follows (an e-mail address, a phone number, a website and its
 *   path). Nothing invisible stays, not even what a name in some scripts needs, because an
 *   invisible letter in an address only ever disguises where it leads.
 */
export type UserTextKind = "line" | "lines" | "address";

/** Any line break Unicode knows, CR LF first so it counts once. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * Characters a renderer draws nothing for (Unicode's Default_Ignorable_Code_Point: zero-width
 * space U+200B, word joiner U+2060, BOM U+FEFF, soft hyphen U+00AD, the bidi embeddings,
 * overrides and isolates U+202A-E and U+2066-9, Hangul fillers, tag characters...), the C0 and
 * C1 controls, and the interlinear annotation marks (U+FFF9-B), which hide text between them.
 */
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu;

/**
 * The invisible characters that names in some scripts need, kept in `line` and `lines` texts:
 * - ZWNJ U+200C and ZWJ U+200D: Persian words (نان‌پزی), Indic conjuncts (क्‍ष), emoji sequences
 *   (👩‍🍳); only where they stand between two letters (see `JOINER_OFF_A_WORD`);
 * - LRM U+200E, RLM U+200F, ALM U+061C: they put a number or a Latin word on the right side of
 *   Arabic or Hebrew text, and change no letter; the bidi overrides and isolates, which can make
 *   'gpj.exe' read 'exe.jpg', are not among them;
 * - the variation selectors (U+FE00-F, U+E0100-1EF): text or emoji presentation, CJK variants;
 * - the Mongolian variation selectors and vowel separator (U+180B-F), and the combining grapheme
 *   joiner U+034F (Hebrew vowel order), which those scripts spell with.
 * Tag characters stay only as a subdivision flag (🏴 then tag letters then the cancel tag: the
 * flags of England, Scotland, Wales); anywhere else they are text that no one sees but that a
 * program, like the AI model that reads a description, does read.
 */
const SPELLING_MARKS: readonly (readonly [number, number])[] = [
  [0x200c, 0x200f],
  [0x061c, 0x061c],
  [0x034f, 0x034f],
  [0x180b, 0x180f],
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
];
const SUBDIVISION_FLAG = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]+\u{E007F}/u;
const FLAG_OR_INVISIBLE = new RegExp(`${SUBDIVISION_FLAG.source}|${INVISIBLE.source}`, "gu");

/** A joiner that joins nothing: at either end of a word, or a second one in a row. */
const JOINER_OFF_A_WORD = /(?<=^|\s)[\u200C\u200D]+|[\u200C\u200D]+(?=\s|$)/gu;
const JOINER_RUN = /([\u200C\u200D])[\u200C\u200D]+/gu;

/** Something visible: a text of nothing but spaces and marks is no text. */
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;

function isSpellingMark(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return SPELLING_MARKS.some(([first, last]) => code >= first && code <= last);
}

function removeInvisible(text: string, kind: UserTextKind): string {
  if (kind === "address") return text.replace(/\p{Cf}/gu, "").replace(INVISIBLE, "");
  const keepsLineBreaks = kind === "lines";
  return text.replace(FLAG_OR_INVISIBLE, (found) =>
    found.startsWith("\u{1F3F4}") || isSpellingMark(found) || (keepsLineBreaks && found === "\n")
      ? found
      : "",
  );
}

function collapseWhitespace(text: string, kind: UserTextKind): string {
  if (kind !== "lines") return text.replace(/\s+/gu, " ").trim();
  return text
    .replace(/[^\S\n]+/gu, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Cleans a text typed by a person: line breaks as its kind allows, invisible characters out
 * (keeping the few some scripts spell with, outside addresses), Unicode NFC so one spelling has
 * one encoding (an 'é' typed as e + accent compares, counts and matches as the single letter),
 * runs of spaces as one space, no space at either end. Cleaning a cleaned text changes nothing.
 */
export function cleanUserText(text: string, kind: UserTextKind = "line"): string {
  const lines = text.replace(LINE_BREAK, kind === "lines" ? "\n" : " ").replace(/\t/g, " ");
  // Composing after the removal: an accent split from its letter by a removed character joins it.
  const composed = removeInvisible(lines, kind).normalize("NFC");
  const joined =
    kind === "address" ? composed : composed.replace(JOINER_OFF_A_WORD, "").replace(JOINER_RUN, "$1");
  const cleaned = collapseWhitespace(joined, kind);
  return VISIBLE.test(cleaned) ? cleaned : "";
}

/**
 * A zod string that is cleaned before any other check, so lengths and formats are measured on
 * what will be stored: `userText("line", { error: "Name must be text" }).min(1).max(80)`.
 */
export function userText(kind: UserTextKind = "line", params?: { error: string }) {
  return z.string(params).overwrite((text) => cleanUserText(text, kind));
}
