import type { FontChoice } from "../font-family";
import { boxHeight, boxWidth, toPathData, translateScale } from "../path-geometry";
import { shapeLine } from "../text-outline";
import { type Coverage, coverageOf } from "./coverage";

/**
 * Letters as shapes for lettermarks: outlined in the direction's face, scaled so their ink fits
 * a box, and measured (where their ink lies, where the room beside them is) like any motif.
 */

interface PlacedLetters {
  /** Outline path data in the 1000-unit square. */
  d: string;
}

/** Letters centred on (cx, cy), their ink `height` tall or `maxWidth` wide, whichever is smaller. */
export function placeLetters(
  text: string,
  font: FontChoice,
  cx: number,
  cy: number,
  height: number,
  maxWidth: number,
  tracking = 0.02,
): PlacedLetters {
  const line = shapeLine(text, font, tracking);
  const inkW = boxWidth(line.ink) || 1;
  const inkH = boxHeight(line.ink) || 1;
  const scale = Math.min(height / inkH, maxWidth / inkW);
  const dx = cx - ((line.ink.x1 + line.ink.x2) / 2) * scale;
  const dy = cy - ((line.ink.y1 + line.ink.y2) / 2) * scale;
  return { d: toPathData(translateScale(line.commands, dx, dy, scale)) };
}

/** The letters filling the square (for finding the room in and beside them). */
export function letterCoverage(text: string, font: FontChoice): Coverage {
  const placed = placeLetters(text, font, 500, 500, 1000, 1000);
  return coverageOf(`letters|${text}|${font.family}|${font.weight}`, `<path d="${placed.d}"/>`);
}
