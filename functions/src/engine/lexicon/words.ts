/**
 * Word forms shared by the lexicon, the tagline reader and the icon search: accent-folded,
 * lower-cased and singularised, so "Bakeries", "bakery" and "the bakery's" all meet.
 */

export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "");
}

export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** Scripts written without spaces between words, where lexicon entries are found inside runs. */
export const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Words of any script, folded: letters and digits, with inner hyphens and ampersands kept. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+(?:[-&][\p{L}\p{N}]+)*/gu) ?? [];
}
