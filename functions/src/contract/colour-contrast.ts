/**
 * Luminance and contrast as WCAG 2 defines them: the one implementation behind every contrast in
 * Markery (the editor's instant warning in the browser, the engine's palettes, the kit's health
 * check, the score's ink contrast, the scenes' light and dark). Kept in the contract so the web
 * and the functions judge a colour pair the same way.
 */

/** An sRGB channel (0 to 255) made linear. */
function linearChannel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The 256 byte values worked out once: the health check and the scores ask for them per pixel. */
const LINEAR_BYTES = Float64Array.from({ length: 256 }, (_, value) => linearChannel(value));

/** An sRGB channel (0 to 255) made linear; whole byte values come from a table. */
export function linearOf(value: number): number {
  return Number.isInteger(value) && value >= 0 && value <= 255
    ? (LINEAR_BYTES[value] ?? linearChannel(value))
    : linearChannel(value);
}

/** Relative luminance of three linear channels (also the Y of CIE XYZ). */
export function luminanceOfLinear(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Relative luminance of three sRGB channels (0 to 255). */
export function luminanceOf(r: number, g: number, b: number): number {
  return luminanceOfLinear(linearOf(r), linearOf(g), linearOf(b));
}

/** The contrast ratio (1 to 21) of two relative luminances. */
export function luminanceContrast(la: number, lb: number): number {
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function hexLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return luminanceOf((value >> 16) & 255, (value >> 8) & 255, value & 255);
}

/** WCAG contrast ratio of two #RRGGBB colours (1 to 21), for the editor's instant warning. */
export function contrastRatio(a: string, b: string): number {
  return luminanceContrast(hexLuminance(a), hexLuminance(b));
}
