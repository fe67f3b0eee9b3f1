import type { PaymentProcessor } from "./payment-processor";

export * from "./payment-processor";

/** Chosen once per process from the environment. */
export function getPaymentProcessor(): PaymentProcessor {
  throw new Error("The payment processor is not built yet");
}
