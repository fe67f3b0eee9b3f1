/** The logo in motion: still frames for the encoders, the animated SVG, the Lottie and the dotLottie. */
export { type AnimatedSvgOptions, animatedSvg } from "./animated-svg";
export { dotLottie } from "./dot-lottie";
export { frameSvg, type MotionFrames, type MotionOptions, motionFrames } from "./frame-svg";
export { type ReadingDirection, readingDirection } from "./letters";
export { LOTTIE_FRAME_RATE, type LottieAnimation, lottieAnimation } from "./lottie";
