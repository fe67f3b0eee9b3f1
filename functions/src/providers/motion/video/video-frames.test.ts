import { describe, expect, it } from "vitest";
import { frameTimes } from "./motion-videos";
import { groundFrame, paintOnFrame, rgbToYuv709 } from "./video-frames";

const WHITE = { r: 255, g: 255, b: 255 };
const RED = { r: 255, g: 0, b: 0 };

/** The luma, U and V bytes at (x, y) of a 4:2:0 frame. */
function yuvAt(frame: Buffer, width: number, height: number, x: number, y: number): [number, number, number] {
  const luma = width * height;
  const chroma = Math.floor(y / 2) * (width / 2) + Math.floor(x / 2);
  return [frame[y * width + x] ?? -1, frame[luma + chroma] ?? -1, frame[luma * 1.25 + chroma] ?? -1];
}

describe("rgbToYuv709", () => {
  it("gives studio-range BT.709 values", () => {
    expect(rgbToYuv709(WHITE)).toEqual({ y: 235, u: 128, v: 128 });
    expect(rgbToYuv709({ r: 0, g: 0, b: 0 })).toEqual({ y: 16, u: 128, v: 128 });
    // BT.709's red: Y = 16 + 219 * 0.2126, V at the top of its range.
    expect(rgbToYuv709(RED)).toEqual({ y: 63, u: 102, v: 240 });
  });
});

describe("paintOnFrame", () => {
  it("converts the pixels it lays over the ground, mixes them by alpha, and leaves the rest as ground", () => {
    const width = 8;
    const height = 4;
    const frame = groundFrame(width, height, WHITE);
    // A 2x2 opaque red block at (2, 0), a half-transparent red block at (4, 2).
    const picture = {
      data: Buffer.from([
        ...[255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0],
        ...[255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0],
        ...[0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 128, 255, 0, 0, 128],
        ...[0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 128, 255, 0, 0, 128],
      ]),
      width: 4,
      height: 4,
      channels: 4 as const,
    };
    paintOnFrame(frame, width, height, picture, 2, 0, WHITE);
    const red = rgbToYuv709(RED);
    const pink = rgbToYuv709({ r: 255, g: 127, b: 127 });
    const white = rgbToYuv709(WHITE);
    expect(yuvAt(frame, width, height, 2, 1)).toEqual([red.y, red.u, red.v]);
    expect(yuvAt(frame, width, height, 4, 3)).toEqual([pink.y, pink.u, pink.v]);
    for (const [x, y] of [
      [0, 0],
      [4, 0],
      [2, 2],
      [7, 3],
    ] as const) {
      expect(yuvAt(frame, width, height, x, y), `(${x}, ${y})`).toEqual([white.y, white.u, white.v]);
    }
  });

  it("averages a block's chroma when only part of it is painted", () => {
    const frame = groundFrame(4, 2, WHITE);
    paintOnFrame(
      frame,
      4,
      2,
      { data: Buffer.from([255, 0, 0, 255]), width: 1, height: 1, channels: 4 },
      1,
      1,
      WHITE,
    );
    const quarterRed = rgbToYuv709({ r: 255, g: 191.25, b: 191.25 });
    const [y, u, v] = yuvAt(frame, 4, 2, 1, 1);
    expect(y).toBe(rgbToYuv709(RED).y);
    expect(u).toBe(quarterRed.u);
    expect(v).toBe(quarterRed.v);
    expect(yuvAt(frame, 4, 2, 0, 0)[0]).toBe(235);
  });
});

describe("frameTimes", () => {
  it("runs the animation at 30 fps, then holds its end", () => {
    const times = frameTimes(0.1, 0.1);
    expect(times).toHaveLength(6);
    expect(times.slice(0, 3)).toEqual([0, 1 / 30, 2 / 30]);
    expect(times.slice(3)).toEqual([0.1, 0.1, 0.1]);
  });
});
