import sharp from "sharp";

/**
 * dHash of the artwork: trim the plain ground away (so the same logo moved or padded hashes the
 * same), greyscale, shrink to 17x16, one bit per horizontal neighbour pair (is the left pixel
 * brighter?). 256 bits describe the arrangement of light and dark; near-copies of one logo
 * (shifted, recoloured, lightened) land within a few bits of each other.
 */
export async function differenceHash(png: Buffer): Promise<Uint8Array> {
  const trimmed = await sharp(png).trim({ threshold: 12 }).png().toBuffer();
  const { data } = await sharp(trimmed)
    .greyscale()
    .resize(17, 16, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bits = new Uint8Array(256);
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      bits[y * 16 + x] = (data[y * 17 + x] as number) > (data[y * 17 + x + 1] as number) ? 1 : 0;
    }
  }
  return bits;
}

export function hammingDistance(a: Uint8Array, b: Uint8Array): number {
  let distance = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) distance++;
  return distance;
}
