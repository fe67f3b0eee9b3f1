import { pipeline } from "node:stream/promises";
import { type Response, Router } from "express";
import { z } from "zod";
import { API_FALLBACK, DocumentId, ExportResourceType, type ExportResponse } from "../../contract";
import { ContactDetails } from "../../contract/stationery";
import { NotFoundError } from "../../domain/errors";
import { writeExportArchive } from "../../domain/exports/export-archive";
import { objectInfo } from "../../domain/exports/export-objects";
import { getStationeryFile, saveExportStationery } from "../../domain/exports/export-stationery";
import { exportThumbnail } from "../../domain/exports/export-thumbnails";
import { getExportFile, getExportFiles } from "../../domain/exports/read-exports";
import type { AppDependencies } from "../dependencies";
import { chargeWork, rateLimit } from "../rate-limit";
import { handle } from "../respond";
import { bodyOf, parseInput } from "../validate";

/** `?preview=<px>`: a small PNG of a file for the list and detail pages (never the file itself). */
const PreviewSize = z.coerce
  .number()
  .int("The preview size must be a whole number of pixels")
  .min(16, "The preview size must be at least 16 px")
  .max(512, "The preview size must be at most 512 px");

const DOWNLOAD_HEADERS = ["Content-Disposition", "Content-Type", "Content-Length", "Cache-Control"];

/** Both forms: a quoted ASCII name for old clients, RFC 5987 UTF-8 for the rest. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Full-quality files only ever leave as the owner's authenticated download:
 * never cached by a shared cache, never rendered inline, never sniffed into something else.
 */
function setDownloadHeaders(
  res: Response,
  fileName: string,
  contentType: string,
  length: number | null,
): void {
  res.setHeader("Content-Type", contentType);
  if (length !== null) res.setHeader("Content-Length", String(length));
  res.setHeader("Content-Disposition", contentDisposition(fileName));
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
}

/** Before the first byte an error can still be a JSON answer; after it, only a cut connection. */
function failDownload(res: Response, error: unknown): void {
  if (res.headersSent) {
    console.error("A download failed part-way", error);
    res.destroy(error instanceof Error ? error : undefined);
    return;
  }
  for (const header of DOWNLOAD_HEADERS) res.removeHeader(header);
  throw error;
}

function resourceTypeOf(value: string): ExportResourceType {
  const parsed = ExportResourceType.safeParse(value);
  if (!parsed.success) throw new NotFoundError("export-file");
  return parsed.data;
}

function writeChunk(res: Response, chunk: Uint8Array): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off("close", closed);
      resolve();
    };
    const closed = () => {
      res.off("drain", done);
      reject(new Error("The client closed the connection"));
    };
    res.once("drain", done);
    res.once("close", closed);
  });
}

/**
 * An export's files: each file and its thumbnail, the stationery made again with the owner's
 * details, and 'Download all (.zip)'.
 */
export function exportDownloadRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.get(
    "/exports/:exportId/resources/:resourceId/blob",
    rateLimit(deps, "exportDownload", API_FALLBACK.getExport),
    handle<{ exportId: string; resourceId: string }>(API_FALLBACK.getExport, async (req, res) => {
      const services = deps();
      const { files } = services;
      const uid = res.locals.user.uid;
      const exportId = parseInput(DocumentId, req.params.exportId);
      const type = resourceTypeOf(req.params.resourceId);
      const previewSize = req.query.preview === undefined ? null : parseInput(PreviewSize, req.query.preview);

      if (previewSize !== null) {
        const { png, fileName } = await exportThumbnail(services, uid, exportId, type, previewSize, (kind) =>
          chargeWork(services, res, kind),
        );
        setDownloadHeaders(res, fileName, "image/png", png.length);
        res.end(png);
        return;
      }
      const file = await getExportFile(services.db, uid, exportId, type);
      const info = await objectInfo(files, file.path);
      if (!info) throw new NotFoundError("export-file");
      setDownloadHeaders(res, file.fileName, file.contentType, info.size);
      try {
        await pipeline(await files.readStream(file.path), res);
      } catch (error) {
        failDownload(res, error);
      }
    }),
  );

  router.put(
    "/exports/:exportId/stationery",
    rateLimit(deps, "stationery", API_FALLBACK.saveStationery),
    handle<{ exportId: string }>(API_FALLBACK.saveStationery, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      const details = parseInput(ContactDetails, bodyOf(req));
      await chargeWork(deps(), res, "stationery");
      const body: ExportResponse = {
        success: true,
        data: { export: await saveExportStationery(deps(), res.locals.user.uid, exportId, details) },
      };
      res.json(body);
    }),
  );

  router.get(
    "/exports/:exportId/stationery/:fileName",
    rateLimit(deps, "exportDownload", API_FALLBACK.getExport),
    handle<{ exportId: string; fileName: string }>(API_FALLBACK.getExport, async (req, res) => {
      const exportId = parseInput(DocumentId, req.params.exportId);
      const file = await getStationeryFile(deps(), res.locals.user.uid, exportId, req.params.fileName);
      setDownloadHeaders(res, file.fileName, file.contentType, file.bytes.length);
      res.end(file.bytes);
    }),
  );

  router.get(
    "/exports/:exportId/archive",
    rateLimit(deps, "export", API_FALLBACK.getExport),
    handle<{ exportId: string }>(API_FALLBACK.getExport, async (req, res) => {
      const services = deps();
      const exportId = parseInput(DocumentId, req.params.exportId);
      const { archiveName, files } = await getExportFiles(services.db, res.locals.user.uid, exportId);
      await chargeWork(services, res, "exportArchive");
      // The length is only known at the end: the archive is sent chunked, as the files stream in.
      setDownloadHeaders(res, archiveName, "application/zip", null);
      try {
        await writeExportArchive(services.files, files, services.clock(), (chunk) => writeChunk(res, chunk));
        res.end();
      } catch (error) {
        failDownload(res, error);
      }
    }),
  );

  return router;
}
