import { Router } from "express";
import { API_FALLBACK, type QuotaResponse } from "../../contract";
import { refundAbandonedReservations } from "../../domain/generation/release-credits";
import { readQuota } from "../../domain/membership-repository";
import { fulfilOutstandingPayments } from "../../domain/payments/fulfil-payment";
import type { AppDependencies } from "../dependencies";
import { instanceRateLimit } from "../rate-limit";
import { handle } from "../respond";

export function quotaRoutes(deps: () => AppDependencies): Router {
  const router = Router();

  router.get(
    "/logos/quota",
    instanceRateLimit(deps, "read"),
    handle(API_FALLBACK.getQuota, async (_req, res) => {
      const services = deps();
      const { uid } = res.locals.user;
      // Housekeeping must never cost the user their quota figures.
      await refundAbandonedReservations(services, uid).catch((error: unknown) => {
        console.error("Could not refund abandoned reservations", error);
      });
      // A purchase whose fulfilment failed earlier is fulfilled now, before the figures are read.
      await fulfilOutstandingPayments(services, uid).catch((error: unknown) => {
        console.error("Could not fulfil outstanding payments", error);
      });
      const body: QuotaResponse = { success: true, quota: await readQuota(services, uid) };
      res.json(body);
    }),
  );

  return router;
}
