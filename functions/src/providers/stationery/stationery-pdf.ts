/**
 * Print-ready business cards and letterheads with pdfkit. Cards are drawn the way a print shop
 * asks for them: the page is the trim plus 3 mm bleed plus room for crop marks, the TrimBox and
 * BleedBox say where each is, colour runs into the bleed, and the marks sit outside it. Text is set
 * in Inter, embedded (pdfkit keeps only the glyphs used), so the printer's fonts never matter; the
 * logo goes in as vector paths through svg-to-pdfkit.
 */
import SVGtoPDF from "svg-to-pdfkit";
import {
  CARD_SAFE_MM,
  type CardSheet,
  type ContactLine,
  CROP_MARK_LENGTH_MM,
  CROP_MARK_OFFSET_MM,
  cardSheet,
  groupContactLines,
  type PrintFormat,
  PT_PER_MM,
} from "../../domain/stationery/stationery-plan";
import { latinFacesCanSet } from "../../engine/text-outline";
import type { ArtDrawing, LogoArt } from "../graphics/logo-art";
import { contrast, parseColour, WHITE } from "../graphics/paint";
import { collectPdf, drawOutlinedLine } from "../graphics/pdf";
import { type FaceRole, faceCovers, faceFile, watchedFace } from "./shared-faces";

const INK = "#1F2328";
const MUTED = "#5B6470";
const PLACEHOLDER = "#8A929C";
const REGISTRATION = "#000000";
const PAPER = "#FFFFFF";

/** The faces tried, in turn, for text the chosen weight of Inter cannot show. */
const FALLBACKS = ["fallback", "cjk"] as const;

type Weight = "regular" | "semibold";

/**
 * A document and the faces its text is set in: the process's shared faces (watched, see
 * shared-faces.ts), or faces pdfkit parses for this document alone from the font files.
 */
interface StationeryPdf {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
  /** Sets the text that follows in the face for `role`. */
  useFace(role: FaceRole): void;
  /** False once a run shaped on a shared face would not read back as typed. */
  readsBackAsTyped(): boolean;
}

function newDocument(faces: "shared" | "own"): StationeryPdf {
  const { doc, done } = collectPdf({ autoFirstPage: false });
  const registered = new Set<FaceRole>();
  let asTyped = true;
  const misread = () => {
    asTyped = false;
  };
  return {
    doc,
    done,
    useFace(role) {
      // Registered on first use, so the large CJK face is read only for text that needs it.
      if (!registered.has(role)) {
        if (faces === "shared") doc.registerFont(role, watchedFace(role, misread));
        else doc.registerFont(role, faceFile(role));
        registered.add(role);
      }
      doc.font(role);
    },
    readsBackAsTyped: () => asTyped,
  };
}

/**
 * The PDF `draw` makes, drawn on the shared faces; a document with a line that would not read
 * back as typed from them (a ligature, a glyph several letters share) is drawn again on faces of
 * its own, so copying its text gives what the owner typed.
 */
async function drawnPdf(draw: (pdf: StationeryPdf) => void): Promise<Buffer> {
  let pdf = newDocument("shared");
  draw(pdf);
  if (!pdf.readsBackAsTyped()) {
    pdf = newDocument("own");
    draw(pdf);
  }
  pdf.doc.end();
  return pdf.done;
}

/**
 * Inter when it has every letter of the text, else the first fallback that has them (a face is
 * read only when it is tried, so the large CJK face costs nothing on Latin cards).
 */
function useFont(pdf: StationeryPdf, text: string, weight: Weight): boolean {
  const role = [weight, ...FALLBACKS].find((candidate) => faceCovers(candidate, text));
  pdf.useFace(role ?? "fallback");
  return role !== undefined;
}

/** Text the embedded faces can set as real text: no script there needs shaping or reordering. */
function latinOrJapanese(text: string): boolean {
  return Array.from(text).every(
    (char) => latinFacesCanSet(char) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char),
  );
}

/** The smallest size a line may shrink to before it is cut short: below it a card is unreadable. */
const SMALLEST_TEXT = 5.5;

/**
 * One line of text that never runs past `width`: a long e-mail address is set a little smaller,
 * and only when that is not enough is it cut with an ellipsis.
 */
function writeLine(
  pdf: StationeryPdf,
  text: string,
  x: number,
  y: number,
  options: {
    width: number;
    size: number;
    weight: Weight;
    colour: string;
    align: "left" | "right" | "center";
  },
): void {
  // Scripts that need shaping or right-to-left order, and letters no embedded face has, are
  // drawn as the engine's outlines: the PDF text layer would show boxes or reversed words.
  const { doc } = pdf;
  if (!latinOrJapanese(text) || !useFont(pdf, text, options.weight)) {
    drawOutlinedLine(doc, text, x, y, { ...options, bold: options.weight === "semibold" });
    return;
  }
  let size = options.size;
  doc.fontSize(size);
  const natural = doc.widthOfString(text);
  if (natural > options.width) {
    size = Math.max(SMALLEST_TEXT, (size * options.width) / natural);
    doc.fontSize(size);
  }
  let shown = text;
  const letters = [...text];
  while (letters.length > 1 && doc.widthOfString(shown) > options.width) {
    letters.pop();
    shown = `${letters.join("").trimEnd()}…`;
  }
  // A shrunk line moves down so that its baseline stays where the full-size line's would be.
  const lift = (options.size - size) * 0.8;
  doc.fillColor(options.colour).text(shown, x, y + lift, {
    width: options.width,
    align: options.align,
    lineBreak: false,
  });
}

interface TextStyle {
  size: number;
  weight: Weight;
  colour: string;
}

function styleOf(line: ContactLine, sizes: { name: number; other: number }): TextStyle {
  if (line.field === "name")
    return { size: sizes.name, weight: "semibold", colour: line.placeholder ? PLACEHOLDER : INK };
  return { size: sizes.other, weight: "regular", colour: line.placeholder ? PLACEHOLDER : MUTED };
}

/** Lines top down from `y`; returns where the next line would go. */
function writeLines(
  pdf: StationeryPdf,
  lines: ContactLine[],
  x: number,
  y: number,
  width: number,
  sizes: { name: number; other: number },
  align: "left" | "right" | "center",
): number {
  let cursor = y;
  for (const line of lines) {
    const style = styleOf(line, sizes);
    writeLine(pdf, line.text, x, cursor, { ...style, width, align });
    cursor += style.size * (line.field === "name" ? 1.45 : 1.4);
  }
  return cursor;
}

function linesHeight(lines: ContactLine[], sizes: { name: number; other: number }): number {
  return lines.reduce(
    (total, line) => total + styleOf(line, sizes).size * (line.field === "name" ? 1.45 : 1.4),
    0,
  );
}

function placeDrawing(
  doc: PDFKit.PDFDocument,
  art: ArtDrawing,
  box: { x: number; y: number; width: number; height: number },
  align: "center" | "left" | "right" = "center",
): { width: number; height: number } {
  const scale = Math.min(box.width / art.width, box.height / art.height);
  const width = art.width * scale;
  const height = art.height * scale;
  const x =
    align === "left"
      ? box.x
      : align === "right"
        ? box.x + box.width - width
        : box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  SVGtoPDF(doc, art.svg, x, y, {
    width,
    height,
    preserveAspectRatio: "xMidYMid meet",
    warningCallback: () => undefined,
  });
  return { width, height };
}

/**
 * A card page: the page is the whole sheet, and the page dictionary says where the trim and the
 * bleed are (pdfkit writes whatever the dictionary holds; it has no option for these boxes).
 */
function cardPage(doc: PDFKit.PDFDocument, sheet: CardSheet): void {
  doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
  Object.assign(doc.page.dictionary.data, { TrimBox: sheet.trimBox, BleedBox: sheet.bleedBox });
}

interface Edges {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The trim's edges in drawing coordinates (pdfkit measures down from the top). The sheet is the
 * same all round, so these are the TrimBox's numbers in another order.
 */
function trimEdges(sheet: CardSheet, trim: PrintFormat): Edges {
  return {
    left: sheet.slug,
    top: sheet.slug,
    right: sheet.slug + trim.width,
    bottom: sheet.slug + trim.height,
  };
}

/** Crop marks at the four corners of the trim, outside the bleed, in registration black. */
function cropMarks(doc: PDFKit.PDFDocument, sheet: CardSheet, trim: PrintFormat): void {
  const offset = CROP_MARK_OFFSET_MM * PT_PER_MM;
  const length = CROP_MARK_LENGTH_MM * PT_PER_MM;
  const { left, top, right, bottom } = trimEdges(sheet, trim);
  doc.save().lineWidth(0.25).strokeColor(REGISTRATION);
  for (const x of [left, right]) {
    for (const y of [top, bottom]) {
      const outward = y === top ? -1 : 1;
      const sideways = x === left ? -1 : 1;
      doc
        .moveTo(x, y + outward * offset)
        .lineTo(x, y + outward * (offset + length))
        .stroke();
      doc
        .moveTo(x + sideways * offset, y)
        .lineTo(x + sideways * (offset + length), y)
        .stroke();
    }
  }
  doc.restore();
}

function fillBleed(doc: PDFKit.PDFDocument, sheet: CardSheet, trim: PrintFormat, colour: string): void {
  const { left, top } = trimEdges(sheet, trim);
  doc
    .save()
    .rect(left - sheet.bleed, top - sheet.bleed, trim.width + 2 * sheet.bleed, trim.height + 2 * sheet.bleed)
    .fill(colour)
    .restore();
}

/** Near-white grounds print as the paper itself: a cream tint the printer would add is not wanted. */
function isPaper(hex: string): boolean {
  const colour = parseColour(hex);
  return colour === null || contrast(colour, WHITE) < 1.15;
}

/** The front: the logo as designed on its own ground (paper for a white one), centred in the trim. */
function cardFront(doc: PDFKit.PDFDocument, art: LogoArt, trim: PrintFormat, sheet: CardSheet): void {
  cardPage(doc, sheet);
  fillBleed(doc, sheet, trim, isPaper(art.ground) ? PAPER : art.ground);
  placeDrawing(doc, art.logo("as-designed"), {
    x: sheet.slug + trim.width * 0.18,
    y: sheet.slug + trim.height * 0.2,
    width: trim.width * 0.64,
    height: trim.height * 0.6,
  });
  cropMarks(doc, sheet, trim);
}

/**
 * The back, on paper: the name and role at the top left, the ways to reach them at the foot, the
 * symbol at the top right and a band of the brand colour bleeding off the bottom edge.
 */
function cardBack(
  pdf: StationeryPdf,
  art: LogoArt,
  trim: PrintFormat,
  sheet: CardSheet,
  lines: ContactLine[],
): void {
  const { doc } = pdf;
  cardPage(doc, sheet);
  fillBleed(doc, sheet, trim, PAPER);
  const { left, top, right, bottom } = trimEdges(sheet, trim);
  const band = 2.2 * PT_PER_MM;
  doc
    .save()
    .rect(left - sheet.bleed, bottom - band, right - left + 2 * sheet.bleed, band + sheet.bleed)
    .fill(art.brandColour)
    .restore();

  const safe = CARD_SAFE_MM * PT_PER_MM;
  const iconSize = trim.height * 0.26;
  placeDrawing(
    doc,
    art.icon("light"),
    { x: right - safe - iconSize, y: top + safe, width: iconSize, height: iconSize },
    "right",
  );
  // Sizes follow the card's width, so the US card's text is as full as the EU one's.
  const scale = trim.width / (85 * PT_PER_MM);
  const sizes = { name: 9.5 * scale, other: 6.6 * scale };
  const { who, reach } = groupContactLines(lines);
  writeLines(pdf, who, left + safe, top + safe, right - left - 2 * safe - iconSize - 6, sizes, "left");
  const reachTop = bottom - band - safe * 0.8 - linesHeight(reach, sizes);
  writeLines(pdf, reach, left + safe, reachTop, right - left - 2 * safe, sizes, "left");
  cropMarks(doc, sheet, trim);
}

/** Both sides of one card size: the front, then the back. */
export async function businessCardPdf(
  art: LogoArt,
  trim: PrintFormat,
  lines: ContactLine[],
): Promise<Buffer> {
  const sheet = cardSheet(trim);
  return drawnPdf((pdf) => {
    cardFront(pdf.doc, art, trim, sheet);
    cardBack(pdf, art, trim, sheet, lines);
  });
}

const FOOTER_TEXT = 8;
const FOOTER_GAP = 18;

/**
 * The ways to reach the sender along the foot of the letter: one row spread from margin to margin
 * when it fits, else one centred line each, so a long address is never squeezed into a column.
 */
function letterFooter(pdf: StationeryPdf, page: PrintFormat, reach: ContactLine[], margin: number): void {
  const { doc } = pdf;
  const width = page.width - 2 * margin;
  const baseTop = page.height - 15 * PT_PER_MM;
  const widths = reach.map((line) => {
    useFont(pdf, line.text, "regular");
    return doc.fontSize(FOOTER_TEXT).widthOfString(line.text);
  });
  const natural = widths.reduce((total, each) => total + each, 0);
  const oneRow = natural + FOOTER_GAP * (reach.length - 1) <= width;
  const lineStep = FOOTER_TEXT * 1.5;
  const top = oneRow ? baseTop : baseTop - lineStep * (reach.length - 1);
  const ruleY = top - 4 * PT_PER_MM;
  doc
    .save()
    .moveTo(margin, ruleY)
    .lineTo(page.width - margin, ruleY)
    .lineWidth(0.4)
    .strokeColor(PLACEHOLDER)
    .stroke()
    .restore();
  const colourOf = (line: ContactLine) => (line.placeholder ? PLACEHOLDER : MUTED);
  if (!oneRow || reach.length === 1) {
    reach.forEach((line, index) => {
      writeLine(pdf, line.text, margin, top + index * lineStep, {
        width,
        size: FOOTER_TEXT,
        weight: "regular",
        colour: colourOf(line),
        align: "center",
      });
    });
    return;
  }
  // Spread from margin to margin: the first flush left, the last flush right, even gaps between.
  const gap = (width - natural) / (reach.length - 1);
  let x = margin;
  reach.forEach((line, index) => {
    const lineWidth = widths[index] ?? 0;
    writeLine(pdf, line.text, x, top, {
      width: lineWidth + 1,
      size: FOOTER_TEXT,
      weight: "regular",
      colour: colourOf(line),
      align: "left",
    });
    x += lineWidth + gap;
  });
}

/**
 * The logo at the head of the page with the name and role opposite it, a rule in the brand colour,
 * the ways to reach the sender in the footer, and the body left clean for the letter.
 */
function letterhead(pdf: StationeryPdf, art: LogoArt, page: PrintFormat, lines: ContactLine[]): void {
  const { doc } = pdf;
  doc.addPage({ size: [page.width, page.height], margin: 0 });
  const margin = 20 * PT_PER_MM;
  const headTop = 15 * PT_PER_MM;
  const logoHeight = 18 * PT_PER_MM;
  placeDrawing(
    doc,
    art.logo("light"),
    { x: margin, y: headTop, width: page.width * 0.4, height: logoHeight },
    "left",
  );
  const { who, reach } = groupContactLines(lines);
  const whoWidth = page.width * 0.4;
  const sizes = { name: 10, other: 8.5 };
  const whoTop = headTop + (logoHeight - linesHeight(who, sizes)) / 2;
  writeLines(pdf, who, page.width - margin - whoWidth, whoTop, whoWidth, sizes, "right");
  const ruleY = headTop + logoHeight + 7 * PT_PER_MM;
  doc
    .save()
    .moveTo(margin, ruleY)
    .lineTo(page.width - margin, ruleY)
    .lineWidth(1)
    .strokeColor(art.brandColour)
    .stroke()
    .restore();

  if (reach.length > 0) letterFooter(pdf, page, reach, margin);
}

export async function letterheadPdf(art: LogoArt, page: PrintFormat, lines: ContactLine[]): Promise<Buffer> {
  return drawnPdf((pdf) => letterhead(pdf, art, page, lines));
}
