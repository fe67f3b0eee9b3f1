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

describe("paintOnFrame over runs of colour", () => {
  // Runs of one colour, a colour broken by another for one pixel, transparent gaps and a half
  // transparent run: each pixel and each 2x2 block must get the value of its own colours.
  const PALETTE = [
    [255, 0, 0, 255],
    [0, 0, 255, 255],
    [0, 0, 0, 0],
    [20, 160, 60, 128],
  ] as const;
  // Palette indices, row by row. The first block is two colours and the next is one of them,
  // alone; a colour comes back after one pixel of another; the last rows repeat the blocks above.
  const ROWS = [
    [0, 1, 0, 0, 0, 0, 2, 2, 3, 3, 3, 1, 1, 0, 2, 3],
    [0, 0, 0, 0, 0, 0, 2, 2, 3, 3, 1, 1, 1, 0, 3, 3],
    [1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3, 0, 1, 0, 1],
    [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 0, 1, 0, 1],
  ];
  const width = 16;
  const height = ROWS.length;
  const ground = { r: 250, g: 240, b: 200 };
  const colourAt = (x: number, y: number) => PALETTE[ROWS[y]?.[x] ?? 0] ?? PALETTE[0];

  function pictureBytes(): number[] {
    const bytes: number[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) bytes.push(...colourAt(x, y));
    }
    return bytes;
  }

  function blended(x: number, y: number): { r: number; g: number; b: number } {
    const [r, g, b, alpha] = colourAt(x, y);
    const mix = (value: number, under: number) => Math.round((value * alpha + under * (255 - alpha)) / 255);
    return { r: mix(r, ground.r), g: mix(g, ground.g), b: mix(b, ground.b) };
  }

  // Pixels read from a buffer that starts on a four-byte boundary, and from one that does not.
  for (const offset of [0, 1]) {
    it(`converts each pixel and block by its own colours (pixels at byte offset ${offset})`, () => {
      const storage = Buffer.alloc(offset + width * height * 4);
      Buffer.from(pictureBytes()).copy(storage, offset);
      const data = storage.subarray(offset);
      const frame = groundFrame(width, height, ground);
      paintOnFrame(frame, width, height, { data, width, height, channels: 4 }, 0, 0, ground);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const [luma] = yuvAt(frame, width, height, x, y);
          expect(Math.abs(luma - rgbToYuv709(blended(x, y)).y), `luma at (${x}, ${y})`).toBeLessThanOrEqual(
            1,
          );
        }
      }
      for (let y = 0; y < height; y += 2) {
        for (let x = 0; x < width; x += 2) {
          const block = [blended(x, y), blended(x + 1, y), blended(x, y + 1), blended(x + 1, y + 1)];
          const mean = (channel: "r" | "g" | "b") =>
            block.reduce((sum, colour) => sum + colour[channel], 0) / 4;
          const expected = rgbToYuv709({ r: mean("r"), g: mean("g"), b: mean("b") });
          const [, u, v] = yuvAt(frame, width, height, x, y);
          expect(Math.abs(u - expected.u), `U of the block at (${x}, ${y})`).toBeLessThanOrEqual(1);
          expect(Math.abs(v - expected.v), `V of the block at (${x}, ${y})`).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});

describe("frameTimes", () => {
  it("runs the animation at 30 fps, then holds its end", () => {
    const times = frameTimes(0.1, 0.1);
    expect(times).toHaveLength(6);
    expect(times.slice(0, 3)).toEqual([0, 1 / 30, 2 / 30]);
    expect(times.slice(3)).toEqual([0.1, 0.1, 0.1]);
  });
});
