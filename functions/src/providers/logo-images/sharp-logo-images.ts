import sharp from "sharp";
import { type LogoImages, UnreadableImageError } from "../../domain/logo-images";
import { imageDimensions } from "../export-images/png";
import { burnWatermark } from "../preview-watermark/burn-watermark";

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The domain's LogoImages with sharp (and resvg for the watermark); needs no network or key. */
export const sharpLogoImages: LogoImages = {
  async uploadPngs(bytes, kind) {
    try {
      const source = sharp(bytes, { density: kind === "svg" ? 288 : 72, limitInputPixels: 50_000_000 });
      const png = await source
        .resize(1024, 1024, { fit: "contain", background: TRANSPARENT })
        .png()
        .toBuffer();
      const preview = await sharp(png).resize(512, 512).png().toBuffer();
      return { png, preview };
    } catch (error) {
      throw new UnreadableImageError(error);
    }
  },
  watermarkPreview: burnWatermark,
  dimensions: imageDimensions,
  thumbnail(bytes, maxSize) {
    return sharp(bytes, { density: 144, limitInputPixels: 50_000_000 })
      .resize(maxSize, maxSize, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  },
};
