import { CREATOR_PRICE_CENTS, CREATOR_PRICE_CURRENCY } from "@contract";
import { formatMoney } from "@/lib/format";

/** '$9.00 USD': the checkout shows the exact amount and currency. */
export const CREATOR_PRICE_LABEL = formatMoney(CREATOR_PRICE_CENTS, CREATOR_PRICE_CURRENCY);
