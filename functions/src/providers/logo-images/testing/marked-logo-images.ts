import type { LogoImages } from "../../../domain/ports/logo-images";

/**
 * Logo images without image work, for tests and benches that store logos: each answer marks what
 * it was asked (a watermarked preview ends in "+watermark"), so a test can tell which call made a
 * file, and nothing is decoded or drawn.
 */
export const markedLogoImages: LogoImages = {
  uploadPngs: async () => ({ png: Buffer.from("png"), preview: Buffer.from("preview") }),
  masterPng: async (svg) => Buffer.from(`png of ${svg}`),
  watermarkPreview: async (preview) =>
    Buffer.concat([Buffer.isBuffer(preview) ? preview : preview.data, Buffer.from("+watermark")]),
  dimensions: async () => ({ width: null, height: null }),
  thumbnailRender: async (bytes) => bytes,
  thumbnail: async (bytes) => bytes,
};
