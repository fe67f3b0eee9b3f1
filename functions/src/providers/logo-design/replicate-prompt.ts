import type { DirectionSpec, SymbolDescription } from "../../engine";
import { describeSymbol } from "../../engine";

/**
 * Writes the image-model prompt from a direction. Image models garble lettering, so the prompt
 * asks for the symbol alone, on plain white, and forbids text; the provider sets the brand name
 * itself in a real font. A vector model is asked for a few flat shapes: its answer is drawn as
 * the logo's own vector artwork, where fine detail and texture only add paths.
 */

/** What draws the symbol: a raster model (flux) answers pixels, a vector model answers SVG. */
export type SymbolMedium = "raster" | "vector";

const STYLE_WORDS: Record<SymbolDescription["iconStyle"], string> = {
  solid: "flat solid shapes",
  duotone: "flat two-tone shapes",
  line: "clean monoline line art with even stroke weight",
};

const VECTOR_STYLE_WORDS: Record<SymbolDescription["iconStyle"], string> = {
  solid: "built from a few bold solid shapes",
  duotone: "built from a few solid shapes in two tones",
  line: "drawn with a few clean lines of even stroke weight",
};

export function writeSymbolPrompt(spec: DirectionSpec, variant: number, medium: SymbolMedium): string {
  const symbol = describeSymbol(spec, variant);
  const moods = symbol.moods.join(", ");
  const palette = `${symbol.paletteDescriptor} colour palette (${symbol.colours.join(", ")})`;
  if (medium === "vector") {
    return [
      `A flat vector logo symbol: ${symbol.subject}.`,
      `${moods || "modern"} style, ${VECTOR_STYLE_WORDS[symbol.iconStyle]}, ${palette}.`,
      "Single centred icon, simple and bold, no gradients, no shadows, no texture, no background.",
      "No text, no letters, no words, no numbers, no watermark.",
    ].join(" ");
  }
  return [
    `A professional vector logo symbol: ${symbol.subject}.`,
    `${moods || "modern"} style, ${STYLE_WORDS[symbol.iconStyle]}, ${palette}.`,
    "Single centred icon, generous margin, pure white background, no shadow, no gradient background, no mockup.",
    "No text, no letters, no words, no numbers, no watermark.",
  ].join(" ");
}
