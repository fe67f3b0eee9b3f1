/**
 * Reads a ZIP archive for the tests: the central directory, then each entry's bytes (stored or
 * deflated), checking every CRC. Throws on anything malformed, so "it unzips" means something.
 */
import { crc32, inflateRawSync } from "node:zlib";

export function readZip(archive: Buffer): Map<string, Buffer> {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error("No end of central directory record");
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`Bad central directory entry ${index}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressed = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (archive.readUInt32LE(local) !== 0x04034b50) throw new Error(`Bad local header for ${name}`);
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const raw = archive.subarray(dataAt, dataAt + compressed);
    const bytes = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!bytes) throw new Error(`Unknown compression method ${method} for ${name}`);
    if (bytes.length !== size || crc32(bytes) !== crc) throw new Error(`${name} fails its size or CRC check`);
    if (entries.has(name)) throw new Error(`${name} is in the archive twice`);
    entries.set(name, bytes);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
