import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Replicate from "replicate";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  ExportImageProcessor,
  ExportSource,
  ImageResourceType,
  ProducedFile,
} from "../../domain/ports/export-image-processor";
import { LocalExportImageProcessor } from "./local-processor";
import { EXPORT_MODELS, ReplicateExportImageProcessor } from "./replicate-processor";
import { alphaAt, DARK_ON_WHITE_SVG, decodePng, engineLogoSource, rasterFromSvg } from "./testing/fixtures";

/**
 * The Replicate export adapter against a local fake of Replicate's HTTP API (predictions by
 * version, polling, cancel, and the output file host) on an ephemeral loopback port: success,
 * failure, timeout and bad output, each of the last three falling back to the local method.
 */

type Status = "starting" | "processing" | "succeeded" | "failed" | "canceled";

interface Behaviour {
  createStatus: number;
  statuses: Status[];
  /** Output as the model gives it: one URL or a list. */
  outputAsList: boolean;
  file: () => { status: number; body: Buffer; type: string };
}

interface Recorded {
  creates: Array<{ authorization: string | undefined; body: Record<string, unknown> }>;
  cancels: number;
  downloads: number;
}

let server: Server;
let baseUrl = "";
let behaviour: Behaviour;
let recorded: Recorded;
const polls = new Map<string, number>();
let raster: Extract<ExportSource, { kind: "raster" }>;
/** What the fake models "return": a red disc, transparent around it (unlike any local result). */
let modelPng: Buffer;
let local: LocalExportImageProcessor;
const logs: string[] = [];

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function prediction(id: string, status: Status) {
  const url = `${baseUrl}/files/${id}.png`;
  return {
    id,
    status,
    version: "pinned",
    input: {},
    output: status === "succeeded" ? (behaviour.outputAsList ? [url] : url) : null,
    error: status === "failed" ? "CUDA out of memory" : null,
    urls: { get: `${baseUrl}/v1/predictions/${id}`, cancel: `${baseUrl}/v1/predictions/${id}/cancel` },
  };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? "/", baseUrl).pathname;
  if (req.method === "POST" && path === "/v1/predictions") {
    const body = await readBody(req);
    recorded.creates.push({ authorization: req.headers.authorization, body });
    if (behaviour.createStatus !== 201)
      return json(res, behaviour.createStatus, { detail: "Internal error" });
    const id = `p${recorded.creates.length}`;
    polls.set(id, 0);
    return json(res, 201, prediction(id, "starting"));
  }
  const cancel = path.match(/^\/v1\/predictions\/([^/]+)\/cancel$/);
  if (req.method === "POST" && cancel) {
    recorded.cancels += 1;
    return json(res, 200, prediction(cancel[1] ?? "", "canceled"));
  }
  const get = path.match(/^\/v1\/predictions\/([^/]+)$/);
  if (req.method === "GET" && get) {
    const id = get[1] ?? "";
    const count = polls.get(id) ?? 0;
    polls.set(id, count + 1);
    return json(
      res,
      200,
      prediction(id, behaviour.statuses[Math.min(count, behaviour.statuses.length - 1)] ?? "processing"),
    );
  }
  if (req.method === "GET" && path.startsWith("/files/")) {
    recorded.downloads += 1;
    const file = behaviour.file();
    res.writeHead(file.status, { "content-type": file.type });
    res.end(file.body);
    return;
  }
  json(res, 404, { detail: "Not found" });
}

/**
 * Stands in for the local method in fallback tests: it records what it was asked for and returns
 * a marker, so each test proves the fallback ran without paying for real 4096 px processing
 * (the local processor has its own tests).
 */
class RecordingLocal implements ExportImageProcessor {
  readonly name = "recording-local";
  readonly calls: ImageResourceType[] = [];
  resourceTypes(source: ExportSource): ImageResourceType[] {
    return local.resourceTypes(source);
  }
  async produce(type: ImageResourceType): Promise<ProducedFile> {
    this.calls.push(type);
    return {
      bytes: Buffer.from(`local ${type}`),
      contentType: "image/png",
      extension: "png",
      width: 1,
      height: 1,
    };
  }
}

let fallback: RecordingLocal;

function processor(
  overrides: Partial<{ timeoutMs: number; fallbackReserveMs: number; local: ExportImageProcessor }> = {},
) {
  return new ReplicateExportImageProcessor({
    client: new Replicate({ auth: "test-token", baseUrl: `${baseUrl}/v1`, fetch: globalThis.fetch }),
    fetch: globalThis.fetch,
    local: overrides.local ?? fallback,
    timeoutMs: overrides.timeoutMs ?? 5000,
    pollIntervalMs: 10,
    fallbackReserveMs: overrides.fallbackReserveMs ?? 0,
    log: (message) => logs.push(message),
  });
}

const soon = () => ({ deadline: Date.now() + 30_000 });

beforeAll(async () => {
  local = new LocalExportImageProcessor();
  raster = { kind: "raster", image: await rasterFromSvg(DARK_ON_WHITE_SVG), brandName: "Test" };
  modelPng = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="512" r="300" fill="#E01010"/></svg>',
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
  behaviour = {
    createStatus: 201,
    statuses: ["processing", "succeeded"],
    outputAsList: false,
    file: () => ({ status: 200, body: modelPng, type: "image/png" }),
  };
  recorded = { creates: [], cancels: 0, downloads: 0 };
  polls.clear();
  logs.length = 0;
  fallback = new RecordingLocal();
});

/** The marker the recording fallback returns for a type. */
function localBytes(type: ImageResourceType): Buffer {
  return Buffer.from(`local ${type}`);
}

describe("Replicate export processor", () => {
  it("runs each model at its pinned version and normalises the downloaded result", async () => {
    behaviour.outputAsList = true;
    const p = processor();
    const v1 = await p.produce("rmbg_men1scus", raster, soon());
    const decoded = await decodePng(v1.bytes);
    expect([decoded.width, decoded.height]).toEqual([4096, 4096]);
    // The model's disc (red, opaque) and its transparent surroundings, not the local matte.
    expect(alphaAt(decoded, 2048, 2048)).toBe(255);
    expect(decoded.data[(2048 * 4096 + 2048) * 4]).toBeGreaterThan(200);
    expect(alphaAt(decoded, 100, 100)).toBe(0);

    behaviour.outputAsList = false;
    const v2 = await p.produce("rmbg_smoretalk", raster, soon());
    const trimmed = await decodePng(v2.bytes);
    // The 600 px disc plus 6% margins each side, enlarged to the 2048-4096 range.
    expect(trimmed.width).toBe(trimmed.height);
    expect(trimmed.width).toBeGreaterThanOrEqual(2048);
    expect(alphaAt(trimmed, 0, 0)).toBe(0);
    expect(alphaAt(trimmed, trimmed.width / 2, trimmed.height / 2)).toBe(255);

    const hq = await p.produce("upscale_clarity", raster, soon());
    expect([hq.width, hq.height]).toEqual([4096, 4096]);

    expect(recorded.creates.map((c) => c.body.version)).toEqual([
      EXPORT_MODELS.rmbg_men1scus.version,
      EXPORT_MODELS.rmbg_smoretalk.version,
      EXPORT_MODELS.upscale_clarity.version,
    ]);
    for (const create of recorded.creates) {
      expect(create.authorization).toBe("Bearer test-token");
      const input = create.body.input as Record<string, unknown>;
      expect(String(input.image)).toMatch(/^data:image\/png;base64,/);
    }
    const clarity = recorded.creates[2]?.body.input as Record<string, unknown>;
    expect(clarity.creativity).toBeLessThanOrEqual(0.2);
    expect(clarity.scale_factor).toBe(4);
    expect(recorded.downloads).toBe(3);
    expect(logs).toEqual([]);
    expect(fallback.calls).toEqual([]);
  });

  it("falls back to the local method when the prediction fails", async () => {
    behaviour.statuses = ["processing", "failed"];
    const made = await processor().produce("rmbg_men1scus", raster, soon());
    expect(made.bytes.equals(localBytes("rmbg_men1scus"))).toBe(true);
    expect(fallback.calls).toEqual(["rmbg_men1scus"]);
    expect(logs.join()).toMatch(/rmbg_men1scus.*failed/);
  });

  it("falls back when Replicate cannot be reached", async () => {
    behaviour.createStatus = 500;
    const made = await processor().produce("rmbg_smoretalk", raster, soon());
    expect(made.bytes.equals(localBytes("rmbg_smoretalk"))).toBe(true);
  });

  it("falls back on a timeout and cancels the prediction", async () => {
    behaviour.statuses = ["processing"];
    const started = Date.now();
    const made = await processor({ timeoutMs: 300 }).produce("upscale_clarity", raster, soon());
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(made.bytes.equals(localBytes("upscale_clarity"))).toBe(true);
    expect(recorded.cancels).toBe(1);
    expect(logs.join()).toMatch(/timed out/);
  });

  it("keeps back time for the fallback before the deadline", async () => {
    behaviour.statuses = ["processing"];
    const made = await processor({ timeoutMs: 60_000, fallbackReserveMs: 29_500 }).produce(
      "rmbg_men1scus",
      raster,
      soon(),
    );
    expect(made.bytes.equals(localBytes("rmbg_men1scus"))).toBe(true);
    expect(recorded.cancels).toBe(1);
  });

  it("falls back on bad output: not a PNG, gone, too small, or no alpha", async () => {
    const jpeg = await sharp(modelPng).flatten({ background: "#fff" }).jpeg().toBuffer();
    const tiny = await sharp(modelPng).resize(64, 64).png().toBuffer();
    const opaque = await sharp(modelPng).flatten({ background: "#fff" }).png().toBuffer();
    const bad = [
      { status: 200, body: jpeg, type: "image/jpeg" },
      { status: 200, body: Buffer.from("<html>oops</html>"), type: "text/html" },
      { status: 404, body: Buffer.from("gone"), type: "text/plain" },
      { status: 200, body: tiny, type: "image/png" },
      { status: 200, body: opaque, type: "image/png" },
    ];
    const expected = localBytes("rmbg_men1scus");
    for (const file of bad) {
      behaviour.file = () => file;
      const made = await processor().produce("rmbg_men1scus", raster, soon());
      expect(made.bytes.equals(expected), file.type).toBe(true);
    }
    expect(logs).toHaveLength(bad.length);
    expect(fallback.calls).toHaveLength(bad.length);
  });

  it("never sends vector masters or the normal-quality file to Replicate", async () => {
    const vector = await engineLogoSource();
    const p = processor();
    expect(p.resourceTypes(vector)).toContain("vector_svg");
    expect(p.resourceTypes(raster)).not.toContain("vector_svg");
    for (const type of ["rmbg_men1scus", "rmbg_smoretalk", "upscale_clarity", "vector_svg"] as const)
      await p.produce(type, vector, soon());
    await p.produce("low_ql", raster, soon());
    expect(recorded.creates).toHaveLength(0);
    expect(fallback.calls).toEqual([
      "rmbg_men1scus",
      "rmbg_smoretalk",
      "upscale_clarity",
      "vector_svg",
      "low_ql",
    ]);
  });

  it("uses the real local method as its fallback by default", async () => {
    behaviour.createStatus = 500;
    const made = await processor({ local }).produce("rmbg_men1scus", raster, soon());
    const decoded = await decodePng(made.bytes);
    expect([decoded.width, decoded.height]).toEqual([4096, 4096]);
    expect(alphaAt(decoded, 0, 0)).toBe(0);
    expect(recorded.creates).toHaveLength(1);
  });
});
