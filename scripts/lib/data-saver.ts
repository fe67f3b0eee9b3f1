/**
 * Saves Firestore and Auth while the stack runs, a few seconds after they change, through the
 * emulator hub's export (the call behind `firebase emulators:export`). Each save goes to a new
 * snapshot folder and becomes current with one atomic rename of the metadata file (data-dir.ts),
 * so a crash mid-save leaves the previous save. Markery's Storage emulator writes through on its
 * own; after each save it may forget the old versions kept for a roll-back to an earlier one.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { METADATA_FILE, readMetadata, removeLeftovers, SNAPSHOTS_DIRECTORY, writeMetadata } from "./data-dir";
import { HOST, PORTS } from "./stack";

/** How often the stack saves: with a save taking well under a second, work is safe within 15 s. */
export const SAVE_INTERVAL_MS = Number(process.env.MARKERY_SAVE_INTERVAL_MS ?? 5_000);
const EXPORT_TIMEOUT_MS = 60_000;

interface SaveOptions {
  dataDir: string;
  /** Markery's Storage emulator, when it runs: its objects stay in storage_export/. */
  storage: { discardHistoryBefore(time: Date): Promise<void> } | null;
  hubUrl?: string;
}

async function hashFolder(folder: string): Promise<string> {
  const hash = createHash("sha256");
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(file.slice(folder.length));
    hash.update(await readFile(file));
  }
  return hash.digest("hex");
}

type SaveResult = "saved" | "unchanged";

/** One save: Firestore and Auth exported and made current, Storage history trimmed. */
export async function saveStackData(options: SaveOptions): Promise<SaveResult> {
  const { dataDir, storage } = options;
  const hubUrl = options.hubUrl ?? `http://${HOST}:${PORTS.hub}`;
  const snapshotName = `${Date.now()}-${randomUUID().slice(0, 8)}`;
  const snapshotPath = join(dataDir, SNAPSHOTS_DIRECTORY, snapshotName);
  // The hub creates the snapshot folder itself, but not its parents.
  await mkdir(join(dataDir, SNAPSHOTS_DIRECTORY), { recursive: true });
  const savedFrom = new Date();
  const response = await fetch(`${hubUrl}/_admin/export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: snapshotPath, initiatedBy: "markery-start" }),
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  if (!response.ok)
    throw new Error(`the emulator hub's export answered ${response.status}: ${await response.text()}`);
  const savedAt = new Date();

  const exported = await readMetadata(snapshotPath);
  if (!exported) throw new Error(`the emulator hub wrote no ${METADATA_FILE} in ${snapshotPath}`);
  const { [METADATA_FILE]: _ignored, ...sections } = exported as Record<string, unknown>;
  const contentHash = await hashFolder(snapshotPath);
  const current = await readMetadata(dataDir);
  const unchanged = current?.markery?.contentHash === contentHash;

  const metadata: Record<string, unknown> = unchanged ? { ...current } : {};
  if (!unchanged) {
    // Every path the hub wrote is relative to the snapshot; the metadata lives one level up.
    for (const [key, value] of Object.entries(sections)) {
      metadata[key] =
        typeof value === "object" && value !== null && "path" in value && typeof value.path === "string"
          ? {
              ...value,
              path: `${SNAPSHOTS_DIRECTORY}/${snapshotName}/${value.path}`,
              ...("metadata_file" in value && typeof value.metadata_file === "string"
                ? { metadata_file: `${SNAPSHOTS_DIRECTORY}/${snapshotName}/${value.metadata_file}` }
                : {}),
            }
          : value;
    }
    if (storage && existsSync(join(dataDir, "storage_export"))) {
      metadata.storage = { version: metadata.version ?? "unknown", path: "storage_export" };
    }
  }
  metadata.markery = { savedFrom: savedFrom.toISOString(), savedAt: savedAt.toISOString(), contentHash };
  await writeMetadata(dataDir, metadata);
  if (unchanged) await rm(snapshotPath, { recursive: true, force: true });
  else await removeLeftovers(dataDir);
  // A roll-back goes back to this save at the earliest: older versions are no longer needed.
  await storage?.discardHistoryBefore(savedFrom);
  return unchanged ? "unchanged" : "saved";
}

/** Saves every SAVE_INTERVAL_MS until stopped, one save at a time; each new failure is reported once. */
export function saveEvery(
  options: SaveOptions,
  report: (line: string) => void,
  intervalMs = SAVE_INTERVAL_MS,
) {
  let stopped = false;
  let lastFailure = "";
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = saveStackData(options)
        .then(() => {
          if (lastFailure) report("Saving emulator data works again.");
          lastFailure = "";
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (message !== lastFailure) report(`Could not save emulator data (will try again): ${message}`);
          lastFailure = message;
        })
        .finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    /** Stops saving and waits for a save under way. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
