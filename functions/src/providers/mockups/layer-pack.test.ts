import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MOCKUP_SCENES, PREVIEW_LONG_SIDE } from "../../domain/mockups/mockup-scenes";
import { type LogoArt, logoArtOf } from "../graphics/logo-art";
import { sampleLogos } from "../graphics/testing/sample-logos";
import { packSceneLayers } from "./layer-pack";
import { type FixedLayerUse, fixedLayersUsedBy, forgetKeptLayers } from "./layered-raster";
import { decodeLayer, encodeLayer, readLayersFrom } from "./packed-layers";
import { rasteriseScene } from "./scene-layers";

const folder = mkdtempSync(path.join(tmpdir(), "scene-layers-"));

/** Every scene of `art` at the preview size, with the fixed layers it used. */
async function drawEveryScene(art: LogoArt): Promise<{ pixels: Buffer[]; uses: FixedLayerUse[] }> {
  const pixels: Buffer[] = [];
  const uses = await fixedLayersUsedBy(async () => {
    for (const rule of MOCKUP_SCENES)
      pixels.push((await rasteriseScene(art, rule, PREVIEW_LONG_SIDE)).pixels);
  });
  return { pixels, uses };
}

describe("the scene layer pack", { timeout: 120_000 }, () => {
  let arts: LogoArt[];
  let drawnWithoutPack: Buffer[];
  const readBefore = readLayersFrom(null);

  const expectTheScenesDrawnWithoutPack = (pixels: Buffer[]) => {
    expect(pixels.length).toBe(drawnWithoutPack.length);
    for (const [index, scene] of pixels.entries())
      expect(scene.equals(drawnWithoutPack[index] as Buffer), `scene ${index}`).toBe(true);
  };

  beforeAll(async () => {
    arts = await Promise.all(
      sampleLogos()
        .slice(0, 3)
        .map((logo) => logoArtOf({ kind: "vector", svg: logo.svg, brandName: logo.brandName })),
    );
    await packSceneLayers(folder, [PREVIEW_LONG_SIDE]);
    forgetKeptLayers();
    drawnWithoutPack = (await drawEveryScene(arts[1] as LogoArt)).pixels;
    forgetKeptLayers();
  });

  afterEach(() => {
    readLayersFrom(null);
    forgetKeptLayers();
  });

  afterAll(() => {
    readLayersFrom(readBefore);
    forgetKeptLayers();
    rmSync(folder, { recursive: true, force: true });
  });

  it("holds every fixed layer the scenes use, whatever the logo", async () => {
    const packed = new Set(readdirSync(folder).map((file) => path.basename(file, ".layer")));
    expect(packed.size).toBeGreaterThanOrEqual(MOCKUP_SCENES.length);
    for (const art of arts) {
      const { uses } = await drawEveryScene(art);
      expect(uses.length).toBeGreaterThanOrEqual(MOCKUP_SCENES.length);
      for (const use of uses) expect(packed.has(use.key), `layer ${use.key} of ${art.brandName}`).toBe(true);
    }
  });

  it("gives a fresh process the scenes pixel for pixel without drawing a fixed layer", async () => {
    readLayersFrom(folder);
    const { pixels, uses } = await drawEveryScene(arts[1] as LogoArt);
    // Each layer is read once (and kept, should another scene use it again).
    expect(uses.filter((use) => use.from === "drawn")).toEqual([]);
    expect(uses.filter((use) => use.from === "pack").length).toBe(new Set(uses.map((use) => use.key)).size);
    expectTheScenesDrawnWithoutPack(pixels);
  });

  it("draws a layer whose file is damaged, and says so", async () => {
    const damaged = readdirSync(folder)[0] as string;
    const key = path.basename(damaged, ".layer");
    const copy = mkdtempSync(path.join(tmpdir(), "scene-layers-damaged-"));
    try {
      for (const file of readdirSync(folder)) {
        const bytes = file === damaged ? Buffer.from("not a layer") : readFileSync(path.join(folder, file));
        writeFileSync(path.join(copy, file), bytes);
      }
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      readLayersFrom(copy);
      const { pixels, uses } = await drawEveryScene(arts[1] as LogoArt);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(key), expect.any(Error));
      warn.mockRestore();
      const fresh = uses.filter((use) => use.from !== "kept");
      expect(fresh.filter((use) => use.from === "drawn").map((use) => use.key)).toEqual([key]);
      expectTheScenesDrawnWithoutPack(pixels);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("draws every layer when there is no pack", async () => {
    readLayersFrom(path.join(folder, "missing"));
    expect(existsSync(path.join(folder, "missing"))).toBe(false);
    const { uses } = await drawEveryScene(arts[0] as LogoArt);
    expect(uses.some((use) => use.from === "pack")).toBe(false);
    expect(uses.some((use) => use.from === "drawn")).toBe(true);
  });

  it("reads back a layer far larger than zlib's chunks byte for byte", async () => {
    const width = 640;
    const height = 480;
    const pixels = Buffer.alloc(width * height * 4);
    for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
    const layer = { pixels, width, height };
    const decoded = await decodeLayer(await encodeLayer(layer));
    expect(decoded.width).toBe(width);
    expect(decoded.height).toBe(height);
    expect(decoded.pixels.equals(pixels)).toBe(true);
  });

  it("reads back exactly the pixels it packed, and refuses a layer of the wrong size", async () => {
    const layer = { pixels: Buffer.from([1, 2, 3, 4, 250, 0, 7, 255]), width: 2, height: 1 };
    const packed = await encodeLayer(layer);
    expect(await decodeLayer(packed)).toEqual(layer);
    const wrongSize = Buffer.from(packed);
    wrongSize.writeUInt32LE(3, 4);
    await expect(decodeLayer(wrongSize)).rejects.toThrow(/not 3 x 1 pixels/);
    const short = Buffer.from(packed);
    short.writeUInt32LE(1, 4);
    await expect(decodeLayer(short)).rejects.toThrow(/holds 8 bytes, not 1 x 1 pixels/);
    const tooBig = Buffer.from(packed);
    tooBig.writeUInt32LE(1_000_000, 4);
    tooBig.writeUInt32LE(1_000_000, 8);
    await expect(decodeLayer(tooBig)).rejects.toThrow(/1000000 x 1000000 pixels is past any scene's size/);
    await expect(decodeLayer(Buffer.from("PNG!"))).rejects.toThrow(/Not a packed scene layer/);
  });
});
