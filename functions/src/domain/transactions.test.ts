import { describe, expect, it } from "vitest";
import { isContention, PerUserQueue } from "./transactions";

describe("isContention", () => {
  it("treats ABORTED and the emulator's lock timeout as retryable", () => {
    expect(isContention(Object.assign(new Error("10 ABORTED: Too much contention"), { code: 10 }))).toBe(
      true,
    );
    expect(isContention(new Error("Transaction lock timeout."))).toBe(true);
  });

  it("never retries business errors or other failures", () => {
    expect(isContention(new Error("You have reached your logo generation limit."))).toBe(false);
    expect(isContention(Object.assign(new Error("not found"), { code: 5 }))).toBe(false);
    expect(isContention("a string")).toBe(false);
  });
});

describe("PerUserQueue", () => {
  it("runs one user's tasks in order, other users' alongside, and survives a failure", async () => {
    const queue = new PerUserQueue();
    const events: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run("a", task("a1", 20, true)),
      queue.run("a", task("a2", 1)),
      queue.run("b", task("b1", 5)),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(events.indexOf("start a2")).toBeGreaterThan(events.indexOf("end a1"));
    expect(events.indexOf("start b1")).toBeLessThan(events.indexOf("end a1"));
  });
});
