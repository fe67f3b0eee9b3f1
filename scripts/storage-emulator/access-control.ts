/**
 * Who may do what on this emulator. It runs on the developer's machine next to their browser, so
 * "local" is not "trusted": any web page the developer opens can send requests to 127.0.0.1.
 *
 * - The Cloud Storage JSON API (uploads, listing, metadata, downloads, deletion) is the admin
 *   SDK's: it is served only to requests carrying `Authorization: Bearer owner` (or `Firebase
 *   owner`), the credential the Firebase emulators take as the admin SDK's. The API's Storage
 *   client sends it (functions/src/providers/file-store). Browsers cannot: CORS lets no page send
 *   an Authorization header here.
 * - The Firebase (v0) API is the browser's: a download-token URL serves its object (as in
 *   production, where tokens bypass the rules); anything else is decided by storage.rules.
 * - Only the app's own origins get CORS headers, so no other page can read an answer.
 * - Only requests addressed to this machine by name (Host 127.0.0.1, localhost, [::1] or the
 *   configured host) are served: a page that rebinds its own domain to 127.0.0.1 is refused.
 */
import type { IncomingMessage } from "node:http";
import { StorageApiError } from "./errors";

const ADMIN_AUTHORIZATIONS: readonly string[] = ["Bearer owner", "Firebase owner"];

/** Hosting (npm start) and the Vite dev server (npm run dev), by both loopback names. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  "http://127.0.0.1:5000",
  "http://localhost:5000",
  "http://127.0.0.1:5173",
  "http://localhost:5173",
];

const LOOPBACK_NAMES = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

export function isAdminRequest(request: IncomingMessage): boolean {
  const authorization = request.headers.authorization;
  return authorization !== undefined && ADMIN_AUTHORIZATIONS.includes(authorization.trim());
}

export function adminOnly(): StorageApiError {
  return new StorageApiError(
    403,
    "forbidden",
    "This emulator serves the Cloud Storage API only to the admin SDK (Authorization: Bearer owner). Browsers use download-token URLs.",
  );
}

/** Whether the Host header names this machine (or the host the emulator was told to listen on). */
export function isAllowedHost(request: IncomingMessage, configuredHost: string): boolean {
  if (configuredHost === "0.0.0.0" || configuredHost === "::") return true;
  const host = request.headers.host;
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return LOOPBACK_NAMES.has(hostname) || hostname === configuredHost || hostname === `[${configuredHost}]`;
}

export function foreignHost(): StorageApiError {
  return new StorageApiError(
    403,
    "forbidden",
    "This emulator answers only requests addressed to this machine.",
  );
}

export function allowedOrigin(request: IncomingMessage, allowedOrigins: readonly string[]): string | null {
  const origin = request.headers.origin;
  return origin !== undefined && allowedOrigins.includes(origin) ? origin : null;
}
