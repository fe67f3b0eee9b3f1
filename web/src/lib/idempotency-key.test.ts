import { describe, expect, it, vi } from "vitest";
import { newIdempotencyKey } from "./idempotency-key";

describe("newIdempotencyKey", () => {
  it("gives a new key every time", () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
  });

  it("still gives distinct keys where crypto.randomUUID is missing", () => {
    vi.stubGlobal("crypto", {});
    try {
      const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(200);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]+-[a-z0-9]+-[a-z0-9]+$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
