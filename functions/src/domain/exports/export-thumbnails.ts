/**
 * The small pictures the export pages show of each image file. The first one asked of a file
 * draws a render of it once (an SVG in a process of its own with a deadline) and stores it beside
 * the export's files; every thumbnail after that is cut from the stored render, so a page of
 * thumbnails never decodes a 4096 px PNG or draws an SVG inside the API again. A ready file never
 * changes, so its render never goes stale; it goes with the export's folder.
 */

import type { WorkKind } from "../../config/rate-limits";
import type { ExportResourceType } from "../../contract";
import { NotFoundError } from "../errors";
import type { ExportServices } from "../ports/export-services";
import { exportFolder } from "./export-paths";
import { getExportFile } from "./read-exports";

/** The largest thumbnail the pages ask for (the route's bound), so every size is cut from it. */
const THUMBNAIL_RENDER_SIZE = 512;

export function thumbnailRenderPath(uid: string, exportId: string, type: ExportResourceType): string {
  return `${exportFolder(uid, exportId)}/thumbnails/${type}-${THUMBNAIL_RENDER_SIZE}.png`;
}

export async function exportThumbnail(
  services: Pick<ExportServices, "db" | "files" | "logoImages">,
  uid: string,
  exportId: string,
  type: ExportResourceType,
  size: number,
  /** Charges the work before it is done (throws when over budget). */
  charge: (kind: WorkKind) => Promise<void>,
): Promise<{ png: Buffer; fileName: string }> {
  const { db, files, logoImages } = services;
  const file = await getExportFile(db, uid, exportId, type);
  // Thumbnails exist only for images: a zip (the brand kit) has none.
  if (!file.contentType.startsWith("image/")) throw new NotFoundError("export-preview");
  const renderPath = thumbnailRenderPath(uid, exportId, type);
  let render = await files.read(renderPath);
  if (render) {
    await charge("thumbnail");
  } else {
    await charge("thumbnailRender");
    const bytes = await files.read(file.path);
    if (!bytes) throw new NotFoundError("export-file");
    const kind = file.contentType === "image/svg+xml" ? "svg" : "raster";
    render = await logoImages.thumbnailRender(bytes, kind, THUMBNAIL_RENDER_SIZE);
    await files.write(renderPath, render, { contentType: "image/png", cacheControl: "private, max-age=0" });
  }
  return {
    png: await logoImages.thumbnail(render, size),
    fileName: file.fileName.replace(/\.[^.]+$/, `-preview-${size}.png`),
  };
}
