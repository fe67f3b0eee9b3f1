/**
 * The makers of an export's files: the image processor and the brand kit maker, with the image
 * libraries they load (sharp, resvg, pdfkit, fonts). Loaded by a run once it may start.
 */
import type { ExportImageProcessor, ImageResourceType } from "../domain/exports/export-image-processor";
import type { ExportMakers } from "../domain/exports/export-pipeline";
import { plannedResourceTypes } from "../domain/exports/export-rules";
import { getBrandKitMaker } from "../providers/brand-kit";
import { getExportImageProcessor } from "../providers/export-images";

export function exportMakers(): ExportMakers {
  return { images: availableProcessor(), brandKit: getBrandKitMaker() };
}

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
