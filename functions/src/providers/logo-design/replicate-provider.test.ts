import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Replicate from "replicate";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LogoDesignError } from "../../domain/generation/logo-designer";
import { planDirections } from "../../engine";
import { renderMasterPng } from "../../engine/render";
import { ReplicateLogoDesignProvider } from "./replicate-provider";

/**
 * The Replicate provider against a local fake of Replicate's HTTP API (models/predictions,
 * prediction polling, cancel, and the output file host), on an ephemeral loopback port.
 */

type PredictionStatus = "starting" | "processing" | "succeeded" | "failed" | "canceled";

interface FakeBehaviour {
  /** Status code for POST .../predictions; 201 creates a prediction. */
  createStatus: () => number;
  /** Successive statuses returned by GET /predictions/:id (the last one repeats). */
  statuses: PredictionStatus[];
  /** What the output URL serves. */
  file: () => { status: number; body: Buffer; type: string };
}

interface Recorded {
  creates: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }>;
  gets: number;
  cancels: number;
}

let server: Server;
let baseUrl = "";
let symbolPng: Buffer;
let behaviour: FakeBehaviour;
let recorded: Recorded;
let polls = new Map<string, number>();

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

function prediction(id: string, status: PredictionStatus) {
  return {
    id,
    status,
    model: "black-forest-labs/flux-schnell",
    version: "hidden",
    input: {},
    output: status === "succeeded" ? [`${baseUrl}/files/${id}.png`] : null,
    error: status === "failed" ? "Prediction failed: NSFW content detected" : null,
    urls: { get: `${baseUrl}/v1/predictions/${id}`, cancel: `${baseUrl}/v1/predictions/${id}/cancel` },
  };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", baseUrl);
  const path = url.pathname;
  if (req.method === "POST" && /^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(path)) {
    const body = await readBody(req);
    recorded.creates.push({ path, authorization: req.headers.authorization, body });
    const status = behaviour.createStatus();
    if (status === 429) {
      json(res, 429, { detail: "Request was throttled." }, { "retry-after": "0" });
      return;
    }
    const id = `p${recorded.creates.length}`;
    polls.set(id, 0);
    json(res, status, prediction(id, "starting"));
    return;
  }
  const cancel = path.match(/^\/v1\/predictions\/([^/]+)\/cancel$/);
  if (req.method === "POST" && cancel) {
    recorded.cancels += 1;
    json(res, 200, prediction(cancel[1] ?? "", "canceled"));
    return;
  }
  const get = path.match(/^\/v1\/predictions\/([^/]+)$/);
  if (req.method === "GET" && get) {
    recorded.gets += 1;
    const id = get[1] ?? "";
    const count = polls.get(id) ?? 0;
    polls.set(id, count + 1);
    const status = behaviour.statuses[Math.min(count, behaviour.statuses.length - 1)] ?? "processing";
    json(res, 200, prediction(id, status));
    return;
  }
  if (req.method === "GET" && path.startsWith("/files/")) {
    const file = behaviour.file();
    res.writeHead(file.status, { "content-type": file.type });
    res.end(file.body);
    return;
  }
  json(res, 404, { detail: "Not found" });
}

function provider(
  overrides: Partial<{ timeoutMs: number; maxAttempts: number }> = {},
): ReplicateLogoDesignProvider {
  return new ReplicateLogoDesignProvider({
    client: new Replicate({ auth: "test-token", baseUrl: `${baseUrl}/v1`, fetch: globalThis.fetch }),
    model: "black-forest-labs/flux-schnell",
    fetch: globalThis.fetch,
    timeoutMs: overrides.timeoutMs ?? 5000,
    pollIntervalMs: 20,
    maxAttempts: overrides.maxAttempts ?? 2,
    maxRetryAfterMs: 500,
  });
}

const BRIEF = { brandName: "Acme Bakery", description: "Artisan sourdough bakery" };

async function designOnce(p: ReplicateLogoDesignProvider, signal?: AbortSignal) {
  const [direction] = planDirections(BRIEF, 1, [], 11);
  if (!direction) throw new Error("no direction planned");
  return p.designLogo({ brief: BRIEF, direction, variant: 0, seed: 11, ...(signal ? { signal } : {}) });
}

async function expectDesignError(promise: Promise<unknown>): Promise<LogoDesignError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LogoDesignError);
  return error as LogoDesignError;
}

beforeAll(async () => {
  symbolPng = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#fff"/><circle cx="128" cy="128" r="80" fill="#B4622C"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { detail: "fake server error" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  recorded = { creates: [], gets: 0, cancels: 0 };
  polls = new Map();
  behaviour = {
    createStatus: () => 201,
    statuses: ["processing", "succeeded"],
    file: () => ({ status: 200, body: symbolPng, type: "image/png" }),
  };
});

describe("ReplicateLogoDesignProvider against a fake Replicate API", () => {
  it("asks for the symbol only, with a fixed seed, and sets the name itself", async () => {
    const logo = await designOnce(provider());

    expect(recorded.creates).toHaveLength(1);
    const [create] = recorded.creates;
    expect(create?.path).toBe("/v1/models/black-forest-labs/flux-schnell/predictions");
    expect(create?.authorization).toBe("Bearer test-token");
    const input = create?.body.input as Record<string, unknown>;
    expect(input.go_fast).toBe(false);
    expect(typeof input.seed).toBe("number");
    expect(String(input.prompt)).toMatch(/no text, no letters/i);
    expect(String(input.prompt)).not.toContain("Acme Bakery");

    // The 1024 px PNG is drawn from the vector master (the symbol embedded) when an export asks.
    expect(logo.png).toBeNull();
    const master = await sharp(await renderMasterPng(logo.svg ?? "")).metadata();
    expect([master.width, master.height, master.format]).toEqual([1024, 1024, "png"]);
    expect(Buffer.isBuffer(logo.preview)).toBe(false);
    if (!Buffer.isBuffer(logo.preview)) expect([logo.preview.width, logo.preview.height]).toEqual([512, 512]);
    expect(logo.svg).toContain("data:image/png;base64,");
    expect(logo.svg).not.toContain("<text");
  });

  it("reports a rate limit as rate_limited after a bounded number of requests", async () => {
    behaviour.createStatus = () => 429;
    const error = await expectDesignError(designOnce(provider({ maxAttempts: 2 })));
    expect(error.kind).toBe("rate_limited");
    // Our 2 attempts, each with the client's own bounded retries (at most 6 requests).
    expect(recorded.creates.length).toBeGreaterThanOrEqual(2);
    expect(recorded.creates.length).toBeLessThanOrEqual(12);
    expect(recorded.gets).toBe(0);
  });

  it("recovers when the rate limit lifts before the attempts run out", async () => {
    let calls = 0;
    behaviour.createStatus = () => {
      calls += 1;
      return calls <= 6 ? 429 : 201;
    };
    const logo = await designOnce(provider({ maxAttempts: 2 }));
    expect(logo.svg).toContain("data:image/png;base64,");
    expect(recorded.creates.length).toBe(7);
  });

  it("tries a failed prediction again once, then reports failed", async () => {
    behaviour.statuses = ["processing", "failed"];
    const error = await expectDesignError(designOnce(provider({ maxAttempts: 2 })));
    expect(error.kind).toBe("failed");
    expect(recorded.creates).toHaveLength(2);
  });

  it("gives up at the deadline, cancels the prediction and reports timeout", async () => {
    behaviour.statuses = ["processing"];
    const started = Date.now();
    const error = await expectDesignError(designOnce(provider({ timeoutMs: 300 })));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(recorded.cancels).toBe(1);
    expect(recorded.creates).toHaveLength(1);
  });

  it("stops at the request's deadline when it comes before its own timeout, and reports timeout", async () => {
    behaviour.statuses = ["processing"];
    const started = Date.now();
    const error = await expectDesignError(
      designOnce(provider({ timeoutMs: 10_000 }), AbortSignal.timeout(300)),
    );
    expect(error.kind).toBe("timeout");
    // Well before the provider's own 10 s: the request's deadline stopped the polling.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(recorded.cancels).toBe(1);
    const pollsAtTimeout = recorded.gets;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recorded.gets).toBe(pollsAtTimeout);
  });

  it("starts no prediction when the request's deadline has already passed", async () => {
    const passed = AbortSignal.abort();
    const error = await expectDesignError(designOnce(provider(), passed));
    expect(error.kind).toBe("timeout");
    expect(recorded.creates).toHaveLength(0);
    expect(recorded.gets).toBe(0);
  });

  it("reports an output that is gone or not an image as invalid_output", async () => {
    behaviour.file = () => ({ status: 404, body: Buffer.from("gone"), type: "text/plain" });
    expect((await expectDesignError(designOnce(provider()))).kind).toBe("invalid_output");

    behaviour.file = () => ({ status: 200, body: Buffer.from("not an image"), type: "image/png" });
    expect((await expectDesignError(designOnce(provider()))).kind).toBe("invalid_output");
  });
});
