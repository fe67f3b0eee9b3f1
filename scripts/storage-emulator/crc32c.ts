/**
 * CRC32C (Castagnoli), the checksum Cloud Storage reports in `crc32c` and `x-goog-hash`.
 * `@google-cloud/storage` compares it with its own after every upload and download and
 * treats a mismatch as corruption (it even deletes the uploaded object), so it must be exact.
 */

/** Bit-reflected form of the Castagnoli polynomial 0x1EDC6F41. */
const CASTAGNOLI_POLYNOMIAL_REFLECTED = 0x82f63b78;

const CRC32C_TABLE: Uint32Array = buildCrc32cTable();

function buildCrc32cTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let byteValue = 0; byteValue < 256; byteValue++) {
    let remainder = byteValue;
    for (let bit = 0; bit < 8; bit++) {
      remainder = remainder & 1 ? CASTAGNOLI_POLYNOMIAL_REFLECTED ^ (remainder >>> 1) : remainder >>> 1;
    }
    table[byteValue] = remainder >>> 0;
  }
  return table;
}

/** Computes the CRC32C of `bytes` as an unsigned 32-bit integer. */
export function computeCrc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    // The table has 256 entries and the index is masked to 8 bits, so the lookup always hits.
    crc = (crc >>> 8) ^ (CRC32C_TABLE[(crc ^ byte) & 0xff] as number);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The wire form Cloud Storage uses: the 4 bytes big-endian, base64-encoded. */
export function crc32cToBase64(crc32c: number): string {
  const bigEndianBytes = Buffer.alloc(4);
  bigEndianBytes.writeUInt32BE(crc32c >>> 0);
  return bigEndianBytes.toString("base64");
}
