/**
 * Which processes a running `npm start` owns, written when it starts, so that the next start can
 * tell a stack that is still running (refuse, and say so) from the leftovers of one that was
 * killed (its emulators, their Functions workers and the Firestore JVM live on in their process
 * groups holding the ports: stop them, and say so).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { isGroupAlive, isProcessAlive, signalGroups } from "./process-groups";
import { busyPorts, CACHE_DIR } from "./stack";

const StackRecord = z.object({
  /** The start script itself (it also hosts Markery's Storage emulator). */
  startPid: z.number().int(),
  /** firebase-tools' process group: the emulators, the Firestore JVM, the Functions workers. */
  firebaseGroup: z.number().int().nullable(),
  /** Groups firebase-tools' processes started of their own (the Firestore JVM runs detached). */
  detachedGroups: z.array(z.number().int()).default([]),
  dataDir: z.string(),
  startedAt: z.string(),
});
type StackRecord = z.input<typeof StackRecord>;

function recordPath(dataDir: string): string {
  const key = createHash("sha256").update(dataDir).digest("hex").slice(0, 12);
  return join(CACHE_DIR, "stacks", `${key}.json`);
}

export async function writeStackRecord(record: StackRecord): Promise<void> {
  const path = recordPath(record.dataDir);
  await mkdir(join(CACHE_DIR, "stacks"), { recursive: true });
  await writeFile(path, JSON.stringify(record));
}

export async function removeStackRecord(dataDir: string): Promise<void> {
  await rm(recordPath(dataDir), { force: true });
}

export function readStackRecord(dataDir: string): z.output<typeof StackRecord> | null {
  const path = recordPath(dataDir);
  if (!existsSync(path)) return null;
  try {
    const parsed = StackRecord.safeParse(JSON.parse(readFileSync(path, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type StaleStackOutcome =
  | { kind: "none" }
  | { kind: "running"; pid: number }
  | { kind: "stopped"; groups: number[] };

/**
 * A stack of this data folder whose start script is gone but whose emulators are not: stops
 * them (SIGKILL to each of their groups) and waits for the ports. One whose start script still
 * runs is left alone.
 */
export async function stopStaleStack(dataDir: string): Promise<StaleStackOutcome> {
  const record = readStackRecord(dataDir);
  if (!record) return { kind: "none" };
  if (isProcessAlive(record.startPid) && record.startPid !== process.pid)
    return { kind: "running", pid: record.startPid };
  const groups = [
    ...(record.firebaseGroup === null ? [] : [record.firebaseGroup]),
    ...record.detachedGroups,
  ].filter(isGroupAlive);
  if (groups.length === 0) {
    await removeStackRecord(dataDir);
    return { kind: "none" };
  }
  signalGroups(groups, "SIGKILL");
  const deadline = Date.now() + 15_000;
  while ((groups.some(isGroupAlive) || (await busyPorts()).length > 0) && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await removeStackRecord(dataDir);
  return { kind: "stopped", groups };
}
