import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  ExportImageProcessor,
  ExportSource,
  ImageResourceType,
  ProducedFile,
} from "../../domain/ports/export-image-processor";
import { alphaAt, decodePng } from "../graphics/testing/pixels";
import { type FakeReplicate, startFakeReplicate } from "../replicate/testing/fake-replicate";
import { LocalExportImageProcessor } from "./local-processor";
import { EXPORT_MODELS, ReplicateExportImageProcessor } from "./replicate-processor";
import { DARK_ON_WHITE_SVG, engineLogoSource, rasterFromSvg } from "./testing/fixtures";

/**
 * The Replicate export adapter against the fake of Replicate's HTTP API (predictions by pinned
 * version, polling, cancel, and the output file host): success, failure, timeout and bad output,
 * each of the last three falling back to the local method.
 */

let fake: FakeReplicate;
let raster: Extract<ExportSource, { kind: "raster" }>;
/** What the fake models "return": a red disc, transparent around it (unlike any local result). */
let modelPng: Buffer;
let local: LocalExportImageProcessor;
const logs: string[] = [];

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
    client: fake.client(),
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
  fake = await startFakeReplicate({
    output: (prediction, fileUrl) => fileUrl(`${prediction.id}.png`),
    file: () => ({ status: 200, body: modelPng, type: "image/png" }),
    error: "CUDA out of memory",
  });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
  logs.length = 0;
  fallback = new RecordingLocal();
});

/** The marker the recording fallback returns for a type. */
function localBytes(type: ImageResourceType): Buffer {
  return Buffer.from(`local ${type}`);
}

describe("Replicate export processor", () => {
  it("runs each model at its pinned version and normalises the downloaded result", async () => {
    // Models answer one URL or a list of them; both are read.
    fake.behaviour.output = (prediction, fileUrl) => [fileUrl(`${prediction.id}.png`)];
    const p = processor();
    const v1 = await p.produce("rmbg_men1scus", raster, soon());
    const decoded = await decodePng(v1.bytes);
    expect([decoded.width, decoded.height]).toEqual([4096, 4096]);
    // The model's disc (red, opaque) and its transparent surroundings, not the local matte.
    expect(alphaAt(decoded, 2048, 2048)).toBe(255);
    expect(decoded.data[(2048 * 4096 + 2048) * 4]).toBeGreaterThan(200);
    expect(alphaAt(decoded, 100, 100)).toBe(0);

    fake.behaviour.output = (prediction, fileUrl) => fileUrl(`${prediction.id}.png`);
    const v2 = await p.produce("rmbg_smoretalk", raster, soon());
    const trimmed = await decodePng(v2.bytes);
    // The 600 px disc plus 6% margins each side, enlarged to the 2048-4096 range.
    expect(trimmed.width).toBe(trimmed.height);
    expect(trimmed.width).toBeGreaterThanOrEqual(2048);
    expect(alphaAt(trimmed, 0, 0)).toBe(0);
    expect(alphaAt(trimmed, trimmed.width / 2, trimmed.height / 2)).toBe(255);

    const hq = await p.produce("upscale_clarity", raster, soon());
    expect([hq.width, hq.height]).toEqual([4096, 4096]);

    expect(fake.creates.map((c) => c.body.version)).toEqual([
      EXPORT_MODELS.rmbg_men1scus.version,
      EXPORT_MODELS.rmbg_smoretalk.version,
      EXPORT_MODELS.upscale_clarity.version,
    ]);
    for (const create of fake.creates) {
      expect(create.path).toBe("/v1/predictions");
      expect(create.authorization).toBe("Bearer test-token");
      const input = create.body.input as Record<string, unknown>;
      expect(String(input.image)).toMatch(/^data:image\/png;base64,/);
    }
    const clarity = fake.creates[2]?.body.input as Record<string, unknown>;
    expect(clarity.creativity).toBeLessThanOrEqual(0.2);
    expect(clarity.scale_factor).toBe(4);
    expect(fake.downloads).toEqual(["p1.png", "p2.png", "p3.png"]);
    expect(logs).toEqual([]);
    expect(fallback.calls).toEqual([]);
  });

  it("falls back to the local method when the prediction fails", async () => {
    fake.behaviour.statuses = ["processing", "failed"];
    const made = await processor().produce("rmbg_men1scus", raster, soon());
    expect(made.bytes.equals(localBytes("rmbg_men1scus"))).toBe(true);
    expect(fallback.calls).toEqual(["rmbg_men1scus"]);
    expect(logs.join()).toMatch(/rmbg_men1scus.*failed/);
  });

  it("falls back when Replicate cannot be reached", async () => {
    fake.behaviour.createStatus = () => 500;
    const made = await processor().produce("rmbg_smoretalk", raster, soon());
    expect(made.bytes.equals(localBytes("rmbg_smoretalk"))).toBe(true);
  });

  it("falls back on a timeout and cancels the prediction", async () => {
    fake.behaviour.statuses = ["processing"];
    const started = Date.now();
    const made = await processor({ timeoutMs: 300 }).produce("upscale_clarity", raster, soon());
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(made.bytes.equals(localBytes("upscale_clarity"))).toBe(true);
    expect(fake.cancels).toEqual(["p1"]);
    expect(logs.join()).toMatch(/timed out/);
  });

  it("keeps back time for the fallback before the deadline", async () => {
    fake.behaviour.statuses = ["processing"];
    const made = await processor({ timeoutMs: 60_000, fallbackReserveMs: 29_500 }).produce(
      "rmbg_men1scus",
      raster,
      soon(),
    );
    expect(made.bytes.equals(localBytes("rmbg_men1scus"))).toBe(true);
    expect(fake.cancels).toEqual(["p1"]);
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
      fake.behaviour.file = () => file;
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
    expect(fake.creates).toHaveLength(0);
    expect(fallback.calls).toEqual([
      "rmbg_men1scus",
      "rmbg_smoretalk",
      "upscale_clarity",
      "vector_svg",
      "low_ql",
    ]);
  });

  it("uses the real local method as its fallback by default", async () => {
    fake.behaviour.createStatus = () => 500;
    const made = await processor({ local }).produce("rmbg_men1scus", raster, soon());
    const decoded = await decodePng(made.bytes);
    expect([decoded.width, decoded.height]).toEqual([4096, 4096]);
    expect(alphaAt(decoded, 0, 0)).toBe(0);
    expect(fake.creates).toHaveLength(1);
  });
});
