import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Rgb } from "../../graphics/paint";
import type { RawImage } from "../../graphics/png";
import { darkGroundLogo } from "../../graphics/testing/sample-logos";
import { renderSvg, transparentMasterForLightGrounds } from "../../graphics/vector-renders";
import {
  animatedImageLayout,
  GIF_LEAD_SECONDS,
  type MotionVideos,
  makeMotionVideos,
  squareLayout,
  VERTICAL_SAFE_AREA,
  verticalLayout,
} from "./motion-videos";
import { darkGroundMaster, growingLogo } from "./testing/growing-logo";
import { decodeVideoFrame, readVideoFacts } from "./testing/video-reader";
import { type FrameLayout, frameArtwork } from "./video-frames";

// Coloured grounds, not white and black: a colour comes back from the video only when the frames
// were converted and tagged with one matrix and the player reads them with it.
const LIGHT: Rgb = { r: 0xfb, g: 0xf3, b: 0xe4 };
const DARK: Rgb = { r: 0x12, g: 0x1c, b: 0x33 };
const DURATION = 1;
const HOLD = 1;
const FRAME = 1 / 30;
const TWO_MB = 2 * 1024 * 1024;

/**
 * The dark-ground design: its near-white name is the case a light ground loses, so its versions
 * for the two grounds differ, as the kit makes them.
 */
const master = darkGroundLogo().svg;
let lightMaster: string;
let darkMaster: string;
let videos: MotionVideos;

beforeAll(async () => {
  lightMaster = (await transparentMasterForLightGrounds(master)) ?? "";
  darkMaster = await darkGroundMaster(master);
  videos = await makeMotionVideos({
    frames: growingLogo(lightMaster, DURATION),
    darkFrames: growingLogo(darkMaster, DURATION),
    duration: DURATION,
    hold: HOLD,
    grounds: { light: LIGHT, dark: DARK },
  });
}, 180_000);

function pixel(image: RawImage, x: number, y: number): Rgb {
  const offset = (y * image.width + x) * image.channels;
  return { r: image.data[offset] ?? 0, g: image.data[offset + 1] ?? 0, b: image.data[offset + 2] ?? 0 };
}

function distance(a: Rgb, b: Rgb): number {
  return Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
}

/** The still logo as the file should end on it: its artwork drawn at its size, on the ground. */
async function expectedStill(svg: string, layout: FrameLayout, ground: Rgb): Promise<RawImage> {
  const side = Math.round(layout.logoSide);
  const drawn = await renderSvg(frameArtwork(svg), side);
  const { data, info } = await sharp(drawn.data, { raw: { width: side, height: side, channels: 4 } })
    .flatten({ background: ground })
    .extend({
      left: Math.round(layout.logoLeft),
      top: Math.round(layout.logoTop),
      right: layout.width - side - Math.round(layout.logoLeft),
      bottom: layout.height - side - Math.round(layout.logoTop),
      background: ground,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
}

/** Mean difference per channel over the whole picture, and the share of pixels off by more than 48. */
function compare(actual: RawImage, expected: RawImage): { mean: number; farShare: number } {
  expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
  let total = 0;
  let far = 0;
  for (let y = 0; y < actual.height; y++) {
    for (let x = 0; x < actual.width; x++) {
      const difference = distance(pixel(actual, x, y), pixel(expected, x, y));
      total += difference;
      if (difference > 48) far++;
    }
  }
  const count = actual.width * actual.height;
  return { mean: total / count, farShare: far / count };
}

/** A page of an animated GIF or WebP: "last" for its last. */
async function pageOf(bytes: Buffer, page: number | "last"): Promise<RawImage> {
  const { pages = 1 } = await sharp(bytes, { pages: -1 }).metadata();
  const { data, info } = await sharp(bytes, { page: page === "last" ? pages - 1 : page })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

describe("makeMotionVideos", () => {
  it("writes H.264 MP4s in yuv420p at 30 fps, square and vertical, as long as the animation and its hold", async () => {
    const expected = {
      squareLight: [1080, 1080],
      squareDark: [1080, 1080],
      verticalLight: [1080, 1920],
      verticalDark: [1080, 1920],
    } as const;
    for (const [name, [width, height]] of Object.entries(expected)) {
      const facts = await readVideoFacts(videos[name as keyof typeof expected]);
      expect(facts, name).toMatchObject({ width, height, codec: "h264", pixelFormat: "yuv420p", fps: 30 });
      expect(Math.abs(facts.durationSeconds - (DURATION + HOLD)), name).toBeLessThanOrEqual(FRAME);
      expect(facts.frameCount, name).toBe((DURATION + HOLD) * 30);
    }
  });

  it("lays the logo on the ground colour edge to edge, with no patch of the master's own background", async () => {
    for (const [bytes, ground, layout] of [
      [videos.squareLight, LIGHT, squareLayout()],
      [videos.verticalDark, DARK, verticalLayout()],
    ] as const) {
      const still = await decodeVideoFrame(bytes, DURATION + HOLD - FRAME);
      expect(distance(pixel(still, 2, 2), ground)).toBeLessThanOrEqual(2);
      // Just inside the corner of the logo's canvas, where the master paints only its background.
      expect(distance(pixel(still, layout.logoLeft + 4, layout.logoTop + 4), ground)).toBeLessThanOrEqual(2);
    }
  });

  it("ends each video on the still logo made for its ground", async () => {
    for (const [bytes, svg, otherSvg, ground] of [
      [videos.squareLight, lightMaster, darkMaster, LIGHT],
      [videos.squareDark, darkMaster, lightMaster, DARK],
    ] as const) {
      const still = await decodeVideoFrame(bytes, DURATION + HOLD - FRAME);
      const { mean, farShare } = compare(still, await expectedStill(svg, squareLayout(), ground));
      expect(mean).toBeLessThan(2);
      expect(farShare).toBeLessThan(0.002);
      // The other ground's version differs in its name's colour: that shows as far pixels.
      expect(compare(still, await expectedStill(otherSvg, squareLayout(), ground)).farShare).toBeGreaterThan(
        0.005,
      );
    }
  });

  it("keeps the vertical video's logo inside the apps' safe area, from the first frame to the last", async () => {
    const { width, height } = verticalLayout();
    const top = Math.floor(height * VERTICAL_SAFE_AREA.top);
    const bottom = Math.ceil(height * (1 - VERTICAL_SAFE_AREA.bottom));
    const side = Math.ceil(width * VERTICAL_SAFE_AREA.sides);
    for (const [bytes, ground] of [
      [videos.verticalLight, LIGHT],
      [videos.verticalDark, DARK],
    ] as const) {
      for (const time of [0.3, 0.6, DURATION, DURATION + HOLD - FRAME]) {
        const frame = await decodeVideoFrame(bytes, time);
        let inkOutside = 0;
        let inkInside = 0;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const ink = distance(pixel(frame, x, y), ground) > 12;
            if (!ink) continue;
            if (y < top || y >= bottom || x < side || x >= width - side) inkOutside++;
            else inkInside++;
          }
        }
        expect(inkOutside, `ink outside the safe area at ${time} s`).toBe(0);
        if (time >= DURATION) expect(inkInside).toBeGreaterThan(1000);
      }
    }
  });

  it("makes a GIF and a WebP under 2 MB that play once and end on the still logo", async () => {
    const expected = await expectedStill(lightMaster, animatedImageLayout(), LIGHT);
    for (const [name, bytes, format] of [
      ["gif", videos.gif, "gif"],
      ["webp", videos.webp, "webp"],
    ] as const) {
      expect(bytes.length, name).toBeLessThan(TWO_MB);
      const metadata = await sharp(bytes, { pages: -1 }).metadata();
      expect(metadata.format, name).toBe(format);
      expect(metadata.width, name).toBe(480);
      expect(metadata.pages ?? 0, name).toBeGreaterThan(5);
      expect(metadata.loop, name).toBe(1);
      const { mean, farShare } = compare(await pageOf(bytes, "last"), expected);
      expect(mean, name).toBeLessThan(2);
      expect(farShare, name).toBeLessThan(0.002);
    }
    const gifFacts = await readVideoFacts(videos.gif);
    // GIF delays are whole hundredths: 1/15 s is stored as 7 and 6 hundredths in turn.
    expect(gifFacts.fps).toBeCloseTo(15, 0);
    expect(Math.abs(gifFacts.durationSeconds - (GIF_LEAD_SECONDS + DURATION + HOLD))).toBeLessThanOrEqual(
      1 / 15,
    );
  });

  it("opens the GIF on the still logo (all some e-mail clients show) and the WebP on its intro", async () => {
    const expected = await expectedStill(lightMaster, animatedImageLayout(), LIGHT);
    const gifOpening = compare(await pageOf(videos.gif, 0), expected);
    expect(gifOpening.mean).toBeLessThan(2);
    expect(gifOpening.farShare).toBeLessThan(0.002);
    // The growing logo starts as nothing: the WebP's first page is the ground alone.
    const webpOpening = await pageOf(videos.webp, 0);
    expect(compare(webpOpening, expected).farShare).toBeGreaterThan(0.01);
    expect(distance(pixel(webpOpening, 240, 240), LIGHT)).toBeLessThanOrEqual(2);
  });
});

describe("makeMotionVideos refuses", () => {
  const frames = growingLogo(master, 1);

  it("an animation of no length or too long a hold", async () => {
    await expect(makeMotionVideos({ frames, darkFrames: frames, duration: 0 })).rejects.toThrow(/animation/);
    await expect(makeMotionVideos({ frames, darkFrames: frames, duration: 1, hold: 60 })).rejects.toThrow(
      /hold/,
    );
  });

  it("a frame that cannot be drawn, with the drawing's own error", async () => {
    const broken = (time: number) => (time < 0.5 ? master : "<svg><not closed");
    await expect(makeMotionVideos({ frames, darkFrames: broken, duration: 1, hold: 0 })).rejects.toThrow(
      /SVG/,
    );
  });
});
