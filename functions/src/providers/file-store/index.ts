import type { FileStore } from "../../domain/ports/file-store";
import { onFirstUse } from "../on-first-use";

/**
 * A bucket of the app's Firebase project as a FileStore, with the Storage client loaded on the
 * first file operation (calls that touch no file never load it).
 */
export function projectBucketFiles(bucketName: string): FileStore {
  const load = onFirstUse(async () => {
    const [{ getStorage }, { adminApp }, { cloudStorageFiles }] = await Promise.all([
      import("firebase-admin/storage"),
      import("../../config/firebase-admin.js"),
      import("./cloud-storage-files.js"),
    ]);
    return cloudStorageFiles(getStorage(adminApp()).bucket(bucketName));
  });
  return {
    createOnce: async (path, bytes, metadata) => (await load()).createOnce(path, bytes, metadata),
    write: async (path, bytes, metadata) => (await load()).write(path, bytes, metadata),
    read: async (path) => (await load()).read(path),
    readStream: async (path) => (await load()).readStream(path),
    info: async (path) => (await load()).info(path),
    delete: async (path) => (await load()).delete(path),
    downloadUrl: async (path) => (await load()).downloadUrl(path),
  };
}
