import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ReplicateCallError, ReplicateClient, type ReplicateModel } from "./replicate-client";
import { type FakeReplicate, startFakeReplicate } from "./testing/fake-replicate";

/**
 * The client's loop against the fake Replicate: how a prediction is started, polled, given up at
 * the deadline (and cancelled), tried again, and how its file is downloaded; each way it fails
 * comes back as a reason the adapters translate.
 */

const FLUX: ReplicateModel = { model: "black-forest-labs/flux-schnell" };
const PINNED: ReplicateModel = {
  version: "f74986db0355b58403ed20963af156525e2891ea3c2d499bfbfb2a28cd87c5d7",
};
const FILE = Buffer.from("the model's file");

let fake: FakeReplicate;

function client(pollIntervalMs = 10): ReplicateClient {
  return new ReplicateClient({ sdk: fake.client(), fetch: globalThis.fetch, pollIntervalMs });
}

function run(
  overrides: Partial<{
    model: ReplicateModel;
    signal: AbortSignal;
    maxBytes: number;
    maxAttempts: number;
    maxRetryAfterMs: number;
    pollIntervalMs: number;
  }> = {},
) {
  const { pollIntervalMs, model, signal, maxBytes, ...rest } = overrides;
  return client(pollIntervalMs).runModel({
    model: model ?? FLUX,
    input: { prompt: "a leaf" },
    signal: signal ?? AbortSignal.timeout(5000),
    maxBytes: maxBytes ?? 1024,
    ...rest,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ReplicateCallError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReplicateCallError);
  return error as ReplicateCallError;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  fake = await startFakeReplicate({ file: () => ({ status: 200, body: FILE, type: "image/png" }) });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe("ReplicateClient.runModel", () => {
  it("starts a prediction by model name, polls it until it succeeds and downloads its first file", async () => {
    fake.behaviour.statuses = ["starting", "processing", "succeeded"];
    fake.behaviour.output = (prediction, fileUrl) => [
      fileUrl(`${prediction.id}.png`),
      fileUrl(`${prediction.id}-2.png`),
    ];

    const file = await run();

    expect(file.bytes.equals(FILE)).toBe(true);
    expect(file.contentType).toBe("image/png");
    expect(fake.creates).toHaveLength(1);
    const [create] = fake.creates;
    expect(create?.path).toBe("/v1/models/black-forest-labs/flux-schnell/predictions");
    expect(create?.authorization).toBe("Bearer test-token");
    expect(create?.body.input).toEqual({ prompt: "a leaf" });
    expect(fake.polls).toEqual(["p1", "p1", "p1"]);
    expect(fake.downloads).toEqual(["p1.png"]);
    expect(fake.cancels).toEqual([]);
  });

  it("starts a pinned version through /predictions and reads an output that is one URL", async () => {
    fake.behaviour.output = (prediction, fileUrl) => fileUrl(`${prediction.id}.png`);

    const file = await run({ model: PINNED });

    expect(file.bytes.equals(FILE)).toBe(true);
    expect(fake.creates.map((create) => [create.path, create.body.version])).toEqual([
      ["/v1/predictions", PINNED.version],
    ]);
  });

  it("waits the poll interval before each poll", async () => {
    fake.behaviour.statuses = ["processing", "processing", "processing", "succeeded"];
    const started = Date.now();
    await run({ pollIntervalMs: 100 });
    expect(fake.polls).toHaveLength(4);
    // Four waits of 100 ms (timers may fire a millisecond or two early).
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it("cancels the prediction when the deadline passes while it runs, and polls no more", async () => {
    fake.behaviour.statuses = ["processing"];
    const started = Date.now();

    const failure = await failureOf(run({ signal: AbortSignal.timeout(250) }));

    expect(failure.reason).toBe("timed_out");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.cancels).toEqual(["p1"]);
    expect(fake.downloads).toEqual([]);
    const pollsAtTimeout = fake.polls.length;
    await delay(150);
    expect(fake.polls).toHaveLength(pollsAtTimeout);
  });

  it("cancels the prediction when the deadline falls in the middle of a poll", async () => {
    fake.behaviour.latencyMs = (request) => (request === "poll" ? 1000 : 0);
    const started = Date.now();

    const failure = await failureOf(run({ signal: AbortSignal.timeout(200) }));

    expect(failure.reason).toBe("timed_out");
    expect(failure.cause).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(900);
    expect(fake.polls).toEqual(["p1"]);
    expect(fake.cancels).toEqual(["p1"]);
  });

  it("times out while the prediction is being started, with nothing to cancel", async () => {
    fake.behaviour.latencyMs = (request) => (request === "create" ? 1000 : 0);
    const started = Date.now();

    const failure = await failureOf(run({ signal: AbortSignal.timeout(150) }));

    expect(failure.reason).toBe("timed_out");
    expect(Date.now() - started).toBeLessThan(900);
    expect(fake.polls).toEqual([]);
    expect(fake.cancels).toEqual([]);
  });

  it("starts nothing when the deadline has already passed", async () => {
    const failure = await failureOf(run({ signal: AbortSignal.abort() }));
    expect(failure.reason).toBe("timed_out");
    expect(fake.creates).toEqual([]);
  });

  it("tries once by default: a failed prediction is reported with its status and error", async () => {
    fake.behaviour.statuses = ["processing", "failed"];
    fake.behaviour.error = "CUDA out of memory";

    const failure = await failureOf(run());

    expect(failure.reason).toBe("prediction_failed");
    expect(failure.detail).toBe("failed");
    expect(failure.cause).toBe("CUDA out of memory");
    expect(fake.creates).toHaveLength(1);
  });

  it("starts another prediction after a failed one, up to maxAttempts", async () => {
    fake.behaviour.statuses = (prediction) =>
      prediction.id === "p1" ? ["processing", "failed"] : ["processing", "succeeded"];
    const file = await run({ maxAttempts: 2 });
    expect(file.bytes.equals(FILE)).toBe(true);
    expect(fake.creates).toHaveLength(2);
    expect(fake.downloads).toEqual(["p2.png"]);

    fake.reset({ statuses: ["processing", "canceled"] });
    const failure = await failureOf(run({ maxAttempts: 3 }));
    expect([failure.reason, failure.detail]).toEqual(["prediction_failed", "canceled"]);
    expect(fake.creates).toHaveLength(3);
  });

  it("reports a rate limit after a bounded number of requests, and recovers when it lifts", async () => {
    fake.behaviour.createStatus = () => 429;
    const failure = await failureOf(run({ maxAttempts: 2 }));
    expect(failure.reason).toBe("rate_limited");
    // Our 2 attempts, each with the SDK's own bounded retries.
    expect(fake.creates.length).toBeGreaterThanOrEqual(2);
    expect(fake.creates.length).toBeLessThanOrEqual(12);
    expect(fake.polls).toEqual([]);

    fake.reset({ createStatus: (n) => (n <= 6 ? 429 : 201) });
    const file = await run({ maxAttempts: 2 });
    expect(file.bytes.equals(FILE)).toBe(true);
    expect(fake.creates).toHaveLength(7);
  });

  it("waits out a short Retry-After before the next attempt, and does not wait out a long one", async () => {
    fake.behaviour.createStatus = (n) => (n <= 6 ? 429 : 201);
    fake.behaviour.retryAfter = "1";
    let started = Date.now();
    await run({ maxAttempts: 2, maxRetryAfterMs: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);

    fake.reset({ createStatus: () => 429, retryAfter: "30" });
    started = Date.now();
    const failure = await failureOf(run({ maxAttempts: 2, maxRetryAfterMs: 500 }));
    expect(failure.reason).toBe("rate_limited");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.creates.length).toBeGreaterThanOrEqual(2);
  });

  it("does not retry a prediction Replicate refused to start for another reason", async () => {
    fake.behaviour.createStatus = () => 500;
    const failure = await failureOf(run({ maxAttempts: 3 }));
    expect(failure.reason).toBe("unreachable");
    expect(fake.creates).toHaveLength(1);
  });

  it("reports a poll that fails, telling a rate limit apart", async () => {
    fake.behaviour.pollStatus = () => 404;
    expect((await failureOf(run())).reason).toBe("poll_failed");

    fake.reset({ pollStatus: () => 429 });
    expect((await failureOf(run())).reason).toBe("poll_rate_limited");
    expect(fake.downloads).toEqual([]);
  });

  it("reports a succeeded prediction without a file URL as no_output", async () => {
    fake.behaviour.output = () => null;
    expect((await failureOf(run())).reason).toBe("no_output");

    fake.behaviour.output = () => ["data:image/png;base64,AAAA"];
    expect((await failureOf(run())).reason).toBe("no_output");
    expect(fake.downloads).toEqual([]);
  });

  it("reports a file that is gone with the host's status", async () => {
    fake.behaviour.file = () => ({ status: 404, body: "gone", type: "text/plain" });
    const failure = await failureOf(run());
    expect([failure.reason, failure.detail]).toEqual(["output_gone", "404"]);
  });

  it("refuses an empty file and one over maxBytes, and takes one of exactly maxBytes", async () => {
    fake.behaviour.file = () => ({ status: 200, body: Buffer.alloc(0), type: "image/png" });
    expect((await failureOf(run())).reason).toBe("output_size");

    fake.behaviour.file = () => ({ status: 200, body: Buffer.alloc(11, 7), type: "image/png" });
    expect((await failureOf(run({ maxBytes: 10 }))).reason).toBe("output_size");
    // Without a declared length the limit holds while reading.
    fake.behaviour.file = () => ({
      status: 200,
      body: Buffer.alloc(11, 7),
      type: "image/png",
      chunked: true,
    });
    expect((await failureOf(run({ maxBytes: 10 }))).reason).toBe("output_size");

    fake.behaviour.file = () => ({ status: 200, body: Buffer.alloc(10, 7), type: "image/svg+xml" });
    const file = await run({ maxBytes: 10 });
    expect(file.bytes.equals(Buffer.alloc(10, 7))).toBe(true);
    expect(file.contentType).toBe("image/svg+xml");
  });

  it("reports a file host that cannot be reached as download_failed", async () => {
    fake.behaviour.output = () => "http://127.0.0.1:1/files/nowhere.png";
    const failure = await failureOf(run());
    expect(failure.reason).toBe("download_failed");
  });
});
