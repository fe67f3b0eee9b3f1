/**
 * The pixel work the domain asks for, behind a small interface so the domain holds no image
 * library: providers/logo-images does it with sharp and resvg, offline.
 */
import type { RgbaPixels } from "../../engine/render";

export type { RgbaPixels };

/**
 * A preview as a PNG file, or as the pixels a designer drew it as: those take the watermark
 * without a PNG encoded and decoded again first.
 */
export type PreviewImage = Buffer | RgbaPixels;

export function isEmptyImage(image: PreviewImage): boolean {
  return Buffer.isBuffer(image) ? image.length === 0 : image.data.length === 0;
}

export interface LogoImages {
  /**
   * An uploaded image as the two PNGs every logo has (1024 px, contained on transparency, and the
   * 512 px preview); SVGs (already sanitised) are drawn in a process of their own with a
   * deadline. Throws UnreadableImageError when the bytes are not a readable image,
   * DrawingTimedOutError when drawing takes too long, and NoArtworkError when the image holds
   * nothing the export's background removal would keep.
   */
  uploadPngs(bytes: Buffer, kind: "svg" | "raster"): Promise<{ png: Buffer; preview: Buffer }>;
  /**
   * The 1024 px PNG of a logo's vector master (the engine's own SVG, never an upload's), drawn
   * when an export needs the logo's original: generation stores only the master and the preview.
   */
  masterPng(svg: string): Promise<Buffer>;
  /** The preview with the product-name watermark burnt into its pixels, as a PNG. */
  watermarkPreview(preview: PreviewImage): Promise<Buffer>;
  /** Width and height of an image file; nulls when it cannot be read. */
  dimensions(bytes: Buffer): Promise<{ width: number | null; height: number | null }>;
  /**
   * The render thumbnails are cut from: a PNG fitted inside `size` px. An SVG is drawn in a process
   * of its own with a deadline, as uploads are; a raster is decoded with a pixel cap and deadline.
   */
  thumbnailRender(bytes: Buffer, kind: "svg" | "raster", size: number): Promise<Buffer>;
  /** A small PNG of a stored render (a PNG, never an SVG), fitted inside `maxSize` px, never enlarged. */
  thumbnail(render: Buffer, maxSize: number): Promise<Buffer>;
}

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super("The image could not be read", { cause });
    this.name = "UnreadableImageError";
  }
}

/** Drawing the image did not finish in time; the drawing was stopped. */
export class DrawingTimedOutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Drawing the image took longer than ${timeoutMs} ms`);
    this.name = "DrawingTimedOutError";
  }
}

/** Fully transparent, or one flat colour: no logo for the export's files to be made from. */
export class NoArtworkError extends Error {
  constructor() {
    super("The image has no visible artwork");
    this.name = "NoArtworkError";
  }
}
