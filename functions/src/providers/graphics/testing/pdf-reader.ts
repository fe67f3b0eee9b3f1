/**
 * Opens a PDF for the tests without a PDF library: the cross-reference table must point at every
 * object it lists, the trailer at the catalog; the page count is read from the page tree; and the
 * text drawn with the built-in fonts is read back from the (deflated) content streams.
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
