import { type PaymentSettings, paymentSettings, type StripeSettings } from "../../config/env";
import type { PaymentProcessor, StripeProcessor } from "../../domain/ports/payment-processor";
import { onFirstUse } from "../on-first-use";
import { createTestCardProcessor } from "./test-card-processor";

/** Stripe's processor, with the Stripe SDK loaded by the first call that talks to Stripe. */
function stripeOnFirstUse(settings: StripeSettings): StripeProcessor {
  const load = onFirstUse(async () => {
    const { createStripeClient, createStripeProcessor } = await import("./stripe-processor.js");
    return createStripeProcessor(createStripeClient(settings), settings.webhookSecret);
  });
  return {
    name: "stripe",
    webhookConfigured: settings.webhookSecret !== null,
    charge: async (attempt, paymentMethodId) => (await load()).charge(attempt, paymentMethodId),
    retrieve: async (paymentIntentId) => (await load()).retrieve(paymentIntentId),
    parseWebhook: async (rawBody, signature) => (await load()).parseWebhook(rawBody, signature),
  };
}

/** Stripe when keyed; else the offline test processor where it may run; else none. */
export function paymentProcessorFor(settings: PaymentSettings): PaymentProcessor {
  if (settings.stripe) return stripeOnFirstUse(settings.stripe);
  if (settings.testModeAllowed) return createTestCardProcessor();
  return { name: "unconfigured" };
}

let chosen: PaymentProcessor | undefined;

/** Chosen once per process from the environment. */
export function getPaymentProcessor(): PaymentProcessor {
  chosen ??= paymentProcessorFor(paymentSettings());
  return chosen;
}
