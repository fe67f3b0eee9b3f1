import { type IconEntry, iconIndex, isUnsuitableIconName } from "./icons";
import { INDUSTRIES } from "./lexicon/industries";
import { SUBJECTS } from "./lexicon/subjects";
import { foldText, singular } from "./lexicon/words";
import { type PackedSearchIndex, readPackedIcons } from "./packed-icons";

/**
 * Searching the icon sets by word, for the editor's search box and for the engine's own
 * fallback when no lexicon entry names a symbol. A query matches icon names, icon tags and the
 * lexicon's synonyms ("gelato" finds the ice-cream icons, "attorney" the scales), best first.
 * Deterministic: ties are broken by set (Phosphor draws in every style) and then by id.
 */

interface IconSearchResult {
  /** `set:name`, usable in `DirectionSpec.icons`. */
  id: string;
  /** The icon's name in words, e.g. "Coffee bean". */
  label: string;
  set: string;
}

const SET_ORDER: Record<string, number> = { phosphor: 0, tabler: 1, lucide: 2 };

/** Words of a query, accent-folded; scripts other than Latin are kept as they are. */
function queryWords(query: string): string[] {
  return foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A readable name for an icon id: `phosphor:coffee-bean` is 'Coffee bean'. */
export function iconLabel(id: string): string {
  const words = id.slice(id.indexOf(":") + 1).replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface SearchIndex {
  entries: IconEntry[];
  /** Per icon id: its tags' words, folded, as written and singular. */
  tags: Map<string, readonly string[]>;
  /** Word (name part or tag, as written and singular) -> icons carrying it. */
  byWord: Map<string, IconEntry[]>;
  /** Lexicon phrase -> icon ids it stands for, best first. */
  synonyms: Map<string, string[]>;
}

let cached: SearchIndex | undefined;

function addSynonym(map: Map<string, string[]>, phrase: string, ids: readonly string[]) {
  const words = queryWords(phrase);
  if (words.length === 0) return;
  for (const key of new Set([words.join(" "), words.map(singular).join(" ")])) {
    const list = map.get(key) ?? [];
    for (const id of ids) if (!list.includes(id)) list.push(id);
    map.set(key, list);
  }
}

/** The index worked out from the catalogue and the lexicon. */
export function buildSearchIndex(entries: IconEntry[]): SearchIndex {
  const tags = new Map<string, readonly string[]>();
  const byWord = new Map<string, IconEntry[]>();
  // Eight thousand icons share a few thousand tags and name parts: each is folded and
  // singularised once.
  const tagWordsOf = new Map<string, readonly string[]>();
  const partWordsOf = new Map<string, readonly string[]>();
  for (const entry of entries) {
    const tagWords = new Set<string>();
    for (const tag of entry.tags) {
      let words = tagWordsOf.get(tag);
      if (!words) {
        words = queryWords(tag).flatMap((word) => [word, singular(word)]);
        tagWordsOf.set(tag, words);
      }
      for (const word of words) tagWords.add(word);
    }
    tags.set(entry.id, [...tagWords]);
    const entryWords = new Set(tagWords);
    for (const part of entry.name.split("-")) {
      let words = partWordsOf.get(part);
      if (!words) {
        words = [part, singular(part)];
        partWordsOf.set(part, words);
      }
      for (const word of words) entryWords.add(word);
    }
    for (const word of entryWords) {
      const list = byWord.get(word);
      if (list) list.push(entry);
      else byWord.set(word, [entry]);
    }
  }
  const synonyms = new Map<string, string[]>();
  // Subjects are concrete things, so they come before an industry's broader set of symbols.
  for (const subject of SUBJECTS) for (const word of subject.words) addSynonym(synonyms, word, subject.icons);
  for (const industry of INDUSTRIES) {
    if (industry.id === "general") continue;
    for (const word of [industry.label, ...industry.keywords]) addSynonym(synonyms, word, industry.symbols);
  }
  return { entries, tags, byWord, synonyms };
}

/** The index as plain JSON, its icons as positions in `index.entries`. */
export function packSearchIndex(index: SearchIndex): PackedSearchIndex {
  const position = new Map(index.entries.map((entry, at) => [entry, at]));
  return {
    tagWords: index.entries.map((entry) => [...(index.tags.get(entry.id) ?? [])]),
    byWord: [...index.byWord].map(([word, list]) => [word, list.map((entry) => position.get(entry) ?? -1)]),
    synonyms: [...index.synonyms],
  };
}

/** A packed index back over `entries`, the catalogue it was packed with. */
export function unpackSearchIndex(entries: IconEntry[], packed: PackedSearchIndex): SearchIndex {
  if (packed.tagWords.length !== entries.length)
    throw new Error("The packed icon index was made from another catalogue");
  const at = (position: number): IconEntry => {
    const entry = entries[position];
    if (!entry) throw new Error("The packed icon index was made from another catalogue");
    return entry;
  };
  return {
    entries,
    tags: new Map(entries.map((entry, position) => [entry.id, packed.tagWords[position] ?? []])),
    byWord: new Map(packed.byWord.map(([word, positions]) => [word, positions.map(at)])),
    synonyms: new Map(packed.synonyms),
  };
}

function searchIndex(): SearchIndex {
  if (cached) return cached;
  const entries = [...iconIndex().values()];
  const packed = readPackedIcons();
  cached = packed ? unpackSearchIndex(entries, packed.search) : buildSearchIndex(entries);
  return cached;
}

function scoreEntry(entry: IconEntry, words: string[], phrase: string, tags: readonly string[]): number {
  const parts = entry.name.split("-");
  const singularParts = parts.map(singular);
  const hasPart = (w: string) => parts.includes(w) || singularParts.includes(singular(w));
  const hasTag = (w: string) => tags.includes(w) || tags.includes(singular(w));
  let score = 0;
  if (entry.name === phrase || entry.name === words.map(singular).join("-")) score = 100;
  else if (words.every(hasPart)) score = 80 - (parts.length - words.length) * 2;
  else if (phrase.length >= 3 && entry.name.startsWith(phrase)) score = 55;
  else if (words.every((w) => hasPart(w) || hasTag(w))) score = 50;
  else {
    const found = words.filter((w) => hasPart(w) || hasTag(w)).length;
    score = found > 0 ? (30 * found) / words.length : 0;
  }
  // Variants such as "-off" or "-x" are rarely what anyone searches for: after every real match.
  if (score > 0 && isUnsuitableIconName(entry.name)) score *= 0.4;
  return score;
}

interface RankedIcon {
  entry: IconEntry;
  /** 100 exact name, 80 every word in the name, 50 every word in name or tags, up to 90 a synonym. */
  score: number;
}

/** Icons for a word or short phrase with their match scores, best first, at most `limit`. */
export function rankIcons(query: string, limit: number): RankedIcon[] {
  const words = queryWords(query);
  const max = Math.max(0, Math.floor(limit));
  if (words.length === 0 || max === 0) return [];
  const index = searchIndex();
  const phrase = words.join("-");
  const scores = new Map<string, number>();
  const bump = (id: string, score: number) => {
    if (score > (scores.get(id) ?? 0)) scores.set(id, score);
  };

  // Only icons carrying one of the words can match, plus names the phrase begins (while typing).
  const candidates = new Set<IconEntry>();
  for (const word of words)
    for (const key of [word, singular(word)])
      for (const entry of index.byWord.get(key) ?? []) candidates.add(entry);
  if (phrase.length >= 3)
    for (const entry of index.entries) if (entry.name.startsWith(phrase)) candidates.add(entry);
  for (const entry of candidates) {
    const score = scoreEntry(entry, words, phrase, index.tags.get(entry.id) ?? []);
    if (score > 0) bump(entry.id, score);
  }

  // Lexicon synonyms: the whole phrase first, then each word on its own.
  for (const key of [words.join(" "), words.map(singular).join(" ")]) {
    (index.synonyms.get(key) ?? []).forEach((id, rank) => {
      bump(id, 90 - rank * 2);
    });
  }
  if (words.length > 1) {
    for (const word of words) {
      for (const key of [word, singular(word)]) {
        (index.synonyms.get(key) ?? []).forEach((id, rank) => {
          bump(id, 40 - rank);
        });
      }
    }
  }

  const icons = iconIndex();
  return [...scores.entries()]
    .map(([id, score]) => ({ entry: icons.get(id), score }))
    .filter((hit): hit is RankedIcon => hit.entry !== undefined)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (SET_ORDER[a.entry.set] ?? 9) - (SET_ORDER[b.entry.set] ?? 9) ||
        a.entry.name.length - b.entry.name.length ||
        a.entry.id.localeCompare(b.entry.id),
    )
    .slice(0, max);
}

/**
 * Icons for a word or short phrase, best first, at most `limit`: what the editor's "search the
 * icon sets by word" box lists. An empty query finds nothing.
 */
export function searchIcons(query: string, limit: number): IconSearchResult[] {
  return rankIcons(query, limit).map(({ entry }) => ({
    id: entry.id,
    label: iconLabel(entry.id),
    set: entry.set,
  }));
}
