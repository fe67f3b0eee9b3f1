/**
 * Tells the Functions emulator about object changes, the way the official Storage
 * emulator does: a POST to `{functionsUrl}/functions/projects/{projectId}/trigger_multicast`
 * per event, once as a CloudEvent (2nd gen triggers such as `onObjectFinalized`) and once
 * in the legacy event shape (1st gen `functions.storage.object()` triggers).
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "./logger";
import type { ObjectResource } from "./object-resources";

export type StorageEventAction = "finalized" | "deleted" | "metadataUpdated";

const LEGACY_EVENT_ACTIONS: Record<StorageEventAction, string> = {
  finalized: "finalize",
  deleted: "delete",
  metadataUpdated: "metadataUpdate",
};

/** A slow or hung Functions emulator must never hold uploads or the event queue up for long. */
const DELIVERY_TIMEOUT_MS = 2000;

export interface StorageCloudEvent {
  specversion: "1.0";
  id: string;
  type: `google.cloud.storage.object.v1.${StorageEventAction}`;
  source: string;
  time: string;
  data: ObjectResource;
}

export function buildStorageCloudEvent(
  action: StorageEventAction,
  object: ObjectResource,
): StorageCloudEvent {
  return {
    specversion: "1.0",
    id: randomUUID(),
    type: `google.cloud.storage.object.v1.${action}`,
    source: `//storage.googleapis.com/projects/_/buckets/${object.bucket}/objects/${object.name}`,
    time: object.updated,
    data: object,
  };
}

export function buildLegacyStorageEvent(action: StorageEventAction, object: ObjectResource) {
  const now = new Date();
  return {
    eventId: String(now.getTime()),
    timestamp: now.toISOString(),
    eventType: `google.storage.object.${LEGACY_EVENT_ACTIONS[action]}`,
    resource: {
      service: "storage.googleapis.com",
      name: `projects/_/buckets/${object.bucket}/objects/${object.name}`,
      type: "storage#object",
    },
    data: object,
  };
}

export class StorageTriggerDispatcher {
  /** Events go out one after another so a function sees `finalized` before `deleted`. */
  private deliveries: Promise<void> = Promise.resolve();
  private unreachableReported = false;
  private readonly multicastUrl: string;

  constructor(
    functionsUrl: string,
    projectId: string,
    private readonly logger: Logger,
  ) {
    this.multicastUrl = `${functionsUrl.replace(/\/+$/, "")}/functions/projects/${projectId}/trigger_multicast`;
  }

  /** Fire-and-forget: the caller's request never waits for, or fails because of, delivery. */
  dispatch(action: StorageEventAction, object: ObjectResource): void {
    const cloudEvent = buildStorageCloudEvent(action, object);
    const legacyEvent = buildLegacyStorageEvent(action, object);
    this.deliveries = this.deliveries.then(async () => {
      await this.post(JSON.stringify(cloudEvent), "application/cloudevents+json; charset=UTF-8");
      await this.post(JSON.stringify(legacyEvent), "application/json");
    });
  }

  /** Resolves when every event dispatched so far was delivered or given up on. */
  whenIdle(): Promise<void> {
    return this.deliveries;
  }

  private async post(body: string, contentType: string): Promise<void> {
    try {
      const response = await fetch(this.multicastUrl, {
        method: "POST",
        headers: { "Content-Type": contentType },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      this.unreachableReported = false;
    } catch (error) {
      // Running without the Functions emulator is normal; say so once, not per upload.
      if (!this.unreachableReported) {
        this.unreachableReported = true;
        this.logger.debug(`no storage triggers delivered to ${this.multicastUrl}: ${String(error)}`);
      }
    }
  }
}
