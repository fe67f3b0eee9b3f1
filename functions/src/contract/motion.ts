/**
 * The logo in motion: the symbol drawn, the name revealed, the tagline last, ending on the still
 * logo. Before buying, 'Play' shows a small watermarked animation; an export's brand kit holds it
 * in every format (motion/), and its page plays it and lets the owner pick another style.
 */
import { z } from "zod";
import { DesignEdits } from "./design-edits";

export const MotionStyle = z.enum(["calm", "playful", "bold", "elegant", "technical"]);
export type MotionStyle = z.infer<typeof MotionStyle>;

/** The style for a logo nothing is known of (an upload's recipe): a calm entrance suits any logo. */
export const DEFAULT_MOTION_STYLE: MotionStyle = "calm";

interface MotionStyleDescription {
  id: MotionStyle;
  label: string;
  /** One sentence a user reads when picking: what the style does and which brands it suits. */
  description: string;
}

export const MOTION_STYLES: readonly MotionStyleDescription[] = [
  {
    id: "calm",
    label: "Calm",
    description: "A slow fade and a gentle rise: for wellness, care and quiet, trusted trades.",
  },
  {
    id: "playful",
    label: "Playful",
    description: "The symbol pops in and the letters bounce into place: for food, kids and fun brands.",
  },
  {
    id: "bold",
    label: "Bold",
    description: "A fast scale-in and a hard wipe across the name: for sport, building and loud brands.",
  },
  {
    id: "elegant",
    label: "Elegant",
    description: "The lines draw themselves and the name is unveiled slowly: for fashion, beauty and craft.",
  },
  {
    id: "technical",
    label: "Technical",
    description:
      "Outlines traced on a grid and the name typed letter by letter: for tech, engineering and studios.",
  },
];

/**
 * POST /logos/{id}/motion: the watermarked preview. Without `style`, the style that fits the
 * design; with `design`, the editor's unsaved changes are animated.
 */
export const LogoMotionRequest = z.object({
  style: MotionStyle.optional(),
  design: DesignEdits.optional(),
});
export type LogoMotionRequest = z.infer<typeof LogoMotionRequest>;

/** GET /exports/{id}/motion?style=: the bought logo's animation, without the watermark. */
export const ExportMotionQuery = z.object({ style: MotionStyle.optional() });

export const MotionResponse = z.object({
  success: z.literal(true),
  motion: z.object({
    style: MotionStyle,
    /** The style chosen to fit the design (what 'Play' starts with). */
    fittingStyle: MotionStyle,
    /** An animated SVG (CSS animation; the still logo under prefers-reduced-motion). */
    svg: z.string().startsWith("<svg"),
    /** From the first frame to the still logo, hold included. */
    durationMs: z.number().int().positive(),
  }),
});
export type MotionResponse = z.infer<typeof MotionResponse>;

/** POST /exports/{id}/motion: make the kit's motion files again in another style (no credit). */
export const RebuildMotionRequest = z.object({ style: MotionStyle });
export type RebuildMotionRequest = z.infer<typeof RebuildMotionRequest>;

/** The files of the kit's motion/ folder, by what each is for (the kit's README says the same). */
export const MOTION_TEXT = {
  playButton: "Play",
  title: "Your logo in motion",
  loading: "Animating your logo…",
  styleLabel: "Animation style",
  fitted: "Chosen to fit your design",
  replay: "Play again",
  previewNote:
    "Previews carry a watermark. An export's brand kit holds the animation without it: Lottie, animated SVG, MP4 for reels and stories, and an animated GIF and WebP.",
  editorNote: "The animation shows your changes; save to keep them.",
  exportHeading: "Your logo in motion",
  exportNote:
    "The brand kit's motion folder holds this animation as Lottie (.json and .lottie), an animated SVG, MP4 videos (square and vertical, light and dark grounds) and an animated GIF and WebP.",
  rebuildButton: "Use this style in the kit",
  rebuilding: "Making the motion files in the new style… The brand kit is ready again in a few seconds.",
  rebuildFree: "Changing the style is free: no export credit is used.",
} as const;

/** Why a rebuild of the motion files is refused. */
export const MOTION_MESSAGE = {
  busy: "This export's files are still being made. Change the animation style once they are ready.",
  noVector:
    "This logo was uploaded as a picture, so it has no parts to animate: animations are made from a vector design.",
  withdrawn: "This export's credit was returned, so its files are no longer made.",
} as const;
