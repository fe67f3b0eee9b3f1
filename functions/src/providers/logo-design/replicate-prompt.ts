import type { DirectionSpec, SymbolDescription } from "../../engine";
import { describeSymbol } from "../../engine";

/**
 * Writes the image-model prompt from a direction. Diffusion models garble lettering, so the
 * prompt asks for the symbol alone, on plain white, and forbids text; the provider sets the
 * brand name itself in a real font.
 */
const STYLE_WORDS: Record<SymbolDescription["iconStyle"], string> = {
  solid: "flat solid shapes",
  duotone: "flat two-tone shapes",
  line: "clean monoline line art with even stroke weight",
};

export function writeSymbolPrompt(spec: DirectionSpec, variant: number): string {
  const symbol = describeSymbol(spec, variant);
  const moods = symbol.moods.join(", ");
  return [
    `A professional vector logo symbol: ${symbol.subject}.`,
    `${moods || "modern"} style, ${STYLE_WORDS[symbol.iconStyle]}, ${symbol.paletteDescriptor} colour palette (${symbol.colours.join(", ")}).`,
    "Single centred icon, generous margin, pure white background, no shadow, no gradient background, no mockup.",
    "No text, no letters, no words, no numbers, no watermark.",
  ].join(" ");
}
