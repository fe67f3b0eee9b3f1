/**
 * Where an export's files live in Storage. Everything of one export sits under its own prefix:
 *   exports/{uid}/{exportId}/source/  what the API copied from the logo: master.svg and
 *                                     logo-1024.png in the default bucket, then original.<ext>
 *                                     in the export-source bucket, which nothing else writes to
 *   exports/{uid}/{exportId}/brand-kit-after-<run>
 *                                     the files run's request for the brand kit (empty), in the
 *                                     kit request bucket, which nothing else writes to
 *   exports/{uid}/{exportId}/files/   what the pipeline made, one deterministic name per type, and
 *                                     the original it delivers, in the default bucket
 * An export is two runs, each started by the one object of its stage in that stage's bucket: the
 * original starts the files run, the request the kit run. Nothing else the app writes, the
 * pipeline's outputs included, ever starts one, and no run writes to the bucket it listens on.
 */
import type { ProducedResourceType } from "../ports/export-image-processor";

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
 * The object in the kit request bucket whose finalize event asks for the brand kit of the files
 * run `runId` (the original's generation): one name per run, so a repeated files run asks once.
 */
export function kitRequestPath(uid: string, exportId: string, runId: string): string {
  return `${exportFolder(uid, exportId)}/brand-kit-after-${runId}`;
}

const SOURCE_ORIGINAL = /^exports\/([^/]+)\/([^/]+)\/source\/original\.[a-z0-9]+$/;
const KIT_REQUEST = /^exports\/([^/]+)\/([^/]+)\/brand-kit-after-([0-9A-Za-z_-]+)$/;

/** What a run works on: the files of one export, or its brand kit for one files run. */
export type PipelineStage =
  | { stage: "files"; uid: string; exportId: string }
  | { stage: "kit"; uid: string; exportId: string; runId: string };

/** The export whose files run an object in the export-source bucket starts, or null for any other object. */
export function parseSourceOriginal(objectName: string): { uid: string; exportId: string } | null {
  const match = SOURCE_ORIGINAL.exec(objectName);
  if (!match?.[1] || !match[2]) return null;
  return { uid: match[1], exportId: match[2] };
}

/** The kit run an object in the kit request bucket starts, or null for any other object. */
export function parseKitRequest(objectName: string): { uid: string; exportId: string; runId: string } | null {
  const match = KIT_REQUEST.exec(objectName);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { uid: match[1], exportId: match[2], runId: match[3] };
}

/** The stage an object starts in its stage's bucket, or null for every other object. */
export function parseStageObject(stage: PipelineStage["stage"], objectName: string): PipelineStage | null {
  if (stage === "files") {
    const original = parseSourceOriginal(objectName);
    return original && { stage, ...original };
  }
  const request = parseKitRequest(objectName);
  return request && { stage, ...request };
}

/** The extension of a stored path ('png' for .../logo-1024.png). */
export function extensionOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return dot === -1 ? "bin" : path.slice(dot + 1).toLowerCase();
}
