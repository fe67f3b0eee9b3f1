import { CHECKOUT_MESSAGE, cardHasExpired, PAYMENT_MESSAGE, passesLuhn } from "@contract";
import { cardNumberDigits, digitsOnly } from "./card-format";

/**
 * The card form's checks before anything is sent. The API checks the same things
 * again (INVALID_PAYMENT_DETAILS); checking here first lets the visitor fix a typo without a
 * round trip, an error modal or a declined attempt.
 */
export interface CardFormValues {
  cardholderName: string;
  /** As shown: digits in groups of 4. */
  cardNumber: string;
  /** As shown: MM/YY. */
  expiry: string;
  cvv: string;
}

export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD_FORM: CardFormValues = { cardholderName: "", cardNumber: "", expiry: "", cvv: "" };

/** Our own wording where the spec has none (an incomplete expiry or CVV). */
export const CARD_FORM_MESSAGE = {
  cardNumberIncomplete: "Card number is incomplete",
  expiryIncomplete: "Enter the expiration date as MM/YY",
  cvvIncomplete: "CVV must be 3 or 4 digits",
} as const;

interface Expiry {
  expMonth: number;
  /** Four digits; the API takes two or four. */
  expYear: number;
}

/** 'MM/YY' -> month and four-digit year, or null when it is not a real month. */
export function parseExpiry(expiry: string): Expiry | null {
  const digits = digitsOnly(expiry);
  if (digits.length !== 4) return null;
  const expMonth = Number(digits.slice(0, 2));
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(digits.slice(2)) };
}

/** A card is valid through the last day of its expiry month; UTC, as the API decides. */
export function hasExpired({ expMonth, expYear }: Expiry, now: Date): boolean {
  return cardHasExpired(expMonth, expYear, now);
}

function validateCardholderName(value: string): string | undefined {
  return value.trim() ? undefined : CHECKOUT_MESSAGE.cardholderNameRequired;
}

export function validateCardNumber(value: string): string | undefined {
  const digits = cardNumberDigits(value);
  if (!digits) return CHECKOUT_MESSAGE.cardNumberRequired;
  // 12 digits is the shortest Stripe accepts; the field stops at 16.
  if (digits.length < 12) return CARD_FORM_MESSAGE.cardNumberIncomplete;
  if (!passesLuhn(digits)) return PAYMENT_MESSAGE.incorrectNumber;
  return undefined;
}

export function validateExpiry(value: string, now: Date): string | undefined {
  if (!digitsOnly(value)) return CHECKOUT_MESSAGE.expiryRequired;
  if (digitsOnly(value).length < 4) return CARD_FORM_MESSAGE.expiryIncomplete;
  const expiry = parseExpiry(value);
  if (!expiry) return PAYMENT_MESSAGE.invalidExpiryMonth;
  if (hasExpired(expiry, now)) return PAYMENT_MESSAGE.expiredCard;
  return undefined;
}

export function validateCvv(value: string): string | undefined {
  if (!value) return CHECKOUT_MESSAGE.cvvRequired;
  if (!/^\d{3,4}$/.test(value)) return CARD_FORM_MESSAGE.cvvIncomplete;
  return undefined;
}

export function validateCardField(field: CardField, values: CardFormValues, now: Date): string | undefined {
  switch (field) {
    case "cardholderName":
      return validateCardholderName(values.cardholderName);
    case "cardNumber":
      return validateCardNumber(values.cardNumber);
    case "expiry":
      return validateExpiry(values.expiry, now);
    case "cvv":
      return validateCvv(values.cvv);
  }
}

export const CARD_FIELDS: readonly CardField[] = ["cardholderName", "cardNumber", "expiry", "cvv"];

export function validateCardForm(values: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  for (const field of CARD_FIELDS) {
    const message = validateCardField(field, values, now);
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: CardFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
