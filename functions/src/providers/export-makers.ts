/**
 * The makers of an export's files: the image processor and the brand kit maker, with the image
 * libraries they load (sharp, resvg, pdfkit, fonts). Loaded by a run once it may start; the kit's
 * own modules (mockups, stationery, pdfkit, the fonts) only when a run makes a kit, which a files
 * run does not.
 */

import { plannedImageTypes } from "../domain/exports/export-rules";
import type { BrandKitMaker } from "../domain/ports/brand-kit-maker";
import type { ExportImageProcessor } from "../domain/ports/export-image-processor";
import type { ExportMakers } from "../domain/ports/export-services";
import { getExportImageProcessor } from "./export-images";
import { onFirstUse } from "./on-first-use";

export function exportMakers(): ExportMakers {
  return { images: availableProcessor(), brandKit: brandKitMakerOnFirstUse };
}

const loadBrandKitMaker = onFirstUse(async () =>
  (await import("./local-brand-kit-maker.js")).localBrandKitMaker(),
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
      resourceTypes: (source) => plannedImageTypes(source.kind),
      produce: async () => {
        throw error;
      },
    };
  }
}
