import type { DirectionSpec } from "./direction-spec";
import { getIndustry } from "./lexicon/industries";
import { getMood } from "./lexicon/moods";
import { describeMarkPicture } from "./marks/describe-mark";
import { GEOMETRIC_LABELS } from "./marks/geometric";
import { getPalette } from "./palettes";

/**
 * A direction's symbol in plain words, for anything that draws the symbol itself (an image
 * model): what it shows, the mood words, the icon style and the palette's colours.
 */
export interface SymbolDescription {
  /** e.g. "a croissant symbol for a bakery". */
  subject: string;
  /** Lower-case mood adjectives, possibly none. */
  moods: string[];
  iconStyle: DirectionSpec["iconStyle"];
  paletteDescriptor: string;
  /** Primary, secondary and accent, as hex. */
  colours: [string, string, string];
}

function subjectOf(spec: DirectionSpec, variant: number): string {
  const industry = getIndustry(spec.industry);
  if (spec.marks) {
    const idea = spec.marks[(variant % 3) % spec.marks.length] ?? spec.marks.find((mark) => mark !== null);
    if (idea) return `${describeMarkPicture(idea)}, for a ${industry.label}`;
  }
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

export function describeSymbol(spec: DirectionSpec, variant: number): SymbolDescription {
  const palette = getPalette(spec.palette);
  return {
    subject: subjectOf(spec, variant),
    moods: spec.moods.map((mood) => getMood(mood).adjective.toLowerCase()),
    iconStyle: spec.iconStyle,
    paletteDescriptor: palette.descriptor,
    colours: [palette.primary, palette.secondary, palette.accent],
  };
}
