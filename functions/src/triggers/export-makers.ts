/**
 * The makers of an export's files: the image processor and the brand kit maker, with the image
 * libraries they load (sharp, resvg, pdfkit, fonts). Loaded by a run once it may start; the kit's
 * own modules (mockups, stationery, pdfkit, the fonts) only when a run makes a kit, which a files
 * run does not.
 */
import type { BrandKitMaker } from "../domain/brand-kit/brand-kit-maker";
import type { ExportImageProcessor, ImageResourceType } from "../domain/exports/export-image-processor";
import type { ExportMakers } from "../domain/exports/export-pipeline";
import { plannedResourceTypes } from "../domain/exports/export-rules";
import { getExportImageProcessor } from "../providers/export-images";
import { onFirstUse } from "../providers/on-first-use";

export function exportMakers(): ExportMakers {
  return { images: availableProcessor(), brandKit: brandKitMakerOnFirstUse };
}

const loadBrandKitMaker = onFirstUse(async () =>
  (await import("../providers/brand-kit/index.js")).getBrandKitMaker(),
);

const brandKitMakerOnFirstUse: BrandKitMaker = {
  // The kit is always made on this machine, by the local maker.
  name: "local",
  analyse: async (source, brand) => (await loadBrandKitMaker()).analyse(source, brand),
};

/**
 * A processor that cannot be set up (bad configuration) must not leave exports processing for
 * ever: every file fails and is recorded, so the export says so and 'Try again' can finish it.
 */
function availableProcessor(): ExportImageProcessor {
  try {
    return getExportImageProcessor();
  } catch (error) {
    console.error("The export image processor is unavailable", error);
    return {
      name: "unavailable",
      resourceTypes: (source) =>
        plannedResourceTypes(source.kind).filter((type): type is ImageResourceType => type !== "brand_kit"),
      produce: async () => {
        throw error;
      },
    };
  }
}
