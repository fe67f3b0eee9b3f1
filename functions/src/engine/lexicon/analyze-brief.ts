import { rankIcons } from "../icon-search";
import { getIcon, isUnsuitableIconName } from "../icons";
import { GENERAL_INDUSTRY_ID, getIndustry, INDUSTRIES } from "./industries";
import type { Industry } from "./industry-lists/industry-definition";
import { MOODS, type MoodId } from "./moods";
import type { Subject } from "./subject-lists/subject";
import { SUBJECTS } from "./subjects";
import { foldText, singular, UNSPACED_SCRIPT } from "./words";

export { singular } from "./words";

/**
 * Reads a brief the way a designer would: what the business is (industry), how it should feel
 * (moods) and what it is about (subjects). Matching is on accent-folded, singularised words and
 * on two- and three-word phrases, so "Bakeries", "bakery" and "the bakery's" all count.
 *
 * Where a word sits matters as much as what it is: in "coastal furniture workshop making oak
 * tables" the business is the furniture, "coastal" is only its setting; in "drone surveys for
 * farmers" the farmers are the customers, not the business. Words after "for", "with", "in"
 * and the like count for less, setting words (coast, night, growth) only become the symbol when
 * the business itself is about them, and the brand name, often a metaphor, counts least.
 */

export interface BriefAnalysis {
  industry: Industry;
  /** Runner-up industry when the business itself (not its customers) names another field. */
  secondaryIndustry: Industry | null;
  moods: MoodId[];
  /** Moods the text actually asked for, before industry defaults were added. */
  statedMoods: MoodId[];
  /** Subjects named in the brief, most relevant to the business first. */
  subjects: Subject[];
  /** Icon ids named directly by a word of the brief that no subject covers (e.g. "anchor"). */
  namedIcons: string[];
  /** Candidate symbols for the logo, best first: all existing icon ids. */
  symbols: string[];
}

/** What a word is to the business, read from the words before it. */
type Role = "core" | "product" | "feature" | "audience" | "place" | "name";

/** How much a word counts towards the industry, by role. */
const ROLE_WEIGHT: Record<Role, number> = {
  core: 1,
  product: 1,
  feature: 0.2,
  audience: 0.25,
  place: 0.25,
  name: 0.5,
};

/** Words that start a phrase about what the business makes or does: back to full weight. */
const PRODUCT_MARKERS = new Set(
  "making makes make made crafting crafts handcrafting selling sells sell offering offers offer serving serves serve providing provides provide specializing specialising specialize specialise specializes specialises specialized specialised specialists specialist experts expert building builds growing grows brewing brews roasting roasts baking bakes teaching teaches creating creates designing designs producing produces running runs doing does".split(
    " ",
  ),
);
const FEATURE_MARKERS = new Set("with featuring including plus".split(" "));
const AUDIENCE_MARKERS = new Set(["for"]);
const PLACE_MARKERS = new Set("near at on across around throughout by from since".split(" "));
/** "in" is a place before a capitalised word or an article ("in Brooklyn", "in the Alps"). */
const PLACE_AFTER_IN = new Set("the a an our downtown central north south east west old".split(" "));

interface Token {
  /** Folded word as written, e.g. "late-night". */
  text: string;
  role: Role;
  position: number;
}

const CLAUSE_BREAK = /[,;.:!?()[\]{}|/\n\u2013\u2014\u3001\u3002\uff0c\uff01\uff1f\uff1b\uff1a]|\s-\s/;

function tokenizeWithRoles(text: string, baseRole: Role): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  for (const clause of text.split(CLAUSE_BREAK)) {
    let role: Role = baseRole;
    const raw = clause.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:[-&][\p{L}\p{N}]+)*/gu) ?? [];
    raw.forEach((word, i) => {
      const folded = foldText(word);
      if (baseRole !== "name") {
        const previous = foldText(raw[i - 1] ?? "");
        const next = raw[i + 1] ?? "";
        if (PRODUCT_MARKERS.has(folded)) role = "product";
        else if (FEATURE_MARKERS.has(folded)) role = "feature";
        else if (AUDIENCE_MARKERS.has(folded)) role = "audience";
        else if (PLACE_MARKERS.has(folded)) role = "place";
        else if (
          folded === "in" &&
          !PRODUCT_MARKERS.has(previous) &&
          (/^\p{Lu}/u.test(next) || PLACE_AFTER_IN.has(foldText(next)))
        )
          role = "place";
      }
      tokens.push({ text: folded, role, position: position++ });
    });
  }
  return tokens;
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
  role: Role;
}

function grams(tokens: Token[]): Gram[] {
  const result: Gram[] = [];
  tokens.forEach((token, i) => {
    for (const form of forms(token.text)) result.push({ text: form, size: 1, position: i, role: token.role });
    for (let n = 2; n <= 3 && i + n <= tokens.length; n++) {
      const words = tokens.slice(i, i + n).map((t) => t.text);
      // A phrase takes the role of its last word: "wine bar" after "and" is still the business.
      const role = tokens[i + n - 1]?.role ?? token.role;
      result.push({ text: words.join(" "), size: n, position: i, role });
      const last = words[n - 1] as string;
      if (singular(last) !== last) {
        result.push({ text: [...words.slice(0, -1), singular(last)].join(" "), size: n, position: i, role });
      }
    }
  });
  return result;
}

/**
 * Words so broad they only nudge: "startup" says less about a cybersecurity start-up than
 * "cybersecurity" does, and "coastal" says where a workshop is, not what it makes.
 */
const BROAD_WORDS = new Set(
  "startup start-up app digital platform service business studio agency club brand design management solution partner community team market boutique care local power data web media content training sport event hair gold silver art label press play home homes food kitchen building health wellness coaching coach broker advisor advisory camp guide mission society light secure ocean sea lake river beach coastal coast electric energy vehicle game games tea slice grill honey eggs shop store delivery online wood wooden oak walnut timber bar workshop classes lessons courses tools hardware repairs repair maintenance spanish japanese italian indian chinese thai korean greek turkish mexican swim pool ink rings watches team product products cloud infrastructure fund capital bank banks ledger talent jobs cleaning print prints signs labels network".split(
    " ",
  ),
);

function keywordWeight(keyword: string, size: number): number {
  if (size > 1) return size * 1.2;
  return BROAD_WORDS.has(keyword) ? 0.5 : 1;
}

function normaliseKeyword(keyword: string): string {
  return foldText(keyword)
    .replace(/[^\p{L}\p{N}&\- ]/gu, "")
    .trim();
}

let industryKeywords: Map<string, Industry[]> | undefined;
let moodKeywords: Map<string, MoodId[]> | undefined;
let subjectWords: Map<string, Subject[]> | undefined;

function buildIndex<T>(entries: Array<[readonly string[], T]>): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const [words, value] of entries) {
    for (const word of words) {
      const key = normaliseKeyword(word);
      if (!key) continue;
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
  industryKeywords ??= buildIndex(INDUSTRIES.map((i) => [i.keywords, i] as [readonly string[], Industry]));
  moodKeywords ??= buildIndex(MOODS.map((m) => [m.keywords, m.id] as [readonly string[], MoodId]));
  subjectWords ??= buildIndex(SUBJECTS.map((s) => [s.words, s] as [readonly string[], Subject]));
  return { industryKeywords, moodKeywords, subjectWords };
}

/**
 * Whether a folded word or phrase says what a business is or makes: an industry keyword or a
 * concrete subject ("ramen", "oak"), not a setting ("night") or a mood ("rustic").
 */
export function isBusinessWord(word: string): boolean {
  const { industryKeywords: byIndustry, subjectWords: bySubject } = indexes();
  const key = normaliseKeyword(word);
  return [key, singular(key)].some(
    (k) => byIndustry.has(k) || (bySubject.get(k) ?? []).some((subject) => subject.setting !== true),
  );
}

/** Whether a folded word names a mood ("rustic", "modern"): a feeling, not a fact. */
export function isMoodWord(word: string): boolean {
  const key = normaliseKeyword(word);
  return indexes().moodKeywords.has(key) || indexes().moodKeywords.has(singular(key));
}

/** Common words that must never be looked up as icon names. */
const STOP_WORDS = new Set(
  "the a an and or of for with in on at to from by our we you your my us is are be best new quality great good more most very just all any that this these those who which what where when how it its into over under small big little premium fresh local family friendly owned based company shop store studio services service business offering offer provide providing specializing specialising focus focused professional expert experts team people style making make makes made late night hours open daily since".split(
    " ",
  ),
);

/** Words about the logo itself, or a request: never looked up as a symbol ("blue colours please"). */
const REQUEST_WORDS = new Set(
  "logo logos icon icons symbol colour colours color colors font fonts palette please want need like love looking something simple clean blue red green yellow orange purple pink black white grey gray brown teal navy beige cream".split(
    " ",
  ),
);

/** Icon names that are interface glyphs, never a brand's subject. */
const UI_ICON_NAMES = new Set(
  "bold italic underline strikethrough heading text type list menu table columns rows grid layout link unlink copy paste undo redo save print search filter sort settings download upload share send reply delete trash edit plus minus check close cursor pointer mouse keyboard option command shift enter space tab hash percent equal divide function variable sidebar panel toggle slider switch slice group users user category".split(
    " ",
  ),
);

interface FoundSubject {
  subject: Subject;
  order: number;
  role: Role;
}

interface FoundIcon {
  id: string;
  order: number;
  role: Role;
}

/** Lexicon entries written in scripts without spaces, found inside the text. */
function unspacedMatches<T>(text: string, index: Map<string, T[]>): Array<{ value: T; position: number }> {
  if (!UNSPACED_SCRIPT.test(text)) return [];
  const found: Array<{ value: T; position: number }> = [];
  for (const [keyword, values] of index) {
    if (!UNSPACED_SCRIPT.test(keyword)) continue;
    const position = text.indexOf(keyword);
    if (position < 0) continue;
    for (const value of values) found.push({ value, position });
  }
  return found;
}

function isCore(role: Role): boolean {
  return role === "core" || role === "product";
}

export function analyzeBrief(brandName: string, description: string): BriefAnalysis {
  const { industryKeywords: byIndustry, moodKeywords: byMood, subjectWords: bySubject } = indexes();
  const sources = [
    { text: description, tokens: tokenizeWithRoles(description, "core"), offset: 0 },
    { text: brandName, tokens: tokenizeWithRoles(brandName, "name"), offset: 1000 },
  ];

  const industryScores = new Map<string, { score: number; core: number; first: number }>();
  const moodScores = new Map<MoodId, { score: number; first: number }>();
  const subjects: FoundSubject[] = [];
  const namedIcons: FoundIcon[] = [];
  const seenKeywords = new Set<string>();

  const scoreIndustry = (industry: Industry, weight: number, role: Role, order: number) => {
    const current = industryScores.get(industry.id) ?? { score: 0, core: 0, first: order };
    current.score += weight * ROLE_WEIGHT[role];
    if (isCore(role)) current.core += weight;
    current.first = Math.min(current.first, order);
    industryScores.set(industry.id, current);
  };
  const addSubject = (subject: Subject, order: number, role: Role) => {
    const existing = subjects.find((s) => s.subject === subject);
    if (!existing) subjects.push({ subject, order, role });
    else if (ROLE_WEIGHT[role] > ROLE_WEIGHT[existing.role]) existing.role = role;
  };

  for (const { text, tokens, offset } of sources) {
    const baseRole: Role = offset === 0 ? "core" : "name";
    const allGrams = grams(tokens);
    // A word inside a known phrase belongs to the phrase: the "ice" of "ice cream" is no
    // snowflake, the "truck" of "food truck" no delivery truck, the "wine" of "wine bar" no winery.
    const covered = new Set<number>();
    for (const gram of allGrams) {
      if (gram.size < 2 || !(byIndustry.has(gram.text) || bySubject.has(gram.text))) continue;
      for (let k = 0; k < gram.size; k++) covered.add(gram.position + k);
    }
    const inPhrase = (gram: Gram, entries: readonly unknown[]) =>
      gram.size === 1 &&
      covered.has(gram.position) &&
      !allGrams.some(
        (other) =>
          other.size > 1 &&
          other.position <= gram.position &&
          gram.position < other.position + other.size &&
          [...(byIndustry.get(other.text) ?? []), ...(bySubject.get(other.text) ?? [])].some((e) =>
            entries.includes(e),
          ),
      );
    for (const gram of allGrams) {
      const order = offset + gram.position;
      const dedupeKey = `${offset}|${gram.position}|${gram.text}`;
      if (seenKeywords.has(dedupeKey)) continue;
      seenKeywords.add(dedupeKey);
      const gramIndustries = byIndustry.get(gram.text) ?? [];
      const gramSubjects = bySubject.get(gram.text) ?? [];
      if (inPhrase(gram, [...gramIndustries, ...gramSubjects])) continue;
      for (const industry of gramIndustries)
        scoreIndustry(industry, keywordWeight(gram.text, gram.size), gram.role, order);
      for (const mood of byMood.get(gram.text) ?? []) {
        const current = moodScores.get(mood) ?? { score: 0, first: order };
        current.score += gram.size;
        current.first = Math.min(current.first, order);
        moodScores.set(mood, current);
      }
      for (const subject of gramSubjects) addSubject(subject, order, gram.role);
    }
    for (const { value, position } of unspacedMatches(text, byIndustry))
      scoreIndustry(value, 2, baseRole, offset + position / 100);
    for (const { value, position } of unspacedMatches(text, bySubject))
      addSubject(value, offset + position / 100, baseRole);

    // Words no lexicon entry knows can still name an icon ("anchor", "violin"): search the sets.
    for (const token of tokens) {
      const word = singular(token.text);
      if (
        word.length < 4 ||
        /\d/.test(word) ||
        STOP_WORDS.has(word) ||
        REQUEST_WORDS.has(word) ||
        bySubject.has(word) ||
        bySubject.has(token.text)
      )
        continue;
      // Mood and industry words describe the business, they are not things to draw ("bold").
      if (byMood.has(word) || byIndustry.has(word) || byIndustry.has(token.text) || UI_ICON_NAMES.has(word))
        continue;
      const hits = rankIcons(word, 4).filter(
        (hit) =>
          hit.score >= 80 && !isUnsuitableIconName(hit.entry.name) && !UI_ICON_NAMES.has(hit.entry.name),
      );
      for (const hit of hits.slice(0, 2))
        if (!namedIcons.some((n) => n.id === hit.entry.id))
          namedIcons.push({ id: hit.entry.id, order: offset + token.position, role: token.role });
    }
  }

  const rankedIndustries = [...industryScores.entries()].sort(
    (a, b) => b[1].score - a[1].score || a[1].first - b[1].first,
  );
  const industry = getIndustry(rankedIndustries[0]?.[0] ?? GENERAL_INDUSTRY_ID);
  // Only a field the business itself names may lend symbols: the customers' field may not.
  const runnerUp = rankedIndustries
    .slice(1)
    .filter(([, s]) => s.core >= 1)
    .sort((a, b) => b[1].core - a[1].core || a[1].first - b[1].first)[0];
  const secondaryIndustry = runnerUp ? getIndustry(runnerUp[0]) : null;

  const statedMoods = [...moodScores.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[1].first - b[1].first)
    .map(([id]) => id);
  const moods = [...statedMoods];
  for (const id of industry.moods) if (!moods.includes(id)) moods.push(id);

  const ranked = rankSubjects(subjects, industry);
  return {
    industry,
    secondaryIndustry,
    moods: moods.slice(0, 3),
    statedMoods,
    subjects: ranked.map((s) => s.subject),
    namedIcons: namedIcons.map((n) => n.id),
    symbols: orderSymbols(ranked, namedIcons, industry, secondaryIndustry, sources[0]?.tokens ?? []),
  };
}

/** Fields whose own symbols are generic (a storefront, a bag): the brief's things come first. */
const GENERIC_FIELDS = new Set(["general", "retail", "gifts", "crafts", "thrift", "hardware", "handyman"]);

function onTopic(subject: Subject, industry: Industry): boolean {
  return subject.icons.some((id) => industry.symbols.includes(id));
}

/**
 * Subjects in the order they should lead a logo: what the business makes first, things it
 * names in passing next, and places, times, customers and the brand name's metaphors last.
 */
function subjectGroup(found: FoundSubject, industry: Industry): number {
  const topical = onTopic(found.subject, industry);
  // In a field that says nothing about its products (a shop), a thing it names is the product:
  // an umbrella shop sells umbrellas even though "umbrella" is usually a metaphor.
  const setting = found.subject.setting === true && !(isCore(found.role) && GENERIC_FIELDS.has(industry.id));
  // What follows "making", "selling"... is the product itself: it leads.
  if (topical && found.role === "product") return -1;
  if (topical && found.role !== "audience" && found.role !== "place") return 0;
  // Other things the business names come before its field's symbols only in a generic field;
  // elsewhere the field's curated symbols are surer ("roof repairs" is roofing, not a wrench).
  if (isCore(found.role) && !setting) return GENERIC_FIELDS.has(industry.id) ? 1 : 3.5;
  if (!setting) return 4;
  return 5;
}

/** Within a product phrase the noun comes last ("handmade oak tables"): it leads. */
function orderKey(found: FoundSubject, industry: Industry): number {
  return subjectGroup(found, industry) === -1 ? -found.order : found.order;
}

function rankSubjects(found: FoundSubject[], industry: Industry): FoundSubject[] {
  return [...found].sort(
    (a, b) =>
      subjectGroup(a, industry) - subjectGroup(b, industry) || orderKey(a, industry) - orderKey(b, industry),
  );
}

function orderSymbols(
  subjects: FoundSubject[],
  namedIcons: FoundIcon[],
  industry: Industry,
  secondary: Industry | null,
  descriptionTokens: Token[],
): string[] {
  const entries: Array<{ id: string; group: number; order: number }> = [];
  for (const found of subjects) {
    const group = subjectGroup(found, industry);
    found.subject.icons.slice(0, 2).forEach((id, i) => {
      entries.push({ id, group, order: orderKey(found, industry) + i / 10 });
    });
  }
  for (const icon of namedIcons) {
    const group = isCore(icon.role) ? (GENERIC_FIELDS.has(industry.id) ? 2 : 3.5) : 4;
    entries.push({ id: icon.id, group, order: icon.order });
  }
  industry.symbols.forEach((id, i) => {
    entries.push({ id, group: 3, order: i });
  });
  secondary?.symbols.slice(0, 3).forEach((id, i) => {
    entries.push({ id, group: 6, order: i });
  });
  // Nothing the lexicon knows: the icon sets' names and tags, before an abstract mark.
  if (entries.length === 0) {
    for (const token of descriptionTokens) {
      const word = singular(token.text);
      if (word.length < 3 || STOP_WORDS.has(word) || REQUEST_WORDS.has(word) || isMoodWord(word)) continue;
      // Whole words only: a name part or a tag, never a name the word merely begins ("blue...").
      const hits = rankIcons(word, 3).filter(
        (hit) =>
          (hit.score >= 80 || hit.score === 50) &&
          !isUnsuitableIconName(hit.entry.name) &&
          !UI_ICON_NAMES.has(hit.entry.name),
      );
      hits.slice(0, 2).forEach((hit, i) => {
        entries.push({ id: hit.entry.id, group: 7, order: token.position + i / 10 });
      });
    }
  }
  const ordered = entries.sort((a, b) => a.group - b.group || a.order - b.order).map((e) => e.id);
  return [...new Set(ordered)].filter((id) => getIcon(id) !== undefined);
}
