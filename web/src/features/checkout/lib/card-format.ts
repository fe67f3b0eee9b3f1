/**
 * The input formatting for the card form: what the visitor types is cleaned as they
 * type, so the fields can only ever hold what the payment call accepts.
 */

const CARD_NUMBER_MAX_DIGITS = 16;
/** 16 digits in groups of 4 with three spaces. */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const CVV_MAX_DIGITS = 4;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** '4242424242424242' or '4242-4242 42' -> '4242 4242 4242 4242' / '4242 4242 42'. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The number as the payment call sends it: spaces removed. */
export function cardNumberDigits(formatted: string): string {
  return digitsOnly(formatted);
}

/**
 * '1231' -> '12/31'. The slash appears once a third digit is typed, so deleting back over it
 * never fights the visitor; a lone first digit above 1 becomes '0N' (a month cannot start with 2-9).
 */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  const first = digits[0];
  if (first !== undefined && Number(first) > 1) digits = `0${digits}`.slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatCvv(value: string): string {
  return digitsOnly(value).slice(0, CVV_MAX_DIGITS);
}
