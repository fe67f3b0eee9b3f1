/**
 * The Firebase Storage v0 endpoints behind download URLs:
 * `GET /v0/b/{bucket}/o/{name}?alt=media&token=...` answers the bytes to anyone holding the
 * object's download token, as in production, where tokens bypass the rules. Everything else a
 * browser asks here (metadata, a download without the token, uploads, deletion) is decided by
 * storage.rules (storage-rules.ts); Markery's rules allow no client anything. The admin SDK
 * (access-control.ts) is not bound by the rules.
 *
 * Download tokens are made only by admin writes (the API sets `firebaseStorageDownloadTokens`
 * when it saves a preview); reading metadata never creates one.
 */
import { isAdminRequest } from "./access-control";
import { StorageApiError } from "./errors";
import { methodNotSupported, type RequestContext, sendJson } from "./http-io";
import { sendObjectMedia } from "./media-response";
import { toFirebaseObjectMetadata } from "./object-resources";
import type { RulesOperation, StorageRules } from "./storage-rules";
import type { StorageService } from "./storage-service";

export function firebaseForbidden(): StorageApiError {
  return new StorageApiError(
    403,
    "forbidden",
    "Permission denied. storage.rules allow no such access, and the download token is missing or does not match.",
  );
}

function operationOf(method: string | undefined, exists: boolean): RulesOperation {
  if (method === "GET" || method === "HEAD") return "get";
  if (method === "DELETE") return "delete";
  return exists ? "update" : "create";
}

export function handleFirebaseObject(
  context: RequestContext,
  service: StorageService,
  rules: StorageRules,
  bucket: string,
  objectName: string,
): void {
  const { request, response, url } = context;
  const object = service.findObject(bucket, objectName);
  const wantsMedia = url.searchParams.get("alt") === "media";
  const token = url.searchParams.get("token");
  const tokenMatches = object !== undefined && token !== null && object.downloadTokens.includes(token);
  const isRead = request.method === "GET" || request.method === "HEAD";

  const permitted =
    isAdminRequest(request) ||
    (isRead && wantsMedia && tokenMatches) ||
    rules.allows(bucket, objectName, operationOf(request.method, object !== undefined));
  // Refused before anything is looked up further, so a refusal says nothing about what exists.
  if (!permitted) throw firebaseForbidden();
  if (!isRead) throw methodNotSupported(context);
  if (!object) throw new StorageApiError(404, "notFound", "Not Found.");
  if (wantsMedia) {
    sendObjectMedia(context, object);
    return;
  }
  sendJson(response, 200, toFirebaseObjectMetadata(object));
}
