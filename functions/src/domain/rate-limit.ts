/**
 * A fixed-window request counter per user and action, in Firestore so it holds across instances.
 * It counts without a transaction: each request adds one to one of a few shard documents of the
 * current window (an atomic server-side increment, which never waits on a lock), then reads the
 * window's shards and is let through only when its own count is within the limit. No request of
 * a burst can make another fail or wait, and still no more than `max` get through: an allowed
 * request's increment is among the first `max`, since every request reads after its own
 * increment (see countDecision). Requests over the limit count too, so a loop that keeps
 * knocking stays refused until the window ends.
 *
 * Documents: users/{uid}/rateLimits/{action}-{window}-{shard} (server-only: the rules give
 * clients no access to users' subcollections), with `expireAt` for a Firestore TTL policy
 * (firestore.indexes.json) to delete past windows.
 *
 * A limiter must never be what fails a request: when Firestore cannot be reached the request is
 * let through and the failure logged (credits and payments have their own transactions).
 */
import { FieldValue, type Firestore, Timestamp } from "firebase-admin/firestore";
import type { RateLimit, RateLimitedAction } from "../config/rate-limits";
import { COLLECTIONS } from "./library-documents";
import type { DomainServices } from "./services";

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Shard documents per user, action and window: spreads one user's burst over several documents. */
export const RATE_LIMIT_SHARDS = 4;

/** Past windows stay this long after they end, for the TTL policy to remove. */
const KEEP_AFTER_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface RateWindow {
  index: number;
  startMillis: number;
  endMillis: number;
}

/** The fixed window `nowMillis` falls in. */
export function windowOf(limit: RateLimit, nowMillis: number): RateWindow {
  const length = limit.windowSeconds * 1000;
  const index = Math.floor(nowMillis / length);
  return { index, startMillis: index * length, endMillis: (index + 1) * length };
}

/**
 * The pure rule: `counted` is the window's total as read after this request's own increment.
 * Within the limit it is allowed; over it, refused until the window ends.
 */
export function countDecision(
  counted: number,
  limit: RateLimit,
  window: RateWindow,
  nowMillis: number,
): RateLimitOutcome {
  if (counted <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endMillis - nowMillis) / 1000)) };
}

function shardDocuments(db: Firestore, uid: string, action: RateLimitedAction, window: RateWindow) {
  const collection = db.collection(COLLECTIONS.users).doc(uid).collection("rateLimits");
  return Array.from({ length: RATE_LIMIT_SHARDS }, (_, shard) =>
    collection.doc(`${action}-${window.index}-${shard}`),
  );
}

/** Counts one request of `uid` for `action`; never throws. */
export async function consumeRateLimit(
  services: Pick<DomainServices, "db" | "clock">,
  uid: string,
  action: RateLimitedAction,
  limit: RateLimit,
): Promise<RateLimitOutcome> {
  const { db, clock } = services;
  const window = windowOf(limit, clock().getTime());
  const shards = shardDocuments(db, uid, action, window);
  const mine = shards[Math.floor(Math.random() * shards.length)] ?? shards[0];
  try {
    if (!mine) return { allowed: true };
    await mine.set(
      {
        count: FieldValue.increment(1),
        expireAt: Timestamp.fromMillis(window.endMillis + KEEP_AFTER_WINDOW_MS),
      },
      { merge: true },
    );
    const snapshots = await db.getAll(...shards);
    const counted = snapshots.reduce((sum, snapshot) => {
      const count = snapshot.get("count");
      return sum + (typeof count === "number" ? count : 0);
    }, 0);
    return countDecision(counted, limit, window, clock().getTime());
  } catch (error) {
    console.error(`Rate limit for ${action} could not be counted; the request goes through`, error);
    return { allowed: true };
  }
}
