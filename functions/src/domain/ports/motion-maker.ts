/**
 * Animates a logo for the browser: 'Play' before buying (watermarked) and the export page's
 * player (clean). The kit's motion files are made by the kit's own maker, from the same code
 * (providers/motion).
 */
import type { MotionStyle } from "../../contract";

export type MotionAudience = "preview" | "bought";

export interface LogoAnimation {
  /** An animated SVG: CSS keyframes, the still logo under prefers-reduced-motion. */
  svg: string;
  /** From the first frame to the still logo, hold included. */
  durationMs: number;
}

export interface MotionMaker {
  /** `master` is an engine design's vector master; `brandName` tells a right-to-left name. */
  animate(
    master: string,
    brandName: string,
    style: MotionStyle,
    audience: MotionAudience,
  ): Promise<LogoAnimation>;
}
