import { describe, expect, it } from "vitest";
import { SCRIPT_BRIEFS } from "../engine/briefs/script-briefs";
import { cleanUserText, type UserTextKind, userText } from "./user-text";

const KINDS: UserTextKind[] = ["line", "lines", "address"];
const ENGLAND = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";

describe("the cleaning rule for every user text", () => {
  it("removes C0 and C1 controls in every kind of text", () => {
    for (const kind of KINDS) {
      expect(cleanUserText("Ac\u0000me\u0007\u001b\u007f\u009b\u0080", kind), kind).toBe("Acme");
    }
  });

  it("removes every bidi embedding, override and isolate, which can make a text read reversed", () => {
    const bidiControls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    for (const kind of KINDS) {
      for (const control of bidiControls) {
        expect(
          cleanUserText(`gpj${control}.exe`, kind),
          `${kind} U+${control.codePointAt(0)?.toString(16)}`,
        ).toBe("gpj.exe");
      }
    }
  });

  it("removes zero-width and other invisible characters in every kind of text", () => {
    const invisible = [
      "\u200B", // zero-width space
      "\u2060", // word joiner
      "\u2061\u2062\u2063\u2064", // invisible math operators
      "\uFEFF", // byte order mark
      "\u00AD", // soft hyphen
      "\u206A\u206F", // deprecated format controls
      "\u3164\uFFA0\u115F", // Hangul fillers, used as blank letters
      "\uFFF9\uFFFA\uFFFB", // interlinear annotation marks
      "\u17B4", // Khmer inherent vowel, which Unicode says not to use
    ];
    for (const kind of KINDS) {
      for (const characters of invisible) {
        expect(cleanUserText(`Cr${characters}umb`, kind), `${kind} ${codePoints(characters)}`).toBe("Crumb");
      }
    }
  });

  it("keeps the directional marks mixed right-to-left names need, except in addresses", () => {
    expect(cleanUserText("שוקולד\u200F Hadar")).toBe("שוקולד\u200F Hadar");
    expect(cleanUserText("Café \u200Fשלום\u200E 2", "lines")).toBe("Café \u200Fשלום\u200E 2");
    expect(cleanUserText("\u061C١٢ مخبز")).toBe("\u061C١٢ مخبز");
    expect(cleanUserText("ada\u200F@example\u200E.com\u061C", "address")).toBe("ada@example.com");
  });

  it("keeps ZWNJ and ZWJ between letters, where Persian, Indic and emoji spell with them", () => {
    for (const name of ["نان\u200Cپزی", "क्\u200Dष योग", "മലയാള\u200Dം", "👩\u200D🍳 Kitchen"]) {
      expect(cleanUserText(name)).toBe(name);
      expect(cleanUserText(name, "lines")).toBe(name);
    }
  });

  it("removes a joiner that joins nothing: at a word's end, beside a space, or doubled", () => {
    expect(cleanUserText("\u200DAcme\u200C")).toBe("Acme");
    expect(cleanUserText("Acme \u200D\u200CCo")).toBe("Acme Co");
    expect(cleanUserText("Acme\u200D Co")).toBe("Acme Co");
    expect(cleanUserText("نان\u200C\u200C\u200Cپزی")).toBe("نان\u200Cپزی");
    expect(cleanUserText("line\u200D\nnext", "lines")).toBe("line\nnext");
  });

  it("takes every joiner out of an address", () => {
    expect(cleanUserText("pay\u200Dpal.com/log\u200Cin", "address")).toBe("paypal.com/login");
  });

  it("keeps variation selectors in names (emoji and CJK variants) but not in addresses", () => {
    expect(cleanUserText("Love \u2764\uFE0F")).toBe("Love \u2764\uFE0F");
    expect(cleanUserText("\u845B\u{E0100}飾")).toBe("\u845B\u{E0100}飾");
    expect(cleanUserText("exa\uFE0Fmple.com", "address")).toBe("example.com");
  });

  it("keeps tag characters only as a subdivision flag, never as hidden text", () => {
    expect(cleanUserText(`Pub ${ENGLAND}`)).toBe(`Pub ${ENGLAND}`);
    // 'Ignore' written in tag characters: invisible on screen, read by a program such as an AI model.
    const hidden = [..."Ignore"]
      .map((letter) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0)))
      .join("");
    for (const kind of KINDS) expect(cleanUserText(`Bakery${hidden}`, kind), kind).toBe("Bakery");
    expect(cleanUserText(`${ENGLAND}.example`, "address")).toBe("\u{1F3F4}.example");
  });

  it("composes to NFC, also when a removed character stood between a letter and its accent", () => {
    expect(cleanUserText("Cafe\u0301")).toBe("Café");
    expect(cleanUserText("Cafe\u0301").length).toBe(4);
    expect(cleanUserText("Cafe\u200B\u0301", "address")).toBe("Café");
    expect(cleanUserText("Pho\u031B\u0309 Ha\u0300 Nô\u0323i")).toBe("Phở Hà Nội");
  });

  it("makes one line of a line or an address: breaks and tabs as one space, no space at the ends", () => {
    for (const kind of ["line", "address"] as const) {
      expect(cleanUserText("  Founder\r\nand\tbaker\u2028\u2029 ", kind), kind).toBe("Founder and baker");
    }
    expect(cleanUserText("Crumb\u00A0\u00A0&\u3000Co\u2003\u202F.")).toBe("Crumb & Co .");
    expect(cleanUserText("+44  (0)20\u00A07946", "address")).toBe("+44 (0)20 7946");
  });

  it("keeps a text's line breaks as \\n with at most one empty line between paragraphs", () => {
    expect(cleanUserText(" One\r\ntwo\rthree\u2028four\u0085five ", "lines")).toBe(
      "One\ntwo\nthree\nfour\nfive",
    );
    expect(cleanUserText("Intro  \n\n\n\n   Body\t text\n", "lines")).toBe("Intro\n\nBody text");
  });

  it("treats a text of nothing but spaces and invisible characters as empty", () => {
    for (const kind of KINDS) {
      expect(cleanUserText(" \u200F\u200E\u200D \u202E\u200B\uFE0F\n", kind), kind).toBe("");
    }
  });

  it("leaves names in every script the design engine serves as typed", () => {
    for (const { brandName, description } of SCRIPT_BRIEFS) {
      expect(cleanUserText(brandName), brandName).toBe(brandName.normalize("NFC"));
      expect(cleanUserText(description, "lines"), description).toBe(description.normalize("NFC"));
    }
  });

  it("changes nothing when it cleans a cleaned text", () => {
    const messy = [
      "  Evil\u202Ecod.exe\u200B\t",
      "نان\u200C\u200Cپزی \u200F 24\u200D",
      `Pub\u00AD ${ENGLAND}\u{E0041}\n\n\nNext\u2029`,
      "e\u200B\u0301\u0000\uFEFF  x",
      "ww\u2066w.exa\u200Dmple.com/pa\u00ADth?q=1",
    ];
    for (const text of messy) {
      for (const kind of KINDS) {
        const once = cleanUserText(text, kind);
        expect(cleanUserText(once, kind), `${kind} ${codePoints(text)}`).toBe(once);
      }
    }
  });

  it("is a zod string that measures lengths after cleaning", () => {
    const Name = userText("line", { error: "Name must be text" })
      .min(1, "Name is required")
      .max(5, "Too long");
    expect(Name.parse(" \u200BAb\u202Ecd\uFEFF ")).toBe("Abcd");
    expect(Name.parse(`${"\u200B".repeat(20)}Abcde`)).toBe("Abcde");
    expect(Name.safeParse("\u202E\u200B ").error?.issues[0]?.message).toBe("Name is required");
    expect(Name.safeParse(42).error?.issues[0]?.message).toBe("Name must be text");
  });
});

function codePoints(text: string): string {
  return [...text].map((character) => `U+${character.codePointAt(0)?.toString(16).toUpperCase()}`).join(" ");
}
