/**
 * The seam between the purchase rules (domain/payments) and whatever charges the card: the built-in
 * test processor (Stripe's published test cards, offline), Stripe when STRIPE_SECRET_KEY is set, or
 * nothing at all (a deployment with neither a key nor test mode refuses payments).
 */
import type { ValidCard } from "../payments/card-details";
import type { Decline } from "../payments/decline-codes";

/** All that is ever kept of a card (PCI): the network and the last four digits. */
export interface CardSummary {
  brand: string | null;
  last4: string | null;
}

/** What one charge attempt came to. `paymentId` keys payments/{paymentId}. */
export type ChargeResult =
  | { kind: "succeeded"; paymentId: string; card: CardSummary }
  /** 3-D Secure: the browser finishes it with the client secret, then posts the id back. */
  | { kind: "requires_action"; paymentId: string; clientSecret: string; card: CardSummary }
  /** Accepted but not final yet; the webhook settles it. */
  | { kind: "processing"; paymentId: string; card: CardSummary }
  /** Not charged. `paymentId` is null when nothing was created at the processor. */
  | ({ kind: "declined"; paymentId: string | null; card: CardSummary } & Decline)
  /** The processor could not be reached and the charge was not found: not charged, as far as known. */
  | { kind: "unreachable" };

/** One charge attempt: the same attempt id (and key) always meets the same charge. */
export interface ChargeAttempt {
  uid: string;
  planType: string;
  amount: number;
  currency: string;
  /** Our idempotency record's id; also sent to Stripe as metadata to find the charge again. */
  attemptId: string;
  /** Sent as Stripe's Idempotency-Key: retries of the attempt are never charged twice. */
  idempotencyKey: string;
}

export interface TestCardProcessor {
  readonly name: "test";
  charge(attempt: ChargeAttempt, card: ValidCard): Promise<ChargeResult>;
}

/** A PaymentIntent as the purchase rules need it. */
export interface IntentSnapshot {
  result: Exclude<ChargeResult, { kind: "unreachable" }>;
  /** metadata.uid: whose purchase it is (null for a PaymentIntent we did not create). */
  ownerUid: string | null;
  planType: string | null;
  amount: number;
  currency: string;
}

export type WebhookEvent =
  | { type: "payment_intent.succeeded" | "payment_intent.payment_failed"; intent: IntentSnapshot }
  | { type: "ignored"; eventType: string };

export class WebhookSignatureError extends Error {}

export interface StripeProcessor {
  readonly name: "stripe";
  /** Whether STRIPE_WEBHOOK_SECRET is set: without it the webhook endpoint refuses every call. */
  readonly webhookConfigured: boolean;
  charge(attempt: ChargeAttempt, paymentMethodId: string): Promise<ChargeResult>;
  /** null when Stripe has no such PaymentIntent. Throws when Stripe cannot be reached. */
  retrieve(paymentIntentId: string): Promise<IntentSnapshot | null>;
  /** Verifies the signature on the raw body; rejects with WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string): Promise<WebhookEvent>;
}

interface UnconfiguredProcessor {
  readonly name: "unconfigured";
}

export type PaymentProcessor = TestCardProcessor | StripeProcessor | UnconfiguredProcessor;
