/**
 * CPU- and memory-bound work (drawing logos, making export files) a few at a time: results in
 * the items' order, at most `limit` under way at once.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Writes that may be combined: `write` runs one batch at a time, and everything recorded while a
 * batch is being written goes into the next one together. Results that land close together cost
 * one write; one that lands alone is written at once. The promise a call returns settles when
 * the batch holding its value has been written (or has failed).
 */
export function coalescingWriter<K, V>(
  write: (batch: Map<K, V>) => Promise<void>,
): (key: K, value: V) => Promise<void> {
  let previous: Promise<void> = Promise.resolve();
  let open: { batch: Map<K, V>; written: Promise<void> } | null = null;
  return (key, value) => {
    if (open) {
      open.batch.set(key, value);
      return open.written;
    }
    const batch = new Map<K, V>([[key, value]]);
    const written = previous.then(() => {
      // From here on the batch is being written: later values wait for the next one.
      open = null;
      return write(batch);
    });
    open = { batch, written };
    previous = written.catch(() => undefined);
    return written;
  };
}
