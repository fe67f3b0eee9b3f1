import {
  PAYMENT_ERROR_TEXT,
  PaymentErrorCode,
  type PaymentErrorText,
  UNKNOWN_PAYMENT_ERROR_TEXT,
} from "@contract";

/**
 * What the payment error modal says for a code. A code this client does not
 * know (a newer API) gets the catalogue's 'Payment Error' text rather than nothing.
 */
export function paymentErrorText(code: string | null | undefined): PaymentErrorText {
  const known = PaymentErrorCode.safeParse(code);
  return known.success ? PAYMENT_ERROR_TEXT[known.data] : UNKNOWN_PAYMENT_ERROR_TEXT;
}

/** How a payment call ended when the answer carried no code. */
type UncodedPaymentFailure =
  /** No answer at all: the connection failed or the call timed out. */
  { kind: "no-response" } | { kind: "http"; status: number };

/**
 * The mapping when no code is returned: timeout or missing response ->
 * NETWORK_ERROR; HTTP 401 or 403 -> AUTHORIZATION_ERROR; anything else -> PAYMENT_FAILED.
 */
export function errorCodeWithoutServerCode(failure: UncodedPaymentFailure): PaymentErrorCode {
  if (failure.kind === "no-response") return "NETWORK_ERROR";
  if (failure.status === 401 || failure.status === 403) return "AUTHORIZATION_ERROR";
  return "PAYMENT_FAILED";
}

export function chargeNote(text: PaymentErrorText): string {
  return text.charged ? "Your card was charged." : "Your card was not charged.";
}
