import type { FontChoice } from "../font-family";
import { boxHeight, boxWidth, fmt, toPathData, translateScale } from "../path-geometry";
import { normaliseText, shapeLine } from "../text-outline";

/**
 * Monograms built from the brand's initials, set in the direction's display face and drawn as
 * outlines. They give a name-led brand a mark that is unmistakably its own.
 */
export const MONOGRAM_STYLES = ["circle", "ring", "square", "interlock", "hexagon"] as const;
export type MonogramStyle = (typeof MONOGRAM_STYLES)[number];

const SKIPPED_WORDS = new Set(["&", "and", "the", "of", "a", "an", "+", "-", "et", "und", "y"]);

/**
 * Made on first use: building one costs about 10 ms, which a worker that never sets a monogram
 * (an export's files run loads this module to draw masters) does not pay.
 */
let graphemes: Intl.Segmenter | undefined;

/**
 * A word's first letter in reading order, with the marks that belong to it: Devanagari 'सू' keeps
 * its vowel sign, Thai 'ร้' its tone mark (a bare consonant would be another letter to a reader).
 */
function firstLetter(word: string): string {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  for (const { segment } of graphemes.segment(word)) if (/[\p{L}\p{N}]/u.test(segment)) return segment;
  return "";
}

/** One or two initials: first letters of the first two meaningful words, upper-cased. */
export function initialsOf(brandName: string): string {
  const words = normaliseText(brandName)
    .split(/[\s\-_/]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const meaningful = words.filter((w) => !SKIPPED_WORDS.has(w.toLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  const letters = chosen.map(firstLetter).filter((letter) => letter !== "");
  // Scripts without case (Arabic, Hebrew, Indic, Thai, Hangul, CJK) take one initial: two
  // caseless letters side by side read as a word, not as initials.
  const first = letters[0] ?? "";
  if (first && first.toUpperCase() === first.toLowerCase() && /\p{L}/u.test(first)) return first;
  return letters.join("").toUpperCase();
}

interface MonogramColors {
  main: string;
  second: string;
  ground: string;
  /** Letters on a filled shape. */
  onMain: string;
}

function hexagonPath(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i - 90) * Math.PI) / 180;
    return `${fmt(cx + r * Math.cos(a))} ${fmt(cy + r * Math.sin(a))}`;
  });
  return `M${points.join("L")}Z`;
}

/** Letters scaled so their ink fills `targetHeight` (or `maxWidth`), centred on (cx, cy). */
function letterPath(
  text: string,
  font: FontChoice,
  cx: number,
  cy: number,
  targetHeight: number,
  maxWidth: number,
) {
  const line = shapeLine(text, font, 0.02);
  const inkW = boxWidth(line.ink) || 1;
  const inkH = boxHeight(line.ink) || 1;
  const scale = Math.min(targetHeight / inkH, maxWidth / inkW);
  const dx = cx - ((line.ink.x1 + line.ink.x2) / 2) * scale;
  const dy = cy - ((line.ink.y1 + line.ink.y2) / 2) * scale;
  return { d: toPathData(translateScale(line.commands, dx, dy, scale)), line, scale };
}

/** Markup in a 0..1000 square. */
export function drawMonogram(
  brandName: string,
  style: MonogramStyle,
  font: FontChoice,
  colors: MonogramColors,
): { markup: string; letters: string; letterColor: string; letterGround: string } {
  const letters = initialsOf(brandName) || "•";
  const count = Array.from(letters).length;
  switch (style) {
    case "circle": {
      const { d } = letterPath(letters, font, 500, 500, count > 1 ? 380 : 440, 640);
      return {
        markup: `<circle cx="500" cy="500" r="490" fill="${colors.main}"/><path d="${d}" fill="${colors.onMain}"/>`,
        letters,
        letterColor: colors.onMain,
        letterGround: colors.main,
      };
    }
    case "ring": {
      const { d } = letterPath(letters, font, 500, 500, count > 1 ? 360 : 420, 600);
      return {
        markup: `<circle cx="500" cy="500" r="468" fill="none" stroke="${colors.main}" stroke-width="44"/><circle cx="500" cy="500" r="404" fill="none" stroke="${colors.second}" stroke-width="10"/><path d="${d}" fill="${colors.main}"/>`,
        letters,
        letterColor: colors.main,
        letterGround: colors.ground,
      };
    }
    case "square": {
      const { d } = letterPath(letters, font, 500, 500, count > 1 ? 380 : 450, 660);
      return {
        markup: `<rect x="20" y="20" width="960" height="960" rx="220" fill="${colors.main}"/><circle cx="800" cy="800" r="58" fill="${colors.second}"/><path d="${d}" fill="${colors.onMain}"/>`,
        letters,
        letterColor: colors.onMain,
        letterGround: colors.main,
      };
    }
    case "hexagon": {
      const { d } = letterPath(letters, font, 500, 510, count > 1 ? 330 : 400, 560);
      return {
        markup: `<path d="${hexagonPath(500, 500, 500)}" fill="${colors.main}" stroke="${colors.main}" stroke-width="40" stroke-linejoin="round"/><path d="${d}" fill="${colors.onMain}"/>`,
        letters,
        letterColor: colors.onMain,
        letterGround: colors.main,
      };
    }
    case "interlock": {
      const chars = Array.from(letters);
      if (chars.length < 2) {
        const { d } = letterPath(letters, font, 470, 520, 620, 700);
        return {
          markup: `<circle cx="640" cy="360" r="300" fill="${colors.second}"/><path d="${d}" fill="${colors.main}" stroke="${colors.ground}" stroke-width="28" paint-order="stroke" stroke-linejoin="round"/>`,
          letters,
          letterColor: colors.main,
          letterGround: colors.ground,
        };
      }
      const first = letterPath(chars[0] as string, font, 380, 440, 560, 560);
      const second = letterPath(chars[1] as string, font, 620, 560, 560, 560);
      return {
        markup: `<path d="${first.d}" fill="${colors.main}"/><path d="${second.d}" fill="${colors.second}" stroke="${colors.ground}" stroke-width="30" paint-order="stroke" stroke-linejoin="round"/>`,
        letters,
        letterColor: colors.main,
        letterGround: colors.ground,
      };
    }
  }
}
