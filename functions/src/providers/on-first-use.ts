/**
 * Adapters whose modules are loaded on their first use. A Functions instance pays at start-up for
 * every module it imports, and the emulator pays it again in every worker; the design engine, its
 * fonts, sharp, resvg, pdfkit and the payment and AI SDKs are loaded only by the requests that use
 * them, so a quota, library or payment call starts light and stays light.
 */

/** The value of `create`, made once, on the first call (a failed attempt is tried again next time). */
export function onFirstUse<T>(create: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= create().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Values made once per key: the first call with a key runs `create`, later ones get the same
 * promise (a failed attempt is tried again next time). At most `limit` are kept, the oldest
 * forgotten first.
 */
export function onFirstUsePerKey<T>(
  limit = Number.POSITIVE_INFINITY,
): (key: string, create: () => Promise<T>) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (key, create) => {
    const existing = made.get(key);
    if (existing) return existing;
    const making = create().catch((error: unknown) => {
      made.delete(key);
      throw error;
    });
    if (made.size >= limit) {
      const oldest = made.keys().next().value;
      if (oldest !== undefined) made.delete(oldest);
    }
    made.set(key, making);
    return making;
  };
}

/**
 * Values made once per key, for values made at once rather than awaited (parsed fonts a document
 * draws with synchronously): the first call with a key runs `create`, later ones get the same
 * value. A `create` that throws keeps nothing, so the next call tries again.
 */
export function oncePerKey<K, T>(create: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    if (made.has(key)) return made.get(key) as T;
    const value = create(key);
    made.set(key, value);
    return value;
  };
}
