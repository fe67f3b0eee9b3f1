/**
 * A fixed-window request counter per user and action, kept on users/{uid}/rateLimits/{action}
 * (server-only: the rules give clients no access to users' subcollections). A transaction makes
 * the count exact across instances; one document per user and action keeps contention to that
 * one user's own requests.
 */
import { Timestamp } from "firebase-admin/firestore";
import type { RateLimit, RateLimitedAction } from "../config/rate-limits";
import { COLLECTIONS } from "./library-documents";
import type { DomainServices } from "./services";
import { runUserTransaction } from "./transactions";

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface WindowState {
  windowStart: number;
  count: number;
}

/** The pure rule: the window's count, and whether one more request fits. */
export function countRequest(
  current: WindowState | null,
  limit: RateLimit,
  nowMillis: number,
): { next: WindowState; outcome: RateLimitOutcome } {
  const windowMillis = limit.windowSeconds * 1000;
  const fresh =
    current === null || nowMillis - current.windowStart >= windowMillis || nowMillis < current.windowStart;
  const state = fresh ? { windowStart: nowMillis, count: 0 } : current;
  if (state.count >= limit.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((state.windowStart + windowMillis - nowMillis) / 1000));
    return { next: state, outcome: { allowed: false, retryAfterSeconds } };
  }
  return { next: { ...state, count: state.count + 1 }, outcome: { allowed: true } };
}

/**
 * Counts one request. Queued behind the user's other transactions in this instance, as the
 * quota's are: parallel transactions on one document mostly wait on each other's locks.
 */
export async function consumeRateLimit(
  services: Pick<DomainServices, "db" | "clock" | "userQueue">,
  uid: string,
  action: RateLimitedAction,
  limit: RateLimit,
): Promise<RateLimitOutcome> {
  const { db, clock } = services;
  const ref = db.collection(COLLECTIONS.users).doc(uid).collection("rateLimits").doc(action);
  return runUserTransaction(services, uid, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    const current =
      data && data.windowStart instanceof Timestamp && typeof data.count === "number"
        ? { windowStart: data.windowStart.toMillis(), count: data.count }
        : null;
    const { next, outcome } = countRequest(current, limit, clock().getTime());
    if (outcome.allowed) {
      transaction.set(ref, { windowStart: Timestamp.fromMillis(next.windowStart), count: next.count });
    }
    return outcome;
  });
}
