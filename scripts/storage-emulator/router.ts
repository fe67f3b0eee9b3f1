/**
 * Maps request paths to the API they belong to. The SDK calls the JSON API both with and
 * without the `/storage/v1` prefix (with STORAGE_EMULATOR_HOST it drops it), and object
 * names arrive URL-encoded (`a%2Fb.png`), sometimes with raw slashes.
 */
import { badRequest } from "./errors";

type Route =
  | { api: "gcs"; kind: "bucketList" }
  | { api: "gcs"; kind: "bucket"; bucket: string }
  | { api: "gcs"; kind: "objectList"; bucket: string }
  | { api: "gcs"; kind: "object"; bucket: string; objectName: string }
  | { api: "gcs"; kind: "upload"; bucket: string }
  | { api: "firebase"; kind: "object"; bucket: string; objectName: string }
  | { api: "gcs" | "firebase"; kind: "unknown" };

const JSON_API_PREFIXES = ["/download/storage/v1", "/storage/v1"];

export function matchRoute(pathname: string): Route {
  const firebaseMatch = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(pathname);
  if (firebaseMatch) {
    return {
      api: "firebase",
      kind: "object",
      bucket: decodePathPart(firebaseMatch[1]),
      objectName: decodePathPart(firebaseMatch[2]),
    };
  }
  if (pathname.startsWith("/v0/")) return { api: "firebase", kind: "unknown" };

  const uploadMatch = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/.exec(pathname);
  if (uploadMatch) return { api: "gcs", kind: "upload", bucket: decodePathPart(uploadMatch[1]) };

  const jsonApiPath = stripJsonApiPrefix(pathname);
  if (/^\/b\/?$/.test(jsonApiPath)) return { api: "gcs", kind: "bucketList" };
  const objectMatch = /^\/b\/([^/]+)\/o\/(.+)$/.exec(jsonApiPath);
  if (objectMatch) {
    return {
      api: "gcs",
      kind: "object",
      bucket: decodePathPart(objectMatch[1]),
      objectName: decodePathPart(objectMatch[2]),
    };
  }
  const objectListMatch = /^\/b\/([^/]+)\/o\/?$/.exec(jsonApiPath);
  if (objectListMatch) return { api: "gcs", kind: "objectList", bucket: decodePathPart(objectListMatch[1]) };
  const bucketMatch = /^\/b\/([^/]+)\/?$/.exec(jsonApiPath);
  if (bucketMatch) return { api: "gcs", kind: "bucket", bucket: decodePathPart(bucketMatch[1]) };
  return { api: "gcs", kind: "unknown" };
}

function stripJsonApiPrefix(pathname: string): string {
  for (const prefix of JSON_API_PREFIXES) {
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname;
}

function decodePathPart(encoded: string | undefined): string {
  try {
    return decodeURIComponent(encoded ?? "");
  } catch {
    throw badRequest(`Invalid URL encoding in "${encoded}".`);
  }
}
