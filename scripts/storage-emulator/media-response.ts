/**
 * Sends an object's bytes the way GCS does. `@google-cloud/storage` validates downloads
 * against `x-goog-hash` whenever `x-goog-stored-content-encoding` is `identity`, and
 * browsers and the SDK's `createReadStream({ start, end })` rely on Range requests.
 */
import { gunzipSync } from "node:zlib";
import { crc32cToBase64 } from "./crc32c";
import { StorageApiError } from "./errors";
import type { RequestContext } from "./http-io";
import type { StoredObject } from "./object-model";

interface ByteRange {
  start: number;
  /** Inclusive, as in the Range header. */
  end: number;
}

/**
 * Reads a single `bytes=` range. Returns undefined when the header is absent or asks for
 * several ranges (answering with the whole object is allowed), throws when unsatisfiable.
 */
function parseRangeHeader(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, startText = "", endText = ""] = match;
  if (startText === "" && endText === "") return undefined;
  let range: ByteRange;
  if (startText === "") {
    // Suffix range: the last N bytes.
    const suffixLength = Number(endText);
    range = { start: Math.max(size - suffixLength, 0), end: size - 1 };
    if (suffixLength === 0) range = { start: size, end: size - 1 };
  } else {
    const start = Number(startText);
    const end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
    range = { start, end };
  }
  if (range.start >= size || range.start > range.end) {
    throw new StorageApiError(
      416,
      "requestedRangeNotSatisfiable",
      "The requested range cannot be satisfied.",
    );
  }
  return range;
}

export function sendObjectMedia({ request, response }: RequestContext, object: StoredObject): void {
  let body = object.bytes;
  const storedEncoding = object.contentEncoding ?? "identity";
  const acceptsGzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  // Decompressive transcoding, as GCS does for gzip objects fetched by clients that do not
  // accept gzip; the stored-encoding header tells the SDK to skip hash validation then.
  const transcoded = storedEncoding === "gzip" && !acceptsGzip;
  if (transcoded) body = gunzipSync(body);

  response.setHeader("Content-Type", object.contentType);
  response.setHeader("Accept-Ranges", "bytes");
  response.setHeader("ETag", object.etag);
  response.setHeader("Last-Modified", object.updated.toUTCString());
  response.setHeader("Cache-Control", object.cacheControl ?? "private, max-age=0");
  response.setHeader("x-goog-generation", String(object.generation));
  response.setHeader("x-goog-metageneration", String(object.metageneration));
  response.setHeader("x-goog-storage-class", object.storageClass);
  response.setHeader("x-goog-stored-content-encoding", storedEncoding);
  response.setHeader("x-goog-stored-content-length", String(object.bytes.length));
  response.setHeader("x-goog-hash", `crc32c=${crc32cToBase64(object.crc32c)},md5=${object.md5Hash}`);
  if (object.contentDisposition) response.setHeader("Content-Disposition", object.contentDisposition);
  if (object.contentLanguage) response.setHeader("Content-Language", object.contentLanguage);
  if (storedEncoding !== "identity" && !transcoded) response.setHeader("Content-Encoding", storedEncoding);

  let range: ByteRange | undefined;
  try {
    range = transcoded ? undefined : parseRangeHeader(request.headers.range, body.length);
  } catch (error) {
    response.setHeader("Content-Range", `bytes */${body.length}`);
    throw error;
  }
  if (range) {
    response.writeHead(206, {
      "Content-Range": `bytes ${range.start}-${range.end}/${body.length}`,
      "Content-Length": range.end - range.start + 1,
    });
    response.end(body.subarray(range.start, range.end + 1));
    return;
  }
  response.writeHead(200, { "Content-Length": body.length });
  response.end(body);
}
