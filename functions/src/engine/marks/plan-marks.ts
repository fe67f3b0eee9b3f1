import type { Archetype } from "../direction-spec";
import type { FontCategory } from "../font-family";
import type { NameImage } from "../lexicon/name-imagery";
import type { Random } from "../random";
import type { BandKind } from "./bands";
import { type Construction, type MarkIdea, MOTIF_CONSTRUCTIONS } from "./designed-mark";
import { GEOMETRIC_KINDS, type GeometricKind } from "./geometric";
import { PLAIN_VESSELS } from "./vessels";

/**
 * Plans the three marks of a direction: three different constructions of the direction's idea,
 * so the three logos of a group show three different symbols. Constructions another direction
 * of the project already used come last, so two directions of one create differ too.
 */

/** What a brand offers to build marks from. */
export interface MarkMaterial {
  /** The trade's motifs, best first (icon ids that say what the business does). */
  motifs: readonly string[];
  /** Pictures in the brand name. */
  images: readonly NameImage[];
  /** The initials ("" when the name has no letter). */
  letters: string;
  /** The second initial starts a word of the brand's own, not the trade's ("Mill", not "Bakery"). */
  secondInitialIsOwn: boolean;
}

/**
 * Letters whose outline is a plain ring or bowl: a motif nested in one reads as "a ring round a
 * picture", which every brand with that initial would share.
 */
const ROUND_LETTERS = new Set(Array.from("OQCGDUocgdu"));

interface MarkUsage {
  constructions: readonly Construction[];
  geometry: readonly GeometricKind[];
}

/** Constructions each archetype reaches for, preferred first. */
const PREFERENCES: Record<Exclude<Archetype, "wordmark">, readonly Construction[]> = {
  icon: ["name-vessel", "name-pair", "letter-motif", "letter-block"],
  emblem: ["letter-motif", "name-pair", "name-vessel", "letter-block", "stencil"],
  monogram: ["letter-block", "ligature", "stencil", "letter-motif"],
  geometric: ["abstract"],
};

/**
 * Display faces a lettermark may be drawn in instead of the name's own: a designer often sets the
 * initial in a face with more character than the name's. Kept within the name face's family of
 * voices (a serif brand gets a serif initial).
 */
const LETTER_FACES: Record<"serif" | "sans" | "script", readonly string[]> = {
  serif: ["dm-serif-display", "abril-fatface", "playfair-display", "roboto-slab", "zilla-slab"],
  sans: ["montserrat", "poppins", "outfit", "baloo-2", "space-grotesk", "nunito", "josefin-sans"],
  script: ["pacifico", "dm-serif-display", "abril-fatface"],
};

/** A display face for the letters, or none (the name's own face) about a third of the time. */
function letterFace(category: FontCategory, rng: Random): string | undefined {
  if (rng.chance(0.35)) return undefined;
  const voice =
    category === "script"
      ? "script"
      : category === "serif" || category === "display-serif" || category === "slab"
        ? "serif"
        : "sans";
  return rng.pick(LETTER_FACES[voice]);
}

/** A name-led direction: the name alone, then two lettermarks. */
const WORDMARK_LETTERS: readonly Construction[] = ["letter-block", "ligature", "stencil"];

/** One of the name's pictures, chosen by the brand's seed, avoiding ones already used. */
function imageWith(
  material: MarkMaterial,
  need: "vessel" | "icons",
  skip: readonly string[],
  rng: Random,
): NameImage | undefined {
  const usable = material.images.filter((image) => (need === "vessel" ? image.vessel : image.icons[0]));
  const fresh = usable.filter((image) => !skip.includes(image.id));
  const pool = fresh.length > 0 ? fresh : usable;
  // A rarer picture says more about this brand than one many names share.
  const rare = pool.filter((image) => !image.common);
  const chosen = rare.length > 0 ? rare : pool;
  return chosen.length > 0 ? rng.pick(chosen) : undefined;
}

function applicable(construction: Construction, material: MarkMaterial): boolean {
  const hasMotif = material.motifs.length > 0;
  const hasLetters = material.letters !== "";
  switch (construction) {
    case "name-vessel":
      return hasMotif && material.images.some((image) => image.vessel !== undefined);
    case "name-pair":
      return hasMotif && material.images.some((image) => image.icons.length > 0);
    case "vessel":
      return hasMotif;
    case "letter-motif":
      return hasMotif && hasLetters;
    case "letter-block":
    case "stencil":
      return hasLetters;
    case "ligature":
      return Array.from(material.letters).length > 1;
    case "abstract":
      return true;
  }
}

/** Up to `count` constructions: fresh ones first, in the archetype's order. */
function chooseConstructions(
  preferences: readonly Construction[],
  material: MarkMaterial,
  usage: MarkUsage,
  count: number,
): Construction[] {
  const possible = preferences.filter((c) => applicable(c, material));
  const fresh = possible.filter((c) => !usage.constructions.includes(c));
  const used = possible.filter((c) => usage.constructions.includes(c));
  const chosen = [...fresh, ...used].slice(0, count);
  // Never fewer than asked: lettermarks, the motif in a plain shape, and abstract marks.
  for (const fallback of ["letter-block", "stencil", "vessel", "abstract"] as const)
    if (chosen.length < count && !chosen.includes(fallback) && applicable(fallback, material))
      chosen.push(fallback);
  while (chosen.length < count) chosen.push("abstract");
  return chosen;
}

/**
 * Abstract families by the outline they give a mark: two round ones read as the same disc from
 * afar, so a direction's three abstract marks come from different outlines. Only families whose
 * seed changes the outline itself are offered (a rosette, a cube or a stack of bars keep one
 * outline whatever their seed, and two brands would meet in it).
 */
const OUTLINES: Record<string, readonly GeometricKind[]> = {
  tiles: ["truchet", "pixels"],
  dial: ["segments"],
  bands: ["weave"],
  blades: ["propeller"],
  grid: ["blocks"],
};

function outlineOf(kind: GeometricKind): string {
  return Object.entries(OUTLINES).find(([, kinds]) => kinds.includes(kind))?.[0] ?? kind;
}

function chooseGeometry(
  rng: Random,
  preferred: readonly GeometricKind[],
  avoid: readonly GeometricKind[],
): GeometricKind {
  const takenOutlines = avoid.map(outlineOf);
  const offered = GEOMETRIC_KINDS.filter((kind) =>
    Object.values(OUTLINES).some((kinds) => kinds.includes(kind)),
  );
  return rng.weighted(offered, (kind) =>
    avoid.includes(kind)
      ? 0.001
      : takenOutlines.includes(outlineOf(kind))
        ? 0.01
        : 0.2 + preferred.filter((p) => p === kind).length,
  );
}

interface PlanMarksInput {
  archetype: Archetype;
  material: MarkMaterial;
  usage: MarkUsage;
  rng: Random;
  /** The trade's motif this direction leads with. */
  leadMotif: string | undefined;
  /** The next motif, for the third mark. */
  otherMotif: string | undefined;
  /** Geometry families the brief suits (industry and moods). */
  geometry: readonly GeometricKind[];
  /** The voice of the direction's name face. */
  nameCategory: FontCategory;
}

/** The direction's three marks, one per slot of its group (null: the name alone). */
export function planMarkIdeas(input: PlanMarksInput): Array<MarkIdea | null> {
  const { archetype, material, usage } = input;
  if (archetype === "wordmark") {
    const letters = chooseConstructions(WORDMARK_LETTERS, material, usage, 2);
    return [null, ...letters.map((construction) => ideaFor(construction, 0, input, []))];
  }
  const constructions =
    archetype === "geometric"
      ? (["abstract", "abstract", "abstract"] as Construction[])
      : chooseConstructions(PREFERENCES[archetype], material, usage, 3);
  const ideas: MarkIdea[] = [];
  constructions.forEach((construction, slot) => {
    ideas.push(ideaFor(construction, slot, input, ideas));
  });
  return ideas;
}

function ideaFor(
  construction: Construction,
  slot: number,
  input: PlanMarksInput,
  earlier: readonly MarkIdea[],
): MarkIdea {
  const { material, rng } = input;
  const idea: MarkIdea = { construction };
  if (MOTIF_CONSTRUCTIONS.has(construction)) {
    const motif = slot === 2 ? (input.otherMotif ?? input.leadMotif) : input.leadMotif;
    if (motif) idea.motif = motif;
  }
  // A pair after a vessel pictures another of the name's images, when it has one.
  const usedImages = material.images
    .filter((image) =>
      earlier.some(
        (e) => (e.vessel && e.vessel === image.vessel) || (e.image && image.icons.includes(e.image)),
      ),
    )
    .map((image) => image.id);
  switch (construction) {
    case "name-vessel": {
      const image = imageWith(material, "vessel", usedImages, rng);
      if (image?.vessel) idea.vessel = image.vessel;
      // Solid with the motif knocked out, a bold outline round it, or cut by the name's line
      // (a drop that is also a wave; a straight cut where the name has no line).
      const style = rng.next();
      if (style < 0.35) idea.band = image?.band ?? "diagonal";
      else if (style < 0.65) idea.outline = true;
      break;
    }
    case "name-pair": {
      const image = imageWith(material, "icons", usedImages, rng);
      if (image?.icons[0]) idea.image = rng.pick(image.icons);
      break;
    }
    case "letter-motif": {
      // The first initial is the brand's own word; the second is often the trade's ("Coffee"),
      // and is used only when it is the brand's and the first is a plain ring.
      const [first, second] = Array.from(material.letters);
      if (
        second &&
        first &&
        ROUND_LETTERS.has(first) &&
        !ROUND_LETTERS.has(second) &&
        material.secondInitialIsOwn
      )
        idea.initial = 1;
      if (rng.chance(0.4)) idea.lowercase = true;
      if (rng.chance(0.35)) idea.outline = true;
      if (rng.chance(0.4)) idea.placement = "lean";
      const face = letterFace(input.nameCategory, rng);
      if (face) idea.face = face;
      break;
    }
    case "vessel":
    case "letter-block":
      idea.vessel = rng.pick(PLAIN_VESSELS);
      break;
    case "stencil":
      // The cut follows the name's line where it has one (a wave through Tidewater's T).
      idea.band =
        material.images.find((image) => image.band)?.band ?? rng.pick<BandKind>(["diagonal", "arc"]);
      break;
    case "abstract": {
      // The project's other directions' families only count once this one's three are apart.
      const own = earlier.flatMap((e) => (e.geometry ? [e.geometry] : []));
      const taken = [
        ...own,
        ...input.usage.geometry.filter((kind) => !own.map(outlineOf).includes(outlineOf(kind))),
      ];
      idea.geometry = chooseGeometry(rng, input.geometry, taken);
      break;
    }
    case "ligature":
      break;
  }
  return idea;
}
