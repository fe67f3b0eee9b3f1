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
