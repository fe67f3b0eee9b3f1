/**
 * The rules of the stationery: which files there are and what each is for, the print sizes, the
 * bleed and crop marks a print shop expects, and the contact lines (placeholders until the owner
 * gives any detail). No drawing here: providers/stationery draws what this decides.
 */
import { type ContactDetails, STATIONERY_TEXT } from "../../contract/stationery";

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4;
/** Colour and artwork run 3 mm past the trim, so a slightly off cut leaves no white edge. */
const BLEED_MM = 3;
/** Crop marks start this far outside the trim (at the bleed's edge, never in it) and run this long. */
export const CROP_MARK_OFFSET_MM = 3;
export const CROP_MARK_LENGTH_MM = 5;
/** Paper around the crop marks, so no mark touches the page edge. */
const SLUG_MARGIN_MM = 1;
/** Text and logo stay this far inside the trim: a cut may drift by a millimetre or two. */
export const CARD_SAFE_MM = 5;

export interface PrintFormat {
  id: string;
  /** Trim size in points. */
  width: number;
  height: number;
  label: string;
}

/** Both card sizes are shipped: the European/ISO 85 x 55 mm and the US 3.5 x 2 in. */
export const CARD_FORMATS: readonly PrintFormat[] = [
  {
    id: "85x55mm",
    width: 85 * PT_PER_MM,
    height: 55 * PT_PER_MM,
    label: "85 x 55 mm (Europe and most of the world)",
  },
  { id: "3.5x2in", width: 3.5 * 72, height: 2 * 72, label: "3.5 x 2 in (United States and Canada)" },
];

/** A box in PDF points: [left, bottom, right, top], as a page dictionary writes it. */
type PageBox = [number, number, number, number];

/** The printed card's page: the trim in the middle, the bleed around it, the crop marks beyond. */
export interface CardSheet {
  /** The page (MediaBox) size. */
  width: number;
  height: number;
  trimBox: PageBox;
  bleedBox: PageBox;
  /** How far the trim sits from the page edge (the slug the crop marks are drawn in). */
  slug: number;
  bleed: number;
}

export function cardSheet(trim: PrintFormat): CardSheet {
  const bleed = BLEED_MM * PT_PER_MM;
  const slug = (CROP_MARK_OFFSET_MM + CROP_MARK_LENGTH_MM + SLUG_MARGIN_MM) * PT_PER_MM;
  return {
    width: trim.width + 2 * slug,
    height: trim.height + 2 * slug,
    trimBox: [slug, slug, slug + trim.width, slug + trim.height],
    bleedBox: [slug - bleed, slug - bleed, slug + trim.width + bleed, slug + trim.height + bleed],
    slug,
    bleed,
  };
}

export const LETTERHEAD_FORMATS: readonly PrintFormat[] = [
  { id: "a4", width: 595.28, height: 841.89, label: "A4" },
  { id: "us-letter", width: 612, height: 792, label: "US Letter" },
];

/**
 * The signature's logo fits a box this size (CSS pixels) in a message, so a tall emblem does not
 * tower over the name beside it, and is drawn at twice it, for sharp screens.
 */
export const SIGNATURE_IMAGE = { maxWidth: 160, maxHeight: 80, scale: 2 } as const;

/** The size a message shows the signature logo at, for a logo `aspect` (width / height) wide. */
export function signatureImageSize(aspect: number): { width: number; height: number } {
  const width = Math.min(SIGNATURE_IMAGE.maxWidth, SIGNATURE_IMAGE.maxHeight * aspect);
  const height = width / aspect;
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

type ContactField = keyof ContactDetails;

export interface ContactLine {
  field: ContactField;
  /** As it is printed and shown. */
  text: string;
  /** Where the line leads in an e-mail (tel:, mailto:, https:); null for the name and role. */
  link: string | null;
  /** True when the owner left the field empty and the placeholder stands in. */
  placeholder: boolean;
}

const FIELD_ORDER: readonly ContactField[] = ["name", "role", "phone", "email", "website"];

/** A website as a link: people write example.com; a link needs its scheme. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * A phone number as a tel: link (digits and a leading + only). The "(0)" people write after a
 * country code is dialled only from inside the country, so the international link leaves it out.
 */
export function phoneHref(phone: string): string {
  const international = phone.trim().startsWith("+") ? phone.replace(/\(0\)/g, "") : phone;
  return `tel:${international.trim().replace(/(?!^\+)[^\d]/g, "")}`;
}

/** A website as it is printed: without the scheme or a bare trailing slash, as people read it. */
export function websiteText(website: string): string {
  return website.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

function contactLine(field: ContactField, value: string, placeholder: boolean): ContactLine {
  switch (field) {
    case "phone":
      return { field, text: value, link: phoneHref(value), placeholder };
    case "email":
      return { field, text: value, link: `mailto:${value}`, placeholder };
    case "website":
      return { field, text: websiteText(value), link: websiteHref(value), placeholder };
    default:
      return { field, text: value, link: null, placeholder };
  }
}

/**
 * The lines to print, in order. Until the owner gives any detail (the brand kit's stationery)
 * every field shows its placeholder, so the layout can be judged; once they have filled the form,
 * only their own lines are printed: a card never shows a made-up phone number beside a real name.
 */
export function contactLines(details: ContactDetails): ContactLine[] {
  const filled = FIELD_ORDER.filter((field) => details[field].trim() !== "");
  if (filled.length === 0)
    return FIELD_ORDER.map((field) => contactLine(field, STATIONERY_TEXT.placeholders[field], true));
  return filled.map((field) => contactLine(field, details[field].trim(), false));
}

/** Who the sender is (name, role) and how to reach them (phone, e-mail, website): set apart on every sheet. */
export function groupContactLines(lines: ContactLine[]): { who: ContactLine[]; reach: ContactLine[] } {
  const isWho = (line: ContactLine) => line.field === "name" || line.field === "role";
  return { who: lines.filter(isWho), reach: lines.filter((line) => !isWho(line)) };
}

/** The details the brand kit's stationery is made with: none, so every placeholder shows. */
export const NO_DETAILS: ContactDetails = { name: "", role: "", phone: "", email: "", website: "" };

type StationeryKind = "card" | "letterhead" | "signature-html" | "signature-png";

export interface StationeryEntry {
  path: string;
  kind: StationeryKind;
  format: PrintFormat | null;
  purpose: string;
  contentType: string;
}

export function signatureImageName(stem: string): string {
  return `${stem}-email-signature.png`;
}

/** The stationery files, in the order the page and the kit's README list them. */
export function stationeryPlan(stem: string): StationeryEntry[] {
  const cards = CARD_FORMATS.map(
    (format): StationeryEntry => ({
      path: `stationery/${stem}-business-card-${format.id}.pdf`,
      kind: "card",
      format,
      purpose: `Business card, ${format.label}: front and back, print-ready with 3 mm bleed and crop marks.`,
      contentType: "application/pdf",
    }),
  );
  const letterheads = LETTERHEAD_FORMATS.map(
    (format): StationeryEntry => ({
      path: `stationery/${stem}-letterhead-${format.id}.pdf`,
      kind: "letterhead",
      format,
      purpose: `Letterhead, ${format.label}: the logo and your details, with room for the letter.`,
      contentType: "application/pdf",
    }),
  );
  return [
    ...cards,
    ...letterheads,
    {
      path: `stationery/${stem}-email-signature.html`,
      kind: "signature-html",
      format: null,
      purpose:
        "E-mail signature for Gmail, Outlook and Apple Mail. Put the signature image online (your website) and point the image at it, or use 'Copy signature' on the export page, which does that for you.",
      contentType: "text/html; charset=utf-8",
    },
    {
      path: `stationery/${signatureImageName(stem)}`,
      kind: "signature-png",
      format: null,
      purpose: "The logo image the e-mail signature shows.",
      contentType: "image/png",
    },
  ];
}
