/**
 * Small pieces both Replicate adapters need (logo-design draws symbols, export-images runs the
 * export models): waiting that a deadline can cut short, and reading a prediction's output.
 */

/** Waits `ms`, or less when the signal aborts first (it never rejects). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** An abort by our own signal or by `AbortSignal.timeout`. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** Model outputs come as one URL or a list of them. */
export function firstOutputUrl(output: unknown): string | null {
  const candidate = Array.isArray(output) ? output[0] : output;
  return typeof candidate === "string" && /^https?:\/\//.test(candidate) ? candidate : null;
}
