/**
 * The animated logo as files: H.264 MP4s, square and vertical (a reel or story intro), on a light
 * and on a dark ground, and a small animated GIF and WebP for e-mails and chats, all ending on the
 * still logo (the GIF also opens on it).
 *
 * CPU is the cost that matters here. The logo is drawn once per moment and ground, at the one size
 * it takes in every file, onto a vertical frame (video-frames.ts); the square video is a crop of
 * that frame (the logo sits the same distance from its sides), and the GIF and WebP are the square
 * scaled down, so one ffmpeg process per ground reads each frame once and writes all its files.
 * The two grounds run side by side.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { LOOP_IMAGE, MOTION_FPS, SQUARE_VIDEO, VERTICAL_VIDEO } from "../../../domain/motion/motion-plan";
import { GROUND_COLOUR, type Ground } from "../../graphics/grounded-colours";
import type { Rgb } from "../../graphics/paint";
import { runFfmpeg, withWorkFolder } from "./ffmpeg";
import { type FrameLayout, type FrameSvg, videoFrames } from "./video-frames";

/**
 * Where a vertical video's logo may sit, as shares of its height and width kept free: the apps
 * lay their own bars over a reel or a story (the account line at the top, the caption and the
 * buttons at the bottom, icons down the right).
 */
export const VERTICAL_SAFE_AREA = { top: 0.14, bottom: 0.2, sides: 0.06 } as const;

/** The logo's canvas (the master's viewBox, its own margins included) is this wide in the videos. */
const LOGO_SIDE = 864;

/** The GIF and the WebP: small enough for a mail or a chat, smooth enough for a short intro. */
const ANIMATED_IMAGE = { side: LOOP_IMAGE.width, fps: 15 } as const;

/**
 * The GIF opens on the still logo for this long before its intro. Outlook for Windows (2007 to
 * 2019) shows only a GIF's first frame, so a GIF that opened on the empty ground would put an
 * empty square in those recipients' e-mail signatures; elsewhere the logo is seen, plays its
 * intro once and rests on it again. The videos and the WebP (for players, websites and chats,
 * which all play them) open on the intro itself.
 */
export const GIF_LEAD_SECONDS = 1;

const DEFAULT_HOLD_SECONDS = 1.5;
/** Bounds on what is asked, so one request cannot hold a worker for minutes. */
const MAX_ANIMATION_SECONDS = 10;
const MAX_HOLD_SECONDS = 5;

/**
 * x264's fastest preset: on flat colour at CRF 20 it shows no blocking, and its files (a few
 * hundred KB) are small beside any upload limit, while veryfast took twice the CPU (measured).
 * One thread per encoder: four encoders already share the two cores, and x264's own threads
 * cost more CPU in waiting than they save.
 */
const H264_ARGS = ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-threads", "1"];
/** What the frames are (video-frames.ts): players would read untagged HD video as BT.709 anyway. */
const COLOUR_TAGS = [
  "-colorspace",
  "bt709",
  "-color_primaries",
  "bt709",
  "-color_trc",
  "bt709",
  "-color_range",
  "tv",
];
const MP4_ARGS = [...H264_ARGS, "-pix_fmt", "yuv420p", ...COLOUR_TAGS, "-movflags", "+faststart"];
/**
 * libwebp's lossless effort 1 of 6 rather than its default 4: on the sample logos' loops the files
 * came out the same size (within 1%) for half the encoder's CPU (measured).
 */
const WEBP_ARGS = ["-c:v", "libwebp_anim", "-lossless", "1", "-compression_level", "1"];

/** The logo's canvas centred in the vertical video's safe area (it fits: checked by the tests). */
export function verticalLayout(): FrameLayout {
  const { width, height } = VERTICAL_VIDEO;
  const bandTop = height * VERTICAL_SAFE_AREA.top;
  const bandBottom = height * (1 - VERTICAL_SAFE_AREA.bottom);
  return {
    width,
    height,
    logoLeft: even((width - LOGO_SIDE) / 2),
    logoTop: even((bandTop + bandBottom - LOGO_SIDE) / 2),
    logoSide: LOGO_SIDE,
  };
}

/** The square video: the vertical frame's rows round the logo, which sits centred in it. */
export function squareLayout(): FrameLayout {
  const vertical = verticalLayout();
  const margin = even((SQUARE_VIDEO.height - LOGO_SIDE) / 2);
  return { ...SQUARE_VIDEO, logoLeft: vertical.logoLeft, logoTop: margin, logoSide: LOGO_SIDE };
}

/**
 * The GIF and the WebP: the square video scaled down.
 * @visibleForTesting
 */
export function animatedImageLayout(): FrameLayout {
  const square = squareLayout();
  const scale = ANIMATED_IMAGE.side / square.width;
  return {
    width: ANIMATED_IMAGE.side,
    height: ANIMATED_IMAGE.side,
    logoLeft: square.logoLeft * scale,
    logoTop: square.logoTop * scale,
    logoSide: LOGO_SIDE * scale,
  };
}

/** Where the square video's rows start in the vertical frame. */
function squareCropTop(): number {
  return verticalLayout().logoTop - squareLayout().logoTop;
}

/** The moment each video frame shows: the animation, then the still logo until the end. */
export function frameTimes(duration: number, hold: number): number[] {
  const count = Math.round((duration + hold) * MOTION_FPS);
  return Array.from({ length: count }, (_, index) => Math.min(index / MOTION_FPS, duration));
}

interface MotionVideoRequest {
  /** The logo at each moment, made to read on a light ground. */
  frames: FrameSvg;
  /** The same animation made to read on a dark ground (the kit's colours for dark grounds). */
  darkFrames: FrameSvg;
  /** Seconds of animation; the frame functions give the still logo from then on. */
  duration: number;
  /** Seconds the still logo is held at the end (1.5 when omitted). */
  hold?: number;
  /** The grounds' colours (white and black when omitted). */
  grounds?: Partial<Record<Ground, Rgb>>;
}

export interface MotionVideos {
  squareLight: Buffer;
  squareDark: Buffer;
  verticalLight: Buffer;
  verticalDark: Buffer;
  /** On the light ground, opening on the still logo, played once. */
  gif: Buffer;
  /** On the light ground, played once. */
  webp: Buffer;
}

const even = (value: number) => 2 * Math.round(value / 2);

/**
 * The filter graph and outputs of one ground's process; the GIF and WebP only for light, whose
 * frames then start with the GIF's lead (GIF_LEAD_SECONDS of the still logo), cut from the rest.
 */
function groundJob(folder: string, withImages: boolean): { graph: string; outputs: string[] } {
  const file = (name: string) => path.join(folder, name);
  const square = `crop=${SQUARE_VIDEO.width}:${SQUARE_VIDEO.height}:0:${squareCropTop()}`;
  const afterLead = withImages ? `trim=start=${GIF_LEAD_SECONDS},setpts=PTS-STARTPTS,` : "";
  const graph = [
    `[0:v]split=${withImages ? 3 : 2}[v][s]${withImages ? "[a]" : ""}`,
    `[v]${afterLead}null[vertical]`,
    `[s]${afterLead}${square}[square]`,
  ];
  const outputs = [
    ...["-map", "[square]", ...MP4_ARGS, file("square.mp4")],
    ...["-map", "[vertical]", ...MP4_ARGS, file("vertical.mp4")],
  ];
  if (withImages) {
    const { side, fps } = ANIMATED_IMAGE;
    graph.push(
      `[a]${square},fps=${fps},scale=${side}:${side}:flags=bicubic+accurate_rnd+full_chroma_int:in_color_matrix=bt709:in_range=tv,format=rgb24,split=3[g][p][w]`,
      // One palette for the whole GIF (a logo has few colours); ordered dithering stays put from
      // frame to frame, so only the rectangle that changed is stored for each frame.
      "[p]palettegen=stats_mode=full:reserve_transparent=0[palette]",
      "[g][palette]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle[gif]",
      // Lossless: a logo's flat colours compress well without loss (about 200 KB here, no more
      // CPU than lossy), and the last frame keeps the brand's exact colours.
      `[w]${afterLead}format=bgra[webp]`,
    );
    outputs.push(
      ...["-map", "[gif]", "-loop", "-1", file("logo.gif")],
      ...["-map", "[webp]", ...WEBP_ARGS, file("logo.webp")],
    );
  }
  return { graph: graph.join(";"), outputs };
}

/**
 * ffmpeg's animated WebP encoder always writes "loop forever"; the intro is meant to play once
 * and rest on the still logo, so the ANIM chunk's loop count is set to 1. (The chunk is the
 * first after the header, as libwebp writes it.)
 */
function playWebpOnce(webp: Buffer): Buffer {
  const anim = webp.indexOf("ANIM", 12, "latin1");
  // Frames that never change make a still WebP: nothing to play.
  if (anim < 0) return webp;
  const patched = Buffer.from(webp);
  // ANIM payload: background colour (4 bytes), then the loop count (2 bytes, little-endian).
  patched.writeUInt16LE(1, anim + 8 + 4);
  return patched;
}

interface GroundFiles {
  square: Buffer;
  vertical: Buffer;
  gif?: Buffer;
  webp?: Buffer;
}

async function encodeGround(
  frames: FrameSvg,
  times: number[],
  colour: Rgb,
  withImages: boolean,
): Promise<GroundFiles> {
  return withWorkFolder(async (folder) => {
    const { graph, outputs } = groundJob(folder, withImages);
    const layout = verticalLayout();
    const input = ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", `${layout.width}x${layout.height}`];
    await runFfmpeg([...input, "-r", String(MOTION_FPS), "-i", "-", "-filter_complex", graph, ...outputs], {
      input: videoFrames(frames, times, layout, colour),
    });
    const read = (name: string) => readFile(path.join(folder, name));
    const [square, vertical] = await Promise.all([read("square.mp4"), read("vertical.mp4")]);
    if (!withImages) return { square, vertical };
    const [gif, webp] = await Promise.all([read("logo.gif"), read("logo.webp")]);
    return { square, vertical, gif, webp: playWebpOnce(webp) };
  });
}

function checkSeconds(name: string, value: number, max: number, allowZero: boolean): void {
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0) || value > max) {
    throw new Error(`The ${name} must be ${allowZero ? "0" : "more than 0"} to ${max} seconds, not ${value}`);
  }
}

/**
 * Every motion file of the logo. The frame functions are called for each frame's moment, the
 * same moment for both grounds; an engine background rect in a frame is replaced by the ground.
 */
export async function makeMotionVideos(request: MotionVideoRequest): Promise<MotionVideos> {
  const hold = request.hold ?? DEFAULT_HOLD_SECONDS;
  checkSeconds("animation", request.duration, MAX_ANIMATION_SECONDS, false);
  checkSeconds("hold", hold, MAX_HOLD_SECONDS, true);
  const times = frameTimes(request.duration, hold);
  const gifLead = Array.from({ length: GIF_LEAD_SECONDS * MOTION_FPS }, () => request.duration);
  const light = request.grounds?.light ?? GROUND_COLOUR.light;
  const dark = request.grounds?.dark ?? GROUND_COLOUR.dark;
  const [onLight, onDark] = await Promise.all([
    encodeGround(request.frames, [...gifLead, ...times], light, true),
    encodeGround(request.darkFrames, times, dark, false),
  ]);
  if (!onLight.gif || !onLight.webp) throw new Error("The GIF and WebP were not made");
  return {
    squareLight: onLight.square,
    squareDark: onDark.square,
    verticalLight: onLight.vertical,
    verticalDark: onDark.vertical,
    gif: onLight.gif,
    webp: onLight.webp,
  };
}
