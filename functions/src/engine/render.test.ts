import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { halveRgba, halveRgbaBytes, renderLogoImages, straightenAlpha } from "./render";

/** Pixels whose channels take every value, in no order. */
function noise(width: number, height: number, offset = 0): Buffer {
  const backing = Buffer.alloc(width * height * 4 + offset);
  for (let i = 0; i < backing.length; i++) backing[i] = (Math.imul(i + 1, 2654435761) >>> 24) & 0xff;
  return backing.subarray(offset);
}

describe("halveRgba", () => {
  it("averages each 2x2 block per channel, rounding half up", () => {
    // One block: red 0,1,1,1 -> (3 + 2) >> 2 = 1; green 255 x 4; blue 1,2,2,2 -> (7 + 2) >> 2 = 2;
    // alpha 0,255,10,20 -> (285 + 2) >> 2 = 71.
    const pixels = Buffer.from([0, 255, 1, 0, 1, 255, 2, 255, 1, 255, 2, 10, 1, 255, 2, 20]);
    expect([...halveRgba(pixels, 2, 2)]).toEqual([1, 255, 2, 71]);
  });

  it("gives the byte-by-byte average on every channel value, aligned or not", () => {
    const aligned = noise(64, 48);
    const expected = halveRgbaBytes(aligned, 64, 48);
    expect(halveRgba(aligned, 64, 48).equals(expected)).toBe(true);
    // Straight from the definition, for one block in the middle.
    const at = (x: number, y: number, channel: number) => aligned[(y * 64 + x) * 4 + channel] as number;
    for (let channel = 0; channel < 4; channel++) {
      const sum = at(20, 10, channel) + at(21, 10, channel) + at(20, 11, channel) + at(21, 11, channel);
      expect(expected[(5 * 32 + 10) * 4 + channel]).toBe((sum + 2) >> 2);
    }
    const shifted = noise(64, 48, 1);
    expect(shifted.byteOffset % 4).not.toBe(0);
    expect(halveRgba(shifted, 64, 48).equals(halveRgbaBytes(shifted, 64, 48))).toBe(true);
  });
});

describe("straightenAlpha", () => {
  it("gives a half-covered pixel the colour of what covers it, as PNG readers expect", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#3060C0" fill-opacity="0.5"/></svg>';
    // resvg's own pixels are premultiplied: half as bright. (Each read of .pixels is a copy.)
    const { pixels } = await renderAsync(svg);
    expect([...pixels.subarray(0, 4)]).toEqual([24, 48, 96, 128]);
    straightenAlpha(pixels, 4, 4);
    // #3060C0 back, to the rounding of a premultiplied 96 (96 x 255 / 128 = 191.25).
    expect([...pixels.subarray(0, 4)]).toEqual([48, 96, 191, 128]);
  });

  it("leaves clear and solid pixels alone and works on unaligned buffers too", () => {
    const backing = Buffer.from([9, 0, 0, 0, 0, 10, 20, 30, 255, 20, 40, 60, 128]);
    const pixels = backing.subarray(1);
    expect(pixels.byteOffset % 4).not.toBe(0);
    straightenAlpha(pixels, 3, 1);
    expect([...pixels]).toEqual([0, 0, 0, 0, 10, 20, 30, 255, 40, 80, 120, 128]);
  });
});

describe("renderLogoImages", () => {
  it("stores anti-aliased edges in straight alpha: no dark fringe round a logo without a ground", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><circle cx="512" cy="512" r="300.5" fill="#3060C0"/></svg>';
    const { png, preview } = await renderLogoImages(svg);
    expect([preview.width, preview.height]).toEqual([512, 512]);
    const master = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([master.info.width, master.info.height, master.info.channels]).toEqual([1024, 1024, 4]);
    for (const data of [master.data, preview.data]) {
      let edges = 0;
      for (let i = 0; i < data.length; i += 4) {
        const alpha = data[i + 3] ?? 0;
        if (alpha < 16 || alpha === 255) continue;
        edges++;
        expect(Math.abs((data[i] ?? 0) - 0x30)).toBeLessThanOrEqual(8);
        expect(Math.abs((data[i + 1] ?? 0) - 0x60)).toBeLessThanOrEqual(8);
        expect(Math.abs((data[i + 2] ?? 0) - 0xc0)).toBeLessThanOrEqual(8);
      }
      expect(edges).toBeGreaterThan(100);
    }
  });
});
