import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { WorkRefusedError } from "./errors";
import { consumeRateLimit, countDecision, InstanceLimits, spendWork, windowOf } from "./rate-limit";

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

/** A Firestore whose every call fails, as when it is unreachable or refuses a burst of writes. */
function failingFirestore(): { db: Firestore; calls: () => number } {
  let calls = 0;
  const fail = () => {
    calls++;
    throw new Error("UNAVAILABLE: Firestore cannot be reached");
  };
  const document = { set: async () => fail() };
  const collection = { doc: () => document };
  const user = { collection: () => collection };
  const db = {
    collection: () => ({ doc: () => user }),
    getAll: async () => fail(),
  } as unknown as Firestore;
  return { db, calls: () => calls };
}

describe("when Firestore cannot count", () => {
  const clock = () => new Date(1_000_000);

  it("the instance counts in its own memory with the same limit: the limiter never opens", async () => {
    const { db } = failingFirestore();
    const instance = new InstanceLimits();
    const outcomes = [];
    for (let i = 0; i < 5; i++)
      outcomes.push(await consumeRateLimit({ db, clock }, instance, "u1", "generate", LIMIT));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false, false]);
    // Another account has its own count.
    expect((await consumeRateLimit({ db, clock }, instance, "u2", "generate", LIMIT)).allowed).toBe(true);
  });

  it("an account refused once is answered from memory until its window ends, without Firestore", async () => {
    const { db, calls } = failingFirestore();
    const instance = new InstanceLimits();
    for (let i = 0; i < 4; i++) await consumeRateLimit({ db, clock }, instance, "u1", "generate", LIMIT);
    const before = calls();
    const refused = await consumeRateLimit({ db, clock }, instance, "u1", "generate", LIMIT);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(calls()).toBe(before);
    const nextWindow = () => new Date(1_020_000);
    expect(
      (await consumeRateLimit({ db, clock: nextWindow }, instance, "u1", "generate", LIMIT)).allowed,
    ).toBe(true);
  });
});

describe("the work budget", () => {
  const clock = () => new Date(1_000_000);
  const limits = { work: { max: 2_500, windowSeconds: 60 }, instanceCap: { max: 3_000, windowSeconds: 60 } };

  it("charges each call its cost: two scene drawings fit, a third does not, cached answers still do", async () => {
    const { db } = failingFirestore();
    const instance = new InstanceLimits();
    await spendWork({ db, clock }, instance, limits, "u1", "previewScenes");
    await spendWork({ db, clock }, instance, limits, "u1", "previewScenes");
    await expect(spendWork({ db, clock }, instance, limits, "u1", "previewScenes")).rejects.toEqual(
      new WorkRefusedError("account", 20),
    );
  });

  it("the instance's cap holds for every account together, and refused work does not use it up", async () => {
    const { db } = failingFirestore();
    const instance = new InstanceLimits();
    await spendWork({ db, clock }, instance, limits, "u1", "previewScenes");
    await spendWork({ db, clock }, instance, limits, "u2", "previewScenes");
    const third = spendWork({ db, clock }, instance, limits, "u3", "previewScenes");
    await expect(third).rejects.toBeInstanceOf(WorkRefusedError);
    await expect(third).rejects.toMatchObject({ by: "instance" });
    // What is left of the cap (600 ms) still takes a thumbnail drawing.
    await spendWork({ db, clock }, instance, limits, "u4", "thumbnailRender");
  });
});
