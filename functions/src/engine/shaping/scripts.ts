/**
 * The writing systems the type library has fonts for, told apart by the Unicode Script property.
 * Latin, Greek and Cyrillic travel together: the design families and Noto Sans/Serif set all
 * three, so a name mixing them needs no other font.
 */
export type WritingSystem =
  | "latin"
  | "arabic"
  | "hebrew"
  | "thai"
  | "devanagari"
  | "bengali"
  | "tamil"
  | "hangul"
  | "kana"
  | "han";

const SYSTEMS: readonly (readonly [WritingSystem, RegExp])[] = [
  ["latin", /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u],
  ["arabic", /\p{Script=Arabic}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["thai", /\p{Script=Thai}/u],
  ["devanagari", /\p{Script=Devanagari}/u],
  ["bengali", /\p{Script=Bengali}/u],
  ["tamil", /\p{Script=Tamil}/u],
  ["hangul", /\p{Script=Hangul}/u],
  ["kana", /[\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u],
  ["han", /[\p{Script=Han}\u3005\u3007]/u],
];

/** The writing system of one character; null for spaces, digits, punctuation and marks. */
export function writingSystemOf(char: string): WritingSystem | null {
  for (const [system, pattern] of SYSTEMS) if (pattern.test(char)) return system;
  return null;
}

/**
 * Scripts whose letters join (Arabic) or hang from a headline (Devanagari, Bengali), and Thai,
 * whose marks sit on their consonants: letter-spacing breaks the words apart.
 */
const UNTRACKABLE: ReadonlySet<WritingSystem> = new Set(["arabic", "devanagari", "bengali", "thai"]);

export function breaksWithTracking(system: WritingSystem): boolean {
  return UNTRACKABLE.has(system);
}

/** Scripts with no capital letters: their tallest marks stand above any cap height. */
export function isCaseless(system: WritingSystem): boolean {
  return system !== "latin";
}
