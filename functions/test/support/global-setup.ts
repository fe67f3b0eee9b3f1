/**
 * Checks the emulators are reachable and provides a Storage emulator: the suite's own when one is
 * already set (npm test starts Markery's on 9199), else a private one on a free port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { z } from "zod";

const REPO_ROOT = resolve(__dirname, "..", "..", "..");

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

function startPrivateStorageEmulator(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    join(REPO_ROOT, "node_modules", ".bin", "tsx"),
    ["scripts/storage-emulator/main.ts", "--port", "0", "--data-dir", dataDir, "--no-triggers"],
    { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolveStarted, rejectStarted) => {
    const timer = setTimeout(
      () => rejectStarted(new Error("The storage emulator did not start in 30 s")),
      30_000,
    );
    child.once("exit", (code) => rejectStarted(new Error(`The storage emulator exited with code ${code}`)));
    if (!child.stdout) return;
    createInterface({ input: child.stdout }).on("line", (line) => {
      const match = /ready on (http:\/\/\S+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveStarted({ child, url: match[1] });
      }
    });
  });
}

const RunningEmulators = z.record(z.string(), z.object({ host: z.string(), port: z.number() }));

/**
 * When the Functions (and Hosting) emulators run, as under npm test, tests of the deployed function
 * find them through these variables; without them those tests are skipped.
 */
async function findDeployedApi(): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return;
  try {
    const response = await fetch(`http://${hub}/emulators`, { signal: AbortSignal.timeout(2000) });
    const parsed = RunningEmulators.safeParse(await response.json());
    if (!parsed.success) return;
    const { functions, hosting } = parsed.data;
    const project = process.env.GCLOUD_PROJECT;
    if (functions)
      process.env.MARKERY_TEST_FUNCTION_URL = `http://${functions.host}:${functions.port}/${project}/us-central1/api`;
    if (functions && hosting)
      process.env.MARKERY_TEST_HOSTING_API_URL = `http://${hosting.host}:${hosting.port}/api`;
  } catch {
    // No hub answer: only the in-process tests run.
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";
  process.env.GCLOUD_PROJECT ??= "demo-markery";
  for (const host of [process.env.FIRESTORE_EMULATOR_HOST, process.env.FIREBASE_AUTH_EMULATOR_HOST]) {
    if (!(await reachable(`http://${host}/`))) {
      throw new Error(
        `No emulator at ${host}. Run these tests inside the emulators: ` +
          'npx tsx scripts/emulators-exec.ts "npx vitest run --config functions/vitest.integration.config.ts"',
      );
    }
  }

  await findDeployedApi();
  // The Firestore emulator's first request takes seconds (JVM warm-up): pay it here, not in a test.
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${process.env.GCLOUD_PROJECT}/databases/(default)/documents/warm-up/warm-up`,
    { headers: { Authorization: "Bearer owner" } },
  );

  if (process.env.STORAGE_EMULATOR_HOST) return async () => {};
  const dataDir = mkdtempSync(join(tmpdir(), "markery-test-storage-"));
  const { child, url } = await startPrivateStorageEmulator(dataDir);
  process.env.STORAGE_EMULATOR_HOST = url;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = url.replace(/^http:\/\//, "");
  return async () => {
    child.removeAllListeners("exit");
    await new Promise<void>((resolveStopped) => {
      child.once("exit", () => resolveStopped());
      child.kill("SIGTERM");
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
