import {
  CREATOR_EXPORT_CREDITS,
  CREATOR_FIRST_MONTH_DESIGNS,
  CREATOR_GENERATION_CREDITS,
  FREE_MONTHLY_GENERATIONS,
} from "@contract";
import { CREATOR_PRICE_TEXT } from "@/config/plans";

/**
 * The landing FAQ: 8 questions, numbers from the contract (the Creator plan's first month is 12 free
 * + 100 bought = 112 designs).
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: "How does Markery create my logo?",
    answer:
      "You tell us your brand name and describe what you do. Markery's AI turns that into design directions, then draws logo options for each one: symbols, colour palettes and layouts, with your name set in real typefaces so it is always spelled exactly as you typed it.",
  },
  {
    question: "How long does it take?",
    answer:
      "Seconds. Your first six designs are usually ready in about one, and creating more options or similar designs in a direction you like is just as quick.",
  },
  {
    question: "Is it really free to start?",
    answer: `Yes. The Free plan gives you up to ${FREE_MONTHLY_GENERATIONS} logo generations every month, renewed on the 1st (UTC). No credit card required. Free designs are previews with a watermark, and you can download one watermarked sample per browser for personal, non-commercial use.`,
  },
  {
    question: "What do I get with the Creator plan?",
    answer: `One payment of ${CREATOR_PRICE_TEXT}, no subscription. You get ${CREATOR_GENERATION_CREDITS} extra logo generations and ${CREATOR_EXPORT_CREDITS} logo exports. Together with your free generations that is up to ${CREATOR_FIRST_MONTH_DESIGNS} unique logo designs in your first month. Purchased credits never expire, and buying again adds more.`,
  },
  {
    question: "What files do I get when I export a logo?",
    answer:
      "One export uses one export credit and gives you everything for that logo: four high-resolution PNG files (normal quality, high quality, and two versions with a truly transparent background), the scalable SVG vector master with your name as outlines, and a brand kit of 68 files: the logo, symbol and wordmark in colour for light and for dark backgrounds, black and white as SVG, PDF and PNG, favicons and app icons (maskable and App Store sizes), social images and covers for X, YouTube, Facebook and LinkedIn, eight mockups of your logo in use, print-ready business cards and letterheads, an e-mail signature and a one-page brand sheet. Exporting the same logo again is free.",
  },
  {
    question: "Can I use my logo commercially?",
    answer:
      "Yes. Logos you export with the Creator plan come with commercial usage rights and a royalty-free licence, so you can use them on your products, signage, website and marketing. The free watermarked sample is for personal, non-commercial use only.",
  },
  {
    question: "Will I always know how many credits I have left?",
    answer:
      "Always. Your remaining generations and exports are shown on your profile, and if you ask for more logos than you have left, Markery makes as many as your credits allow instead of failing. If a design ever fails to generate, its credit is returned automatically.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "Because generations and exports are delivered instantly, payments are generally not refundable, except where the law requires it. Credits for designs that fail to generate are always returned. If something went wrong, write to us and we will make it right.",
  },
];
