/**
 * 'Download all (.zip)': every ready file of an export in one archive, sent a piece at a time as
 * each file streams in from storage. The brand kit goes in as its own files, under the folder
 * they already sit in inside the kit (harbor-and-pine-brand-kit/...), so the owner unpacks once
 * instead of finding a zip inside the zip. The kit is unpacked while its stored zip streams in,
 * so its 68 files are never held in memory at once, neither packed nor unpacked.
 * Entries are stored, not deflated: nearly every byte is PNG, JPEG or PDF, compressed already.
 */
import type { Readable } from "node:stream";
import { type FlateError, Unzip, UnzipInflate, Zip, ZipPassThrough } from "fflate";
import { EXPORT_FILE, type ExportResourceType } from "../../contract";
import { NotFoundError } from "../errors";
import type { FileStore } from "../ports/file-store";
import { objectInfo } from "./export-objects";

interface ArchiveFile {
  path: string;
  fileName: string;
  type: ExportResourceType;
}

const END = new Uint8Array(0);

function bytesOf(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  throw new TypeError("A stored file streamed something other than bytes");
}

/**
 * Writes the archive of `files`, in their order, through `write`, which is awaited before the
 * next piece is read: a slow connection slows the reading instead of filling memory.
 */
export async function writeExportArchive(
  store: FileStore,
  files: ArchiveFile[],
  modified: Date,
  write: (chunk: Uint8Array) => Promise<void>,
): Promise<void> {
  // Every file is looked up before the first byte, so a missing one is still a plain 404 and
  // never an archive cut off half-way.
  const found = await Promise.all(files.map((file) => objectInfo(store, file.path)));
  if (found.some((info) => info === null)) throw new NotFoundError("export-file");

  let ready: Uint8Array[] = [];
  let failure: FlateError | null = null;
  const fail = (error: FlateError) => {
    failure ??= error;
  };
  const zip = new Zip((error, chunk) => {
    if (error) fail(error);
    else ready.push(chunk);
  });
  const send = async () => {
    if (failure) throw failure;
    const chunks = ready;
    ready = [];
    for (const chunk of chunks) await write(chunk);
  };
  const addEntry = (name: string) => {
    const entry = new ZipPassThrough(name);
    entry.mtime = modified;
    zip.add(entry);
    return entry;
  };

  for (const file of files) {
    const stream = await store.readStream(file.path);
    if (file.type === EXPORT_FILE.brandKit.id) await unpackKit(stream, addEntry, fail, send);
    else {
      const entry = addEntry(file.fileName);
      for await (const chunk of stream) {
        entry.push(bytesOf(chunk));
        await send();
      }
      entry.push(END, true);
    }
    await send();
  }
  zip.end();
  await send();
}

/** Adds each file of the kit's zip as an entry of its own, as the zip's bytes arrive. */
async function unpackKit(
  stream: Readable,
  addEntry: (name: string) => ZipPassThrough,
  fail: (error: FlateError) => void,
  send: () => Promise<void>,
): Promise<void> {
  let count = 0;
  const unzip = new Unzip((kitFile) => {
    count++;
    const entry = addEntry(kitFile.name);
    kitFile.ondata = (error, chunk, final) => {
      if (error) fail(error);
      else entry.push(chunk, final);
    };
    kitFile.start();
  });
  // Our kits store every file, but a deflated one would unpack too.
  unzip.register(UnzipInflate);
  for await (const chunk of stream) {
    unzip.push(bytesOf(chunk));
    await send();
  }
  // Throws if the zip ended inside a file. A zip cut short between two files would pass here,
  // but a stored object arrives whole or not at all: storage checks its checksum as it streams.
  unzip.push(END, true);
  if (count === 0) throw new Error("The stored brand kit holds no files");
}
