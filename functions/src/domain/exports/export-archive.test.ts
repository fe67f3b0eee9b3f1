import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ExportResourceType } from "../../contract";
import { memoryFiles } from "../../providers/file-store/testing/memory-files";
import { NotFoundError } from "../errors";
import { writeExportArchive } from "./export-archive";

const MODIFIED = new Date("2026-11-23T10:20:30Z");
const KIT_FILES: Record<string, Buffer> = {
  "harbor-and-pine-brand-kit/README.txt": Buffer.from("What is in the kit and what each file is for."),
  "harbor-and-pine-brand-kit/vector/harbor-and-pine-logo-black.svg": Buffer.from("<svg/>".repeat(400)),
  "harbor-and-pine-brand-kit/png/harbor-and-pine-logo-on-light-256.png": Buffer.alloc(5000, 7),
  "harbor-and-pine-brand-kit/web/empty.txt": Buffer.alloc(0),
};

type MemoryFiles = ReturnType<typeof memoryFiles>;

/**
 * A store whose streams arrive in small pieces, as Cloud Storage's do, so the kit's zip reaches
 * the archive with its headers and files split across chunks.
 */
function chunkedFiles(): MemoryFiles {
  const files = memoryFiles();
  return {
    ...files,
    async readStream(path) {
      const bytes = (await files.read(path)) ?? Buffer.alloc(0);
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += 97) pieces.push(bytes.subarray(at, at + 97));
      return Readable.from(pieces);
    },
  };
}

function put(files: MemoryFiles, path: string, bytes: Uint8Array, contentType: string): Promise<void> {
  return files.write(path, Buffer.from(bytes), { contentType, cacheControl: "private" });
}

/** In page order, the kit between the vector master and the original, as for a real export. */
const LIST: { path: string; fileName: string; type: ExportResourceType }[] = [
  { path: "e/upscale_clarity.png", fileName: "harbor-and-pine-high-quality.png", type: "upscale_clarity" },
  { path: "e/vector_svg.svg", fileName: "harbor-and-pine-vector.svg", type: "vector_svg" },
  { path: "e/brand_kit.zip", fileName: "harbor-and-pine-brand-kit.zip", type: "brand_kit" },
  { path: "e/original.png", fileName: "harbor-and-pine-original.png", type: "original" },
];
const TOP_FILES: Record<string, Buffer> = {
  "harbor-and-pine-high-quality.png": Buffer.from("high quality png bytes"),
  "harbor-and-pine-vector.svg": Buffer.from("<svg>vector</svg>"),
  "harbor-and-pine-original.png": Buffer.alloc(3000, 1),
};

async function seeded(): Promise<MemoryFiles> {
  const files = chunkedFiles();
  for (const file of LIST) {
    const bytes = TOP_FILES[file.fileName];
    if (bytes) await put(files, file.path, bytes, "image/png");
  }
  const svg = "harbor-and-pine-brand-kit/vector/harbor-and-pine-logo-black.svg";
  // One file deflated, the rest stored: the archive unpacks either.
  const kit = zipSync(
    { ...KIT_FILES, [svg]: [KIT_FILES[svg] ?? Buffer.alloc(0), { level: 6 }] },
    { level: 0 },
  );
  await put(files, "e/brand_kit.zip", kit, "application/zip");
  return files;
}

async function archiveOf(files: MemoryFiles): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  await writeExportArchive(files, LIST, MODIFIED, async (chunk) => {
    // A slow connection: each piece is taken only after a turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

describe("writeExportArchive ('Download all')", () => {
  it("holds each file, and the brand kit's files themselves under the kit's folder, not a zip", async () => {
    const archive = await archiveOf(await seeded());
    const methods = new Map<string, number>();
    const entries = unzipSync(archive, {
      filter: (entry) => {
        methods.set(entry.name, entry.compression);
        return true;
      },
    });
    expect(Object.keys(entries)).toEqual([
      "harbor-and-pine-high-quality.png",
      "harbor-and-pine-vector.svg",
      ...Object.keys(KIT_FILES),
      "harbor-and-pine-original.png",
    ]);
    for (const [name, bytes] of Object.entries({ ...TOP_FILES, ...KIT_FILES }))
      expect(Buffer.from(entries[name] ?? []).equals(bytes), name).toBe(true);
    // Stored: the files are compressed already, deflating them again costs CPU for nothing.
    expect(new Set(methods.values())).toEqual(new Set([0]));
  });

  it("is a valid archive for the system's unzip, every entry's CRC included", async () => {
    const files = await seeded();
    const folder = mkdtempSync(join(tmpdir(), "export-archive-test-"));
    try {
      const path = join(folder, "all.zip");
      writeFileSync(path, await archiveOf(files));
      expect(execFileSync("unzip", ["-t", path], { encoding: "utf8" })).toContain("No errors detected");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("answers 'not found' before sending a byte when a file is missing", async () => {
    const files = await seeded();
    await files.delete("e/original.png");
    let written = 0;
    await expect(
      writeExportArchive(files, LIST, MODIFIED, async () => {
        written++;
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(written).toBe(0);
  });

  it("fails, rather than leaving the kit out, when the stored kit is not a zip", async () => {
    const files = await seeded();
    await put(files, "e/brand_kit.zip", Buffer.from("not a zip at all"), "application/zip");
    await expect(archiveOf(files)).rejects.toThrow("holds no files");
  });

  it("fails when the stored kit ends inside a file", async () => {
    const files = await seeded();
    const kit = (await files.read("e/brand_kit.zip")) ?? Buffer.alloc(0);
    // The PNG is the kit's largest file: 2000 bytes before the end is inside it.
    await put(files, "e/brand_kit.zip", kit.subarray(0, kit.length - 2000), "application/zip");
    await expect(archiveOf(files)).rejects.toThrow("invalid zip data");
  });
});
