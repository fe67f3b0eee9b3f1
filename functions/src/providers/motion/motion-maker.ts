/** The browser's animations ('Play', the export page's player), drawn from the vector master. */
import type { MotionMaker } from "../../domain/ports/motion-maker";
import { animatedLogo } from "./animated-svg";

export const localMotionMaker: MotionMaker = {
  animate: async (master, brandName, style, audience) => {
    const { svg, duration } = animatedLogo(master, style, { brandName, watermark: audience === "preview" });
    return { svg, durationMs: Math.round(duration * 1000) };
  },
};
