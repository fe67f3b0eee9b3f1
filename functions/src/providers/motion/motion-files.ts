/**
 * The brand kit's motion/ folder: the logo's animation as Lottie (JSON and .lottie), an animated
 * SVG, MP4 intros on light and dark grounds (square and vertical) and a looping GIF and WebP. The
 * Lottie and the SVG animate the master as designed; the videos and looping images put the
 * logo's full-colour versions for each ground (the kit's colour-on-light and colour-on-dark) on
 * plain grounds, so a name designed in white on navy still reads on the light one.
 */
import type { MotionStyle } from "../../contract";
import type { MotionFormat } from "../../domain/motion/motion-plan";
import { LOOP_IMAGE, SQUARE_VIDEO, VERTICAL_VIDEO } from "../../domain/motion/motion-plan";
import { groundedColourSvg, prepareArtwork } from "../graphics/artwork";
import { animatedSvg } from "./animated-svg";
import { dotLottie } from "./dot-lottie";
import { motionFrames } from "./frame-svg";
import { lottieAnimation } from "./lottie";
import { makeMotionVideos } from "./video/motion-videos";

interface MadeMotionFile {
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** Seconds the videos rest on the still logo after the animation's own hold. */
const VIDEO_EXTRA_HOLD_SECONDS = 0.5;

export async function makeMotionFiles(
  master: string,
  brandName: string,
  style: MotionStyle,
): Promise<Map<MotionFormat, MadeMotionFile>> {
  const options = { brandName };
  const prepared = await prepareArtwork(master);
  const onLight = motionFrames(groundedColourSvg(prepared, "logo", "light"), style, options);
  const onDark = motionFrames(groundedColourSvg(prepared, "logo", "dark"), style, options);
  const videos = await makeMotionVideos({
    frames: onLight.frameAt,
    darkFrames: onDark.frameAt,
    duration: onLight.duration,
    hold: VIDEO_EXTRA_HOLD_SECONDS,
  });
  const lottie = lottieAnimation(master, style, options);
  const text = (value: string): MadeMotionFile => ({
    bytes: Buffer.from(value, "utf8"),
    width: null,
    height: null,
  });
  const sized = (bytes: Buffer, size: { width: number; height: number }): MadeMotionFile => ({
    bytes,
    ...size,
  });
  return new Map<MotionFormat, MadeMotionFile>([
    ["lottie-json", text(JSON.stringify(lottie))],
    ["dotlottie", { bytes: Buffer.from(dotLottie(lottie, "logo")), width: null, height: null }],
    ["animated-svg", text(animatedSvg(master, style, options))],
    ["mp4-square-light", sized(videos.squareLight, SQUARE_VIDEO)],
    ["mp4-square-dark", sized(videos.squareDark, SQUARE_VIDEO)],
    ["mp4-vertical-light", sized(videos.verticalLight, VERTICAL_VIDEO)],
    ["mp4-vertical-dark", sized(videos.verticalDark, VERTICAL_VIDEO)],
    ["gif", sized(videos.gif, LOOP_IMAGE)],
    ["webp", sized(videos.webp, LOOP_IMAGE)],
  ]);
}
