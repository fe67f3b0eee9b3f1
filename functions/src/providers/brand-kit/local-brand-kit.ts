/**
 * The offline brand kit maker: reads the logo (the vector master, or the pixels of an upload),
 * measures it for the health check, and draws every file of the plan with resvg, sharp and
 * pdfkit, three at a time. Nothing leaves the machine; the same logo gives the same files.
 */

import type {
  AnalysedLogo,
  BrandKitMaker,
  BuiltFile,
  BuiltKit,
  KitBrand,
} from "../../domain/brand-kit/brand-kit-maker";
import type { KitDrawing, KitEntry } from "../../domain/brand-kit/brand-kit-plan";
import { mapWithConcurrency } from "../../domain/concurrency";
import type { ExportSource } from "../../domain/exports/export-image-processor";
import { previewsOf } from "./kit-previews";
import { analyseRaster, drawRaster } from "./raster-kit";
import { analyseVector, drawVector } from "./vector-kit";

async function buildFiles(
  plan: KitEntry[],
  draw: (drawing: KitDrawing) => Promise<{ bytes: Buffer; width: number | null; height: number | null }>,
): Promise<BuiltKit> {
  const made = new Map<string, { bytes: Buffer; width: number | null; height: number | null }>();
  await mapWithConcurrency(plan, 3, async (entry) => {
    made.set(entry.path, await draw(entry.drawing));
  });
  const files: BuiltFile[] = [];
  const bytesByPath = new Map<string, Buffer>();
  for (const entry of plan) {
    const file = made.get(entry.path);
    if (!file) throw new Error(`${entry.path} was not made`);
    files.push({ path: entry.path, data: file.bytes, width: file.width, height: file.height });
    bytesByPath.set(entry.path, file.bytes);
  }
  return { files, previews: await previewsOf(bytesByPath, plan) };
}

export class LocalBrandKitMaker implements BrandKitMaker {
  readonly name = "local";

  async analyse(source: ExportSource, brand: KitBrand): Promise<AnalysedLogo> {
    if (source.kind === "vector") {
      const state = await analyseVector(source.svg, brand);
      return {
        analysis: state.analysis,
        build: (plan, content) => buildFiles(plan, (drawing) => drawVector(state, drawing, content)),
      };
    }
    const state = await analyseRaster(source.image);
    return {
      analysis: state.analysis,
      build: (plan, content) => buildFiles(plan, (drawing) => drawRaster(state, drawing, content)),
    };
  }
}
