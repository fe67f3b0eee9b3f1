/**
 * The generation request's deadline (config/generation-limits.ts) as an AbortSignal, made when the
 * request starts. Waiting stops at the deadline whether or not the awaited work honours the signal.
 * It runs on real time, never on the injected Clock: a test's fixed clock must not stop it.
 */

/** The awaited work was not finished when the request's deadline passed. */
export class DeadlinePassedError extends Error {
  constructor(what: string) {
    super(`The request's deadline passed before ${what} was finished`);
    this.name = "DeadlinePassedError";
  }
}

/**
 * Starts `work` unless the deadline has passed, then settles as it does, or rejects with
 * DeadlinePassedError once the deadline passes, whichever comes first. Work still running at the
 * deadline is not waited for; its late result or failure is dropped.
 */
export function beforeDeadline<T>(work: () => Promise<T>, deadline: AbortSignal, what: string): Promise<T> {
  if (deadline.aborted) return Promise.reject(new DeadlinePassedError(what));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DeadlinePassedError(what));
    deadline.addEventListener("abort", onAbort, { once: true });
    work().then(
      (value) => {
        deadline.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        deadline.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/** Waits `milliseconds`, or less when the deadline passes first. */
export function pauseBeforeDeadline(milliseconds: number, deadline: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (deadline.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      deadline.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    deadline.addEventListener("abort", done, { once: true });
  });
}
