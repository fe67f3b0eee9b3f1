/**
 * End to end: an upload to this emulator fires a real `onObjectFinalized` function running
 * under the real Functions emulator (fixture/functions), the way the official Storage
 * emulator would. Slow (the Functions emulator needs 10-15 s to start).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Bucket } from "@google-cloud/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageEmulatorHandle } from "./server";
import {
  connectAdminBucket,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  startTestEmulator,
  uniqueObjectName,
} from "./test-support";

/** Its own project id, so this suite's emulator hub never meets another suite's. */
const FIXTURE_PROJECT_ID = "demo-storage-trigger";
const FIXTURE_BUCKET = `${FIXTURE_PROJECT_ID}.appspot.com`;
/** The fixture's second trigger is bound to this bucket (fixture/functions/index.js). */
const SECOND_BUCKET = `${FIXTURE_PROJECT_ID}-second`;
/** The fixture's slow trigger (700 ms a run) is bound to this bucket. */
const SLOW_BUCKET = `${FIXTURE_PROJECT_ID}-slow`;
/** Pinned in fixture/firebase.json, away from the ports of the real stack. */
const FIXTURE_FUNCTIONS_URL = "http://127.0.0.1:5101";
const REPO_ROOT = resolve(__dirname, "../..");
const FUNCTIONS_EMULATOR_START_TIMEOUT_MS = 90_000;

let functionsEmulator: ChildProcess | undefined;
let functionsEmulatorOutput = "";
let storageEmulator: StorageEmulatorHandle;
let bucket: Bucket;
let triggerLogFile: string;

function startFunctionsEmulator(environment: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const firebaseCli = join(REPO_ROOT, "node_modules", ".bin", "firebase");
  const child = spawn(
    firebaseCli,
    [
      "emulators:start",
      "--only",
      "functions",
      "--project",
      FIXTURE_PROJECT_ID,
      "--config",
      "scripts/storage-emulator/fixture/firebase.json",
    ],
    // Own process group, so shutdown reaches firebase's worker processes too.
    { cwd: REPO_ROOT, env: environment, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  return new Promise((resolveReady, rejectReady) => {
    const timer = setTimeout(
      () => rejectReady(new Error(`Functions emulator not ready in time:\n${functionsEmulatorOutput}`)),
      FUNCTIONS_EMULATOR_START_TIMEOUT_MS,
    );
    const onOutput = (chunk: Buffer) => {
      functionsEmulatorOutput += chunk.toString("utf8");
      if (functionsEmulatorOutput.includes("All emulators ready")) {
        clearTimeout(timer);
        resolveReady(child);
      }
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.once("exit", (code) => {
      clearTimeout(timer);
      rejectReady(new Error(`Functions emulator exited with ${code}:\n${functionsEmulatorOutput}`));
    });
  });
}

async function stopFunctionsEmulator(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolveExited) => child.once("exit", () => resolveExited()));
  const groupId = -child.pid;
  process.kill(groupId, "SIGINT");
  const forceKill = setTimeout(() => {
    try {
      process.kill(groupId, "SIGKILL");
    } catch {
      // Already gone.
    }
  }, 15_000);
  await exited;
  clearTimeout(forceKill);
}

interface TriggerRecord {
  trigger: string;
  type: string;
  name: string;
  bucket: string;
  contentType: string;
  size: string;
  /** The slow trigger's records: the start or the end of a run, and when. */
  phase?: "start" | "end";
  at?: number;
}

async function readTriggerRecords(): Promise<TriggerRecord[]> {
  if (!existsSync(triggerLogFile)) return [];
  const lines = (await readFile(triggerLogFile, "utf8")).split("\n").filter((line) => line.trim() !== "");
  return lines.map((line) => JSON.parse(line));
}

beforeAll(async () => {
  const workDir = await createTemporaryDataDir();
  triggerLogFile = join(workDir, "finalized-objects.jsonl");
  storageEmulator = await startTestEmulator({
    dataDir: join(workDir, "data"),
    projectId: FIXTURE_PROJECT_ID,
    functionsUrl: FIXTURE_FUNCTIONS_URL,
  });
  functionsEmulator = await startFunctionsEmulator({
    ...process.env,
    // The Functions emulator hands its own environment to the functions it runs.
    STORAGE_TRIGGER_LOG_FILE: triggerLogFile,
    FIREBASE_STORAGE_EMULATOR_HOST: storageEmulator.url.replace(/^https?:\/\//, ""),
  });
  bucket = connectAdminBucket(storageEmulator.url, FIXTURE_PROJECT_ID);
}, FUNCTIONS_EMULATOR_START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (functionsEmulator) await stopFunctionsEmulator(functionsEmulator);
  await storageEmulator?.close();
  await removeTemporaryDataDirs();
}, 30_000);

function recordsOf(name: string): Promise<TriggerRecord[]> {
  return readTriggerRecords().then((records) => records.filter((record) => record.name === name));
}

describe("storage triggers under the Functions emulator", () => {
  it("runs onObjectFinalized with the uploaded object's name, bucket and content type", async () => {
    const file = bucket.file(uniqueObjectName("trigger me.png"));
    await file.save(Buffer.from("not really a png"), { resumable: false, contentType: "image/png" });

    await expect
      .poll(() => recordsOf(file.name), { timeout: 30_000, interval: 250 })
      .toEqual([
        {
          trigger: "default-bucket",
          type: "google.cloud.storage.object.v1.finalized",
          name: file.name,
          bucket: FIXTURE_BUCKET,
          contentType: "image/png",
          size: "16",
        },
      ]);
  }, 45_000);

  it("sends each bucket's events only to the trigger bound to that bucket", async () => {
    const second = connectAdminBucket(storageEmulator.url, FIXTURE_PROJECT_ID, SECOND_BUCKET);
    const inSecond = second.file(uniqueObjectName("second bucket.txt"));
    const inDefault = bucket.file(uniqueObjectName("default bucket.txt"));
    await inSecond.save(Buffer.from("second"), { resumable: false, contentType: "text/plain" });
    await inDefault.save(Buffer.from("default"), { resumable: false, contentType: "text/plain" });

    await expect
      .poll(() => recordsOf(inSecond.name), { timeout: 30_000, interval: 250 })
      .toEqual([
        {
          trigger: "second-bucket",
          type: "google.cloud.storage.object.v1.finalized",
          name: inSecond.name,
          bucket: SECOND_BUCKET,
          contentType: "text/plain",
          size: "6",
        },
      ]);
    await expect
      .poll(() => recordsOf(inDefault.name), { timeout: 30_000, interval: 250 })
      .toEqual([expect.objectContaining({ trigger: "default-bucket", bucket: FIXTURE_BUCKET })]);
    // Both deliveries are done (they go out in order); nothing crossed over to the other trigger.
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
    expect((await recordsOf(inSecond.name)).map((record) => record.trigger)).toEqual(["second-bucket"]);
    expect((await recordsOf(inDefault.name)).map((record) => record.trigger)).toEqual(["default-bucket"]);
  }, 45_000);

  it("runs the triggers' events one at a time, in order of arrival, one trigger's after another's", async () => {
    const slow = connectAdminBucket(storageEmulator.url, FIXTURE_PROJECT_ID, SLOW_BUCKET);
    const names = [1, 2, 3].map((index) => uniqueObjectName(`export source ${index}.png`));
    for (const name of names) await slow.file(name).save(Buffer.from(name), { resumable: false });
    const after = bucket.file(uniqueObjectName("after the slow runs.txt"));
    await after.save(Buffer.from("after"), { resumable: false, contentType: "text/plain" });

    const slowRuns = async () =>
      (await readTriggerRecords()).filter(
        (record) => record.trigger === "slow-bucket" && names.includes(record.name),
      );
    await expect
      .poll(async () => (await slowRuns()).filter((record) => record.phase === "end").length, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(3);
    // Start, end, start, end...: never two runs under way at once, in upload order.
    const runs = await slowRuns();
    expect(runs.map((record) => `${record.phase} ${names.indexOf(record.name)}`)).toEqual([
      "start 0",
      "end 0",
      "start 1",
      "end 1",
      "start 2",
      "end 2",
    ]);
    // The default bucket's trigger waited in the same line: its run came after the slow ones.
    await expect.poll(async () => (await recordsOf(after.name)).length, { timeout: 10_000 }).toBe(1);
    expect((await recordsOf(after.name))[0]?.trigger).toBe("default-bucket");
    const lastEnd = runs.at(-1)?.at ?? 0;
    const records = await readTriggerRecords();
    const afterSeen = records.findIndex((record) => record.name === after.name);
    const lastEndSeen = records.findIndex((record) => record.phase === "end" && record.at === lastEnd);
    expect(afterSeen).toBeGreaterThan(lastEndSeen);
  }, 60_000);
});
