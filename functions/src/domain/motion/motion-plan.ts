/**
 * The files of the brand kit's motion/ folder: the logo's animation in every format a small
 * business posts or embeds, with their sizes and what each is for. The rules only; the drawing
 * and encoding are providers/motion's.
 */

export type MotionFormat =
  | "lottie-json"
  | "dotlottie"
  | "animated-svg"
  | "mp4-square-light"
  | "mp4-square-dark"
  | "mp4-vertical-light"
  | "mp4-vertical-dark"
  | "gif"
  | "webp";

export const MOTION_FPS = 30;
export const SQUARE_VIDEO = { width: 1080, height: 1080 } as const;
export const VERTICAL_VIDEO = { width: 1080, height: 1920 } as const;
/** The looping image for e-mails and chats: small enough to stay well under 2 MB. */
export const LOOP_IMAGE = { width: 480, height: 480 } as const;

interface MotionFile {
  format: MotionFormat;
  path: string;
  purpose: string;
  size: { width: number; height: number } | null;
}

export function motionPlan(stem: string): MotionFile[] {
  const square = `${SQUARE_VIDEO.width} x ${SQUARE_VIDEO.height} px, ${MOTION_FPS} fps`;
  const vertical = `${VERTICAL_VIDEO.width} x ${VERTICAL_VIDEO.height} px, ${MOTION_FPS} fps`;
  const loop = `${LOOP_IMAGE.width} x ${LOOP_IMAGE.height} px`;
  return [
    {
      format: "lottie-json",
      path: `motion/${stem}-animation.json`,
      purpose:
        "Lottie animation for apps and websites (a splash screen, a loading screen): plays in lottie-web, the LottieFiles players and the Lottie libraries for iOS and Android.",
      size: null,
    },
    {
      format: "dotlottie",
      path: `motion/${stem}-animation.lottie`,
      purpose: "The same Lottie animation as a .lottie file, smaller, for the dotLottie players.",
      size: null,
    },
    {
      format: "animated-svg",
      path: `motion/${stem}-animation.svg`,
      purpose:
        "Animated SVG for your website: use it like any image. Visitors whose device asks for less motion see the still logo.",
      size: null,
    },
    {
      format: "mp4-square-light",
      path: `motion/${stem}-intro-square-light.mp4`,
      purpose: `Video intro on a light ground, ${square}: for posts, a video's first seconds and video calls.`,
      size: SQUARE_VIDEO,
    },
    {
      format: "mp4-square-dark",
      path: `motion/${stem}-intro-square-dark.mp4`,
      purpose: `Video intro on a dark ground, ${square}.`,
      size: SQUARE_VIDEO,
    },
    {
      format: "mp4-vertical-light",
      path: `motion/${stem}-intro-vertical-light.mp4`,
      purpose: `Video intro for reels and stories on a light ground, ${vertical}: the logo stays inside the middle of the screen that the apps keep clear of their buttons and captions.`,
      size: VERTICAL_VIDEO,
    },
    {
      format: "mp4-vertical-dark",
      path: `motion/${stem}-intro-vertical-dark.mp4`,
      purpose: `Video intro for reels and stories on a dark ground, ${vertical}.`,
      size: VERTICAL_VIDEO,
    },
    {
      format: "gif",
      path: `motion/${stem}-animation.gif`,
      purpose: `Animated GIF, ${loop}, under 2 MB: for e-mails and chats. It opens on the still logo for a second, so the e-mail programs that show only a GIF's first frame (Outlook for Windows up to 2019) still show your logo.`,
      size: LOOP_IMAGE,
    },
    {
      format: "webp",
      path: `motion/${stem}-animation.webp`,
      purpose: `Animated WebP, ${loop}, smaller than the GIF: for websites and chats that show WebP.`,
      size: LOOP_IMAGE,
    },
  ];
}
