/**
 * What the emulator POSTs to the Functions emulator, captured by stand-in servers: one that
 * lists no triggers (events go to the multicast route, as the official emulator sends them) and
 * one that lists a trigger bound to a bucket (events go to the trigger's own route, a few runs
 * at a time). storage-trigger.test.ts checks both paths against the real Functions emulator.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { Bucket } from "@google-cloud/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageEmulatorHandle } from "./server";
import {
  ADMIN_HEADERS,
  connectAdminBucket,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  startTestEmulator,
  TEST_BUCKET,
  TEST_PROJECT_ID,
  uniqueObjectName,
} from "./test-support";

interface CapturedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let functionsStandIn: Server;
let functionsStandInUrl: string;
const capturedRequests: CapturedRequest[] = [];
let emulator: StorageEmulatorHandle;
let bucket: Bucket;

beforeAll(async () => {
  functionsStandIn = createServer(async (request, response) => {
    if (request.method === "GET") {
      // No trigger list here: the emulator falls back to the multicast route.
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    capturedRequests.push({
      path: request.url ?? "",
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    });
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end('{"status":"multicast_acknowledged"}');
  });
  await new Promise<void>((resolve) => functionsStandIn.listen(0, "127.0.0.1", resolve));
  const address = functionsStandIn.address();
  if (address === null || typeof address === "string") throw new Error("stand-in is not on TCP");
  functionsStandInUrl = `http://127.0.0.1:${address.port}`;

  emulator = await startTestEmulator({
    dataDir: await createTemporaryDataDir(),
    functionsUrl: functionsStandInUrl,
  });
  bucket = connectAdminBucket(emulator.url);
});

afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => functionsStandIn.close(resolve));
  await removeTemporaryDataDirs();
});

async function cloudEventsFor(objectName: string, expectedCount: number): Promise<CapturedRequest[]> {
  const matching = () =>
    capturedRequests.filter(
      (request) =>
        request.headers["content-type"]?.startsWith("application/cloudevents+json") &&
        typeof request.body.data === "object" &&
        request.body.data !== null &&
        "name" in request.body.data &&
        request.body.data.name === objectName,
    );
  await expect.poll(() => matching().length, { timeout: 5000 }).toBeGreaterThanOrEqual(expectedCount);
  return matching();
}

describe("storage trigger events", () => {
  it("sends finalized, metadataUpdated and deleted CloudEvents in order", async () => {
    const file = bucket.file(uniqueObjectName("event.png"));
    await file.save(Buffer.from("12345"), { resumable: false, contentType: "image/png" });
    await file.setMetadata({ metadata: { reviewed: "true" } });
    await file.delete();

    const events = await cloudEventsFor(file.name, 3);
    expect(events.map((event) => event.body.type)).toEqual([
      "google.cloud.storage.object.v1.finalized",
      "google.cloud.storage.object.v1.metadataUpdated",
      "google.cloud.storage.object.v1.deleted",
    ]);
    const [finalized] = events;
    expect(finalized?.path).toBe(`/functions/projects/${TEST_PROJECT_ID}/trigger_multicast`);
    expect(finalized?.headers["content-type"]).toBe("application/cloudevents+json; charset=UTF-8");
    expect(finalized?.body).toMatchObject({
      specversion: "1.0",
      id: expect.any(String),
      source: `//storage.googleapis.com/projects/_/buckets/${TEST_BUCKET}/objects/${file.name}`,
      time: expect.any(String),
      data: {
        name: file.name,
        bucket: TEST_BUCKET,
        contentType: "image/png",
        size: "5",
        generation: expect.stringMatching(/^\d+$/),
        metageneration: "1",
        md5Hash: expect.any(String),
        crc32c: expect.any(String),
      },
    });
  });

  it("also sends the legacy event shape for 1st gen triggers", async () => {
    const file = bucket.file(uniqueObjectName("legacy.txt"));
    await file.save("legacy", { resumable: false });
    await expect
      .poll(() =>
        capturedRequests.some(
          (request) =>
            request.body.eventType === "google.storage.object.finalize" &&
            JSON.stringify(request.body.resource).includes(file.name),
        ),
      )
      .toBe(true);
  });

  it("finishes uploads normally when no Functions emulator listens", async () => {
    const lonelyEmulator = await startTestEmulator({
      dataDir: await createTemporaryDataDir(),
      // Port 9 (discard) is closed on these machines: the connection is refused at once.
      functionsUrl: "http://127.0.0.1:9",
    });
    try {
      const response = await fetch(
        `${lonelyEmulator.url}/upload/storage/v1/b/${TEST_BUCKET}/o?uploadType=media&name=alone.txt`,
        { method: "POST", headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain" }, body: "still stored" },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ name: "alone.txt", size: "12" });
    } finally {
      await lonelyEmulator.close();
    }
  });
});

/** The stand-in's 1st gen trigger listens to this bucket. */
const LEGACY_BUCKET = `${TEST_PROJECT_ID}-legacy`;

/**
 * A Functions emulator stand-in listing two triggers, makeFiles bound to `boundBucket` and
 * makeKit bound to `${boundBucket}-kits`, whose runs take `runMs`.
 */
async function startListingStandIn(boundBucket: string, runMs: number) {
  const runs: Array<{ trigger: string; name: string; startedAt: number; endedAt: number }> = [];
  const multicasts: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const server = createServer(async (request, response) => {
    if (request.method === "GET" && request.url === "/backends") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          backends: [
            {
              functionTriggers: [
                { id: "us-central1-api", httpsTrigger: {} },
                {
                  id: "us-central1-makeFiles",
                  eventTrigger: {
                    eventType: "google.cloud.storage.object.v1.finalized",
                    eventFilters: { bucket: boundBucket },
                  },
                },
                {
                  id: "us-central1-makeKit",
                  eventTrigger: {
                    eventType: "google.cloud.storage.object.v1.finalized",
                    eventFilters: { bucket: `${boundBucket}-kits` },
                  },
                },
                {
                  id: "us-central1-firstGeneration",
                  eventTrigger: {
                    eventType: "google.storage.object.finalize",
                    resource: `projects/_/buckets/${LEGACY_BUCKET}`,
                  },
                },
              ],
            },
          ],
        }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const trigger = /^\/functions\/projects\/[^/]+\/triggers\/us-central1-(makeFiles|makeKit)-0$/.exec(
      request.url ?? "",
    )?.[1];
    if (trigger) {
      const startedAt = Date.now();
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, runMs));
      running--;
      runs.push({ trigger, name: body.data.name, startedAt, endedAt: Date.now() });
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"acknowledged"}');
      return;
    }
    multicasts.push(`${body.type ?? body.eventType} ${body.data.bucket}`);
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end('{"status":"multicast_acknowledged"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("stand-in is not on TCP");
  return {
    url: `http://127.0.0.1:${address.port}`,
    runs,
    multicasts,
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type ListingStandIn = Awaited<ReturnType<typeof startListingStandIn>>;

describe("the storage triggers' own line", () => {
  const BOUND_BUCKET = `${TEST_PROJECT_ID}-export-sources`;

  /** Our emulator beside a stand-in listing a trigger on BOUND_BUCKET whose runs take `runMs`. */
  async function withListedTrigger(
    options: { runMs: number; runsAtOnce?: number; triggersFirst?: string[] },
    use: (emulator: StorageEmulatorHandle, standIn: ListingStandIn) => Promise<void>,
  ): Promise<ListingStandIn> {
    const standIn = await startListingStandIn(BOUND_BUCKET, options.runMs);
    const lined = await startTestEmulator({
      dataDir: await createTemporaryDataDir(),
      functionsUrl: standIn.url,
      triggerRunsAtOnce: options.runsAtOnce,
      triggersFirst: options.triggersFirst,
    });
    try {
      await use(lined, standIn);
      // Closing waits for every event and run under way.
      await lined.close();
      return standIn;
    } finally {
      await lined.close();
      await standIn.close();
    }
  }

  function saveAtOnce(runsAtOnce: number, names: string[]): Promise<ListingStandIn> {
    return withListedTrigger({ runMs: 150, runsAtOnce }, async (lined, standIn) => {
      const boundBucket = connectAdminBucket(lined.url, TEST_PROJECT_ID, BOUND_BUCKET);
      await Promise.all(
        names.map((name) => boundBucket.file(name).save(Buffer.from(name), { resumable: false })),
      );
      // The uploads answered before any run ended: nobody waits for a trigger.
      expect(standIn.runs.length).toBeLessThan(names.length);
    });
  }

  it("runs a bound trigger's events one at a time, each to the end, none lost", async () => {
    const names = [1, 2, 3, 4].map((index) => uniqueObjectName(`source-${index}.png`));
    const standIn = await saveAtOnce(1, names);
    expect(standIn.runs.map((run) => run.name).sort()).toEqual([...names].sort());
    expect(standIn.mostAtOnce()).toBe(1);
    const byStart = [...standIn.runs].sort((a, b) => a.startedAt - b.startedAt);
    for (let index = 1; index < byStart.length; index++) {
      expect(byStart[index]?.startedAt).toBeGreaterThanOrEqual(byStart[index - 1]?.endedAt ?? 0);
    }
    // The bound bucket's CloudEvents went to the trigger, not to the multicast route.
    expect(standIn.multicasts.filter((event) => event.endsWith(BOUND_BUCKET))).toEqual([]);
  });

  it("lets as many runs be under way as it is told, and no more", async () => {
    const names = [1, 2, 3, 4, 5].map((index) => uniqueObjectName(`source-${index}.png`));
    const standIn = await saveAtOnce(2, names);
    expect(standIn.runs).toHaveLength(5);
    expect(standIn.mostAtOnce()).toBe(2);
  });

  it("puts every trigger's runs in the one line: two triggers' runs never overlap", async () => {
    const names = [1, 2, 3].map((index) => uniqueObjectName(`object-${index}`));
    const standIn = await withListedTrigger({ runMs: 150 }, async (lined) => {
      const files = connectAdminBucket(lined.url, TEST_PROJECT_ID, BOUND_BUCKET);
      const kits = connectAdminBucket(lined.url, TEST_PROJECT_ID, `${BOUND_BUCKET}-kits`);
      await Promise.all(
        names.flatMap((name) => [
          files.file(name).save(Buffer.from(name), { resumable: false }),
          kits.file(name).save(Buffer.from(name), { resumable: false }),
        ]),
      );
    });
    expect(standIn.runs.filter((run) => run.trigger === "makeFiles")).toHaveLength(3);
    expect(standIn.runs.filter((run) => run.trigger === "makeKit")).toHaveLength(3);
    expect(standIn.mostAtOnce()).toBe(1);
  });

  it("starts the waiting runs of the triggers named first ahead of the others'", async () => {
    const standIn = await withListedTrigger(
      { runMs: 300, triggersFirst: ["makeFiles"] },
      async (lined, standIn) => {
        const files = connectAdminBucket(lined.url, TEST_PROJECT_ID, BOUND_BUCKET);
        const kits = connectAdminBucket(lined.url, TEST_PROJECT_ID, `${BOUND_BUCKET}-kits`);
        const save = (bucket: typeof files, name: string) =>
          bucket.file(name).save(Buffer.from(name), { resumable: false });
        await save(kits, "kit-1");
        // Kit 1 is under way; the next ones wait in line, two kits before two files' runs.
        await expect.poll(() => lined.triggerRunsPending()).toBe(1);
        await save(kits, "kit-2");
        await save(kits, "kit-3");
        await save(files, "files-1");
        await save(files, "files-2");
        await expect.poll(() => lined.triggerRunsPending()).toBe(5);
        expect(standIn.runs).toEqual([]);
      },
    );
    const order = [...standIn.runs].sort((a, b) => a.startedAt - b.startedAt).map((run) => run.name);
    expect(order).toEqual(["kit-1", "files-1", "files-2", "kit-2", "kit-3"]);
  });

  it("tells a stopping stack how many runs are left, and waits for them when asked", async () => {
    const standIn = await withListedTrigger({ runMs: 600 }, async (lined, standIn) => {
      const boundBucket = connectAdminBucket(lined.url, TEST_PROJECT_ID, BOUND_BUCKET);
      for (const index of [1, 2, 3])
        await boundBucket
          .file(uniqueObjectName(`source-${index}.png`))
          .save(Buffer.from("x"), { resumable: false });
      await expect.poll(() => lined.triggerRunsPending()).toBe(3);
      expect(await lined.triggerRunsSettled(10)).toBe(false);
      expect(await lined.triggerRunsSettled(5000)).toBe(true);
      expect(standIn.runs).toHaveLength(3);
      expect(lined.triggerRunsPending()).toBe(0);
    });
    expect(standIn.runs).toHaveLength(3);
  });

  it("sends nothing for a bucket no trigger listens to, and 1st gen events where one does", async () => {
    const standIn = await withListedTrigger({ runMs: 150 }, async (lined) => {
      await connectAdminBucket(lined.url)
        .file(uniqueObjectName("logo.png"))
        .save(Buffer.from("logo"), { resumable: false });
      await connectAdminBucket(lined.url, TEST_PROJECT_ID, LEGACY_BUCKET)
        .file(uniqueObjectName("legacy.png"))
        .save(Buffer.from("legacy"), { resumable: false });
    });
    expect(standIn.multicasts).toEqual([`google.storage.object.finalize ${LEGACY_BUCKET}`]);
    expect(standIn.runs).toEqual([]);
  });
});
