/**
 * The copy of a logo's files into its export's own prefix. The export keeps working when the
 * logo is deleted later, and the original, written last, is the object whose finalize event
 * starts the pipeline (by then the master and the raster source are in place).
 */

import type { FileStore } from "../file-store";
import type { LogoStoragePaths } from "../library-documents";
import type { ExportSourceFiles } from "./export-documents";
import { readExportObject, writeExportObject } from "./export-files";
import { extensionOf, sourceMasterPath, sourceOriginalPath, sourceRasterPath } from "./export-paths";

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export function contentTypeOf(extension: string): string {
  return CONTENT_TYPE_BY_EXTENSION[extension] ?? "application/octet-stream";
}

/**
 * Engine logos are made from their vector master; uploads and Replicate logos from their 1024 px
 * PNG. An uploaded SVG is treated as pixels: its structure is the user's, not the engine's, so
 * the pipeline cannot tell its background from its mark; the SVG itself stays the 'original'.
 */
export function exportSourceFiles(uid: string, exportId: string, logo: LogoStoragePaths): ExportSourceFiles {
  if (logo.original !== null) {
    const extension = extensionOf(logo.original);
    const original = sourceOriginalPath(uid, exportId, extension);
    return {
      kind: "raster",
      original,
      originalContentType: contentTypeOf(extension),
      master: null,
      raster: sourceRasterPath(uid, exportId),
    };
  }
  const original = sourceOriginalPath(uid, exportId, "png");
  return {
    kind: logo.svg !== null ? "vector" : "raster",
    original,
    originalContentType: "image/png",
    master: logo.svg !== null ? sourceMasterPath(uid, exportId) : null,
    raster: original,
  };
}

/** Where each export source file is copied from. */
function copyPlan(source: ExportSourceFiles, logo: LogoStoragePaths): { from: string; to: string }[] {
  const plan: { from: string; to: string }[] = [];
  if (source.master !== null && logo.svg !== null) plan.push({ from: logo.svg, to: source.master });
  if (source.raster !== source.original) plan.push({ from: logo.png, to: source.raster });
  plan.push({ from: logo.original ?? logo.png, to: source.original });
  return plan;
}

export type CopyOutcome = "copied" | "source-missing";

/** Copies in order (the original last). The Storage emulator has no copy call, so bytes go through us. */
export async function copyLogoToExport(
  files: FileStore,
  source: ExportSourceFiles,
  logo: LogoStoragePaths,
): Promise<CopyOutcome> {
  const plan = copyPlan(source, logo);
  const sources = await Promise.all(plan.map(({ from }) => readExportObject(files, from)));
  if (sources.some((bytes) => bytes === null)) return "source-missing";
  for (const [index, { to }] of plan.entries()) {
    const bytes = sources[index];
    if (bytes) await writeExportObject(files, to, bytes, contentTypeOf(extensionOf(to)));
  }
  return "copied";
}

/** 'Try again' when the logo is gone: the export's own copy of the original is saved again. */
export async function resaveOriginal(files: FileStore, source: ExportSourceFiles): Promise<CopyOutcome> {
  const bytes = await readExportObject(files, source.original);
  if (!bytes) return "source-missing";
  await writeExportObject(files, source.original, bytes, source.originalContentType);
  return "copied";
}
