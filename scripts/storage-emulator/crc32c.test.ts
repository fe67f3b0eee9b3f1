import { randomBytes } from "node:crypto";
import { CRC32C } from "@google-cloud/storage";
import { describe, expect, it } from "vitest";
import { computeCrc32c, crc32cToBase64 } from "./crc32c";

describe("computeCrc32c", () => {
  it("matches the published check value for '123456789'", () => {
    expect(computeCrc32c(Buffer.from("123456789"))).toBe(0xe3069283);
  });

  it("matches the RFC 3720 (iSCSI) test vectors", () => {
    expect(computeCrc32c(new Uint8Array(32))).toBe(0x8a9136aa);
    expect(computeCrc32c(new Uint8Array(32).fill(0xff))).toBe(0x62a8ab43);
    const ascending = Uint8Array.from({ length: 32 }, (_, index) => index);
    expect(computeCrc32c(ascending)).toBe(0x46dd794e);
    const descending = Uint8Array.from({ length: 32 }, (_, index) => 31 - index);
    expect(computeCrc32c(descending)).toBe(0x113fdb5c);
  });

  it("is zero for no bytes", () => {
    expect(computeCrc32c(new Uint8Array(0))).toBe(0);
  });
});

describe("crc32cToBase64", () => {
  it("encodes the value big-endian, as Cloud Storage does", () => {
    // 0xE3069283 -> bytes e3 06 92 83
    expect(crc32cToBase64(0xe3069283)).toBe(Buffer.from([0xe3, 0x06, 0x92, 0x83]).toString("base64"));
    expect(crc32cToBase64(0)).toBe("AAAAAA==");
  });
});

describe("computeCrc32c against @google-cloud/storage's own implementation", () => {
  it("agrees on random buffers of awkward lengths", () => {
    for (const length of [1, 7, 255, 4096, 100_003]) {
      const bytes = randomBytes(length);
      const referenceChecksum = new CRC32C();
      referenceChecksum.update(bytes);
      expect(crc32cToBase64(computeCrc32c(bytes))).toBe(referenceChecksum.toString());
    }
  });

  it("reads a view that starts part-way into its buffer", () => {
    const bytes = randomBytes(10_011).subarray(3);
    const referenceChecksum = new CRC32C();
    referenceChecksum.update(Buffer.from(bytes));
    expect(crc32cToBase64(computeCrc32c(bytes))).toBe(referenceChecksum.toString());
  });
});
