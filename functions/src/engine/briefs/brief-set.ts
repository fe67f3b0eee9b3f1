import type { BriefCase } from "./brief-case";
import { CARE_AND_OFFICE_BRIEFS } from "./care-and-office-briefs";
import { COMMUNITY_AND_OUTDOOR_BRIEFS } from "./community-and-outdoor-briefs";
import { FOOD_AND_TRADE_BRIEFS } from "./food-and-trade-briefs";
import { MISSTATED_BRIEFS } from "./misstated-briefs";

/**
 * Everyday briefs with the symbols a designer would accept for each, written down from the
 * brief (not from the engine's output). The brief-set test measures how often icon-led designs
 * use one of them and checks that no tagline says a word the user did not write.
 */
export const BRIEF_SET: readonly BriefCase[] = [
  ...MISSTATED_BRIEFS,
  ...FOOD_AND_TRADE_BRIEFS,
  ...CARE_AND_OFFICE_BRIEFS,
  ...COMMUNITY_AND_OUTDOOR_BRIEFS,
];
