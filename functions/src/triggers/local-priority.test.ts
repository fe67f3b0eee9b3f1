import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { LOCAL_EXPORT_NICENESS } from "./local-priority";

/**
 * In a child process (a priority, once lowered, cannot be raised again without privileges): the
 * priority of every thread of the process after the call, and of threads started after it.
 */
const CHILD = `
const { readdirSync } = require("node:fs");
const { getPriority } = require("node:os");
const { yieldToTheApiOnTheLocalStack } = require(process.env.MODULE);
const niceness = () => readdirSync("/proc/self/task").map((thread) => getPriority(Number(thread)));
yieldToTheApiOnTheLocalStack();
const before = niceness();
// A thread started after the call (as sharp's and resvg's are, on an export's first file).
const { Worker } = require("node:worker_threads");
const worker = new Worker("setTimeout(() => {}, 1000)", { eval: true });
worker.on("online", () => {
  process.stdout.write(JSON.stringify({ before, after: niceness() }));
  process.exit(0);
});
`;

async function nicenessInChild(env: NodeJS.ProcessEnv): Promise<{ before: number[]; after: number[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "-e", CHILD], {
    env: { ...env, MODULE: resolve(__dirname, "local-priority.ts") },
  });
  return JSON.parse(stdout);
}

describe.runIf(process.platform === "linux")("the export triggers' priority on the local stack", () => {
  it("lowers every thread of the worker under the Functions emulator, threads started later too", async () => {
    const { before, after } = await nicenessInChild({ ...process.env, FUNCTIONS_EMULATOR: "true" });
    expect(before.length).toBeGreaterThan(1);
    expect(new Set(before)).toEqual(new Set([LOCAL_EXPORT_NICENESS]));
    expect(after.length).toBeGreaterThan(before.length);
    expect(new Set(after)).toEqual(new Set([LOCAL_EXPORT_NICENESS]));
  });

  it("leaves a deployed instance's priority alone", async () => {
    const env = { ...process.env };
    delete env.FUNCTIONS_EMULATOR;
    const { after } = await nicenessInChild(env);
    expect(new Set(after)).toEqual(new Set([0]));
  });
});
