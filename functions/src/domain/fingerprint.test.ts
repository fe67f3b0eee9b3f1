import { describe, expect, it } from "vitest";
import { fingerprintOf } from "./fingerprint";

describe("a request's fingerprint", () => {
  it("is the same whatever order the fields come in, at every level", () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: [3, { e: 4, f: 5 }] } })).toBe(
      fingerprintOf({ b: { d: [3, { f: 5, e: 4 }], c: 2 }, a: 1 }),
    );
  });

  it("differs when anything asked for differs, including the order of a list", () => {
    const base = fingerprintOf({ call: "export", logoId: "L1", exportType: "basic_logo" });
    expect(fingerprintOf({ call: "export", logoId: "L2", exportType: "basic_logo" })).not.toBe(base);
    expect(fingerprintOf([1, 2])).not.toBe(fingerprintOf([2, 1]));
  });

  it("ignores fields that are absent rather than set", () => {
    expect(fingerprintOf({ a: 1, b: undefined })).toBe(fingerprintOf({ a: 1 }));
  });
});
