/**
 * PDF files without a browser: pdfkit writes the document, svg-to-pdfkit draws SVG into it as
 * real vector paths (masks and gradients included), so a printer gets the same curves as the SVG.
 * Text uses the PDF's built-in Helvetica (no font file embedded) when it is plain Latin, and an
 * embedded Noto Sans for Greek, Cyrillic and accented Latin. Other scripts are drawn as outlines
 * set by the design engine (see drawOutlinedLine), so a brand name in any script prints.
 */
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import type { BrandSheet } from "../../domain/ports/brand-kit-maker";
import { packageFile } from "../../engine/package-files";
import { toPathData, translateScale } from "../../engine/path-geometry";
import { latinFacesCanSet, shapeLine } from "../../engine/text-outline";
import { keepSplitPngs } from "./pdf-images";

/** A fixed date keeps the same logo's PDFs byte-identical between runs. */
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1));

function newDocument(size: [number, number]): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  return collectPdf({ size });
}

/**
 * A pdfkit document with no margins and a fixed date (the same input gives the same bytes), and
 * the finished file once `doc.end()` is called.
 */
export function collectPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    margin: 0,
    // No default font: pdfkit would read Helvetica's metrics for every document (most of a small
    // PDF's making) and list it in files that draw no text. Text sets its face first.
    font: null as unknown as string,
    info: { Producer: "Markery", Creator: "Markery", CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    ...options,
  });
  keepSplitPngs(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

function drawSvg(
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  width: number,
  height: number,
  fit = "xMidYMid meet",
): void {
  SVGtoPDF(doc, svg, x, y, {
    width,
    height,
    preserveAspectRatio: fit,
    warningCallback: () => undefined,
  });
}

/** One page exactly the size of the drawing (`width` x `height` pt), the SVG drawn on it. */
export async function svgToPdf(svg: string, width: number, height: number): Promise<Buffer> {
  const { doc, done } = newDocument([width, height]);
  drawSvg(doc, svg, 0, 0, width, height);
  doc.end();
  return done;
}

/** A picture for the brand sheet: an SVG drawing, or pixels for uploaded logos. */
type SheetDrawing = { svg: string } | { png: Buffer };

export interface SheetArt {
  /** width / height of the full logo. */
  aspect: number;
  /** The background the logo was designed on. */
  ground: string;
  colour: SheetDrawing;
  black: SheetDrawing | null;
  reversed: SheetDrawing | null;
  /** The logo with colours that are not its own, for "don't change its colors". */
  wrongColours: SheetDrawing;
  /** The icon used for small sizes (the symbol, or the logo). */
  icon: SheetDrawing;
  /** The clear space X as a share of the logo's height. */
  clearSpaceShare: number;
}

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const INK = "#1F2328";
const MUTED = "#5B6470";
const RULE = "#D8DDE3";
const WARN = "#C62828";
const OK = "#2E7D32";

let unicodeFontPath: string | null | undefined;

/** Noto Sans from the engine's font packages, for text Helvetica cannot show. */
function unicodeFont(): string | null {
  if (unicodeFontPath === undefined) {
    try {
      unicodeFontPath = packageFile("@expo-google-fonts/noto-sans", "400Regular", "NotoSans_400Regular.ttf");
    } catch {
      unicodeFontPath = null;
    }
  }
  return unicodeFontPath;
}

/** WinAnsi (Latin-1 plus a few signs) is all the built-in fonts can show. */
function isPlainLatin(text: string): boolean {
  return [...text].every(
    (char) =>
      (char.codePointAt(0) ?? 0) <= 0xff || "\u2013\u2014\u2018\u2019\u201c\u201d\u2022".includes(char),
  );
}

/** Where pdfkit puts the baseline below the `y` it is given: Inter's and Helvetica's ascent. */
const ASCENT = 0.95;

/**
 * One line of text as outlines set by the design engine (HarfBuzz shaping, the bidi order and
 * the script faces), for text the PDF's own text layer would get wrong: pdfkit neither reorders
 * right-to-left runs nor has faces for Arabic, Hebrew, Indic, Thai, Korean or every hanzi, and
 * an unselectable line beats a row of boxes. `y` is the line's top, as for doc.text; the line
 * shrinks to fit `width` and the bottom of the line is returned.
 */
export function drawOutlinedLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: {
    size: number;
    width: number;
    colour: string;
    align: "left" | "center" | "right";
    bold?: boolean;
  },
): number {
  const line = shapeLine(text, { family: "inter", weight: options.bold ? 600 : 400 }, 0);
  const size = Math.min(options.size, options.width / Math.max(line.width, 0.01));
  const drawn = line.width * size;
  const left =
    options.align === "left"
      ? x
      : options.align === "center"
        ? x + (options.width - drawn) / 2
        : x + options.width - drawn;
  const baseline = y + options.size * ASCENT;
  doc.path(toPathData(translateScale(line.commands, left, baseline, size))).fill(options.colour);
  return y + options.size * 1.25;
}

function font(doc: PDFKit.PDFDocument, text: string, bold = false): void {
  const unicode = unicodeFont();
  if (!isPlainLatin(text) && unicode) doc.font(unicode);
  else doc.font(bold ? "Helvetica-Bold" : "Helvetica");
}

function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { size: number; width: number; bold?: boolean; colour?: string; align?: "left" | "center" },
): number {
  if (!latinFacesCanSet(text)) {
    return drawOutlinedLine(doc, text, x, y, {
      ...options,
      colour: options.colour ?? INK,
      align: options.align ?? "left",
    });
  }
  font(doc, text, options.bold);
  doc.fontSize(options.size).fillColor(options.colour ?? INK);
  doc.text(text, x, y, { width: options.width, align: options.align ?? "left", lineGap: 1 });
  return doc.y;
}

function place(
  doc: PDFKit.PDFDocument,
  drawing: SheetDrawing,
  x: number,
  y: number,
  width: number,
  height: number,
  stretch = false,
): void {
  if ("svg" in drawing) {
    drawSvg(doc, drawing.svg, x, y, width, height, stretch ? "none" : "xMidYMid meet");
    return;
  }
  if (stretch) doc.image(drawing.png, x, y, { width, height });
  else doc.image(drawing.png, x, y, { fit: [width, height], align: "center", valign: "center" });
}

function panel(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  outline = false,
): void {
  doc.save();
  doc.roundedRect(x, y, width, height, 6).fill(fill);
  if (outline) doc.roundedRect(x, y, width, height, 6).lineWidth(0.6).strokeColor(RULE).stroke();
  doc.restore();
}

function mark(doc: PDFKit.PDFDocument, good: boolean, x: number, y: number): void {
  doc
    .save()
    .lineWidth(1.6)
    .strokeColor(good ? OK : WARN)
    .lineCap("round");
  if (good)
    doc
      .moveTo(x, y + 4)
      .lineTo(x + 3, y + 7)
      .lineTo(x + 8, y)
      .stroke();
  else
    doc
      .moveTo(x, y)
      .lineTo(x + 7, y + 7)
      .moveTo(x + 7, y)
      .lineTo(x, y + 7)
      .stroke();
  doc.restore();
}

function heading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(PAGE[0] - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
    .restore();
  return (
    write(doc, text.toUpperCase(), MARGIN, y + 6, { size: 8, width: 300, bold: true, colour: MUTED }) + 4
  );
}

/** The one-page brand sheet (A4). */
export async function brandSheetPdf(sheet: BrandSheet, art: SheetArt): Promise<Buffer> {
  const { doc, done } = newDocument(PAGE);
  const width = PAGE[0] - 2 * MARGIN;
  let y = MARGIN;
  y = write(doc, sheet.title, MARGIN, y, { size: 22, width, bold: true });
  y = write(doc, sheet.subtitle, MARGIN, y + 2, { size: 9.5, width, colour: MUTED }) + 10;

  // The logo as designed, then its three versions.
  const heroHeight = 118;
  panel(doc, MARGIN, y, width, heroHeight, art.ground, true);
  place(doc, art.colour, MARGIN + 40, y + 18, width - 80, heroHeight - 36);
  y += heroHeight + 8;
  const versions: { label: string; drawing: SheetDrawing | null; ground: string }[] = [
    { label: "Full color", drawing: art.colour, ground: art.ground },
    { label: "One color, black", drawing: art.black, ground: "#FFFFFF" },
    { label: "Reversed, for dark backgrounds", drawing: art.reversed, ground: "#111418" },
  ];
  const shown = versions.filter((version) => version.drawing !== null);
  const gap = 10;
  const boxWidth = (width - gap * (shown.length - 1)) / shown.length;
  shown.forEach((version, index) => {
    const x = MARGIN + index * (boxWidth + gap);
    panel(doc, x, y, boxWidth, 58, version.ground, version.ground !== "#111418");
    if (version.drawing) place(doc, version.drawing, x + 14, y + 8, boxWidth - 28, 42);
    write(doc, version.label, x, y + 62, { size: 7.5, width: boxWidth, colour: MUTED, align: "center" });
  });
  y += 80;

  // Colours.
  y = heading(doc, "Colors", y);
  const colourCount = Math.max(1, sheet.colours.length);
  const swatchWidth = Math.min(120, (width - 8 * (colourCount - 1)) / colourCount);
  sheet.colours.forEach((colour, index) => {
    const x = MARGIN + index * (swatchWidth + 8);
    panel(doc, x, y, swatchWidth, 28, colour.hex, true);
    let line = write(doc, colour.hex, x, y + 32, { size: 8, width: swatchWidth, bold: true });
    line = write(doc, colour.rgb, x, line, { size: 7, width: swatchWidth, colour: MUTED });
    line = write(doc, colour.cmyk, x, line, { size: 7, width: swatchWidth, colour: MUTED });
    write(doc, colour.usage, x, line, { size: 7, width: swatchWidth, colour: MUTED });
  });
  y += 80;

  // Fonts.
  y = heading(doc, "Fonts", y);
  if (sheet.fonts.length === 0) y = write(doc, "Not known for this logo.", MARGIN, y, { size: 8.5, width });
  for (const entry of sheet.fonts) {
    y = write(doc, entry.line, MARGIN, y, { size: 9, width, bold: true });
    y = write(doc, entry.detail, MARGIN, y, { size: 7.5, width, colour: MUTED }) + 3;
  }
  y += 6;

  // Clear space and minimum size.
  y = heading(doc, "Clear space and minimum size", y);
  const diagramWidth = 170;
  const diagramHeight = 84;
  panel(doc, MARGIN, y, diagramWidth, diagramHeight, art.ground, true);
  const logoHeight = Math.min(
    diagramHeight / (1 + 2 * art.clearSpaceShare) - 6,
    (diagramWidth - 20) / (art.aspect + 2 * art.clearSpaceShare),
  );
  const logoWidth = logoHeight * art.aspect;
  const space = logoHeight * art.clearSpaceShare;
  const logoX = MARGIN + (diagramWidth - logoWidth) / 2;
  const logoY = y + (diagramHeight - logoHeight) / 2;
  place(doc, art.colour, logoX, logoY, logoWidth, logoHeight);
  doc.save().dash(2, { space: 2 }).lineWidth(0.6).strokeColor(WARN);
  doc.rect(logoX - space, logoY - space, logoWidth + 2 * space, logoHeight + 2 * space).stroke();
  doc.restore();
  write(doc, "X", logoX - space, logoY - space - 9, { size: 7, width: space, colour: WARN, align: "center" });
  let textY = write(doc, sheet.clearSpace, MARGIN + diagramWidth + 14, y + 2, {
    size: 8.5,
    width: width - diagramWidth - 14,
  });
  for (const line of sheet.minimumSize) {
    textY = write(doc, line, MARGIN + diagramWidth + 14, textY + 4, {
      size: 8.5,
      width: width - diagramWidth - 14,
    });
  }
  y += diagramHeight + 12;

  // Do's and don'ts, shown on the logo itself.
  y = heading(doc, "Do's and don'ts", y);
  const tiles: {
    good: boolean;
    caption: string;
    draw: (x: number, top: number, w: number, h: number) => void;
  }[] = [
    {
      good: true,
      caption: sheet.dos[0] ?? "Use it as it is.",
      draw: (x, top, w, h) => {
        panel(doc, x, top, w, h, art.ground, true);
        place(doc, art.colour, x + 10, top + 10, w - 20, h - 20);
      },
    },
    {
      good: true,
      caption: sheet.dos[1] ?? "Reversed on dark.",
      draw: (x, top, w, h) => {
        panel(doc, x, top, w, h, "#111418");
        place(doc, art.reversed ?? art.colour, x + 10, top + 10, w - 20, h - 20);
      },
    },
    {
      good: true,
      caption: sheet.dos[2] ?? "The icon alone when small.",
      draw: (x, top, w, h) => {
        panel(doc, x, top, w, h, art.ground, true);
        place(doc, art.icon, x + w / 2 - 14, top + h / 2 - 14, 28, 28);
      },
    },
    {
      good: false,
      caption: sheet.donts[0] ?? "Don't stretch it.",
      draw: (x, top, w, h) => {
        panel(doc, x, top, w, h, art.ground, true);
        place(doc, art.colour, x + 6, top + h * 0.3, w - 12, h * 0.4, true);
      },
    },
    {
      good: false,
      caption: sheet.donts[1] ?? "Don't change its colors.",
      draw: (x, top, w, h) => {
        panel(doc, x, top, w, h, art.ground, true);
        place(doc, art.wrongColours, x + 10, top + 10, w - 20, h - 20);
      },
    },
    {
      good: false,
      caption: sheet.donts[2] ?? "Don't use a busy background.",
      draw: (x, top, w, h) => {
        doc.save();
        doc.roundedRect(x, top, w, h, 6).clip();
        for (let stripe = -h; stripe < w; stripe += 9) {
          doc
            .moveTo(x + stripe, top + h)
            .lineTo(x + stripe + h, top)
            .lineWidth(4.5)
            .strokeColor(stripe % 18 === 0 ? "#8B5E3C" : "#C9A27E")
            .stroke();
        }
        doc.restore();
        place(doc, art.colour, x + 10, top + 10, w - 20, h - 20);
      },
    },
    {
      good: false,
      caption: sheet.donts[3] ?? "Don't add effects.",
      draw: (x, top, w, h) => {
        panel(doc, x, top, w, h, art.ground, true);
        doc.save().opacity(0.35);
        place(doc, art.black ?? art.colour, x + 13, top + 13, w - 20, h - 20);
        doc.restore();
        place(doc, art.colour, x + 10, top + 10, w - 20, h - 20);
      },
    },
  ];
  // Do's on the first row, don'ts on the second.
  const columns = 4;
  const tileGap = 10;
  const tileWidth = (width - tileGap * (columns - 1)) / columns;
  const tileHeight = 50;
  const dos = tiles.filter((tile) => tile.good);
  const donts = tiles.filter((tile) => !tile.good);
  [...dos, ...donts].forEach((tile, index) => {
    const row = tile.good ? 0 : 1;
    const column = tile.good ? index : index - dos.length;
    const x = MARGIN + column * (tileWidth + tileGap);
    const top = y + row * (tileHeight + 30);
    tile.draw(x, top, tileWidth, tileHeight);
    mark(doc, tile.good, x, top + tileHeight + 6);
    write(doc, tile.caption, x + 12, top + tileHeight + 5, { size: 7, width: tileWidth - 12, colour: INK });
  });

  y += 2 * (tileHeight + 30) - 4;

  // The measured score, when there is one: a column per facet under the tiles, above the footer.
  if (sheet.score.length > 0) {
    y = heading(doc, "Logo score", y - 4);
    const scoreGap = 14;
    const columnWidth = (width - scoreGap * (sheet.score.length - 1)) / sheet.score.length;
    sheet.score.forEach((line, index) => {
      const x = MARGIN + index * (columnWidth + scoreGap);
      const below = write(doc, `${line.facet} ${line.score}/100`, x, y, {
        size: 8.5,
        width: columnWidth,
        bold: true,
      });
      write(doc, line.sentence, x, below + 1, { size: 6.8, width: columnWidth, colour: INK });
    });
  }

  write(doc, sheet.footer, MARGIN, PAGE[1] - MARGIN - 10, { size: 7, width, colour: MUTED });
  doc.end();
  return done;
}
