/** Cloud Functions entry point: exports the functions and nothing else (style.md 4). */
import { setGlobalOptions } from "firebase-functions";
import { onRequest } from "firebase-functions/https";
import { createApp } from "./http/create-app";

export { makeExportFiles } from "./triggers/export-files";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

/**
 * The HTTPS API, reached through Hosting at /api/**. No CORS: the web app is served from the same
 * origin. Rendering logos is CPU- and memory-heavy, hence 1 GiB and a timeout well above a minute.
 */
export const api = onRequest(
  { memory: "1GiB", timeoutSeconds: 300, cors: false, invoker: "public" },
  createApp(),
);
