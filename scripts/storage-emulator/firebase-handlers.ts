/**
 * The Firebase Storage v0 endpoints behind download URLs:
 * `GET /v0/b/{bucket}/o/{name}` answers metadata with `downloadTokens` (used by
 * firebase-admin's `getDownloadURL`), and `?alt=media&token=...` answers the bytes.
 *
 * The official emulator evaluates storage.rules for requests without a valid token; this
 * one has no rules engine, so it serves bytes only against a download token.
 */
import { StorageApiError } from "./errors";
import { methodNotSupported, type RequestContext, sendJson } from "./http-io";
import { sendObjectMedia } from "./media-response";
import { toFirebaseObjectMetadata } from "./object-resources";
import type { StorageService } from "./storage-service";

export function handleFirebaseObject(
  context: RequestContext,
  service: StorageService,
  bucket: string,
  objectName: string,
): void {
  const { request, response, url } = context;
  if (request.method !== "GET" && request.method !== "HEAD") throw methodNotSupported(context);
  service.ensureBucket(bucket);
  if (!service.findObject(bucket, objectName)) {
    throw new StorageApiError(404, "notFound", "Not Found.");
  }
  if (url.searchParams.get("alt") === "media") {
    const object = service.getObject(bucket, objectName);
    const token = url.searchParams.get("token");
    if (token === null || !object.downloadTokens.includes(token)) {
      throw new StorageApiError(
        403,
        "forbidden",
        "Permission denied. No READ permission: the download token is missing or does not match.",
      );
    }
    sendObjectMedia(context, object);
    return;
  }
  sendJson(response, 200, toFirebaseObjectMetadata(service.ensureDownloadToken(bucket, objectName)));
}
