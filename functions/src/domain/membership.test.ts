import { describe, expect, it } from "vitest";
import {
  billingPeriod,
  distributeGrant,
  MembershipFields,
  type MembershipState,
  newMembership,
  refundGenerations,
  reserveGenerations,
  rollOver,
  toQuota,
} from "./membership";

const march = new Date("2026-03-31T23:59:59.999Z");
const april = new Date("2026-04-01T00:00:00.000Z");

function membership(overrides: Partial<MembershipState> = {}): MembershipState {
  return { ...newMembership(march), ...overrides };
}

describe("billingPeriod", () => {
  it("uses the UTC month, not the local one", () => {
    expect(billingPeriod(march)).toBe("2026-03");
    expect(billingPeriod(april)).toBe("2026-04");
    expect(billingPeriod(new Date("2026-12-15T12:00:00Z"))).toBe("2026-12");
  });
});

describe("newMembership", () => {
  it("starts FREE with this month's 12 generations and no exports", () => {
    expect(toQuota(newMembership(march))).toEqual({
      membershipStatus: "FREE",
      currentCount: 0,
      limit: 12,
      remaining: 12,
      exports: { limit: 0, used: 0, remaining: 0 },
    });
  });
});

describe("rollOver", () => {
  it("renews the free allowance on the 1st (UTC) and keeps purchased credits", () => {
    const used = membership({ freeUsed: 12, purchasedGenerationCredits: 100, purchasedGenerationsUsed: 30 });
    expect(rollOver(used, march)).toBe(used);
    const renewed = rollOver(used, april);
    expect(renewed).toMatchObject({ freePeriod: "2026-04", freeUsed: 0, purchasedGenerationsUsed: 30 });
    expect(toQuota(renewed)).toMatchObject({ limit: 112, currentCount: 30, remaining: 82 });
  });
});

describe("toQuota", () => {
  it("counts a Creator purchase as 112 in the first month with 2 exports", () => {
    const creator = membership({
      membershipStatus: "PREMIUM",
      freeUsed: 5,
      purchasedGenerationCredits: 100,
      exportCredits: 2,
      exportsUsed: 1,
    });
    expect(toQuota(creator)).toEqual({
      membershipStatus: "PREMIUM",
      currentCount: 5,
      limit: 112,
      remaining: 107,
      exports: { limit: 2, used: 1, remaining: 1 },
    });
  });

  it("never reports negative remaining counts from inconsistent counters", () => {
    const quota = toQuota(membership({ freeUsed: 20, exportsUsed: 3 }));
    expect(quota.remaining).toBe(0);
    expect(quota.exports.remaining).toBe(0);
  });
});

describe("reserveGenerations", () => {
  it("grants the whole request when enough remain", () => {
    const { state, reservation } = reserveGenerations(membership(), 6, march);
    expect(reservation).toEqual({
      requested: 6,
      granted: 6,
      fromFree: 6,
      fromPurchased: 0,
      period: "2026-03",
    });
    expect(toQuota(state).remaining).toBe(6);
  });

  it("grants only what remains (a partial grant, never a refusal)", () => {
    const { state, reservation } = reserveGenerations(membership({ freeUsed: 8 }), 6, march);
    expect(reservation.granted).toBe(4);
    expect(toQuota(state).remaining).toBe(0);
  });

  it("grants nothing and changes nothing at 0 remaining", () => {
    const exhausted = membership({ freeUsed: 12 });
    const { state, reservation } = reserveGenerations(exhausted, 3, march);
    expect(reservation.granted).toBe(0);
    expect(state).toEqual(exhausted);
  });

  it("uses free credits before purchased ones", () => {
    const { reservation } = reserveGenerations(
      membership({ freeUsed: 10, purchasedGenerationCredits: 100 }),
      6,
      march,
    );
    expect(reservation).toMatchObject({ granted: 6, fromFree: 2, fromPurchased: 4 });
  });

  it("rolls the month over before reserving", () => {
    const { reservation } = reserveGenerations(membership({ freeUsed: 12 }), 6, april);
    expect(reservation).toMatchObject({ granted: 6, fromFree: 6, period: "2026-04" });
  });
});

describe("refundGenerations", () => {
  it("puts back every failed credit, purchased first", () => {
    const start = membership({ freeUsed: 10, purchasedGenerationCredits: 100 });
    const { state, reservation } = reserveGenerations(start, 6, march);
    const afterPartialFailure = refundGenerations(state, reservation, 3, march);
    expect(afterPartialFailure).toMatchObject({ freeUsed: 12, purchasedGenerationsUsed: 1 });
    const afterTotalFailure = refundGenerations(state, reservation, 6, march);
    expect(afterTotalFailure).toEqual(start);
  });

  it("never refunds more than was granted", () => {
    const { state, reservation } = reserveGenerations(membership({ freeUsed: 8 }), 6, march);
    expect(refundGenerations(state, reservation, 10, march).freeUsed).toBe(8);
  });

  it("drops the free part of a refund when the month has ended meanwhile", () => {
    const start = membership({ freeUsed: 10, purchasedGenerationCredits: 5 });
    const { state, reservation } = reserveGenerations(start, 6, march);
    const refunded = refundGenerations(state, reservation, 6, april);
    expect(refunded).toMatchObject({ freePeriod: "2026-04", freeUsed: 0, purchasedGenerationsUsed: 0 });
  });
});

describe("distributeGrant", () => {
  it("fills groups in order", () => {
    expect(distributeGrant(6, 3, 2)).toEqual([3, 3]);
    expect(distributeGrant(4, 3, 2)).toEqual([3, 1]);
    expect(distributeGrant(2, 3, 2)).toEqual([2]);
    expect(distributeGrant(0, 3, 2)).toEqual([]);
  });
});

describe("MembershipFields", () => {
  it("reads documents that miss counters or carry an unknown status", () => {
    const parsed = MembershipFields.parse({ freePeriod: "2026-03", membershipStatus: "GOLD" });
    expect(parsed).toMatchObject({ membershipStatus: "FREE", freeUsed: 0, exportCredits: 0 });
  });
});
