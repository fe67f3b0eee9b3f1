/**
 * Storage reads and writes of the export flow. Export paths are fixed per export and type, so
 * writes overwrite: a second delivery of an event rewrites the same object, never a second one,
 * and 'Try again' re-saves the source to fire a new finalize event.
 */
import type { StorageBucket } from "../services";

const PRIVATE_NO_STORE = "private, max-age=0, no-store";

function statusOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

export function isMissingObject(error: unknown): boolean {
  return statusOf(error) === 404;
}

/** An overwriting, non-resumable write; safe to repeat (same path, same bytes). */
export async function writeExportObject(
  bucket: StorageBucket,
  path: string,
  bytes: Buffer,
  contentType: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await bucket.file(path).save(bytes, {
        resumable: false,
        contentType,
        metadata: { contentType, cacheControl: PRIVATE_NO_STORE },
      });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150 * attempt));
    }
  }
}

/** The object's bytes, or null when it does not exist. */
export async function readExportObject(bucket: StorageBucket, path: string): Promise<Buffer | null> {
  try {
    const [bytes] = await bucket.file(path).download();
    return bytes;
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}

export interface StoredObjectInfo {
  size: number;
  contentType: string;
}

export async function objectInfo(bucket: StorageBucket, path: string): Promise<StoredObjectInfo | null> {
  try {
    const [metadata] = await bucket.file(path).getMetadata();
    return {
      size: Number(metadata.size ?? 0),
      contentType:
        typeof metadata.contentType === "string" ? metadata.contentType : "application/octet-stream",
    };
  } catch (error) {
    if (isMissingObject(error)) return null;
    throw error;
  }
}
