/**
 * Reads PDFs back in tests, without a PDF library, in one place for the functions package.
 * `openPdf` checks the structure (the cross-reference table points at every object it lists, the
 * trailer at the catalog), counts the pages and reads the text drawn with the built-in fonts.
 * `readPdf` reads what the stationery and kit tests need from a PDF as pdfkit writes it: the pages
 * in order with their MediaBox, TrimBox and BleedBox, the fonts each page uses (and whether their
 * files are embedded), and the text of each page one text object (BT..ET) at a time. Embedded
 * fonts show glyph ids, not letters, so each run is read through the ToUnicode map of the font it
 * is set in.
 */
import { inflateSync } from "node:zlib";

interface OpenedPdf {
  pages: number;
  /** The text of every text-showing operator, in drawing order, joined by spaces. */
  text: string;
}

function hexText(hex: string): string {
  const clean = hex.replace(/\s+/g, "");
  let out = "";
  for (let i = 0; i + 1 < clean.length; i += 2)
    out += String.fromCharCode(Number.parseInt(clean.slice(i, i + 2), 16));
  return out;
}

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

function literalText(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, escaped: string) => {
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(Number.parseInt(escaped, 8));
    return ESCAPES[escaped] ?? escaped;
  });
}

export function openPdf(bytes: Buffer): OpenedPdf {
  const source = bytes.toString("latin1");
  if (!source.startsWith("%PDF-1.")) throw new Error("No PDF header");
  if (!/%%EOF\s*$/.test(source)) throw new Error("No end-of-file marker");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(source);
  if (!startxref?.[1]) throw new Error("No startxref");
  const xrefAt = Number(startxref[1]);
  if (!source.startsWith("xref", xrefAt)) throw new Error("startxref does not point at the xref table");
  const table = /xref\s+(\d+)\s+(\d+)\s+/y;
  table.lastIndex = xrefAt;
  const header = table.exec(source);
  if (!header) throw new Error("Unreadable xref table");
  const first = Number(header[1]);
  const count = Number(header[2]);
  let at = table.lastIndex;
  for (let index = 0; index < count; index++) {
    const line = source.slice(at, at + 20);
    const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
    if (!entry) throw new Error(`Unreadable xref entry ${index}`);
    if (entry[3] === "n") {
      const offset = Number(entry[1]);
      const number = first + index;
      if (!new RegExp(`^${number} 0 obj`).test(source.slice(offset, offset + 20)))
        throw new Error(`Object ${number} is not where the xref says`);
    }
    at += 20;
  }
  const trailer = source.slice(at);
  if (!/\/Root \d+ 0 R/.test(trailer)) throw new Error("The trailer names no catalog");
  const pageTree = /\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(source);
  const pages = pageTree?.[1] ? Number(pageTree[1]) : 0;

  const texts: string[] = [];
  const streams = /(<<(?:(?!>>)[\s\S])*?>>)\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const dictionary = match[1] ?? "";
    const length = /\/Length (\d+)/.exec(dictionary);
    if (!length?.[1]) continue;
    const start = match.index + match[0].length;
    let data = bytes.subarray(start, start + Number(length[1]));
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    if (/\/Subtype \/Image|\/Type \/XObject|\/FontFile/.test(dictionary)) continue;
    const content = data.toString("latin1");
    for (const operator of content.matchAll(
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
    )) {
      const parts = operator[1] ?? operator[2] ?? "";
      let text = "";
      for (const piece of parts.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        text += piece[1] !== undefined ? hexText(piece[1]) : literalText(piece[2] ?? "");
      }
      texts.push(text);
    }
  }
  return { pages, text: texts.join(" ") };
}

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const source = bytes.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endobj", start);
    const body = source.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dictionary: body.trim(), stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt).trim();
    const dataStart = start + streamAt + (body.startsWith("stream\r\n", streamAt) ? 8 : 7);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const raw = bytes.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), {
      dictionary,
      stream: /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw,
    });
  }
  return objects;
}

function reference(dictionary: string, key: string): number | null {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return found ? Number(found[1]) : null;
}

function numbers(dictionary: string, key: string): number[] | null {
  const found = new RegExp(`/${key} \\[([^\\]]*)\\]`).exec(dictionary);
  return found ? (found[1] ?? "").trim().split(/\s+/).map(Number) : null;
}

type CodeMap = Map<number, string>;

/** A ToUnicode CMap (bfchar and bfrange entries) as glyph code -> text. */
function codeMap(cmap: string): CodeMap {
  const map: CodeMap = new Map();
  const hex = (value: string | undefined) => Number.parseInt(value ?? "0", 16);
  const text = (value: string | undefined) =>
    String.fromCharCode(...((value ?? "").match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? []));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (block[1] ?? "").matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const first = hex(entry[1]);
      const target = entry[3] ?? "";
      if (target.startsWith("[")) {
        [...target.matchAll(/<([0-9a-f]+)>/gi)].forEach((item, index) => {
          map.set(first + index, text(item[1]));
        });
      } else {
        const base = hex(target.slice(1, -1));
        for (let code = first; code <= hex(entry[2]); code++)
          map.set(code, String.fromCodePoint(base + code - first));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? "").matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(hex(entry[1]), text(entry[2]));
  }
  return map;
}

interface PdfFont {
  name: string;
  /** The font's file travels inside the PDF (FontFile, FontFile2 or FontFile3). */
  embedded: boolean;
}

interface PdfPage {
  mediaBox: number[];
  trimBox: number[] | null;
  bleedBox: number[] | null;
  fonts: PdfFont[];
  /** The text of each text object on the page, in drawing order. */
  lines: string[];
  /**
   * Straight strokes drawn in the page's own coordinates (no transform of their own, so not part
   * of a placed drawing), in PDF space: [x1, y1, x2, y2] from the bottom left, as boxes are.
   */
  strokes: [number, number, number, number][];
  /** How many paths the page fills (the `f` operator): outlined text and drawings. */
  fills: number;
}

interface LoadedFont extends PdfFont {
  /** Glyph code -> text; null for a simple font whose codes are its letters. */
  map: CodeMap | null;
}

function loadFont(objects: Map<number, PdfObject>, id: number): LoadedFont {
  const font = objects.get(id)?.dictionary ?? "";
  const name = /\/BaseFont \/([^\s/]+)/.exec(font)?.[1] ?? "";
  const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(font)?.[1];
  const described = descendant ? (objects.get(Number(descendant))?.dictionary ?? "") : font;
  const descriptorId = reference(described, "FontDescriptor");
  const descriptor = descriptorId === null ? "" : (objects.get(descriptorId)?.dictionary ?? "");
  const toUnicode = reference(font, "ToUnicode");
  const cmap = toUnicode === null ? null : objects.get(toUnicode)?.stream;
  return {
    name,
    embedded: /\/FontFile[23]? \d+ 0 R/.test(descriptor),
    map: cmap ? codeMap(cmap.toString("latin1")) : null,
  };
}

function decodeRun(hexes: string[], font: LoadedFont | undefined): string {
  const joined = hexes.join("");
  if (!font?.map)
    return (
      joined
        .match(/.{2}/g)
        ?.map((byte) => String.fromCharCode(Number.parseInt(byte, 16)))
        .join("") ?? ""
    );
  const map = font.map;
  return (
    joined
      .match(/.{4}/g)
      ?.map((code) => map.get(Number.parseInt(code, 16)) ?? "\uFFFD")
      .join("") ?? ""
  );
}

function pageLines(content: string, fonts: Map<string, LoadedFont>): string[] {
  const lines: string[] = [];
  for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    let font: LoadedFont | undefined;
    let line = "";
    for (const token of (block[1] ?? "").matchAll(
      /\/(\S+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-f]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi,
    )) {
      if (token[1] !== undefined) font = fonts.get(token[1]);
      else if (token[2] !== undefined)
        line += decodeRun(
          [...token[2].matchAll(/<([0-9a-f]*)>/gi)].map((hex) => hex[1] ?? ""),
          font,
        );
      else line += decodeRun([token[3] ?? ""], font);
    }
    lines.push(line);
  }
  return lines;
}

/**
 * pdfkit starts every page by flipping the y axis (pdfkit measures from the top); strokes under
 * that one transform alone are in page coordinates.
 */
function pageStrokes(content: string, pageHeight: number): [number, number, number, number][] {
  const strokes: [number, number, number, number][] = [];
  const saved: number[] = [];
  let transforms = 0;
  /** The current path's points while it is one straight run of lines; null once it curves. */
  let path: [number, number][] | null = [];
  const outsideText = content.replace(/\bBT\b[\s\S]*?\bET\b/g, "");
  for (const line of outsideText.split("\n")) {
    const parts = line.trim().split(/\s+/);
    const operator = parts[parts.length - 1] ?? "";
    const [x = 0, y = 0] = parts.slice(0, 2).map(Number);
    if (operator === "q") saved.push(transforms);
    else if (operator === "Q") transforms = saved.pop() ?? 0;
    else if (operator === "cm") transforms += 1;
    else if (operator === "m") path = [[x, y]];
    else if (operator === "l") path?.push([x, y]);
    else if (["c", "v", "y", "h", "re"].includes(operator)) path = null;
    else if (["S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "n"].includes(operator)) {
      const [start, end, ...more] = path ?? [];
      if (operator === "S" && transforms === 1 && start && end && more.length === 0)
        strokes.push([start[0], pageHeight - start[1], end[0], pageHeight - end[1]]);
      path = [];
    }
  }
  return strokes;
}

export function readPdf(bytes: Buffer): PdfPage[] {
  const objects = objectsOf(bytes);
  const trailer = bytes.toString("latin1").slice(bytes.lastIndexOf("trailer"));
  const catalog = objects.get(reference(trailer, "Root") ?? -1)?.dictionary ?? "";
  const tree = objects.get(reference(catalog, "Pages") ?? -1)?.dictionary ?? "";
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])].map((kid) =>
    Number(kid[1]),
  );
  return kids.map((id): PdfPage => {
    const page = objects.get(id)?.dictionary ?? "";
    const resources = objects.get(reference(page, "Resources") ?? -1)?.dictionary ?? "";
    const fonts = new Map<string, LoadedFont>();
    for (const entry of /\/Font <<([^>]*)>>/.exec(resources)?.[1]?.matchAll(/\/(\S+) (\d+) 0 R/g) ?? [])
      fonts.set(entry[1] ?? "", loadFont(objects, Number(entry[2])));
    const content = objects.get(reference(page, "Contents") ?? -1)?.stream?.toString("latin1") ?? "";
    const mediaBox = numbers(page, "MediaBox") ?? [];
    return {
      mediaBox,
      trimBox: numbers(page, "TrimBox"),
      bleedBox: numbers(page, "BleedBox"),
      fonts: [...fonts.values()].map(({ name, embedded }) => ({ name, embedded })),
      lines: pageLines(content, fonts),
      strokes: pageStrokes(content, mediaBox[3] ?? 0),
      fills: (content.match(/(?:^|\s)f\*?(?=\s|$)/g) ?? []).length,
    };
  });
}

/** The text of every text object of the document, page after page (one line each, as set). */
export function pdfTextReadings(bytes: Buffer): string[] {
  return readPdf(bytes).flatMap((page) => page.lines);
}
