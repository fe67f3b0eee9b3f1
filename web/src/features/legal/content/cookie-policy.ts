import { PRODUCT_NAME, SUPPORT_EMAIL } from "@contract";
import { type LegalDocument, list, paragraph } from "../legal-document";

/** The cookie list: auth_session, csrf_token, _ga (2 years), _gid (24 h), _gat (1 min), user_preferences (1 year). */
export const COOKIE_POLICY: LegalDocument = {
  title: "Cookie Policy",
  lastUpdated: { label: "26.3.2025", iso: "2025-03-26" },
  intro: [
    `This Cookie Policy explains how ${PRODUCT_NAME} uses cookies and similar technologies on its website and logo generator, and how you can control them.`,
  ],
  sections: [
    {
      heading: "What cookies are",
      blocks: [
        paragraph(
          "Cookies are small text files that a website stores in your browser. They let the site remember you between pages and visits. Similar technologies, such as local storage and IndexedDB, keep information in your browser in the same way.",
        ),
      ],
    },
    {
      heading: "How we use them",
      blocks: [
        list(
          "Strictly necessary: to keep you signed in and protect your account. The Service cannot work without them, so they do not need consent.",
          "Preferences: to remember choices you make so you do not have to repeat them.",
          "Analytics: to count visits and see which pages are used, in aggregate, so we can improve the Service. We set these only with your consent.",
        ),
      ],
    },
    {
      heading: "Cookies we use",
      blocks: [
        {
          kind: "table",
          caption: "Cookies set by Markery",
          head: ["Cookie", "Type", "Purpose", "Duration"],
          rows: [
            [
              "auth_session",
              "Strictly necessary",
              "Keeps you signed in while you use the Service.",
              "Session",
            ],
            [
              "csrf_token",
              "Strictly necessary",
              "Protects forms and payments against cross-site request forgery.",
              "Session",
            ],
            [
              "_ga",
              "Analytics (Google Analytics)",
              "Distinguishes visitors to produce usage statistics.",
              "2 years",
            ],
            ["_gid", "Analytics (Google Analytics)", "Distinguishes visitors over a day.", "24 hours"],
            ["_gat", "Analytics (Google Analytics)", "Limits how often statistics are sent.", "1 minute"],
            [
              "user_preferences",
              "Preferences",
              "Remembers your settings, such as your cookie choices.",
              "1 year",
            ],
          ],
        },
      ],
    },
    {
      heading: "Local storage",
      blocks: [
        paragraph("We also keep a few items in your browser's local storage and IndexedDB:"),
        list(
          "Your sign-in state, stored by our authentication provider (Firebase Authentication) so you stay signed in.",
          "The brand name and description you are working on, so your form is not lost if you reload the page.",
          "The e-mail address you asked a sign-in link for, only until you open the link.",
          "Whether you have used your free watermarked sample in this browser.",
        ),
        paragraph(
          "These items never leave your browser except as part of the request they belong to, and signing out removes your working data.",
        ),
      ],
    },
    {
      heading: "Third-party cookies",
      blocks: [
        paragraph(
          "When you sign in with Google or pay by card, Google and our payment provider may set their own cookies on their pages and in their windows to authenticate you and prevent fraud. Their use is governed by their own privacy and cookie policies.",
        ),
      ],
    },
    {
      heading: "Managing cookies",
      blocks: [
        paragraph(
          "You can block or delete cookies in your browser settings, and opt out of Google Analytics with Google's browser add-on. If you block strictly necessary cookies, you will not be able to sign in. Blocking analytics or preference cookies does not affect how the Service works.",
        ),
      ],
    },
    {
      heading: "Changes to this policy",
      blocks: [paragraph("We will post any changes on this page with a new date at the top.")],
    },
    {
      heading: "Contact",
      blocks: [paragraph(`Questions about cookies? Write to us at ${SUPPORT_EMAIL}.`)],
    },
  ],
};
