/** Small helpers for node's http request/response pair, shared by all handlers. */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { badRequest, StorageApiError } from "./errors";

export interface RequestContext {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  /** This server as the client addressed it (Host header), for links in responses. */
  baseUrl: string;
}

export function methodNotSupported(context: RequestContext): StorageApiError {
  return new StorageApiError(
    501,
    "notImplemented",
    `${context.request.method} ${context.url.pathname} is not implemented by the Markery storage emulator.`,
  );
}

/** Far above any logo export; only there so a runaway client cannot exhaust memory. */
const MAX_REQUEST_BODY_BYTES = 512 * 1024 * 1024;

export async function readRequestBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let totalBytes = 0;
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    totalBytes += bytes.length;
    if (totalBytes > MAX_REQUEST_BODY_BYTES) {
      throw new StorageApiError(413, "uploadTooLarge", "The request body is too large for the emulator.");
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** An empty body reads as `undefined`; anything else must be valid JSON. */
export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString("utf8").trim();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  response.writeHead(status, {
    "Content-Type": "application/json; charset=UTF-8",
    "Content-Length": Buffer.byteLength(payload),
  });
  response.end(payload);
}

export function sendEmpty(response: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  response.writeHead(status, { "Content-Length": 0, ...headers });
  response.end();
}

/** The GCS JSON API error shape, which `@google-cloud/storage` turns into `ApiError`s. */
export function sendGcsError(response: ServerResponse, error: StorageApiError): void {
  sendJson(response, error.status, {
    error: {
      code: error.status,
      message: error.message,
      errors: [{ message: error.message, domain: "global", reason: error.reason }],
    },
  });
}

/** The Firebase Storage (v0) error shape, which the Firebase SDKs parse. */
export function sendFirebaseError(response: ServerResponse, error: StorageApiError): void {
  sendJson(response, error.status, { error: { code: error.status, message: error.message } });
}

const EXPOSED_HEADERS = [
  "Location",
  "Range",
  "Content-Range",
  "Content-Length",
  "Content-Type",
  "Content-Disposition",
  "ETag",
  "X-Goog-Hash",
  "X-Goog-Generation",
  "X-Goog-Metageneration",
  "X-Goog-Stored-Content-Encoding",
  "X-Goog-Stored-Content-Length",
  "X-Goog-Upload-Status",
  "X-Goog-Upload-URL",
];

/**
 * Browsers load download URLs from the web app's origin, a different port; only the app's own
 * origins may read answers (access-control.ts). `Vary: Origin` keeps caches from mixing them.
 */
export function applyCorsHeaders(response: ServerResponse, origin: string | null): void {
  response.setHeader("Vary", "Origin");
  if (origin === null) return;
  response.setHeader("Access-Control-Allow-Origin", origin);
  response.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS.join(", "));
}

/**
 * A browser asks before anything but a plain GET. Only downloads are the browser's, so only they
 * are allowed, with no Authorization header: the admin credential can never come from a page.
 */
export function answerCorsPreflight(response: ServerResponse, origin: string | null): void {
  if (origin === null) {
    sendEmpty(response, 403);
    return;
  }
  sendEmpty(response, 204, {
    "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
    "Access-Control-Allow-Headers": "Range, X-Firebase-Storage-Version, X-Firebase-Gmpid",
    "Access-Control-Max-Age": "3600",
  });
}
