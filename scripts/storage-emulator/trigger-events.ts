/**
 * Tells the Functions emulator about object changes. The official Storage emulator POSTs each
 * event to `{functionsUrl}/functions/projects/{projectId}/trigger_multicast`, once as a
 * CloudEvent (2nd gen triggers such as `onObjectFinalized`) and once in the legacy event shape
 * (1st gen `functions.storage.object()` triggers), and the Functions emulator queues a run of
 * every trigger bound to the event's bucket.
 *
 * That queue is one for every function, in order of arrival, and the local stack lets it run
 * only a few calls at once: ten exports in a row of it would make every API call behind them
 * wait for them all. A deployed trigger has instances of its own and never takes the API's.
 * So a CloudEvent for a bucket with 2nd gen triggers goes to each trigger's own route instead,
 * through one line for the storage triggers that lets `runsAtOnce` runs be under way (the answer
 * comes when the run has finished): the triggers' runs wait in their own line, in order of
 * arrival, and the shared queue keeps room for the API. One line for them all, not one each:
 * on a small machine two image-heavy runs side by side each take about twice as long. Triggers
 * named in `triggersFirst` go ahead of the others' waiting runs (a person waits on them; the
 * others are background work). When the triggers cannot be listed (no Functions emulator yet,
 * or another one), every event goes to the multicast route as the official emulator sends it.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Logger } from "./logger";
import type { ObjectResource } from "./object-resources";

type StorageEventAction = "finalized" | "deleted" | "metadataUpdated";

const LEGACY_EVENT_ACTIONS: Record<StorageEventAction, string> = {
  finalized: "finalize",
  deleted: "delete",
  metadataUpdated: "metadataUpdate",
};

/** A slow or hung Functions emulator must never hold uploads or the event queue up for long. */
const DELIVERY_TIMEOUT_MS = 2000;
/** A run delivered to its trigger answers when it ends: longer than any trigger's timeout. */
const RUN_TIMEOUT_MS = 600_000;
/** The Functions emulator's list of triggers is read again after this long (code reloads). */
const LISTING_TTL_MS = 5000;
/**
 * Storage trigger runs under way at once on the local stack, whichever trigger they are for. On
 * two cores one export's run already keeps both busy.
 */
const DEFAULT_TRIGGER_RUNS_AT_ONCE = 1;

interface StorageCloudEvent {
  specversion: "1.0";
  id: string;
  type: `google.cloud.storage.object.v1.${StorageEventAction}`;
  source: string;
  time: string;
  data: ObjectResource;
}

function buildStorageCloudEvent(action: StorageEventAction, object: ObjectResource): StorageCloudEvent {
  return {
    specversion: "1.0",
    id: randomUUID(),
    type: `google.cloud.storage.object.v1.${action}`,
    source: `//storage.googleapis.com/projects/_/buckets/${object.bucket}/objects/${object.name}`,
    time: object.updated,
    data: object,
  };
}

function buildLegacyStorageEvent(action: StorageEventAction, object: ObjectResource) {
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

const CLOUD_EVENT_CONTENT_TYPE = "application/cloudevents+json; charset=UTF-8";

/** The Functions emulator's list of its functions: each one's id and, for a trigger, what it hears. */
const ListedBackends = z.object({
  backends: z.array(
    z.object({
      functionTriggers: z.array(
        z.object({
          id: z.string(),
          eventTrigger: z
            .object({
              eventType: z.string(),
              eventFilters: z.record(z.string(), z.unknown()).optional(),
              resource: z.string().optional(),
            })
            .optional(),
        }),
      ),
    }),
  ),
});

interface BoundTrigger {
  /** The trigger's id, e.g. us-central1-makeExportFiles. */
  id: string;
  eventType: string;
  bucket: string;
}

/** A 1st gen trigger whose resource names no bucket: it hears them all. */
const ANY_BUCKET = "*";

interface ListedTriggers {
  /** The 2nd gen storage triggers, each bound to one bucket. */
  bound: BoundTrigger[];
  /** The buckets 1st gen storage triggers listen to (ANY_BUCKET for all). */
  legacyBuckets: Set<string>;
}

/** POSTs an event and reads the answer through; its status. */
async function postEvent(url: string, body: string, contentType: string, timeoutMs: number): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * At most `limit` of the jobs handed to it under way at once; the rest start in order of arrival,
 * the jobs marked `first` ahead of the others.
 */
class RunQueue {
  private running = 0;
  private readonly waitingFirst: Array<() => void> = [];
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run(job: () => Promise<void>, first = false): Promise<void> {
    if (this.running >= this.limit)
      await new Promise<void>((resolve) => (first ? this.waitingFirst : this.waiting).push(resolve));
    else this.running++;
    try {
      await job();
    } finally {
      const next = this.waitingFirst.shift() ?? this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

interface TriggerDeliveryOptions {
  /** Storage trigger runs under way at once, all triggers together. Default DEFAULT_TRIGGER_RUNS_AT_ONCE. */
  runsAtOnce?: number;
  /** Functions (by name, e.g. makeExportFiles) whose runs go ahead of other triggers' waiting runs. */
  triggersFirst?: readonly string[];
}

export class StorageTriggerDispatcher {
  /** Events go out one after another so a function sees `finalized` before `deleted`. */
  private deliveries: Promise<void> = Promise.resolve();
  /** Runs handed to the triggers' line and not finished yet. */
  private readonly runs = new Set<Promise<void>>();
  private readonly runLine: RunQueue;
  private readonly triggersFirst: ReadonlySet<string>;
  private listing: { triggers: ListedTriggers | null; readAt: number } = { triggers: null, readAt: 0 };
  private unreachableReported = false;
  private readonly functionsUrl: string;
  private readonly multicastUrl: string;

  constructor(
    functionsUrl: string,
    private readonly projectId: string,
    private readonly logger: Logger,
    options: TriggerDeliveryOptions = {},
  ) {
    this.functionsUrl = functionsUrl.replace(/\/+$/, "");
    this.multicastUrl = `${this.functionsUrl}/functions/projects/${projectId}/trigger_multicast`;
    this.runLine = new RunQueue(Math.max(1, Math.floor(options.runsAtOnce ?? DEFAULT_TRIGGER_RUNS_AT_ONCE)));
    this.triggersFirst = new Set(options.triggersFirst ?? []);
  }

  /** Fire-and-forget: the caller's request never waits for, or fails because of, delivery. */
  dispatch(action: StorageEventAction, object: ObjectResource): void {
    const cloudEvent = buildStorageCloudEvent(action, object);
    const legacyEvent = buildLegacyStorageEvent(action, object);
    this.deliveries = this.deliveries.then(async () => {
      const listed = await this.listedTriggers();
      if (listed === null) {
        await this.post(this.multicastUrl, JSON.stringify(cloudEvent), CLOUD_EVENT_CONTENT_TYPE);
        await this.post(this.multicastUrl, JSON.stringify(legacyEvent), "application/json");
        return;
      }
      // With the list known, an event nobody listens to is not sent at all: a generation's
      // twelve files would otherwise be twenty-four calls the Functions emulator answers for nothing.
      for (const trigger of listed.bound) {
        if (trigger.eventType === cloudEvent.type && trigger.bucket === object.bucket)
          this.queueRun(trigger, cloudEvent);
      }
      if (listed.legacyBuckets.has(object.bucket) || listed.legacyBuckets.has(ANY_BUCKET))
        await this.post(this.multicastUrl, JSON.stringify(legacyEvent), "application/json");
    });
  }

  /** Resolves when every event dispatched so far was delivered, and every run it started ended. */
  async whenIdle(): Promise<void> {
    await this.deliveries;
    while (this.runs.size > 0) await Promise.allSettled([...this.runs]);
  }

  /** Trigger runs waiting in line or under way. */
  runsPending(): number {
    return this.runs.size;
  }

  /** The storage triggers the Functions emulator runs, or null when it cannot say (not up yet). */
  private async listedTriggers(): Promise<ListedTriggers | null> {
    if (Date.now() - this.listing.readAt > LISTING_TTL_MS) {
      this.listing = { triggers: await this.listTriggers(), readAt: Date.now() };
    }
    return this.listing.triggers;
  }

  private async listTriggers(): Promise<ListedTriggers | null> {
    try {
      const response = await fetch(`${this.functionsUrl}/backends`, {
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.arrayBuffer();
        return null;
      }
      const listed = ListedBackends.safeParse(await response.json());
      if (!listed.success) return null;
      const triggers: ListedTriggers = { bound: [], legacyBuckets: new Set() };
      for (const backend of listed.data.backends) {
        for (const { id, eventTrigger } of backend.functionTriggers) {
          if (!eventTrigger) continue;
          const bucket = eventTrigger.eventFilters?.bucket;
          if (
            eventTrigger.eventType.startsWith("google.cloud.storage.object.v1.") &&
            typeof bucket === "string"
          )
            triggers.bound.push({ id, eventType: eventTrigger.eventType, bucket });
          if (eventTrigger.eventType.startsWith("google.storage.object.")) {
            const named = /\/buckets\/([^/]+)$/.exec(eventTrigger.resource ?? "");
            triggers.legacyBuckets.add(named?.[1] ?? ANY_BUCKET);
          }
        }
      }
      return triggers;
    } catch {
      return null;
    }
  }

  private queueRun(trigger: BoundTrigger, cloudEvent: StorageCloudEvent): void {
    // Trigger ids are `<region>-<function name>`.
    const first = [...this.triggersFirst].some((name) => trigger.id.endsWith(`-${name}`));
    const run = this.runLine.run(() => this.deliverRun(trigger, cloudEvent), first);
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run));
  }

  /**
   * One run of the trigger, answered when it has finished. The emulator keys an event trigger by
   * its id and a load generation (`-0` until its code is reloaded through the hub); a trigger it
   * does not know any more gets the event through the multicast route instead.
   */
  private async deliverRun(trigger: BoundTrigger, cloudEvent: StorageCloudEvent): Promise<void> {
    const body = JSON.stringify(cloudEvent);
    const url = `${this.functionsUrl}/functions/projects/${this.projectId}/triggers/${trigger.id}-0`;
    try {
      if ((await postEvent(url, body, CLOUD_EVENT_CONTENT_TYPE, RUN_TIMEOUT_MS)) === 404) {
        this.listing = { triggers: null, readAt: 0 };
        await this.post(this.multicastUrl, body, CLOUD_EVENT_CONTENT_TYPE);
      }
    } catch (error) {
      this.logger.debug(
        `storage trigger ${trigger.id} did not answer for ${cloudEvent.data.name}: ${String(error)}`,
      );
    }
  }

  private async post(url: string, body: string, contentType: string): Promise<void> {
    try {
      await postEvent(url, body, contentType, DELIVERY_TIMEOUT_MS);
      this.unreachableReported = false;
    } catch (error) {
      // Running without the Functions emulator is normal; say so once, not per upload.
      if (!this.unreachableReported) {
        this.unreachableReported = true;
        this.logger.debug(`no storage triggers delivered to ${url}: ${String(error)}`);
      }
    }
  }
}
