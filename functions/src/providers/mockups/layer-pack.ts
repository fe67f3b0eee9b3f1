/**
 * The scene layer pack: every fixed layer of every scene, at every size the product draws scenes
 * at, drawn when the functions are built and written to lib/mockup-layers (packed-layers.ts reads
 * it). A fresh instance's first brand kit then costs about 3 s less CPU, and the API's first 'See
 * it in use' a few hundred milliseconds less.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { mapWithConcurrency } from "../../domain/concurrency";
import {
  EXPORT_PAGE_LONG_SIDE,
  FULL_LONG_SIDE,
  MOCKUP_SCENES,
  PREVIEW_LONG_SIDE,
} from "../../domain/mockups/mockup-scenes";
import { logoArtOf } from "../graphics/logo-art";
import { sampleLogos } from "../graphics/testing/sample-logos";
import { fixedLayersUsedBy } from "./layered-raster";
import { encodeLayer, PACKED_LAYERS_DIR, packedLayerFile, readLayersFrom } from "./packed-layers";
import { rasteriseScene } from "./scene-layers";

/** The sizes scenes are drawn at: previews, the export page, the brand kit. */
const PACKED_LONG_SIDES = [PREVIEW_LONG_SIDE, EXPORT_PAGE_LONG_SIDE, FULL_LONG_SIDE] as const;

interface LayerPackSummary {
  layers: number;
  bytes: number;
}

/**
 * Draws every scene at `longSides` for each sample logo and writes each fixed layer they used to
 * `folder`, replacing what was there. A fixed layer is, by its making, the same for every logo
 * that chooses it; a few come in two (a card's grain is lighter on a dark card), and the samples
 * are light and dark designs, so both are packed. After the first logo the fixed layers are kept,
 * and the others cost only their logos' parts.
 */
export async function packSceneLayers(
  folder: string = PACKED_LAYERS_DIR,
  longSides: readonly number[] = PACKED_LONG_SIDES,
): Promise<LayerPackSummary> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const samples = sampleLogos();
  if (samples.length === 0) throw new Error("No sample logo to draw the scenes with");
  const arts = await Promise.all(
    samples.map((sample) => logoArtOf({ kind: "vector", svg: sample.svg, brandName: sample.brandName })),
  );
  const readBefore = readLayersFrom(null);
  try {
    const uses = await fixedLayersUsedBy(async () => {
      for (const longSide of longSides) {
        for (const art of arts) {
          // Two at a time, as the kit draws them: one per core.
          await mapWithConcurrency(MOCKUP_SCENES, 2, (rule) => rasteriseScene(art, rule, longSide));
        }
      }
    });
    const layers = new Map(uses.map((use) => [use.key, use.layer]));
    let bytes = 0;
    await mapWithConcurrency([...layers], 2, async ([key, layer]) => {
      const packed = await encodeLayer(layer);
      writeFileSync(packedLayerFile(folder, key), packed);
      bytes += packed.length;
    });
    return { layers: layers.size, bytes };
  } finally {
    readLayersFrom(readBefore);
  }
}

/** `node -e "require('./lib/providers/mockups/layer-pack').main()"`, run by the functions' build. */
export async function main(): Promise<void> {
  const { layers, bytes } = await packSceneLayers();
  console.log(
    `Scene layer pack: ${layers} fixed layers at ${PACKED_LONG_SIDES.join(", ")} px, ${(bytes / 1e6).toFixed(1)} MB, in lib/mockup-layers`,
  );
}
