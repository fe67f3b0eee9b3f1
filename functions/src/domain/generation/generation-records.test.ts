import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { mapWithConcurrency } from "../concurrency";
import {
  ABANDONED_AFTER_MS,
  type GenerationRecord,
  generationIdForKey,
  isAbandoned,
} from "./generation-records";

describe("generationIdForKey", () => {
  it("derives a stable document id that does not contain the raw key", () => {
    const id = generationIdForKey("client/key with spaces");
    expect(id).toBe(generationIdForKey("client/key with spaces"));
    expect(id).toMatch(/^key-[0-9a-f]{64}$/);
    expect(id).not.toBe(generationIdForKey("another key"));
  });
});

describe("isAbandoned", () => {
  const createdAt = Timestamp.fromDate(new Date("2026-01-01T00:00:00Z"));
  const record: GenerationRecord = {
    status: "pending",
    fingerprint: "f",
    reservation: { requested: 3, granted: 3, fromFree: 3, fromPurchased: 0, period: "2026-01" },
    responseJson: null,
    plannedLogos: [],
    createdAt,
    updatedAt: createdAt,
  };

  it("only after the grace period, and only while pending", () => {
    const later = (ms: number) => new Date(createdAt.toMillis() + ms);
    expect(isAbandoned(record, later(ABANDONED_AFTER_MS - 1))).toBe(false);
    expect(isAbandoned(record, later(ABANDONED_AFTER_MS + 1))).toBe(true);
    expect(isAbandoned({ ...record, status: "completed" }, later(ABANDONED_AFTER_MS * 2))).toBe(false);
  });
});

describe("mapWithConcurrency", () => {
  it("keeps the input order and never runs more than the limit at once", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3], 2, async (value) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, value * 2));
      running -= 1;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});
