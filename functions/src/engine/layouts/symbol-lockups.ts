import { type ShapedLine, shapeLine } from "../text-outline";
import { CENTER, CONTENT, type LayoutInput } from "./layout-types";
import {
  blockBox,
  drawBlock,
  fitText,
  measureBlock,
  shapeLines,
  type TextBlock,
  widestExtent,
} from "./text-block";

/**
 * Lockups of a symbol and the name: stacked (symbol above), inline (symbol left) and the
 * monogram lockup (a large monogram over a quieter, tracked name).
 */

function capEm(input: LayoutInput, which: "name" | "tagline"): number {
  const style = which === "name" ? input.nameStyle : input.taglineStyle;
  return shapeLine("H", style.font, 0).capHeight;
}

function taglineBlock(input: LayoutInput, capPx: number, maxWidth: number): TextBlock {
  return fitText(input.tagline, input.taglineStyle, {
    size: capPx / capEm(input, "tagline"),
    maxWidth,
    maxLines: 1,
  });
}

interface StackedOptions {
  symbolSize: number;
  nameCap: number;
  withTagline: boolean;
}

export function layoutStacked(input: LayoutInput, options: StackedOptions): void {
  const { doc, colors } = input;
  const name = fitText(input.name, input.nameStyle, {
    size: options.nameCap / capEm(input, "name"),
    maxWidth: CONTENT,
    maxHeight: 320,
    maxLines: 4,
  });
  const nm = measureBlock(name);
  const tag = options.withTagline
    ? taglineBlock(input, Math.max(18, Math.min(28, nm.capHeight * 0.34)), CONTENT * 0.9)
    : null;
  const tm = tag ? measureBlock(tag) : null;

  const gapToName = Math.max(44, nm.capHeight * 0.62) + Math.max(0, nm.inkAbove - nm.capHeight);
  const gapToTag = tm ? nm.inkBelow * 0.6 + Math.max(30, nm.capHeight * 0.5) : 0;
  const textHeight = nm.capHeight + nm.baselineSpan + (tm ? gapToTag + tm.capHeight : 0);
  const symbolSize = Math.max(150, Math.min(options.symbolSize, CONTENT - textHeight - gapToName));
  const total = symbolSize + gapToName + textHeight;
  // Optical centre sits a little above the geometric one.
  const top = (1024 - total) / 2 - 10;

  if (input.symbol) {
    doc.add(input.symbol.draw(doc, CENTER - symbolSize / 2, top, symbolSize, colors, "background"));
    doc.region("symbol", {
      x1: CENTER - symbolSize / 2,
      y1: top,
      x2: CENTER + symbolSize / 2,
      y2: top + symbolSize,
    });
  }
  const baseline = top + symbolSize + gapToName + nm.capHeight;
  doc.add(drawBlock(name, CENTER, baseline, "center", input.nameColor), "name");
  doc.region("name", blockBox(name, CENTER, baseline, "center"));
  doc.check("name", input.nameColor, colors.background);
  if (tag && tm) {
    doc.add(
      drawBlock(tag, CENTER, baseline + nm.baselineSpan + gapToTag + tm.capHeight, "center", colors.muted),
      "tagline",
    );
    doc.check("tagline", colors.muted, colors.background);
  }
}

/**
 * Symbol left of the name. Symbol height follows the text block (about twice the cap height for
 * one line), and the whole lockup is sized as one unit to fill the width, wrapping long names.
 */
export function layoutInline(input: LayoutInput, withTagline: boolean): void {
  const { doc, colors } = input;
  const symbol = input.symbol;
  const style = input.nameStyle;
  const leading = style.leading ?? 1.12;
  const maxCap = 92;
  const maxWidth = CONTENT - 20;
  const inkRatio = symbol ? symbol.inkWidth : 0;
  const words = input.name.trim().split(/\s+/).length;
  let chosen: { lines: ShapedLine[]; size: number; symbolEm: number; gapEm: number } | undefined;
  for (let count = 1; count <= Math.min(3, words); count++) {
    const lines = shapeLines(input.name, style, count);
    const capEm = lines[0]?.capHeight ?? 0.7;
    const tagEm = withTagline ? capEm * 0.3 + capEm * 0.5 : 0;
    const textEm = capEm + (lines.length - 1) * leading + tagEm;
    const symbolEm = symbol ? Math.max(capEm * 2.1, textEm * 1.25) : 0;
    const gapEm = symbol ? capEm * 0.55 : 0;
    const size = Math.min(
      maxCap / capEm,
      maxWidth / (symbolEm * inkRatio + gapEm + widestExtent(lines)),
      300 / Math.max(symbolEm, textEm),
    );
    const enough = size * capEm >= maxCap * 0.62;
    if (!chosen || size > chosen.size * 1.1 || (enough && count === 1))
      chosen = { lines, size, symbolEm, gapEm };
    if (enough) break;
  }
  if (!chosen) return;
  // A long name beside a symbol gets too small to read; stack it under the symbol instead.
  if ((chosen.lines[0]?.capHeight ?? 0.7) * chosen.size < 40) {
    layoutStacked(input, { symbolSize: 300, nameCap: 60, withTagline });
    return;
  }
  const name: TextBlock = { lines: chosen.lines, size: chosen.size, leading, style };
  const nm = measureBlock(name);
  const tag = withTagline
    ? taglineBlock(input, Math.max(16, Math.min(26, nm.capHeight * 0.3)), CONTENT)
    : null;
  const tm = tag ? measureBlock(tag) : null;
  const gapToTag = tm ? nm.inkBelow * 0.6 + Math.max(20, nm.capHeight * 0.42) : 0;
  const textHeight = nm.capHeight + nm.baselineSpan + (tm ? gapToTag + tm.capHeight : 0);
  const symbolSize = chosen.symbolEm * chosen.size;
  const gap = chosen.gapEm * chosen.size;
  const symbolInkWidth = symbolSize * inkRatio;
  const textWidth = Math.max(nm.width, tm?.width ?? 0);
  const groupWidth = symbolInkWidth + gap + textWidth;
  const left = (1024 - groupWidth) / 2;
  // A right-to-left name is mirrored: the symbol leads on the right and the text ends beside it.
  const rtl = chosen.lines[0]?.rtl ?? false;
  const symbolLeft = rtl ? left + groupWidth - symbolInkWidth : left;
  if (symbol) {
    const squareLeft = symbolLeft - (symbolSize - symbolInkWidth) / 2;
    doc.add(symbol.draw(doc, squareLeft, CENTER - symbolSize / 2, symbolSize, colors, "background"));
    doc.region("symbol", {
      x1: symbolLeft,
      y1: CENTER - symbolSize / 2,
      x2: symbolLeft + symbolInkWidth,
      y2: CENTER + symbolSize / 2,
    });
  }
  const align = rtl ? "right" : "left";
  const textEdge = rtl ? symbolLeft - gap : left + symbolInkWidth + gap;
  const firstBaseline = CENTER - textHeight / 2 + nm.capHeight;
  doc.add(drawBlock(name, textEdge, firstBaseline, align, input.nameColor), "name");
  doc.region("name", blockBox(name, textEdge, firstBaseline, align));
  doc.check("name", input.nameColor, colors.background);
  if (tag && tm) {
    doc.add(
      drawBlock(
        tag,
        textEdge,
        firstBaseline + nm.baselineSpan + gapToTag + tm.capHeight,
        align,
        colors.muted,
      ),
      "tagline",
    );
    doc.check("tagline", colors.muted, colors.background);
  }
}

export function layoutMonogram(input: LayoutInput, withTagline: boolean): void {
  layoutStacked(
    { ...input, nameStyle: { ...input.nameStyle, tracking: Math.max(input.nameStyle.tracking, 0.06) } },
    { symbolSize: 380, nameCap: 62, withTagline },
  );
}
