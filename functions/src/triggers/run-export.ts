/**
 * What the export triggers do with an object: the pipeline in domain/exports, given the services an
 * export run needs and the file makers (the image libraries are loaded only when a run starts).
 */
import { parseStageObject } from "../domain/exports/export-paths";
import { runExportPipeline, type StageObjectEvent } from "../domain/exports/export-pipeline";
import type { ExportRunServices } from "../domain/ports/export-services";
import { createExportServices } from "../providers/export-services";
import { withEmulatorFaults } from "./emulator-faults";

let services: ExportRunServices | undefined;

export async function runExportStage(event: StageObjectEvent): Promise<void> {
  const target = parseStageObject(event.stage, event.objectName);
  if (!target) return;
  services ??= createExportServices();
  const run = await withEmulatorFaults(services, await services.exportMakers(), target.exportId);
  const result = await runExportPipeline(run.services, run.makers, event);
  console.info(`Export ${target.exportId}: ${target.stage} run ${event.generation} ended ${result}`);
}
