/**
 * Raster images embedded in an SVG as data: URLs. The renderer decodes them without the pixel cap
 * that guards uploaded PNGs, so their size is read from their headers and bounded before any
 * drawing: a PNG bomb inside an SVG is refused like one uploaded on its own.
 */
import { UnsafeSvgError } from "./svg-refusal";

const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp);base64,([A-Za-z0-9+/=\s]*)$/i;

export interface EmbeddedImage {
  format: "png" | "jpeg" | "gif" | "webp";
  width: number;
  height: number;
}

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  if (bytes.subarray(12, 16).toString("latin1") !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 10 || !/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1"))) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** The first start-of-frame marker holds the size; markers before it are skipped by length. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  if (
    bytes.subarray(0, 4).toString("latin1") !== "RIFF" ||
    bytes.subarray(8, 12).toString("latin1") !== "WEBP"
  )
    return null;
  const chunk = bytes.subarray(12, 16).toString("latin1");
  if (chunk === "VP8X") {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === "VP8 ") {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/**
 * The embedded image a data: URL holds, or null when the value is not one. A data: URL that
 * claims to be an image but is not a readable PNG, JPEG, GIF or WebP is refused.
 */
export function readEmbeddedImage(url: string): EmbeddedImage | null {
  const match = DATA_IMAGE.exec(url.trim());
  if (!match) return null;
  const bytes = Buffer.from((match[2] ?? "").replace(/\s+/g, ""), "base64");
  const readers = [
    ["png", pngSize],
    ["jpeg", jpegSize],
    ["gif", gifSize],
    ["webp", webpSize],
  ] as const;
  for (const [format, read] of readers) {
    const size = read(bytes);
    if (size) return { format, ...size };
  }
  throw new UnsafeSvgError("an embedded image we cannot read");
}
