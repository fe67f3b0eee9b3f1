import { isBusinessWord, isMoodWord } from "./analyze-brief";
import { foldText, singular, UNSPACED_SCRIPT, wordsOf } from "./words";

/**
 * Taglines come from the user's own description: a short phrase they wrote,
 * such as "Handmade oak tables" from "coastal furniture workshop making handmade oak tables", or
 * none at all. The engine never adds a word the user did not write; it only trims a phrase at
 * its edges, writes "and" as "&", and capitalises a first word written all in lower case.
 */

/** The schema allows 60; a longer line would be set too small to read under a name. */
const MAX_TAGLINE_CHARS = 40;
const MAX_UNSPACED_CHARS = 16;
const MAX_WORDS = 6;

type PhraseKind = "product" | "head" | "whole" | "feature" | "place" | "audience";

const KIND_SCORE: Record<PhraseKind, number> = {
  product: 7,
  head: 5,
  whole: 4,
  feature: 1,
  place: -1,
  audience: -3,
};

const CLAUSE_BREAK = /[,;.:!?()[\]{}|/\n\u2013\u2014\u3001\u3002\uff0c\uff01\uff1f\uff1b\uff1a"“”]|\s-\s/;

/** Words that introduce what a business makes: the phrase after them is its product. */
const PRODUCT_VERBS = new Set(
  "making makes make crafting crafts handcrafting selling sells sell offering offers offer serving serves serve providing provides provide specializing specialising specialize specialise specializes specialises creating creates producing produces building builds designing designs brewing brews roasting roasts baking bakes growing grows teaching teaches".split(
    " ",
  ),
);
const MARKERS: Record<string, PhraseKind> = {
  with: "feature",
  featuring: "feature",
  including: "feature",
  plus: "feature",
  for: "audience",
  near: "place",
  at: "place",
  on: "place",
  across: "place",
  around: "place",
  throughout: "place",
  from: "place",
  by: "place",
};
/** A relative clause says something about the head; the tagline stops before it. */
const CLAUSE_ENDS = new Set("that which who whom where because so while whose".split(" "));
/** Words a phrase must not start or end with. */
const EDGE_WORDS = new Set(
  "a an the and & or of for with in on at to by from our your my their its is are was be we i you it this that as into also just very plus than".split(
    " ",
  ),
);
/** Openers of a sentence about the business, dropped from the front: "We are a ...". */
const LEADING_FILLER = new Set(
  "we we're were i i'm im am are is our my a an the this it's its it just also here welcome to".split(" "),
);
/** Words about the logo rather than the business: such a phrase is an instruction, not a tagline. */
const DESIGN_WORDS = new Set(
  "logo logos colour colours color colors font fonts palette icon icons vibe vibes feel feeling aesthetic aesthetics want wants please should looking look".split(
    " ",
  ),
);

interface Candidate {
  text: string;
  score: number;
  order: number;
}

function fold(word: string): string {
  return foldText(word).replace(/[^\p{L}\p{N}&'-]/gu, "");
}

/** Splits a clause into words as written, without the punctuation around them. */
function wordsAsWritten(clause: string): string[] {
  return clause
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => w.length > 0);
}

function trimEdges(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && EDGE_WORDS.has(fold(words[start] as string))) start++;
  while (end > start && EDGE_WORDS.has(fold(words[end - 1] as string))) end--;
  return words.slice(start, end);
}

function isLowerCaseWord(word: string): boolean {
  return word === word.toLowerCase() && word !== word.toUpperCase();
}

function display(words: string[]): string {
  const joined = words.map((w) => (fold(w) === "and" ? "&" : w)).join(" ");
  const first = words[0] ?? "";
  if (!isLowerCaseWord(first)) return joined;
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

function contentWords(words: string[]): string[] {
  return words.map(fold).filter((w) => w.length > 0 && !EDGE_WORDS.has(w) && w !== "&");
}

/**
 * Phrases of one clause: the clause itself, its head (before "with", "for", "in Lisbon"...),
 * and what follows each marker, tagged with what kind of phrase it is.
 */
function phrasesOf(words: string[]): Array<{ words: string[]; kind: PhraseKind }> {
  const cut = words.findIndex((w) => CLAUSE_ENDS.has(fold(w)));
  const clause = cut >= 0 ? words.slice(0, cut) : words;
  const phrases: Array<{ words: string[]; kind: PhraseKind }> = [{ words: clause, kind: "whole" }];
  let kind: PhraseKind = "head";
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) phrases.push({ words: current, kind });
    current = [];
  };
  clause.forEach((word, i) => {
    const folded = fold(word);
    const next = clause[i + 1] ?? "";
    if (PRODUCT_VERBS.has(folded)) {
      flush();
      kind = "product";
      return;
    }
    // An unknown "-ing" word after the head starts a phrase about what it does or for whom:
    // "startup protecting small companies", "charity supporting families".
    const previous = fold(clause[i - 1] ?? "");
    const participle =
      i > 0 &&
      /^\p{L}{3,}ing$/u.test(folded) &&
      !isBusinessWord(folded) &&
      !isBusinessWord(`${previous} ${folded}`);
    const marker = MARKERS[folded] ?? (participle ? "feature" : undefined);
    const placeIn = folded === "in" && (/^\p{Lu}/u.test(next) || /^(the|downtown|central)$/i.test(next));
    if (marker || placeIn) {
      flush();
      kind = marker ?? "place";
      return;
    }
    current.push(word);
  });
  flush();
  return phrases;
}

/**
 * Drops brand-name words at either edge: "Artisan sourdough" under "Acme Bakery". A name word
 * that makes a phrase with its neighbour stays: "Sushi bar" under "東京 Sushi" is not "Bar".
 */
function withoutNameEdges(words: string[], nameWords: Set<string>): string[] {
  let start = 0;
  let end = words.length;
  const isName = (w: string) => nameWords.has(fold(w)) || nameWords.has(singular(fold(w)));
  const bound = (a: string, b: string) => isBusinessWord(`${fold(a)} ${fold(b)}`);
  while (
    start < end &&
    isName(words[start] as string) &&
    !bound(words[start] as string, words[start + 1] ?? "")
  )
    start++;
  while (
    end > start &&
    isName(words[end - 1] as string) &&
    !bound(words[end - 2] ?? "", words[end - 1] as string)
  )
    end--;
  return trimEdges(words.slice(start, end));
}

/** Phrases longer than this also offer shorter forms ("Tapas restaurant & wine bar"). */
const LONG_PHRASE_CHARS = 28;

const CONJUNCTIONS = new Set(["and", "&", "or"]);

/**
 * Shorter forms of a long phrase that keep whole noun phrases: each part of an "A and B" list,
 * and the phrase with leading modifiers dropped ("Spanish tapas restaurant and wine bar" gives
 * "Tapas restaurant and wine bar"). English puts the noun last, so only the front is trimmed.
 */
function shorterForms(words: string[]): string[][] {
  if (display(words).length <= LONG_PHRASE_CHARS) return [];
  const parts: string[][] = [[]];
  for (const word of words) {
    if (CONJUNCTIONS.has(fold(word))) parts.push([]);
    else parts[parts.length - 1]?.push(word);
  }
  const forms: string[][] = [];
  const [first = [], ...rest] = parts.filter((p) => p.length > 0);
  const joinedRest = rest.flatMap((part) => [words.find((w) => CONJUNCTIONS.has(fold(w))) ?? "&", ...part]);
  // Modifiers go, the noun they qualify stays with at least one of them: "lawn care", not "care".
  for (let drop = 1; drop < first.length - 1; drop++) forms.push([...first.slice(drop), ...joinedRest]);
  if (rest.length > 0) {
    forms.push(first);
    for (const part of rest) forms.push(part);
  }
  // A lone word of a list ("Wedding" of "wedding and portrait photographer") is no phrase.
  return forms.map(trimEdges).filter((form) => form.length > 1);
}

function scorePhrase(words: string[], kind: PhraseKind, nameWords: Set<string>): number | null {
  const content = contentWords(words);
  if (content.length === 0) return null;
  if (content.some((w) => DESIGN_WORDS.has(w))) return null;
  const feeling = (w: string) => isMoodWord(w) && !isBusinessWord(w);
  const meaningful = content.filter((w) => !feeling(w) && !/^\d+$/.test(w));
  if (meaningful.length === 0 && !content.some((w) => /^\d{4}$/.test(w))) return null;
  const inName = (w: string) => nameWords.has(w) || nameWords.has(singular(w));
  if (content.every(inName)) return null;
  const text = display(words);
  const unspaced = UNSPACED_SCRIPT.test(text);
  if (unspaced ? text.length > MAX_UNSPACED_CHARS : text.length > MAX_TAGLINE_CHARS) return null;
  if (words.length > MAX_WORDS) return null;
  // A customer or a place alone ("Farmers", "Alps") says nothing about the business.
  if ((kind === "audience" || kind === "place") && content.length < 2) return null;

  let score = KIND_SCORE[kind];
  const knows = content.some(
    (w, i) => isBusinessWord(w) || (i + 1 < content.length && isBusinessWord(`${w} ${content[i + 1]}`)),
  );
  if (knows) score += 3;
  if (words.length >= 2 && words.length <= 4) score += 2;
  if (words.length === 1) score -= unspaced ? 0 : 2;
  // Under a name a long line is set small: past 28 characters it must earn its place.
  if (text.length > 34) score -= 4;
  else if (text.length > LONG_PHRASE_CHARS) score -= 2;
  score -= 2 * content.filter(inName).length;
  score -= content.filter(feeling).length;
  // "... with a warm" trails off into a feeling.
  if (feeling(content[content.length - 1] ?? "")) score -= 3;
  return score;
}

/** How far behind the best phrase another may score and still be offered. */
const SCORE_SPREAD = 4;

/**
 * Taglines for a brief, best first: short phrases of the user's own description, at most four,
 * all close to the best. Empty when the description offers nothing that reads as a tagline.
 */
export function taglineCandidates(brandName: string, description: string): string[] {
  const nameWords = new Set(wordsOf(brandName).flatMap((w) => [w, ...w.split("-")]));
  const candidates: Candidate[] = [];
  let order = 0;
  for (const clause of description.split(CLAUSE_BREAK)) {
    let words = wordsAsWritten(clause);
    // "We are a ..." and "Acme Bakery is a ..." open a sentence about the business.
    while (words.length > 0) {
      const first = fold(words[0] as string);
      if (LEADING_FILLER.has(first) || PRODUCT_VERBS.has(first)) words = words.slice(1);
      else if (nameWords.has(first) && words.length > 1 && nameWords.size > 0) {
        const rest = words.slice(1);
        if (rest.length > 0 && ["is", "are", "was"].includes(fold(rest[0] as string))) words = rest.slice(1);
        else break;
      } else break;
    }
    for (const phrase of phrasesOf(words)) {
      const full = trimEdges(phrase.words);
      const trimmed = withoutNameEdges(phrase.words, nameWords);
      const variants = trimmed.length > 0 && trimmed.length < full.length ? [full, trimmed] : [full];
      for (const variant of variants) {
        if (variant.length === 0) continue;
        const score = scorePhrase(variant, phrase.kind, nameWords);
        if (score !== null) candidates.push({ text: display(variant), score, order: order++ });
      }
      // A whole clause is already split at its markers; only marker-free phrases are shortened.
      const shortenable = phrase.kind === "whole" ? [] : (variants[variants.length - 1] ?? []);
      for (const run of shorterForms(shortenable)) {
        const score = scorePhrase(run, phrase.kind, nameWords);
        // A run leaves words out, so it ranks just below a whole phrase of the same worth.
        if (score !== null) candidates.push({ text: display(run), score: score - 1, order: order++ });
      }
    }
  }
  const seen = new Set<string>();
  const best = Math.max(...candidates.map((c) => c.score));
  return candidates
    .filter((c) => c.score >= best - SCORE_SPREAD)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .filter((c) => {
      const key = wordsOf(c.text).join(" ");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 4)
    .map((c) => c.text);
}
