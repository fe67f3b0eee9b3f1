/**
 * Where the local stack keeps its data, and how it keeps it safe.
 *
 *   emulator-data/                          the user's data (git-ignored), imported by npm start
 *     firebase-export-metadata.json         points at the current snapshot; replaced atomically
 *     snapshots/<id>/{auth,firestore}_export  Firestore and Auth as of one save (the hub's export)
 *     storage_export/                       Markery's Storage emulator writes through to here
 *     storage_history/                      versions a save may still need (persistence.ts)
 *   scripts/seed/demo-data/                 the committed demo data, copied on the first start
 *
 * A save exports Firestore and Auth into a new snapshot folder, then switches the metadata file
 * to it in one rename: a crash at any moment leaves the previous complete snapshot in use, and
 * firebase-tools never replaces the folder (the stack runs without --export-on-exit).
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { z } from "zod";
import { REPO_ROOT } from "./stack";

export const DEMO_DATA_DIR = join(REPO_ROOT, "scripts", "seed", "demo-data");
export const METADATA_FILE = "firebase-export-metadata.json";
export const SNAPSHOTS_DIRECTORY = "snapshots";
const PREVIOUS_SUFFIX = ".replaced";

/** `MARKERY_DATA_DIR` moves it (the crash tests run on a copy); else emulator-data/. */
export function dataDirectory(): string {
  const configured = process.env.MARKERY_DATA_DIR?.trim();
  return configured ? resolve(configured) : join(REPO_ROOT, "emulator-data");
}

const SavedMetadata = z
  .object({
    markery: z
      .object({ savedFrom: z.iso.datetime(), savedAt: z.iso.datetime(), contentHash: z.string().optional() })
      .optional(),
  })
  .passthrough();
type SavedMetadata = z.infer<typeof SavedMetadata>;

export async function readMetadata(dataDir: string): Promise<SavedMetadata | null> {
  const path = join(dataDir, METADATA_FILE);
  if (!existsSync(path)) return null;
  const parsed = SavedMetadata.safeParse(JSON.parse(await readFile(path, "utf8")));
  return parsed.success ? parsed.data : null;
}

/** The moment of the last save, which Storage is rolled back to at start; null before any save. */
export async function readSavedMoment(dataDir: string): Promise<{ from: Date; until: Date } | null> {
  const saved = (await readMetadata(dataDir))?.markery;
  return saved ? { from: new Date(saved.savedFrom), until: new Date(saved.savedAt) } : null;
}

/** Writes the metadata file with write-then-rename: readers see the old file or the new one. */
export async function writeMetadata(dataDir: string, metadata: Record<string, unknown>): Promise<void> {
  const path = join(dataDir, METADATA_FILE);
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, JSON.stringify(metadata, undefined, 2));
  await rename(temporary, path);
}

/** The folders the metadata file names (relative to the data dir). */
function referencedFolders(metadata: Record<string, unknown>): Set<string> {
  const folders = new Set<string>();
  for (const value of Object.values(metadata)) {
    if (typeof value === "object" && value !== null && "path" in value && typeof value.path === "string") {
      folders.add(
        value.path.split("/")[0] === SNAPSHOTS_DIRECTORY
          ? value.path.split("/").slice(0, 2).join("/")
          : value.path,
      );
    }
  }
  return folders;
}

/**
 * Removes what an interrupted save, restore or crash left behind: snapshot folders and
 * top-level exports the metadata no longer names, and temporary files. Returns what it removed.
 */
export async function removeLeftovers(dataDir: string): Promise<string[]> {
  const metadata = await readMetadata(dataDir);
  if (!metadata) return [];
  const keep = referencedFolders(metadata);
  const removed: string[] = [];
  const snapshots = join(dataDir, SNAPSHOTS_DIRECTORY);
  if (existsSync(snapshots)) {
    for (const name of await readdir(snapshots)) {
      if (keep.has(`${SNAPSHOTS_DIRECTORY}/${name}`)) continue;
      await rm(join(snapshots, name), { recursive: true, force: true });
      removed.push(`${SNAPSHOTS_DIRECTORY}/${name}`);
    }
  }
  for (const name of await readdir(dataDir)) {
    const stale =
      name.endsWith(".tmp") || (["auth_export", "firestore_export"].includes(name) && !keep.has(name));
    if (!stale) continue;
    await rm(join(dataDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  // The hub exports through a temporary folder in the folder firebase-tools runs from.
  for (const name of await readdir(REPO_ROOT)) {
    if (!name.startsWith("firebase-export-")) continue;
    await rm(join(REPO_ROOT, name), { recursive: true, force: true });
    removed.push(relative(REPO_ROOT, join(REPO_ROOT, name)));
  }
  return removed;
}

/** Copies a data folder (a backup, the demo data) into place without ever leaving none there. */
export async function replaceDataDir(dataDir: string, source: string): Promise<void> {
  const incoming = `${dataDir}.incoming-${randomUUID().slice(0, 8)}`;
  await cp(source, incoming, { recursive: true });
  const previous = `${dataDir}${PREVIOUS_SUFFIX}`;
  await rm(previous, { recursive: true, force: true });
  if (existsSync(dataDir)) await rename(dataDir, previous);
  await rename(incoming, dataDir);
  await rm(previous, { recursive: true, force: true });
}

/**
 * The data folder, ready to import: the demo data on a first start; the previous folder again
 * when a replacement was cut off between its two renames. Returns what it did, to say so.
 */
export async function prepareDataDir(dataDir: string): Promise<string[]> {
  const notes: string[] = [];
  const previous = `${dataDir}${PREVIOUS_SUFFIX}`;
  if (!existsSync(dataDir) && existsSync(previous)) {
    await rename(previous, dataDir);
    notes.push(`Put back ${relative(REPO_ROOT, dataDir)}/ from a replacement that was interrupted.`);
  }
  if (!existsSync(join(dataDir, METADATA_FILE))) {
    if (existsSync(dataDir) && (await readdir(dataDir)).some((name) => name !== "storage_export")) {
      throw new Error(
        `${dataDir} has data but no ${METADATA_FILE}: restore a backup (npm run data:restore) or move it aside.`,
      );
    }
    await mkdir(dataDir, { recursive: true });
    await cp(DEMO_DATA_DIR, dataDir, { recursive: true, force: false, errorOnExist: false });
    notes.push(`First start: copied the demo data into ${dataDir}.`);
  }
  for (const name of await readdir(dirname(dataDir))) {
    if (name.startsWith(`${basename(dataDir)}.incoming-`))
      await rm(join(dirname(dataDir), name), { recursive: true, force: true });
  }
  const removed = await removeLeftovers(dataDir);
  if (removed.length > 0) notes.push(`Cleaned up what an interrupted run left: ${removed.join(", ")}.`);
  return notes;
}
