/**
 * Buying the Creator plan. These routes are mounted before the general sign-in check: POST
 * /payment runs the same check but answers in the payment codes (AUTHORIZATION_ERROR beside the
 * message), GET /payment/config is public (the checkout page is not guarded), and Stripe's webhook
 * is signed, not bearer-authenticated. GET /payments (history) sits behind the usual check.
 */
import { type Request, Router } from "express";
import { PAYMENT_MESSAGE, type PaymentConfigResponse, type PaymentsResponse } from "../../contract";
import type { PaymentHooks } from "../../domain/payments/fulfil-payment";
import { payForPlan } from "../../domain/payments/pay-for-plan";
import { applyStripeEvent } from "../../domain/payments/purchase";
import { listPayments } from "../../domain/payments/read-payments";
import { groupedNumber, TEST_CARDS } from "../../domain/payments/test-cards";
import { WebhookSignatureError } from "../../domain/ports/payment-processor";
import { requireUser } from "../auth";
import type { AppDependencies } from "../dependencies";
import { idempotencyKeyOf } from "../idempotency-key";
import { answerOf, paymentFailure } from "../payment-answers";
import { instanceRateLimit, rateLimit } from "../rate-limit";
import { type AuthenticatedResponse, handle, sendError } from "../respond";

export interface PaymentRouteOptions {
  /** Test seam for fulfilment failures (a charge whose fulfilment fails). */
  hooks?: PaymentHooks;
}

/** Cloud Functions keeps the raw bytes as req.rawBody; in-process, express.raw left them as the body. */
function rawBodyOf(req: Request): Buffer | null {
  if ("rawBody" in req && Buffer.isBuffer(req.rawBody)) return req.rawBody;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

export function paymentRoutes(deps: () => AppDependencies, options: PaymentRouteOptions = {}): Router {
  const router = Router();

  router.get("/payment/config", (_req, res) => {
    const processor = deps().paymentProcessor();
    const body: PaymentConfigResponse = {
      success: true,
      processor: processor.name,
      testCards:
        processor.name === "test"
          ? TEST_CARDS.map((card) => ({ number: groupedNumber(card.number), result: card.result }))
          : [],
    };
    res.json(body);
  });

  // The shared sign-in check, rate limit and error mapping, answered in the payment codes.
  router.post(
    "/payment",
    requireUser(() => deps().verifyIdToken, paymentFailure),
    rateLimit(deps, "payment", PAYMENT_MESSAGE.cardDeclined, paymentFailure),
    handle(
      PAYMENT_MESSAGE.cardDeclined,
      async (req, res) => {
        const decision = await payForPlan(
          deps(),
          options.hooks ?? {},
          res.locals.user.uid,
          req.body ?? {},
          idempotencyKeyOf(req),
        );
        const answer = answerOf(decision);
        res.status(answer.status).json(answer.body);
      },
      paymentFailure,
    ),
  );

  router.post("/payment/webhook", async (req, res) => {
    const services = deps();
    const processor = services.paymentProcessor();
    if (processor.name !== "stripe" || !processor.webhookConfigured) {
      sendError(res, "not-configured", "Stripe webhooks are not configured");
      return;
    }
    const rawBody = rawBodyOf(req);
    const signature = req.get("stripe-signature");
    if (!rawBody || !signature) {
      sendError(res, "invalid-input", "Missing Stripe signature or body");
      return;
    }
    try {
      const event = await processor.parseWebhook(rawBody, signature);
      if (event.type === "ignored") {
        res.json({ received: true });
        return;
      }
      const outcome = await applyStripeEvent({ services, processor, hooks: options.hooks ?? {} }, event);
      res.json({ received: true, outcome });
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        sendError(res, "invalid-input", "Invalid Stripe signature");
        return;
      }
      // A 5xx makes Stripe deliver the event again: that is the retry of a failed fulfilment.
      console.error("Stripe webhook could not be applied", error);
      sendError(res, "unexpected", "The event could not be applied");
    }
  });

  return router;
}

/** Behind requireUser. */
export function paymentHistoryRoutes(deps: () => AppDependencies): Router {
  const router = Router();
  router.get(
    "/payments",
    instanceRateLimit(deps, "read"),
    handle(PAYMENT_MESSAGE.getPayments, async (_req, res: AuthenticatedResponse) => {
      const body: PaymentsResponse = {
        success: true,
        payments: await listPayments(deps(), res.locals.user.uid),
      };
      res.json(body);
    }),
  );
  return router;
}
