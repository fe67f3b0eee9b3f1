/**
 * Colours as SVG masters write them, and the arithmetic the kit needs on them: parsing, mixing
 * over a ground, WCAG relative luminance and contrast, and an uncalibrated CMYK for printers.
 */

import { linearOf, luminanceContrast, luminanceOf, luminanceOfLinear } from "../../contract/colour-contrast";
import { hslToRgb, type Rgb, rgbToHsl, toHex } from "../../engine/color";

export { type Rgb, toHex };

const NAMED: Record<string, string> = {
  black: "#000000",
  white: "#FFFFFF",
  red: "#FF0000",
  green: "#008000",
  blue: "#0000FF",
  gray: "#808080",
  grey: "#808080",
  currentcolor: "#000000",
};

/** #RGB, #RRGGBB, rgb(r,g,b) or a basic named colour; null for none, url(...) and the unknown. */
export function parseColour(value: string | undefined): Rgb | null {
  if (value === undefined) return null;
  const text = value.trim().toLowerCase();
  const named = NAMED[text];
  if (named) return parseColour(named);
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    const [, r = "0", g = "0", b = "0"] = short;
    return { r: Number.parseInt(r + r, 16), g: Number.parseInt(g + g, 16), b: Number.parseInt(b + b, 16) };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) {
    const [, r = "0", g = "0", b = "0"] = long;
    return { r: Number.parseInt(r, 16), g: Number.parseInt(g, 16), b: Number.parseInt(b, 16) };
  }
  const functional = /^rgba?\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)/.exec(text);
  if (functional) {
    const [, r = "0", g = "0", b = "0"] = functional;
    const clamp = (n: string) => Math.max(0, Math.min(255, Math.round(Number(n))));
    return { r: clamp(r), g: clamp(g), b: clamp(b) };
  }
  return null;
}

/** `amount` of `over` on top of `under` (straight alpha compositing). */
export function blend(over: Rgb, under: Rgb, amount: number): Rgb {
  const a = Math.max(0, Math.min(1, amount));
  return {
    r: over.r * a + under.r * (1 - a),
    g: over.g * a + under.g * (1 - a),
    b: over.b * a + under.b * (1 - a),
  };
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  return luminanceOf(r, g, b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  return luminanceContrast(luminance(a), luminance(b));
}

interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

/**
 * The naive (device, uncalibrated) CMYK of an sRGB colour, in whole percent. Good enough to start
 * a conversation with a printer, who will match it to their press with a proof.
 */
export function toCmyk({ r, g, b }: Rgb): Cmyk {
  const rr = r / 255;
  const gg = g / 255;
  const bb = b / 255;
  const k = 1 - Math.max(rr, gg, bb);
  if (k >= 1) return { c: 0, m: 0, y: 0, k: 100 };
  const part = (value: number) => Math.round(((1 - value - k) / (1 - k)) * 100);
  return { c: part(rr), m: part(gg), y: part(bb), k: Math.round(k * 100) };
}

/** CIE L*a*b* (D65) of an sRGB colour, for "do these two colours look different". */
export function toLab(rgb: Rgb): [number, number, number] {
  const r = linearOf(rgb.r);
  const g = linearOf(rgb.g);
  const b = linearOf(rgb.b);
  const x = (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047;
  const y = luminanceOfLinear(r, g, b);
  const z = (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIE76 colour difference. */
export function deltaE(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = toLab(a);
  const [l2, a2, b2] = toLab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** The colour with its hue turned by `degrees` (HSL), for a "wrong colours" example. */
export function rotateHue(rgb: Rgb, degrees: number): Rgb {
  const hsl = rgbToHsl(rgb);
  if (hsl.s === 0) return rgb;
  return hslToRgb({ ...hsl, h: hsl.h + degrees });
}

/** Chroma, 0..1: how colourful a colour looks (a dark navy is less colourful than a bright blue). */
export function chroma({ r, g, b }: Rgb): number {
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
}
