import type { FontChoice } from "../font-family";
import { getFontFamily } from "../fonts";
import { type Box, boxWidth, EMPTY_BOX, toPathData, translateScale, unionBox } from "../path-geometry";
import { normaliseText, type ShapedLine, shapeLine } from "../text-outline";

/**
 * Fits a name into a box: shrink first, then wrap at spaces into balanced lines, never clip.
 * Sizes are computed from ink, not advance widths, so swashes and overhangs stay inside.
 */
export interface TextStyle {
  font: FontChoice;
  /** Letter-spacing in em. */
  tracking: number;
  /** Baseline-to-baseline distance in em. */
  leading?: number;
}

export interface TextBlock {
  lines: ShapedLine[];
  size: number;
  leading: number;
  style: TextStyle;
}

interface FitOptions {
  /** Preferred font size in px (the block never grows past it). */
  size: number;
  maxWidth: number;
  maxHeight?: number;
  maxLines?: number;
}

/** Horizontal ink extent of a line in em, overhangs included. */
function lineExtent(line: ShapedLine): number {
  return Math.max(line.width, line.ink.x2) - Math.min(0, line.ink.x1);
}

function defaultLeading(style: TextStyle): number {
  if (style.leading) return style.leading;
  return getFontFamily(style.font.family).category === "script" ? 1.25 : 1.12;
}

/** Splits words into `count` lines minimising the widest line (word widths are summed). */
function balancedLines(words: string[], count: number, style: TextStyle): string[] {
  const widths = words.map((w) => shapeLine(w, style.font, style.tracking).width);
  const space =
    shapeLine("a a", style.font, style.tracking).width - 2 * shapeLine("a", style.font, style.tracking).width;
  const n = words.length;
  const span = (i: number, j: number) => {
    let total = 0;
    for (let k = i; k < j; k++) total += widths[k] as number;
    return total + Math.max(0, j - i - 1) * space;
  };
  // best[k][j]: smallest possible widest line when words[0..j) go on k lines.
  const best: number[][] = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const cut: number[][] = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(0));
  (best[0] as number[])[0] = 0;
  for (let k = 1; k <= count; k++) {
    for (let j = 1; j <= n; j++) {
      for (let i = k - 1; i < j; i++) {
        const candidate = Math.max((best[k - 1] as number[])[i] as number, span(i, j));
        if (candidate < ((best[k] as number[])[j] as number)) {
          (best[k] as number[])[j] = candidate;
          (cut[k] as number[])[j] = i;
        }
      }
    }
  }
  const lines: string[] = [];
  let end = n;
  for (let k = count; k >= 1; k--) {
    const start = (cut[k] as number[])[end] as number;
    lines.unshift(words.slice(start, end).join(" "));
    end = start;
  }
  return lines;
}

/** The text broken into `count` balanced lines (fewer when it has fewer words), shaped. */
export function shapeLines(rawText: string, style: TextStyle, count: number): ShapedLine[] {
  const text = normaliseText(rawText);
  const words = text.split(" ").filter((w) => w.length > 0);
  const lines =
    count <= 1 || words.length <= 1 ? [text] : balancedLines(words, Math.min(count, words.length), style);
  return lines.map((t) => shapeLine(t, style.font, style.tracking));
}

export function widestExtent(lines: readonly ShapedLine[]): number {
  return Math.max(...lines.map(lineExtent), 0.01);
}

/** Below this share of the preferred size a name is worth breaking onto another line. */
const WRAP_THRESHOLD = 0.7;

export function fitText(rawText: string, style: TextStyle, options: FitOptions): TextBlock {
  const text = normaliseText(rawText);
  const words = text.split(" ").filter((w) => w.length > 0);
  const leading = defaultLeading(style);
  const maxLines = Math.max(1, Math.min(options.maxLines ?? 3, words.length));
  let best: { lines: ShapedLine[]; size: number } | undefined;
  for (let count = 1; count <= maxLines; count++) {
    const lines = shapeLines(text, style, count);
    const capHeight = lines[0]?.capHeight ?? 0.7;
    const heightEm = capHeight + (lines.length - 1) * leading + 0.25;
    const size = Math.min(
      options.size,
      options.maxWidth / widestExtent(lines),
      options.maxHeight ? options.maxHeight / heightEm : Number.POSITIVE_INFINITY,
    );
    // Take the fewest lines that keep the name near its preferred size; otherwise the largest.
    if (size >= options.size * WRAP_THRESHOLD) return { lines, size, leading, style };
    if (!best || size > best.size * 1.04) best = { lines, size };
  }
  const result = best ?? { lines: [shapeLine(text, style.font, style.tracking)], size: options.size };
  return { lines: result.lines, size: result.size, leading, style };
}

interface BlockMetrics {
  /** Widest line's ink width in px. */
  width: number;
  /** Distance from the first baseline up to cap height, px. */
  capHeight: number;
  /** Distance from the first baseline to the last, px. */
  baselineSpan: number;
  /** Ink above the first baseline and below the last baseline, px (ascenders, accents, descenders). */
  inkAbove: number;
  inkBelow: number;
}

export function measureBlock(block: TextBlock): BlockMetrics {
  const { lines, size, leading } = block;
  const first = lines[0];
  const last = lines[lines.length - 1];
  return {
    width: Math.max(...lines.map((l) => boxWidth(l.ink)), 0) * size,
    capHeight: (first?.capHeight ?? 0.7) * size,
    baselineSpan: (lines.length - 1) * leading * size,
    inkAbove: Math.max(0, -(first?.ink.y1 ?? 0)) * size,
    inkBelow: Math.max(0, last?.ink.y2 ?? 0) * size,
  };
}

type Align = "left" | "center" | "right";

/**
 * Draws the block with its first baseline at `baseline`. For `left`, `x` is where the ink starts;
 * for `center`, the ink centre; for `right`, where the ink ends.
 */
export function drawBlock(block: TextBlock, x: number, baseline: number, align: Align, fill: string): string {
  const paths = block.lines.map((line, i) => {
    const y = baseline + i * block.leading * block.size;
    const inkLeft = line.ink.x1 * block.size;
    const inkWidth = boxWidth(line.ink) * block.size;
    const originX =
      align === "left"
        ? x - inkLeft
        : align === "center"
          ? x - inkLeft - inkWidth / 2
          : x - inkLeft - inkWidth;
    return toPathData(translateScale(line.commands, originX, y, block.size));
  });
  return `<path d="${paths.join("")}" fill="${fill}"/>`;
}

/** Ink box in px of a block drawn by `drawBlock` with the same arguments. */
export function blockBox(block: TextBlock, x: number, baseline: number, align: Align): Box {
  let box: Box = EMPTY_BOX;
  block.lines.forEach((line, i) => {
    const y = baseline + i * block.leading * block.size;
    const width = boxWidth(line.ink) * block.size;
    const left = align === "left" ? x : align === "center" ? x - width / 2 : x - width;
    box = unionBox(box, {
      x1: left,
      y1: y + line.ink.y1 * block.size,
      x2: left + width,
      y2: y + line.ink.y2 * block.size,
    });
  });
  return box;
}
