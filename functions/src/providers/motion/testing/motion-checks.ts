/**
 * Reads a motion file of the kit back and says what is wrong with it: the MP4's codec, pixel
 * format, frame rate, size and length from the file itself; the looping images' size, frames and
 * weight; the Lottie's shape and the dotLottie's manifest; the animated SVG's reduced-motion rule.
 */
import { unzipSync } from "fflate";
import sharp from "sharp";
import type { KitEntry } from "../../../domain/brand-kit/brand-kit-plan";
import { MOTION_FPS } from "../../../domain/motion/motion-plan";
import { readVideoFacts } from "../video/testing/video-reader";

/** The looping images are for e-mails and chats, which refuse or slow down on larger ones. */
const LOOP_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An animation of 2 to 4 s and its hold: every video lies between these. */
const VIDEO_SECONDS = { min: 2, max: 6 };

async function checkVideo(entry: KitEntry, bytes: Buffer, problems: string[]): Promise<void> {
  const facts = await readVideoFacts(bytes);
  if (facts.codec !== "h264") problems.push(`${entry.path} is ${facts.codec}, not H.264`);
  if (facts.pixelFormat !== "yuv420p") problems.push(`${entry.path} is ${facts.pixelFormat}, not yuv420p`);
  if (Math.round(facts.fps) !== MOTION_FPS) problems.push(`${entry.path} plays at ${facts.fps} fps`);
  if (facts.width !== entry.width || facts.height !== entry.height)
    problems.push(`${entry.path} is ${facts.width}x${facts.height}, not ${entry.width}x${entry.height}`);
  if (facts.durationSeconds < VIDEO_SECONDS.min || facts.durationSeconds > VIDEO_SECONDS.max)
    problems.push(`${entry.path} lasts ${facts.durationSeconds} s`);
}

async function checkLoop(entry: KitEntry, bytes: Buffer, problems: string[]): Promise<void> {
  const metadata = await sharp(bytes, { animated: true }).metadata();
  const format = entry.path.endsWith(".gif") ? "gif" : "webp";
  if (metadata.format !== format) problems.push(`${entry.path} is ${metadata.format}, not ${format}`);
  if ((metadata.pages ?? 1) < 2) problems.push(`${entry.path} does not move`);
  const height = (metadata.height ?? 0) / (metadata.pages ?? 1);
  if (metadata.width !== entry.width || height !== entry.height)
    problems.push(`${entry.path} is ${metadata.width}x${height}, not ${entry.width}x${entry.height}`);
  if (bytes.length >= LOOP_IMAGE_MAX_BYTES) problems.push(`${entry.path} weighs ${bytes.length} bytes`);
}

function checkLottieJson(path: string, text: string, problems: string[]): void {
  const lottie = JSON.parse(text) as { v?: unknown; fr?: unknown; op?: unknown; layers?: unknown };
  if (typeof lottie.v !== "string") problems.push(`${path} has no Lottie version`);
  if (lottie.fr !== MOTION_FPS) problems.push(`${path} plays at ${String(lottie.fr)} fps`);
  if (!Array.isArray(lottie.layers) || lottie.layers.length === 0) problems.push(`${path} has no layers`);
}

function checkDotLottie(path: string, bytes: Buffer, problems: string[]): void {
  const files = unzipSync(bytes);
  const manifest = files["manifest.json"];
  if (!manifest) {
    problems.push(`${path} has no manifest.json`);
    return;
  }
  const { animations } = JSON.parse(Buffer.from(manifest).toString("utf8")) as {
    animations?: { id: string }[];
  };
  for (const animation of animations ?? []) {
    const json = files[`animations/${animation.id}.json`];
    if (!json) problems.push(`${path} names ${animation.id} but lacks its JSON`);
    else checkLottieJson(`${path}:${animation.id}`, Buffer.from(json).toString("utf8"), problems);
  }
  if (!animations?.length) problems.push(`${path}'s manifest names no animation`);
}

export async function checkMotionFile(entry: KitEntry, bytes: Buffer, problems: string[]): Promise<void> {
  if (entry.drawing.kind !== "motion") return;
  const { format } = entry.drawing;
  if (format.startsWith("mp4-")) await checkVideo(entry, bytes, problems);
  else if (format === "gif" || format === "webp") await checkLoop(entry, bytes, problems);
  else if (format === "lottie-json") checkLottieJson(entry.path, bytes.toString("utf8"), problems);
  else if (format === "dotlottie") checkDotLottie(entry.path, bytes, problems);
  else if (!bytes.toString("utf8").includes("prefers-reduced-motion"))
    problems.push(`${entry.path} ignores prefers-reduced-motion`);
}
