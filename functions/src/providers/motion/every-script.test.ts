/**
 * Every script the engine sets animates: for each of the script briefs (right-to-left, CJK,
 * Indic, Thai, mixed and combining marks) the name is cut into letters in reading order (from the
 * right for a right-to-left name), the animation moves, ends on the master itself, and its Lottie
 * is one the schema accepts.
 */
import { describe, expect, it } from "vitest";
import { MotionStyle } from "../../contract";
import { SCRIPT_BRIEFS } from "../../engine/briefs/script-briefs";
import { motionFrames, sceneTimeline } from "./frame-svg";
import { readingDirection } from "./letters";
import { lottieAnimation } from "./lottie";
import { lottieSchemaErrors } from "./testing/lottie-schema";
import { scriptLogo } from "./testing/motion-fixtures";

describe.each(SCRIPT_BRIEFS.map((brief) => [brief.script, brief] as const))(
  "a name in %s",
  (_script, brief) => {
    const logo = scriptLogo(brief, "script");
    const options = { brandName: brief.brandName };

    it("is cut into letters in reading order", () => {
      const { scene } = sceneTimeline(logo.svg, "calm", options);
      const letters = scene.items.filter((item) => item.role === "letter").sort((a, b) => a.index - b.index);
      expect(letters.length).toBeGreaterThan(0);
      const first = letters[0];
      const last = letters[letters.length - 1];
      if (!first || !last) throw new Error("No letters");
      if (letters.length > 1) {
        const rightToLeft = readingDirection(brief.brandName) === "rtl";
        expect(rightToLeft ? first.box.x2 > last.box.x2 : first.box.x1 < last.box.x1).toBe(true);
      }
    });

    it.each(MotionStyle.options)("moves and ends on the still logo, with a valid Lottie (%s)", (style) => {
      const frames = motionFrames(logo.svg, style, options);
      expect(frames.frameAt(frames.duration)).toBe(logo.svg);
      expect(frames.frameAt(frames.duration / 4)).not.toBe(logo.svg);
      expect(lottieSchemaErrors(lottieAnimation(logo.svg, style, options))).toEqual([]);
    });
  },
);
