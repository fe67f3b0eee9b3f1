import { CHECKOUT_MESSAGE, PAYMENT_MESSAGE, passesLuhn } from "@contract";
import { describe, expect, it } from "vitest";
import {
  CARD_FORM_MESSAGE,
  EMPTY_CARD_FORM,
  hasErrors,
  hasExpired,
  parseExpiry,
  validateCardForm,
  validateCardNumber,
  validateCvv,
  validateExpiry,
} from "./card-validation";

const NOW = new Date("2026-11-23T10:00:00Z");

describe("passesLuhn", () => {
  it.each([
    "4242424242424242",
    "5555555555554444",
    "4000000000000002",
    "4000000000009995",
    "4000000000000069",
    "4000000000003220",
  ])("accepts Stripe's test card %s", (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(["4242424242424241", "1234567812345678", "", "4242a242"])("refuses %j", (number) => {
    expect(passesLuhn(number)).toBe(false);
  });
});

describe("the card form's required messages", () => {
  it("names every empty field", () => {
    const errors = validateCardForm(EMPTY_CARD_FORM, NOW);
    expect(errors).toEqual({
      cardholderName: CHECKOUT_MESSAGE.cardholderNameRequired,
      cardNumber: CHECKOUT_MESSAGE.cardNumberRequired,
      expiry: CHECKOUT_MESSAGE.expiryRequired,
      cvv: CHECKOUT_MESSAGE.cvvRequired,
    });
    expect(CHECKOUT_MESSAGE.cardholderNameRequired).toBe("Cardholder name is required");
    expect(CHECKOUT_MESSAGE.cardNumberRequired).toBe("Card number is required");
    expect(CHECKOUT_MESSAGE.cvvRequired).toBe("CVV is required");
    expect(CHECKOUT_MESSAGE.expiryRequired).toBe("Expiration date is required");
  });

  it("treats a name of spaces as missing", () => {
    expect(validateCardForm({ ...EMPTY_CARD_FORM, cardholderName: "   " }, NOW).cardholderName).toBe(
      CHECKOUT_MESSAGE.cardholderNameRequired,
    );
  });

  it("passes a complete, valid card", () => {
    const errors = validateCardForm(
      { cardholderName: "Ada Lovelace", cardNumber: "4242 4242 4242 4242", expiry: "12/31", cvv: "123" },
      NOW,
    );
    expect(hasErrors(errors)).toBe(false);
  });
});

describe("card number", () => {
  it("refuses a number that fails the Luhn check with Stripe's wording", () => {
    expect(validateCardNumber("4242 4242 4242 4241")).toBe(PAYMENT_MESSAGE.incorrectNumber);
  });

  it("says a short number is incomplete", () => {
    expect(validateCardNumber("4242 4242")).toBe(CARD_FORM_MESSAGE.cardNumberIncomplete);
  });
});

describe("expiry", () => {
  it("reads MM/YY as a month and a four-digit year", () => {
    expect(parseExpiry("05/31")).toEqual({ expMonth: 5, expYear: 2031 });
    expect(parseExpiry("13/31")).toBeNull();
    expect(parseExpiry("00/31")).toBeNull();
    expect(parseExpiry("05/3")).toBeNull();
  });

  it("is valid through the last day of its month", () => {
    expect(hasExpired({ expMonth: 11, expYear: 2026 }, NOW)).toBe(false);
    expect(hasExpired({ expMonth: 11, expYear: 2026 }, new Date("2026-12-01T00:00:00Z"))).toBe(true);
    expect(hasExpired({ expMonth: 10, expYear: 2026 }, NOW)).toBe(true);
  });

  it("explains an incomplete, impossible or past date", () => {
    expect(validateExpiry("", NOW)).toBe(CHECKOUT_MESSAGE.expiryRequired);
    expect(validateExpiry("12/3", NOW)).toBe(CARD_FORM_MESSAGE.expiryIncomplete);
    expect(validateExpiry("13/31", NOW)).toBe(PAYMENT_MESSAGE.invalidExpiryMonth);
    expect(validateExpiry("10/26", NOW)).toBe(PAYMENT_MESSAGE.expiredCard);
    expect(validateExpiry("11/26", NOW)).toBeUndefined();
  });
});

describe("CVV", () => {
  it("takes 3 or 4 digits", () => {
    expect(validateCvv("")).toBe(CHECKOUT_MESSAGE.cvvRequired);
    expect(validateCvv("12")).toBe(CARD_FORM_MESSAGE.cvvIncomplete);
    expect(validateCvv("123")).toBeUndefined();
    expect(validateCvv("1234")).toBeUndefined();
  });
});
