import type { ExportImageProcessor } from "./export-image-processor";

export * from "./export-image-processor";

/** Chosen once per process: Replicate's models for raster logos when keyed, else local processing. */
export function getExportImageProcessor(): ExportImageProcessor {
  throw new Error("The export image processor is not built yet");
}
