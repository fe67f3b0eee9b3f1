/**
 * The files of a logo in Cloud Storage. The browser only ever loads the 512 px preview, through
 * the download-token URL made here; the masters stay for exports.
 */

import type { LogoStoragePaths } from "./firestore-documents";
import type { FileStore } from "./ports/file-store";
import type { RenderedLogo } from "./ports/logo-designer";
import type { LogoImages, PreviewImage } from "./ports/logo-images";

/** Paths are unique per logo and never overwritten, so a preview can be cached for good. */
const PREVIEW_CACHE = "public, max-age=31536000, immutable";
const MASTER_CACHE = "private, max-age=0, no-store";

/** Where a logo's files go, and what watermarks its preview. */
interface LogoFileServices {
  files: FileStore;
  logoImages: LogoImages;
}

/** Which masters a drawn logo stores beside its preview. */
interface StoredMasters {
  svg: boolean;
  png: boolean;
}

/** The masters a provider handed over, each stored: the engine's SVG, or a 1024 px PNG of pixels. */
export function storedMastersOf(rendered: Pick<RenderedLogo, "svg" | "png">): StoredMasters {
  return { svg: rendered.svg !== null, png: rendered.png !== null };
}

export function generatedLogoPaths(uid: string, logoId: string, masters: StoredMasters): LogoStoragePaths {
  const folder = `users/${uid}/logos/${logoId}`;
  return {
    preview: `${folder}/preview-512.png`,
    png: masters.png ? `${folder}/logo-1024.png` : null,
    svg: masters.svg ? `${folder}/logo.svg` : null,
    original: null,
  };
}

export function uploadedLogoPaths(
  uid: string,
  logoId: string,
  extension: string,
): LogoStoragePaths & { original: string; png: string } {
  const folder = `users/${uid}/uploads/${logoId}`;
  return {
    preview: `${folder}/preview-512.png`,
    png: `${folder}/logo-1024.png`,
    svg: null,
    original: `${folder}/original.${extension}`,
  };
}

/**
 * Every path is new (it holds a fresh logo id), so the write is conditional on the object not
 * existing yet. That makes it idempotent, which lets a dropped connection's write be retried.
 */
export async function saveFile(
  files: FileStore,
  path: string,
  bytes: Buffer,
  contentType: string,
  options: { cacheControl?: string; downloadToken?: boolean } = {},
): Promise<void> {
  await files.createOnce(path, bytes, {
    contentType,
    cacheControl: options.cacheControl ?? MASTER_CACHE,
    downloadToken: options.downloadToken ?? false,
  });
}

/** Previews are the only files with a public URL, so the watermark is in their pixels. */
export async function savePreview(
  files: LogoFileServices,
  path: string,
  preview: PreviewImage,
): Promise<void> {
  const watermarked = await files.logoImages.watermarkPreview(preview);
  return saveFile(files.files, path, watermarked, "image/png", {
    cacheControl: PREVIEW_CACHE,
    downloadToken: true,
  });
}

/** A read, so safe to repeat when the connection drops. */
export async function previewUrl(files: FileStore, path: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await files.downloadUrl(path);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Stores a rendered logo's files and returns the preview's download URL. */
export async function saveRenderedLogo(
  files: LogoFileServices,
  paths: LogoStoragePaths,
  rendered: RenderedLogo,
): Promise<string> {
  const writes = [savePreview(files, paths.preview, rendered.preview)];
  if (paths.png && rendered.png !== null)
    writes.push(saveFile(files.files, paths.png, rendered.png, "image/png"));
  if (paths.svg && rendered.svg !== null) {
    writes.push(saveFile(files.files, paths.svg, Buffer.from(rendered.svg, "utf8"), "image/svg+xml"));
  }
  await Promise.all(writes);
  return previewUrl(files.files, paths.preview);
}

/** Best effort: a file that is already gone is fine; other failures are logged, not thrown. */
export async function deleteFiles(files: FileStore, paths: LogoStoragePaths): Promise<void> {
  const all = [paths.preview, paths.png, paths.svg, paths.original].filter(
    (path): path is string => path !== null,
  );
  const results = await Promise.allSettled(all.map((path) => files.delete(path)));
  for (const result of results) {
    if (result.status === "rejected") console.warn("Could not delete a logo file", result.reason);
  }
}
