import { describe, expect, it } from "vitest";
import { coalescingWriter, mapWithConcurrency } from "./concurrency";

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("mapWithConcurrency", () => {
  it("keeps the items' order with at most `limit` under way", async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([30, 10, 20, 0], 2, async (ms) => {
      running++;
      most = Math.max(most, running);
      await new Promise((wait) => setTimeout(wait, ms));
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 0]);
    expect(most).toBe(2);
  });
});

describe("coalescingWriter", () => {
  it("writes a lone value at once and combines the values recorded while a write is under way", async () => {
    const batches: Array<Array<[string, number]>> = [];
    const gates: Array<ReturnType<typeof deferred>> = [];
    const record = coalescingWriter<string, number>(async (batch) => {
      batches.push([...batch]);
      const gate = deferred();
      gates.push(gate);
      await gate.promise;
    });
    const first = record("a", 1);
    await Promise.resolve();
    expect(batches).toEqual([[["a", 1]]]);
    // Recorded while "a" is being written: one batch, written once "a" is done.
    const second = record("b", 2);
    const third = record("c", 3);
    expect(batches).toHaveLength(1);
    gates[0]?.resolve();
    await first;
    await new Promise((wait) => setTimeout(wait, 0));
    expect(batches).toEqual([
      [["a", 1]],
      [
        ["b", 2],
        ["c", 3],
      ],
    ]);
    gates[1]?.resolve();
    await Promise.all([second, third]);
    // Nothing under way: the next value is written alone, at once.
    const fourth = record("d", 4);
    await new Promise((wait) => setTimeout(wait, 0));
    expect(batches[2]).toEqual([["d", 4]]);
    gates[2]?.resolve();
    await fourth;
  });

  it("fails the calls of a batch that could not be written, and writes the next batch all the same", async () => {
    const written: string[] = [];
    let failNext = true;
    const record = coalescingWriter<string, string>(async (batch) => {
      await new Promise((wait) => setTimeout(wait, 5));
      if (failNext) {
        failNext = false;
        throw new Error("write failed");
      }
      written.push(...batch.keys());
    });
    const failed = record("a", "x");
    const joined = record("b", "y");
    await expect(failed).rejects.toThrow("write failed");
    expect(joined).toBe(failed);
    await record("c", "z");
    expect(written).toEqual(["c"]);
  });
});
