/**
 * The export pipeline's storage trigger (issue 8): the finalize event of an export's
 * source/original.<ext> makes that export's files. Every other object returns at once, which is
 * what keeps the trigger from re-triggering on its own outputs (they go to files/). The rules
 * live in domain/exports; this only adapts the event.
 */
import { onObjectFinalized } from "firebase-functions/storage";
import type { ExportImageProcessor, ImageResourceType } from "../domain/exports/export-image-processor";
import { parseSourceOriginal } from "../domain/exports/export-paths";
import { type ExportMakers, runExportPipeline } from "../domain/exports/export-pipeline";
import { plannedResourceTypes } from "../domain/exports/export-rules";
import { getBrandKitMaker } from "../providers/brand-kit";
import { getExportImageProcessor } from "../providers/export-images";
import { withEmulatorFaults } from "./emulator-faults";
import { triggerServices } from "./trigger-services";

/** Above the pipeline's own budget (420 s), so a run settles before the platform stops it. */
const TIMEOUT_SECONDS = 540;

export const makeExportFiles = onObjectFinalized(
  // Image work on 4096 px canvases: 2 GiB and its 1 vCPU. No automatic retries: a failed file is
  // recorded on the export and 'Try again' starts a new run.
  { memory: "2GiB", timeoutSeconds: TIMEOUT_SECONDS, retry: false },
  async (event) => {
    const target = parseSourceOriginal(event.data.name);
    if (!target) return;
    const makers: ExportMakers = { images: availableProcessor(), brandKit: getBrandKitMaker() };
    const result = await runExportPipeline(
      triggerServices(),
      await withEmulatorFaults(makers, target.exportId),
      {
        objectName: event.data.name,
        generation: String(event.data.generation),
      },
    );
    console.info(`Export ${target.exportId}: run ${event.data.generation} ended ${result}`);
  },
);

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
