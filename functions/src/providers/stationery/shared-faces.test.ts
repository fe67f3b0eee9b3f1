import { describe, expect, it, vi } from "vitest";
import { collectPdf } from "../graphics/pdf";
import { pdfTextReadings } from "../graphics/testing/pdf-reader";
import { faceFile, sharedFace, watchedFace } from "./shared-faces";

/** Lines like a card's: a raised "+" before digits, accents, an ellipsis. */
const LINES = [
  "Ada Lovelace",
  "+44 20 7946 0000",
  "José García-López",
  "ada@harbour.example",
  "Zoë Ångström, Łódź",
  "very.long.name.very.long…",
];

/** One page with `lines` in Inter, from its file (as pdfkit parses it per document) or the shared face. */
async function pageOf(lines: string[], face: "file" | "shared", onMisread = () => {}): Promise<Buffer> {
  const { doc, done } = collectPdf({ autoFirstPage: false });
  if (face === "file") doc.registerFont("regular", faceFile("regular"));
  else doc.registerFont("regular", watchedFace("regular", onMisread));
  doc.addPage({ size: [300, 200], margin: 0 });
  doc.font("regular").fontSize(9);
  lines.forEach((line, index) => {
    doc.widthOfString(line);
    doc.text(line, 10, 10 + index * 14, { lineBreak: false });
  });
  doc.end();
  return done;
}

describe("faces shared by every document", () => {
  it("reads each font file and parses each face once per process", () => {
    expect(faceFile("semibold")).toBe(faceFile("semibold"));
    expect(sharedFace("semibold")).toBe(sharedFace("semibold"));
    expect(faceFile("semibold").subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
  });

  it("sets text byte for byte as a face parsed for the document would, after other documents used it", async () => {
    await pageOf(["Jö Ü ñ é — Ørsted"], "shared");
    const onMisread = vi.fn();
    const shared = await pageOf(LINES, "shared", onMisread);
    expect(onMisread).not.toHaveBeenCalled();
    expect(shared.equals(await pageOf(LINES, "file"))).toBe(true);
    expect(pdfTextReadings(shared)).toEqual(LINES);
  });

  it("hears of every run pdfkit shapes that would not read back as typed", async () => {
    const onMisread = vi.fn();
    // Inter joins "->" into one arrow: two letters, one glyph.
    await pageOf(["Ada", "A->B"], "shared", onMisread);
    expect(onMisread).toHaveBeenCalledTimes(1);
  });

  it("gives every letter's glyph its letter before a document's subset can make it with none", async () => {
    vi.resetModules();
    const fresh = await import("./shared-faces.js");
    const { doc, done } = collectPdf({ autoFirstPage: false });
    doc.registerFont(
      "regular",
      fresh.watchedFace("regular", () => {}),
    );
    doc.addPage({ size: [100, 100], margin: 0 });
    // Inter builds "ö" from "o" and a dieresis; embedding it makes their glyphs.
    doc.font("regular").text("ö", 10, 10, { lineBreak: false });
    doc.end();
    await done;
    expect(fresh.sharedFace("regular").glyphForCodePoint(0x6f).codePoints).toEqual([0x6f]);
  });

  it("reads a glyph two letters share back only as the first of them it was shaped for", async () => {
    vi.resetModules();
    const fresh = await import("./shared-faces.js");
    const face = fresh.sharedFace("regular");
    const readsBack = (text: string) => fresh.readsBackAsTyped(face, text, face.layout(text));
    // Inter draws ’ (U+2019) and ʼ (U+02BC) with one glyph.
    expect(readsBack("O’Brien")).toBe(true);
    expect(readsBack("Oʼ Brien")).toBe(false);
    expect(readsBack("D’Angelo")).toBe(true);
  });
});
