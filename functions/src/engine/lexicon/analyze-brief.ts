import { findIcons } from "../icons";
import { GENERAL_INDUSTRY_ID, getIndustry, INDUSTRIES, type Industry } from "./industries";
import { MOODS, type MoodId } from "./moods";
import { SUBJECTS, type Subject } from "./subjects";

/**
 * Reads a brief the way a designer would: what the business is (industry), how it should feel
 * (moods) and what it is about (subjects). Matching is on accent-folded, singularised words and
 * on two- and three-word phrases, so "Bakeries", "bakery" and "the bakery's" all count.
 */

export interface BriefAnalysis {
  industry: Industry;
  /** Runner-up industry when the text mentions another field strongly enough to borrow from. */
  secondaryIndustry: Industry | null;
  moods: MoodId[];
  /** Moods the text actually asked for, before industry defaults were added. */
  statedMoods: MoodId[];
  subjects: Subject[];
  /** Icon ids named directly by a word of the brief that no subject covers (e.g. "anchor"). */
  namedIcons: string[];
}

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

function tokenize(text: string): string[] {
  const raw = foldText(text).match(/[a-z0-9]+(?:[-&][a-z0-9]+)*/g) ?? [];
  return raw;
}

/** Every form we try a word in: as written, singular, without hyphens, and its parts. */
function forms(token: string): string[] {
  const out = new Set([token, singular(token)]);
  if (token.includes("-")) {
    const joined = token.replace(/-/g, "");
    out.add(joined);
    out.add(singular(joined));
    for (const part of token.split("-")) {
      out.add(part);
      out.add(singular(part));
    }
  }
  return [...out];
}

interface Gram {
  text: string;
  size: number;
  position: number;
}

function grams(tokens: string[]): Gram[] {
  const result: Gram[] = [];
  tokens.forEach((token, i) => {
    for (const form of forms(token)) result.push({ text: form, size: 1, position: i });
    for (let n = 2; n <= 3 && i + n <= tokens.length; n++) {
      const words = tokens.slice(i, i + n);
      result.push({ text: words.join(" "), size: n, position: i });
      const last = words[n - 1] as string;
      if (singular(last) !== last) {
        result.push({ text: [...words.slice(0, -1), singular(last)].join(" "), size: n, position: i });
      }
    }
  });
  return result;
}

/**
 * Words so broad they only nudge: "startup" says less about a cybersecurity start-up than
 * "cybersecurity" does.
 */
const BROAD_WORDS = new Set([
  "startup",
  "start-up",
  "app",
  "digital",
  "platform",
  "service",
  "services",
  "business",
  "studio",
  "agency",
  "club",
  "brand",
  "design",
  "management",
  "solution",
  "solutions",
  "partner",
  "partners",
  "community",
  "team",
  "market",
  "boutique",
  "care",
  "local",
  "power",
  "data",
  "web",
  "media",
  "content",
  "training",
  "sport",
  "event",
  "events",
  "hair",
  "gold",
  "silver",
  "art",
  "label",
  "press",
  "play",
  "home",
  "homes",
  "food",
  "kitchen",
  "building",
  "health",
  "wellness",
  "coaching",
  "coach",
  "broker",
  "advisor",
  "advisory",
  "camp",
  "guide",
  "mission",
  "society",
  "light",
  "secure",
  "ocean",
  "sea",
  "lake",
  "river",
  "beach",
  "electric",
  "energy",
  "vehicle",
  "game",
  "games",
  "tea",
  "slice",
  "grill",
  "honey",
  "eggs",
]);

function keywordWeight(keyword: string, size: number): number {
  if (size > 1) return size * 1.2;
  return BROAD_WORDS.has(keyword) ? 0.5 : 1;
}

function normaliseKeyword(keyword: string): string {
  return foldText(keyword)
    .replace(/[^a-z0-9&\- ]/g, "")
    .trim();
}

let industryKeywords: Map<string, Industry[]> | undefined;
let moodKeywords: Map<string, MoodId[]> | undefined;
let subjectWords: Map<string, Subject[]> | undefined;

function buildIndex<T>(entries: Array<[string[], T]>): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const [words, value] of entries) {
    for (const word of words) {
      const key = normaliseKeyword(word);
      const keys = new Set([key, key.includes(" ") ? key : singular(key)]);
      for (const k of keys) {
        const list = map.get(k) ?? [];
        if (!list.includes(value)) list.push(value);
        map.set(k, list);
      }
    }
  }
  return map;
}

function indexes() {
  industryKeywords ??= buildIndex(INDUSTRIES.map((i) => [[...i.keywords], i] as [string[], Industry]));
  moodKeywords ??= buildIndex(MOODS.map((m) => [[...m.keywords], m.id] as [string[], MoodId]));
  subjectWords ??= buildIndex(SUBJECTS.map((s) => [[...s.words], s] as [string[], Subject]));
  return { industryKeywords, moodKeywords, subjectWords };
}

/** Common words that must never be looked up as icon names. */
const STOP_WORDS = new Set(
  "the a an and or of for with in on at to from by our we you your my us is are be best new quality great good more most very just all any that this these those who which what where when how it its into over under small big little premium fresh local family friendly owned based company shop store studio services service business offering offer provide providing specializing specialising focus focused professional expert experts team people".split(
    " ",
  ),
);

/** Icon names that are interface glyphs, never a brand's subject. */
const UI_ICON_NAMES = new Set(
  "bold italic underline strikethrough heading text type list menu table columns rows grid layout link unlink copy paste undo redo save print search filter sort settings download upload share send reply delete trash edit plus minus check close cursor pointer mouse keyboard option command shift enter space tab hash percent equal divide function variable sidebar panel toggle slider switch".split(
    " ",
  ),
);

export function analyzeBrief(brandName: string, description: string): BriefAnalysis {
  const { industryKeywords: byIndustry, moodKeywords: byMood, subjectWords: bySubject } = indexes();
  const sources = [
    { tokens: tokenize(description), weight: 1 },
    { tokens: tokenize(brandName), weight: 0.8 },
  ];

  const industryScores = new Map<string, { score: number; first: number }>();
  const moodScores = new Map<MoodId, { score: number; first: number }>();
  const subjects: Array<{ subject: Subject; order: number }> = [];
  const seenKeywords = new Set<string>();
  const namedIcons: string[] = [];

  sources.forEach(({ tokens, weight }, sourceIndex) => {
    const offset = sourceIndex * 1000;
    for (const gram of grams(tokens)) {
      const order = offset + gram.position;
      const dedupeKey = `${sourceIndex}|${gram.position}|${gram.text}`;
      if (seenKeywords.has(dedupeKey)) continue;
      seenKeywords.add(dedupeKey);
      for (const industry of byIndustry.get(gram.text) ?? []) {
        const current = industryScores.get(industry.id) ?? { score: 0, first: order };
        current.score += keywordWeight(gram.text, gram.size) * weight;
        current.first = Math.min(current.first, order);
        industryScores.set(industry.id, current);
      }
      for (const mood of byMood.get(gram.text) ?? []) {
        const current = moodScores.get(mood) ?? { score: 0, first: order };
        current.score += gram.size * weight;
        current.first = Math.min(current.first, order);
        moodScores.set(mood, current);
      }
      for (const subject of bySubject.get(gram.text) ?? []) {
        if (!subjects.some((s) => s.subject === subject)) subjects.push({ subject, order });
      }
    }
    // Words no lexicon entry knows can still name an icon exactly ("anchor", "violin").
    for (const token of tokens) {
      const word = singular(token);
      if (word.length < 4 || STOP_WORDS.has(word) || bySubject.has(word)) continue;
      // Mood and industry words describe the business, they are not things to draw ("bold").
      if (byMood.has(word) || byIndustry.has(word) || UI_ICON_NAMES.has(word)) continue;
      const exact = findIcons(word, 3).filter((icon) => icon.name === word);
      for (const icon of exact) if (!namedIcons.includes(icon.id)) namedIcons.push(icon.id);
    }
  });

  const rankedIndustries = [...industryScores.entries()].sort(
    (a, b) => b[1].score - a[1].score || a[1].first - b[1].first,
  );
  const industry = getIndustry(rankedIndustries[0]?.[0] ?? GENERAL_INDUSTRY_ID);
  const runnerUp = rankedIndustries[1];
  const secondaryIndustry = runnerUp && runnerUp[1].score >= 1 ? getIndustry(runnerUp[0]) : null;

  const statedMoods = [...moodScores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first)
    .map(([id]) => id);
  const moods = [...statedMoods];
  for (const id of industry.moods) if (!moods.includes(id)) moods.push(id);

  return {
    industry,
    secondaryIndustry,
    moods: moods.slice(0, 3),
    statedMoods,
    subjects: subjects.sort((a, b) => a.order - b.order).map((s) => s.subject),
    namedIcons,
  };
}
