import { describe, expect, it } from "vitest";
import { ContactDetails } from "./stationery";

function messages(input: unknown): string[] {
  const parsed = ContactDetails.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe("contact details", () => {
  it("takes every field as optional, empty when left out, and trims what is typed", () => {
    expect(ContactDetails.parse({})).toEqual({ name: "", role: "", phone: "", email: "", website: "" });
    expect(ContactDetails.parse({ name: "  Ada  ", email: " ada@example.com " })).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
    });
  });

  it("refuses an address that is not an e-mail address, saying what it should look like", () => {
    expect(messages({ email: "ada at example" })).toEqual(["Enter an e-mail address like name@example.com"]);
    expect(messages({ email: "ada@" })).toEqual(["Enter an e-mail address like name@example.com"]);
  });

  it("takes a website as people write it or as a link, and refuses what is neither", () => {
    for (const website of [
      "example.com",
      "www.example.co.uk/shop",
      "https://www.example.com/shop?ref=card",
      "http://example.com:8080",
      "café.example",
    ])
      expect(messages({ website })).toEqual([]);
    for (const website of ["not a site", "localhost", "ftp://example.com", "example."])
      expect(messages({ website })).toEqual(["Enter a website like example.com"]);
  });

  it("takes phone numbers as people write them and refuses words", () => {
    for (const phone of ["+1 555 010 0100", "+44 (0)20 7946-0000", "030/1234567", "555.0100 x12"])
      expect(messages({ phone })).toEqual([]);
    expect(messages({ phone: "call me" })).toEqual([
      "Enter a phone number with digits, spaces and + ( ) - only",
    ]);
  });

  it("refuses over-long fields, naming the field and its limit", () => {
    expect(messages({ name: "x".repeat(61) })).toEqual(["The name can be at most 60 characters"]);
    expect(messages({ role: "x".repeat(61) })).toEqual(["The role can be at most 60 characters"]);
    expect(messages({ phone: "1".repeat(31) })).toEqual(["The phone number can be at most 30 characters"]);
    expect(messages({ email: `${"a".repeat(95)}@example.com` })).toContain(
      "The e-mail address can be at most 100 characters",
    );
    expect(messages({ website: `${"a".repeat(98)}.com` })).toEqual([
      "The website can be at most 100 characters",
    ]);
    // The limit counts what is left after trimming.
    expect(messages({ name: ` ${"x".repeat(60)} ` })).toEqual([]);
  });

  it("keeps each detail on one line", () => {
    expect(ContactDetails.parse({ role: "Founder\nand\tbaker\r\n" }).role).toBe("Founder and baker");
  });

  it("cleans a name and a role as names: controls and bidi overrides go, what scripts spell with stays", () => {
    const parsed = ContactDetails.parse({
      name: "\u202EAda\u200B Love\uFEFFlace\u2066",
      role: "\u0000نان\u200Cپزی\u200F 24\u2069",
    });
    expect(parsed.name).toBe("Ada Lovelace");
    expect(parsed.role).toBe("نان\u200Cپزی\u200F 24");
  });

  it("leaves nothing invisible in a phone number, an e-mail address or a website and its path", () => {
    const parsed = ContactDetails.parse({
      phone: "+1\u200E 555\u202E 010\u200B0100",
      email: "ada\u202E@exa\u2066mple\u200D.com\uFEFF",
      website: "https://exa\u00ADmple.com/sh\u200Bop\u2069?ref=\u202Ecard\u200F",
    });
    expect(parsed).toMatchObject({
      phone: "+1 555 0100100",
      email: "ada@example.com",
      website: "https://example.com/shop?ref=card",
    });
  });

  it("measures a detail's length after cleaning", () => {
    expect(messages({ phone: `${"\u200B".repeat(40)}+1 555 010 0100` })).toEqual([]);
    expect(ContactDetails.parse({ website: ` \u202E\u200B ` }).website).toBe("");
  });
});
