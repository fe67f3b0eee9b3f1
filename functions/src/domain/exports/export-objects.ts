/**
 * Storage reads and writes of the export flow. Export paths are fixed per export and type, so
 * writes overwrite: a second delivery of an event rewrites the same object, never a second one,
 * and 'Try again' re-saves the source to fire a new finalize event.
 */
import type { FileStore, StoredObjectInfo } from "../ports/file-store";

const PRIVATE_NO_STORE = "private, max-age=0, no-store";

export async function writeExportObject(
  files: FileStore,
  path: string,
  bytes: Buffer,
  contentType: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await files.write(path, bytes, { contentType, cacheControl: PRIVATE_NO_STORE });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150 * attempt));
    }
  }
}

/**
 * Writes an object that must be written once: a repeated call (a second delivery of the same
 * run) finds it there and writes, and so fires, nothing.
 */
export function createExportObjectOnce(
  files: FileStore,
  path: string,
  bytes: Buffer,
  contentType: string,
): Promise<void> {
  return files.createOnce(path, bytes, { contentType, cacheControl: PRIVATE_NO_STORE, downloadToken: false });
}

/** The object's bytes, or null when it does not exist. */
export function readExportObject(files: FileStore, path: string): Promise<Buffer | null> {
  return files.read(path);
}

export function objectInfo(files: FileStore, path: string): Promise<StoredObjectInfo | null> {
  return files.info(path);
}
