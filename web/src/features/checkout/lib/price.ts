import { CREATOR_PRICE_CENTS, CREATOR_PRICE_CURRENCY } from "@contract";

/** 900, 'usd' -> '$9.00 USD': the checkout shows the exact amount and currency (spec section 2). */
export function formatPrice(cents: number, currency: string): string {
  const amount = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    currencyDisplay: "narrowSymbol",
  }).format(cents / 100);
  return `${amount} ${currency.toUpperCase()}`;
}

export const CREATOR_PRICE_LABEL = formatPrice(CREATOR_PRICE_CENTS, CREATOR_PRICE_CURRENCY);
