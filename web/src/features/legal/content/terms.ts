import {
  CREATOR_EXPORT_CREDITS,
  CREATOR_GENERATION_CREDITS,
  FREE_MONTHLY_GENERATIONS,
  PRODUCT_NAME,
  SUPPORT_EMAIL,
} from "@contract";
import { CREATOR_PRICE_TEXT } from "@/config/plans";
import { type LegalDocument, list, paragraph } from "../legal-document";

/** Last updated 26.3.2025, liability capped at 6 months of payments, no refunds in general. */
export const TERMS: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: { label: "26.3.2025", iso: "2025-03-26" },
  intro: [
    `These Terms of Service ("Terms") govern your use of ${PRODUCT_NAME}, an online service that generates logo designs with artificial intelligence, including the website, the logo creation tools, and any files you export ("the Service"). "We", "us" and "our" mean the operator of ${PRODUCT_NAME}; "you" means the person or business using the Service.`,
    "Please read these Terms carefully. By creating an account or using the Service you agree to them. If you do not agree, do not use the Service.",
  ],
  sections: [
    {
      heading: "The Service",
      blocks: [
        paragraph(
          `${PRODUCT_NAME} lets you enter a brand name and description and receive AI-generated logo designs, organise them in projects, create more or similar designs, and export selected logos as image files. Some features are available for free; others require a paid plan.`,
        ),
        paragraph(
          "We continuously improve the Service and may add, change or remove features. We will not remove a feature you have already paid for without offering a reasonable alternative or a pro-rata credit.",
        ),
      ],
    },
    {
      heading: "Your account",
      blocks: [
        list(
          "You must be at least 16 years old, or the age of majority where you live if that is higher, to create an account.",
          "You can sign in with a Google account, with a link sent to your e-mail address, or with an e-mail address and password. Accounts using a password must verify their e-mail address before signing in.",
          "Keep your sign-in details secure and tell us promptly if you believe someone else has accessed your account. You are responsible for activity under your account.",
          "Give accurate information and keep your e-mail address up to date, because we use it to send sign-in links and important notices about the Service.",
          "One account is for one person or one business. Do not share, sell or transfer your account.",
        ),
      ],
    },
    {
      heading: "Plans, credits and payment",
      blocks: [
        paragraph(
          `Free plan: up to ${FREE_MONTHLY_GENERATIONS} logo generations per calendar month (UTC), renewed on the first day of each month. Unused free generations do not carry over. The Free plan does not include exports; you may download one watermarked sample per browser for personal, non-commercial use.`,
        ),
        paragraph(
          `Creator plan: a one-time payment of ${CREATOR_PRICE_TEXT} (USD) that adds ${CREATOR_GENERATION_CREDITS} logo generation credits and ${CREATOR_EXPORT_CREDITS} export credits to your account. Purchased credits do not expire and purchases can be combined. The Creator plan is not a subscription and never renews automatically.`,
        ),
        paragraph(
          "One generated logo image uses one generation credit. If you request more logos than you have credits for, we generate as many as your credits allow. If a logo fails to generate, the credit is returned to your account automatically. One export uses one export credit and includes all files of that export; exporting the same logo again does not use another credit.",
        ),
        paragraph(
          "Prices are shown before you pay and include any taxes we are required to collect unless stated otherwise. Card payments are processed by our payment provider; we do not receive or store your full card number. Plans marked 'Coming Soon' cannot be purchased yet.",
        ),
      ],
    },
    {
      heading: "Refunds",
      blocks: [
        paragraph(
          "Generation and export credits are digital content made available to you immediately after purchase. By completing a purchase you ask us to make them available at once and acknowledge that, where the law allows, you lose any right of withdrawal once the credits are delivered. For this reason payments are not refundable in general.",
        ),
        paragraph(
          `This does not affect rights you have under mandatory consumer law. If you were charged twice, charged for credits you did not receive, or a technical fault on our side prevented you from using what you paid for, write to ${SUPPORT_EMAIL} within 30 days and we will correct the problem or refund the affected payment.`,
        ),
      ],
    },
    {
      heading: "Your content and your logos",
      blocks: [
        paragraph(
          'You keep all rights in the brand names, descriptions, files and other material you submit ("Your Input"). You give us a limited licence to store and process Your Input only to provide and secure the Service, including sending it to the design engine and to service providers that generate images on our behalf.',
        ),
        paragraph(
          "When you export a logo using a paid export credit, we grant you a worldwide, perpetual, royalty-free licence to use, reproduce, modify and display that logo for any lawful personal or commercial purpose, including on products, signage, websites and marketing, and to register it as part of a trademark where the law allows. To the extent we hold rights in the exported design, we will not license that exact design to anyone else.",
        ),
        paragraph(
          "Previews shown in the Service carry a watermark and, like the free watermarked sample, may be used for personal, non-commercial purposes only.",
        ),
        paragraph(
          "Logos are generated automatically and may resemble designs created by others. We do not guarantee that a design is unique, that it can be registered as a trademark, or that it does not infringe the rights of third parties. Before using a logo commercially, you are responsible for checking that it is suitable for your purpose, for example with a trademark search.",
        ),
      ],
    },
    {
      heading: "Acceptable use",
      blocks: [
        paragraph("You agree not to:"),
        list(
          "submit material that is unlawful, defamatory, hateful, sexually explicit, or that infringes the rights of others, including other companies' names and trademarks you are not entitled to use;",
          "use the Service to impersonate a person or organisation, or to mislead consumers;",
          "interfere with or disrupt the Service, probe or test its security, or access it by automated means other than the interfaces we provide;",
          "copy, resell or offer the Service, or the previews it produces, as part of another service without our written permission;",
          "circumvent usage limits, watermarks or other technical measures.",
        ),
        paragraph("We may remove content or suspend accounts that break these rules."),
      ],
    },
    {
      heading: "Our intellectual property",
      blocks: [
        paragraph(
          `The Service itself, including its software, design, the ${PRODUCT_NAME} name and brand, and the design engine, belongs to us or our licensors and is protected by law. These Terms do not give you any rights in them except the right to use the Service as described here.`,
        ),
      ],
    },
    {
      heading: "Availability",
      blocks: [
        paragraph(
          "We work to keep the Service available and your projects safe, but we do not promise uninterrupted or error-free operation. Maintenance, failures of third-party providers and events outside our control can make the Service temporarily unavailable. Keep your own copies of exported files.",
        ),
      ],
    },
    {
      heading: "Disclaimer",
      blocks: [
        paragraph(
          'Except as expressly stated in these Terms and to the extent permitted by law, the Service and all designs are provided "as is" and "as available", without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
        ),
      ],
    },
    {
      heading: "Limitation of liability",
      blocks: [
        paragraph(
          "To the extent permitted by law, we are not liable for indirect, incidental, special, consequential or punitive damages, or for loss of profits, revenue, goodwill or data, arising out of or related to the Service or these Terms.",
        ),
        paragraph(
          "Our total liability for all claims arising out of or related to the Service or these Terms is limited to the amount you paid us in the 6 months before the event giving rise to the claim.",
        ),
        paragraph(
          "Nothing in these Terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.",
        ),
      ],
    },
    {
      heading: "Indemnity",
      blocks: [
        paragraph(
          "If you use the Service for business purposes, you agree to indemnify us against claims by third parties arising from Your Input or from your use of logos in breach of these Terms or of third-party rights.",
        ),
      ],
    },
    {
      heading: "Ending your use of the Service",
      blocks: [
        paragraph(
          `You may stop using the Service at any time and ask us to delete your account by writing to ${SUPPORT_EMAIL}. We may suspend or close an account that seriously or repeatedly breaks these Terms; where reasonable we will warn you first. Licences to logos you have already exported survive the end of your account.`,
        ),
      ],
    },
    {
      heading: "Changes to these Terms",
      blocks: [
        paragraph(
          "We may update these Terms, for example when we add features or when the law changes. We will show the date of the latest version at the top of this page and, for material changes, notify you by e-mail or in the Service before they take effect. If you keep using the Service after that, the updated Terms apply.",
        ),
      ],
    },
    {
      heading: "Governing law",
      blocks: [
        paragraph(
          "These Terms are governed by the laws of the place where the operator of the Service is established, without regard to its conflict-of-law rules. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live and may bring claims in its courts.",
        ),
      ],
    },
    {
      heading: "Contact",
      blocks: [paragraph(`Questions about these Terms? Write to us at ${SUPPORT_EMAIL}.`)],
    },
  ],
};
