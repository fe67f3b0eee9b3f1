import { describe, expect, it } from "vitest";
import { makeQuota } from "@/testing/logo-fixtures";
import { shortfallMessage, shortfallOf } from "./generation-shortfall";

function counts(requested: number, generated: number, remaining: number) {
  return { requested, generated, quota: { before: makeQuota({ remaining }), after: makeQuota() } };
}

describe("shortfallOf", () => {
  it("is null when every requested logo was made", () => {
    expect(shortfallOf(counts(6, 6, 12))).toBeNull();
    expect(shortfallOf(counts(3, 3, 3))).toBeNull();
  });

  it("counts granted logos that could not be made", () => {
    expect(shortfallOf(counts(6, 5, 12))).toEqual({ requested: 6, granted: 6, failed: 1 });
  });

  it("tells a partial grant from a failure", () => {
    expect(shortfallOf(counts(3, 2, 2))).toEqual({ requested: 3, granted: 2, failed: 0 });
    expect(shortfallOf(counts(3, 1, 2))).toEqual({ requested: 3, granted: 2, failed: 1 });
  });
});

describe("shortfallMessage", () => {
  it("names one failed logo and its credit", () => {
    expect(shortfallMessage({ requested: 6, granted: 6, failed: 1 })).toBe(
      "1 logo could not be made this time. Its credit is back in your account.",
    );
  });

  it("names several failed logos and their credits", () => {
    expect(shortfallMessage({ requested: 6, granted: 6, failed: 2 })).toBe(
      "2 logos could not be made this time. Their credits are back in your account.",
    );
  });

  it("explains a partial grant, and a failure beside it", () => {
    expect(shortfallMessage({ requested: 3, granted: 1, failed: 0 })).toBe(
      "Only 1 logo generation was left, so this request was for 1 logo instead of 3.",
    );
    expect(shortfallMessage({ requested: 3, granted: 2, failed: 1 })).toBe(
      "Only 2 logo generations were left, so this request was for 2 logos instead of 3. " +
        "1 logo could not be made this time. Its credit is back in your account.",
    );
  });
});
