import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ZipWriter } from "./zip-archive";

function build(files: { name: string; bytes: Buffer }[]): Buffer {
  const zip = new ZipWriter();
  const chunks: Buffer[] = [];
  for (const file of files)
    chunks.push(...zip.entry(file.name, file.bytes, new Date("2026-11-23T10:20:30Z")));
  chunks.push(zip.finish());
  return Buffer.concat(chunks);
}

/** Reads the central directory back: names, sizes and CRCs as a reader sees them. */
function readCentralDirectory(archive: Buffer) {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const entries: { name: string; size: number; crc: number; data: Buffer }[] = [];
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(offset)).toBe(0x02014b50);
    const crc = archive.readUInt32LE(offset + 16);
    const size = archive.readUInt32LE(offset + 24);
    const nameLength = archive.readUInt16LE(offset + 28);
    const local = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    const dataStart = local + 30 + archive.readUInt16LE(local + 26);
    entries.push({ name, size, crc, data: archive.subarray(dataStart, dataStart + size) });
    offset += 46 + nameLength;
  }
  return entries;
}

function hasUnzip(): boolean {
  try {
    execFileSync("unzip", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("ZipWriter", () => {
  const files = [
    { name: "harbor-and-pine-high-quality.png", bytes: Buffer.from("first file bytes") },
    { name: "café-vector.svg", bytes: Buffer.from("<svg/>") },
    { name: "empty.txt", bytes: Buffer.alloc(0) },
  ];

  it("writes entries whose central directory points at the right bytes", () => {
    const entries = readCentralDirectory(build(files));
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
    for (const [index, entry] of entries.entries()) {
      const original = files[index]?.bytes ?? Buffer.alloc(0);
      expect(entry.data.equals(original)).toBe(true);
      expect(entry.crc).toBe(crc32(original));
    }
  });

  it.skipIf(!hasUnzip())("is a valid archive for the system's unzip", () => {
    const folder = mkdtempSync(join(tmpdir(), "zip-test-"));
    try {
      const path = join(folder, "files.zip");
      writeFileSync(path, build(files));
      const listing = execFileSync("unzip", ["-t", path], { encoding: "utf8" });
      expect(listing).toContain("No errors detected");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
