/**
 * Reading a video back in tests: its facts (duration, size, codec, pixel format, frame rate) and
 * its frames: decoded by the same ffmpeg, with exact rounding (its
 * default yuv-to-RGB conversion is off by 2 or 3 levels, more than the encoding itself).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { RawImage } from "../../../graphics/png";
import { runFfmpeg, withWorkFolder } from "../ffmpeg";

/** The video's frame at `timeSeconds` (the last one at or before it), decoded to RGBA. */
export async function decodeVideoFrame(bytes: Buffer, timeSeconds: number): Promise<RawImage> {
  const facts = await readVideoFacts(bytes);
  return withFile(bytes, "video", async (file) => {
    const { stdout } = await runFfmpeg(
      [
        "-ss",
        String(timeSeconds),
        "-i",
        file,
        "-frames:v",
        "1",
        "-sws_flags",
        "accurate_rnd+full_chroma_int+bicubic",
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgba",
        "-",
      ],
      { captureStdout: true },
    );
    if (stdout.length !== facts.width * facts.height * 4) {
      throw new Error(`ffmpeg decoded no frame at ${timeSeconds} s`);
    }
    return { data: stdout, width: facts.width, height: facts.height, channels: 4 };
  });
}

interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
  /** ffmpeg's name for it: h264, gif... */
  codec: string;
  /** yuv420p, bgra... */
  pixelFormat: string;
  fps: number;
  /** Frames in the first video stream, counted while reading it through. */
  frameCount: number;
}

function parseClock(clock: string): number {
  const [hours, minutes, seconds] = clock.split(":").map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** What ffmpeg reports reading a file through: its header and a count of its frames. */
export function parseVideoFacts(stderr: string): VideoFacts {
  const duration = /Duration: (\d+:\d+:[\d.]+)/.exec(stderr);
  // "Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1080x1920 [SAR 1:1 DAR 9:16], 18 kb/s, 30 fps, ..."
  const stream = /Stream #\d+:\d+.*?: Video: (\w+)[^,]*, (\w+)(?:\([^)]*\))?, (\d+)x(\d+)[^\n]*/.exec(stderr);
  const fps = stream ? /([\d.]+) fps/.exec(stream[0]) : null;
  const frames = [...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1);
  if (!stream || !fps) {
    throw new Error(
      `ffmpeg did not describe a video stream:\n${stderr.trimEnd().split("\n").slice(-8).join("\n")}`,
    );
  }
  const frameCount = frames ? Number(frames[1]) : 0;
  const frameRate = Number(fps[1]);
  return {
    // A GIF states no duration ("N/A"): its frames at its rate are its length.
    durationSeconds: duration ? parseClock(duration[1] ?? "") : frameCount / frameRate,
    codec: stream[1] ?? "",
    pixelFormat: stream[2] ?? "",
    width: Number(stream[3]),
    height: Number(stream[4]),
    fps: frameRate,
    frameCount,
  };
}

/** Runs `work` on the bytes saved as a file in a private temporary folder. */
async function withFile<T>(bytes: Buffer, extension: string, work: (file: string) => Promise<T>): Promise<T> {
  return withWorkFolder(async (folder) => {
    const file = path.join(folder, `input.${extension}`);
    await writeFile(file, bytes);
    return work(file);
  });
}

/**
 * The duration, size, codec, pixel format and frame rate of a video (MP4, GIF), as ffmpeg reads
 * them from the file, and its frames counted by reading it through (no decoding).
 */
export async function readVideoFacts(bytes: Buffer): Promise<VideoFacts> {
  return withFile(bytes, "video", async (file) => {
    const { stderr } = await runFfmpeg(["-i", file, "-map", "0:v:0", "-c", "copy", "-f", "null", "-"]);
    return parseVideoFacts(stderr);
  });
}
