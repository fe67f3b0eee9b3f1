/**
 * Where an export's files live in Storage. Everything of one export sits under its own prefix:
 *   exports/{uid}/{exportId}/source/  what the API copied from the logo: master.svg and
 *                                     logo-1024.png in the default bucket, then original.<ext>
 *                                     in the export-source bucket, which nothing else writes to
 *                                     but the pipeline's own request for the brand kit
 *                                     (brand-kit-after-<run>, empty, beside the original)
 *   exports/{uid}/{exportId}/files/   what the pipeline made, one deterministic name per type, and
 *                                     the original it delivers, in the default bucket
 * Only those two objects in the export-source bucket start the pipeline: an export is two runs,
 * its download files and then its brand kit, and nothing the app writes elsewhere, the
 * pipeline's outputs included, ever starts one.
 */
import type { ProducedResourceType } from "./export-image-processor";

export function exportFolder(uid: string, exportId: string): string {
  return `exports/${uid}/${exportId}`;
}

export function sourceOriginalPath(uid: string, exportId: string, extension: string): string {
  return `${exportFolder(uid, exportId)}/source/original.${extension}`;
}

export function sourceMasterPath(uid: string, exportId: string): string {
  return `${exportFolder(uid, exportId)}/source/master.svg`;
}

export function sourceRasterPath(uid: string, exportId: string): string {
  return `${exportFolder(uid, exportId)}/source/logo-1024.png`;
}

export function producedFilePath(
  uid: string,
  exportId: string,
  type: ProducedResourceType,
  extension: string,
): string {
  return `${exportFolder(uid, exportId)}/files/${type}.${extension}`;
}

/** The delivered copy of the export's original, beside the made files (downloads read it there). */
export function deliveredOriginalPath(uid: string, exportId: string, extension: string): string {
  return `${exportFolder(uid, exportId)}/files/original.${extension}`;
}

/**
 * The object whose finalize event asks for the brand kit of the files run `runId` (the
 * original's generation): one name per run, so a repeated files run asks once.
 */
export function kitRequestPath(uid: string, exportId: string, runId: string): string {
  return `${exportFolder(uid, exportId)}/source/brand-kit-after-${runId}`;
}

const SOURCE_ORIGINAL = /^exports\/([^/]+)\/([^/]+)\/source\/original\.[a-z0-9]+$/;
const KIT_REQUEST = /^exports\/([^/]+)\/([^/]+)\/source\/brand-kit-after-([0-9A-Za-z_-]+)$/;

/** What a finalized object in the export-source bucket asks the pipeline for. */
export type PipelineStage =
  | { stage: "files"; uid: string; exportId: string }
  | { stage: "kit"; uid: string; exportId: string; runId: string };

/** The stage a finalized object starts, or null for every other object (outputs included). */
export function parsePipelineObject(objectName: string): PipelineStage | null {
  const original = parseSourceOriginal(objectName);
  if (original) return { stage: "files", ...original };
  const match = KIT_REQUEST.exec(objectName);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { stage: "kit", uid: match[1], exportId: match[2], runId: match[3] };
}

/** The export a finalized object starts, or null for every other object (outputs included). */
export function parseSourceOriginal(objectName: string): { uid: string; exportId: string } | null {
  const match = SOURCE_ORIGINAL.exec(objectName);
  if (!match?.[1] || !match[2]) return null;
  return { uid: match[1], exportId: match[2] };
}

/** The extension of a stored path ('png' for .../logo-1024.png). */
export function extensionOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return dot === -1 ? "bin" : path.slice(dot + 1).toLowerCase();
}
