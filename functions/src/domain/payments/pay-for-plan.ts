/**
 * POST /payment's rules, before and around the purchase: the plan must be Creator, payments must
 * be configured, and the details must suit the processor in use (a card for the offline test
 * processor; a Stripe payment method or a 3-D Secure return with Stripe, and never a card number,
 * which must not reach this server when Stripe takes payments). The route only authenticates,
 * rate-limits and words the outcome (http/payment-answers.ts).
 */
import { CardPaymentRequest, StripePaymentRequest } from "../../contract";
import type { DomainServices } from "../ports/services";
import { CardDetailsInput, checkCardDetails } from "./card-details";
import type { PaymentHooks } from "./fulfil-payment";
import {
  confirmPaymentIntent,
  type PurchaseContext,
  type PurchaseOutcome,
  purchaseCreatorPlan,
} from "./purchase";

/** A request refused before anything was charged. */
export type PaymentRefusal =
  | { kind: "invalid-plan" }
  | { kind: "not-configured" }
  /** The card details break a rule; the message says which (card-details.ts). */
  | { kind: "invalid-card"; message: string }
  | { kind: "card-number-unreadable" }
  | { kind: "payment-method-required" };

export type PaymentDecision = PurchaseOutcome | { kind: "refused"; refusal: PaymentRefusal };

function planTypeOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && "planType" in body ? body.planType : undefined;
}

function refused(refusal: PaymentRefusal): PaymentDecision {
  return { kind: "refused", refusal };
}

export async function payForPlan(
  services: DomainServices,
  hooks: PaymentHooks,
  uid: string,
  body: unknown,
  idempotencyKey: string | null,
): Promise<PaymentDecision> {
  const processor = services.paymentProcessor();
  if (planTypeOf(body) !== "BASIC") return refused({ kind: "invalid-plan" });
  if (processor.name === "unconfigured") return refused({ kind: "not-configured" });
  const context: PurchaseContext = { services, processor, hooks };

  if (processor.name === "test") {
    const details = CardDetailsInput.safeParse(body);
    if (!details.success) return refused({ kind: "card-number-unreadable" });
    const checked = checkCardDetails(details.data, services.clock());
    if (!checked.ok) return refused({ kind: "invalid-card", message: checked.message });
    return purchaseCreatorPlan(context, uid, { kind: "card", card: checked.card }, idempotencyKey);
  }

  const request = StripePaymentRequest.safeParse(body);
  if (!request.success) return refused({ kind: "payment-method-required" });
  if (CardPaymentRequest.pick({ cardNumber: true }).safeParse(body).success) {
    return refused({ kind: "payment-method-required" });
  }
  const { paymentIntentId, paymentMethodId } = request.data;
  if (paymentIntentId) return confirmPaymentIntent(context, uid, paymentIntentId);
  if (!paymentMethodId) return refused({ kind: "payment-method-required" });
  return purchaseCreatorPlan(context, uid, { kind: "payment-method", paymentMethodId }, idempotencyKey);
}
