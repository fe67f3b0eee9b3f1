import Replicate from "replicate";
import { type ExportImageSettings, exportImageSettings } from "../../config/env";
import type { ExportImageProcessor } from "../../domain/ports/export-image-processor";
import { LocalExportImageProcessor } from "./local-processor";
import { ReplicateExportImageProcessor } from "./replicate-processor";

let processor: ExportImageProcessor | undefined;

function createProcessor(settings: ExportImageSettings | null): ExportImageProcessor {
  const local = new LocalExportImageProcessor();
  if (!settings) return local;
  const { replicate: config } = settings;
  const fetch = globalThis.fetch;
  return new ReplicateExportImageProcessor({
    client: new Replicate({ auth: config.token, baseUrl: config.baseUrl, fetch }),
    fetch,
    local,
    timeoutMs: settings.timeoutMs,
    pollIntervalMs: config.pollIntervalMs,
    log: (message) => console.warn(message),
  });
}

/** Chosen once per process: Replicate's models for raster logos when keyed, else local processing. */
export function getExportImageProcessor(): ExportImageProcessor {
  processor ??= createProcessor(exportImageSettings());
  return processor;
}
