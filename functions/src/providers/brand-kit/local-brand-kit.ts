/**
 * The offline brand kit maker: reads the logo (the vector master, or the pixels of an upload),
 * measures it for the health check, and draws every file of the plan with resvg, sharp and
 * pdfkit, three at a time. Nothing leaves the machine; the same logo gives the same files.
 */

import sharp from "sharp";
import type { MotionStyle } from "../../contract/motion";
import type { ContactDetails } from "../../contract/stationery";
import type { KitDrawing, KitEntry } from "../../domain/brand-kit/brand-kit-plan";
import { mapWithConcurrency } from "../../domain/concurrency";
import type { MockupSceneRule } from "../../domain/mockups/mockup-scenes";
import { FULL_LONG_SIDE, sceneRule } from "../../domain/mockups/mockup-scenes";
import type { MotionFormat } from "../../domain/motion/motion-plan";
import type {
  AnalysedLogo,
  BrandKitMaker,
  BuiltFile,
  BuiltKit,
  KitBrand,
} from "../../domain/ports/brand-kit-maker";
import type { ExportSource } from "../../domain/ports/export-image-processor";
import type { MadeStationery } from "../../domain/ports/stationery-maker";
import { NO_DETAILS } from "../../domain/stationery/stationery-plan";
import { type LogoArt, logoArtOf } from "../graphics/logo-art";
import { onFirstUse } from "../on-first-use";
import { previewsOf } from "./kit-previews";
import { analyseRaster, drawRaster } from "./raster-kit";
import { analyseVector, drawVector } from "./vector-kit";

type DrawnFile = { bytes: Buffer; width: number | null; height: number | null };

/**
 * What the kit places the logo in, drawn by the mockups and the stationery (the same code as 'See
 * it in use' and the export page's stationery). Passed in by the composition root
 * (providers/local-brand-kit-maker.ts), so the kit's folder imports neither.
 */
interface KitScenesAndStationery {
  drawScene(
    art: LogoArt,
    rule: MockupSceneRule,
    options: { longSide: number; watermark: boolean },
  ): Promise<{ jpeg: Buffer; width: number; height: number }>;
  drawStationery(art: LogoArt, stem: string, details: ContactDetails): Promise<MadeStationery>;
  /** Every file of the motion/ folder, from the vector master, in one run. */
  drawMotion(master: string, brandName: string, style: MotionStyle): Promise<Map<MotionFormat, DrawnFile>>;
}

/**
 * The scenes and the stationery are drawn from the logo art (the same code as 'See it in use' and
 * the export page's stationery), whatever the source; every other file by the source's own maker.
 */
function withScenesAndStationery(
  companions: KitScenesAndStationery,
  source: ExportSource,
  brand: KitBrand,
  draw: (drawing: KitDrawing) => Promise<DrawnFile>,
): (drawing: KitDrawing) => Promise<DrawnFile> {
  const art = onFirstUse((): Promise<LogoArt> => logoArtOf(source));
  const stationery = onFirstUse(async () => companions.drawStationery(await art(), brand.stem, NO_DETAILS));
  const motion = onFirstUse(async () => {
    if (source.kind !== "vector") throw new Error("An upload's kit has no motion files");
    return companions.drawMotion(source.svg, brand.brandName, brand.motionStyle);
  });
  return async (drawing) => {
    if (drawing.kind === "motion") {
      const file = (await motion()).get(drawing.format);
      if (!file) throw new Error(`The motion files have no ${drawing.format}`);
      return file;
    }
    if (drawing.kind === "mockup") {
      const scene = await companions.drawScene(await art(), sceneRule(drawing.scene), {
        longSide: FULL_LONG_SIDE,
        watermark: false,
      });
      return { bytes: scene.jpeg, width: scene.width, height: scene.height };
    }
    if (drawing.kind === "stationery") {
      const file = (await stationery()).files.find((candidate) => candidate.path === drawing.path);
      if (!file) throw new Error(`The stationery has no ${drawing.path}`);
      if (file.contentType !== "image/png") return { bytes: file.data, width: null, height: null };
      const { width = null, height = null } = await sharp(file.data).metadata();
      return { bytes: file.data, width, height };
    }
    return draw(drawing);
  };
}

async function buildFiles(
  plan: KitEntry[],
  draw: (drawing: KitDrawing) => Promise<DrawnFile>,
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

  constructor(private readonly companions: KitScenesAndStationery) {}

  async analyse(source: ExportSource, brand: KitBrand): Promise<AnalysedLogo> {
    if (source.kind === "vector") {
      const state = await analyseVector(source.svg, brand);
      return {
        analysis: state.analysis,
        build: (plan, content) =>
          buildFiles(
            plan,
            withScenesAndStationery(this.companions, source, brand, (drawing) =>
              drawVector(state, drawing, content),
            ),
          ),
      };
    }
    const state = await analyseRaster(source.image);
    return {
      analysis: state.analysis,
      build: (plan, content) =>
        buildFiles(
          plan,
          withScenesAndStationery(this.companions, source, brand, (drawing) =>
            drawRaster(state, drawing, content),
          ),
        ),
    };
  }
}
