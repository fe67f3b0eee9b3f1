import type { LogoImages } from "../../domain/ports/logo-images";
import { onFirstUse } from "../on-first-use";

const loadSharpLogoImages = onFirstUse(async () => (await import("./sharp-logo-images.js")).sharpLogoImages);

/** The domain's LogoImages (sharp and resvg, offline), loaded by the first call that needs pixels. */
export const localLogoImages: LogoImages = {
  uploadPngs: async (bytes, kind) => (await loadSharpLogoImages()).uploadPngs(bytes, kind),
  masterPng: async (svg) => (await loadSharpLogoImages()).masterPng(svg),
  watermarkPreview: async (preview) => (await loadSharpLogoImages()).watermarkPreview(preview),
  dimensions: async (bytes) => (await loadSharpLogoImages()).dimensions(bytes),
  thumbnailRender: async (bytes, kind, size) =>
    (await loadSharpLogoImages()).thumbnailRender(bytes, kind, size),
  thumbnail: async (bytes, maxSize) => (await loadSharpLogoImages()).thumbnail(bytes, maxSize),
};
