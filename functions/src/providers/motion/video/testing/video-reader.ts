/**
 * Reading a video's frames back in tests: decoded by the same ffmpeg, with exact rounding (its
 * default yuv-to-RGB conversion is off by 2 or 3 levels, more than the encoding itself).
 */
import type { RawImage } from "../../../graphics/png";
import { readVideoFacts, runFfmpeg, withFile } from "../ffmpeg";

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
