/**
 * What the export trigger does with an object: the pipeline in domain/exports, given the real
 * services and the file makers. Where export runs are bounded by slots (EXPORT_PARALLEL_RUNS, for
 * an emulator started without a cap on its parallel calls), a run first waits for a slot, and only
 * then loads the image libraries.
 */
import { randomUUID } from "node:crypto";
import { serverConfig } from "../config/env";
import { parseSourceOriginal } from "../domain/exports/export-paths";
import { runExportPipeline, type SourceObjectEvent } from "../domain/exports/export-pipeline";
import { runInSlot } from "../domain/exports/export-run-slots";
import type { DomainServices } from "../domain/services";
import { createDomainServices } from "../providers/domain-services";
import { withEmulatorFaults } from "./emulator-faults";

/** A slot outlasts one export's budget (420 s) and its last writes. */
const SLOT_LEASE_MS = 480_000;
/** Waiting plus the pipeline's budget stays inside the trigger's 540 s timeout. */
const MAX_SLOT_WAIT_MS = 100_000;
const SLOT_POLL_MS = 400;

let services: DomainServices | undefined;

export async function runExportForObject(event: SourceObjectEvent): Promise<void> {
  if (!parseSourceOriginal(event.objectName)) return;
  services ??= createDomainServices();
  const ready = services;
  const limit = serverConfig().exportParallelRuns;
  if (limit === null) {
    await runOneExport(ready, event);
    return;
  }
  const slots = {
    db: ready.db,
    clock: ready.clock,
    limit,
    leaseMs: SLOT_LEASE_MS,
    maxWaitMs: MAX_SLOT_WAIT_MS,
    pollMs: SLOT_POLL_MS,
  };
  const outcome = await runInSlot(slots, randomUUID(), () => runOneExport(ready, event));
  if (outcome === "waited-too-long") console.warn(`${event.objectName}: ran without a free slot`);
}

async function runOneExport(services: DomainServices, event: SourceObjectEvent): Promise<void> {
  const target = parseSourceOriginal(event.objectName);
  if (!target) return;
  const { exportMakers } = await import("./export-makers.js");
  const result = await runExportPipeline(
    services,
    await withEmulatorFaults(services, exportMakers(), target.exportId),
    event,
  );
  console.info(`Export ${target.exportId}: run ${event.generation} ended ${result}`);
}
