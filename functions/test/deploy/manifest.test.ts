/**
 * The deployment manifest of the built functions, read the way `firebase deploy` reads it: each
 * export trigger bound to its bucket parameter, each function's secrets, and the
 * production settings chosen in config/function-settings.ts.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  API_SETTINGS,
  BRAND_KIT_TRIGGER_SETTINGS,
  EXPORT_FILES_TRIGGER_SETTINGS,
} from "../../src/config/function-settings";

const FUNCTIONS_DIR = resolve(__dirname, "../..");

const Manifest = z.object({
  endpoints: z.record(
    z.string(),
    z.object({
      availableMemoryMb: z.number(),
      cpu: z.number(),
      concurrency: z.number(),
      minInstances: z.number(),
      maxInstances: z.number(),
      timeoutSeconds: z.number(),
      secretEnvironmentVariables: z.array(z.object({ key: z.string() })).default([]),
      httpsTrigger: z.object({}).passthrough().optional(),
      eventTrigger: z
        .object({ eventType: z.string(), eventFilters: z.record(z.string(), z.string()), retry: z.boolean() })
        .optional(),
    }),
  ),
  params: z.array(z.object({ name: z.string(), type: z.string(), default: z.string().optional() })),
});
type Manifest = z.infer<typeof Manifest>;

/** firebase-functions' own command (its package exports hide it), wherever npm installed it. */
function firebaseFunctionsCli(functionsDir: string): string {
  for (const root of [functionsDir, dirname(functionsDir)]) {
    const cli = join(root, "node_modules", "firebase-functions", "lib", "bin", "firebase-functions.js");
    if (existsSync(cli)) return cli;
  }
  throw new Error(`firebase-functions is not installed for ${functionsDir}: run npm install`);
}

let manifest: Manifest;

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), "markery-manifest-"));
  const output = join(folder, "functions.json");
  try {
    const cli = firebaseFunctionsCli(FUNCTIONS_DIR);
    await promisify(execFile)(process.execPath, [cli, FUNCTIONS_DIR], {
      cwd: FUNCTIONS_DIR,
      env: {
        ...process.env,
        FUNCTIONS_MANIFEST_OUTPUT_PATH: output,
        GCLOUD_PROJECT: "markery-prod",
        FUNCTIONS_EMULATOR: "",
      },
    });
    manifest = Manifest.parse(JSON.parse(readFileSync(output, "utf8")));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);

const MEMORY_MB = { "1GiB": 1024, "2GiB": 2048 } as const;

function secretsOf(name: string): string[] {
  return (manifest.endpoints[name]?.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort();
}

describe("the functions' deployment manifest", () => {
  it("binds each export trigger to its own bucket parameter, defaulting per project", () => {
    const bindings = [
      ["makeExportFiles", "EXPORT_SOURCE_BUCKET", "export-sources"],
      ["makeExportBrandKit", "BRAND_KIT_REQUEST_BUCKET", "kit-requests"],
    ] as const;
    for (const [name, parameter, suffix] of bindings) {
      expect(manifest.endpoints[name]?.eventTrigger).toEqual({
        eventType: "google.cloud.storage.object.v1.finalized",
        eventFilters: { bucket: `{{ params.${parameter} }}` },
        retry: false,
      });
      expect(manifest.params).toContainEqual(
        expect.objectContaining({
          name: parameter,
          type: "string",
          default: `{{ params.PROJECT_ID }}-${suffix}`,
        }),
      );
    }
    expect(Object.keys(manifest.endpoints).sort()).toEqual(["api", "makeExportBrandKit", "makeExportFiles"]);
  });

  it("binds each function's secrets", () => {
    expect(secretsOf("api")).toEqual(["REPLICATE_API_TOKEN", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
    expect(secretsOf("makeExportFiles")).toEqual(["REPLICATE_API_TOKEN"]);
    expect(secretsOf("makeExportBrandKit")).toEqual([]);
    expect(
      manifest.params
        .filter((param) => param.type === "secret")
        .map((param) => param.name)
        .sort(),
    ).toEqual(["REPLICATE_API_TOKEN", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
  });

  it("carries the production settings: the API shares a vCPU, an export's runs each have instances of their own", () => {
    for (const [name, settings] of [
      ["api", API_SETTINGS],
      ["makeExportFiles", EXPORT_FILES_TRIGGER_SETTINGS],
      ["makeExportBrandKit", BRAND_KIT_TRIGGER_SETTINGS],
    ] as const) {
      expect(manifest.endpoints[name]).toMatchObject({
        availableMemoryMb: MEMORY_MB[settings.memory],
        cpu: settings.cpu,
        concurrency: settings.concurrency,
        minInstances: settings.minInstances,
        maxInstances: settings.maxInstances,
        timeoutSeconds: settings.timeoutSeconds,
      });
    }
    expect(manifest.endpoints.api?.httpsTrigger).toBeDefined();
    expect(manifest.endpoints.makeExportFiles?.concurrency).toBe(1);
    expect(manifest.endpoints.makeExportBrandKit?.concurrency).toBe(1);
  });
});
