/** The command line entry: ready line, serving, and the flush on SIGTERM. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { ADMIN_HEADERS, createTemporaryDataDir, removeTemporaryDataDirs } from "./test-support";

const REPO_ROOT = resolve(__dirname, "../..");

afterAll(removeTemporaryDataDirs);

describe("main.ts", () => {
  it("prints its ready line, serves, and writes objects to disk when stopped", async () => {
    const dataDir = await createTemporaryDataDir();
    const child = spawn(
      join(REPO_ROOT, "node_modules", ".bin", "tsx"),
      [
        "scripts/storage-emulator/main.ts",
        "--port",
        "0",
        "--data-dir",
        dataDir,
        "--project",
        "demo-cli",
        "--no-triggers",
      ],
      { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] },
    );
    // However the test ends, the child does not outlive it.
    onTestFinished(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    let output = "";
    const exitCode = new Promise<number | null>((resolveExit) => child.once("exit", resolveExit));
    const url = await new Promise<string>((resolveUrl, rejectUrl) => {
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString("utf8");
        const ready = /^storage emulator ready on (http:\/\/\S+)$/m.exec(output);
        if (ready?.[1]) resolveUrl(ready[1]);
      };
      child.stdout.on("data", onOutput);
      child.stderr.on("data", onOutput);
      void exitCode.then((code) => rejectUrl(new Error(`exited with ${code} before ready:\n${output}`)));
    });

    const upload = await fetch(
      `${url}/upload/storage/v1/b/demo-cli.appspot.com/o?uploadType=media&name=cli.txt`,
      {
        method: "POST",
        headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain" },
        body: "from the cli",
      },
    );
    expect(upload.status).toBe(200);
    // Simulate firebase's --export-on-exit wiping the data dir before this server stops
    // (after the write-through had time to land, so only the shutdown flush can restore it).
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 200));
    await rm(join(dataDir, "storage_export"), { recursive: true, force: true, maxRetries: 5 });

    child.kill("SIGTERM");
    expect(await exitCode).toBe(0);
    expect(existsSync(join(dataDir, "storage_export", "buckets.json"))).toBe(true);
    expect(existsSync(join(dataDir, "storage_export", "blobs", "demo-cli.appspot.com"))).toBe(true);
  }, 30_000);
});
