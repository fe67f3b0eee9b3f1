import Replicate from "replicate";
import { z } from "zod";
import type { ExportImageProcessor } from "../../domain/exports/export-image-processor";
import { readReplicateConfig } from "../logo-design/replicate-config";
import { LocalExportImageProcessor } from "./local-processor";
import { ReplicateExportImageProcessor } from "./replicate-processor";

/** One model call's budget for an export file (queue, run, download); the fallback follows it. */
const ExportTimeout = z.coerce.number().int().min(1000).max(540_000).default(120_000);

let processor: ExportImageProcessor | undefined;

function createProcessor(): ExportImageProcessor {
  const local = new LocalExportImageProcessor();
  const config = readReplicateConfig(process.env);
  if (!config) return local;
  const fetch = globalThis.fetch;
  return new ReplicateExportImageProcessor({
    client: new Replicate({ auth: config.token, baseUrl: config.baseUrl, fetch }),
    fetch,
    local,
    timeoutMs: ExportTimeout.parse(process.env.REPLICATE_EXPORT_TIMEOUT_MS),
    pollIntervalMs: config.pollIntervalMs,
    log: (message) => console.warn(message),
  });
}

/** Chosen once per process: Replicate's models for raster logos when keyed, else local processing. */
export function getExportImageProcessor(): ExportImageProcessor {
  processor ??= createProcessor();
  return processor;
}
