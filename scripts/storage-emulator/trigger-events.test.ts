/**
 * What the emulator POSTs to the Functions emulator, captured by a stand-in server.
 * (storage-trigger.test.ts checks the same path against the real Functions emulator.)
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
