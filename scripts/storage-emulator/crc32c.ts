/**
 * CRC32C (Castagnoli), the checksum Cloud Storage reports in `crc32c` and `x-goog-hash`.
 * `@google-cloud/storage` compares it with its own after every upload and download and
 * treats a mismatch as corruption (it even deletes the uploaded object), so it must be exact.
 */

/** Bit-reflected form of the Castagnoli polynomial 0x1EDC6F41. */
const CASTAGNOLI_POLYNOMIAL_REFLECTED = 0x82f63b78;

/**
 * Eight tables for slicing-by-8: table k gives a byte's contribution k bytes before the end of
 * an 8-byte block, so a block costs eight lookups instead of eight dependent steps. Every object
 * written to the emulator is checksummed (a generation's twelve files, an export's kit), and
 * this runs several times faster than a byte at a time.
 */
const CRC32C_TABLES: Uint32Array[] = buildCrc32cTables();

function buildCrc32cTables(): Uint32Array[] {
  const first = new Uint32Array(256);
  for (let byteValue = 0; byteValue < 256; byteValue++) {
    let remainder = byteValue;
    for (let bit = 0; bit < 8; bit++) {
      remainder = remainder & 1 ? CASTAGNOLI_POLYNOMIAL_REFLECTED ^ (remainder >>> 1) : remainder >>> 1;
    }
    first[byteValue] = remainder >>> 0;
  }
  const tables = [first];
  for (let k = 1; k < 8; k++) {
    const previous = tables[k - 1] as Uint32Array;
    const table = new Uint32Array(256);
    for (let byteValue = 0; byteValue < 256; byteValue++) {
      const value = previous[byteValue] as number;
      table[byteValue] = ((value >>> 8) ^ (first[value & 0xff] as number)) >>> 0;
    }
    tables.push(table);
  }
  return tables;
}

/** Computes the CRC32C of `bytes` as an unsigned 32-bit integer. */
export function computeCrc32c(bytes: Uint8Array): number {
  // Every index below is a byte (masked to 8 bits or read from a Uint8Array), so each lookup hits.
  const [t0, t1, t2, t3, t4, t5, t6, t7] = CRC32C_TABLES as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  let crc = 0xffffffff;
  const length = bytes.length;
  const blocksEnd = length - (length % 8);
  let i = 0;
  for (; i < blocksEnd; i += 8) {
    const low =
      crc ^
      ((bytes[i] as number) |
        ((bytes[i + 1] as number) << 8) |
        ((bytes[i + 2] as number) << 16) |
        ((bytes[i + 3] as number) << 24));
    crc =
      (t7[low & 0xff] as number) ^
      (t6[(low >>> 8) & 0xff] as number) ^
      (t5[(low >>> 16) & 0xff] as number) ^
      (t4[low >>> 24] as number) ^
      (t3[bytes[i + 4] as number] as number) ^
      (t2[bytes[i + 5] as number] as number) ^
      (t1[bytes[i + 6] as number] as number) ^
      (t0[bytes[i + 7] as number] as number);
  }
  for (; i < length; i++) {
    crc = (crc >>> 8) ^ (t0[(crc ^ (bytes[i] as number)) & 0xff] as number);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The wire form Cloud Storage uses: the 4 bytes big-endian, base64-encoded. */
export function crc32cToBase64(crc32c: number): string {
  const bigEndianBytes = Buffer.alloc(4);
  bigEndianBytes.writeUInt32BE(crc32c >>> 0);
  return bigEndianBytes.toString("base64");
}
