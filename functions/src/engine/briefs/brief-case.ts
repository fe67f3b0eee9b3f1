import type { EngineBrief } from "../brief";

/**
 * A brief with the symbols a designer would accept for it. A right symbol is an icon id
 * ("phosphor:drone") or a name word: "beer" accepts any icon whose name has the part "beer"
 * ("beer-stein", "tabler:beer"), "pint-glass" that exact name.
 */
export interface BriefCase extends EngineBrief {
  right: readonly string[];
  /** One of the seven briefs whose taglines and symbols once misstated the business: always in the gallery. */
  fromIssue?: boolean;
}
