/**
 * The JSON representations clients see: the GCS JSON API object and bucket resources, and
 * the Firebase Storage v0 metadata. Numbers that GCS sends as strings stay strings here,
 * because client libraries (and Cloud Functions event payloads) expect exactly that.
 */
import { crc32cToBase64 } from "./crc32c";
import { joinDownloadTokens, type StoredObject } from "./object-model";

export interface ObjectResource {
  kind: "storage#object";
  id: string;
  selfLink: string;
  mediaLink: string;
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  storageClass: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  timeCreated: string;
  updated: string;
  timeStorageClassUpdated: string;
  metadata?: Record<string, string>;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customTime?: string;
}

export function toObjectResource(object: StoredObject, baseUrl: string): ObjectResource {
  const encodedName = encodeURIComponent(object.name);
  const metadata = joinDownloadTokens(object.customMetadata, object.downloadTokens);
  return {
    kind: "storage#object",
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${baseUrl}/storage/v1/b/${object.bucket}/o/${encodedName}`,
    mediaLink: `${baseUrl}/download/storage/v1/b/${object.bucket}/o/${encodedName}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: String(object.generation),
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: object.storageClass,
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: crc32cToBase64(object.crc32c),
    etag: object.etag,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    timeStorageClassUpdated: object.timeCreated.toISOString(),
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
    ...optionalField("contentEncoding", object.contentEncoding),
    ...optionalField("contentDisposition", object.contentDisposition),
    ...optionalField("contentLanguage", object.contentLanguage),
    ...optionalField("cacheControl", object.cacheControl),
    ...optionalField("customTime", object.customTime),
  };
}

/** What `firebasestorage.googleapis.com/v0` answers for an object's metadata. */
interface FirebaseObjectMetadata {
  name: string;
  bucket: string;
  generation: string;
  metageneration: string;
  contentType: string;
  timeCreated: string;
  updated: string;
  storageClass: string;
  size: string;
  md5Hash: string;
  crc32c: string;
  etag: string;
  downloadTokens: string;
  contentEncoding: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
}

export function toFirebaseObjectMetadata(object: StoredObject): FirebaseObjectMetadata {
  return {
    name: object.name,
    bucket: object.bucket,
    generation: String(object.generation),
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    storageClass: object.storageClass,
    size: String(object.bytes.length),
    md5Hash: object.md5Hash,
    crc32c: crc32cToBase64(object.crc32c),
    etag: object.etag,
    downloadTokens: object.downloadTokens.join(","),
    contentEncoding: object.contentEncoding ?? "identity",
    ...optionalField("contentDisposition", object.contentDisposition),
    ...optionalField("contentLanguage", object.contentLanguage),
    ...optionalField("cacheControl", object.cacheControl),
    ...(Object.keys(object.customMetadata).length > 0 ? { metadata: { ...object.customMetadata } } : {}),
  };
}

interface BucketResource {
  kind: "storage#bucket";
  id: string;
  name: string;
  selfLink: string;
  projectNumber: string;
  metageneration: string;
  location: string;
  locationType: string;
  storageClass: string;
  etag: string;
}

export function toBucketResource(bucket: string, baseUrl: string): BucketResource {
  return {
    kind: "storage#bucket",
    id: bucket,
    name: bucket,
    selfLink: `${baseUrl}/storage/v1/b/${bucket}`,
    projectNumber: "000000000000",
    metageneration: "1",
    location: "US",
    locationType: "multi-region",
    storageClass: "STANDARD",
    etag: "CAE=",
  };
}

function optionalField<Key extends string>(
  key: Key,
  value: string | undefined,
): Partial<Record<Key, string>> {
  if (value === undefined) return {};
  const field: Partial<Record<Key, string>> = {};
  field[key] = value;
  return field;
}
