/**
 * Objects must survive restarts, and the wipe that `firebase emulators:start
 * --export-on-exit` does to the data dir when it stops.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { computeCrc32c } from "./crc32c";
import { computeMd5Base64 } from "./object-model";
import { diskNameForObject } from "./persistence";
import type { StorageEmulatorHandle } from "./server";
import {
  connectAdminBucket,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  startTestEmulator,
  TEST_BUCKET,
  uniqueObjectName,
} from "./test-support";

const runningEmulators: StorageEmulatorHandle[] = [];

async function startTracked(dataDir: string, port = 0): Promise<StorageEmulatorHandle> {
  const emulator = await startTestEmulator({ dataDir, port });
  runningEmulators.push(emulator);
  return emulator;
}

afterEach(async () => {
  await Promise.all(runningEmulators.splice(0).map((emulator) => emulator.close()));
});

afterAll(removeTemporaryDataDirs);

describe("persistence", () => {
  it("keeps objects, metadata and download tokens across a restart", async () => {
    const dataDir = await createTemporaryDataDir();
    const firstRun = await startTracked(dataDir);
    const bucket = connectAdminBucket(firstRun.url);
    const file = bucket.file(uniqueObjectName("kept.png"));
    const bytes = randomBytes(10_000);
    await file.save(bytes, {
      resumable: false,
      contentType: "image/png",
      metadata: { metadata: { plan: "pro" } },
    });
    const [before] = await file.getMetadata();
    await firstRun.close();

    // Same port, so the SDK client created above keeps working.
    await startTracked(dataDir, firstRun.port);
    const [after] = await file.getMetadata();
    expect(after).toMatchObject({
      contentType: "image/png",
      generation: before.generation,
      md5Hash: before.md5Hash,
      crc32c: before.crc32c,
      metadata: { plan: "pro" },
    });
    const [downloaded] = await file.download({ validation: "crc32c" });
    expect(downloaded.equals(bytes)).toBe(true);

    // New objects after a restart get newer generations than the loaded ones.
    const newer = bucket.file(uniqueObjectName("newer.txt"));
    await newer.save("x", { resumable: false });
    const [newerMetadata] = await newer.getMetadata();
    expect(BigInt(newerMetadata.generation ?? 0)).toBeGreaterThan(BigInt(before.generation ?? 0));
  });

  it("forgets deleted objects across a restart", async () => {
    const dataDir = await createTemporaryDataDir();
    const firstRun = await startTracked(dataDir);
    const bucket = connectAdminBucket(firstRun.url);
    const file = bucket.file(uniqueObjectName("deleted.txt"));
    await file.save("gone soon", { resumable: false });
    await file.delete();
    await firstRun.close();

    await startTracked(dataDir, firstRun.port);
    expect((await file.exists())[0]).toBe(false);
  });

  it("recreates everything on flush after firebase wiped the data dir, and registers in its metadata", async () => {
    const dataDir = await createTemporaryDataDir();
    const emulator = await startTracked(dataDir);
    const bucket = connectAdminBucket(emulator.url);
    // "a" and "a/b" would clash as file and folder in a name-per-path layout.
    const folder = uniqueObjectName("");
    const names = [`${folder}a`, `${folder}a/b`, `${folder}A`];
    for (const name of names) await bucket.file(name).save(`content of ${name}`, { resumable: false });

    // Let the write-through finish first, so the wipe below does not race with it.
    await emulator.flushToDisk();
    // What --export-on-exit leaves behind: a fresh folder holding only firebase's export.
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(join(dataDir, "auth_export"), { recursive: true });
    const firebaseMetadata = { version: "15.34.2", auth: { version: "15.34.2", path: "auth_export" } };
    await writeFile(join(dataDir, "firebase-export-metadata.json"), JSON.stringify(firebaseMetadata));

    await emulator.flushToDisk();

    const exportDir = join(dataDir, "storage_export");
    expect(JSON.parse(await readFile(join(exportDir, "buckets.json"), "utf8"))).toEqual({
      buckets: [{ id: TEST_BUCKET }],
    });
    for (const name of names) {
      const relativePath = join(encodeURIComponent(TEST_BUCKET), diskNameForObject(name));
      const blob = await readFile(join(exportDir, "blobs", relativePath));
      expect(blob.toString()).toBe(`content of ${name}`);
      const metadata = JSON.parse(
        await readFile(join(exportDir, "metadata", `${relativePath}.json`), "utf8"),
      );
      // The fields firebase-tools' StoredFileMetadata.fromJSON needs to import the file.
      expect(metadata).toMatchObject({
        name,
        bucket: TEST_BUCKET,
        size: blob.length,
        md5Hash: computeMd5Base64(blob),
        crc32c: String(computeCrc32c(blob)),
      });
    }
    expect(JSON.parse(await readFile(join(dataDir, "firebase-export-metadata.json"), "utf8"))).toEqual({
      ...firebaseMetadata,
      storage: { version: "15.34.2", path: "storage_export" },
    });
    expect(existsSync(join(dataDir, "auth_export"))).toBe(true);
    expect((await readdir(dataDir)).filter((entry) => entry.startsWith("."))).toEqual([]);

    await emulator.close();
    const restarted = await startTracked(dataDir);
    const restartedBucket = connectAdminBucket(restarted.url);
    const [files] = await restartedBucket.getFiles({ prefix: folder });
    expect(files.map((file) => file.name).sort()).toEqual([...names].sort());
  });

  it("imports an export written by the official emulator (UUID file names) and normalises it", async () => {
    const dataDir = await createTemporaryDataDir();
    const exportDir = join(dataDir, "storage_export");
    const bytes = Buffer.from("official");
    const diskName = "0b5cbd4e-6f0a-4f3e-9d55-0d1c6f3f8a11";
    await mkdir(join(exportDir, "metadata"), { recursive: true });
    await mkdir(join(exportDir, "blobs"), { recursive: true });
    await writeFile(join(exportDir, "buckets.json"), JSON.stringify({ buckets: [{ id: TEST_BUCKET }] }));
    await writeFile(join(exportDir, "blobs", diskName), bytes);
    await writeFile(
      join(exportDir, "metadata", `${diskName}.json`),
      JSON.stringify({
        name: "logos/official.txt",
        bucket: TEST_BUCKET,
        metageneration: 2,
        generation: 1732204800000,
        contentType: "text/plain",
        storageClass: "STANDARD",
        downloadTokens: ["token-1"],
        etag: "someEtag",
        customMetadata: { source: "official" },
        timeCreated: "2024-11-21T16:00:00.000Z",
        updated: "2024-11-21T16:00:00.000Z",
        size: bytes.length,
        md5Hash: computeMd5Base64(bytes),
        crc32c: String(computeCrc32c(bytes)),
      }),
    );

    const emulator = await startTracked(dataDir);
    const response = await fetch(
      `${emulator.url}/v0/b/${TEST_BUCKET}/o/${encodeURIComponent("logos/official.txt")}?alt=media&token=token-1`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("official");
    expect(existsSync(join(exportDir, "blobs", diskName))).toBe(false);
    const normalisedBlob = join(
      exportDir,
      "blobs",
      encodeURIComponent(TEST_BUCKET),
      diskNameForObject("logos/official.txt"),
    );
    expect(existsSync(normalisedBlob)).toBe(true);
  });
});
