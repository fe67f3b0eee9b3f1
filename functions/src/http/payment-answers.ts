/**
 * POST /payment answers in its own shape (`errorCode` beside `error`, which the checkout maps to its error modal): this is
 * where a purchase's outcome becomes the status and body; the choices are in
 * domain/payments/README.md.
 */
import { type ErrorCode, PAYMENT_MESSAGE, type PaymentErrorCode, type PaymentResponse } from "../contract";
import type { PaymentDecision, PaymentRefusal } from "../domain/payments/pay-for-plan";
import { CREATOR_PURCHASE } from "../domain/payments/payment-documents";
import { type FailureAnswer, statusOfCode } from "./respond";

/** An HTTP status and the body to answer with. */
interface PaymentAnswer {
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

function refusal(errorCode: PaymentErrorCode, error: string, status = STATUS_OF[errorCode]): PaymentAnswer {
  return { status, body: { success: false, error, errorCode } };
}

function refusalAnswer(why: PaymentRefusal): PaymentAnswer {
  switch (why.kind) {
    case "invalid-plan":
      return refusal("INVALID_PLAN_TYPE", PAYMENT_MESSAGE.invalidPlan);
    case "not-configured":
      return refusal("PAYMENT_FAILED", PAYMENT_MESSAGE.notConfigured, 503);
    case "card-number-unreadable":
      return refusal("INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.incorrectNumber);
    case "invalid-card":
      return refusal("INVALID_PAYMENT_DETAILS", why.message);
    case "payment-method-required":
      return refusal("INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.paymentMethodRequired);
  }
}

/**
 * The spec's payment codes for the failures every route shares (sign-in, rate limits, bad input):
 * a sign-in problem asks to log in again, an Auth outage reads as a network issue, and anything
 * else as a payment that did not go through.
 */
const CODE_OF_FAILURE: Record<ErrorCode, PaymentErrorCode> = {
  unauthenticated: "AUTHORIZATION_ERROR",
  unverified: "AUTHORIZATION_ERROR",
  "auth-unavailable": "NETWORK_ERROR",
  "rate-limited": "PAYMENT_FAILED",
  busy: "PAYMENT_FAILED",
  "no-generation-credit": "PAYMENT_FAILED",
  "no-export-credit": "PAYMENT_FAILED",
  "invalid-input": "PAYMENT_FAILED",
  "not-found": "PAYMENT_FAILED",
  "owned-by-another": "PAYMENT_FAILED",
  "in-progress": "PAYMENT_FAILED",
  "key-reused": "PAYMENT_FAILED",
  conflict: "PAYMENT_FAILED",
  "too-large": "PAYMENT_FAILED",
  "generation-failed": "PAYMENT_FAILED",
  "not-configured": "PAYMENT_FAILED",
  unexpected: "PAYMENT_FAILED",
};

/**
 * POST /payment's failures in its own shape. An unexpected one happened before or without a
 * charge (charges are settled in the domain), so it reads as a decline.
 */
export const paymentFailure: FailureAnswer = (res, failure) => {
  const message = failure.code === "unexpected" ? PAYMENT_MESSAGE.cardDeclined : failure.message;
  const answer = refusal(CODE_OF_FAILURE[failure.code], message, statusOfCode(failure.code));
  res.status(answer.status).json(answer.body);
};

export function answerOf(outcome: PaymentDecision): PaymentAnswer {
  switch (outcome.kind) {
    case "refused":
      return refusalAnswer(outcome.refusal);
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
