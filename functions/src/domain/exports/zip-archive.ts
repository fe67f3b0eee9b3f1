/**
 * 'Download all (.zip)': a minimal ZIP writer (stored entries, no compression). The files are
 * PNGs and an SVG that are compressed already or tiny, so deflating again would cost CPU for
 * nothing; storing keeps the writer small enough to read in one sitting. Entries are produced
 * one at a time, so an archive streams without holding every file in memory.
 */
import { crc32 } from "node:zlib";

interface CentralEntry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** UTF-8 file names (general purpose flag bit 11). */
const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** Without ZIP64, sizes and offsets must fit 32 bits. */
const MAX_32 = 0xffffffff;

function dosDateTime(moment: Date): { time: number; date: number } {
  const year = Math.max(1980, moment.getUTCFullYear());
  return {
    time:
      (moment.getUTCHours() << 11) | (moment.getUTCMinutes() << 5) | Math.floor(moment.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate(),
  };
}

export class ZipWriter {
  private readonly entries: CentralEntry[] = [];
  private offset = 0;

  /** The local header and the bytes of one entry, to be written in order. */
  entry(fileName: string, bytes: Buffer, modified: Date): Buffer[] {
    const name = Buffer.from(fileName, "utf8");
    const crc = crc32(bytes);
    const { time, date } = dosDateTime(modified);
    if (bytes.length > MAX_32 || this.offset > MAX_32)
      throw new Error("The archive is too large for ZIP without ZIP64");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(bytes.length, 18);
    header.writeUInt32LE(bytes.length, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    this.entries.push({ name, crc, size: bytes.length, offset: this.offset, time, date });
    this.offset += header.length + name.length + bytes.length;
    return [header, name, bytes];
  }

  /** The central directory and its end record: the last bytes of the archive. */
  finish(): Buffer {
    const parts: Buffer[] = [];
    let size = 0;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(UTF8_NAMES, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(entry.time, 12);
      header.writeUInt16LE(entry.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.size, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // extra length, comment length, disk number, internal attributes: all 0
      header.writeUInt32LE(0, 38);
      header.writeUInt32LE(entry.offset, 42);
      parts.push(header, entry.name);
      size += header.length + entry.name.length;
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(this.offset, 16);
    parts.push(end);
    return Buffer.concat(parts);
  }
}
