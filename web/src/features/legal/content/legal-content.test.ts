import { describe, expect, it } from "vitest";
import type { LegalDocument } from "../legal-document";
import { COOKIE_POLICY } from "./cookie-policy";
import { PRIVACY_POLICY } from "./privacy-policy";
import { TERMS } from "./terms";

function fullText(document: LegalDocument): string {
  return [
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === "paragraph" ? [block.text] : block.kind === "list" ? block.items : block.rows.flat(),
      ),
    ]),
  ].join("\n");
}

describe("legal pages", () => {
  it("terms were last updated 26.3.2025", () => {
    expect(TERMS.lastUpdated).toEqual({ label: "26.3.2025", iso: "2025-03-26" });
  });

  it("terms cap liability at what was paid in the last 6 months and refuse refunds in general", () => {
    const text = fullText(TERMS);
    expect(text).toContain("limited to the amount you paid us in the 6 months");
    expect(text).toContain("payments are not refundable in general");
  });

  it("terms state the plans as decided: 12 free a month, $9 once for 100 generations and 2 exports", () => {
    const text = fullText(TERMS);
    expect(text).toContain("up to 12 logo generations per calendar month (UTC)");
    expect(text).toContain(
      "a one-time payment of $9 (USD) that adds 100 logo generation credits and 2 export credits",
    );
  });

  it("the cookie policy lists every cookie with its duration", () => {
    const table = COOKIE_POLICY.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === "table" ? block.rows : [])),
    );
    const durations = Object.fromEntries(table.map((row) => [row[0], row[3]]));
    expect(durations).toEqual({
      auth_session: "Session",
      csrf_token: "Session",
      _ga: "2 years",
      _gid: "24 hours",
      _gat: "1 minute",
      user_preferences: "1 year",
    });
  });

  it("every document gives the support address", () => {
    for (const document of [TERMS, PRIVACY_POLICY, COOKIE_POLICY]) {
      expect(fullText(document)).toContain("support@markery.app");
    }
  });
});
