/** Shared set-up for the tests that drive the emulator through the real SDKs. */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Bucket } from "@google-cloud/storage";
import { initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { identifyAsEmulatorAdmin } from "../../functions/src/providers/file-store/emulator-admin-identity";
import type { Logger } from "./logger";
import { type StorageEmulatorHandle, type StorageEmulatorOptions, startStorageEmulator } from "./server";

/** Tests read what the emulator did from its answers, not from its log. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, debug: () => {} };

export const TEST_PROJECT_ID = "demo-x";
export const TEST_BUCKET = `${TEST_PROJECT_ID}.appspot.com`;

const temporaryDataDirs: string[] = [];

export async function createTemporaryDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), "markery-storage-emulator-"));
  temporaryDataDirs.push(dataDir);
  return dataDir;
}

/** For afterAll: removes every folder createTemporaryDataDir made in this test file. */
export async function removeTemporaryDataDirs(): Promise<void> {
  const dataDirs = temporaryDataDirs.splice(0);
  await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true, maxRetries: 3 })));
}

/** Ephemeral port, its own data dir, and no trigger events unless a test asks for them. */
export function startTestEmulator(options: StorageEmulatorOptions = {}): Promise<StorageEmulatorHandle> {
  return startStorageEmulator({
    port: 0,
    projectId: TEST_PROJECT_ID,
    functionsUrl: null,
    logger: silentLogger,
    ...options,
  });
}

/**
 * The default bucket exactly as Markery's functions reach it: firebase-admin's
 * `getStorage().bucket()`, pointed at the emulator by STORAGE_EMULATOR_HOST, which
 * `@google-cloud/storage` reads when the client is created, and known to the emulator as the
 * admin SDK by the same header the API's client sends.
 */
export function connectAdminBucket(
  emulatorUrl: string,
  projectId = TEST_PROJECT_ID,
  bucketName = `${projectId}.appspot.com`,
): Bucket {
  process.env.STORAGE_EMULATOR_HOST = emulatorUrl;
  const app = initializeApp(
    { projectId, storageBucket: `${projectId}.appspot.com` },
    `storage-emulator-test-${randomUUID()}`,
  );
  const bucket = getStorage(app).bucket(bucketName);
  identifyAsEmulatorAdmin(bucket);
  return bucket;
}

/** The admin SDK's credential, for tests that send raw requests as the admin. */
export const ADMIN_HEADERS = { Authorization: "Bearer owner" } as const;

/** Object names unique per test, so tests never depend on each other's data. */
export function uniqueObjectName(suffix: string): string {
  return `tests/${randomUUID()}/${suffix}`;
}
