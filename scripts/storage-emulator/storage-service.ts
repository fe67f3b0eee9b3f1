/**
 * The storage operations behind the HTTP handlers. Each change updates the in-memory
 * index, writes through to disk, and tells the Functions emulator, in that order.
 */
import { objectNotFound } from "./errors";
import {
  applyMetadataPatch,
  assertValidObjectName,
  createStoredObject,
  type ObjectMetadataInput,
  type StoredObject,
} from "./object-model";
import { toObjectResource } from "./object-resources";
import type { ListObjectsPage, ListObjectsQuery, ObjectStore } from "./object-store";
import type { StorageExportWriter } from "./persistence";
import { assertPreconditions, type Preconditions } from "./preconditions";
import type { StorageTriggerDispatcher } from "./trigger-events";

interface NewObjectUpload {
  bucket: string;
  name: string;
  bytes: Buffer;
  metadata: ObjectMetadataInput;
  preconditions: Preconditions;
}

export class StorageService {
  constructor(
    private readonly store: ObjectStore,
    private readonly exportWriter: StorageExportWriter,
    /** Absent when trigger events are switched off. */
    private readonly triggers: StorageTriggerDispatcher | undefined,
    /** The server's own URL, for links inside trigger event payloads. */
    private readonly serverUrl: () => string,
  ) {}

  ensureBucket(bucket: string): void {
    if (this.store.ensureBucket(bucket)) this.exportWriter.saveBucketList();
  }

  bucketNames(): string[] {
    return this.store.bucketNames();
  }

  findObject(bucket: string, name: string): StoredObject | undefined {
    return this.store.get(bucket, name);
  }

  getObject(bucket: string, name: string): StoredObject {
    const object = this.store.get(bucket, name);
    if (!object) throw objectNotFound(bucket, name);
    return object;
  }

  listObjects(bucket: string, query: ListObjectsQuery): ListObjectsPage {
    return this.store.list(bucket, query);
  }

  finalizeUpload(upload: NewObjectUpload): StoredObject {
    assertValidObjectName(upload.name);
    this.ensureBucket(upload.bucket);
    assertPreconditions(this.store.get(upload.bucket, upload.name), upload.preconditions, upload);
    const object = createStoredObject({ ...upload, now: new Date() });
    this.store.put(object);
    this.exportWriter.saveObject(object, { bytesChanged: true });
    this.triggers?.dispatch("finalized", toObjectResource(object, this.serverUrl()));
    return object;
  }

  patchMetadata(
    bucket: string,
    name: string,
    patch: ObjectMetadataInput,
    preconditions: Preconditions,
  ): StoredObject {
    const existing = this.getObject(bucket, name);
    assertPreconditions(existing, preconditions, { bucket, name });
    return this.replaceMetadata(applyMetadataPatch(existing, patch, new Date()));
  }

  deleteObject(bucket: string, name: string, preconditions: Preconditions): void {
    const existing = this.getObject(bucket, name);
    assertPreconditions(existing, preconditions, { bucket, name });
    this.store.remove(bucket, name);
    this.exportWriter.removeObject(bucket, name);
    this.triggers?.dispatch("deleted", toObjectResource(existing, this.serverUrl()));
  }

  private replaceMetadata(updated: StoredObject): StoredObject {
    this.store.put(updated);
    this.exportWriter.saveObject(updated, { bytesChanged: false });
    this.triggers?.dispatch("metadataUpdated", toObjectResource(updated, this.serverUrl()));
    return updated;
  }
}
