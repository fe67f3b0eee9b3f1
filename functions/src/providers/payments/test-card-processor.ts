/**
 * The offline processor: answers Stripe's published test cards the way Stripe's
 * test mode does, charges nothing, and keeps nothing of the card but brand and last 4. The charge id
 * is derived from the attempt, so a retried attempt meets the same charge, as with Stripe.
 */
import { createHash } from "node:crypto";
import { PAYMENT_MESSAGE } from "../../contract";
import type { ValidCard } from "../../domain/payments/card-details";
import { declineFor } from "../../domain/payments/decline-codes";
import { findTestCard } from "../../domain/payments/test-cards";
import type {
  CardSummary,
  ChargeAttempt,
  ChargeResult,
  TestCardProcessor,
} from "../../domain/ports/payment-processor";

export function testChargeId(attemptId: string): string {
  return `test_ch_${createHash("sha256").update(attemptId).digest("hex").slice(0, 24)}`;
}

export function createTestCardProcessor(): TestCardProcessor {
  return {
    name: "test",
    async charge(attempt: ChargeAttempt, card: ValidCard): Promise<ChargeResult> {
      const summary: CardSummary = { brand: card.brand, last4: card.last4 };
      const testCard = findTestCard(card.number);
      // Not one of Stripe's test numbers: nothing is created, as Stripe refuses real cards in test mode.
      if (!testCard) {
        return {
          kind: "declined",
          paymentId: null,
          card: summary,
          errorCode: "INVALID_PAYMENT_DETAILS",
          message: PAYMENT_MESSAGE.notATestCard,
        };
      }
      const paymentId = testChargeId(attempt.attemptId);
      switch (testCard.behaviour.kind) {
        case "succeeds":
          return { kind: "succeeded", paymentId, card: summary };
        case "declines":
          return {
            kind: "declined",
            paymentId,
            card: summary,
            ...declineFor(testCard.behaviour.code, testCard.behaviour.declineCode),
          };
        case "requires_action":
          // There is no browser step offline to authenticate with, so the card is refused clearly.
          return {
            kind: "declined",
            paymentId,
            card: summary,
            errorCode: "PAYMENT_FAILED",
            message: PAYMENT_MESSAGE.threeDSecureUnsupported,
          };
      }
    },
  };
}
