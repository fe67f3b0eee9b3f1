/**
 * The quota arithmetic (free monthly credits first, purchased ones that never expire, reservations) as pure functions over the membership state
 * stored on users/{uid}. Nothing here touches Firestore, so every rule is unit-tested with a clock.
 */

import { z } from "zod";
import { FREE_MONTHLY_GENERATIONS, MembershipStatus, type Quota } from "../contract";

/**
 * The quota fields of users/{uid}. Missing counters read as 0 so a writer that only knows its own
 * fields (e.g. a payment adding credits) cannot make the document unreadable.
 */
export const MembershipFields = z.object({
  membershipStatus: MembershipStatus.catch("FREE"),
  /** The UTC month ('YYYY-MM') that `freeUsed` counts against. */
  freePeriod: z.string().regex(/^\d{4}-\d{2}$/),
  freeUsed: z.number().int().nonnegative().default(0),
  /** Every generation credit ever bought; never expires. */
  purchasedGenerationCredits: z.number().int().nonnegative().default(0),
  purchasedGenerationsUsed: z.number().int().nonnegative().default(0),
  exportCredits: z.number().int().nonnegative().default(0),
  exportsUsed: z.number().int().nonnegative().default(0),
});
export type MembershipState = z.infer<typeof MembershipFields>;

/** Where the credits of one reservation came from, so a refund can put them back exactly. */
export interface CreditReservation {
  requested: number;
  granted: number;
  fromFree: number;
  fromPurchased: number;
  /** The free period the free credits were taken from. */
  period: string;
}

/** The UTC calendar month a moment falls in: the free allowance renews on the 1st (UTC). */
export function billingPeriod(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}-${month}`;
}

/** A first-time user: FREE, with this month's allowance untouched. */
export function newMembership(now: Date): MembershipState {
  return {
    membershipStatus: "FREE",
    freePeriod: billingPeriod(now),
    freeUsed: 0,
    purchasedGenerationCredits: 0,
    purchasedGenerationsUsed: 0,
    exportCredits: 0,
    exportsUsed: 0,
  };
}

/** A new month resets the free usage; purchased credits and exports carry over untouched. */
export function rollOver(state: MembershipState, now: Date): MembershipState {
  const period = billingPeriod(now);
  return state.freePeriod === period ? state : { ...state, freePeriod: period, freeUsed: 0 };
}

function freeRemaining(state: MembershipState): number {
  return Math.max(0, FREE_MONTHLY_GENERATIONS - state.freeUsed);
}

function purchasedRemaining(state: MembershipState): number {
  return Math.max(0, state.purchasedGenerationCredits - state.purchasedGenerationsUsed);
}

/** Limit = free allowance + purchased credits; remaining = limit - currentCount. */
export function toQuota(state: MembershipState): Quota {
  const limit = FREE_MONTHLY_GENERATIONS + state.purchasedGenerationCredits;
  const currentCount =
    Math.min(state.freeUsed, FREE_MONTHLY_GENERATIONS) +
    Math.min(state.purchasedGenerationsUsed, state.purchasedGenerationCredits);
  const exportsUsed = Math.min(state.exportsUsed, state.exportCredits);
  return {
    membershipStatus: state.membershipStatus,
    currentCount,
    limit,
    remaining: limit - currentCount,
    exports: {
      limit: state.exportCredits,
      used: exportsUsed,
      remaining: state.exportCredits - exportsUsed,
    },
  };
}

/**
 * Grants as many as remain, up to the request, free credits first (they expire at
 * the end of the month, purchased ones never do). A grant of 0 changes nothing.
 */
export function reserveGenerations(
  current: MembershipState,
  requested: number,
  now: Date,
): { state: MembershipState; reservation: CreditReservation } {
  const state = rollOver(current, now);
  const wanted = Math.max(0, Math.floor(requested));
  const fromFree = Math.min(wanted, freeRemaining(state));
  const fromPurchased = Math.min(wanted - fromFree, purchasedRemaining(state));
  return {
    state: {
      ...state,
      freeUsed: state.freeUsed + fromFree,
      purchasedGenerationsUsed: state.purchasedGenerationsUsed + fromPurchased,
    },
    reservation: {
      requested: wanted,
      granted: fromFree + fromPurchased,
      fromFree,
      fromPurchased,
      period: state.freePeriod,
    },
  };
}

/**
 * Gives back `count` credits of a reservation. Purchased credits go back first:
 * the logos that did get made are then the ones paid with the free allowance, which is the order
 * a successful request would have used. Free credits of a month that has since ended are gone
 * with that month, so they are not added to the new one.
 */
export function refundGenerations(
  current: MembershipState,
  reservation: CreditReservation,
  count: number,
  now: Date,
): MembershipState {
  const state = rollOver(current, now);
  const toRefund = Math.min(Math.max(0, Math.floor(count)), reservation.granted);
  const purchasedBack = Math.min(toRefund, reservation.fromPurchased);
  const freeBack =
    state.freePeriod === reservation.period ? Math.min(toRefund - purchasedBack, reservation.fromFree) : 0;
  return {
    ...state,
    freeUsed: Math.max(0, state.freeUsed - freeBack),
    purchasedGenerationsUsed: Math.max(0, state.purchasedGenerationsUsed - purchasedBack),
  };
}

/**
 * Splits a grant over the requested prompt groups, filling each group before starting the next:
 * 4 granted of 3 x 2 gives groups of 3 and 1 (a partial grant keeps whole directions first).
 */
export function distributeGrant(granted: number, count: number, promptsCount: number): number[] {
  const groups: number[] = [];
  let left = Math.max(0, granted);
  for (let index = 0; index < promptsCount && left > 0; index++) {
    const size = Math.min(count, left);
    groups.push(size);
    left -= size;
  }
  return groups;
}
