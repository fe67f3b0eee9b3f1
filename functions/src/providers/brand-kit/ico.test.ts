import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeIco, encodeIco } from "./ico";

async function square(size: number): Promise<Buffer> {
  return sharp({
    create: { width: size, height: size, channels: 4, background: { r: 20, g: 40, b: 90, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

describe("ICO encoder", () => {
  it("writes a directory of PNG images that reads back byte for byte", async () => {
    const images = await Promise.all(
      [16, 32, 48].map(async (size) => ({ width: size, height: size, png: await square(size) })),
    );
    const ico = encodeIco(images);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    const entries = decodeIco(ico);
    expect(entries.map((entry) => [entry.width, entry.height, entry.bitsPerPixel])).toEqual([
      [16, 16, 32],
      [32, 32, 32],
      [48, 48, 32],
    ]);
    for (const [index, entry] of entries.entries()) {
      expect(entry.data.equals(images[index]?.png ?? Buffer.alloc(0))).toBe(true);
      const metadata = await sharp(entry.data).metadata();
      expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
        images[index]?.width,
        images[index]?.width,
        true,
      ]);
    }
    // The first image starts right after the header and three 16-byte entries.
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 3 * 16);
  });

  it("writes 256 px as 0 and refuses sizes the format cannot hold", async () => {
    const ico = encodeIco([{ width: 256, height: 256, png: await square(256) }]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(decodeIco(ico)[0]?.width).toBe(256);
    expect(() => encodeIco([{ width: 300, height: 300, png: Buffer.alloc(1) }])).toThrow();
    expect(() => encodeIco([])).toThrow();
    expect(() => decodeIco(Buffer.from("not an icon"))).toThrow();
  });
});
