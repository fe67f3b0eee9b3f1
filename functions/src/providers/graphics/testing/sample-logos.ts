/**
 * Engine logos for the tests and the screenshots of the brand in use, and the one the functions'
 * build draws the scenes' fixed layers with (layer-pack.ts): three different brands, one of them
 * designed on a dark ground with a near-white name (the case that vanishes on paper).
 */
import { designLogoSvg } from "../../../engine/design-logo";
import { planDirectionSpecs } from "../../../engine/directions";
import type { LayoutKind } from "../../../engine/layouts/layout-types";

export interface SampleLogo {
  brandName: string;
  stem: string;
  svg: string;
}

interface SampleBrief {
  brandName: string;
  stem: string;
  description: string;
  layout: LayoutKind;
  background: "light" | "dark";
  /** The project seed: it picks the palette and the fonts. */
  seed: number;
}

const BRIEFS: SampleBrief[] = [
  {
    brandName: "Harbor & Pine",
    stem: "harbor-and-pine",
    description: "Coastal woodworking studio making furniture from reclaimed pine",
    layout: "inline",
    background: "light",
    seed: 11,
  },
  {
    brandName: "Harbour Lights",
    stem: "harbour-lights",
    description: "Seaside guesthouse with a lighthouse view, calm and welcoming",
    layout: "stacked",
    background: "dark",
    seed: 23,
  },
  {
    brandName: "Bloom Bakery",
    stem: "bloom-bakery",
    description: "Neighbourhood bakery with sourdough, pastries and flowers on every table",
    layout: "emblem",
    background: "light",
    seed: 37,
  },
];

function designSample(brief: SampleBrief): SampleLogo {
  const engineBrief = { brandName: brief.brandName, description: brief.description };
  const [spec] = planDirectionSpecs(engineBrief, 1, [], brief.seed);
  if (!spec) throw new Error("The engine planned no direction");
  const svg = designLogoSvg(
    engineBrief,
    { ...spec, archetype: "icon", layouts: [brief.layout], background: brief.background },
    0,
    brief.seed,
  ).svg;
  return { brandName: brief.brandName, stem: brief.stem, svg };
}

let samples: SampleLogo[] | undefined;

export function sampleLogos(): SampleLogo[] {
  samples ??= BRIEFS.map(designSample);
  return samples;
}

/** The logo designed on a dark ground, with a light name. */
export function darkGroundLogo(): SampleLogo {
  const logo = sampleLogos()[1];
  if (!logo) throw new Error("No dark-ground sample");
  return logo;
}
