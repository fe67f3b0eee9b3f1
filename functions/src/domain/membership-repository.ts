/** The Firestore side of the quota: users/{uid} holds the membership state of membership.ts. */
import { type DocumentSnapshot, type Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import type { Quota } from "../contract";
import { COLLECTIONS } from "./firestore-documents";
import {
  billingPeriod,
  MembershipFields,
  type MembershipState,
  newMembership,
  rollOver,
  toQuota,
} from "./membership";
import type { Clock } from "./ports/clock";
import { type PerUserQueue, runUserTransaction } from "./transactions";

export function userDocument(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.users).doc(uid);
}

interface LoadedMembership {
  /** Already rolled over to the month of `now`. */
  state: MembershipState;
  /** False when users/{uid} is missing or its stored period is stale: it must be written. */
  upToDate: boolean;
  exists: boolean;
}

/** Reads the membership; a missing document is a new FREE member (created on first use). */
export function loadMembership(snapshot: DocumentSnapshot, now: Date): LoadedMembership {
  if (!snapshot.exists) return { state: newMembership(now), upToDate: false, exists: false };
  const data = snapshot.data() ?? {};
  // A document written by someone who only knows other fields (e.g. a payment) has no period yet.
  const withPeriod = { freePeriod: billingPeriod(now), ...data };
  const parsed = MembershipFields.safeParse(withPeriod);
  if (!parsed.success) {
    throw new Error(`users/${snapshot.id} is malformed: ${parsed.error.issues[0]?.message}`);
  }
  const state = rollOver(parsed.data, now);
  return { state, upToDate: state === parsed.data && "freePeriod" in data, exists: true };
}

/** Merges, so fields other writers own on users/{uid} (e.g. purchases) are left alone. */
export function saveMembership(
  transaction: Transaction,
  db: Firestore,
  uid: string,
  state: MembershipState,
  loaded: LoadedMembership,
  now: Date,
): void {
  const stamp = Timestamp.fromDate(now);
  transaction.set(
    userDocument(db, uid),
    { ...state, updatedAt: stamp, ...(loaded.exists ? {} : { createdAt: stamp }) },
    { merge: true },
  );
}

/**
 * GET /logos/quota: creates the membership on first use and records a month rollover. The common
 * case (document present and current) is a plain read; only a needed write takes a transaction.
 */
export async function readQuota(
  services: { db: Firestore; clock: Clock; userQueue: PerUserQueue },
  uid: string,
): Promise<Quota> {
  const { db, clock } = services;
  const current = loadMembership(await userDocument(db, uid).get(), clock());
  if (current.upToDate) return toQuota(current.state);
  return runUserTransaction(services, uid, async (transaction) => {
    const now = clock();
    const loaded = loadMembership(await transaction.get(userDocument(db, uid)), now);
    if (!loaded.upToDate) saveMembership(transaction, db, uid, loaded.state, loaded, now);
    return toQuota(loaded.state);
  });
}
