import { z } from "zod";
import { DocumentId } from "./common";

/**
 * A logo's score: three measures of the drawing as it is rendered, each 0-100 with one plain
 * sentence. Nothing is read from the recipe that drew it, so an upload is scored like a design.
 */
export const ScoreFacet = z.object({
  score: z.number().int().min(0).max(100),
  sentence: z.string().min(1),
});
export type ScoreFacet = z.infer<typeof ScoreFacet>;

export const LogoScore = z.object({
  /** How far it is from every logo another customer bought and from every stock icon the engine ships. */
  uniqueness: ScoreFacet,
  /** The name read at 32 px high and the symbol at 16 px, measured on renders at those sizes. */
  legibility: ScoreFacet,
  /** WCAG contrast of its ink on its ground, also as people with deuteranopia and protanopia see it. */
  contrast: ScoreFacet,
});
export type LogoScore = z.infer<typeof LogoScore>;

export const SCORE_FACETS = ["uniqueness", "legibility", "contrast"] as const;

/** GET /logos/{id}/score. */
export const LogoScoreResponse = z.object({
  success: z.literal(true),
  logoId: DocumentId,
  score: LogoScore,
});
export type LogoScoreResponse = z.infer<typeof LogoScoreResponse>;
