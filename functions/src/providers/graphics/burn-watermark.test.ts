import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { burnWatermark } from "./burn-watermark";

async function flat(size: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: { ...colour, alpha: 1 } } })
    .png()
    .toBuffer();
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

describe("burnWatermark", () => {
  it("keeps the preview's size and marks every part of it, so no crop removes the watermark", async () => {
    const clean = await flat(512, { r: 255, g: 255, b: 255 });
    const marked = await pixels(await burnWatermark(clean));
    expect([marked.width, marked.height]).toEqual([512, 512]);
    // Every 128 x 128 quarter-of-a-quarter holds watermark pixels (visibly darker than white).
    for (let blockY = 0; blockY < 512; blockY += 128) {
      for (let blockX = 0; blockX < 512; blockX += 128) {
        let marks = 0;
        for (let y = blockY; y < blockY + 128; y++) {
          for (let x = blockX; x < blockX + 128; x++) {
            const i = (y * 512 + x) * marked.channels;
            if ((marked.data[i] ?? 255) < 235) marks++;
          }
        }
        expect(marks, `block ${blockX},${blockY}`).toBeGreaterThan(50);
      }
    }
  });

  it("shows on dark logos too (the light outline)", async () => {
    const clean = await flat(256, { r: 10, g: 10, b: 10 });
    const marked = await pixels(await burnWatermark(clean));
    let lighter = 0;
    for (let i = 0; i < marked.data.length; i += marked.channels) if ((marked.data[i] ?? 0) > 30) lighter++;
    expect(lighter).toBeGreaterThan(200);
  });

  it("takes a preview's pixels or its PNG alike, and leaves the caller's pixels as they were", async () => {
    const size = 200;
    const data = Buffer.alloc(size * size * 4);
    for (let p = 0; p < size * size; p++)
      data.set([(p * 7) & 255, (p >> 3) & 255, 90, p % 3 === 0 ? 128 : 255], p * 4);
    const before = Buffer.from(data);
    const png = await sharp(data, { raw: { width: size, height: size, channels: 4 } })
      .png()
      .toBuffer();
    const fromPixels = await pixels(await burnWatermark({ data, width: size, height: size }));
    const fromPng = await pixels(await burnWatermark(png));
    expect(fromPixels.data.equals(fromPng.data)).toBe(true);
    expect(data.equals(before)).toBe(true);
    expect(fromPixels.data.equals(before)).toBe(false);
  });

  it("blends as sharp's 'over' does, on solid and on partly clear pixels (to one level)", async () => {
    const size = 256;
    const data = Buffer.alloc(size * size * 4);
    // Solid columns on the left, half-clear and nearly clear ones on the right.
    for (let p = 0; p < size * size; p++) {
      const x = p % size;
      data.set([40 + (x & 63), 200 - (x & 31), 120, x < 128 ? 255 : x < 192 ? 128 : 20], p * 4);
    }
    const overlayPng = await burnWatermark({
      data: Buffer.alloc(size * size * 4),
      width: size,
      height: size,
    });
    const expected = await sharp(data, { raw: { width: size, height: size, channels: 4 } })
      .composite([{ input: overlayPng, blend: "over" }])
      .raw()
      .toBuffer();
    const marked = await pixels(await burnWatermark({ data, width: size, height: size }));
    let changed = 0;
    let worst = 0;
    for (let i = 0; i < expected.length; i++) {
      worst = Math.max(worst, Math.abs((marked.data[i] ?? 0) - (expected[i] ?? 0)));
      if (marked.data[i] !== data[i]) changed++;
    }
    expect(worst).toBeLessThanOrEqual(1);
    expect(changed).toBeGreaterThan(1000);
  });
});
