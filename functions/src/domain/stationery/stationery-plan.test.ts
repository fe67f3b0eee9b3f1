import { describe, expect, it } from "vitest";
import {
  CARD_FORMATS,
  cardSheet,
  contactLines,
  groupContactLines,
  LETTERHEAD_FORMATS,
  NO_DETAILS,
  phoneHref,
  signatureImageSize,
  stationeryPlan,
  websiteHref,
  websiteText,
} from "./stationery-plan";

const round = (values: number[]) => values.map((value) => Math.round(value * 100) / 100);

describe("stationery plan", () => {
  it("ships both card sizes, both letterheads and the signature, under stationery/", () => {
    expect(stationeryPlan("acme").map((entry) => entry.path)).toEqual([
      "stationery/acme-business-card-85x55mm.pdf",
      "stationery/acme-business-card-3.5x2in.pdf",
      "stationery/acme-letterhead-a4.pdf",
      "stationery/acme-letterhead-us-letter.pdf",
      "stationery/acme-email-signature.html",
      "stationery/acme-email-signature.png",
    ]);
  });

  it("measures cards and letters in points", () => {
    expect(CARD_FORMATS.map((format) => round([format.width, format.height]))).toEqual([
      [240.94, 155.91],
      [252, 144],
    ]);
    expect(LETTERHEAD_FORMATS.map((format) => [format.width, format.height])).toEqual([
      [595.28, 841.89],
      [612, 792],
    ]);
  });

  it("puts 3 mm of bleed round the trim and room for the crop marks beyond it", () => {
    const [european] = CARD_FORMATS;
    if (!european) throw new Error("No card format");
    const sheet = cardSheet(european);
    expect(round([sheet.bleed])).toEqual([8.5]);
    expect(round(sheet.trimBox)).toEqual([25.51, 25.51, 266.46, 181.42]);
    expect(round(sheet.bleedBox)).toEqual([17.01, 17.01, 274.96, 189.92]);
    expect(round([sheet.width, sheet.height])).toEqual([291.97, 206.93]);
  });
});

describe("signature image", () => {
  it("fits the logo in 160 x 80 px, whatever its shape", () => {
    expect(signatureImageSize(5)).toEqual({ width: 160, height: 32 });
    expect(signatureImageSize(1)).toEqual({ width: 80, height: 80 });
    expect(signatureImageSize(0.5)).toEqual({ width: 40, height: 80 });
  });
});

describe("contact lines", () => {
  it("shows every placeholder, in order, while no detail is given", () => {
    expect(contactLines(NO_DETAILS)).toEqual([
      { field: "name", text: "Your Name", link: null, placeholder: true },
      { field: "role", text: "Founder", link: null, placeholder: true },
      { field: "phone", text: "+1 555 010 0100", link: "tel:+15550100100", placeholder: true },
      { field: "email", text: "hello@example.com", link: "mailto:hello@example.com", placeholder: true },
      { field: "website", text: "example.com", link: "https://example.com", placeholder: true },
    ]);
  });

  it("shows only the owner's lines, trimmed, once any is given", () => {
    expect(contactLines({ ...NO_DETAILS, website: " acme.example ", name: "Ada" })).toEqual([
      { field: "name", text: "Ada", link: null, placeholder: false },
      { field: "website", text: "acme.example", link: "https://acme.example", placeholder: false },
    ]);
  });

  it("prints a website as people read it and links it as it was given", () => {
    const [website] = contactLines({ ...NO_DETAILS, website: "http://www.acme.example/" });
    expect(website).toMatchObject({ text: "www.acme.example", link: "http://www.acme.example/" });
    expect(websiteText("https://acme.example/shop")).toBe("acme.example/shop");
  });

  it("turns a phone number and a website into links", () => {
    expect(phoneHref("+44 (0)20 7946-0000")).toBe("tel:+442079460000");
    expect(phoneHref("555 0100")).toBe("tel:5550100");
    expect(websiteHref("acme.example/shop")).toBe("https://acme.example/shop");
    expect(websiteHref("http://acme.example")).toBe("http://acme.example");
  });

  it("sets who the sender is apart from how to reach them", () => {
    const { who, reach } = groupContactLines(contactLines(NO_DETAILS));
    expect(who.map((line) => line.field)).toEqual(["name", "role"]);
    expect(reach.map((line) => line.field)).toEqual(["phone", "email", "website"]);
  });
});
