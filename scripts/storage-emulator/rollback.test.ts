/**
 * After a crash the stack reloads Firestore and Auth from their last save, so Storage must look
 * as it did then: every replaced or deleted object comes back as it was, objects made after the
 * save are set aside, and history the next save no longer needs is dropped.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ROLLED_BACK_DIRECTORY, type SavedMoment } from "./persistence";
import type { StorageEmulatorHandle } from "./server";
import {
  connectAdminBucket,
  createTemporaryDataDir,
  removeTemporaryDataDirs,
  startTestEmulator,
  uniqueObjectName,
} from "./test-support";

const running: StorageEmulatorHandle[] = [];

async function start(dataDir: string, port: number, consistentWith: SavedMoment | null) {
  const emulator = await startTestEmulator({ dataDir, port, consistentWith });
  running.push(emulator);
  return emulator;
}

const tick = () => new Promise((wait) => setTimeout(wait, 20));

afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
});
afterAll(removeTemporaryDataDirs);

describe("rolling Storage back to the stack's last save", () => {
  it("restores replaced and deleted objects, sets newer ones aside and keeps the rest", async () => {
    const dataDir = await createTemporaryDataDir();
    const first = await start(dataDir, 0, null);
    const bucket = connectAdminBucket(first.url);
    const untouched = bucket.file(uniqueObjectName("untouched.txt"));
    const replaced = bucket.file(uniqueObjectName("replaced.txt"));
    const deleted = bucket.file(uniqueObjectName("deleted.txt"));
    const newer = bucket.file(uniqueObjectName("newer.txt"));
    for (const [file, text] of [
      [untouched, "untouched"],
      [replaced, "as saved"],
      [deleted, "deleted later"],
    ] as const) {
      await file.save(Buffer.from(text), { resumable: false, contentType: "text/plain" });
    }
    await tick();
    const saved: SavedMoment = { from: new Date(), until: new Date() };
    await tick();
    await replaced.save(Buffer.from("written after the save"), {
      resumable: false,
      contentType: "text/plain",
    });
    await deleted.delete();
    await newer.save(Buffer.from("made after the save"), { resumable: false, contentType: "text/plain" });
    // The process dies here: every change above is already on disk.
    await first.close();

    await start(dataDir, first.port, saved);
    expect((await untouched.download())[0].toString()).toBe("untouched");
    expect((await replaced.download())[0].toString()).toBe("as saved");
    expect((await deleted.download())[0].toString()).toBe("deleted later");
    expect((await newer.exists())[0]).toBe(false);
    // Newer work is set aside, not destroyed.
    const aside = await readdir(join(dataDir, ROLLED_BACK_DIRECTORY));
    expect(aside).toHaveLength(1);
    expect(existsSync(join(dataDir, "storage_history"))).toBe(false);
  });

  it("changes nothing when nothing happened after the save (a clean stop)", async () => {
    const dataDir = await createTemporaryDataDir();
    const first = await start(dataDir, 0, null);
    const bucket = connectAdminBucket(first.url);
    const file = bucket.file(uniqueObjectName("kept.txt"));
    await file.save(Buffer.from("v1"), { resumable: false, contentType: "text/plain" });
    await file.save(Buffer.from("v2"), { resumable: false, contentType: "text/plain" });
    await tick();
    const saved: SavedMoment = { from: new Date(), until: new Date() };
    await first.close();
    await start(dataDir, first.port, saved);
    expect((await file.download())[0].toString()).toBe("v2");
    expect(existsSync(join(dataDir, ROLLED_BACK_DIRECTORY))).toBe(false);
  });

  it("drops history older than a save, which no roll-back can need", async () => {
    const dataDir = await createTemporaryDataDir();
    const first = await start(dataDir, 0, null);
    const bucket = connectAdminBucket(first.url);
    const file = bucket.file(uniqueObjectName("history.txt"));
    await file.save(Buffer.from("v1"), { resumable: false, contentType: "text/plain" });
    await file.save(Buffer.from("v2"), { resumable: false, contentType: "text/plain" });
    await tick();
    await first.discardHistoryBefore(new Date());
    const history = join(dataDir, "storage_history");
    const left = existsSync(history) ? await readdir(history, { recursive: true }) : [];
    expect(left.filter((name) => String(name).endsWith(".blob"))).toEqual([]);
  });
});
