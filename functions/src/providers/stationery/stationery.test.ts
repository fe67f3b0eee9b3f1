import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContactDetails } from "../../contract/stationery";
import type { MadeStationeryFile } from "../../domain/ports/stationery-maker";
import { NO_DETAILS, SIGNATURE_IMAGE } from "../../domain/stationery/stationery-plan";
import { logoArtOf } from "../graphics/logo-art";
import { openPdf, pdfTextReadings, readPdf } from "../graphics/testing/pdf-reader";
import { type SampleLogo, sampleLogos } from "../graphics/testing/sample-logos";
import { exportStationeryMaker, makeStationeryFiles } from "./stationery-maker";

const DETAILS: ContactDetails = {
  name: "Ada Lovelace",
  role: "Founder",
  phone: "+44 20 7946 0000",
  email: "ada@harbour.example",
  website: "harbour.example",
};

const PLACEHOLDERS = ["Your Name", "Founder", "+1 555 010 0100", "hello@example.com", "example.com"];

function sample(index: number): SampleLogo {
  const logo = sampleLogos()[index];
  if (!logo) throw new Error(`No sample logo ${index}`);
  return logo;
}

type StationeryFile = MadeStationeryFile;
type Logo = Pick<SampleLogo, "svg" | "brandName" | "stem">;

function vectorSource(logo: Logo) {
  return { kind: "vector" as const, svg: logo.svg, brandName: logo.brandName };
}

/** The stationery the export page gets, from the maker the app uses. */
function stationeryOf(logo: Logo, details: ContactDetails) {
  return exportStationeryMaker.make(vectorSource(logo), logo, details);
}

/** The two business card PDFs alone, drawn as the maker draws them. */
async function businessCards(logo: Logo, details: ContactDetails): Promise<StationeryFile[]> {
  return makeStationeryFiles(
    await logoArtOf(vectorSource(logo)),
    logo.stem,
    details,
    (entry) => entry.kind === "card",
  );
}

function file(files: StationeryFile[], ending: string): Buffer {
  const found = files.find((candidate) => candidate.path.endsWith(ending));
  if (!found) throw new Error(`No file ending ${ending}`);
  return found.data;
}

/** Boxes are written with six decimals; two are what a print shop reads. */
function rounded(box: number[] | null): number[] {
  return (box ?? []).map((value) => Math.round(value * 100) / 100);
}

describe("stationery from a vector master", { timeout: 60_000 }, () => {
  let filled: StationeryFile[];
  let blank: StationeryFile[];

  beforeAll(async () => {
    const lights = sample(1);
    const pine = sample(0);
    filled = (await stationeryOf(lights, DETAILS)).files;
    blank = (await stationeryOf(pine, NO_DETAILS)).files;
  });

  it("makes both card sizes, both letterheads and the signature with its image, each with a purpose", () => {
    expect(filled.map((made) => [made.path, made.contentType])).toEqual([
      ["stationery/harbour-lights-business-card-85x55mm.pdf", "application/pdf"],
      ["stationery/harbour-lights-business-card-3.5x2in.pdf", "application/pdf"],
      ["stationery/harbour-lights-letterhead-a4.pdf", "application/pdf"],
      ["stationery/harbour-lights-letterhead-us-letter.pdf", "application/pdf"],
      ["stationery/harbour-lights-email-signature.html", "text/html; charset=utf-8"],
      ["stationery/harbour-lights-email-signature.png", "image/png"],
    ]);
    for (const made of filled) {
      expect(made.purpose.length).toBeGreaterThan(20);
      expect(made.data.length).toBeGreaterThan(0);
    }
  });

  it.each([
    // 85 x 55 mm and 3 mm of bleed; the trim sits 9 mm in (bleed, mark offset and marks, 1 mm paper).
    ["85x55mm.pdf", [291.97, 206.93], [25.51, 25.51, 266.46, 181.42], [17.01, 17.01, 274.96, 189.92]],
    ["3.5x2in.pdf", [303.02, 195.02], [25.51, 25.51, 277.51, 169.51], [17.01, 17.01, 286.02, 178.02]],
  ])(
    "prints the %s card front and back on a page of trim, bleed and crop marks",
    (ending, page, trim, bleed) => {
      const bytes = file(filled, ending);
      expect(openPdf(bytes).pages).toBe(2);
      const pages = readPdf(bytes);
      expect(pages).toHaveLength(2);
      for (const { mediaBox, trimBox, bleedBox } of pages) {
        expect(rounded(mediaBox)).toEqual([0, 0, ...page]);
        expect(rounded(trimBox)).toEqual(trim);
        expect(rounded(bleedBox)).toEqual(bleed);
      }
      const [left = 0, bottom = 0, right = 0, top = 0] = pages[0]?.trimBox ?? [];
      // The trim is the card (240.94 x 155.91 pt is 85 x 55 mm; 252 x 144 pt is 3.5 x 2 in) ...
      expect(Math.round((right - left) * 100) / 100).toBe(ending === "85x55mm.pdf" ? 240.94 : 252);
      expect(Math.round((top - bottom) * 100) / 100).toBe(ending === "85x55mm.pdf" ? 155.91 : 144);
      // ... and the bleed 3 mm (8.50 pt) past it on every side.
      const [bleedLeft = 0, bleedBottom = 0] = pages[0]?.bleedBox ?? [];
      expect(Math.round((left - bleedLeft) * 100) / 100).toBe(8.5);
      expect(Math.round((bottom - bleedBottom) * 100) / 100).toBe(8.5);
    },
  );

  it("draws eight crop marks per side, in line with the trim and never inside the bleed", () => {
    for (const { strokes, trimBox, bleedBox } of readPdf(file(filled, "85x55mm.pdf"))) {
      const [left = 0, bottom = 0, right = 0, top = 0] = trimBox ?? [];
      const [bleedLeft = 0, bleedBottom = 0, bleedRight = 0, bleedTop = 0] = bleedBox ?? [];
      expect(strokes).toHaveLength(8);
      for (const [x1, y1, x2, y2] of strokes) {
        const onTrimLine =
          (x1 === x2 && [left, right].some((x) => Math.abs(x - x1) < 0.01)) ||
          (y1 === y2 && [bottom, top].some((y) => Math.abs(y - y1) < 0.01));
        expect(onTrimLine).toBe(true);
        for (const [x, y] of [
          [x1, y1],
          [x2, y2],
        ] as const) {
          // A mark may start on the bleed's edge (as a print shop's marks do), never past it.
          const edge = 0.01;
          const inside =
            x > bleedLeft + edge && x < bleedRight - edge && y > bleedBottom + edge && y < bleedTop - edge;
          expect(inside).toBe(false);
        }
      }
    }
  });

  it.each([
    ["letterhead-a4.pdf", 595.28, 841.89],
    ["letterhead-us-letter.pdf", 612, 792],
  ])("sets the %s on one page of its paper size", (ending, width, height) => {
    const pages = readPdf(file(filled, ending));
    expect(pages).toHaveLength(1);
    expect(rounded(pages[0]?.mediaBox ?? [])).toEqual([0, 0, width, height]);
  });

  it("sets the owner's details as real text in embedded fonts, on the card's back and the letterhead", () => {
    for (const ending of ["85x55mm.pdf", "3.5x2in.pdf"]) {
      const [front, back] = readPdf(file(filled, ending));
      // The front is the logo alone, as vector paths.
      expect(front?.lines).toEqual([]);
      expect(back?.lines).toEqual(Object.values(DETAILS));
      expect(back?.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
        "Inter-Regular",
        "Inter-SemiBold",
      ]);
      expect(back?.fonts.every((font) => font.embedded)).toBe(true);
    }
    for (const ending of ["letterhead-a4.pdf", "letterhead-us-letter.pdf"]) {
      const [page] = readPdf(file(filled, ending));
      expect(page?.lines).toEqual(Object.values(DETAILS));
      expect(page?.fonts.every((font) => font.embedded)).toBe(true);
    }
  });

  it("shows every placeholder until the owner gives a detail", () => {
    for (const ending of ["85x55mm.pdf", "3.5x2in.pdf", "letterhead-a4.pdf", "letterhead-us-letter.pdf"])
      expect(pdfTextReadings(file(blank, ending))).toEqual(PLACEHOLDERS);
    const html = file(blank, "email-signature.html").toString("utf8");
    for (const placeholder of PLACEHOLDERS) expect(html).toContain(placeholder);
  });

  it("prints only the owner's own lines once they give any: no made-up phone beside a real name", async () => {
    const logo = sample(2);
    const details = { ...NO_DETAILS, name: "Flora Baker", email: "flora@bloom.example" };
    const cards = await businessCards(logo, details);
    expect(cards.map((card) => card.path)).toEqual([
      "stationery/bloom-bakery-business-card-85x55mm.pdf",
      "stationery/bloom-bakery-business-card-3.5x2in.pdf",
    ]);
    for (const card of cards)
      expect(pdfTextReadings(card.data)).toEqual(["Flora Baker", "flora@bloom.example"]);
  });

  it("sets details in other scripts in an embedded font that has their letters", async () => {
    const logo = sample(0);
    const details = { ...NO_DETAILS, name: "山田 太郎", role: "Директор", email: "taro@example.jp" };
    const [card] = await businessCards(logo, details);
    const [, back] = readPdf(card?.data ?? Buffer.alloc(0));
    expect(back?.lines).toEqual(["山田 太郎", "Директор", "taro@example.jp"]);
    expect(back?.fonts.some((font) => font.name.endsWith("NotoSansJP-Regular"))).toBe(true);
    expect(back?.fonts.every((font) => font.embedded)).toBe(true);
  });

  it("draws details in scripts the embedded faces cannot shape as outlines, never as boxes", async () => {
    const logo = sample(0);
    const latin = { ...NO_DETAILS, name: "Layla Haddad", role: "Owner", email: "layla@example.com" };
    const arabic = { ...NO_DETAILS, name: "ليلى حداد", role: "사장", email: "layla@example.com" };
    const [plain] = await businessCards(logo, latin);
    const [card] = await businessCards(logo, arabic);
    const [, back] = readPdf(card?.data ?? Buffer.alloc(0));
    const [, plainBack] = readPdf(plain?.data ?? Buffer.alloc(0));
    // The Arabic name and the Korean role are not text a viewer would fill with .notdef boxes...
    expect(back?.lines).toEqual(["layla@example.com"]);
    expect(back?.fonts.every((font) => font.embedded)).toBe(true);
    // ... they are filled outlines: the back draws far more path than the Latin card's.
    expect(back?.fills ?? 0).toBeGreaterThan(plainBack?.fills ?? 0);
  });

  it("copies each card's text out as typed, whatever cards were set before it", async () => {
    const logo = sample(0);
    // Inter builds "Ü" and "Ö" from "U" and "O", and draws ’ and ʼ with one glyph: the faces the
    // cards share must not carry one card's letters into the next.
    for (const name of ["Üwe Öz", "Ulf Ox", "O’Brien", "Oʼ Brien", "O’Brien"]) {
      const [card] = await businessCards(logo, { ...NO_DETAILS, name });
      expect(pdfTextReadings(card?.data ?? Buffer.alloc(0))).toEqual([name]);
    }
  });

  it("cuts an address too long for the card short, rather than run it off the edge", async () => {
    const logo = sample(2);
    const email = `${"very.long.name".repeat(5)}@a-rather-long-company-name.example`;
    const [card] = await businessCards(logo, { ...DETAILS, email });
    const shown = pdfTextReadings(card?.data ?? Buffer.alloc(0)).find((line) =>
      line.startsWith("very.long.name"),
    );
    expect(shown?.endsWith("…")).toBe(true);
    expect(email.startsWith(shown?.slice(0, -1) ?? "-")).toBe(true);
  });

  it("writes a signature mail apps keep: tables, inline styles, a sized image and real links", async () => {
    const html = file(filled, "email-signature.html").toString("utf8");
    expect(html).toMatch(/<table [^>]*role="presentation"/);
    expect(html).not.toMatch(/<style|class=|<link |<div/i);
    // Every element that can carry one is styled inline.
    for (const tag of html.matchAll(/<(table|td|a|img)\b[^>]*>/g)) expect(tag[0]).toContain('style="');
    // Each contact line finds its own direction, so an Arabic or Hebrew name reads right to left.
    const lineCells = [...html.matchAll(/<td\b[^>]*>(?!<table|<img)[^<]/g)];
    expect(lineCells.length).toBeGreaterThan(0);
    for (const cell of lineCells) expect(cell[0]).toContain('dir="auto"');
    const image =
      /<img src="harbour-lights-email-signature\.png" width="(\d+)" height="(\d+)" alt="Harbour Lights"/.exec(
        html,
      );
    const [width, height] = [Number(image?.[1]), Number(image?.[2])];
    expect(width <= SIGNATURE_IMAGE.maxWidth && height <= SIGNATURE_IMAGE.maxHeight).toBe(true);
    expect(width === SIGNATURE_IMAGE.maxWidth || height === SIGNATURE_IMAGE.maxHeight).toBe(true);
    expect(html).toContain('href="mailto:ada@harbour.example"');
    expect(html).toContain('href="tel:+442079460000"');
    expect(html).toContain('href="https://harbour.example"');
    const png = await sharp(file(filled, "email-signature.png")).metadata();
    expect(png.width).toBe(width * SIGNATURE_IMAGE.scale);
    expect(png.height).toBe(height * SIGNATURE_IMAGE.scale);
    // White, not transparent: a dark-mode mail client cannot swallow a dark name.
    expect(png.hasAlpha).toBe(false);
  });

  it("gives the signature for 'Copy signature' with the hosted image, the same size as the file's", async () => {
    const logo = sample(1);
    const made = await stationeryOf(logo, DETAILS);
    const copied = made.signatureHtml("https://files.example/signature.png?alt=media&token=1");
    expect(copied).toContain('src="https://files.example/signature.png?alt=media&amp;token=1"');
    expect(copied).not.toContain("<!DOCTYPE");
    const { brandColour } = await logoArtOf(vectorSource(logo));
    expect(copied).toContain(`border-right:2px solid ${brandColour}`);
    const inFile = file(filled, "email-signature.html").toString("utf8");
    const size = (html: string) => /<img [^>]*(width="\d+" height="\d+")/.exec(html)?.[1];
    expect(size(copied)).toBe(size(inFile));
  });

  it("escapes what the owner types, so a detail cannot become markup", async () => {
    const logo = sample(0);
    const made = await stationeryOf(
      { ...logo, brandName: "Acme", stem: "acme" },
      { ...NO_DETAILS, name: 'Ada <script>"x"</script>' },
    );
    const html = made.signatureHtml("https://files.example/s.png");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Ada &lt;script&gt;&quot;x&quot;&lt;/script&gt;");
  });
});
