/**
 * The faces the stationery sets text in, each read and parsed once per process. pdfkit would parse
 * the font file again for every document, and the first line shaped on a freshly parsed face
 * decodes its substitution and kerning tables all over again: most of the time a build took.
 *
 * Sharing a face has one catch. pdfkit writes each glyph's ToUnicode entry (what copying or
 * searching the PDF gives back) from the letters fontkit stored on the glyph when it first made
 * it, and a shared face keeps the glyphs earlier documents made, including the parts of accented
 * letters its subsetter made with no letters at all. So a face is given its letters before any
 * document uses it, and every run pdfkit shapes on it is checked: a document whose runs all read
 * back as typed is byte for byte what a face of its own would have made, and any other document
 * is drawn again on faces of its own (see stationery-pdf.ts).
 */
import { readFileSync } from "node:fs";
import { create, type Font, type Glyph, type GlyphRun } from "fontkit";
import { packageFile } from "../../engine/package-files";
import { oncePerKey } from "../on-first-use";

export type FaceRole = "regular" | "semibold" | "fallback" | "cjk";

const FACE_FILES: Record<FaceRole, [packageName: string, folder: string, file: string]> = {
  regular: ["@expo-google-fonts/inter", "400Regular", "Inter_400Regular.ttf"],
  semibold: ["@expo-google-fonts/inter", "600SemiBold", "Inter_600SemiBold.ttf"],
  /** For names in scripts Inter has no letters for (Noto Sans covers far more of Unicode) ... */
  fallback: ["@expo-google-fonts/noto-sans", "400Regular", "NotoSans_400Regular.ttf"],
  /** ... and for Japanese and Chinese, which Noto Sans leaves to its CJK cousins. */
  cjk: ["@expo-google-fonts/noto-sans-jp", "400Regular", "NotoSansJP_400Regular.ttf"],
};

/** The font file for `role`, read from its package the first time it is asked for. */
export const faceFile = oncePerKey(
  (role: FaceRole): Buffer => readFileSync(packageFile(...FACE_FILES[role])),
);

function parseFace(role: FaceRole): Font {
  const parsed = create(faceFile(role));
  if ("fonts" in parsed) throw new Error(`The ${role} font file holds a collection, not one face`);
  return parsed;
}

/** Code points a font keeps for itself (Inter files its raised "+" and other alternates there). */
function isPrivateUse(code: number): boolean {
  return (code >= 0xe000 && code <= 0xf8ff) || code >= 0xf0000;
}

/**
 * Makes every glyph that stands for one letter alone, recording that letter, before a document can
 * make it some other way (the subsetter makes the "o" inside "ö" with no letters, and a later "Bob"
 * would copy out as "Bb"). Which glyph each letter maps to is read from a second parse, so that
 * asking makes no glyphs here. Left to the first text that uses them: glyphs several letters share
 * (’ and ʼ in Inter), and alternates the font also files under a private code point, which shaping
 * reaches from an ordinary letter and records as that letter.
 */
function recordLettersUpFront(face: Font, role: FaceRole): void {
  const lookup = parseFace(role);
  const lettersOfGlyph = new Map<number, number[]>();
  for (const letter of face.characterSet) {
    if (isPrivateUse(letter)) continue;
    const id = lookup.glyphForCodePoint(letter).id;
    const letters = lettersOfGlyph.get(id);
    if (letters) letters.push(letter);
    else lettersOfGlyph.set(id, [letter]);
  }
  for (const [id, letters] of lettersOfGlyph)
    if (id !== 0 && letters.length === 1) face.getGlyph(id, letters);
}

/** The process's face for `role`, parsed the first time it is asked for. */
export const sharedFace = oncePerKey((role: FaceRole): Font => {
  const face = parseFace(role);
  recordLettersUpFront(face, role);
  return face;
});

/** Whether the face for `role` has a glyph for every letter of `text` (spaces and controls aside). */
export function faceCovers(role: FaceRole, text: string): boolean {
  const face = sharedFace(role);
  return Array.from(text).every((letter) => {
    const code = letter.codePointAt(0) ?? 32;
    return code <= 0x20 || face.hasGlyphForCodePoint(code);
  });
}

function records(glyph: Glyph | undefined, letter: number): boolean {
  return glyph?.codePoints.length === 1 && glyph.codePoints[0] === letter;
}

/**
 * Whether `run`, shaped from `text` on a shared face, reads back as a face parsed for the document
 * alone would have it: one glyph per letter, each glyph recording the letter typed at its place
 * (a raised "+" before digits records its "+"), and each letter's own glyph recording that letter
 * (a fresh face makes it while shaping even when the shaping swaps it out). Ligatures, glyphs
 * several letters share and glyphs made for another letter first all fail.
 */
export function readsBackAsTyped(face: Font, text: string, run: GlyphRun): boolean {
  const letters = Array.from(text, (letter) => letter.codePointAt(0) ?? 0);
  return (
    run.glyphs.length === letters.length &&
    letters.every(
      (letter, index) =>
        records(run.glyphs[index], letter) && records(face.glyphForCodePoint(letter), letter),
    )
  );
}

/**
 * The shared face for `role` as one document sees it. pdfkit shapes every run through the face's
 * `layout`; this view hands each run on unchanged and calls `onMisread` for any run that would not
 * read back as typed. Everything else is the shared face itself.
 */
export function watchedFace(role: FaceRole, onMisread: () => void): Font {
  const face = sharedFace(role);
  const layout = (text: string, ...options: unknown[]): GlyphRun => {
    const run = face.layout(text, ...options);
    if (!readsBackAsTyped(face, text, run)) onMisread();
    return run;
  };
  return new Proxy(face, {
    get: (target, key, receiver) => (key === "layout" ? layout : Reflect.get(target, key, receiver)),
  });
}
