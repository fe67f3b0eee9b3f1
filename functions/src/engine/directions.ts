import type { EngineBrief, EngineDirection } from "./brief";
import { PALETTES } from "./curated-palettes";
import { type Archetype, type DirectionSpec, parseDirectionSpec } from "./direction-spec";
import type { FontCategory, FontFamily } from "./font-family";
import { designFamilies, getFontFamily, nearestWeight } from "./fonts";
import { getIcon, type IconStyle } from "./icons";
import type { LayoutKind } from "./layouts/layout-types";
import { analyzeBrief, type BriefAnalysis, isBusinessWord, singular } from "./lexicon/analyze-brief";
import { getMood, type MoodId } from "./lexicon/moods";
import { nameImagesOf } from "./lexicon/name-imagery";
import { taglineCandidates } from "./lexicon/taglines";
import { describeMark } from "./marks/describe-mark";
import type { Construction, MarkIdea } from "./marks/designed-mark";
import { GEOMETRIC_KINDS, GEOMETRIC_LABELS, type GeometricKind } from "./marks/geometric";
import { initialsOf, MONOGRAM_STYLES, type MonogramStyle } from "./marks/monogram";
import { type MarkMaterial, planMarkIdeas } from "./marks/plan-marks";
import { getPalette } from "./palettes";
import { createRandom, mixSeed, type Random } from "./random";
import { drawingFamily } from "./text-outline";

/**
 * Plans design directions: one direction is one prompt group, a coherent idea (archetype,
 * symbol family, palette, type pairing, three lockups) written down as a small recipe. New
 * directions avoid the archetypes, palettes, typefaces and lead symbols a project already has.
 */

/**
 * Lockups each archetype can use, preferred first. A group takes three, favouring lockups the
 * project has not shown yet, so two directions of one create look different at a glance.
 */
const ARCHETYPE_LAYOUTS: Record<Archetype, readonly LayoutKind[]> = {
  icon: ["stacked", "inline", "emblem", "badge-ring"],
  emblem: ["badge-ring", "emblem", "stacked", "inline"],
  monogram: ["monogram", "badge-ring", "inline", "emblem"],
  geometric: ["monogram", "inline", "stacked", "badge-ring"],
  wordmark: ["wordmark", "tagline", "boxed"],
};

/** A name-led direction's two lettermarks sit beside and above the name. */
const WORDMARK_LETTER_LAYOUTS: readonly LayoutKind[] = ["inline", "monogram"];

/** Lockups that always set a tagline line: without the user's own words they are not offered. */
const TAGLINE_LAYOUTS: readonly LayoutKind[] = ["tagline", "emblem", "badge-ring", "boxed"];

function chooseLayouts(archetype: Archetype, used: readonly LayoutKind[], hasTagline: boolean): LayoutKind[] {
  const allowed = ARCHETYPE_LAYOUTS[archetype].filter((l) => hasTagline || !TAGLINE_LAYOUTS.includes(l));
  const pool = allowed.length > 0 ? allowed : ARCHETYPE_LAYOUTS[archetype];
  const fresh = pool.filter((l) => !used.includes(l));
  const rest = pool.filter((l) => used.includes(l)).sort((a, b) => count(used, a) - count(used, b));
  return [...fresh, ...rest].slice(0, 3);
}

const ARCHETYPE_NOUNS: Record<Archetype, string> = {
  icon: "icon logo",
  emblem: "emblem",
  monogram: "monogram",
  geometric: "geometric mark",
  wordmark: "wordmark",
};

const CATEGORY_LABELS: Record<FontCategory, string> = {
  "geometric-sans": "geometric sans",
  "humanist-sans": "humanist sans",
  "grotesque-sans": "grotesque sans",
  "rounded-sans": "rounded sans",
  serif: "serif",
  "display-serif": "display serif",
  slab: "slab serif",
  display: "display",
  script: "script",
};

/** Weights that suit each voice; moods push them lighter or heavier. */
const CATEGORY_WEIGHTS: Record<FontCategory, number> = {
  "geometric-sans": 700,
  "humanist-sans": 600,
  "grotesque-sans": 700,
  "rounded-sans": 800,
  serif: 600,
  "display-serif": 700,
  slab: 700,
  display: 400,
  script: 400,
};

const TAGLINE_FAMILIES = ["montserrat", "josefin-sans", "inter", "poppins", "outfit", "fira-sans"] as const;

interface Usage {
  archetypes: Archetype[];
  layouts: LayoutKind[];
  palettes: string[];
  fonts: string[];
  fontCategories: FontCategory[];
  leadIcons: string[];
  geometry: GeometricKind[];
  monograms: MonogramStyle[];
  darkCount: number;
  constructions: Construction[];
  /** Families of the project's abstract marks. */
  markGeometry: GeometricKind[];
}

function usageOf(specs: DirectionSpec[]): Usage {
  return {
    archetypes: specs.map((s) => s.archetype),
    layouts: specs.flatMap((s) => s.layouts),
    palettes: specs.map((s) => s.palette),
    fonts: specs.map((s) => s.nameFont.family),
    fontCategories: specs.map((s) => getFontFamily(s.nameFont.family).category),
    leadIcons: specs.map((s) => s.icons[0] ?? ""),
    geometry: specs.map((s) => s.geometry),
    monograms: specs.map((s) => s.monogram),
    darkCount: specs.filter((s) => s.background === "dark").length,
    constructions: specs.flatMap((s) => (s.marks ?? []).flatMap((idea) => (idea ? [idea.construction] : []))),
    markGeometry: specs.flatMap((s) =>
      (s.marks ?? []).flatMap((idea) => (idea?.geometry ? [idea.geometry] : [])),
    ),
  };
}

function count<T>(items: readonly T[], item: T): number {
  return items.filter((x) => x === item).length;
}

/**
 * Candidate icons, best first: what the business makes, then the industry's own symbols, then
 * settings, customers and the brand name's metaphors (ordered by the brief's reading).
 */
function iconCandidates(analysis: BriefAnalysis): string[] {
  return analysis.symbols.filter((id) => getIcon(id) !== undefined);
}

function chooseArchetype(
  rng: Random,
  analysis: BriefAnalysis,
  usage: Usage,
  index: number,
  hasIcons: boolean,
): Archetype {
  if (usage.archetypes.length === 0 && index === 0) return hasIcons ? "icon" : "geometric";
  const moods = analysis.moods;
  const affinity: Record<Archetype, number> = {
    icon: 1.2,
    emblem: 1,
    monogram: 1,
    geometric: 1,
    wordmark: 0.9,
  };
  for (const mood of moods) {
    if (mood === "elegant") {
      affinity.monogram += 0.8;
      affinity.wordmark += 0.6;
    }
    if (mood === "vintage" || mood === "rustic") affinity.emblem += 0.9;
    if (mood === "tech" || mood === "minimal") affinity.geometric += 0.8;
    if (mood === "playful" || mood === "friendly") affinity.icon += 0.4;
    if (mood === "bold") affinity.wordmark += 0.4;
    if (mood === "trustworthy") affinity.emblem += 0.4;
  }
  // With no symbol that fits the brief, icon-led archetypes are not offered at all (rather than
  // turning into geometric marks, which would make every direction of a create the same kind).
  const options: Archetype[] = hasIcons
    ? ["icon", "emblem", "monogram", "geometric", "wordmark"]
    : ["monogram", "geometric", "wordmark"];
  // Archetypes the project has not tried come first; repeats only once all have been used.
  const fewest = Math.min(...options.map((a) => count(usage.archetypes, a)));
  const fresh = options.filter((a) => count(usage.archetypes, a) === fewest);
  return rng.weighted(fresh, (a) => affinity[a]);
}

function choosePalette(rng: Random, analysis: BriefAnalysis, usage: Usage): string {
  const weights = new Map<string, number>();
  const add = (ids: readonly string[], strength: number) => {
    ids.forEach((id, i) => {
      weights.set(id, (weights.get(id) ?? 0) + strength / (1 + i * 0.6));
    });
  };
  // The industry leads; moods the brief states weigh almost as much; implied moods only nudge.
  add(analysis.industry.palettes, 6);
  for (const mood of analysis.statedMoods) add(getMood(mood).palettes, 5);
  for (const mood of analysis.moods) add(getMood(mood).palettes, 1);
  add(analysis.secondaryIndustry?.palettes ?? [], 1.5);
  return rng.weighted(
    PALETTES.map((p) => p.id),
    (id) => ((weights.get(id) ?? 0) ** 2 + 0.02) / (1 + 20 * count(usage.palettes, id)),
  );
}

function chooseFonts(
  rng: Random,
  analysis: BriefAnalysis,
  usage: Usage,
  brandName: string,
  archetype: Archetype,
): { nameFont: FontFamily; weight: number; tracking: number; taglineFamily: string } {
  const isUpper = brandName === brandName.toUpperCase();
  const categories = new Map<FontCategory, number>();
  const addCategories = (list: readonly FontCategory[], weight: number) => {
    list.forEach((c, i) => {
      categories.set(c, (categories.get(c) ?? 0) + weight / (1 + i));
    });
  };
  // The industry sets the voice; only moods the brief actually states may widen it (a law firm
  // gets a script face only when someone asks for 'elegant').
  addCategories(analysis.industry.fonts, 3);
  for (const mood of analysis.statedMoods) addCategories(getMood(mood).fonts, 3);
  const families = designFamilies().filter((f) => {
    if (f.capsOnly && !isUpper) return false;
    // A monogram needs letters with presence; hairline scripts make weak initials.
    if (archetype === "monogram" && f.category === "script") return false;
    return categories.has(f.category);
  });
  const nameFont = rng.weighted(
    families.length > 0 ? families : designFamilies(),
    (f) =>
      (categories.get(f.category) ?? 0.1) ** 2 /
      (1 + 8 * count(usage.fonts, f.id) + 2 * count(usage.fontCategories, f.category)),
  );
  let weight = CATEGORY_WEIGHTS[nameFont.category];
  const stated = analysis.statedMoods;
  if (stated.includes("elegant") || stated.includes("calm") || stated.includes("minimal")) weight -= 200;
  if (stated.includes("bold") || stated.includes("energetic") || stated.includes("playful")) weight += 100;
  weight = nearestWeight(nameFont, Math.max(300, Math.min(900, weight)));
  const sans = ["geometric-sans", "grotesque-sans", "humanist-sans"].includes(nameFont.category);
  // Light, elegant sans names breathe with letter-spacing; heavy ones and scripts stay tight.
  const tracking =
    nameFont.category === "script"
      ? 0
      : sans && weight <= 500
        ? 0.08
        : nameFont.category === "display"
          ? 0.03
          : 0.01;
  const taglineFamily =
    sans && !nameFont.capsOnly ? nameFont.id : rng.pick(TAGLINE_FAMILIES.filter((id) => id !== nameFont.id));
  return { nameFont, weight, tracking, taglineFamily };
}

/**
 * A tagline is one of the user's own phrases. Directions take turns between
 * the best two when both are good, so a create does not repeat one line six times; with no
 * usable phrase the tagline stays empty and lockups that need one are not offered.
 */
function chooseTagline(candidates: readonly string[], index: number): string {
  const [best, second] = candidates;
  if (!best) return "";
  return second && index % 3 === 2 ? second : best;
}

function chooseIconStyle(rng: Random, analysis: BriefAnalysis): IconStyle {
  const styles = analysis.moods.flatMap((m) => getMood(m).iconStyles);
  return styles.length > 0 ? rng.pick(styles) : "solid";
}

function chooseGeometry(rng: Random, analysis: BriefAnalysis, usage: Usage): GeometricKind {
  const preferred = [...analysis.industry.geometry, ...analysis.moods.flatMap((m) => getMood(m).geometry)];
  return rng.weighted(
    [...GEOMETRIC_KINDS],
    (g) => (count(preferred, g) + 0.1) / (1 + 6 * count(usage.geometry, g)),
  );
}

function chooseBackground(
  rng: Random,
  analysis: BriefAnalysis,
  usage: Usage,
  total: number,
): "light" | "dark" {
  // Most logos live on white; at most a third of a project's directions go dark.
  if (usage.darkCount >= Math.max(1, Math.floor(total / 3))) return "light";
  const chance = Math.max(...analysis.moods.map((m) => getMood(m).darkChance), 0);
  return rng.chance(chance * 0.9) ? "dark" : "light";
}

function symbolWord(spec: DirectionSpec, brandName: string): string {
  const lead = spec.marks?.find((idea): idea is MarkIdea => idea !== null);
  if (lead) return describeMark(lead, initialsOf(brandName));
  switch (spec.archetype) {
    case "icon":
    case "emblem": {
      const lead = spec.icons[0];
      return lead ? `${(lead.split(":")[1] ?? lead).replace(/-/g, " ")} symbol` : "star symbol";
    }
    case "monogram":
      return `'${initialsOf(brandName)}' initials`;
    case "geometric":
      return `${GEOMETRIC_LABELS[spec.geometry]} symbol`;
    case "wordmark":
      return "typographic accent";
  }
}

function describeDirection(spec: DirectionSpec, brandName: string): string {
  const mood = spec.moods[0] ? getMood(spec.moods[0]).adjective : "Modern";
  // The face that draws the name: an Arabic name in a Lora direction is set in Naskh.
  const family = getFontFamily(drawingFamily(brandName, spec.nameFont));
  const palette = getPalette(spec.palette);
  const ground = spec.background === "dark" ? " on a dark ground" : "";
  return `${mood} ${ARCHETYPE_NOUNS[spec.archetype]} for '${brandName.trim()}': ${palette.descriptor} palette${ground}, ${symbolWord(spec, brandName)}, ${family.family} ${CATEGORY_LABELS[family.category]} type`;
}

/** Whether the name's second initial comes from a word of its own (not "Coffee" or "Dental"). */
function secondInitialIsOwn(brandName: string): boolean {
  const words = brandName.split(/[\s\-_/&+]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const meaningful = words.filter(
    (word) => !["and", "the", "of", "a", "an", "et", "und", "y"].includes(word.toLowerCase()),
  );
  const second = meaningful[1];
  return second !== undefined && !isBusinessWord(second);
}

export function planDirectionSpecs(
  brief: EngineBrief,
  countWanted: number,
  existing: DirectionSpec[],
  seed: number,
): DirectionSpec[] {
  const analysis = analyzeBrief(brief.brandName, brief.description);
  const icons = iconCandidates(analysis);
  const taglines = taglineCandidates(brief.brandName, brief.description);
  const material: MarkMaterial = {
    motifs: icons,
    images: nameImagesOf(brief.brandName),
    letters: initialsOf(brief.brandName),
    secondInitialIsOwn: secondInitialIsOwn(brief.brandName),
  };
  const planned: DirectionSpec[] = [];
  for (let i = 0; i < countWanted; i++) {
    const all = [...existing, ...planned];
    const usage = usageOf(all);
    const directionSeed = mixSeed("direction", brief.brandName, brief.description, seed, all.length);
    const rng = createRandom(directionSeed);
    const archetype = chooseArchetype(rng, analysis, usage, i, icons.length > 0);
    // Rotate the icon list so each icon-led direction leads with a subject not used before
    // ("shield" after "shield-check" would look like the same idea twice).
    const stem = (id: string) => singular((id.split(":")[1] ?? id).split("-")[0] ?? id);
    const usedStems = usage.leadIcons.filter((id) => id !== "").map(stem);
    const unused = icons.filter((id) => !usedStems.includes(stem(id)));
    const lead = unused[0] ?? icons[all.length % Math.max(1, icons.length)];
    // The group's alternative symbol should be a different subject too, so similar stems go last.
    const others = icons.filter((id) => id !== lead);
    const rest = lead
      ? [...others.filter((id) => stem(id) !== stem(lead)), ...others.filter((id) => stem(id) === stem(lead))]
      : others;
    const orderedIcons = lead ? [lead, ...rest].slice(0, 6) : [];
    const fonts = chooseFonts(rng, analysis, usage, brief.brandName, archetype);
    // Mood order differs between directions so their descriptions and weights do too.
    const moods: MoodId[] = [
      ...analysis.moods.slice(i % Math.max(1, analysis.moods.length)),
      ...analysis.moods,
    ].filter((m, k, list) => list.indexOf(m) === k);
    const archetypeLayouts = chooseLayouts(archetype, usage.layouts, taglines.length > 0);
    const layouts =
      archetype === "wordmark"
        ? [archetypeLayouts[0] ?? "wordmark", ...WORDMARK_LETTER_LAYOUTS]
        : archetypeLayouts;
    const geometry = chooseGeometry(rng, analysis, usage);
    const marks = planMarkIdeas({
      archetype,
      material,
      usage: { constructions: usage.constructions, geometry: usage.markGeometry },
      rng: createRandom(mixSeed(directionSeed, "marks")),
      leadMotif: orderedIcons[0],
      otherMotif: orderedIcons[1],
      geometry: [
        geometry,
        ...analysis.industry.geometry,
        ...analysis.moods.flatMap((m) => getMood(m).geometry),
      ],
      nameCategory: fonts.nameFont.category,
    });
    const spec: DirectionSpec = {
      engine: "markery-engine",
      version: 2,
      seed: directionSeed,
      industry: analysis.industry.id,
      moods: moods.slice(0, 3),
      archetype,
      icons: orderedIcons,
      iconStyle: chooseIconStyle(rng, analysis),
      geometry,
      monogram: rng.weighted([...MONOGRAM_STYLES], (m) => 1 / (1 + 6 * count(usage.monograms, m))),
      palette: choosePalette(rng, analysis, usage),
      background: chooseBackground(rng, analysis, usage, all.length + countWanted - i),
      nameFont: { family: fonts.nameFont.id, weight: fonts.weight },
      nameTracking: fonts.tracking,
      taglineFont: { family: fonts.taglineFamily, weight: 500 },
      tagline: chooseTagline(taglines, all.length),
      layouts,
      marks,
    };
    planned.push(spec);
  }
  return planned;
}

export function planDirections(
  brief: EngineBrief,
  countWanted: number,
  existing: EngineDirection[],
  seed: number,
): EngineDirection[] {
  const existingSpecs = existing
    .map((d) => parseDirectionSpec(d.spec))
    .filter((s): s is DirectionSpec => s !== null);
  return planDirectionSpecs(brief, countWanted, existingSpecs, seed).map((spec) => ({
    content: describeDirection(spec, brief.brandName),
    spec: { ...spec },
  }));
}

/** Directions stored by another provider (or an older engine) are re-planned from the brief. */
export function specFromDirection(
  brief: EngineBrief,
  direction: EngineDirection,
  seed: number,
): DirectionSpec {
  const parsed = parseDirectionSpec(direction.spec);
  if (parsed) return parsed;
  const [fallback] = planDirectionSpecs(brief, 1, [], mixSeed(seed, direction.content));
  if (!fallback) throw new Error("Could not plan a direction");
  return fallback;
}
