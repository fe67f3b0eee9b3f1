import type { Firestore, Transaction } from "firebase-admin/firestore";

const MAX_ROUNDS = 8;

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

/**
 * Contention, not a fault: ABORTED (10) from Firestore, and the emulator's "Transaction lock
 * timeout" under many parallel transactions on one document (firebase-tools GitHub issue #6758).
 */
export function isContention(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 10 || code === "aborted" || code === "ABORTED") return true;
  const message = error instanceof Error ? error.message : "";
  return /transaction lock timeout|contention|too much contention/i.test(message);
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/**
 * Firestore's own transaction retries, plus a few more rounds with jittered backoff when a round
 * still ends in contention. The transaction body must be safe to run again (it re-reads every
 * time); business errors thrown from it are never retried.
 */
export async function runTransaction<T>(
  db: Firestore,
  body: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await db.runTransaction(body, { maxAttempts: 5 });
    } catch (error) {
      if (round >= MAX_ROUNDS || !isContention(error)) throw error;
      await pause(50 * 2 ** Math.min(round, 5) * (0.5 + Math.random()));
    }
  }
}

/**
 * Runs one task per user at a time, in arrival order. One queue per API instance: the transaction
 * alone keeps the quota right across instances, but parallel transactions on one document mostly
 * wait on each other's locks (and time out in the emulator), so queueing them is faster.
 */
export class PerUserQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(uid: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(uid) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(uid, tail);
    void tail.then(() => {
      if (this.tails.get(uid) === tail) this.tails.delete(uid);
    });
    return result;
  }
}

/** A transaction on one user's quota document, queued behind that user's others (see above). */
export function runUserTransaction<T>(
  services: { db: Firestore; userQueue: PerUserQueue },
  uid: string,
  body: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  return services.userQueue.run(uid, () => runTransaction(services.db, body));
}
