import { type PaymentSettings, readPaymentSettings } from "../../config/env";
import type { PaymentProcessor } from "../../domain/payments/payment-processor";
import { createStripeClient, createStripeProcessor } from "./stripe-processor";
import { createTestCardProcessor } from "./test-card-processor";

/** Stripe when keyed; else the offline test processor where it may run (decisions.md 17); else none. */
export function paymentProcessorFor(settings: PaymentSettings): PaymentProcessor {
  if (settings.stripe) {
    return createStripeProcessor(createStripeClient(settings.stripe), settings.stripe.webhookSecret);
  }
  if (settings.testModeAllowed) return createTestCardProcessor();
  return { name: "unconfigured" };
}

let chosen: PaymentProcessor | undefined;

/** Chosen once per process from the environment. */
export function getPaymentProcessor(): PaymentProcessor {
  chosen ??= paymentProcessorFor(readPaymentSettings(process.env));
  return chosen;
}
