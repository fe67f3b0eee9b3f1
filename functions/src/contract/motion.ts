/**
 * The logo in motion: the styles an animated logo can take. The kit picks the one that suits the
 * design (domain/motion/choose-motion-style.ts) and the owner may choose another; each is shown
 * with its label and one sentence saying how it moves.
 */
import { z } from "zod";

export const MOTION_STYLE_IDS = ["calm", "playful", "bold", "elegant", "technical"] as const;
export const MotionStyleId = z.enum(MOTION_STYLE_IDS);
export type MotionStyleId = z.infer<typeof MotionStyleId>;

export interface MotionStyleText {
  id: MotionStyleId;
  label: string;
  description: string;
}

export const MOTION_STYLES: readonly MotionStyleText[] = [
  {
    id: "calm",
    label: "Calm",
    description: "The symbol and the name fade in and rise gently into place, the tagline last.",
  },
  {
    id: "playful",
    label: "Playful",
    description: "The symbol pops in and every letter bounces into place, one after the other.",
  },
  {
    id: "bold",
    label: "Bold",
    description: "The symbol slams in fast and the name is revealed by a hard wipe.",
  },
  {
    id: "elegant",
    label: "Elegant",
    description: "The symbol is drawn stroke by stroke, the name unveiled slowly, the tagline fades in.",
  },
  {
    id: "technical",
    label: "Technical",
    description: "Guide lines and outlines are drawn first, then the name is typed letter by letter.",
  },
];

export function motionStyleText(id: MotionStyleId): MotionStyleText {
  const found = MOTION_STYLES.find((style) => style.id === id);
  if (!found) throw new Error(`No text for the motion style ${id}`);
  return found;
}
