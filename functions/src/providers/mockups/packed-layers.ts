/**
 * The scenes' fixed layers as the functions' build packs them (layer-pack.ts): one file per layer,
 * named by the key a drawing finds it by, holding its premultiplied pixels deflated. A fresh
 * instance then inflates a layer in 15-30 ms instead of rasterising it in 100-500 ms, and its
 * first brand kit draws none of them. Running from source (tests, scripts) there is no pack and
 * every layer is drawn.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { deflate, inflate, constants as zlibConstants } from "node:zlib";
import type { PremultipliedRaster } from "./layered-raster";

export const PACKED_LAYERS_DIR = path.join(__dirname, "..", "..", "mockup-layers");

/** Marks a packed layer file and its layout (width and height as 32-bit words, then the pixels). */
const MAGIC = Buffer.from("MKL1");
const HEADER_BYTES = MAGIC.length + 8;
/** Far above any scene's layer (about 2 megapixels): a header past it is damaged, not a bigger scene. */
const MOST_LAYER_PIXELS = 4096 * 4096;

let packFolder: string | null = PACKED_LAYERS_DIR;

/**
 * Where fixed layers are read from before they are drawn; null to draw every one (the build does,
 * so that it never packs an older pack). Returns the folder read before.
 */
export function readLayersFrom(folder: string | null): string | null {
  const before = packFolder;
  packFolder = folder;
  return before;
}

export function packedLayerFile(folder: string, key: string): string {
  return path.join(folder, `${key}.layer`);
}

export async function encodeLayer(raster: PremultipliedRaster): Promise<Buffer> {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header);
  header.writeUInt32LE(raster.width, MAGIC.length);
  header.writeUInt32LE(raster.height, MAGIC.length + 4);
  // Level 6: the layers are mostly smooth gradients and flat walls; higher levels take twice as
  // long at build for a percent less.
  return Buffer.concat([header, await promisify(deflate)(raster.pixels, { level: 6 })]);
}

export async function decodeLayer(bytes: Buffer): Promise<PremultipliedRaster> {
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error("Not a packed scene layer");
  const width = bytes.readUInt32LE(MAGIC.length);
  const height = bytes.readUInt32LE(MAGIC.length + 4);
  if (width * height > MOST_LAYER_PIXELS)
    throw new Error(`A packed scene layer of ${width} x ${height} pixels is past any scene's size`);
  const pixelBytes = width * height * 4;
  // The pixels' size is known, so they are inflated into one buffer in one pass of the thread
  // pool. zlib's default 16 KB chunks made a cold instance's layers thousands of round trips to
  // the main thread and one more copy of every layer to join them: 2-3 times the CPU. One byte to
  // spare lets the stream end in that pass instead of asking for a second buffer.
  const pixels = await promisify(inflate)(bytes.subarray(HEADER_BYTES), {
    chunkSize: Math.max(zlibConstants.Z_MIN_CHUNK, pixelBytes + 1),
  });
  if (pixels.length !== pixelBytes)
    throw new Error(`A packed scene layer holds ${pixels.length} bytes, not ${width} x ${height} pixels`);
  return { pixels, width, height };
}

/**
 * The packed layer with this key, or undefined when there is none. A damaged file is reported and
 * drawn instead: a scene must never fail for want of a shortcut.
 */
export async function readPackedLayer(key: string): Promise<PremultipliedRaster | undefined> {
  if (!packFolder) return undefined;
  let bytes: Buffer;
  try {
    bytes = await readFile(packedLayerFile(packFolder, key));
  } catch {
    return undefined;
  }
  try {
    return await decodeLayer(bytes);
  } catch (error) {
    console.warn(`Scene layer ${key} in the pack is unreadable; drawing it instead`, error);
    return undefined;
  }
}
