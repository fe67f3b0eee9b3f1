import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";

/**
 * Rasterises the SVG master. resvg draws the 1024 px master once, off the main thread (text is
 * already outlines, so no system fonts are loaded). The 512 px preview is an exact 2x box
 * downscale of those pixels, the same as 4x supersampling, instead of a second vector render.
 * PNG encoding runs in sharp's thread pool; a light zlib level keeps it fast, and flat logo
 * colours still compress well.
 */
export const MASTER_SIZE = 1024;
export const PREVIEW_SIZE = 512;

export interface RenderedImages {
  png: Buffer;
  preview: Buffer;
}

/** Averages each 2x2 block of RGBA pixels (channels unrolled: this runs on 262,144 pixels). */
export function halveRgba(pixels: Buffer, width: number, height: number): Buffer {
  const outWidth = width >> 1;
  const outHeight = height >> 1;
  const out = Buffer.allocUnsafe(outWidth * outHeight * 4);
  const src = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const stride = width * 4;
  let o = 0;
  for (let y = 0; y < outHeight; y++) {
    let i = y * 2 * stride;
    for (let x = 0; x < outWidth; x++, i += 8) {
      const j = i + stride;
      out[o++] =
        ((src[i] as number) + (src[i + 4] as number) + (src[j] as number) + (src[j + 4] as number) + 2) >> 2;
      out[o++] =
        ((src[i + 1] as number) +
          (src[i + 5] as number) +
          (src[j + 1] as number) +
          (src[j + 5] as number) +
          2) >>
        2;
      out[o++] =
        ((src[i + 2] as number) +
          (src[i + 6] as number) +
          (src[j + 2] as number) +
          (src[j + 6] as number) +
          2) >>
        2;
      out[o++] =
        ((src[i + 3] as number) +
          (src[i + 7] as number) +
          (src[j + 3] as number) +
          (src[j + 7] as number) +
          2) >>
        2;
    }
  }
  return out;
}

export async function renderLogoPngs(svg: string): Promise<RenderedImages> {
  const image = await renderAsync(svg, {
    fitTo: { mode: "width", value: MASTER_SIZE },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  });
  const { width, height } = image;
  const pixels = image.pixels;
  const preview = halveRgba(pixels, width, height);
  const encode = (data: Buffer, w: number, h: number) =>
    sharp(data, { raw: { width: w, height: h, channels: 4 } })
      .png({ compressionLevel: 2, adaptiveFiltering: false })
      .toBuffer();
  const [png, previewPng] = await Promise.all([
    encode(pixels, width, height),
    encode(preview, width >> 1, height >> 1),
  ]);
  return { png, preview: previewPng };
}
