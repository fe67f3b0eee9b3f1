import { describe, expect, it } from "vitest";
import { oncePerKey, onFirstUse, onFirstUsePerKey } from "./on-first-use";

describe("onFirstUse", () => {
  it("makes the value once, and again after a failure", async () => {
    let calls = 0;
    const value = onFirstUse(async () => {
      calls++;
      if (calls === 1) throw new Error("first try fails");
      return calls;
    });
    await expect(value()).rejects.toThrow("first try fails");
    expect(await value()).toBe(2);
    expect(await value()).toBe(2);
    expect(calls).toBe(2);
  });
});

describe("onFirstUsePerKey", () => {
  it("makes each key's value once and hands out the same promise", async () => {
    const made: string[] = [];
    const once = onFirstUsePerKey<string>();
    const create = (key: string) => async () => {
      made.push(key);
      return key.toUpperCase();
    };
    const first = once("a", create("a"));
    expect(once("a", create("a"))).toBe(first);
    expect(await first).toBe("A");
    expect(await once("b", create("b"))).toBe("B");
    expect(made).toEqual(["a", "b"]);
  });

  it("tries a failed key again, and forgets the oldest past its limit", async () => {
    let attempts = 0;
    const once = onFirstUsePerKey<number>(2);
    const failing = async () => {
      attempts++;
      if (attempts === 1) throw new Error("no");
      return attempts;
    };
    await expect(once("x", failing)).rejects.toThrow("no");
    expect(await once("x", failing)).toBe(2);

    const made: string[] = [];
    const record = (key: string) => async () => {
      made.push(key);
      return 0;
    };
    await once("p", record("p"));
    await once("q", record("q"));
    await once("p", record("p"));
    expect(made).toEqual(["p", "q"]);
    await once("r", record("r"));
    await once("p", record("p"));
    expect(made).toEqual(["p", "q", "r", "p"]);
  });
});

describe("oncePerKey", () => {
  it("makes each key's value once, and again after a failure", () => {
    const made: string[] = [];
    const upper = oncePerKey((key: string) => {
      made.push(key);
      if (key === "bad" && made.filter((each) => each === "bad").length === 1)
        throw new Error("first try fails");
      return { key: key.toUpperCase() };
    });
    const first = upper("a");
    expect(upper("a")).toBe(first);
    expect(upper("b")).toEqual({ key: "B" });
    expect(() => upper("bad")).toThrow("first try fails");
    expect(upper("bad")).toEqual({ key: "BAD" });
    expect(upper("bad")).toBe(upper("bad"));
    expect(made).toEqual(["a", "b", "bad", "bad"]);
  });
});
