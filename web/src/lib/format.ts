/** How the app writes money and dates, so checkout, receipts and exports read alike. */

/** 900, 'usd' -> '$9.00 USD': the exact amount and its currency. */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const amount = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
    }).format(cents / 100);
    return `${amount} ${code}`;
  } catch {
    // A currency code Intl does not know.
    return `${(cents / 100).toFixed(2)} ${code}`;
  }
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** An ISO timestamp -> 'Mar 4, 2025'; null when it is not a date. */
export function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DATE_FORMAT.format(date);
}
