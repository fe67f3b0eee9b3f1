/**
 * Keeps `<data-dir>/storage_export/` in the official Storage emulator's export layout:
 *
 *   storage_export/buckets.json                       {"buckets":[{"id":"..."}]}
 *   storage_export/metadata/<bucket>/<disk name>.json  object metadata (export-format.ts)
 *   storage_export/blobs/<bucket>/<disk name>          object bytes
 *
 * firebase-tools reads any path under metadata/ and finds the blob at the same relative
 * path under blobs/, so nested folders per bucket import fine. The disk name is one path
 * segment per object (see `diskNameForObject`).
 *
 * Every change is written through at once (write, then rename), so a crash loses at most the
 * change under way. The version an overwrite or a delete replaces is kept in
 * `<data-dir>/storage_history/` until the stack's next save of Firestore and Auth no longer needs
 * it: after a crash, `rollBackTo` puts Storage back to the moment of that save, so documents and
 * files agree again (see `loadStorageExport`). `rewriteAll` rebuilds the folder from memory, for
 * an export in another layout and for scripts that let firebase-tools replace the data dir.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { computeCrc32c } from "./crc32c";
import {
  ExportFormatError,
  type ImportedObjectFields,
  parseExportedMetadata,
  toExportedMetadataJson,
} from "./export-format";
import type { Logger } from "./logger";
import { computeMd5Base64, type StoredObject } from "./object-model";

export const STORAGE_EXPORT_DIRECTORY = "storage_export";
/** Replaced and deleted versions, kept until the stack's next save no longer needs them. */
const STORAGE_HISTORY_DIRECTORY = "storage_history";
/** Objects made after the last save of a stack that crashed, set aside at the next start. */
export const ROLLED_BACK_DIRECTORY = "storage_rolled_back";
const EXPORT_METADATA_FILE = "firebase-export-metadata.json";
const READABLE_PART_MAX_LENGTH = 150;

interface StorageSnapshot {
  buckets: string[];
  objects: StoredObject[];
}

/**
 * One file name per object: readable (the URL-encoded name, so `a` and `a/b` or `dir/`
 * never clash as file and folder) plus a hash of the exact name (so names differing only
 * in case stay apart on case-insensitive disks, and long names stay under file-name limits).
 */
export function diskNameForObject(objectName: string): string {
  // `*` is left alone by encodeURIComponent but is not allowed in Windows file names.
  const readablePart = encodeURIComponent(objectName)
    .replaceAll("*", "%2A")
    .slice(0, READABLE_PART_MAX_LENGTH);
  const nameHash = createHash("sha256").update(objectName).digest("hex").slice(0, 16);
  return `${readablePart}.${nameHash}`;
}

function bucketDirectoryName(bucket: string): string {
  return encodeURIComponent(bucket);
}

function objectPaths(exportDirectory: string, bucket: string, objectName: string) {
  const relativePath = join(bucketDirectoryName(bucket), diskNameForObject(objectName));
  return {
    relativePath,
    blobPath: join(exportDirectory, "blobs", relativePath),
    metadataPath: `${join(exportDirectory, "metadata", relativePath)}.json`,
  };
}

interface LoadedStorageExport extends StorageSnapshot {
  /** True when files were not where this server would write them (e.g. an official export). */
  needsRewrite: boolean;
}

export async function loadStorageExport(dataDir: string, logger: Logger): Promise<LoadedStorageExport> {
  const exportDirectory = join(dataDir, STORAGE_EXPORT_DIRECTORY);
  await recoverInterruptedSwap(dataDir, logger);
  const objects: StoredObject[] = [];
  let needsRewrite = false;
  const buckets = new Set<string>();
  try {
    for (const bucket of await readBucketList(join(exportDirectory, "buckets.json"))) buckets.add(bucket);
  } catch (error) {
    // The objects' own metadata names their buckets, so a broken list loses nothing.
    logger.warn(`ignoring unreadable ${join(exportDirectory, "buckets.json")}: ${String(error)}`);
    needsRewrite = true;
  }

  const metadataDirectory = join(exportDirectory, "metadata");
  for (const metadataPath of await listFilesRecursively(metadataDirectory)) {
    if (!metadataPath.endsWith(".json")) continue;
    const relativePath = relative(metadataDirectory, metadataPath).slice(0, -".json".length);
    const blobPath = join(exportDirectory, "blobs", relativePath);
    let fields: ImportedObjectFields;
    let bytes: Buffer;
    try {
      fields = parseExportedMetadata(await readFile(metadataPath, "utf8"));
      bytes = await readFile(blobPath);
    } catch (error) {
      const reason =
        error instanceof ExportFormatError || error instanceof SyntaxError ? error.message : error;
      // Never lost: the rewrite below rebuilds the folder from what could be read, so the files
      // of an object that could not be read are copied aside first, for a person to look at.
      const keptAt = await keepAside(dataDir, exportDirectory, metadataPath, blobPath);
      logger.warn(`could not read ${metadataPath} (${String(reason)}); its files are kept in ${keptAt}`);
      needsRewrite = true;
      continue;
    }
    const object = withRecomputedHashes(fields, bytes);
    objects.push(object);
    buckets.add(object.bucket);
    const canonicalPath = objectPaths(exportDirectory, object.bucket, object.name).relativePath;
    if (canonicalPath.split(sep).join("/") !== relativePath.split(sep).join("/")) needsRewrite = true;
  }
  return { buckets: [...buckets], objects, needsRewrite };
}

/** The bytes are the truth: hashes are recomputed so a replaced blob stays downloadable. */
function withRecomputedHashes(fields: ImportedObjectFields, bytes: Buffer): StoredObject {
  return { ...fields, bytes, md5Hash: computeMd5Base64(bytes), crc32c: computeCrc32c(bytes) };
}

async function readBucketList(bucketsFile: string): Promise<string[]> {
  if (!existsSync(bucketsFile)) return [];
  const parsed: unknown = JSON.parse(await readFile(bucketsFile, "utf8"));
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    !("buckets" in parsed) ||
    !Array.isArray(parsed.buckets)
  ) {
    return [];
  }
  return parsed.buckets.flatMap((bucket: unknown) =>
    typeof bucket === "object" && bucket !== null && "id" in bucket && typeof bucket.id === "string"
      ? [bucket.id]
      : [],
  );
}

async function listFilesRecursively(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Serialises all disk writes on one queue, so a slow write of an old version can never
 * land after a newer one, and a full rewrite sees every earlier change.
 */
export class StorageExportWriter {
  private queue: Promise<void> = Promise.resolve();
  private readonly exportDirectory: string;

  constructor(
    private readonly dataDir: string,
    private readonly takeSnapshot: () => StorageSnapshot,
    private readonly logger: Logger,
  ) {
    this.exportDirectory = join(dataDir, STORAGE_EXPORT_DIRECTORY);
  }

  /** Writes the object's metadata, and its bytes when they changed or are missing on disk. */
  saveObject(object: StoredObject, options: { bytesChanged: boolean }): void {
    // The moment of the change, not of the (queued) write, is what a roll-back compares.
    const replacedAt = Date.now();
    void this.enqueue(`save ${object.bucket}/${object.name}`, async () => {
      const paths = objectPaths(this.exportDirectory, object.bucket, object.name);
      if (options.bytesChanged) await this.keepPreviousVersion(object.bucket, object.name, replacedAt);
      if (options.bytesChanged || !existsSync(paths.blobPath)) {
        await writeFileAtomically(paths.blobPath, object.bytes);
      }
      // Metadata last: a metadata file on disk always has its blob next to it.
      await writeFileAtomically(paths.metadataPath, toExportedMetadataJson(object));
      await this.writeBucketList(this.exportDirectory, this.takeSnapshot().buckets);
    });
  }

  removeObject(bucket: string, objectName: string): void {
    const replacedAt = Date.now();
    void this.enqueue(`remove ${bucket}/${objectName}`, async () => {
      await this.keepPreviousVersion(bucket, objectName, replacedAt);
      const paths = objectPaths(this.exportDirectory, bucket, objectName);
      await rm(paths.metadataPath, { force: true });
      await rm(paths.blobPath, { force: true });
    });
  }

  /**
   * Moves the object's current files on disk into the history, stamped with when they were
   * replaced, so that a roll-back to an earlier save can put them back.
   */
  private async keepPreviousVersion(bucket: string, objectName: string, replacedAt: number): Promise<void> {
    const paths = objectPaths(this.exportDirectory, bucket, objectName);
    if (!existsSync(paths.metadataPath) || !existsSync(paths.blobPath)) return;
    const folder = join(this.dataDir, STORAGE_HISTORY_DIRECTORY, paths.relativePath);
    await mkdir(folder, { recursive: true });
    const stamp = `${replacedAt}-${randomUUID().slice(0, 8)}`;
    // Metadata first: a history entry is complete only once its blob is there too.
    await rename(paths.metadataPath, join(folder, `${stamp}.json`));
    await rename(paths.blobPath, join(folder, `${stamp}.blob`));
  }

  /** Drops the history of versions replaced before `time`: no roll-back can need them now. */
  discardHistoryBefore(time: Date): Promise<void> {
    return this.enqueue("discard old versions", () =>
      discardHistory(
        join(this.dataDir, STORAGE_HISTORY_DIRECTORY),
        (replacedAt) => replacedAt < time.getTime(),
      ),
    );
  }

  saveBucketList(): void {
    void this.enqueue("save buckets.json", () =>
      this.writeBucketList(this.exportDirectory, this.takeSnapshot().buckets),
    );
  }

  /**
   * Rebuilds storage_export/ from memory in a temporary folder and swaps it in, then makes
   * sure firebase's export metadata points at it. Safe to call after the data dir was wiped.
   */
  rewriteAll(): Promise<void> {
    return this.enqueue("rewrite storage_export", async () => {
      const { buckets, objects } = this.takeSnapshot();
      const temporaryDirectory = join(this.dataDir, `.${STORAGE_EXPORT_DIRECTORY}-${randomUUID()}`);
      try {
        await mkdir(join(temporaryDirectory, "blobs"), { recursive: true });
        await mkdir(join(temporaryDirectory, "metadata"), { recursive: true });
        for (const object of objects) {
          const paths = objectPaths(temporaryDirectory, object.bucket, object.name);
          await writeFileWithFolders(paths.blobPath, object.bytes);
          await writeFileWithFolders(paths.metadataPath, toExportedMetadataJson(object));
        }
        await this.writeBucketList(temporaryDirectory, buckets);
        await swapInDirectory(this.dataDir, temporaryDirectory, this.exportDirectory);
      } finally {
        await rm(temporaryDirectory, { recursive: true, force: true });
      }
      try {
        await addStorageToExportMetadata(this.dataDir);
      } catch (error) {
        // The objects are safely on disk; only firebase's --import of them is affected.
        this.logger.warn(`could not add storage to ${EXPORT_METADATA_FILE}: ${String(error)}`);
      }
    });
  }

  /** Resolves once every write queued so far has finished. */
  whenIdle(): Promise<void> {
    return this.queue;
  }

  private async writeBucketList(exportDirectory: string, buckets: string[]): Promise<void> {
    const bucketList = { buckets: buckets.map((id) => ({ id })) };
    await writeFileAtomically(
      join(exportDirectory, "buckets.json"),
      JSON.stringify(bucketList, undefined, 2),
    );
  }

  /** The returned promise rejects on failure; the queue itself always carries on. */
  private enqueue(description: string, write: () => Promise<void>): Promise<void> {
    const run = this.queue.then(write);
    this.queue = run.catch((error: unknown) => {
      this.logger.warn(`could not ${description} under ${this.exportDirectory}: ${String(error)}`);
    });
    return run;
  }
}

/**
 * Adds `"storage": {"version", "path": "storage_export"}` to firebase's
 * firebase-export-metadata.json, when firebase wrote one, so `--import` on a machine with
 * the official Storage emulator loads these objects too.
 */
async function addStorageToExportMetadata(dataDir: string): Promise<void> {
  const metadataFile = join(dataDir, EXPORT_METADATA_FILE);
  if (!existsSync(metadataFile)) return;
  const parsed: unknown = JSON.parse(await readFile(metadataFile, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return;
  const entries = new Map(Object.entries(parsed));
  const existingStorage = entries.get("storage");
  if (
    typeof existingStorage === "object" &&
    existingStorage !== null &&
    "path" in existingStorage &&
    existingStorage.path === STORAGE_EXPORT_DIRECTORY
  ) {
    return;
  }
  entries.set("storage", { version: exportToolVersion(entries), path: STORAGE_EXPORT_DIRECTORY });
  await writeFileAtomically(metadataFile, JSON.stringify(Object.fromEntries(entries), undefined, 2));
}

/** The firebase-tools version that wrote the export: top-level, else any emulator's entry. */
function exportToolVersion(entries: Map<string, unknown>): string {
  const topLevelVersion = entries.get("version");
  if (typeof topLevelVersion === "string") return topLevelVersion;
  for (const entry of entries.values()) {
    if (
      typeof entry === "object" &&
      entry !== null &&
      "version" in entry &&
      typeof entry.version === "string"
    ) {
      return entry.version;
    }
  }
  return "unknown";
}

/** Where objects that could not be read at start-up are copied, one folder per start. */
export const KEPT_ASIDE_DIRECTORY = "storage_unreadable";
const PREVIOUS_EXPORT_DIRECTORY = `.${STORAGE_EXPORT_DIRECTORY}-previous`;

async function keepAside(
  dataDir: string,
  exportDirectory: string,
  metadataPath: string,
  blobPath: string,
): Promise<string> {
  const folder = join(dataDir, KEPT_ASIDE_DIRECTORY);
  for (const source of [metadataPath, blobPath]) {
    if (!existsSync(source)) continue;
    const target = join(folder, relative(exportDirectory, source));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
  }
  return folder;
}

/**
 * Replaces storage_export/ with a freshly written folder. A directory cannot be swapped in one
 * atomic step, so the old one is first renamed aside and only deleted once the new one is in
 * place: a crash between the two renames leaves the previous folder, which the next start puts
 * back (recoverInterruptedSwap), so at no moment is every copy of the objects gone.
 */
async function swapInDirectory(
  dataDir: string,
  freshDirectory: string,
  exportDirectory: string,
): Promise<void> {
  const previous = join(dataDir, PREVIOUS_EXPORT_DIRECTORY);
  await rm(previous, { recursive: true, force: true });
  if (existsSync(exportDirectory)) await rename(exportDirectory, previous);
  await rename(freshDirectory, exportDirectory);
  await rm(previous, { recursive: true, force: true });
}

async function recoverInterruptedSwap(dataDir: string, logger: Logger): Promise<void> {
  const previous = join(dataDir, PREVIOUS_EXPORT_DIRECTORY);
  if (!existsSync(previous)) return;
  const exportDirectory = join(dataDir, STORAGE_EXPORT_DIRECTORY);
  if (existsSync(exportDirectory)) {
    // The swap finished but the old copy was not deleted yet.
    await rm(previous, { recursive: true, force: true });
    return;
  }
  await rename(previous, exportDirectory);
  logger.warn(`restored ${exportDirectory} from an interrupted rewrite`);
}

async function writeFileWithFolders(path: string, content: string | Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/** Write-then-rename, so a crash mid-write never leaves a half-written blob or JSON file. */
async function writeFileAtomically(path: string, content: string | Buffer): Promise<void> {
  const temporaryPath = `${path}.${randomUUID()}.tmp`;
  await writeFileWithFolders(temporaryPath, content);
  await rename(temporaryPath, path);
}

interface HistoryEntry {
  relativePath: string;
  replacedAt: number;
  metadataPath: string;
  blobPath: string;
}

async function historyEntries(historyDirectory: string): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (const path of await listFilesRecursively(historyDirectory)) {
    const match = /^(\d+)-[0-9a-f]+\.json$/.exec(path.slice(path.lastIndexOf(sep) + 1));
    if (!match?.[1]) continue;
    const blobPath = `${path.slice(0, -".json".length)}.blob`;
    if (!existsSync(blobPath)) continue;
    entries.push({
      relativePath: relative(historyDirectory, dirname(path)),
      replacedAt: Number(match[1]),
      metadataPath: path,
      blobPath,
    });
  }
  return entries;
}

async function discardHistory(
  historyDirectory: string,
  discard: (replacedAt: number) => boolean,
): Promise<void> {
  for (const entry of await historyEntries(historyDirectory)) {
    if (!discard(entry.replacedAt)) continue;
    await rm(entry.metadataPath, { force: true });
    await rm(entry.blobPath, { force: true });
  }
}

/** When the data dir's documents were saved: objects must look as they did then. */
export interface SavedMoment {
  /** When the save began: a version replaced or deleted after it may still be named by a document. */
  from: Date;
  /** When it ended: an object made after it cannot be named by any saved document. */
  until: Date;
}

async function readCreationTime(metadataPath: string): Promise<number | null> {
  try {
    const created = parseExportedMetadata(await readFile(metadataPath, "utf8")).timeCreated.getTime();
    return Number.isNaN(created) ? null : created;
  } catch {
    return null;
  }
}

/**
 * Puts storage_export/ back to how it was at a save, after a crash: each object replaced or
 * deleted since the save began gets back the version it had then, and objects made after the
 * save ended are set aside in storage_rolled_back/<time>/ (newer work, lost whole as the
 * documents that would name them were). Returns how many objects changed.
 */
export async function rollBackTo(dataDir: string, moment: SavedMoment, logger: Logger): Promise<number> {
  const exportDirectory = join(dataDir, STORAGE_EXPORT_DIRECTORY);
  const historyDirectory = join(dataDir, STORAGE_HISTORY_DIRECTORY);
  const asideDirectory = join(dataDir, ROLLED_BACK_DIRECTORY, new Date().toISOString().replaceAll(":", "-"));
  let changed = 0;

  const earliestAfterSave = new Map<string, HistoryEntry>();
  for (const entry of await historyEntries(historyDirectory)) {
    if (entry.replacedAt <= moment.from.getTime()) continue;
    const created = await readCreationTime(entry.metadataPath);
    if (created === null || created > moment.until.getTime()) continue;
    const known = earliestAfterSave.get(entry.relativePath);
    if (!known || entry.replacedAt < known.replacedAt) earliestAfterSave.set(entry.relativePath, entry);
  }

  const metadataDirectory = join(exportDirectory, "metadata");
  for (const metadataPath of await listFilesRecursively(metadataDirectory)) {
    if (!metadataPath.endsWith(".json")) continue;
    const relativePath = relative(metadataDirectory, metadataPath).slice(0, -".json".length);
    if (earliestAfterSave.has(relativePath)) continue;
    const created = await readCreationTime(metadataPath);
    if (created === null || created <= moment.until.getTime()) continue;
    for (const [kind, source] of [
      ["metadata", metadataPath],
      ["blobs", join(exportDirectory, "blobs", relativePath)],
    ] as const) {
      if (!existsSync(source)) continue;
      const target = join(asideDirectory, kind, relative(join(exportDirectory, kind), source));
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
    }
    changed++;
  }

  for (const [relativePath, entry] of earliestAfterSave) {
    const blobPath = join(exportDirectory, "blobs", relativePath);
    const metadataPath = `${join(exportDirectory, "metadata", relativePath)}.json`;
    await mkdir(dirname(blobPath), { recursive: true });
    await mkdir(dirname(metadataPath), { recursive: true });
    await rename(entry.blobPath, blobPath);
    await rename(entry.metadataPath, metadataPath);
    changed++;
  }
  await rm(historyDirectory, { recursive: true, force: true });
  if (changed > 0) {
    logger.warn(
      `put ${changed} object(s) back as they were at the last save (${moment.until.toISOString()}); newer files are in ${asideDirectory}`,
    );
  }
  return changed;
}
