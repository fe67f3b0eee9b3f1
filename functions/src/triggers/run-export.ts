/**
 * What the export trigger does with an object: the pipeline in domain/exports, given the real
 * services and the image and brand-kit makers. Loaded only when an export runs.
 */
import type { ExportImageProcessor, ImageResourceType } from "../domain/exports/export-image-processor";
import { parseSourceOriginal } from "../domain/exports/export-paths";
import {
  type ExportMakers,
  runExportPipeline,
  type SourceObjectEvent,
} from "../domain/exports/export-pipeline";
import { plannedResourceTypes } from "../domain/exports/export-rules";
import type { DomainServices } from "../domain/services";
import { getBrandKitMaker } from "../providers/brand-kit";
import { createDomainServices } from "../providers/domain-services";
import { getExportImageProcessor } from "../providers/export-images";
import { withEmulatorFaults } from "./emulator-faults";

let services: DomainServices | undefined;

export async function runExportForObject(event: SourceObjectEvent): Promise<void> {
  const target = parseSourceOriginal(event.objectName);
  if (!target) return;
  services ??= createDomainServices();
  const makers: ExportMakers = { images: availableProcessor(), brandKit: getBrandKitMaker() };
  const result = await runExportPipeline(
    services,
    await withEmulatorFaults(services, makers, target.exportId),
    event,
  );
  console.info(`Export ${target.exportId}: run ${event.generation} ended ${result}`);
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
