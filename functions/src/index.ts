/** Cloud Functions entry point: exports the functions and nothing else. */

import { onRequest } from "firebase-functions/https";
import { setGlobalOptions } from "firebase-functions/options";
import { API_SETTINGS } from "./config/function-settings";
import { API_SECRETS, boundSecrets } from "./config/secrets";
import { answerPlatformBodyErrorsAsJson } from "./http/platform-body-errors";
import { setApiSecurityHeaders } from "./http/security-headers";
import { onFirstUse } from "./providers/on-first-use";

export { makeExportFiles } from "./triggers/make-export-files";
export { makeExportBrandKit } from "./triggers/make-export-kit";

setGlobalOptions({ region: "us-central1" });

/**
 * The platform parses a request's body before our app runs, with body-parsers it builds once this
 * file is loaded: from the start they must put the API's headers on every request and answer a
 * body they cannot parse as our JSON error, even before the API's first call has loaded the app
 * (createApp does this too, for the tests).
 */
answerPlatformBodyErrorsAsJson(setApiSecurityHeaders);

/**
 * Every instance loads this file, whichever function it serves. The API's Express app, its routes
 * and what they import (about 0.2 s of CPU and 330 modules) are loaded by the API's first call, so
 * an export trigger's instance never loads them.
 */
const loadApp = onFirstUse(async () => (await import("./http/create-app.js")).createApp());

/**
 * The HTTPS API, reached through Hosting at /api/**. No CORS: the web app is served from the same
 * origin. Its settings and the measurements behind them: config/function-settings.ts.
 */
export const api = onRequest(
  { ...API_SETTINGS, secrets: boundSecrets(API_SECRETS), cors: false, invoker: "public" },
  async (request, response) => {
    const app = await loadApp();
    app(request, response);
  },
);
