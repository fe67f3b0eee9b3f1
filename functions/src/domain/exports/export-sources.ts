/**
 * The copy of a logo's files into its export's own prefix. The export keeps working when the logo
 * is deleted later. The original, written last, goes to the export-source bucket: its finalize
 * event starts the pipeline (by then the master and the raster source are in place beside the
 * files), and since nothing but the pipeline's own request for the brand kit is ever written
 * there, each export starts exactly two runs: its files, then its kit.
 */

import type { LogoStoragePaths } from "../firestore-documents";
import type { ExportSource } from "../ports/export-image-processor";
import type { ExportServices } from "../ports/export-services";
import type { FileStore } from "../ports/file-store";
import type { ExportSourceFiles } from "./export-documents";
import { readExportObject, writeExportObject } from "./export-objects";
import { extensionOf, sourceMasterPath, sourceOriginalPath, sourceRasterPath } from "./export-paths";

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

function contentTypeOf(extension: string): string {
  return CONTENT_TYPE_BY_EXTENSION[extension] ?? "application/octet-stream";
}

type SourceStores = Pick<ExportServices, "files" | "exportSources">;
type CopyServices = SourceStores & Pick<ExportServices, "logoImages">;

/** The store of an export's original (older exports keep it beside the made files). */
export function sourceStoreOf(services: SourceStores, source: ExportSourceFiles): FileStore {
  return source.store === "export-sources" ? services.exportSources : services.files;
}

/** The same sources, kept in the export-source bucket (a restart of an older export moves them). */
export function inExportSourceBucket(source: ExportSourceFiles): ExportSourceFiles {
  return { ...source, store: "export-sources" };
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
      store: "export-sources",
      kind: "raster",
      original,
      originalContentType: contentTypeOf(extension),
      master: null,
      raster: sourceRasterPath(uid, exportId),
    };
  }
  const original = sourceOriginalPath(uid, exportId, "png");
  return {
    store: "export-sources",
    kind: logo.svg !== null ? "vector" : "raster",
    original,
    originalContentType: "image/png",
    master: logo.svg !== null ? sourceMasterPath(uid, exportId) : null,
    raster: original,
  };
}

interface CopyStep {
  /** A stored file of the logo, or its vector master drawn as the 1024 px PNG. */
  from: { path: string; draw: "as-is" | "master-png" };
  to: string;
  /** The original goes to the sources' store; the master and raster copies stay with the files. */
  into: "source-store" | "files";
}

const asIs = (path: string): CopyStep["from"] => ({ path, draw: "as-is" });

/**
 * The logo's 1024 px PNG: stored by uploads and by logos generated before generation stopped
 * storing it; otherwise drawn from the vector master. Null when the logo has neither.
 */
function pngOf(logo: LogoStoragePaths): CopyStep["from"] | null {
  if (logo.png !== null) return asIs(logo.png);
  return logo.svg !== null ? { path: logo.svg, draw: "master-png" } : null;
}

/** Where each export source file comes from, the original last; null when a file has no source. */
function copyPlan(source: ExportSourceFiles, logo: LogoStoragePaths): CopyStep[] | null {
  const png = pngOf(logo);
  const original = logo.original !== null ? asIs(logo.original) : png;
  if (original === null || (source.raster !== source.original && png === null)) return null;
  const plan: CopyStep[] = [];
  if (source.master !== null && logo.svg !== null)
    plan.push({ from: asIs(logo.svg), to: source.master, into: "files" });
  if (source.raster !== source.original && png !== null)
    plan.push({ from: png, to: source.raster, into: "files" });
  plan.push({ from: original, to: source.original, into: "source-store" });
  return plan;
}

export type CopyOutcome = "copied" | "source-missing";

async function sourceBytes(services: CopyServices, from: CopyStep["from"]): Promise<Buffer | null> {
  const bytes = await readExportObject(services.files, from.path);
  if (bytes === null || from.draw === "as-is") return bytes;
  return services.logoImages.masterPng(bytes.toString("utf8"));
}

/**
 * Copies in order (the original last), reading (and drawing) every file first so that nothing is
 * written when one is missing. The Storage emulator has no copy call, so bytes go through us.
 */
export async function copyLogoToExport(
  services: CopyServices,
  source: ExportSourceFiles,
  logo: LogoStoragePaths,
): Promise<CopyOutcome> {
  const plan = copyPlan(source, logo);
  if (plan === null) return "source-missing";
  const contents = await Promise.all(plan.map((step) => sourceBytes(services, step.from)));
  if (contents.some((bytes) => bytes === null)) return "source-missing";
  for (const [index, step] of plan.entries()) {
    const bytes = contents[index];
    const store = step.into === "files" ? services.files : sourceStoreOf(services, source);
    if (bytes) await writeExportObject(store, step.to, bytes, contentTypeOf(extensionOf(step.to)));
  }
  return "copied";
}

/**
 * 'Try again' when the logo is gone: the export's own copy of the original is saved again (into
 * `next`'s store: an export made before the export-source bucket has it copied over), which
 * starts a new run. The master and raster copies stay where they are, beside the files.
 */
export async function resaveOriginal(
  services: SourceStores,
  previous: ExportSourceFiles,
  next: ExportSourceFiles,
): Promise<CopyOutcome> {
  const bytes = await readExportObject(sourceStoreOf(services, previous), previous.original);
  if (!bytes) return "source-missing";
  await writeExportObject(sourceStoreOf(services, next), next.original, bytes, next.originalContentType);
  return "copied";
}

/**
 * The design an export's files are drawn from: its vector master, or the pixels of an upload or a
 * Replicate logo. Null when the file is missing or the master is not an SVG. `original` saves a
 * second read when the caller holds the original already.
 */
export async function readDesignSource(
  services: SourceStores,
  source: ExportSourceFiles,
  brandName: string,
  original: Buffer | null = null,
): Promise<ExportSource | null> {
  if (source.kind === "vector" && source.master !== null) {
    const master = await readExportObject(services.files, source.master);
    if (!master || !/<svg[\s>]/i.test(master.subarray(0, 4096).toString("utf8"))) return null;
    return { kind: "vector", svg: master.toString("utf8"), brandName };
  }
  const raster =
    source.raster === source.original
      ? (original ?? (await readExportObject(sourceStoreOf(services, source), source.original)))
      : await readExportObject(services.files, source.raster);
  return raster ? { kind: "raster", image: raster, brandName } : null;
}
