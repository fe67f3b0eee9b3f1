import { PRODUCT_NAME, SUPPORT_EMAIL } from "@contract";
import { type LegalDocument, list, paragraph } from "../legal-document";

export const PRIVACY_POLICY: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: { label: "26.3.2025", iso: "2025-03-26" },
  intro: [
    `This Privacy Policy explains what personal data ${PRODUCT_NAME} collects when you use our website and logo generator, why we collect it, who we share it with, and the choices and rights you have. The operator of ${PRODUCT_NAME} is the controller of your personal data.`,
  ],
  sections: [
    {
      heading: "Data we collect",
      blocks: [
        list(
          "Account data: your e-mail address and, if you sign in with Google, your name and profile picture, plus a user id and whether your e-mail address is verified.",
          "Brand details: the brand names and descriptions you enter, and the projects, prompts and logos generated from them.",
          "Usage data: your plan, remaining generation and export credits, exports you created, and technical logs such as IP address, browser type, pages visited and error reports.",
          "Payment data: when you buy a plan, your card is handled by our payment provider. We receive a payment confirmation and a reference to the payment method, never your full card number or security code.",
          "Communications: what you tell us when you write to support.",
        ),
      ],
    },
    {
      heading: "How we use your data",
      blocks: [
        list(
          "To create and secure your account and sign you in, including sending verification and sign-in e-mails.",
          "To generate, store and display your logos and to produce the files you export.",
          "To manage your plan and credits and to process payments.",
          "To answer your questions and provide support.",
          "To keep the Service safe, prevent fraud and abuse, and fix problems.",
          "To understand how the Service is used and improve it, using aggregated statistics where possible.",
          "To meet legal obligations such as tax and accounting rules.",
        ),
        paragraph(
          "We do not sell your personal data, we do not use it for advertising profiles, and we do not use your brand details to train third-party AI models.",
        ),
      ],
    },
    {
      heading: "Legal bases (EEA, UK and Switzerland)",
      blocks: [
        list(
          "Contract: to provide the Service you signed up for, including generating logos and processing purchases.",
          "Legitimate interests: to secure and improve the Service and prevent abuse, balanced against your rights.",
          "Consent: for analytics cookies. You can withdraw consent at any time without affecting earlier processing.",
          "Legal obligation: to keep payment records and respond to lawful requests.",
        ),
      ],
    },
    {
      heading: "Who we share data with",
      blocks: [
        paragraph(
          "We share personal data only with service providers who process it on our behalf and under our instructions:",
        ),
        list(
          "Google Cloud and Firebase, for hosting, authentication, databases and file storage.",
          "Our payment provider, to process card payments and prevent fraud.",
          "AI model providers, when used to generate images, which receive your brand name and description but not your e-mail address.",
          "Google Analytics, for aggregated usage statistics, only with your consent.",
        ),
        paragraph(
          "We may also disclose data when required by law, to protect our rights or the safety of others, or as part of a merger or sale of the business, in which case this policy continues to apply.",
        ),
      ],
    },
    {
      heading: "International transfers",
      blocks: [
        paragraph(
          "Our providers may process data outside your country, including in the United States. Where data leaves the EEA, the UK or Switzerland, we rely on adequacy decisions or the European Commission's Standard Contractual Clauses and additional safeguards.",
        ),
      ],
    },
    {
      heading: "How long we keep data",
      blocks: [
        list(
          "Account data, projects and logos: for as long as your account exists. When you delete a logo or your account, we delete the related data within 30 days, and from backups within 90 days.",
          "Payment records: for as long as tax and accounting laws require, usually up to 10 years.",
          "Technical logs: up to 90 days, unless needed longer to investigate a security incident.",
          "Support messages: up to 2 years after the conversation ends.",
        ),
      ],
    },
    {
      heading: "Security",
      blocks: [
        paragraph(
          "We protect your data with encryption in transit, access controls that limit who can see it, and security rules that let only you read your own projects, logos and exports. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.",
        ),
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        paragraph(
          "Depending on where you live, you may have the right to access your data, correct it, delete it, restrict or object to its use, receive it in a portable format, and withdraw consent. Residents of California and other US states may also have the right to know what we collect and to opt out of any sale or sharing, which we do not do.",
        ),
        paragraph(
          `To use any of these rights, write to ${SUPPORT_EMAIL}. We will answer within one month. You also have the right to complain to your local data protection authority.`,
        ),
      ],
    },
    {
      heading: "Children",
      blocks: [
        paragraph(
          `${PRODUCT_NAME} is not directed at children under 16 and we do not knowingly collect their data. If you believe a child has given us personal data, contact us and we will delete it.`,
        ),
      ],
    },
    {
      heading: "Cookies",
      blocks: [paragraph("We use cookies and similar technologies as described in our Cookie Policy.")],
    },
    {
      heading: "Changes to this policy",
      blocks: [
        paragraph(
          "We will post any changes on this page with a new date at the top, and notify you by e-mail or in the Service if the changes are significant.",
        ),
      ],
    },
    {
      heading: "Contact",
      blocks: [paragraph(`Questions or requests about your privacy? Write to us at ${SUPPORT_EMAIL}.`)],
    },
  ],
};
