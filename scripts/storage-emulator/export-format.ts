/**
 * The metadata file format of the official Storage emulator's export
 * (firebase-tools `StoredFileMetadata.toJSON`), so that a machine with the official
 * emulator imports what this one wrote, and this one imports an official export.
 */
import { DOWNLOAD_TOKENS_METADATA_KEY, type StoredObject } from "./object-model";

interface ExportedObjectMetadata {
  name: string;
  bucket: string;
  generation: number;
  metageneration: number;
  contentType: string;
  storageClass: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customTime?: string;
  downloadTokens: string[];
  etag: string;
  customMetadata?: Record<string, string>;
  timeCreated: string;
  updated: string;
  size: number;
  md5Hash: string;
  /** The official emulator keeps the CRC32C as a decimal string of the unsigned value. */
  crc32c: string;
}

export function toExportedMetadataJson(object: StoredObject): string {
  const exported: ExportedObjectMetadata = {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: object.metageneration,
    contentType: object.contentType,
    storageClass: object.storageClass,
    contentEncoding: object.contentEncoding,
    contentDisposition: object.contentDisposition,
    contentLanguage: object.contentLanguage,
    cacheControl: object.cacheControl,
    customTime: object.customTime,
    downloadTokens: [...object.downloadTokens],
    etag: object.etag,
    customMetadata: Object.keys(object.customMetadata).length > 0 ? { ...object.customMetadata } : undefined,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    size: object.bytes.length,
    md5Hash: object.md5Hash,
    crc32c: String(object.crc32c),
  };
  return JSON.stringify(exported, undefined, 2);
}

/** The fields read back from an export file; hashes and size are recomputed from the bytes. */
export type ImportedObjectFields = Omit<StoredObject, "bytes" | "md5Hash" | "crc32c">;

export class ExportFormatError extends Error {}

export function parseExportedMetadata(json: string): ImportedObjectFields {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new ExportFormatError("metadata is not a JSON object");
  }
  const fields = new Map(Object.entries(parsed));
  const customMetadata = readStringRecord(fields.get("customMetadata"));
  // Older exports kept the tokens only inside the custom metadata.
  const tokensInCustomMetadata = customMetadata[DOWNLOAD_TOKENS_METADATA_KEY]?.split(",") ?? [];
  delete customMetadata[DOWNLOAD_TOKENS_METADATA_KEY];
  const downloadTokens = [...readStringArray(fields.get("downloadTokens")), ...tokensInCustomMetadata]
    .map((token) => token.trim())
    .filter((token, index, all) => token.length > 0 && all.indexOf(token) === index);

  const timeCreated = readDate(fields.get("timeCreated"), "timeCreated");
  return {
    name: readRequiredString(fields.get("name"), "name"),
    bucket: readRequiredString(fields.get("bucket"), "bucket"),
    generation: readPositiveInteger(fields.get("generation"), "generation"),
    metageneration: readPositiveInteger(fields.get("metageneration"), "metageneration"),
    contentType: readOptionalString(fields.get("contentType")) ?? "application/octet-stream",
    storageClass: readOptionalString(fields.get("storageClass")) ?? "STANDARD",
    contentEncoding: readOptionalString(fields.get("contentEncoding")),
    contentDisposition: readOptionalString(fields.get("contentDisposition")),
    contentLanguage: readOptionalString(fields.get("contentLanguage")),
    cacheControl: readOptionalString(fields.get("cacheControl")),
    customTime: readOptionalString(fields.get("customTime")),
    customMetadata,
    downloadTokens,
    etag: readRequiredString(fields.get("etag"), "etag"),
    timeCreated,
    updated: fields.get("updated") === undefined ? timeCreated : readDate(fields.get("updated"), "updated"),
  };
}

function readRequiredString(value: unknown, field: string): string {
  if (typeof value !== "string" || value.length === 0) throw new ExportFormatError(`${field} is missing`);
  return value;
}

function readOptionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function readPositiveInteger(value: unknown, field: string): number {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number < 1) {
    throw new ExportFormatError(`${field} is not a positive integer`);
  }
  return number;
}

function readDate(value: unknown, field: string): Date {
  const date = typeof value === "string" || typeof value === "number" ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new ExportFormatError(`${field} is not a date`);
  return date;
}

function readStringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

function readStringRecord(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const record: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "string") record[key] = entry;
  }
  return record;
}
