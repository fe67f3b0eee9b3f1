import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readZip } from "./testing/zip-reader";
import { ZipWriter } from "./zip-archive";

function build(files: { name: string; bytes: Buffer }[]): Buffer {
  const zip = new ZipWriter();
  const chunks: Buffer[] = [];
  for (const file of files)
    chunks.push(...zip.entry(file.name, file.bytes, new Date("2026-11-23T10:20:30Z")));
  chunks.push(zip.finish());
  return Buffer.concat(chunks);
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
    // readZip follows the central directory and throws unless each entry's size and CRC match.
    const entries = readZip(build(files));
    expect([...entries.keys()]).toEqual(files.map((file) => file.name));
    for (const file of files) expect(entries.get(file.name)?.equals(file.bytes)).toBe(true);
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
