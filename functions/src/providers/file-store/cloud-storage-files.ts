import { randomUUID } from "node:crypto";
import type { getStorage } from "firebase-admin/storage";
import { storageEmulatorOrigin } from "../../config/env";
import type { FileMetadata, FileStore, StoredObjectInfo } from "../../domain/ports/file-store";
import { identifyAsEmulatorAdmin } from "./emulator-admin-identity";

export type StorageBucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

function saveOptions(metadata: FileMetadata, downloadToken: string | null = null) {
  const customMetadata = downloadToken ? { firebaseStorageDownloadTokens: downloadToken } : {};
  return {
    resumable: false,
    // The upload is checked against Storage's own MD5 of it. The library's default also works out
    // a CRC32C, in JavaScript: about 20 ms of CPU for a generation's files, for no more assurance.
    validation: "md5" as const,
    contentType: metadata.contentType,
    metadata: {
      contentType: metadata.contentType,
      cacheControl: metadata.cacheControl,
      metadata: customMetadata,
    },
  };
}

const FIREBASE_STORAGE_ORIGIN = "https://firebasestorage.googleapis.com";

function tokenUrl(bucket: StorageBucket, path: string, token: string): string {
  const origin = storageEmulatorOrigin() ?? FIREBASE_STORAGE_ORIGIN;
  return `${origin}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/**
 * How many download tokens an adapter keeps of those it has just written to new paths (which are
 * never written over), until their URL is asked for. A generation asks for its six previews' URLs
 * right after writing them, and reading each token back from the object's metadata was six more
 * requests to Storage for what was already known. Bounded, in case a URL is never asked for.
 */
const WRITTEN_TOKENS_KEPT = 500;

/**
 * The object's download-token URL, as firebase-admin's getDownloadURL builds it, from the token
 * the object's own metadata holds. Read through the Cloud Storage API (as the admin), not through
 * Firebase's v0 metadata endpoint: an emulator applies storage.rules there, and they allow no one.
 */
async function downloadTokenUrl(bucket: StorageBucket, path: string): Promise<string> {
  const [metadata] = await bucket.file(path).getMetadata();
  const tokens = metadata.metadata?.firebaseStorageDownloadTokens;
  const [token] = typeof tokens === "string" ? tokens.split(",") : [];
  if (!token) throw new Error(`${path} has no download token`);
  return tokenUrl(bucket, path, token);
}

type RetryOptions = StorageBucket["storage"]["retryOptions"];

/** @google-cloud/storage's IdempotencyStrategy.RetryAlways; firebase-admin does not export the enum. */
const RETRY_ALWAYS: NonNullable<RetryOptions["idempotencyStrategy"]> = 0;

/**
 * Lets the client retry every write after a dropped connection or a 5xx, not only those with a
 * precondition. Every write of ours may be repeated: createOnce carries ifGenerationMatch: 0, and
 * write() puts the same bytes and token at the same path again. It also keeps retries on at all:
 * the library's save() without a precondition switches automatic retries off on the client every
 * bucket of the process shares, and leaves them off, so one export file written over made every
 * later logo preview in that process fail at the first hiccup.
 */
function retryEveryWrite(bucket: StorageBucket): void {
  bucket.storage.retryOptions.idempotencyStrategy = RETRY_ALWAYS;
}

/** The domain's FileStore on a Cloud Storage bucket (the emulator's when running offline). */
export function cloudStorageFiles(bucket: StorageBucket): FileStore {
  identifyAsEmulatorAdmin(bucket);
  retryEveryWrite(bucket);
  const writtenTokens = new Map<string, string>();
  const remember = (path: string, token: string | null) => {
    writtenTokens.delete(path);
    if (token === null) return;
    writtenTokens.set(path, token);
    if (writtenTokens.size > WRITTEN_TOKENS_KEPT) {
      const oldest = writtenTokens.keys().next().value;
      if (oldest !== undefined) writtenTokens.delete(oldest);
    }
  };
  return {
    async createOnce(path, bytes, metadata) {
      const token = metadata.downloadToken ? randomUUID() : null;
      try {
        await bucket
          .file(path)
          .save(bytes, { ...saveOptions(metadata, token), preconditionOpts: { ifGenerationMatch: 0 } });
        remember(path, token);
      } catch (error) {
        // 412: the object exists, i.e. an earlier attempt of this write landed (with its own token).
        if (codeOf(error) !== 412) throw error;
        remember(path, null);
      }
    },
    async write(path, bytes, metadata) {
      // A path written over may be written over again elsewhere: its token is read back.
      remember(path, null);
      await bucket
        .file(path)
        .save(bytes, saveOptions(metadata, metadata.downloadToken ? randomUUID() : null));
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
      remember(path, null);
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    async downloadUrl(path) {
      const written = writtenTokens.get(path);
      if (written === undefined) return downloadTokenUrl(bucket, path);
      writtenTokens.delete(path);
      return tokenUrl(bucket, path, written);
    },
  };
}
