import { describe, expect, it } from "vitest";
import { runFfmpeg } from "./ffmpeg";
import { parseVideoFacts } from "./testing/video-reader";

describe("runFfmpeg", () => {
  it("fails with the end of ffmpeg's own report when ffmpeg fails", async () => {
    const frame = Buffer.alloc(4 * 4 * 3);
    const run = runFfmpeg(
      [
        "-f",
        "rawvideo",
        "-pix_fmt",
        "rgb24",
        "-s",
        "4x4",
        "-i",
        "-",
        "-c:v",
        "no-such-encoder",
        "-f",
        "null",
        "-",
      ],
      { input: [frame] },
    );
    await expect(run).rejects.toThrow(
      /ffmpeg failed \(exit code 1\):[\s\S]*Unknown encoder 'no-such-encoder'/,
    );
  });

  it("stops ffmpeg and fails when it runs past its time", async () => {
    const endless = ["-f", "lavfi", "-i", "color=c=white:s=64x64:r=30", "-f", "null", "-"];
    const started = Date.now();
    await expect(runFfmpeg(endless, { timeoutMs: 500 })).rejects.toThrow(/ffmpeg was stopped after 0.5 s/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("fails with the input's error, not a half-written file, when the input fails", async () => {
    async function* failing(): AsyncGenerator<Buffer> {
      yield Buffer.alloc(4 * 4 * 3);
      throw new Error("The third frame could not be drawn");
    }
    const run = runFfmpeg(
      ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "4x4", "-i", "-", "-f", "null", "-"],
      {
        input: failing(),
      },
    );
    await expect(run).rejects.toThrow("The third frame could not be drawn");
  });

  it("feeds the input to stdin and hands back what ffmpeg writes to stdout", async () => {
    const pixels = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 8, 7]);
    const raw = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "2x2"];
    const { stdout } = await runFfmpeg([...raw, "-i", "-", ...raw, "-"], {
      input: [pixels],
      captureStdout: true,
    });
    expect([...stdout]).toEqual([...pixels]);
  });
});

describe("parseVideoFacts", () => {
  it("reads the duration, the stream and the frame count from ffmpeg's report", () => {
    const report = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'input.video':",
      "  Duration: 00:00:03.50, start: 0.000000, bitrate: 1234 kb/s",
      "    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1080x1920 [SAR 1:1 DAR 9:16], 1200 kb/s, 30 fps, 30 tbr, 15360 tbn, 60 tbc (default)",
      "frame=   60 fps=0.0 q=-1.0 size=N/A time=00:00:02.00",
      "frame=  105 fps=0.0 q=-1.0 Lsize=N/A time=00:00:03.46",
    ].join("\n");
    expect(parseVideoFacts(report)).toEqual({
      durationSeconds: 3.5,
      width: 1080,
      height: 1920,
      codec: "h264",
      pixelFormat: "yuv420p",
      fps: 30,
      frameCount: 105,
    });
  });

  it("takes a GIF's length from its frames, as it states none", () => {
    const report = [
      "Input #0, gif, from 'input.video':",
      "  Duration: N/A, bitrate: N/A",
      "    Stream #0:0: Video: gif, bgra, 480x480, 15 fps, 15 tbr, 100 tbn, 100 tbc",
      "frame=   30 fps=0.0 q=-1.0 Lsize=N/A time=00:00:01.93",
    ].join("\n");
    expect(parseVideoFacts(report)).toMatchObject({
      codec: "gif",
      durationSeconds: 2,
      fps: 15,
      frameCount: 30,
    });
  });

  it("fails when ffmpeg described no video", () => {
    expect(() => parseVideoFacts("input.video: Invalid data found when processing input")).toThrow(
      /did not describe a video stream[\s\S]*Invalid data/,
    );
  });
});
