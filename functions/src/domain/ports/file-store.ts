import type { Readable } from "node:stream";

/**
 * The file storage the domain needs (logo files, export files), behind a small interface so the
 * domain holds no Storage client: providers/file-store has Cloud Storage's and an in-memory one.
 */
export interface FileMetadata {
  contentType: string;
  cacheControl: string;
  /** A download token makes a permanent public URL: only previews get one. */
  downloadToken?: boolean;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string;
}

export interface FileStore {
  /**
   * Writes a new object only if none exists at the path, so a repeated write (a retry after a
   * dropped connection whose first attempt landed) is a no-op.
   */
  createOnce(path: string, bytes: Buffer, metadata: FileMetadata): Promise<void>;
  /** Writes or overwrites an object. */
  write(path: string, bytes: Buffer, metadata: FileMetadata): Promise<void>;
  /** Null when there is no such object. */
  read(path: string): Promise<Buffer | null>;
  /** The object's bytes as a stream, for sending a large file without holding it in memory. */
  readStream(path: string): Promise<Readable>;
  info(path: string): Promise<StoredObjectInfo | null>;
  /** A missing object is fine. */
  delete(path: string): Promise<void>;
  /** The object's permanent download-token URL (previews only). */
  downloadUrl(path: string): Promise<string>;
}
