/**
 * Stripe: the browser's Payment Element gives a PaymentMethod id, this adapter
 * creates and confirms a PaymentIntent with our idempotency key, and maps every answer to a
 * ChargeResult. When Stripe cannot be reached or answers 429/5xx (after the SDK's own retries with
 * the same key), the PaymentIntent is looked up by its attempt metadata before anyone is told the
 * payment failed: it may well have succeeded.
 */
import Stripe from "stripe";
import type { StripeSettings } from "../../config/env";
import { declineFor } from "../../domain/payments/decline-codes";
import {
  type CardSummary,
  type ChargeAttempt,
  type ChargeResult,
  type IntentSnapshot,
  type StripeProcessor,
  type WebhookEvent,
  WebhookSignatureError,
} from "../../domain/ports/payment-processor";

const NO_CARD: CardSummary = { brand: null, last4: null };

function cardOf(paymentMethod: Stripe.PaymentIntent["payment_method"]): CardSummary {
  if (!paymentMethod || typeof paymentMethod === "string" || !paymentMethod.card) return NO_CARD;
  return { brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 };
}

/** The state of a PaymentIntent as a ChargeResult. */
function resultOfIntent(intent: Stripe.PaymentIntent): IntentSnapshot["result"] {
  const card = cardOf(intent.payment_method);
  const paymentId = intent.id;
  switch (intent.status) {
    case "succeeded":
      return { kind: "succeeded", paymentId, card };
    case "requires_action":
      return { kind: "requires_action", paymentId, clientSecret: intent.client_secret ?? "", card };
    case "processing":
    case "requires_capture":
      return { kind: "processing", paymentId, card };
    default: {
      // requires_payment_method (declined, or 3-D Secure failed), requires_confirmation, canceled.
      const error = intent.last_payment_error;
      return {
        kind: "declined",
        paymentId,
        card,
        ...declineFor(error?.code ?? "card_declined", error?.decline_code),
      };
    }
  }
}

function snapshotOfIntent(intent: Stripe.PaymentIntent): IntentSnapshot {
  return {
    result: resultOfIntent(intent),
    ownerUid: intent.metadata?.uid ?? null,
    planType: intent.metadata?.planType ?? null,
    amount: intent.amount,
    currency: intent.currency,
  };
}

/** Failures after which the charge's fate is unknown: look it up before answering. */
function isTransient(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  if (error instanceof Stripe.errors.StripeRateLimitError) return true;
  if (error instanceof Stripe.errors.StripeAPIError) return true;
  return error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // The SDK retries with the same Idempotency-Key, so a retry is never a second charge.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Markery" },
    ...(settings.api ?? {}),
  });
}

export function createStripeProcessor(stripe: Stripe, webhookSecret: string | null): StripeProcessor {
  async function findByAttempt(attemptId: string): Promise<Stripe.PaymentIntent | null> {
    const found = await stripe.paymentIntents.search({
      query: `metadata['attemptId']:'${attemptId}'`,
      limit: 1,
    });
    return found.data[0] ?? null;
  }

  return {
    name: "stripe",
    webhookConfigured: webhookSecret !== null,

    async charge(attempt: ChargeAttempt, paymentMethodId: string): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: attempt.amount,
            currency: attempt.currency,
            payment_method: paymentMethodId,
            confirm: true,
            // Cards only in practice; no redirect-based methods, so no return_url is needed.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            metadata: { uid: attempt.uid, planType: attempt.planType, attemptId: attempt.attemptId },
            expand: ["payment_method"],
          },
          { idempotencyKey: attempt.idempotencyKey },
        );
        return resultOfIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            kind: "declined",
            paymentId: error.payment_intent?.id ?? null,
            card: error.payment_intent ? cardOf(error.payment_intent.payment_method) : NO_CARD,
            ...declineFor(error.code, error.decline_code),
          };
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code) {
          const decline = declineFor(error.code);
          if (decline.errorCode === "INVALID_PAYMENT_DETAILS") {
            return {
              kind: "declined",
              paymentId: error.payment_intent?.id ?? null,
              card: NO_CARD,
              ...decline,
            };
          }
        }
        if (!isTransient(error)) throw error;
        console.warn(`Stripe did not answer attempt ${attempt.attemptId}; looking the PaymentIntent up`);
        try {
          const intent = await findByAttempt(attempt.attemptId);
          return intent ? resultOfIntent(intent) : { kind: "unreachable" };
        } catch {
          return { kind: "unreachable" };
        }
      }
    },

    async retrieve(paymentIntentId: string): Promise<IntentSnapshot | null> {
      try {
        return snapshotOfIntent(
          await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["payment_method"] }),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async parseWebhook(rawBody: Buffer, signature: string): Promise<WebhookEvent> {
      if (!webhookSecret) throw new WebhookSignatureError("No webhook secret is configured");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Bad signature");
      }
      if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
        return { type: event.type, intent: snapshotOfIntent(event.data.object) };
      }
      return { type: "ignored", eventType: event.type };
    },
  };
}
