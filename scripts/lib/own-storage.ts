import { join } from "node:path";
import type { SavedMoment } from "../storage-emulator/persistence";
import { startStorageEmulator } from "../storage-emulator/server";
import { FUNCTIONS_URL, HOST, PORTS, PROJECT_ID, REPO_ROOT } from "./stack";

export type OwnStorageEmulator = Awaited<ReturnType<typeof startStorageEmulator>>;

/** MARKERY_TRIGGER_RUNS_AT_ONCE, when set to a whole number: storage trigger runs at once. */
function localTriggerRunsAtOnce(): number | undefined {
  const asked = Number(process.env.MARKERY_TRIGGER_RUNS_AT_ONCE);
  return Number.isInteger(asked) && asked > 0 ? asked : undefined;
}

/**
 * Our offline Storage emulator on the official port, persisting under the given data folder and,
 * after a crash, put back as it was at the stack's last save of Firestore and Auth.
 */
export function startOwnStorageEmulator(
  dataDir: string | null,
  consistentWith: SavedMoment | null = null,
): Promise<OwnStorageEmulator> {
  return startStorageEmulator({
    host: HOST,
    port: PORTS.storage,
    dataDir: dataDir ?? join(REPO_ROOT, ".cache", "storage-scratch"),
    projectId: PROJECT_ID,
    functionsUrl: FUNCTIONS_URL,
    consistentWith,
    // Browsers' requests are checked against the project's own rules (download tokens aside).
    rulesFile: join(REPO_ROOT, "storage.rules"),
    triggerRunsAtOnce: localTriggerRunsAtOnce(),
    // A buyer waits on an export's download files; its brand kit is made after them.
    triggersFirst: ["makeExportFiles"],
  });
}
