/**
 * Stripe's decline and error codes mapped to the spec's payment codes (section 8) and Stripe's own
 * wording. Shared by the test processor (which imitates Stripe) and the Stripe adapter. Lost and
 * stolen cards are answered with the generic decline, as Stripe asks.
 */
import { PAYMENT_MESSAGE, type PaymentErrorCode } from "../../contract";

type DeclineErrorCode = Extract<PaymentErrorCode, "PAYMENT_FAILED" | "INVALID_PAYMENT_DETAILS">;

export interface Decline {
  errorCode: DeclineErrorCode;
  message: string;
}

/** Codes that mean the card details are wrong: fixing them can succeed, so not a plain decline. */
const INVALID_DETAILS: Record<string, string> = {
  expired_card: PAYMENT_MESSAGE.expiredCard,
  incorrect_cvc: PAYMENT_MESSAGE.incorrectCvc,
  invalid_cvc: PAYMENT_MESSAGE.invalidCvc,
  incorrect_number: PAYMENT_MESSAGE.incorrectNumber,
  invalid_number: PAYMENT_MESSAGE.incorrectNumber,
  invalid_expiry_month: PAYMENT_MESSAGE.invalidExpiryMonth,
  invalid_expiry_year: PAYMENT_MESSAGE.invalidExpiryYear,
};

/** Issuer reasons a buyer may be told; anything else (lost, stolen, fraudulent...) is generic. */
const TOLD_DECLINES: Record<string, string> = {
  insufficient_funds: PAYMENT_MESSAGE.insufficientFunds,
  expired_card: PAYMENT_MESSAGE.expiredCard,
  incorrect_cvc: PAYMENT_MESSAGE.incorrectCvc,
  incorrect_number: PAYMENT_MESSAGE.incorrectNumber,
  processing_error: PAYMENT_MESSAGE.processingError,
};

/**
 * `code` is Stripe's error code (card_declined, expired_card, ...), `declineCode` the issuer's
 * reason when there is one. Every other code is a plain decline: not charged, try another card.
 */
export function declineFor(code: string | null | undefined, declineCode?: string | null): Decline {
  const effective = code === "card_declined" && declineCode ? declineCode : (code ?? "");
  const invalid =
    INVALID_DETAILS[effective] ??
    (effective.startsWith("invalid_") ? PAYMENT_MESSAGE.incorrectNumber : undefined);
  if (invalid) return { errorCode: "INVALID_PAYMENT_DETAILS", message: invalid };
  return { errorCode: "PAYMENT_FAILED", message: TOLD_DECLINES[effective] ?? PAYMENT_MESSAGE.cardDeclined };
}
