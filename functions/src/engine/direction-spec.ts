import { z } from "zod";
import { isFontFamilyId } from "./fonts";
import { LAYOUT_KINDS } from "./layouts/layout-types";
import { MOOD_IDS } from "./lexicon/moods";
import { markIdeaSchema } from "./marks/designed-mark";
import { GEOMETRIC_KINDS } from "./marks/geometric";
import { MONOGRAM_STYLES } from "./marks/monogram";
import { isPaletteId } from "./palettes";

/**
 * The recipe stored on a prompt in Firestore. It names choices from our own registries (ids,
 * not colours or paths), so it stays small and keeps working when a palette is retuned.
 */
const ARCHETYPES = ["icon", "emblem", "monogram", "geometric", "wordmark"] as const;
export type Archetype = (typeof ARCHETYPES)[number];

const fontChoiceSchema = z.object({
  family: z.string().refine(isFontFamilyId),
  weight: z.number().int().min(100).max(900),
});

export const directionSpecSchema = z.object({
  engine: z.literal("markery-engine"),
  /**
   * 1: symbols are the trade's icons as they are (directions planned before designed marks; the
   * editor still redraws them exactly). 2: each slot of the group has its own designed mark.
   */
  version: z.union([z.literal(1), z.literal(2)]),
  seed: z.number().int().nonnegative(),
  industry: z.string().min(1).max(40),
  moods: z.array(z.enum(MOOD_IDS)).max(3),
  archetype: z.enum(ARCHETYPES),
  icons: z.array(z.string().max(60)).max(8),
  iconStyle: z.enum(["solid", "duotone", "line"]),
  geometry: z.enum(GEOMETRIC_KINDS),
  monogram: z.enum(MONOGRAM_STYLES),
  palette: z.string().refine(isPaletteId),
  background: z.enum(["light", "dark"]),
  nameFont: fontChoiceSchema,
  nameTracking: z.number().min(-0.05).max(0.4),
  taglineFont: fontChoiceSchema,
  tagline: z.string().max(60),
  layouts: z.array(z.enum(LAYOUT_KINDS)).min(1).max(4),
  /** Version 2: the mark of each slot of the group (null: the name alone). */
  marks: z.array(markIdeaSchema.nullable()).min(1).max(3).optional(),
});

export type DirectionSpec = z.infer<typeof directionSpecSchema>;

export function parseDirectionSpec(value: unknown): DirectionSpec | null {
  const parsed = directionSpecSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
