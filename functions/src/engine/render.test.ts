import { describe, expect, it } from "vitest";
import { halveRgba, halveRgbaBytes } from "./render";

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
