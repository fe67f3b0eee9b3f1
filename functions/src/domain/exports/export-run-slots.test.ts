import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { slotIsFree } from "./export-run-slots";

const NOW = new Date("2026-11-24T12:00:00Z");

describe("an export run slot", () => {
  it("is free with no run in it, or when its run's lease has ended", () => {
    expect(slotIsFree(undefined, NOW)).toBe(true);
    expect(slotIsFree({ runId: "r", leaseUntil: Timestamp.fromMillis(NOW.getTime() - 1) }, NOW)).toBe(true);
    expect(slotIsFree({ runId: "r", leaseUntil: Timestamp.fromMillis(NOW.getTime()) }, NOW)).toBe(true);
  });

  it("is taken while its run's lease lasts", () => {
    expect(slotIsFree({ runId: "r", leaseUntil: Timestamp.fromMillis(NOW.getTime() + 1) }, NOW)).toBe(false);
  });

  it("is free when its document cannot be read, rather than blocking exports for good", () => {
    expect(slotIsFree({ runId: 42 }, NOW)).toBe(true);
  });
});
