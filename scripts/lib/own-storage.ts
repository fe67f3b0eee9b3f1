import { join } from "node:path";
import { startStorageEmulator } from "../storage-emulator/server";
import { FUNCTIONS_URL, HOST, PORTS, PROJECT_ID, REPO_ROOT } from "./stack";

export type OwnStorageEmulator = Awaited<ReturnType<typeof startStorageEmulator>>;

/** Our offline Storage emulator on the official port, persisting under the given data folder. */
export function startOwnStorageEmulator(dataDir: string | null): Promise<OwnStorageEmulator> {
  return startStorageEmulator({
    host: HOST,
    port: PORTS.storage,
    dataDir: dataDir ?? join(REPO_ROOT, ".cache", "storage-scratch"),
    projectId: PROJECT_ID,
    functionsUrl: FUNCTIONS_URL,
    // Browsers' requests are checked against the project's own rules (download tokens aside).
    rulesFile: join(REPO_ROOT, "storage.rules"),
  });
}
