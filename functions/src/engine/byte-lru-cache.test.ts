import { describe, expect, it } from "vitest";
import { ByteLruCache, cachedIn } from "./byte-lru-cache";

const byLength = (value: string) => value.length;

describe("ByteLruCache", () => {
  it("evicts the least recently used entries once the bytes pass the budget", () => {
    const cache = new ByteLruCache<string, string>(10, byLength);
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    expect(cache.get("a")).toBe("aaaa"); // a is now the most recent
    cache.set("c", "cccc");
    expect(cache.has("b")).toBe(false);
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.get("c")).toBe("cccc");
    expect(cache.bytes).toBe(8);
  });

  it("holds many small entries or few large ones within the same budget", () => {
    const cache = new ByteLruCache<number, string>(100, byLength);
    for (let i = 0; i < 50; i++) cache.set(i, "xx");
    expect(cache.size).toBe(50);
    cache.set(99, "y".repeat(90));
    expect(cache.size).toBe(6);
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });

  it("does not keep a value larger than the whole budget, nor drop others for it", () => {
    const cache = new ByteLruCache<string, string>(10, byLength);
    cache.set("small", "ss");
    cache.set("huge", "h".repeat(11));
    expect(cache.has("huge")).toBe(false);
    expect(cache.get("small")).toBe("ss");
  });

  it("replacing a key counts only its new size", () => {
    const cache = new ByteLruCache<string, string>(10, byLength);
    cache.set("a", "aaaaaaaa");
    cache.set("a", "aa");
    expect(cache.bytes).toBe(2);
    expect(cache.delete("a")).toBe(true);
    expect(cache.bytes).toBe(0);
  });

  it("cachedIn makes a value once and then serves it", () => {
    const cache = new ByteLruCache<string, string>(10, byLength);
    let made = 0;
    const make = () => {
      made++;
      return "v";
    };
    expect(cachedIn(cache, "k", make)).toBe("v");
    expect(cachedIn(cache, "k", make)).toBe("v");
    expect(made).toBe(1);
  });
});
