import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectPdf } from "./pdf";

/** pdfkit's PNG reader (a dependency of pdfkit's, so named by a string): its decoding is the work a kept PNG saves. */
const PNG_READER: string = "png-js";
type PngReader = { prototype: { decodePixels(done: (pixels: Buffer) => void): void } };
async function pngReader(): Promise<PngReader> {
  return ((await import(PNG_READER)) as { default: PngReader }).default;
}

/** A PNG with partly clear pixels: a disc of `colour` with a soft edge, on nothing. */
async function discPng(size: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="${colour}" fill-opacity="0.8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A page placing each PNG, given as its bytes or as its file's name. */
async function pdfPlacing(pngs: (Buffer | string)[]): Promise<Buffer> {
  const { doc, done } = collectPdf({ size: [400, 400] });
  pngs.forEach((png, index) => {
    doc.image(png, 10 + index * 40, 10, { width: 100, height: 100 });
  });
  doc.end();
  return done;
}

/** Each image of the PDF with a soft mask: its colours and its alpha, inflated. */
function imagesOf(pdf: Buffer): { colours: Buffer; alpha: Buffer }[] {
  const source = pdf.toString("latin1");
  const streams = new Map<number, { dictionary: string; data: Buffer }>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const body = source.slice(start, source.indexOf("endobj", start));
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt === -1) continue;
    const dictionary = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const dataStart = start + streamAt + (body.startsWith("stream\r\n", streamAt) ? 8 : 7);
    streams.set(Number(match[1]), { dictionary, data: pdf.subarray(dataStart, dataStart + length) });
  }
  const images: { colours: Buffer; alpha: Buffer }[] = [];
  for (const { dictionary, data } of streams.values()) {
    const mask = /\/SMask (\d+) 0 R/.exec(dictionary);
    if (!/\/Subtype \/Image/.test(dictionary) || !mask) continue;
    const alpha = streams.get(Number(mask[1]));
    if (!alpha) throw new Error("An image's soft mask is missing");
    images.push({ colours: inflateSync(data), alpha: inflateSync(alpha.data) });
  }
  return images;
}

async function straightPixels(png: Buffer): Promise<{ colours: Buffer; alpha: Buffer }> {
  const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = Buffer.alloc((data.length / 4) * 3);
  const alpha = Buffer.alloc(data.length / 4);
  for (let p = 0; p < alpha.length; p++) {
    colours[p * 3] = data[p * 4] ?? 0;
    colours[p * 3 + 1] = data[p * 4 + 1] ?? 0;
    colours[p * 3 + 2] = data[p * 4 + 2] ?? 0;
    alpha[p] = data[p * 4 + 3] ?? 0;
  }
  return { colours, alpha };
}

describe("PNGs in PDFs", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("works a PNG's colours and alpha out once for every document that places it, and each holds them exactly", async () => {
    const png = await discPng(64, "#2b6cb0");
    const decoded = vi.spyOn((await pngReader()).prototype, "decodePixels");
    // Made at the same time, as a kit's documents are.
    const pdfs = await Promise.all([pdfPlacing([png]), pdfPlacing([png]), pdfPlacing([png])]);
    expect(decoded).toHaveBeenCalledTimes(1);
    const expected = await straightPixels(png);
    for (const pdf of pdfs) {
      const images = imagesOf(pdf);
      expect(images).toHaveLength(1);
      expect(images[0]?.colours.equals(expected.colours)).toBe(true);
      expect(images[0]?.alpha.equals(expected.alpha)).toBe(true);
    }
    // A later document takes the kept parts too.
    await pdfPlacing([png]);
    expect(decoded).toHaveBeenCalledTimes(1);
  });

  it("reads a PNG named by its file afresh for each document, so a changed file is placed as it now is", async () => {
    const folder = await mkdtemp(join(tmpdir(), "markery-pdf-images-"));
    try {
      const file = join(folder, "logo.png");
      const before = await discPng(32, "#2b6cb0");
      const after = await discPng(32, "#c53030");
      for (const png of [before, after]) {
        await writeFile(file, png);
        const placed = imagesOf(await pdfPlacing([file]));
        expect(placed[0]?.colours.equals((await straightPixels(png)).colours)).toBe(true);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("writes the same bytes for the same document every time, whatever order the PNGs decode in", async () => {
    // Sizes far apart, so the thread pool finishes the small ones first.
    const pngs = await Promise.all([
      discPng(900, "#c05621"),
      discPng(24, "#2f855a"),
      discPng(300, "#6b46c1"),
      discPng(12, "#b83280"),
    ]);
    const first = await pdfPlacing(pngs);
    const placed = imagesOf(first);
    expect(placed).toHaveLength(4);
    for (const [index, png] of pngs.entries()) {
      const expected = await straightPixels(png);
      expect(placed[index]?.alpha.equals(expected.alpha)).toBe(true);
    }
    for (let run = 0; run < 3; run++) expect((await pdfPlacing(pngs)).equals(first)).toBe(true);
  });
});
