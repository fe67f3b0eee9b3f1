/**
 * Snapshots of the local stack's data (emulator-data/), kept in emulator-data-backups/:
 *   npm run data:backup [-- <name>]   copy the data now (while npm start runs, after a fresh save)
 *   npm run data:list                 the backups, newest first
 *   npm run data:restore -- <name>    put a backup back (npm start must be stopped)
 *   npm run data:reset [-- --yes]     back to the committed demo data, after a confirmation
 * A restore or a reset first backs up what it replaces, so neither can lose anything.
 */
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { DEMO_DATA_DIR, dataDirectory, METADATA_FILE, readMetadata, replaceDataDir } from "./lib/data-dir";
import { saveStackData } from "./lib/data-saver";
import { REPO_ROOT } from "./lib/stack";
import { readStackRecord } from "./lib/stack-record";

export const BACKUPS_DIR = process.env.MARKERY_BACKUPS_DIR ?? join(REPO_ROOT, "emulator-data-backups");
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/;

function say(line: string): void {
  console.log(`[data] ${line}`);
}

class DataCommandError extends Error {}

function stamp(): string {
  return new Date()
    .toISOString()
    .replace(/[:.]/g, "-")
    .replace(/-\d{3}Z$/, "Z");
}

/** Whether npm start runs for this data folder (its start script is alive). */
function stackRunning(dataDir: string): boolean {
  const record = readStackRecord(dataDir);
  if (!record) return false;
  try {
    process.kill(record.startPid, 0);
    return true;
  } catch {
    return false;
  }
}

async function folderSize(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

export async function backup(dataDir: string, requestedName?: string): Promise<string> {
  const name = requestedName ?? `backup-${stamp()}`;
  if (!NAME.test(name))
    throw new DataCommandError(`"${name}" is not a usable name: letters, digits, . _ - only.`);
  const target = join(BACKUPS_DIR, name);
  if (existsSync(target))
    throw new DataCommandError(`A backup named ${name} exists already: choose another name.`);
  if (!existsSync(join(dataDir, METADATA_FILE)))
    throw new DataCommandError(`${dataDir} holds no data to back up yet.`);
  if (stackRunning(dataDir)) {
    // A running stack: save now, so the backup has its latest work and a matching Storage.
    await saveStackData({ dataDir, storage: null });
    say("Saved the running stack's data first.");
  }
  await mkdir(BACKUPS_DIR, { recursive: true });
  const incoming = `${target}.incoming`;
  await rm(incoming, { recursive: true, force: true });
  // Storage history is only for crash recovery of the running folder.
  await cp(dataDir, incoming, { recursive: true, filter: (source) => !source.includes("storage_history") });
  await cp(incoming, target, { recursive: true });
  await rm(incoming, { recursive: true, force: true });
  return name;
}

export async function listBackups(): Promise<{ name: string; savedAt: string | null; bytes: number }[]> {
  if (!existsSync(BACKUPS_DIR)) return [];
  const backups = [];
  for (const name of await readdir(BACKUPS_DIR)) {
    if (name.endsWith(".incoming")) continue;
    const folder = join(BACKUPS_DIR, name);
    const metadata = await readMetadata(folder);
    backups.push({
      name,
      savedAt: metadata?.markery?.savedAt ?? (await stat(folder)).mtime.toISOString(),
      bytes: await folderSize(folder),
    });
  }
  return backups.sort((a, b) => (b.savedAt ?? "").localeCompare(a.savedAt ?? ""));
}

async function replaceWith(dataDir: string, source: string, what: string): Promise<string | null> {
  if (stackRunning(dataDir))
    throw new DataCommandError("npm start is running: stop it (Ctrl-C), then try again.");
  const safety = existsSync(join(dataDir, METADATA_FILE))
    ? await backup(dataDir, `before-${what}-${stamp()}`)
    : null;
  await replaceDataDir(dataDir, source);
  return safety;
}

export async function restore(dataDir: string, name: string): Promise<string | null> {
  const source = join(BACKUPS_DIR, name);
  if (!NAME.test(name) || !existsSync(join(source, METADATA_FILE))) {
    throw new DataCommandError(`No backup named "${name}". See them with npm run data:list.`);
  }
  return replaceWith(dataDir, source, "restore");
}

export function resetToDemo(dataDir: string): Promise<string | null> {
  return replaceWith(dataDir, DEMO_DATA_DIR, "reset");
}

async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const reader = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await reader.question(`${question} [y/N] `);
  reader.close();
  return /^y(es)?$/i.test(answer.trim());
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const dataDir = dataDirectory();
  switch (command) {
    case "backup": {
      const name = await backup(
        dataDir,
        rest.find((arg) => !arg.startsWith("-")),
      );
      say(`Backed up ${dataDir} as "${name}". Put it back with: npm run data:restore -- ${name}`);
      return;
    }
    case "list": {
      const backups = await listBackups();
      if (backups.length === 0) say(`No backups yet in ${BACKUPS_DIR}. Make one with npm run data:backup.`);
      for (const { name, savedAt, bytes } of backups) {
        console.log(`  ${name.padEnd(48)} ${savedAt ?? "?"}  ${(bytes / 1024 / 1024).toFixed(1)} MB`);
      }
      return;
    }
    case "restore": {
      const name = rest.find((arg) => !arg.startsWith("-"));
      if (!name)
        throw new DataCommandError("Which backup? npm run data:restore -- <name> (see npm run data:list).");
      const safety = await restore(dataDir, name);
      say(`Restored "${name}".${safety ? ` What it replaced is kept as "${safety}".` : ""}`);
      return;
    }
    case "reset": {
      const sure =
        rest.includes("--yes") ||
        (await confirmed(
          `Replace your local data (${dataDir}) with the demo data? What is there now is backed up first.`,
        ));
      if (!sure) {
        say("Nothing changed. (Run it in a terminal to answer, or add --yes.)");
        process.exitCode = 1;
        return;
      }
      const safety = await resetToDemo(dataDir);
      say(`Back to the demo data.${safety ? ` Your previous data is kept as "${safety}".` : ""}`);
      return;
    }
    default:
      throw new DataCommandError(
        "Use: npm run data:backup | data:list | data:restore -- <name> | data:reset",
      );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[data] ${error instanceof DataCommandError ? error.message : String(error)}`);
    process.exit(1);
  });
}
