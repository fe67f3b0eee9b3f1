import { LATIN_FALLBACK_SANS, LATIN_FALLBACK_SERIF } from "./fallback-font-families";
import type { FontChoice } from "./font-family";
import {
  designFamilies,
  familiesServing,
  fontCovers,
  getFontFamily,
  type LoadedFont,
  loadFont,
} from "./fonts";
import { type WritingSystem, writingSystemOf } from "./shaping/scripts";

/**
 * Which font sets each character of a line: one font for the whole line where one can, else one
 * per script run, else one per character. The candidates are the chosen family, then its siblings
 * of the same voice and Noto for Latin, or the families that serve the character's script.
 */

/**
 * Characters that draw nothing themselves: spaces, and the invisible format characters names
 * need (ZWNJ in Persian and Indic words, ZWJ, the RLM/LRM marks, variation selectors). Fonts
 * rarely map them and HarfBuzz hides them, so they never count as missing.
 */
export function drawsNothing(char: string): boolean {
  return /^[\s\p{Default_Ignorable_Code_Point}]+$/u.test(char);
}

export interface CharSlot {
  char: string;
  /** UTF-16 index in the line. */
  index: number;
  system: WritingSystem | null;
}

export function slotsOf(text: string): CharSlot[] {
  const slots: CharSlot[] = [];
  let index = 0;
  for (const char of text) {
    slots.push({ char, index, system: writingSystemOf(char) });
    index += char.length;
  }
  // Spaces, digits, punctuation and combining marks belong to the script around them.
  let previous: WritingSystem | null = null;
  for (const slot of slots) {
    if (slot.system) previous = slot.system;
    else slot.system = previous;
  }
  let next: WritingSystem | null = null;
  for (let i = slots.length - 1; i >= 0; i--) {
    const slot = slots[i] as CharSlot;
    if (slot.system) next = slot.system;
    else slot.system = next;
  }
  return slots;
}

function isSerifVoice(familyId: string): boolean {
  const { category } = getFontFamily(familyId);
  return category === "serif" || category === "display-serif" || category === "slab";
}

/**
 * The families to try for one writing system, best first: the chosen family, then (for Latin,
 * Greek and Cyrillic) its siblings of the same voice and Noto, or the families that serve the
 * script, in the chosen family's voice first (serif names get a serif Arabic or Hebrew).
 */
function candidatesFor(system: WritingSystem, primary: string, text: string, hasKana: boolean): string[] {
  const serif = isSerifVoice(primary);
  if (system === "latin") {
    const family = getFontFamily(primary);
    const isUpper = text === text.toUpperCase();
    const sameVoice = designFamilies()
      .filter((f) => f.id !== primary && f.category === family.category && (!f.capsOnly || isUpper))
      .map((f) => f.id);
    return [primary, ...sameVoice, ...(serif ? LATIN_FALLBACK_SERIF : LATIN_FALLBACK_SANS)];
  }
  // Kanji in a name that also has kana are Japanese: set them in the Japanese face.
  const serving = familiesServing(system === "han" && hasKana ? "kana" : system);
  const voiced = [...serving].sort(
    (a, b) => Number(isSerifVoice(b.id) === serif) - Number(isSerifVoice(a.id) === serif),
  );
  const others = system === "han" ? familiesServing("han") : [];
  return [primary, ...voiced.map((f) => f.id), ...others.map((f) => f.id)];
}

/**
 * Tried after every other face: a CJK face has the full-width forms and many signs (★, ①) the
 * Latin faces lack. Last, so a name with hanzi is set in Chinese, not in it.
 */
const LAST_RESORT = "noto-sans-jp";

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

/**
 * Picks a font for every character. One font for the whole line when any candidate covers every
 * character (a name in one voice reads better than a patchwork); otherwise one per script run,
 * and character by character only where no single font covers a run.
 */
export function fontsForLine(
  text: string,
  slots: CharSlot[],
  choice: FontChoice,
): { perSlot: LoadedFont[]; missing: string[] } {
  const hasKana = slots.some((slot) => slot.system === "kana");
  const systems = unique(slots.map((slot) => slot.system ?? "latin")) as WritingSystem[];
  const candidates = (system: WritingSystem | null) =>
    candidatesFor(system ?? "latin", choice.family, text, hasKana);
  const visible = slots.filter((slot) => !drawsNothing(slot.char));
  const wholeLine = unique([...systems.flatMap((system) => candidates(system)), LAST_RESORT]);
  for (const id of wholeLine) {
    const font = loadFont(id, choice.weight);
    if (visible.every((slot) => fontCovers(font, slot.char)))
      return { perSlot: slots.map(() => font), missing: [] };
  }
  const primary = loadFont(choice.family, choice.weight);
  const perSlot: LoadedFont[] = slots.map(() => primary);
  const missing: string[] = [];
  let start = 0;
  while (start < slots.length) {
    const system = slots[start]?.system ?? null;
    let end = start;
    while (end < slots.length && (slots[end]?.system ?? null) === system) end++;
    const run = slots.slice(start, end);
    const ids = unique([...candidates(system), LAST_RESORT]);
    const runFont = ids
      .map((id) => loadFont(id, choice.weight))
      .find((font) => run.every((slot) => drawsNothing(slot.char) || fontCovers(font, slot.char)));
    run.forEach((slot, i) => {
      if (runFont) {
        perSlot[start + i] = runFont;
        return;
      }
      const font = ids.map((id) => loadFont(id, choice.weight)).find((f) => fontCovers(f, slot.char));
      if (font) perSlot[start + i] = font;
      else if (!drawsNothing(slot.char)) missing.push(slot.char);
    });
    start = end;
  }
  return { perSlot, missing };
}
