/**
 * fontkit (the font parser pdfkit is built on) ships no types; these are the parts the stationery
 * uses. pdfkit 0.20 takes an already-parsed fontkit face wherever it takes a font file, which
 * @types/pdfkit 0.17 does not know yet.
 */
declare module "fontkit" {
  export interface Glyph {
    id: number;
    /** The letters fontkit recorded for the glyph when it first made it; pdfkit's ToUnicode map. */
    codePoints: number[];
  }

  export interface GlyphRun {
    glyphs: Glyph[];
  }

  export interface Font {
    postscriptName: string;
    /** Every code point the face's cmap maps to a glyph. */
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    getGlyph(id: number, codePoints?: number[]): Glyph;
    layout(text: string, ...options: unknown[]): GlyphRun;
  }

  export interface FontCollection {
    fonts: Font[];
  }

  export function create(data: Uint8Array, postscriptName?: string): Font | FontCollection;
}

declare namespace PDFKit.Mixins {
  interface PDFFont {
    registerFont(name: string, src: import("fontkit").Font): this;
  }
}
