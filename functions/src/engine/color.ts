/**
 * Colour arithmetic and the WCAG contrast rules every text/background pair must meet.
 */
import { luminanceContrast, luminanceOf } from "../contract/colour-contrast";

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** WCAG 2.x AA for normal text; logos often use small taglines, so we hold every text to it. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG non-text contrast: symbols must still read against their background. */
export const MIN_GRAPHIC_CONTRAST = 3;

function parseHex(hex: string): Rgb {
  const clean = hex.replace("#", "");
  const full =
    clean.length === 3
      ? clean
          .split("")
          .map((c) => c + c)
          .join("")
      : clean;
  const value = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(value)) throw new Error(`Not a hex colour: ${hex}`);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: channel(hue + 1 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1 / 3) * 255 };
}

export function lightnessOf(hex: string): number {
  return rgbToHsl(parseHex(hex)).l;
}

/** Linear blend in sRGB; amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return luminanceOf(r, g, b);
}

export function contrastRatio(a: string, b: string): number {
  return luminanceContrast(relativeLuminance(a), relativeLuminance(b));
}

export function isDark(hex: string): boolean {
  return relativeLuminance(hex) < 0.18;
}

/**
 * Returns `foreground` moved in lightness (hue and saturation kept) just far enough to reach
 * `minRatio` against `background`, so brand colours stay recognisable while staying legible.
 */
export function ensureContrast(foreground: string, background: string, minRatio: number): string {
  if (contrastRatio(foreground, background) >= minRatio) return foreground;
  const hsl = rgbToHsl(parseHex(foreground));
  const towardsDark = !isDark(background);
  for (let step = 1; step <= 50; step++) {
    const l = towardsDark ? hsl.l - step * 0.02 : hsl.l + step * 0.02;
    const candidate = toHex(hslToRgb({ ...hsl, l: Math.min(1, Math.max(0, l)) }));
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towardsDark ? "#000000" : "#FFFFFF";
}

/** The first candidate that meets the ratio; otherwise the best one pushed until it does. */
export function pickReadable(candidates: readonly string[], background: string, minRatio: number): string {
  for (const candidate of candidates) {
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  const best = [...candidates].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background))[0];
  return ensureContrast(best ?? "#000000", background, minRatio);
}
