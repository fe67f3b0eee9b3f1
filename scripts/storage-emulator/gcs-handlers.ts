/** Handlers for the GCS JSON API (`/b/...`, `/storage/v1/b/...`) except uploads. */
import { badRequest } from "./errors";
import {
  methodNotSupported,
  parseJsonBody,
  type RequestContext,
  readRequestBody,
  sendEmpty,
  sendJson,
} from "./http-io";
import { sendObjectMedia } from "./media-response";
import { parseObjectMetadataInput } from "./object-model";
import { toBucketResource, toObjectResource } from "./object-resources";
import { readPreconditions } from "./preconditions";
import type { StorageService } from "./storage-service";

const MAX_LIST_RESULTS = 1000;

export function handleBucketList(context: RequestContext, service: StorageService): void {
  if (context.request.method !== "GET") throw methodNotSupported(context);
  sendJson(context.response, 200, {
    kind: "storage#buckets",
    items: service.bucketNames().map((bucket) => toBucketResource(bucket, context.baseUrl)),
  });
}

export function handleBucket(context: RequestContext, service: StorageService, bucket: string): void {
  if (context.request.method !== "GET") throw methodNotSupported(context);
  service.ensureBucket(bucket);
  sendJson(context.response, 200, toBucketResource(bucket, context.baseUrl));
}

export function handleObjectList(context: RequestContext, service: StorageService, bucket: string): void {
  if (context.request.method !== "GET") throw methodNotSupported(context);
  const query = context.url.searchParams;
  const page = service.listObjects(bucket, {
    prefix: query.get("prefix") ?? "",
    delimiter: query.get("delimiter") ?? "",
    maxResults: readMaxResults(query.get("maxResults")),
    pageToken: query.get("pageToken") || undefined,
  });
  sendJson(context.response, 200, {
    kind: "storage#objects",
    items: page.items.map((object) => toObjectResource(object, context.baseUrl)),
    ...(page.prefixes.length > 0 ? { prefixes: page.prefixes } : {}),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
}

function readMaxResults(rawValue: string | null): number {
  if (rawValue === null || rawValue === "") return MAX_LIST_RESULTS;
  const maxResults = Number(rawValue);
  if (!Number.isSafeInteger(maxResults) || maxResults < 1) {
    throw badRequest(`Invalid value for maxResults: ${rawValue}`);
  }
  return Math.min(maxResults, MAX_LIST_RESULTS);
}

export async function handleObject(
  context: RequestContext,
  service: StorageService,
  bucket: string,
  objectName: string,
): Promise<void> {
  const { request, response, url } = context;
  switch (request.method) {
    case "GET":
    case "HEAD": {
      const object = service.getObject(bucket, objectName);
      if (url.searchParams.get("alt") === "media") sendObjectMedia(context, object);
      else sendJson(response, 200, toObjectResource(object, context.baseUrl));
      return;
    }
    case "PATCH": {
      const patch = parseObjectMetadataInput(parseJsonBody(await readRequestBody(request)));
      const preconditions = readPreconditions(url.searchParams);
      const updated = service.patchMetadata(bucket, objectName, patch, preconditions);
      sendJson(response, 200, toObjectResource(updated, context.baseUrl));
      return;
    }
    case "DELETE":
      service.deleteObject(bucket, objectName, readPreconditions(url.searchParams));
      sendEmpty(response, 204);
      return;
    default:
      throw methodNotSupported(context);
  }
}
