/**
 * A least-recently-used cache bounded by the bytes its values hold, not by how many there are.
 * Entries differ by orders of magnitude (a shaped Latin word against a long Chinese line with
 * every outline, a scene's JPEG against a thumbnail), so a count bound lets a few large entries
 * grow a worker without limit; a byte bound is what keeps its memory flat whatever it is asked.
 *
 * Sizes are the caller's estimate of what an entry keeps alive (`sizeOf`); a value larger than
 * the whole budget is not kept at all. A Map keeps insertion order, so re-inserting on every hit
 * makes its first key the least recently used one.
 */
export class ByteLruCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private heldBytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V, key: K) => number,
  ) {
    if (!(maxBytes > 0)) throw new Error("A byte-bounded cache needs a positive budget");
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = Math.max(0, Math.ceil(this.sizeOf(value, key)));
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.heldBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.heldBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.heldBytes -= entry.bytes;
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.heldBytes = 0;
  }

  /** Bytes held now, by the sizes the entries were stored with. */
  get bytes(): number {
    return this.heldBytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The value of `key`, made by `make` on a miss and kept. */
export function cachedIn<K, V>(cache: ByteLruCache<K, V>, key: K, make: () => V): V {
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const made = make();
  cache.set(key, made);
  return made;
}
