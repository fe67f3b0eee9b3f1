/**
 * Buying the Creator plan (spec section 7 POST /payment, issue 9). These routes are mounted before
 * the general token check: POST /payment answers a missing or bad token in its own shape (errorCode
 * AUTHORIZATION_ERROR, spec section 8), GET /payment/config is public (the checkout page is not
 * guarded), and Stripe's webhook is signed, not bearer-authenticated. GET /payments (history) sits
 * behind the usual check (paymentHistoryRoutes).
 */
import { type Request, type Response, Router } from "express";
import {
  API_MESSAGE,
  CardPaymentRequest,
  EMAIL_VERIFICATION_REQUIRED,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  PAYMENT_MESSAGE,
  type PaymentConfigResponse,
  type PaymentsResponse,
  StripePaymentRequest,
} from "../../contract";
import { CardDetailsInput, checkCardDetails } from "../../domain/payments/card-details";
import type { PaymentHooks } from "../../domain/payments/fulfil-payment";
import { WebhookSignatureError } from "../../domain/payments/payment-processor";
import {
  applyStripeEvent,
  confirmPaymentIntent,
  type PurchaseContext,
  purchaseCreatorPlan,
} from "../../domain/payments/purchase";
import { listPayments } from "../../domain/payments/read-payments";
import { groupedNumber, TEST_CARDS } from "../../domain/payments/test-cards";
import { consumeRateLimit } from "../../domain/rate-limit";
import { type AuthenticatedUser, AuthUnavailableError, InvalidIdTokenError } from "../authenticated-user";
import type { AppDependencies } from "../dependencies";
import { answerOf, type PaymentAnswer, refusal } from "../payment-answers";
import { tooManyRequestsMessage } from "../rate-limit";
import { type AuthenticatedResponse, handle, sendError } from "../respond";

export interface PaymentRouteOptions {
  /** Test seam for fulfilment failures (issue 9: a charge whose fulfilment fails). */
  hooks?: PaymentHooks;
}

/** A payment answer, plus the wait asked of a caller over the rate limit. */
type RouteAnswer = PaymentAnswer & { retryAfterSeconds?: number };

function send(res: Response, answer: RouteAnswer): void {
  if (answer.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(answer.retryAfterSeconds));
  res.status(answer.status).json(answer.body);
}

function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? null;
}

/** The general middleware's checks, answered with the payment codes (401/403 -> AUTHORIZATION_ERROR). */
async function paymentUser(
  deps: () => AppDependencies,
  req: Request,
): Promise<AuthenticatedUser | PaymentAnswer> {
  const token = bearerToken(req.get("authorization"));
  if (!token) return refusal("AUTHORIZATION_ERROR", API_MESSAGE.unauthenticated, 401);
  try {
    const user = await deps().verifyIdToken(token);
    if (!user.emailVerified) return refusal("AUTHORIZATION_ERROR", EMAIL_VERIFICATION_REQUIRED, 403);
    return user;
  } catch (error) {
    if (error instanceof InvalidIdTokenError)
      return refusal("AUTHORIZATION_ERROR", API_MESSAGE.unauthenticated, 401);
    if (!(error instanceof AuthUnavailableError)) console.error("Could not verify an ID token", error);
    return refusal("NETWORK_ERROR", API_MESSAGE.authUnavailable, 503);
  }
}

function planTypeOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && "planType" in body ? body.planType : undefined;
}

/** Cloud Functions keeps the raw bytes as req.rawBody; in-process, express.raw left them as the body. */
function rawBodyOf(req: Request): Buffer | null {
  if ("rawBody" in req && Buffer.isBuffer(req.rawBody)) return req.rawBody;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

async function postPayment(
  deps: () => AppDependencies,
  options: PaymentRouteOptions,
  req: Request,
): Promise<RouteAnswer> {
  const user = await paymentUser(deps, req);
  if ("body" in user) return user;
  const services = deps();
  const limited = await consumeRateLimit(services, user.uid, "payment", services.rateLimits.payment);
  if (!limited.allowed) {
    const { retryAfterSeconds } = limited;
    return {
      ...refusal("PAYMENT_FAILED", tooManyRequestsMessage(retryAfterSeconds), 429),
      retryAfterSeconds,
    };
  }
  const processor = services.paymentProcessor();
  const body: unknown = req.body ?? {};
  if (planTypeOf(body) !== "BASIC") return refusal("INVALID_PLAN_TYPE", PAYMENT_MESSAGE.invalidPlan);
  if (processor.name === "unconfigured") return refusal("PAYMENT_FAILED", PAYMENT_MESSAGE.notConfigured, 503);

  const header = req.get(IDEMPOTENCY_KEY_HEADER);
  const key = header === undefined ? null : IdempotencyKey.safeParse(header);
  if (key && !key.success)
    return refusal("PAYMENT_FAILED", key.error.issues[0]?.message ?? "Invalid Idempotency-Key", 400);
  const idempotencyKey = key?.data ?? null;
  const context: PurchaseContext = { services, processor, hooks: options.hooks ?? {} };

  if (processor.name === "test") {
    const details = CardDetailsInput.safeParse(body);
    if (!details.success) return refusal("INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.incorrectNumber);
    const checked = checkCardDetails(details.data, services.clock());
    if (!checked.ok) return refusal("INVALID_PAYMENT_DETAILS", checked.message);
    return answerOf(
      await purchaseCreatorPlan(context, user.uid, { kind: "card", card: checked.card }, idempotencyKey),
    );
  }

  const request = StripePaymentRequest.safeParse(body);
  if (!request.success) return refusal("INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.paymentMethodRequired);
  // Card details must never reach this server when Stripe is configured (decisions.md 14).
  if (CardPaymentRequest.pick({ cardNumber: true }).safeParse(body).success) {
    return refusal("INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.paymentMethodRequired);
  }
  const { paymentIntentId, paymentMethodId } = request.data;
  if (paymentIntentId) return answerOf(await confirmPaymentIntent(context, user.uid, paymentIntentId));
  if (!paymentMethodId) return refusal("INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.paymentMethodRequired);
  return answerOf(
    await purchaseCreatorPlan(context, user.uid, { kind: "payment-method", paymentMethodId }, idempotencyKey),
  );
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

  router.post("/payment", async (req, res) => {
    try {
      send(res, await postPayment(deps, options, req));
    } catch (error) {
      // Charges are settled inside postPayment; what reaches here failed before or without one.
      console.error("POST /payment failed", error);
      send(res, refusal("PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined, 500));
    }
  });

  router.post("/payment/webhook", async (req, res) => {
    const services = deps();
    const processor = services.paymentProcessor();
    if (processor.name !== "stripe" || !processor.webhookConfigured) {
      sendError(res, 503, "Stripe webhooks are not configured");
      return;
    }
    const rawBody = rawBodyOf(req);
    const signature = req.get("stripe-signature");
    if (!rawBody || !signature) {
      sendError(res, 400, "Missing Stripe signature or body");
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
        sendError(res, 400, "Invalid Stripe signature");
        return;
      }
      // A 5xx makes Stripe deliver the event again: that is the retry of a failed fulfilment.
      console.error("Stripe webhook could not be applied", error);
      sendError(res, 500, "The event could not be applied");
    }
  });

  return router;
}

/** Behind requireUser. */
export function paymentHistoryRoutes(deps: () => AppDependencies): Router {
  const router = Router();
  router.get(
    "/payments",
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
