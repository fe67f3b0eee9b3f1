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
 * A limiter that lets everything through when Firestore fails would lift exactly when someone
 * floods it (a burst of one account's shard writes is what makes Firestore refuse), so then the
 * instance counts in its own memory instead, with the same limit: per instance rather than across
 * them, but never open. The instance also remembers an account it has refused until the window
 * ends, so a loop that keeps knocking is answered without a Firestore round trip.
 *
 * Costly work (drawing scenes, stationery, thumbnails...) is limited by what it costs rather than
 * by calls: each call adds its cost in CPU milliseconds (config/rate-limits.ts WORK_COST) to the
 * account's `work` budget, and to the instance's cap, which no number of accounts can pass.
 */
import { FieldValue, type Firestore, Timestamp } from "firebase-admin/firestore";
import { type RateLimit, type RateLimitedAction, WORK_COST, type WorkKind } from "../config/rate-limits";
import { WorkRefusedError } from "./errors";
import { COLLECTIONS } from "./firestore-documents";
import type { DomainServices } from "./ports/services";

type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Shard documents per user, action and window: spreads one user's burst over several documents. */
const RATE_LIMIT_SHARDS = 4;

/** Past windows stay this long after they end, for the TTL policy to remove. */
const KEEP_AFTER_WINDOW_MS = 24 * 60 * 60 * 1000;

interface RateWindow {
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

/** Counters kept past this many keys are pruned of ended windows, so memory stays small. */
const PRUNE_AT_KEYS = 10_000;

/**
 * One instance's own counts, in memory: the fallback when Firestore cannot count, the refusals it
 * remembers until their window ends, and its cap on costly work. Each API instance has its own.
 */
export class InstanceLimits {
  private readonly counts = new Map<string, { windowIndex: number; used: number }>();
  private readonly refusedUntil = new Map<string, number>();

  /** Adds `cost` to `key`'s window, counting refused requests too (as the shared counter does). */
  count(key: string, limit: RateLimit, nowMillis: number, cost: number): RateLimitOutcome {
    const used = this.usedIn(key, limit, nowMillis) + cost;
    this.counts.set(key, { windowIndex: windowOf(limit, nowMillis).index, used });
    return countDecision(used, limit, windowOf(limit, nowMillis), nowMillis);
  }

  /** Adds `cost` only when it fits: a cap on work done, so refused calls do not use it up. */
  take(key: string, limit: RateLimit, nowMillis: number, cost: number): RateLimitOutcome {
    const window = windowOf(limit, nowMillis);
    const used = this.usedIn(key, limit, nowMillis);
    if (used + cost > limit.max) return countDecision(used + cost, limit, window, nowMillis);
    this.counts.set(key, { windowIndex: window.index, used: used + cost });
    return { allowed: true };
  }

  /** Seconds to wait when `key` was refused earlier in the window still running, else null. */
  stillRefused(key: string, nowMillis: number): number | null {
    const until = this.refusedUntil.get(key);
    if (until === undefined) return null;
    if (until <= nowMillis) {
      this.refusedUntil.delete(key);
      return null;
    }
    return Math.max(1, Math.ceil((until - nowMillis) / 1000));
  }

  rememberRefusal(key: string, retryAfterSeconds: number, nowMillis: number): void {
    this.refusedUntil.set(key, nowMillis + retryAfterSeconds * 1000);
    this.prune(nowMillis);
  }

  private usedIn(key: string, limit: RateLimit, nowMillis: number): number {
    const kept = this.counts.get(key);
    return kept && kept.windowIndex === windowOf(limit, nowMillis).index ? kept.used : 0;
  }

  private prune(nowMillis: number): void {
    if (this.refusedUntil.size > PRUNE_AT_KEYS) {
      for (const [key, until] of this.refusedUntil) if (until <= nowMillis) this.refusedUntil.delete(key);
    }
    if (this.counts.size > PRUNE_AT_KEYS) this.counts.clear();
  }
}

/**
 * Counts one request of `uid` for `action` (`cost` units of it: 1 for a request, CPU milliseconds
 * for the work budget). Never throws: when Firestore cannot count, this instance counts alone.
 */
export async function consumeRateLimit(
  services: Pick<DomainServices, "db" | "clock">,
  instance: InstanceLimits,
  uid: string,
  action: RateLimitedAction,
  limit: RateLimit,
  cost = 1,
): Promise<RateLimitOutcome> {
  const { db, clock } = services;
  const key = `${uid}/${action}`;
  const waitFor = instance.stillRefused(key, clock().getTime());
  if (waitFor !== null) return { allowed: false, retryAfterSeconds: waitFor };
  const window = windowOf(limit, clock().getTime());
  const shards = shardDocuments(db, uid, action, window);
  const mine = shards[Math.floor(Math.random() * shards.length)] ?? shards[0];
  let outcome: RateLimitOutcome;
  try {
    if (!mine) throw new Error("no shard document");
    await mine.set(
      {
        count: FieldValue.increment(cost),
        expireAt: Timestamp.fromMillis(window.endMillis + KEEP_AFTER_WINDOW_MS),
      },
      { merge: true },
    );
    const snapshots = await db.getAll(...shards);
    const counted = snapshots.reduce((sum, snapshot) => {
      const count = snapshot.get("count");
      return sum + (typeof count === "number" ? count : 0);
    }, 0);
    outcome = countDecision(counted, limit, window, clock().getTime());
  } catch (error) {
    console.error(
      `Rate limit for ${action} could not be counted in Firestore; this instance counts it`,
      error,
    );
    outcome = instance.count(key, limit, clock().getTime(), cost);
  }
  if (!outcome.allowed) instance.rememberRefusal(key, outcome.retryAfterSeconds, clock().getTime());
  return outcome;
}

/** The instance-wide key of the cap on costly work: no account id can be this. */
const INSTANCE_WORK_KEY = "*instance*/work";

/**
 * Charges one costly call to the account's work budget and to the instance's cap, before the work
 * is done; over either it throws WorkRefusedError (the account's: wait for the window; the
 * instance's: busy, try again shortly) and nothing is drawn.
 */
export async function spendWork(
  services: Pick<DomainServices, "db" | "clock">,
  instance: InstanceLimits,
  limits: { work: RateLimit; instanceCap: RateLimit },
  uid: string,
  kind: WorkKind,
): Promise<void> {
  const cost = WORK_COST[kind];
  const own = await consumeRateLimit(services, instance, uid, "work", limits.work, cost);
  if (!own.allowed) throw new WorkRefusedError("account", own.retryAfterSeconds);
  const shared = instance.take(INSTANCE_WORK_KEY, limits.instanceCap, services.clock().getTime(), cost);
  if (!shared.allowed) throw new WorkRefusedError("instance", shared.retryAfterSeconds);
}
