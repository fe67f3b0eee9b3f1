import { describe, expect, it } from "vitest";
import { countRequest } from "./rate-limit";

const LIMIT = { max: 3, windowSeconds: 60 };

describe("countRequest", () => {
  it("allows up to max requests in a window, then refuses with the seconds left", () => {
    let state = null;
    for (let i = 0; i < 3; i++) {
      const { next, outcome } = countRequest(state, LIMIT, 1_000_000 + i * 1000);
      expect(outcome).toEqual({ allowed: true });
      state = next;
    }
    expect(countRequest(state, LIMIT, 1_010_000).outcome).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("starts a new window once the old one has passed", () => {
    const full = { windowStart: 0, count: 3 };
    expect(countRequest(full, LIMIT, 59_999).outcome.allowed).toBe(false);
    const { next, outcome } = countRequest(full, LIMIT, 60_000);
    expect(outcome).toEqual({ allowed: true });
    expect(next).toEqual({ windowStart: 60_000, count: 1 });
  });
});
