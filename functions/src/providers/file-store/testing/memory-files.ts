import { Readable } from "node:stream";
import type { FileMetadata, FileStore } from "../../../domain/ports/file-store";

/** An in-memory FileStore for unit tests: no emulator, no network. */
export function memoryFiles(): FileStore & {
  objects: Map<string, { bytes: Buffer; metadata: FileMetadata }>;
} {
  const objects = new Map<string, { bytes: Buffer; metadata: FileMetadata }>();
  return {
    objects,
    async createOnce(path, bytes, metadata) {
      if (!objects.has(path)) objects.set(path, { bytes: Buffer.from(bytes), metadata });
    },
    async write(path, bytes, metadata) {
      objects.set(path, { bytes: Buffer.from(bytes), metadata });
    },
    async read(path) {
      return objects.get(path)?.bytes ?? null;
    },
    async readStream(path) {
      const object = objects.get(path);
      if (!object) throw new Error(`No object at ${path}`);
      return Readable.from([object.bytes]);
    },
    async info(path) {
      const object = objects.get(path);
      return object ? { size: object.bytes.length, contentType: object.metadata.contentType } : null;
    },
    async delete(path) {
      objects.delete(path);
    },
    async downloadUrl(path) {
      if (!objects.get(path)?.metadata.downloadToken) throw new Error(`${path} has no download token`);
      return `memory://${path}`;
    },
  };
}
