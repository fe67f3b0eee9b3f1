import { describe, expect, it } from "vitest";
import { countDecision, windowOf } from "./rate-limit";

const LIMIT = { max: 3, windowSeconds: 60 };

describe("the fixed window", () => {
  it("is the minute the request falls in", () => {
    expect(windowOf(LIMIT, 125_000)).toEqual({ index: 2, startMillis: 120_000, endMillis: 180_000 });
    expect(windowOf(LIMIT, 179_999).index).toBe(2);
    expect(windowOf(LIMIT, 180_000).index).toBe(3);
  });
});

describe("countDecision", () => {
  const window = windowOf(LIMIT, 1_000_000);

  it("allows a request whose count, its own included, is within max", () => {
    for (const counted of [1, 2, 3])
      expect(countDecision(counted, LIMIT, window, 1_000_000)).toEqual({ allowed: true });
  });

  it("refuses past max with the seconds left in the window, at least one", () => {
    expect(countDecision(4, LIMIT, window, window.startMillis + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    expect(countDecision(9, LIMIT, window, window.endMillis - 1)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it("lets at most max of any interleaving through, each reading after its own increment", () => {
    // Every order in which 6 requests increment and then read: a request reads at least the
    // increments before its read, its own included. Simulated with random interleavings.
    for (let trial = 0; trial < 500; trial++) {
      const events: Array<{ request: number; kind: "increment" | "read" }> = [];
      const pending = Array.from({ length: 6 }, (_, request) => request);
      const incremented = new Set<number>();
      const read = new Set<number>();
      while (read.size < 6) {
        const request = pending[Math.floor(Math.random() * pending.length)] ?? 0;
        if (!incremented.has(request)) {
          incremented.add(request);
          events.push({ request, kind: "increment" });
        } else if (!read.has(request)) {
          read.add(request);
          events.push({ request, kind: "read" });
        }
      }
      let total = 0;
      let allowed = 0;
      for (const event of events) {
        if (event.kind === "increment") total++;
        else if (countDecision(total, LIMIT, window, 1_000_000).allowed) allowed++;
      }
      expect(allowed).toBeLessThanOrEqual(LIMIT.max);
    }
  });
});
