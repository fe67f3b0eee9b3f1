import { COMMUNITY_AND_LEISURE_INDUSTRIES } from "./industry-lists/community-and-leisure";
import { FARMING_AND_TRADE_INDUSTRIES } from "./industry-lists/farming-and-trades";
import { FOOD_AND_DRINK_INDUSTRIES } from "./industry-lists/food-and-drink";
import { HEALTH_AND_BEAUTY_INDUSTRIES } from "./industry-lists/health-and-beauty";
import type { Industry, IndustryDefinition } from "./industry-lists/industry-definition";
import { TECHNOLOGY_AND_MEDIA_INDUSTRIES } from "./industry-lists/technology-and-media";
import { TRANSPORT_AND_BUSINESS_INDUSTRIES } from "./industry-lists/transport-and-business";

/**
 * Industries: what the business does. Each carries the symbols, palettes, type voices and
 * abstract marks that suit it, so a bakery and a cybersecurity start-up never look alike.
 * Keywords are matched on folded, singularised words and on two- and three-word phrases;
 * keywords in scripts written without spaces (ラーメン) are found inside the text.
 *
 * There are no taglines here on purpose: words on a logo come from the user's own description,
 * never from a list of claims the engine would make up.
 */

export const GENERAL_INDUSTRY_ID = "general";

/**
 * Every industry in the order written: a keyword several industries share lists them in this
 * order, and ties in ranking follow it, so a list only grows at its end. The general industry,
 * for briefs that name no field, comes last.
 */
const DEFINITIONS: IndustryDefinition[] = [
  ...FOOD_AND_DRINK_INDUSTRIES,
  ...FARMING_AND_TRADE_INDUSTRIES,
  ...TRANSPORT_AND_BUSINESS_INDUSTRIES,
  ...TECHNOLOGY_AND_MEDIA_INDUSTRIES,
  ...HEALTH_AND_BEAUTY_INDUSTRIES,
  ...COMMUNITY_AND_LEISURE_INDUSTRIES,
  {
    id: "general",
    label: "business",
    keywords: "",
    symbols: "",
    palettes: ["slate-teal", "coral-teal", "navy-gold", "graphite"],
    fonts: ["geometric-sans", "humanist-sans", "serif"],
    moods: ["minimal", "friendly"],
    geometry: ["quarters", "rings", "orbit", "facets", "petals"],
  },
];

function splitList(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export const INDUSTRIES: readonly Industry[] = DEFINITIONS.map((definition) => ({
  ...definition,
  keywords: splitList(definition.keywords, /,/),
  symbols: [...new Set(splitList(definition.symbols, /\s+/))],
}));

const byId = new Map(INDUSTRIES.map((i) => [i.id, i]));

export function getIndustry(id: string): Industry {
  const industry = byId.get(id) ?? byId.get(GENERAL_INDUSTRY_ID);
  if (!industry) throw new Error("The general industry is missing");
  return industry;
}
