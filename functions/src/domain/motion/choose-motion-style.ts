/**
 * Which motion style fits a design, read from what its recipe knows: the name's typeface (the
 * strongest voice of a logo), the moods the brief stated, the industry and the ground. The owner
 * may pick another style; this is only the one the kit starts with. Pure and deterministic: the
 * same design always gets the same style.
 */
import { DEFAULT_MOTION_STYLE, type MotionStyle } from "../../contract";
import type { DirectionSpec } from "../../engine/direction-spec";
import { getFontFamily, isFontFamilyId } from "../../engine/fonts";
import type { MoodId } from "../../engine/lexicon/moods";

/** Fields whose brands speak in code, data and precision. */
const TECHNICAL_INDUSTRIES = new Set([
  "tech",
  "ai",
  "robotics",
  "security",
  "it-support",
  "telecom",
  "science",
  "blockchain",
  "drones",
  "architecture",
]);

/** Fields for children, treats and games: bounce suits them better than a slow fade. */
const PLAYFUL_INDUSTRIES = new Set([
  "kids",
  "childcare",
  "baby",
  "ice-cream",
  "desserts",
  "gaming",
  "board-games",
  "pets",
  "juice",
]);

/** Fields that sell refinement: a slow unveiling suits them. */
const ELEGANT_INDUSTRIES = new Set(["jewelry", "wedding", "spa", "winery", "fashion", "beauty", "tailoring"]);

/** Fields of force and speed. */
const BOLD_INDUSTRIES = new Set([
  "fitness",
  "martial-arts",
  "sports",
  "barber",
  "tattoo",
  "burger",
  "automotive",
]);

/** The first mood of the brief that names a style decides; the others only when none does. */
const MOOD_STYLES: Partial<Record<MoodId, MotionStyle>> = {
  tech: "technical",
  playful: "playful",
  elegant: "elegant",
  bold: "bold",
  energetic: "bold",
  calm: "calm",
  minimal: "calm",
  trustworthy: "calm",
};

/** Weights from which a name reads as heavy, made to be slammed rather than faded. */
const HEAVY_WEIGHT = 800;

function styleOfTypeface(spec: DirectionSpec): MotionStyle | null {
  if (!isFontFamilyId(spec.nameFont.family)) return null;
  const category = getFontFamily(spec.nameFont.family).category;
  // A script or a high-contrast display serif is drawn and unveiled, never bounced.
  if (category === "script" || category === "display-serif") return "elegant";
  // Condensed display capitals are poster type: they hit hard.
  if (category === "display") return "bold";
  if (category === "rounded-sans") return "playful";
  return null;
}

function styleOfIndustry(industry: string): MotionStyle | null {
  if (TECHNICAL_INDUSTRIES.has(industry)) return "technical";
  if (PLAYFUL_INDUSTRIES.has(industry)) return "playful";
  if (ELEGANT_INDUSTRIES.has(industry)) return "elegant";
  if (BOLD_INDUSTRIES.has(industry)) return "bold";
  return null;
}

/**
 * The style that fits the design. Without a recipe (an uploaded logo) nothing is known of it, and
 * the calm style suits any logo.
 */
export function chooseMotionStyle(spec: DirectionSpec | null): MotionStyle {
  if (!spec) return DEFAULT_MOTION_STYLE;
  const fromType = styleOfTypeface(spec);
  if (fromType) return fromType;
  for (const mood of spec.moods) {
    const style = MOOD_STYLES[mood];
    if (style) return style;
  }
  const fromIndustry = styleOfIndustry(spec.industry);
  if (fromIndustry) return fromIndustry;
  // A heavy name, or a strong name on a dark ground, is high contrast: it can take a slam.
  if (spec.nameFont.weight >= HEAVY_WEIGHT) return "bold";
  if (spec.background === "dark" && spec.nameFont.weight >= 700) return "bold";
  return "calm";
}
