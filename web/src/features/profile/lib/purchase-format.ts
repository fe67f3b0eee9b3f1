import type { Payment, PlanType } from "@contract";
import { formatDate, formatMoney } from "@/lib/format";

/** How the purchase history names what was bought and how it was paid. */
const PLAN_NAMES: Record<PlanType, string> = {
  FREE: "Free plan",
  BASIC: "Creator plan",
  PRO: "Pro plan",
  ENTERPRISE: "Enterprise plan",
};

export function planName(planType: PlanType): string {
  return PLAN_NAMES[planType];
}

const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** 'visa', '4242' -> 'Visa •••• 4242'; only brand and last 4 are ever kept. */
export function cardLabel(payment: Pick<Payment, "cardBrand" | "cardLast4">): string {
  const brand = payment.cardBrand ? (BRAND_NAMES[payment.cardBrand.toLowerCase()] ?? "Card") : "Card";
  return payment.cardLast4 ? `${brand} •••• ${payment.cardLast4}` : brand;
}

/** 900, 'usd' -> '$9.00 USD'. */
export function amountLabel(payment: Pick<Payment, "amount" | "currency">): string {
  return formatMoney(payment.amount, payment.currency);
}

export function dateLabel(isoDate: string): string {
  return formatDate(isoDate) ?? isoDate;
}

export const STATUS_LABEL: Record<Payment["status"], string> = {
  fulfilled: "Completed",
  paid: "Paid, credits pending",
  pending: "Processing",
  failed: "Failed",
};
