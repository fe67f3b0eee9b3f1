import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGE, PAYMENT_MESSAGE, passesLuhn } from "../../contract";
import { type CardDetailsInput, checkCardDetails, detectBrand, fourDigitYear } from "./card-details";

const NOW = new Date("2026-11-23T02:00:00Z");
const VALID: CardDetailsInput = {
  cardholderName: "Ada Lovelace",
  cardNumber: "4242424242424242",
  expMonth: 12,
  expYear: 2030,
  cvv: "123",
};

function messageOf(input: CardDetailsInput): string | null {
  const result = checkCardDetails(input, NOW);
  return result.ok ? null : result.message;
}

describe("passesLuhn", () => {
  it("accepts Stripe's test numbers and refuses one digit off", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(passesLuhn("4000000000003220")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("42424242a4242424")).toBe(false);
  });
});

describe("detectBrand", () => {
  it.each([
    ["4242424242424242", "visa"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["378282246310005", "amex"],
    ["6011111111111117", "discover"],
    ["3056930009020004", "diners"],
    ["3566002020360505", "jcb"],
    ["6200000000000005", "unionpay"],
    ["9999999999999995", "unknown"],
  ])("%s is %s", (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });
});

describe("fourDigitYear", () => {
  it("takes two or four digits", () => {
    expect(fourDigitYear(31)).toBe(2031);
    expect(fourDigitYear(2031)).toBe(2031);
    expect(fourDigitYear(5)).toBe(2005);
    expect(fourDigitYear(203)).toBeNull();
    expect(fourDigitYear(20310)).toBeNull();
    expect(fourDigitYear(-1)).toBeNull();
  });
});

describe("checkCardDetails", () => {
  it("keeps brand and last 4 of a valid card", () => {
    const result = checkCardDetails({ ...VALID, expYear: 30, cardNumber: "5555 5555 5555 4444" }, NOW);
    expect(result).toEqual({
      ok: true,
      card: expect.objectContaining({ brand: "mastercard", last4: "4444", expYear: 2030, expMonth: 12 }),
    });
  });

  it("answers the checkout form's messages for missing fields", () => {
    expect(messageOf({ ...VALID, cardholderName: "  " })).toBe(CHECKOUT_MESSAGE.cardholderNameRequired);
    expect(messageOf({ ...VALID, cardholderName: undefined })).toBe(CHECKOUT_MESSAGE.cardholderNameRequired);
    expect(messageOf({ ...VALID, cardNumber: "" })).toBe(CHECKOUT_MESSAGE.cardNumberRequired);
    expect(messageOf({ ...VALID, cvv: "" })).toBe(CHECKOUT_MESSAGE.cvvRequired);
    expect(messageOf({ ...VALID, expMonth: undefined })).toBe(CHECKOUT_MESSAGE.expiryRequired);
    expect(messageOf({ ...VALID, expYear: undefined })).toBe(CHECKOUT_MESSAGE.expiryRequired);
  });

  it("refuses a number failing Luhn, too short or with letters", () => {
    expect(messageOf({ ...VALID, cardNumber: "4242424242424241" })).toBe(PAYMENT_MESSAGE.incorrectNumber);
    expect(messageOf({ ...VALID, cardNumber: "42424242" })).toBe(PAYMENT_MESSAGE.incorrectNumber);
    expect(messageOf({ ...VALID, cardNumber: "4242-4242-4242-4242" })).toBe(PAYMENT_MESSAGE.incorrectNumber);
  });

  it("wants a CVV of 3 or 4 digits", () => {
    expect(messageOf({ ...VALID, cvv: "12" })).toBe(PAYMENT_MESSAGE.invalidCvc);
    expect(messageOf({ ...VALID, cvv: "12345" })).toBe(PAYMENT_MESSAGE.invalidCvc);
    expect(messageOf({ ...VALID, cvv: "12a" })).toBe(PAYMENT_MESSAGE.invalidCvc);
    expect(messageOf({ ...VALID, cvv: "1234" })).toBeNull();
  });

  it("wants a month 1-12 and a two- or four-digit year", () => {
    expect(messageOf({ ...VALID, expMonth: 0 })).toBe(PAYMENT_MESSAGE.invalidExpiryMonth);
    expect(messageOf({ ...VALID, expMonth: 13 })).toBe(PAYMENT_MESSAGE.invalidExpiryMonth);
    expect(messageOf({ ...VALID, expMonth: 1.5 })).toBe(PAYMENT_MESSAGE.invalidExpiryMonth);
    expect(messageOf({ ...VALID, expYear: 203 })).toBe(PAYMENT_MESSAGE.invalidExpiryYear);
    expect(messageOf({ ...VALID, expYear: 2080 })).toBe(PAYMENT_MESSAGE.invalidExpiryYear);
  });

  it("accepts a card through the last day of its expiry month (UTC), not after", () => {
    expect(messageOf({ ...VALID, expMonth: 11, expYear: 26 })).toBeNull();
    expect(messageOf({ ...VALID, expMonth: 10, expYear: 26 })).toBe(PAYMENT_MESSAGE.expiredCard);
    expect(messageOf({ ...VALID, expMonth: 12, expYear: 2025 })).toBe(PAYMENT_MESSAGE.expiredCard);
    expect(
      checkCardDetails({ ...VALID, expMonth: 11, expYear: 26 }, new Date("2026-12-01T00:00:00Z")).ok,
    ).toBe(false);
  });
});
