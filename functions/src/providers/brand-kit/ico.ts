/**
 * favicon.ico: the ICO container holding PNG images (the form every browser since IE 9 and every
 * operating system icon reader accepts). An ICONDIR header, one ICONDIRENTRY per image, then the
 * PNG files themselves, all little-endian.
 */

interface IcoImage {
  /** 1..256 pixels; 256 is written as 0, as the format asks. */
  width: number;
  height: number;
  png: Buffer;
}

const HEADER = 6;
const ENTRY = 16;

export function encodeIco(images: readonly IcoImage[]): Buffer {
  if (images.length === 0 || images.length > 0xffff) throw new Error("An icon holds 1 to 65535 images");
  const header = Buffer.alloc(HEADER);
  header.writeUInt16LE(0, 0);
  // Type 1: icon (2 would be a cursor).
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = Buffer.alloc(ENTRY * images.length);
  let offset = HEADER + entries.length;
  images.forEach((image, index) => {
    for (const side of [image.width, image.height]) {
      if (!Number.isInteger(side) || side < 1 || side > 256) throw new Error("Icon sides are 1 to 256 px");
    }
    const at = index * ENTRY;
    entries.writeUInt8(image.width === 256 ? 0 : image.width, at);
    entries.writeUInt8(image.height === 256 ? 0 : image.height, at + 1);
    // No palette, reserved byte.
    entries.writeUInt8(0, at + 2);
    entries.writeUInt8(0, at + 3);
    // Colour planes and bits per pixel (32: RGBA).
    entries.writeUInt16LE(1, at + 4);
    entries.writeUInt16LE(32, at + 6);
    entries.writeUInt32LE(image.png.length, at + 8);
    entries.writeUInt32LE(offset, at + 12);
    offset += image.png.length;
  });
  return Buffer.concat([header, entries, ...images.map((image) => image.png)]);
}

interface IcoEntry {
  width: number;
  height: number;
  bitsPerPixel: number;
  /** The image's own bytes (a PNG for icons we write). */
  data: Buffer;
}

/** Reads an ICO's directory; throws on anything that is not a well-formed icon. */
export function decodeIco(bytes: Buffer): IcoEntry[] {
  if (bytes.length < HEADER) throw new Error("Too short for an icon");
  if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) throw new Error("Not an icon file");
  const count = bytes.readUInt16LE(4);
  if (bytes.length < HEADER + count * ENTRY) throw new Error("The icon directory is cut short");
  const entries: IcoEntry[] = [];
  for (let index = 0; index < count; index++) {
    const at = HEADER + index * ENTRY;
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    if (offset + size > bytes.length) throw new Error("An icon image lies outside the file");
    entries.push({
      width: bytes.readUInt8(at) || 256,
      height: bytes.readUInt8(at + 1) || 256,
      bitsPerPixel: bytes.readUInt16LE(at + 6),
      data: bytes.subarray(offset, offset + size),
    });
  }
  return entries;
}
