/**
 * Developers' data must never be lost by the emulator itself: an object whose files
 * cannot be read is kept aside, a rewrite interrupted mid-swap is recovered, and a resumable
 * session cannot grow without bound.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { KEPT_ASIDE_DIRECTORY, loadStorageExport, STORAGE_EXPORT_DIRECTORY } from "./persistence";
import { ResumableUploads } from "./resumable-uploads";
import type { StorageEmulatorHandle } from "./server";
import {
  connectAdminBucket,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  silentLogger,
  startTestEmulator,
  uniqueObjectName,
} from "./test-support";

const running: StorageEmulatorHandle[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
});
afterAll(removeTemporaryDataDirs);

async function start(dataDir: string, port = 0): Promise<StorageEmulatorHandle> {
  const emulator = await startTestEmulator({ dataDir, port });
  running.push(emulator);
  return emulator;
}

async function filesUnder(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe("persistence safety", () => {
  it("keeps an object with unreadable metadata aside instead of deleting it, and loads the others", async () => {
    const dataDir = await createTemporaryDataDir();
    const first = await start(dataDir);
    const bucket = connectAdminBucket(first.url);
    const good = bucket.file(uniqueObjectName("good.txt"));
    const broken = bucket.file(uniqueObjectName("broken.txt"));
    await good.save("good bytes", { resumable: false });
    await broken.save("precious bytes", { resumable: false });
    await first.close();

    const metadataFiles = await filesUnder(join(dataDir, STORAGE_EXPORT_DIRECTORY, "metadata"));
    const brokenMetadata = metadataFiles.find((path) => path.includes("broken.txt"));
    expect(brokenMetadata).toBeDefined();
    await writeFile(brokenMetadata ?? "", "{ not json");

    // The restart rewrites the folder from what it could read.
    await start(dataDir, first.port);
    expect((await good.exists())[0]).toBe(true);
    expect((await broken.exists())[0]).toBe(false);
    const keptAside = await filesUnder(join(dataDir, KEPT_ASIDE_DIRECTORY));
    const keptBlob = keptAside.find((path) => path.includes("broken.txt") && !path.endsWith(".json"));
    expect(keptBlob).toBeDefined();
    expect(await readFile(keptBlob ?? "", "utf8")).toBe("precious bytes");
  });

  it("recovers the previous folder when a rewrite was interrupted between its two renames", async () => {
    const dataDir = await createTemporaryDataDir();
    const first = await start(dataDir);
    const bucket = connectAdminBucket(first.url);
    const file = bucket.file(uniqueObjectName("survivor.txt"));
    await file.save("still here", { resumable: false });
    await first.close();
    // The state a crash leaves right after `storage_export` was renamed aside.
    await rename(
      join(dataDir, STORAGE_EXPORT_DIRECTORY),
      join(dataDir, `.${STORAGE_EXPORT_DIRECTORY}-previous`),
    );

    const loaded = await loadStorageExport(dataDir, silentLogger);
    expect(loaded.objects.map((object) => object.name)).toContain(file.name);
  });

  it("cancels a resumable session that grows past its limit with 413", () => {
    const uploads = new ResumableUploads(1024);
    const session = uploads.start({ bucket: "b", name: "big.bin", metadata: {}, preconditions: {} });
    expect(uploads.receiveChunk(session, { kind: "bytes", start: 0, end: 511 }, Buffer.alloc(512))).toEqual({
      complete: false,
      receivedBytes: 512,
    });
    expect(() =>
      uploads.receiveChunk(session, { kind: "bytes", start: 512, end: 1535 }, Buffer.alloc(1024)),
    ).toThrow(expect.objectContaining({ status: 413 }));
    expect(uploads.get(session.id)).toBeUndefined();
    const declared = uploads.start({ bucket: "b", name: "huge.bin", metadata: {}, preconditions: {} });
    expect(() =>
      uploads.receiveChunk(
        declared,
        { kind: "bytes", start: 0, end: 9, totalSize: 10_000 },
        Buffer.alloc(10),
      ),
    ).toThrow(expect.objectContaining({ status: 413 }));
  });
});
