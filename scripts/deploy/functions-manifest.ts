/**
 * The functions' deployment manifest: what `firebase deploy` reads from the built functions
 * (the same firebase-functions entry point, asked to write its manifest to a file), parsed with
 * the fields the preflight checks.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { z } from "zod";

const SecretReference = z.object({ key: z.string() });

const Endpoint = z.object({
  entryPoint: z.string(),
  availableMemoryMb: z.number().nullable().optional(),
  cpu: z.union([z.number(), z.string()]).nullable().optional(),
  concurrency: z.number().nullable().optional(),
  minInstances: z.number().nullable().optional(),
  maxInstances: z.number().nullable().optional(),
  timeoutSeconds: z.number().nullable().optional(),
  secretEnvironmentVariables: z.array(SecretReference).optional(),
  httpsTrigger: z.object({}).passthrough().optional(),
  eventTrigger: z
    .object({
      eventType: z.string(),
      eventFilters: z.record(z.string(), z.string()).optional(),
      retry: z.boolean().optional(),
    })
    .optional(),
});
export type ManifestEndpoint = z.infer<typeof Endpoint>;

const Param = z.object({
  name: z.string(),
  type: z.string().optional(),
  default: z.unknown().optional(),
});

export const FunctionsManifest = z.object({
  endpoints: z.record(z.string(), Endpoint),
  params: z.array(Param).default([]),
});
export type FunctionsManifest = z.infer<typeof FunctionsManifest>;

/** firebase-functions' own command (its package exports hide it), wherever npm installed it. */
function firebaseFunctionsCli(functionsDir: string): string {
  for (const root of [functionsDir, dirname(functionsDir)]) {
    const cli = join(root, "node_modules", "firebase-functions", "lib", "bin", "firebase-functions.js");
    if (existsSync(cli)) return cli;
  }
  throw new Error(`firebase-functions is not installed for ${functionsDir}: run npm install`);
}

/** Reads the manifest of the built functions in `functionsDir` (run `npm run build` first). */
export async function readFunctionsManifest(
  functionsDir: string,
  projectId: string,
): Promise<FunctionsManifest> {
  const folder = await mkdtemp(join(tmpdir(), "markery-manifest-"));
  const outputPath = join(folder, "functions.json");
  try {
    const cli = firebaseFunctionsCli(functionsDir);
    await promisify(execFile)(process.execPath, [cli, functionsDir], {
      cwd: functionsDir,
      env: {
        ...process.env,
        FUNCTIONS_MANIFEST_OUTPUT_PATH: outputPath,
        GCLOUD_PROJECT: projectId,
        // What the manifest says in a deployment, not under the emulator.
        FUNCTIONS_EMULATOR: "",
      },
    });
    return FunctionsManifest.parse(JSON.parse(await readFile(outputPath, "utf8")));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
