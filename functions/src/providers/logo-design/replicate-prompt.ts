import type { DirectionSpec } from "../../engine/direction-spec";
import { getIndustry } from "../../engine/lexicon/industries";
import { getMood } from "../../engine/lexicon/moods";
import { GEOMETRIC_LABELS } from "../../engine/marks/geometric";
import { getPalette } from "../../engine/palettes";

/**
 * Writes the image-model prompt from a direction. Diffusion models garble lettering, so the
 * prompt asks for the symbol alone, on plain white, and forbids text; the provider sets the
 * brand name itself in a real font.
 */
const STYLE_WORDS: Record<DirectionSpec["iconStyle"], string> = {
  solid: "flat solid shapes",
  duotone: "flat two-tone shapes",
  line: "clean monoline line art with even stroke weight",
};

function subject(spec: DirectionSpec, variant: number): string {
  const industry = getIndustry(spec.industry);
  if (spec.archetype === "icon" || spec.archetype === "emblem") {
    const icons = spec.icons.length > 0 ? spec.icons : ["phosphor:star-four"];
    const icon = icons[variant % icons.length] ?? "phosphor:star-four";
    const noun = (icon.split(":")[1] ?? icon).replace(/-/g, " ");
    return `a ${noun} symbol for a ${industry.label}`;
  }
  if (spec.archetype === "geometric")
    return `an abstract ${GEOMETRIC_LABELS[spec.geometry]} mark for a ${industry.label}`;
  return `an abstract geometric emblem for a ${industry.label}`;
}

export function writeSymbolPrompt(spec: DirectionSpec, variant: number): string {
  const palette = getPalette(spec.palette);
  const moods = spec.moods.map((m) => getMood(m).adjective.toLowerCase()).join(", ");
  const colours = [palette.primary, palette.secondary, palette.accent].join(", ");
  return [
    `A professional vector logo symbol: ${subject(spec, variant)}.`,
    `${moods || "modern"} style, ${STYLE_WORDS[spec.iconStyle]}, ${palette.descriptor} colour palette (${colours}).`,
    "Single centred icon, generous margin, pure white background, no shadow, no gradient background, no mockup.",
    "No text, no letters, no words, no numbers, no watermark.",
  ].join(" ");
}
