/**
 * POST /payment answers in its own shape (spec section 8: `errorCode` beside `error`): this is
 * where a purchase's outcome becomes the status and body; the choices are in
 * domain/payments/README.md.
 */
import { PAYMENT_MESSAGE, type PaymentErrorCode, type PaymentResponse } from "../contract";
import { CREATOR_PURCHASE } from "../domain/payments/payment-documents";
import type { PurchaseOutcome } from "../domain/payments/purchase";

/** An HTTP status and the body to answer with. */
export interface PaymentAnswer {
  status: number;
  body: PaymentResponse;
}

const STATUS_OF: Record<PaymentErrorCode, number> = {
  PAYMENT_FAILED: 402,
  PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED: 500,
  NETWORK_ERROR: 502,
  INVALID_PAYMENT_DETAILS: 400,
  AUTHORIZATION_ERROR: 401,
  INVALID_PLAN_TYPE: 400,
};

export function refusal(
  errorCode: PaymentErrorCode,
  error: string,
  status = STATUS_OF[errorCode],
): PaymentAnswer {
  return { status, body: { success: false, error, errorCode } };
}

export function answerOf(outcome: PurchaseOutcome): PaymentAnswer {
  switch (outcome.kind) {
    case "paid":
      return {
        status: 200,
        body: { success: true, paymentId: outcome.paymentId, grant: CREATOR_PURCHASE.grant },
      };
    case "requires-action":
      return {
        status: 200,
        body: {
          success: false,
          paymentId: outcome.paymentId,
          requiresAction: { clientSecret: outcome.clientSecret, paymentIntentId: outcome.paymentId },
        },
      };
    case "charged-unfulfilled":
      return {
        status: STATUS_OF.PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED,
        body: {
          success: false,
          error: outcome.stillProcessing ? PAYMENT_MESSAGE.stillProcessing : PAYMENT_MESSAGE.membershipFailed,
          errorCode: "PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED",
          paymentId: outcome.paymentId,
        },
      };
    case "declined":
      return refusal(outcome.errorCode, outcome.message);
    case "unreachable":
      return refusal("NETWORK_ERROR", PAYMENT_MESSAGE.networkError);
    case "not-found":
      return refusal("PAYMENT_FAILED", PAYMENT_MESSAGE.paymentNotFound, 404);
    case "in-progress":
      return refusal("NETWORK_ERROR", PAYMENT_MESSAGE.inProgress, 409);
    case "key-reused":
      return refusal("PAYMENT_FAILED", PAYMENT_MESSAGE.idempotencyKeyReused, 422);
  }
}
