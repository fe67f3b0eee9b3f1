import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGE } from "../../contract";
import { checkCardDetails } from "../../domain/payments/card-details";
import { createTestCardProcessor, testChargeId } from "./test-card-processor";

const processor = createTestCardProcessor();
const ATTEMPT = {
  uid: "buyer",
  planType: "BASIC",
  amount: 900,
  currency: "usd",
  attemptId: "key-abc",
  idempotencyKey: "markery-key-abc",
};

async function charge(cardNumber: string) {
  const checked = checkCardDetails(
    { cardholderName: "Ada", cardNumber, expMonth: 12, expYear: 2030, cvv: "123" },
    new Date("2026-11-23T00:00:00Z"),
  );
  if (!checked.ok) throw new Error(checked.message);
  return processor.charge(ATTEMPT, checked.card);
}

describe("the offline test processor (Stripe's published test cards)", () => {
  it.each([
    ["4242424242424242", "visa", "4242"],
    ["5555555555554444", "mastercard", "4444"],
  ])("%s succeeds with a charge id derived from the attempt", async (number, brand, last4) => {
    expect(await charge(number)).toEqual({
      kind: "succeeded",
      paymentId: testChargeId(ATTEMPT.attemptId),
      card: { brand, last4 },
    });
  });

  it.each([
    ["4000000000000002", "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["4000000000009995", "PAYMENT_FAILED", PAYMENT_MESSAGE.insufficientFunds],
    ["4000000000009987", "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["4000000000009979", "PAYMENT_FAILED", PAYMENT_MESSAGE.cardDeclined],
    ["4000000000000119", "PAYMENT_FAILED", PAYMENT_MESSAGE.processingError],
    ["4000000000000069", "INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.expiredCard],
    ["4000000000000127", "INVALID_PAYMENT_DETAILS", PAYMENT_MESSAGE.incorrectCvc],
    ["4000000000003220", "PAYMENT_FAILED", PAYMENT_MESSAGE.threeDSecureUnsupported],
  ])("%s is declined with %s", async (number, errorCode, message) => {
    expect(await charge(number)).toMatchObject({
      kind: "declined",
      errorCode,
      message,
      card: { last4: number.slice(-4) },
    });
  });

  it("refuses any other valid number, naming the test cards, without creating a charge", async () => {
    const result = await charge("4111111111111111");
    expect(result).toMatchObject({ kind: "declined", paymentId: null, errorCode: "INVALID_PAYMENT_DETAILS" });
    expect(result.kind === "declined" && result.message).toContain("4242 4242 4242 4242");
  });
});
