import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { premultiplyAlpha, renderMasterPng, renderPreviewPixels, straightenAlpha } from "./render";

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
    expect(straightenAlpha(pixels, 3, 1)).toBe(false);
    expect([...pixels]).toEqual([0, 0, 0, 0, 10, 20, 30, 255, 40, 80, 120, 128]);
  });

  it("says whether every pixel is solid, word by word or byte by byte", () => {
    const solid = () => Buffer.from([1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 0, 0, 0, 255]);
    expect(straightenAlpha(solid(), 2, 2)).toBe(true);
    for (const [offset, alpha] of [
      [3, 0],
      [7, 254],
      [15, 1],
    ] as const) {
      const pixels = solid();
      pixels[offset] = alpha;
      expect(straightenAlpha(pixels, 2, 2), `alpha ${alpha}`).toBe(false);
      const unaligned = Buffer.concat([Buffer.from([0]), pixels]).subarray(1);
      expect(straightenAlpha(unaligned, 2, 2), `alpha ${alpha}, unaligned`).toBe(false);
    }
    expect(straightenAlpha(Buffer.concat([Buffer.from([0]), solid()]).subarray(1), 2, 2)).toBe(true);
  });

  it("straightens every pixel the four-at-a-time pass meets as the pixel-at-a-time pass does", () => {
    // Runs of four that are solid, clear, both, or hold a half-covered pixel at each place, and a
    // tail of three that the four-at-a-time pass leaves to the last loop.
    const alphas = [255, 255, 255, 255, 0, 0, 0, 0, 0, 255, 0, 255, 90, 0, 0, 0, 255, 255, 255, 3];
    alphas.push(0, 255, 0, 0, 200, 0, 255, 255, 0, 128, 64, 1, 17);
    let seed = 5;
    const pixels = Buffer.alloc(alphas.length * 4);
    alphas.forEach((alpha, p) => {
      for (let channel = 0; channel < 3; channel++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        pixels[p * 4 + channel] = alpha === 0 ? 0 : seed % (alpha + 1);
      }
      pixels[p * 4 + 3] = alpha;
    });
    // One pixel worked out by hand: a premultiplied 45 under alpha 90 is 127.5, rounded to 128.
    pixels.set([45, 90, 0], 12 * 4);
    const byWords = Buffer.from(pixels);
    const byBytes = Buffer.concat([Buffer.from([0]), pixels]).subarray(1);
    expect(straightenAlpha(byWords, alphas.length, 1)).toBe(false);
    straightenAlpha(byBytes, alphas.length, 1);
    expect([...byWords]).toEqual([...byBytes]);
    expect([...byWords.subarray(48, 52)]).toEqual([128, 255, 0, 90]);
    expect([...byWords.subarray(0, 16)]).toEqual([...pixels.subarray(0, 16)]);
  });
});

describe("premultiplyAlpha", () => {
  it("gives straight pixels resvg's premultiplied values, so they lay over resvg's layers alike", async () => {
    // A PNG of known straight pixels, drawn by resvg at one pixel to one: resvg premultiplies it.
    const straight = Buffer.from([48, 96, 191, 128, 255, 128, 1, 3, 10, 20, 30, 255, 200, 100, 50, 0]);
    const png = await sharp(straight, { raw: { width: 4, height: 1, channels: 4 } })
      .png()
      .toBuffer();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="1"><image image-rendering="optimizeSpeed" width="4" height="1" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
    const { pixels: byResvg } = await renderAsync(svg);
    const ours = Buffer.from(straight);
    premultiplyAlpha(ours);
    expect([...ours]).toEqual([...byResvg]);
    expect([...ours.subarray(0, 4)]).toEqual([24, 48, 96, 128]);
  });

  it("is undone by straightenAlpha to within the rounding of the alpha", () => {
    const pixels = Buffer.from([48, 96, 191, 128, 10, 20, 30, 255, 0, 0, 0, 0]);
    premultiplyAlpha(pixels);
    straightenAlpha(pixels, 3, 1);
    expect([...pixels]).toEqual([48, 96, 191, 128, 10, 20, 30, 255, 0, 0, 0, 0]);
  });
});

describe("renderPreviewPixels and renderMasterPng", () => {
  const circle =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><circle cx="512" cy="512" r="300.5" fill="#3060C0"/></svg>';

  it("stores anti-aliased edges in straight alpha: no dark fringe round a logo without a ground", async () => {
    const preview = await renderPreviewPixels(circle);
    expect([preview.width, preview.height, preview.data.length]).toEqual([512, 512, 512 * 512 * 4]);
    const master = await sharp(await renderMasterPng(circle))
      .raw()
      .toBuffer({ resolveWithObject: true });
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

  it("draws the preview with the edges of the master halved: the same picture at half the size", async () => {
    const preview = await renderPreviewPixels(circle);
    const master = await sharp(await renderMasterPng(circle))
      .raw()
      .toBuffer();
    // Coverage (alpha) is what differs at all, on edge pixels only, and by little (measured: 0.03
    // levels on average, 32 at worst) against each 2x2 block of the master averaged, as a 1024 px
    // render halved would give.
    const alphaAt = (x: number, y: number) => master[(y * 1024 + x) * 4 + 3] ?? 0;
    let total = 0;
    let worst = 0;
    for (let y = 0; y < 512; y++) {
      for (let x = 0; x < 512; x++) {
        const block =
          alphaAt(2 * x, 2 * y) +
          alphaAt(2 * x + 1, 2 * y) +
          alphaAt(2 * x, 2 * y + 1) +
          alphaAt(2 * x + 1, 2 * y + 1);
        const difference = Math.abs((preview.data[(y * 512 + x) * 4 + 3] ?? 0) - ((block + 2) >> 2));
        total += difference;
        worst = Math.max(worst, difference);
      }
    }
    expect(total / (512 * 512)).toBeLessThan(0.1);
    expect(worst).toBeLessThan(48);
    // Inside the circle and outside it, exactly the same.
    const at = (x: number, y: number) => [...preview.data.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    expect(at(256, 256)).toEqual([0x30, 0x60, 0xc0, 255]);
    expect(at(10, 10)).toEqual([0, 0, 0, 0]);
  });
});
