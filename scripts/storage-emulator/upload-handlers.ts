/**
 * `/upload/storage/v1/b/{bucket}/o`: multipart, media and resumable uploads.
 * The object name comes from `?name=` or, failing that, from the JSON metadata.
 */
import { badRequest, StorageApiError } from "./errors";
import {
  methodNotSupported,
  parseJsonBody,
  type RequestContext,
  readRequestBody,
  sendEmpty,
  sendJson,
} from "./http-io";
import { MultipartParseError, type MultipartPart, parseMultipartBody } from "./multipart";
import { type ObjectMetadataInput, parseObjectMetadataInput, type StoredObject } from "./object-model";
import { toObjectResource } from "./object-resources";
import { readPreconditions } from "./preconditions";
import { parseContentRange, type ResumableUploads } from "./resumable-uploads";
import type { StorageService } from "./storage-service";

/** Status GCS (and the SDK) use for "resumable upload cancelled". */
const UPLOAD_CANCELLED_STATUS = 499;
/** Status GCS uses for "resumable upload incomplete, continue". */
const RESUME_INCOMPLETE_STATUS = 308;

export async function handleUpload(
  context: RequestContext,
  service: StorageService,
  uploads: ResumableUploads,
  bucket: string,
): Promise<void> {
  const { request, url } = context;
  const uploadId = url.searchParams.get("upload_id");
  if (uploadId !== null) {
    if (request.method === "PUT" || request.method === "POST") {
      return continueResumableUpload(context, service, uploads, uploadId);
    }
    if (request.method === "DELETE") {
      if (!uploads.cancel(uploadId)) throw uploadSessionNotFound(uploadId);
      sendEmpty(context.response, UPLOAD_CANCELLED_STATUS);
      return;
    }
    throw methodNotSupported(context);
  }
  if (request.method !== "POST") throw methodNotSupported(context);

  const uploadType = url.searchParams.get("uploadType") ?? request.headers["x-goog-upload-protocol"];
  switch (uploadType) {
    case "multipart":
      return handleMultipartUpload(context, service, bucket);
    case "media":
      return handleMediaUpload(context, service, bucket);
    case "resumable":
      return startResumableUpload(context, service, uploads, bucket);
    default:
      throw badRequest(`Unsupported uploadType: ${String(uploadType)}`);
  }
}

async function handleMultipartUpload(context: RequestContext, service: StorageService, bucket: string) {
  const { request, url } = context;
  const [metadataPart, dataPart] = readMultipartUploadParts(
    request.headers["content-type"],
    await readRequestBody(request),
  );
  const metadata = parseObjectMetadataInput(parseJsonBody(metadataPart.body));
  const contentType =
    metadata.contentType ||
    dataPart.headers["content-type"] ||
    headerValue(request.headers["x-upload-content-type"]);
  const object = service.finalizeUpload({
    bucket,
    name: readObjectName(url, metadata),
    bytes: dataPart.body,
    metadata: { ...metadata, contentType },
    preconditions: readPreconditions(url.searchParams),
  });
  sendUploadedObject(context, object);
}

async function handleMediaUpload(context: RequestContext, service: StorageService, bucket: string) {
  const { request, url } = context;
  const object = service.finalizeUpload({
    bucket,
    name: readObjectName(url, {}),
    bytes: await readRequestBody(request),
    metadata: { contentType: headerValue(request.headers["content-type"]) },
    preconditions: readPreconditions(url.searchParams),
  });
  sendUploadedObject(context, object);
}

async function startResumableUpload(
  context: RequestContext,
  service: StorageService,
  uploads: ResumableUploads,
  bucket: string,
) {
  const { request, url } = context;
  const metadata = parseObjectMetadataInput(parseJsonBody(await readRequestBody(request)));
  const name = readObjectName(url, metadata);
  service.ensureBucket(bucket);
  const session = uploads.start({
    bucket,
    name,
    metadata: {
      ...metadata,
      contentType: headerValue(request.headers["x-upload-content-type"]) || metadata.contentType,
    },
    preconditions: readPreconditions(url.searchParams),
  });
  const sessionUrl = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, context.baseUrl);
  sessionUrl.searchParams.set("name", name);
  sessionUrl.searchParams.set("uploadType", "resumable");
  sessionUrl.searchParams.set("upload_id", session.id);
  sendEmpty(context.response, 200, { Location: sessionUrl.toString(), "X-GUploader-UploadID": session.id });
}

async function continueResumableUpload(
  context: RequestContext,
  service: StorageService,
  uploads: ResumableUploads,
  uploadId: string,
) {
  const { request, response } = context;
  const session = uploads.get(uploadId);
  if (!session) throw uploadSessionNotFound(uploadId);
  const body = await readRequestBody(request);
  if (session.completedObject) {
    sendUploadedObject(context, session.completedObject);
    return;
  }
  const contentRangeHeader = headerValue(request.headers["content-range"]);
  const contentRange = contentRangeHeader ? parseContentRange(contentRangeHeader) : undefined;
  const outcome = uploads.receiveChunk(session, contentRange, body);
  if (!outcome.complete) {
    const rangeHeader = outcome.receivedBytes > 0 ? { Range: `bytes=0-${outcome.receivedBytes - 1}` } : {};
    sendEmpty(response, RESUME_INCOMPLETE_STATUS, rangeHeader);
    return;
  }
  try {
    session.completedObject = service.finalizeUpload({
      bucket: session.bucket,
      name: session.name,
      bytes: outcome.bytes,
      metadata: session.metadata,
      preconditions: session.preconditions,
    });
  } catch (error) {
    // A failed finalize (e.g. a precondition) ends the session, as in GCS.
    uploads.cancel(session.id);
    throw error;
  }
  sendUploadedObject(context, session.completedObject);
}

/** Part 1 is the JSON metadata, part 2 the bytes; anything else is a client error. */
function readMultipartUploadParts(
  contentType: string | undefined,
  body: Buffer,
): [MultipartPart, MultipartPart] {
  try {
    const [metadataPart, dataPart] = parseMultipartBody(contentType ?? "", body);
    if (metadataPart && dataPart) return [metadataPart, dataPart];
  } catch (error) {
    if (error instanceof MultipartParseError)
      throw badRequest(`Malformed multipart upload: ${error.message}`);
    throw error;
  }
  throw badRequest("Malformed multipart upload: expected a metadata part and a data part.");
}

function sendUploadedObject(context: RequestContext, object: StoredObject): void {
  sendJson(context.response, 200, toObjectResource(object, context.baseUrl));
}

function readObjectName(url: URL, metadata: ObjectMetadataInput): string {
  const name = url.searchParams.get("name") || metadata.name;
  if (!name) throw new StorageApiError(400, "required", "Required parameter: name");
  // The official emulator strips one leading slash; keep uploads named "/x" compatible.
  return name.startsWith("/") ? name.slice(1) : name;
}

function uploadSessionNotFound(uploadId: string): StorageApiError {
  return new StorageApiError(404, "notFound", `No such upload session: ${uploadId}`);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
