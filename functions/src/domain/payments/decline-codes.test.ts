import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGE } from "../../contract";
import { declineFor } from "./decline-codes";

describe("declineFor (the payment error codes)", () => {
  it("maps card declines to PAYMENT_FAILED, lost and stolen with the generic text", () => {
    expect(declineFor("card_declined", "generic_decline")).toEqual({
      errorCode: "PAYMENT_FAILED",
      message: PAYMENT_MESSAGE.cardDeclined,
    });
    expect(declineFor("card_declined", "insufficient_funds")).toEqual({
      errorCode: "PAYMENT_FAILED",
      message: PAYMENT_MESSAGE.insufficientFunds,
    });
    expect(declineFor("card_declined", "lost_card").message).toBe(PAYMENT_MESSAGE.cardDeclined);
    expect(declineFor("card_declined", "stolen_card").message).toBe(PAYMENT_MESSAGE.cardDeclined);
    expect(declineFor("card_declined", "fraudulent").message).toBe(PAYMENT_MESSAGE.cardDeclined);
    expect(declineFor("processing_error")).toEqual({
      errorCode: "PAYMENT_FAILED",
      message: PAYMENT_MESSAGE.processingError,
    });
    expect(declineFor("payment_intent_authentication_failure").errorCode).toBe("PAYMENT_FAILED");
    expect(declineFor(null).errorCode).toBe("PAYMENT_FAILED");
  });

  it("maps wrong card details to INVALID_PAYMENT_DETAILS", () => {
    expect(declineFor("expired_card")).toEqual({
      errorCode: "INVALID_PAYMENT_DETAILS",
      message: PAYMENT_MESSAGE.expiredCard,
    });
    expect(declineFor("incorrect_cvc")).toEqual({
      errorCode: "INVALID_PAYMENT_DETAILS",
      message: PAYMENT_MESSAGE.incorrectCvc,
    });
    expect(declineFor("incorrect_number").errorCode).toBe("INVALID_PAYMENT_DETAILS");
    expect(declineFor("invalid_expiry_year").message).toBe(PAYMENT_MESSAGE.invalidExpiryYear);
    expect(declineFor("invalid_something_new").errorCode).toBe("INVALID_PAYMENT_DETAILS");
    expect(declineFor("card_declined", "expired_card").errorCode).toBe("INVALID_PAYMENT_DETAILS");
  });
});
