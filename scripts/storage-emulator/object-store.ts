/**
 * The in-memory index of buckets and objects. It is the source of truth while the server
 * runs; the disk copy under the data dir is rebuilt from it (see persistence.ts).
 */
import type { StoredObject } from "./object-model";

export interface ListObjectsQuery {
  prefix: string;
  delimiter: string;
  maxResults: number;
  /** Opaque to clients: the encoded key of the last entry of the previous page. */
  pageToken?: string;
}

export interface ListObjectsPage {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

type ListEntry = { kind: "object"; key: string; object: StoredObject } | { kind: "prefix"; key: string };

export class ObjectStore {
  private readonly objectsByBucket = new Map<string, Map<string, StoredObject>>();

  /** Buckets exist as soon as anything refers to them, like in the official emulator. */
  ensureBucket(bucket: string): boolean {
    if (this.objectsByBucket.has(bucket)) return false;
    this.objectsByBucket.set(bucket, new Map());
    return true;
  }

  bucketNames(): string[] {
    return [...this.objectsByBucket.keys()].sort();
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objectsByBucket.get(bucket)?.get(name);
  }

  put(object: StoredObject): void {
    this.ensureBucket(object.bucket);
    this.objectsByBucket.get(object.bucket)?.set(object.name, object);
  }

  remove(bucket: string, name: string): StoredObject | undefined {
    const objects = this.objectsByBucket.get(bucket);
    const removed = objects?.get(name);
    objects?.delete(name);
    return removed;
  }

  allObjects(): StoredObject[] {
    return [...this.objectsByBucket.values()].flatMap((objects) => [...objects.values()]);
  }

  list(bucket: string, query: ListObjectsQuery): ListObjectsPage {
    const lastKeyOfPreviousPage =
      query.pageToken === undefined ? undefined : Buffer.from(query.pageToken, "base64url").toString("utf8");
    const entries = this.listEntries(bucket, query.prefix, query.delimiter).filter(
      (entry) => lastKeyOfPreviousPage === undefined || entry.key > lastKeyOfPreviousPage,
    );
    const page = entries.slice(0, query.maxResults);
    const lastEntry = page.at(-1);
    return {
      items: page.flatMap((entry) => (entry.kind === "object" ? [entry.object] : [])),
      prefixes: page.flatMap((entry) => (entry.kind === "prefix" ? [entry.key] : [])),
      nextPageToken:
        entries.length > page.length && lastEntry
          ? Buffer.from(lastEntry.key, "utf8").toString("base64url")
          : undefined,
    };
  }

  /**
   * Objects and collapsed "directories" in name order. GCS counts both against maxResults,
   * and names sharing a prefix are contiguous once sorted, so a prefix is emitted once.
   */
  private listEntries(bucket: string, prefix: string, delimiter: string): ListEntry[] {
    const names = [...(this.objectsByBucket.get(bucket)?.keys() ?? [])]
      .filter((name) => name.startsWith(prefix))
      .sort(compareNames);
    const entries: ListEntry[] = [];
    for (const name of names) {
      const delimiterIndex = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
      if (delimiterIndex !== -1) {
        const collapsedPrefix = name.slice(0, delimiterIndex + delimiter.length);
        if (entries.at(-1)?.key !== collapsedPrefix) entries.push({ kind: "prefix", key: collapsedPrefix });
        continue;
      }
      const object = this.get(bucket, name);
      if (object) entries.push({ kind: "object", key: name, object });
    }
    return entries;
  }
}

function compareNames(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}
