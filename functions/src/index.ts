/** Cloud Functions entry point: exports the functions and nothing else. */

import { onRequest } from "firebase-functions/https";
import { setGlobalOptions } from "firebase-functions/options";
import { API_SETTINGS } from "./config/function-settings";
import { API_SECRETS, boundSecrets } from "./config/secrets";
import { createApp } from "./http/create-app";

export { makeExportFiles } from "./triggers/export-files";
export { makeExportBrandKit } from "./triggers/export-kit";

setGlobalOptions({ region: "us-central1" });

/**
 * The HTTPS API, reached through Hosting at /api/**. No CORS: the web app is served from the same
 * origin. Its settings and the measurements behind them: config/function-settings.ts.
 */
export const api = onRequest(
  { ...API_SETTINGS, secrets: boundSecrets(API_SECRETS), cors: false, invoker: "public" },
  createApp(),
);
