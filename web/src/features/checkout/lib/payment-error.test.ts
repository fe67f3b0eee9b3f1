import { PAYMENT_ERROR_TEXT, PaymentErrorCode, UNKNOWN_PAYMENT_ERROR_TEXT } from "@contract";
import { describe, expect, it } from "vitest";
import { chargeNote, errorCodeWithoutServerCode, paymentErrorText } from "./payment-error";

describe("errorCodeWithoutServerCode", () => {
  it("maps a timeout or missing response to NETWORK_ERROR", () => {
    expect(errorCodeWithoutServerCode({ kind: "no-response" })).toBe("NETWORK_ERROR");
  });

  it.each([401, 403])("maps HTTP %i to AUTHORIZATION_ERROR", (status) => {
    expect(errorCodeWithoutServerCode({ kind: "http", status })).toBe("AUTHORIZATION_ERROR");
  });

  it.each([200, 400, 402, 404, 409, 429, 500, 502, 503])("maps HTTP %i to PAYMENT_FAILED", (status) => {
    expect(errorCodeWithoutServerCode({ kind: "http", status })).toBe("PAYMENT_FAILED");
  });
});

describe("paymentErrorText", () => {
  it.each(PaymentErrorCode.options)("gives the catalogue's text for %s", (code) => {
    expect(paymentErrorText(code)).toBe(PAYMENT_ERROR_TEXT[code]);
  });

  it.each(["SOMETHING_NEW", "", null, undefined])("falls back to 'Payment Error' for %j", (code) => {
    expect(paymentErrorText(code)).toBe(UNKNOWN_PAYMENT_ERROR_TEXT);
    expect(paymentErrorText(code).title).toBe("Payment Error");
  });

  it("says whether the card was charged", () => {
    expect(chargeNote(PAYMENT_ERROR_TEXT.PAYMENT_FAILED)).toBe("Your card was not charged.");
    expect(chargeNote(PAYMENT_ERROR_TEXT.PAYMENT_SUCCESS_BUT_MEMBERSHIP_CREATION_FAILED)).toBe(
      "Your card was charged.",
    );
    expect(chargeNote(UNKNOWN_PAYMENT_ERROR_TEXT)).toBe("Your card was not charged.");
  });
});
