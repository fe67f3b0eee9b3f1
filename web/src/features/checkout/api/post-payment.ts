import {
  type CardPaymentRequest,
  IDEMPOTENCY_KEY_HEADER,
  type PaymentErrorCode,
  PaymentResponse,
  type PurchaseGrant,
  type StripePaymentRequest,
} from "@contract";
import { env } from "@/config/env";
import { authorizationHeader } from "@/lib/api-client";
import { errorCodeWithoutServerCode } from "../lib/payment-error";

/**
 * POST /payment. Not through `apiRequest`: the API answers a failed payment with
 * a non-2xx status AND a PaymentResponse body carrying the code, which must be read before
 * falling back to the spec's status mapping.
 */

/** A payment that takes longer than this is reported as a network issue. */
const PAYMENT_TIMEOUT_MS = 60_000;

export type PaymentOutcome =
  | { kind: "paid"; paymentId?: string; grant?: PurchaseGrant }
  | { kind: "requires-action"; clientSecret: string; paymentIntentId: string }
  | {
      kind: "failed";
      code: PaymentErrorCode;
      /** The server's own text (e.g. 'Your card was declined.'), when it sent one. */
      detail?: string;
      /**
       * No answer reached us: the charge may or may not have happened, so a retry of the same
       * details must reuse this attempt's Idempotency-Key.
       */
      answerLost: boolean;
    };

/** Reads one answer of POST /payment: the body's code first, then the status. */
export function paymentOutcomeFromAnswer(status: number, json: unknown): PaymentOutcome {
  const parsed = PaymentResponse.safeParse(json);
  if (parsed.success) {
    const answer = parsed.data;
    if (answer.success) return { kind: "paid", paymentId: answer.paymentId, grant: answer.grant };
    if (answer.requiresAction) return { kind: "requires-action", ...answer.requiresAction };
    if (answer.errorCode)
      return { kind: "failed", code: answer.errorCode, detail: answer.error, answerLost: false };
    return {
      kind: "failed",
      code: errorCodeWithoutServerCode({ kind: "http", status }),
      detail: answer.error,
      answerLost: false,
    };
  }
  // A body we cannot read from a server error (a proxy's 502, a crash): we cannot know whether
  // the charge went through, so this counts as a lost answer for the retry's key.
  return {
    kind: "failed",
    code: errorCodeWithoutServerCode({ kind: "http", status }),
    answerLost: status >= 500,
  };
}

export type PaymentBody = CardPaymentRequest | StripePaymentRequest;

export async function postPayment(
  body: PaymentBody,
  idempotencyKey: string,
  timeoutMs = PAYMENT_TIMEOUT_MS,
): Promise<PaymentOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers = {
      ...(await authorizationHeader()),
      "Content-Type": "application/json",
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    };
    const response = await fetch(`${env.apiBaseUrl}/payment`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const json: unknown = await response.json().catch(() => null);
    return paymentOutcomeFromAnswer(response.status, json);
  } catch {
    // Connection refused, offline, or our own timeout: the "no response" case.
    return { kind: "failed", code: errorCodeWithoutServerCode({ kind: "no-response" }), answerLost: true };
  } finally {
    clearTimeout(timer);
  }
}
