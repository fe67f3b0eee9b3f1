/**
 * The seam between the purchase rules and whatever charges the card: the built-in test processor
 * (Stripe's published test cards, offline) or Stripe when STRIPE_SECRET_KEY is set.
 */
export interface PaymentProcessor {
  readonly name: "test" | "stripe" | "unconfigured";
}
