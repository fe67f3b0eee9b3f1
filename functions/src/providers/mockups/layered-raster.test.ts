import { describe, expect, it } from "vitest";
import { type PremultipliedRaster, rasteriseRuns, runsOf, withLogo } from "./layered-raster";

const WIDTH = 4;
const HEIGHT = 2;

/** A raster whose every pixel is `rgba` (premultiplied), or `at(p)` for pixel p. */
function raster(at: (pixel: number) => readonly number[]): PremultipliedRaster {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let p = 0; p < WIDTH * HEIGHT; p++) pixels.set(at(p), p * 4);
  return { pixels, width: WIDTH, height: HEIGHT };
}

/** Premultiplied 'over' of one pixel, as written out by hand: layer + floor((below x (255 - a) + 127) / 255). */
function over(layer: readonly number[], below: readonly number[]): number[] {
  const keep = 255 - (layer[3] ?? 0);
  return layer.map((value, channel) =>
    Math.min(255, value + Math.floor(((below[channel] ?? 0) * keep + 127) / 255)),
  );
}

/** A scene of two runs, a fixed ground and a logo laid over it, each drawn as the layer given. */
function logoOverGround(
  ground: PremultipliedRaster,
  logo: PremultipliedRaster,
): Promise<PremultipliedRaster> {
  const layers: Record<string, PremultipliedRaster> = { ground, logo };
  return rasteriseRuns(
    runsOf(["ground", withLogo("logo")]),
    async (body) => body,
    async (document) => {
      const layer = layers[document.replace(/<defs>.*<\/defs>/, "")];
      if (!layer) throw new Error(`No layer ${document}`);
      return { ...layer, pixels: Buffer.from(layer.pixels) };
    },
    `test ${Math.random()}`,
  );
}

describe("layers laid over one another", () => {
  it("skip clear pixels, copy solid ones and mix the rest, a placed part only where it lies", async () => {
    const ground = [200, 120, 40, 255];
    const logo = [
      [0, 0, 0, 0],
      [10, 20, 30, 255],
      [60, 30, 0, 128],
      [1, 1, 1, 1],
      [0, 0, 0, 0],
      [255, 0, 0, 255],
      [100, 100, 100, 200],
      [0, 0, 0, 0],
    ];
    // Two pixels wide and two tall, half of it off the picture's right edge.
    const placed = [
      [0, 0, 90, 90],
      [0, 0, 0, 0],
      [30, 30, 30, 254],
      [9, 9, 9, 9],
    ];
    const layers: Record<string, PremultipliedRaster> = {
      ground: raster(() => ground),
      logo: raster((p) => logo[p] ?? []),
    };
    const runs = runsOf([
      "ground",
      withLogo("logo"),
      {
        withLogoPixels: {
          pixels: Buffer.from(placed.flat()),
          width: 2,
          height: 2,
          left: 3,
          top: 0,
          image: async () => "",
        },
      },
    ]);
    const drawn = await rasteriseRuns(
      runs,
      async (body) => body,
      async (document) => {
        const name = document.replace(/<defs>.*<\/defs>/, "");
        const layer = layers[name];
        if (!layer) throw new Error(`No layer ${name}`);
        return { ...layer, pixels: Buffer.from(layer.pixels) };
      },
      `test ${Math.random()}`,
    );
    const expected = logo.map((pixel) => over(pixel, ground));
    // The placed part's left column lands on the picture's last column; its right one is outside.
    expected[3] = over(placed[0] ?? [], expected[3] ?? []);
    expected[7] = over(placed[2] ?? [], expected[7] ?? []);
    expect([...drawn.pixels]).toEqual(expected.flat());
    // Solid and clear are the plain cases; the half-covered ones are worked out.
    expect(expected[1]).toEqual([10, 20, 30, 255]);
    expect(expected[2]).toEqual([160, 90, 20, 255]);
  });

  it("lays runs of clear, solid and mixed pixels alike, whatever their place in a row", async () => {
    // Two rows of eleven, laid as one run of 22: groups of four all clear, all solid, mixed, and clear
    // but for their last pixel, and a tail of two.
    const width = 11;
    const alphas = [0, 0, 0, 0, 255, 255, 255, 255, 0, 255, 77, 255, 255, 255, 0, 0, 0, 0, 0, 140, 40, 255];
    const ground = (p: number) => [(p * 37) % 256, (p * 91) % 256, (p * 13) % 256, 255];
    const logo = (p: number) => {
      const alpha = alphas[p] ?? 0;
      return [(p * 53) % (alpha + 1), (p * 17) % (alpha + 1), (p * 7) % (alpha + 1), alpha];
    };
    const sized = (at: (p: number) => number[]): PremultipliedRaster => {
      const pixels = Buffer.alloc(alphas.length * 4);
      alphas.forEach((_, p) => {
        pixels.set(at(p), p * 4);
      });
      return { pixels, width, height: 2 };
    };
    const drawn = await logoOverGround(sized(ground), sized(logo));
    expect([...drawn.pixels]).toEqual(alphas.flatMap((_, p) => over(logo(p), ground(p))));
    // A clear run leaves the ground, a solid one is the logo.
    expect([...drawn.pixels.subarray(0, 4)]).toEqual(ground(0));
    expect([...drawn.pixels.subarray(16, 20)]).toEqual(logo(4));
  });

  it("mixes every alpha as the hand-written rule does, and clamps a layer brighter than its alpha", async () => {
    // Every alpha from 1 to 254, each with channels at 0, at its alpha and between, over grounds of
    // every brightness; then pixels whose channels exceed their alpha (not premultiplied), which
    // must come out clamped at 255 without spilling into the channel beside.
    const layerPixels: number[][] = [];
    const groundPixels: number[][] = [];
    for (let alpha = 1; alpha < 255; alpha++) {
      for (const [share, ground] of [
        [0, 255],
        [1, 0],
        [0.5, 128],
        [0.9, 255],
        [1, 255],
      ] as const) {
        const value = Math.floor(alpha * share);
        layerPixels.push([value, alpha - value, (value * 7) % (alpha + 1), alpha]);
        groundPixels.push([ground, 255 - ground, (ground * 3) % 256, (ground + alpha) % 256]);
      }
    }
    layerPixels.push([255, 0, 255, 10], [0, 250, 3, 60], [200, 200, 200, 254]);
    groundPixels.push([255, 255, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255]);
    const width = layerPixels.length;
    const asRaster = (pixels: number[][]): PremultipliedRaster => ({
      pixels: Buffer.from(pixels.flat()),
      width,
      height: 1,
    });
    const drawn = await logoOverGround(asRaster(groundPixels), asRaster(layerPixels));
    expect([...drawn.pixels]).toEqual(layerPixels.flatMap((pixel, p) => over(pixel, groundPixels[p] ?? [])));
    expect([...drawn.pixels.subarray((width - 3) * 4)]).toEqual([
      255, 245, 255, 255, 195, 255, 198, 255, 201, 201, 201, 255,
    ]);
  });
});
