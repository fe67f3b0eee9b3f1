import { randomUUID } from "node:crypto";
import { getDownloadURL, type getStorage } from "firebase-admin/storage";
import type { FileMetadata, FileStore, StoredObjectInfo } from "../../domain/file-store";

export type StorageBucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

function saveOptions(metadata: FileMetadata) {
  const customMetadata = metadata.downloadToken ? { firebaseStorageDownloadTokens: randomUUID() } : {};
  return {
    resumable: false,
    contentType: metadata.contentType,
    metadata: {
      contentType: metadata.contentType,
      cacheControl: metadata.cacheControl,
      metadata: customMetadata,
    },
  };
}

/** The domain's FileStore on a Cloud Storage bucket (the emulator's when running offline). */
export function cloudStorageFiles(bucket: StorageBucket): FileStore {
  return {
    async createOnce(path, bytes, metadata) {
      try {
        await bucket
          .file(path)
          .save(bytes, { ...saveOptions(metadata), preconditionOpts: { ifGenerationMatch: 0 } });
      } catch (error) {
        // 412: the object exists, i.e. an earlier attempt of this write landed.
        if (codeOf(error) !== 412) throw error;
      }
    },
    async write(path, bytes, metadata) {
      await bucket.file(path).save(bytes, saveOptions(metadata));
    },
    async read(path) {
      try {
        const [bytes] = await bucket.file(path).download();
        return bytes;
      } catch (error) {
        if (codeOf(error) === 404) return null;
        throw error;
      }
    },
    async readStream(path) {
      return bucket.file(path).createReadStream();
    },
    async info(path): Promise<StoredObjectInfo | null> {
      try {
        const [metadata] = await bucket.file(path).getMetadata();
        return {
          size: Number(metadata.size ?? 0),
          contentType:
            typeof metadata.contentType === "string" ? metadata.contentType : "application/octet-stream",
        };
      } catch (error) {
        if (codeOf(error) === 404) return null;
        throw error;
      }
    },
    async delete(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    downloadUrl(path) {
      return getDownloadURL(bucket.file(path));
    },
  };
}
