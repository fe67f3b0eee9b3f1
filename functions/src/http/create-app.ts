/**
 * The API as an express app: built by index.ts for the `api` function and by the
 * integration tests in-process. Hosting forwards /api/** with the prefix, the function's own URL
 * comes without it, so the routes answer under both.
 */
import express, { type Express, Router } from "express";
import { requireUser } from "./auth";
import type { AppDependencies } from "./dependencies";
import { answerPlatformBodyErrorsAsJson, refusePlatformBodiesOver } from "./platform-body-errors";
import { answerRememberedRefusals } from "./rate-limit";
import { lazyDependencies } from "./real-dependencies";
import { lastResortErrorHandler, notFound } from "./respond";
import { designRoutes } from "./routes/design-routes";
import { exportDownloadRoutes } from "./routes/export-download-routes";
import { exportRoutes } from "./routes/export-routes";
import { generationRoutes } from "./routes/generation-routes";
import { libraryRoutes } from "./routes/library-routes";
import { mockupRoutes } from "./routes/mockup-routes";
import { motionRoutes } from "./routes/motion-routes";
import { type PaymentRouteOptions, paymentHistoryRoutes, paymentRoutes } from "./routes/payment-routes";
import { quotaRoutes } from "./routes/quota-routes";
import { scoreRoutes } from "./routes/score-routes";
import { uploadRoutes } from "./routes/upload-routes";
import { sendApiSecurityHeaders, setApiSecurityHeaders } from "./security-headers";

/** Stripe signs the exact bytes it sent, so its webhook's body is kept raw (see below). */
const WEBHOOK_PATHS = ["/payment/webhook", "/api/payment/webhook"];
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
/** Every JSON call's body is a short form; anything larger is refused before it is looked at. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;

interface AppOptions {
  payments?: PaymentRouteOptions;
}

export function createApp(overrides: Partial<AppDependencies> = {}, options: AppOptions = {}): Express {
  const deps = lazyDependencies(overrides);
  answerPlatformBodyErrorsAsJson(setApiSecurityHeaders);
  const app = express();
  app.disable("x-powered-by");
  app.use(sendApiSecurityHeaders);

  const api = Router();
  // POST /payment checks its token itself (its answers carry payment error codes); the payment
  // config is public and the webhook is signed rather than bearer-authenticated.
  api.use(paymentRoutes(deps, options.payments));
  // Every call of the spec's table needs a signed-in user; the token is checked once per request.
  api.use(answerRememberedRefusals(deps));
  api.use(requireUser(() => deps().verifyIdToken));
  api.use(quotaRoutes(deps));
  api.use(generationRoutes(deps));
  api.use(libraryRoutes(deps));
  api.use(uploadRoutes(deps));
  api.use(exportRoutes(deps));
  api.use(exportDownloadRoutes(deps));
  api.use(designRoutes(deps));
  api.use(scoreRoutes(deps));
  api.use(mockupRoutes(deps));
  api.use(motionRoutes(deps));
  api.use(paymentHistoryRoutes(deps));
  api.use(notFound);

  // Cloud Functions has already read the body and keeps it as req.rawBody (express.raw and
  // express.json then do nothing, their limits included, so the same limits are checked on what it
  // read); in-process the webhook's raw bytes become req.body. Either way JSON parsing is skipped there.
  app.use(
    refusePlatformBodiesOver((req) => {
      if (WEBHOOK_PATHS.includes(req.path)) return WEBHOOK_BODY_LIMIT_BYTES;
      return req.is("application/json") ? JSON_BODY_LIMIT_BYTES : null;
    }),
  );
  app.use(WEBHOOK_PATHS, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT_BYTES }));
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  app.use("/api", api);
  app.use(api);
  app.use(lastResortErrorHandler);
  return app;
}
