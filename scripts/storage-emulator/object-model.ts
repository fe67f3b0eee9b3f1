/**
 * What the emulator stores per object, and the rules for creating and changing it.
 * Objects are immutable values: every change produces a new one, so a snapshot taken for
 * persistence or a trigger event never changes under its reader.
 */
import { createHash } from "node:crypto";
import { computeCrc32c } from "./crc32c";
import { badRequest } from "./errors";

/** Custom metadata key under which Firebase keeps download tokens (comma-separated). */
export const DOWNLOAD_TOKENS_METADATA_KEY = "firebaseStorageDownloadTokens";

const DEFAULT_CONTENT_TYPE = "application/octet-stream";
const MAX_OBJECT_NAME_BYTES = 1024;

export interface StoredObject {
  readonly bucket: string;
  readonly name: string;
  readonly bytes: Buffer;
  readonly generation: number;
  readonly metageneration: number;
  readonly contentType: string;
  readonly storageClass: string;
  readonly contentEncoding?: string;
  readonly contentDisposition?: string;
  readonly contentLanguage?: string;
  readonly cacheControl?: string;
  readonly customTime?: string;
  /** Custom metadata without the download tokens, which live in `downloadTokens`. */
  readonly customMetadata: Readonly<Record<string, string>>;
  readonly downloadTokens: readonly string[];
  readonly md5Hash: string;
  readonly crc32c: number;
  readonly etag: string;
  readonly timeCreated: Date;
  readonly updated: Date;
}

/** The writable fields of an object resource; `null` clears a field, as in a GCS PATCH. */
export interface ObjectMetadataInput {
  contentType?: string | null;
  contentEncoding?: string | null;
  contentDisposition?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  customTime?: string | null;
  storageClass?: string | null;
  metadata?: Record<string, string | null> | null;
  /** Only meaningful on uploads: the object name can travel in the metadata. */
  name?: string;
}

const WRITABLE_STRING_FIELDS = [
  "contentType",
  "contentEncoding",
  "contentDisposition",
  "contentLanguage",
  "cacheControl",
  "customTime",
  "storageClass",
] as const;

/** Reads client-sent JSON into metadata input, rejecting shapes GCS would reject. */
export function parseObjectMetadataInput(json: unknown): ObjectMetadataInput {
  if (json === undefined || json === null) return {};
  if (typeof json !== "object" || Array.isArray(json)) {
    throw badRequest("The object metadata must be a JSON object.");
  }
  const source = new Map(Object.entries(json));
  const input: ObjectMetadataInput = {};
  for (const field of WRITABLE_STRING_FIELDS) {
    const value = source.get(field);
    if (value === undefined) continue;
    if (value !== null && typeof value !== "string") {
      throw badRequest(`Invalid value for ${field}: expected a string.`);
    }
    input[field] = value;
  }
  const name = source.get("name");
  if (typeof name === "string") input.name = name;
  if (source.get("metadata") !== undefined) input.metadata = parseCustomMetadata(source.get("metadata"));
  return input;
}

function parseCustomMetadata(value: unknown): Record<string, string | null> | null {
  if (value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw badRequest("Invalid value for metadata: expected an object of strings.");
  }
  const metadata: Record<string, string | null> = {};
  for (const [key, entry] of Object.entries(value)) {
    // GCS stores custom metadata as strings; clients sometimes send numbers or booleans.
    metadata[key] = entry === null ? null : typeof entry === "string" ? entry : JSON.stringify(entry);
  }
  return metadata;
}

/** Rejects names Cloud Storage itself refuses, before they reach the disk layout. */
export function assertValidObjectName(name: string): void {
  if (name.length === 0) throw badRequest("Object name is required.");
  if (name === "." || name === "..") throw badRequest("Object name cannot be '.' or '..'.");
  if (/[\r\n]/.test(name)) throw badRequest("Object name cannot contain carriage returns or line feeds.");
  if (Buffer.byteLength(name, "utf8") > MAX_OBJECT_NAME_BYTES) {
    throw badRequest(`Object name cannot be longer than ${MAX_OBJECT_NAME_BYTES} bytes.`);
  }
}

let lastGeneration = 0;

/** Generations are microsecond timestamps in GCS; they must grow even within one millisecond. */
function nextGeneration(): number {
  lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
  return lastGeneration;
}

/** Keeps generations issued after a restart above those loaded from disk. */
export function observeGeneration(generation: number): void {
  lastGeneration = Math.max(lastGeneration, generation);
}

function computeEtag(generation: number, metageneration: number): string {
  return createHash("sha1").update(`${generation}/${metageneration}`).digest("base64").slice(0, -1);
}

export function computeMd5Base64(bytes: Buffer): string {
  return createHash("md5").update(bytes).digest("base64");
}

interface NewObjectParams {
  bucket: string;
  name: string;
  bytes: Buffer;
  metadata: ObjectMetadataInput;
  now: Date;
}

export function createStoredObject({ bucket, name, bytes, metadata, now }: NewObjectParams): StoredObject {
  const generation = nextGeneration();
  const metageneration = 1;
  const { customMetadata, downloadTokens } = splitDownloadTokens(mergeCustomMetadata({}, metadata.metadata));
  return {
    bucket,
    name,
    bytes,
    generation,
    metageneration,
    contentType: metadata.contentType || DEFAULT_CONTENT_TYPE,
    storageClass: metadata.storageClass || "STANDARD",
    contentEncoding: metadata.contentEncoding ?? undefined,
    contentDisposition: metadata.contentDisposition ?? undefined,
    contentLanguage: metadata.contentLanguage ?? undefined,
    cacheControl: metadata.cacheControl ?? undefined,
    customTime: metadata.customTime ?? undefined,
    customMetadata,
    downloadTokens,
    md5Hash: computeMd5Base64(bytes),
    crc32c: computeCrc32c(bytes),
    etag: computeEtag(generation, metageneration),
    timeCreated: now,
    updated: now,
  };
}

/** PATCH semantics: absent fields stay, `null` clears, custom metadata merges key by key. */
export function applyMetadataPatch(
  object: StoredObject,
  patch: ObjectMetadataInput,
  now: Date,
): StoredObject {
  const currentCustomMetadata = joinDownloadTokens(object.customMetadata, object.downloadTokens);
  const { customMetadata, downloadTokens } = splitDownloadTokens(
    patch.metadata === null ? {} : mergeCustomMetadata(currentCustomMetadata, patch.metadata),
  );
  const metageneration = object.metageneration + 1;
  return {
    ...object,
    // contentType and storageClass always have a value on a GCS object.
    contentType:
      patch.contentType === undefined ? object.contentType : patch.contentType || DEFAULT_CONTENT_TYPE,
    storageClass: patch.storageClass || object.storageClass,
    contentEncoding: patchOptionalField(object.contentEncoding, patch.contentEncoding),
    contentDisposition: patchOptionalField(object.contentDisposition, patch.contentDisposition),
    contentLanguage: patchOptionalField(object.contentLanguage, patch.contentLanguage),
    cacheControl: patchOptionalField(object.cacheControl, patch.cacheControl),
    customTime: patchOptionalField(object.customTime, patch.customTime),
    customMetadata,
    downloadTokens,
    metageneration,
    etag: computeEtag(object.generation, metageneration),
    updated: now,
  };
}

function patchOptionalField(
  current: string | undefined,
  change: string | null | undefined,
): string | undefined {
  return change === undefined ? current : (change ?? undefined);
}

/** The custom metadata as GCS shows it, download tokens included. */
export function joinDownloadTokens(
  customMetadata: Readonly<Record<string, string>>,
  downloadTokens: readonly string[],
): Record<string, string> {
  return downloadTokens.length > 0
    ? { ...customMetadata, [DOWNLOAD_TOKENS_METADATA_KEY]: downloadTokens.join(",") }
    : { ...customMetadata };
}

function mergeCustomMetadata(
  current: Readonly<Record<string, string>>,
  changes: Record<string, string | null> | null | undefined,
): Record<string, string> {
  const merged: Record<string, string> = { ...current };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function splitDownloadTokens(metadata: Record<string, string>): {
  customMetadata: Record<string, string>;
  downloadTokens: string[];
} {
  const { [DOWNLOAD_TOKENS_METADATA_KEY]: tokenList, ...customMetadata } = metadata;
  const downloadTokens = (tokenList ?? "")
    .split(",")
    .map((token) => token.trim())
    .filter((token) => token.length > 0);
  return { customMetadata, downloadTokens };
}
