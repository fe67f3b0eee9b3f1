/**
 * Card checks that the checkout form makes before sending and the API makes again before any
 * charge: one definition, so the two can never disagree.
 */

/** The Luhn checksum every real card number (and every Stripe test number) satisfies. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (UTC, as the API decides). */
export function cardHasExpired(expMonth: number, expYear: number, now: Date): boolean {
  return now.getTime() >= Date.UTC(expYear, expMonth, 1);
}
