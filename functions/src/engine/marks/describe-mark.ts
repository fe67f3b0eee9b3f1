import type { MarkIdea } from "./designed-mark";
import { GEOMETRIC_LABELS } from "./geometric";

/**
 * A designed mark in a few plain words, for the direction's description ("a coffee cup knocked
 * out of a drop") and for a vector model's prompt (which must not be asked for letters).
 */

function noun(iconId: string | undefined): string {
  if (!iconId) return "symbol";
  return (iconId.split(":")[1] ?? iconId).replace(/-/g, " ");
}

const VESSEL_WORDS: Record<string, string> = {
  squircle: "rounded square",
  petal: "leaf-shaped tile",
  pebble: "pebble",
  quarter: "quarter circle",
  capsule: "capsule",
  lens: "lens",
  pearl: "disc",
};

function vesselWord(kind: string | undefined): string {
  return kind ? (VESSEL_WORDS[kind] ?? kind) : "shape";
}

/** The mark in words; `letters` are the initials it is built on, when it is built on them. */
export function describeMark(idea: MarkIdea, letters: string): string {
  const initials = letters ? `'${letters}'` : "the initials";
  const initial = letters ? `'${Array.from(letters)[idea.initial ?? 0] ?? letters}'` : "the initial";
  switch (idea.construction) {
    case "name-vessel":
      return `${noun(idea.motif)} in a ${idea.outline ? "line-drawn " : ""}${vesselWord(idea.vessel)}`;
    case "name-pair":
      return `${noun(idea.image)} and ${noun(idea.motif)} symbol`;
    case "letter-motif":
      return `${initial} lettermark holding a ${noun(idea.motif)}`;
    case "letter-block":
      return `${initials} cut out of a ${vesselWord(idea.vessel)}`;
    case "ligature":
      return `${initials} ligature`;
    case "stencil":
      return `stencil ${initials} lettermark`;
    case "vessel":
      return `${noun(idea.motif)} in a ${vesselWord(idea.vessel)}`;
    case "abstract":
      return `${GEOMETRIC_LABELS[idea.geometry ?? "pixels"]} symbol`;
  }
}

/** The mark as a picture to draw, without letters (a model garbles them). */
export function describeMarkPicture(idea: MarkIdea): string {
  switch (idea.construction) {
    case "name-vessel":
    case "vessel":
      return `a ${noun(idea.motif)} inside a ${vesselWord(idea.vessel)} shape`;
    case "name-pair":
      return `a ${noun(idea.image)} combined with a ${noun(idea.motif)}`;
    case "letter-motif":
      return `a ${noun(idea.motif)} symbol`;
    case "abstract":
      return `an abstract ${GEOMETRIC_LABELS[idea.geometry ?? "pixels"]} mark`;
    case "letter-block":
    case "ligature":
    case "stencil":
      return "an abstract geometric mark";
  }
}
