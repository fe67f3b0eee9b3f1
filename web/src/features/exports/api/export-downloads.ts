/**
 * Export files are reachable only with the owner's bearer token, so neither an
 * <a href> nor an <img src> can load them: they are fetched into Blobs, shown and saved through
 * object URLs.
 */
import { EXPORT_MESSAGE, type Export, type ExportResource, type StationeryFile } from "@contract";
import { env } from "@/config/env";
import { apiErrorOf, authorizationHeader } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { saveBlob } from "@/lib/save-blob";

/** Spec-free wording: the download button says what went wrong in plain words. */
export const DOWNLOAD_FAILED = "The download failed. Please try again.";
/** The thumbnail size the API renders with ?preview=256. */
const PREVIEW_SIZE = 256;

/** API paths go to the API with the token; a full URL (never one of ours) gets no token. */
function requestFor(url: string): { href: string; withToken: boolean } {
  if (/^https?:\/\//i.test(url)) return { href: url, withToken: false };
  return { href: `${env.apiBaseUrl}${url.startsWith("/") ? url : `/${url}`}`, withToken: true };
}

async function fetchBlob(url: string, signal?: AbortSignal): Promise<{ blob: Blob; response: Response }> {
  const { href, withToken } = requestFor(url);
  const headers = withToken ? await authorizationHeader() : {};
  let response: Response;
  try {
    response = await fetch(href, { headers, signal });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    throw new ApiError(DOWNLOAD_FAILED, null);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorOf(body, response.status, DOWNLOAD_FAILED);
  }
  return { blob: await response.blob(), response };
}

/** Only a ready file has a link; the page offers no download before, so this is a late click. */
function readyUrl(resource: ExportResource): string {
  if (resource.url === null) throw new ApiError(EXPORT_MESSAGE.fileNotReady, null);
  return resource.url;
}

/** Downloads one file of an export under its human file name. */
export async function downloadResource(resource: ExportResource): Promise<void> {
  const { blob } = await fetchBlob(readyUrl(resource));
  saveBlob(blob, resource.fileName);
}

/** Downloads one file of the export's stationery under its own name. */
export async function downloadStationeryFile(file: StationeryFile): Promise<void> {
  const { blob } = await fetchBlob(file.url);
  saveBlob(blob, file.fileName);
}

/** `attachment; filename="a.zip"` -> a.zip (the RFC 5987 form first, when present). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escapes: fall through to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || null;
}

/** 'Download all (.zip)': GET /exports/{id}/archive. */
export async function downloadArchive(exportItem: Export): Promise<void> {
  const { blob, response } = await fetchBlob(`/exports/${encodeURIComponent(exportItem.id)}/archive`);
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
    `markery-export-${exportItem.number}.zip`;
  saveBlob(blob, fileName);
}

/** A small PNG of a ready file, for thumbnails and previews. */
export async function fetchPreview(resource: ExportResource, signal?: AbortSignal): Promise<Blob> {
  const url = readyUrl(resource);
  const { href, withToken } = requestFor(url);
  if (!withToken) return (await fetchBlob(url, signal)).blob;
  const separator = href.includes("?") ? "&" : "?";
  const path = `${url}${separator}preview=${PREVIEW_SIZE}`;
  return (await fetchBlob(path, signal)).blob;
}
