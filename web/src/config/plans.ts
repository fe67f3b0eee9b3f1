import {
  CREATOR_EXPORT_CREDITS,
  CREATOR_FIRST_MONTH_DESIGNS,
  CREATOR_GENERATION_CREDITS,
  CREATOR_PRICE_CENTS,
  FREE_MONTHLY_GENERATIONS,
} from "@contract";

/**
 * The three plans (Free, Creator, and Pro, not sold yet), the one pricing shown everywhere (landing, quota-reached).
 * Numbers come from the contract so the copy cannot drift from what the API grants.
 */
export type PlanId = "free" | "creator" | "pro";

interface PlanFeature {
  text: string;
  /** A limitation ("No logo exports"): shown with a cross instead of a tick. */
  negative?: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  priceText: string;
  priceNote: string;
  description: string;
  features: PlanFeature[];
  highlighted: boolean;
  badge?: string;
  buttonText: string;
  comingSoon: boolean;
}

/** The Pro plan is display-only until it launches. */
const PRO_PRICE_DOLLARS = 60;
const PRO_LOGO_DESIGNS = 200;
const PRO_EXPORTS = 10;

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

export const CREATOR_PRICE_TEXT = dollars(CREATOR_PRICE_CENTS);

/** The price the upgrade offer strikes through, and the saving its badge names. */
const CREATOR_REGULAR_PRICE_CENTS = 2000;
export const CREATOR_REGULAR_PRICE_TEXT = dollars(CREATOR_REGULAR_PRICE_CENTS);
export const CREATOR_OFFER_SAVING_PERCENT = Math.round(
  (1 - CREATOR_PRICE_CENTS / CREATOR_REGULAR_PRICE_CENTS) * 100,
);

export const PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    priceText: "FREE",
    priceNote: "No credit card required",
    description: "Explore ideas for your brand and see what Markery can do.",
    features: [
      { text: `${FREE_MONTHLY_GENERATIONS} logo generations every month` },
      { text: "Renewed on the 1st of every month" },
      { text: "One free watermarked sample download" },
      { text: "No logo exports", negative: true },
    ],
    highlighted: false,
    buttonText: "Get Started",
    comingSoon: false,
  },
  {
    id: "creator",
    name: "Creator",
    priceText: CREATOR_PRICE_TEXT,
    priceNote: "One-time payment",
    description: `${CREATOR_GENERATION_CREDITS} extra generations and ${CREATOR_EXPORT_CREDITS} exports that never expire.`,
    features: [
      { text: `Up to ${CREATOR_FIRST_MONTH_DESIGNS} unique logo designs` },
      { text: `${CREATOR_EXPORT_CREDITS} logo exports` },
      { text: "Transparent background files" },
      { text: "High-resolution files" },
      { text: "SVG vector master, a 68-file brand kit, mockups and print-ready stationery" },
      { text: "Customization options" },
      { text: "Commercial usage rights" },
      { text: "Priority support" },
    ],
    highlighted: true,
    badge: "Most Popular",
    buttonText: "Choose Creator",
    comingSoon: false,
  },
  {
    id: "pro",
    name: "Pro",
    priceText: `$${PRO_PRICE_DOLLARS}`,
    priceNote: "One-time payment",
    description: "For agencies and growing brands with many marks to make.",
    features: [
      { text: `${PRO_LOGO_DESIGNS} logo designs` },
      { text: `${PRO_EXPORTS} logo exports` },
      { text: "Advanced 2.0 logo generation model" },
    ],
    highlighted: false,
    buttonText: "Coming Soon",
    comingSoon: true,
  },
];
