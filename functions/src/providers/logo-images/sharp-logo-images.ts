/**
 * The domain's LogoImages with sharp (and resvg in a child process for uploaded SVGs, and for the
 * watermark); needs no network or key. Loaded only by the calls that need pixels (index.ts).
 */
import sharp from "sharp";
import { type LogoImages, NoArtworkError, UnreadableImageError } from "../../domain/ports/logo-images";
import { renderMasterPng } from "../../engine/render";
import { burnWatermark } from "../graphics/burn-watermark";
import { decodeRgba, imageDimensions } from "../graphics/png";
import { renderSvgIsolated } from "./isolated-svg-render";
import { UPLOAD_PNG_SIZE } from "./upload-render-size";
import { hasVisibleArtwork } from "./visible-artwork";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** Raster decoding is linear in pixels (capped at 50 M); this only guards against the unforeseen. */
const RASTER_TIMEOUT_SECONDS = 20;

/** A raster someone sent, decoded with a pixel cap and a deadline and fitted as a PNG. */
async function fittedPng(bytes: Buffer, size: number, fit: sharp.ResizeOptions): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .timeout({ seconds: RASTER_TIMEOUT_SECONDS })
      .resize(size, size, fit)
      .png()
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

function rasterPng(bytes: Buffer): Promise<Buffer> {
  return fittedPng(bytes, UPLOAD_PNG_SIZE, { fit: "contain", background: TRANSPARENT });
}

export const sharpLogoImages: LogoImages = {
  async uploadPngs(bytes, kind) {
    const png = kind === "svg" ? await renderSvgIsolated(bytes) : await rasterPng(bytes);
    let pixels: Awaited<ReturnType<typeof decodeRgba>>;
    try {
      pixels = await decodeRgba(png);
    } catch (error) {
      throw new UnreadableImageError(error);
    }
    if (!hasVisibleArtwork(pixels)) throw new NoArtworkError();
    const preview = await sharp(png).resize(512, 512).png().toBuffer();
    return { png, preview };
  },
  masterPng: renderMasterPng,
  watermarkPreview: burnWatermark,
  dimensions: imageDimensions,
  async thumbnailRender(bytes, kind, size) {
    const drawn = kind === "svg" ? await renderSvgIsolated(bytes) : bytes;
    return fittedPng(drawn, size, { fit: "inside", withoutEnlargement: true });
  },
  async thumbnail(render, maxSize) {
    // Only a PNG render: an SVG reaching here would be drawn in this process with no deadline.
    if (!render.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
      throw new UnreadableImageError(new Error("A thumbnail is cut from a PNG render only"));
    }
    return sharp(render, { limitInputPixels: 4_000_000 })
      .resize(maxSize, maxSize, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  },
};
