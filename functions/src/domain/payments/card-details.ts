/**
 * Checks of the raw card body made before any charge: a
 * malformed card is INVALID_PAYMENT_DETAILS and never reaches a processor. Pure: `now` is passed in.
 */
import { z } from "zod";
import { CHECKOUT_MESSAGE, cardHasExpired, PAYMENT_MESSAGE, passesLuhn } from "../../contract";

const ExpiryPart = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number),
]);

/**
 * The card body as received: every field optional so a missing one gets the checkout form's own
 * message ('Card number is required', ...), and expiry parts accepted as numbers or digit strings.
 */
export const CardDetailsInput = z.object({
  cardholderName: z.string().max(200).optional(),
  cardNumber: z.string().max(32).optional(),
  expMonth: ExpiryPart.optional(),
  expYear: ExpiryPart.optional(),
  cvv: z.string().max(8).optional(),
});
export type CardDetailsInput = z.infer<typeof CardDetailsInput>;

type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay" | "unknown";

/** A card that passed every format check. Lives only for the request: never stored or logged. */
export interface ValidCard {
  number: string;
  cvv: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cardholderName: string;
  brand: CardBrand;
  last4: string;
}

type CardCheck = { ok: true; card: ValidCard } | { ok: false; message: string };

/** The card network from the number's prefix (IIN ranges as Stripe.js detects them). */
export function detectBrand(digits: string): CardBrand {
  const prefix2 = Number(digits.slice(0, 2));
  const prefix4 = Number(digits.slice(0, 4));
  if (/^4/.test(digits)) return "visa";
  if ((prefix2 >= 51 && prefix2 <= 55) || (prefix4 >= 2221 && prefix4 <= 2720)) return "mastercard";
  if (prefix2 === 34 || prefix2 === 37) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^(30[0-5]|36|38|39)/.test(digits)) return "diners";
  if (prefix4 >= 3528 && prefix4 <= 3589) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  return "unknown";
}

/** 31 and 2031 are the same year, as Stripe accepts both. */
export function fourDigitYear(expYear: number): number | null {
  if (!Number.isInteger(expYear) || expYear < 0) return null;
  if (expYear <= 99) return 2000 + expYear;
  if (expYear >= 1000 && expYear <= 9999) return expYear;
  return null;
}

/** How far ahead an expiry may be: issuers print at most about 20 years. */
const MAX_YEARS_AHEAD = 20;

export function checkCardDetails(request: CardDetailsInput, now: Date): CardCheck {
  const cardholderName = request.cardholderName?.trim() ?? "";
  if (!cardholderName) return { ok: false, message: CHECKOUT_MESSAGE.cardholderNameRequired };
  // The form sends the number without spaces; spaces from other clients are harmless.
  const number = (request.cardNumber ?? "").replace(/\s+/g, "");
  if (!number) return { ok: false, message: CHECKOUT_MESSAGE.cardNumberRequired };
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, message: PAYMENT_MESSAGE.incorrectNumber };
  }
  if (!request.cvv) return { ok: false, message: CHECKOUT_MESSAGE.cvvRequired };
  if (!/^\d{3,4}$/.test(request.cvv)) return { ok: false, message: PAYMENT_MESSAGE.invalidCvc };
  const { expMonth } = request;
  if (expMonth === undefined || request.expYear === undefined) {
    return { ok: false, message: CHECKOUT_MESSAGE.expiryRequired };
  }
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    return { ok: false, message: PAYMENT_MESSAGE.invalidExpiryMonth };
  }
  const expYear = fourDigitYear(request.expYear);
  if (expYear === null || expYear > now.getUTCFullYear() + MAX_YEARS_AHEAD) {
    return { ok: false, message: PAYMENT_MESSAGE.invalidExpiryYear };
  }
  if (cardHasExpired(expMonth, expYear, now)) return { ok: false, message: PAYMENT_MESSAGE.expiredCard };
  return {
    ok: true,
    card: {
      number,
      cvv: request.cvv,
      expMonth,
      expYear,
      cardholderName,
      brand: detectBrand(number),
      last4: number.slice(-4),
    },
  };
}
