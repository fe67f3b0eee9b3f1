import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Replicate from "replicate";

/**
 * A fake of Replicate's HTTP API for tests, on an ephemeral loopback port: predictions by model
 * name or by pinned version, polling, cancel, and the file host that serves outputs. Each test
 * sets what it needs through `behaviour` (answers to creates and polls, how a prediction's status
 * moves, its output, the file served, how slow the API answers) and reads what the code under
 * test asked for in the records.
 */

type PredictionStatus = "starting" | "processing" | "succeeded" | "failed" | "canceled";

interface FakeFile {
  status: number;
  body: Buffer | string;
  type: string;
  /** Sends the body chunked, without a Content-Length, as some file hosts do. */
  chunked?: boolean;
}

interface FakePrediction {
  id: string;
  /** owner/name when it was started by model name. */
  model: string | null;
  /** The pinned version when it was started by version. */
  version: string | null;
}

interface FakeReplicateBehaviour {
  /**
   * HTTP status for the n-th create request (from 1, counted since the last reset). A 2xx starts
   * a prediction; 429 comes with the `retryAfter` header; anything else is an error answer.
   */
  createStatus: (n: number) => number;
  /** HTTP status for a poll; 200 reports the prediction. */
  pollStatus: () => number;
  /** Retry-After sent with a 429, in seconds. */
  retryAfter: string;
  /** Statuses the successive polls of a prediction report (the last one repeats), or per prediction. */
  statuses: PredictionStatus[] | ((prediction: FakePrediction) => PredictionStatus[]);
  /** A succeeded prediction's output, given how to name a file on the fake's file host. */
  output: (prediction: FakePrediction, fileUrl: (name: string) => string) => unknown;
  /** What the file host serves for /files/<name>. */
  file: (name: string) => FakeFile;
  /** The error a failed prediction reports. */
  error: string;
  /** Delay before an API answer (the file host answers at once), so a deadline can fall mid-request. */
  latencyMs: (request: "create" | "poll" | "cancel") => number;
}

interface CreateRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeReplicate {
  /** The API root, for the SDK client's `baseUrl`. */
  readonly apiUrl: string;
  /** What the fake answers; a test changes it freely, `reset` restores the defaults. */
  behaviour: FakeReplicateBehaviour;
  /** Every create request, answered or refused. */
  readonly creates: CreateRequest[];
  /** Ids of the predictions polled, one entry per poll. */
  readonly polls: string[];
  /** Ids of the predictions cancelled, one entry per cancel request. */
  readonly cancels: string[];
  /** File names downloaded. */
  readonly downloads: string[];
  /** An SDK client keyed with `test-token` that talks to this fake. */
  client(): Replicate;
  /** Forgets every record and restores the default behaviour, with `overrides` on top. */
  reset(overrides?: Partial<FakeReplicateBehaviour>): void;
  close(): Promise<void>;
}

const FALLBACK_BEHAVIOUR: FakeReplicateBehaviour = {
  createStatus: () => 201,
  pollStatus: () => 200,
  statuses: ["processing", "succeeded"],
  output: (prediction, fileUrl) => [fileUrl(`${prediction.id}.png`)],
  file: () => ({ status: 404, body: "no file configured", type: "text/plain" }),
  retryAfter: "0",
  error: "Prediction failed",
  latencyMs: () => 0,
};

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Starts a fake Replicate; `defaults` are the behaviour every `reset` returns to. */
export async function startFakeReplicate(
  defaults: Partial<FakeReplicateBehaviour> = {},
): Promise<FakeReplicate> {
  let origin = "";
  const predictions = new Map<string, FakePrediction & { polled: number }>();
  const fake: FakeReplicate = {
    get apiUrl() {
      return `${origin}/v1`;
    },
    behaviour: { ...FALLBACK_BEHAVIOUR, ...defaults },
    creates: [],
    polls: [],
    cancels: [],
    downloads: [],
    client: () => new Replicate({ auth: "test-token", baseUrl: fake.apiUrl, fetch: globalThis.fetch }),
    reset(overrides = {}) {
      fake.behaviour = { ...FALLBACK_BEHAVIOUR, ...defaults, ...overrides };
      fake.creates.length = 0;
      fake.polls.length = 0;
      fake.cancels.length = 0;
      fake.downloads.length = 0;
      predictions.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  function predictionJson(id: string, status: PredictionStatus) {
    const prediction = predictions.get(id) ?? { id, model: null, version: null };
    const fileUrl = (name: string) => `${origin}/files/${name}`;
    return {
      id,
      status,
      model: prediction.model ?? "owner/pinned-model",
      version: prediction.version ?? "hidden",
      input: {},
      output: status === "succeeded" ? fake.behaviour.output(prediction, fileUrl) : null,
      error: status === "failed" ? fake.behaviour.error : null,
      urls: { get: `${fake.apiUrl}/predictions/${id}`, cancel: `${fake.apiUrl}/predictions/${id}/cancel` },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", origin).pathname;
    if (req.method === "GET" && path.startsWith("/files/")) {
      const name = path.slice("/files/".length);
      fake.downloads.push(name);
      const file = fake.behaviour.file(name);
      res.writeHead(file.status, { "content-type": file.type });
      if (file.chunked) res.write(file.body);
      res.end(file.chunked ? undefined : file.body);
      return;
    }
    const wait = (request: "create" | "poll" | "cancel") => {
      const ms = fake.behaviour.latencyMs(request);
      return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
    };
    const throttled = () =>
      json(res, 429, { detail: "Request was throttled." }, { "retry-after": fake.behaviour.retryAfter });

    const byModel = path.match(/^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/);
    if (req.method === "POST" && (byModel || path === "/v1/predictions")) {
      const body = await readBody(req);
      fake.creates.push({ path, authorization: req.headers.authorization, body });
      const n = fake.creates.length;
      await wait("create");
      const status = fake.behaviour.createStatus(n);
      if (status === 429) return throttled();
      if (status < 200 || status > 299) return json(res, status, { detail: "Internal error" });
      const id = `p${n}`;
      const version = typeof body.version === "string" ? body.version : null;
      predictions.set(id, { id, model: byModel?.[1] ?? null, version, polled: 0 });
      return json(res, status, predictionJson(id, "starting"));
    }
    const cancel = path.match(/^\/v1\/predictions\/([^/]+)\/cancel$/);
    if (req.method === "POST" && cancel) {
      const id = cancel[1] ?? "";
      fake.cancels.push(id);
      await wait("cancel");
      return json(res, 200, predictionJson(id, "canceled"));
    }
    const poll = path.match(/^\/v1\/predictions\/([^/]+)$/);
    if (req.method === "GET" && poll) {
      const id = poll[1] ?? "";
      fake.polls.push(id);
      await wait("poll");
      const status = fake.behaviour.pollStatus();
      if (status === 429) return throttled();
      if (status !== 200) return json(res, status, { detail: "Not found" });
      const prediction = predictions.get(id) ?? { id, model: null, version: null, polled: 0 };
      const { statuses } = fake.behaviour;
      const sequence = typeof statuses === "function" ? statuses(prediction) : statuses;
      const count = prediction.polled;
      prediction.polled = count + 1;
      return json(
        res,
        200,
        predictionJson(id, sequence[Math.min(count, sequence.length - 1)] ?? "processing"),
      );
    }
    json(res, 404, { detail: "Not found" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) json(res, 500, { detail: "fake server error" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
