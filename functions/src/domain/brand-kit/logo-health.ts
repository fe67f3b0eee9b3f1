/**
 * The logo health check: pass or warn, and why, from what the brand kit maker
 * measured. The criteria (README.md beside this file, 'Logo health check'):
 *
 * - Legibility at 16, 32 and 64 px: the symbol alone fitted into the square, and the name as it
 *   stands in the full logo fitted into the square. It passes when 90% of its lines are at
 *   least 1 px thick and 90% of its small spaces (counters, gaps between letters) at least 1 px
 *   wide: thinner lines turn to grey blur and narrower gaps close up. A name also needs letters
 *   at least 6 px tall, the smallest pixel fonts people can read.
 * - Contrast of the full-color files made for light and for dark grounds, each on its ground (white,
 *   black): the logo's edge must reach 3:1 (WCAG's minimum for graphics) along 90% of its length,
 *   and the name's own color 4.5:1 (WCAG AA for text) against what it sits on.
 * - The maskable app icon at 48 px, the size a launcher draws it on a basic screen: its art is
 *   kept inside the safe circle, so it is judged at the smaller size it is drawn at.
 * - One color: the black and reversed versions must keep 90% of the design's clear edges
 *   (edges of 3:1 or more in full color): shapes told apart only by color merge otherwise.
 */
import { HEALTH_CHECK_TEXT, type LogoHealth, type LogoHealthCheck } from "../../contract";
import type { LogoAnalysis } from "../ports/brand-kit-maker";
import {
  FAVICON_SIZES,
  iconPart,
  type KitShape,
  MASKABLE_CHECK_SIZE,
  MASKABLE_ICON_SIZE,
  pngFileName,
  vectorFileName,
} from "./kit-files";

const HEALTH_SIZES = [16, 32, 64] as const;
export const MIN_STROKE_PX = 1;
export const MIN_GAP_PX = 1;
export const MIN_LETTER_PX = 6;
export const MIN_CONTRAST = 3;
/** The name is text: it needs WCAG AA's 4.5:1 on the ground its file is made for. */
export const MIN_NAME_CONTRAST = 4.5;
const MIN_ONE_COLOUR_KEPT = 0.9;
/** Print: letters of about 6 pt type and lines no finer than a press holds. */
const MIN_PRINT_LETTER_MM = 1.5;
const MIN_PRINT_STROKE_MM = 0.1;

const HEALTH_CRITERIA = HEALTH_CHECK_TEXT.criteria;
const {
  legibility: LEGIBILITY,
  contrast: CONTRAST,
  oneColour: ONE_COLOUR,
  minimum: MINIMUM,
} = HEALTH_CHECK_TEXT;

/** The smallest display size (px) at which a measured subject passes; null when nothing limits it. */
export function smallestLegibleSize(measure: LogoAnalysis["legibility"][number]): number | null {
  const needs: number[] = [];
  if (measure.stroke !== null && measure.stroke > 0)
    needs.push((MIN_STROKE_PX * measure.fittedLength) / measure.stroke);
  if (measure.gap !== null && measure.gap > 0) needs.push((MIN_GAP_PX * measure.fittedLength) / measure.gap);
  if (measure.letter !== null && measure.letter > 0)
    needs.push((MIN_LETTER_PX * measure.fittedLength) / measure.letter);
  return needs.length > 0 ? Math.ceil(Math.max(...needs)) : null;
}

/** The largest size the favicon and small icons are drawn at: from the symbol's small form. */
const SMALL_FORM_UP_TO = Math.max(...FAVICON_SIZES);

/**
 * The drawing a subject is judged by at `size`: the symbol's small form at icon sizes, when the
 * design has one, since that is what the favicon shows; otherwise the subject as measured.
 */
function judgedAt(
  measure: LogoAnalysis["legibility"][number],
  size: number,
): { measure: LogoAnalysis["legibility"][number]; smallForm: boolean } {
  if (measure.subject === "symbol" && measure.small && size <= SMALL_FORM_UP_TO)
    return { measure: { ...measure.small, subject: "symbol", letter: null }, smallForm: true };
  return { measure, smallForm: false };
}

function shapeOf(analysis: LogoAnalysis, stem: string): KitShape {
  return { stem, source: analysis.source, hasSymbol: analysis.hasSymbol, hasWordmark: analysis.hasWordmark };
}

/** What keeps a measure from being legible when its fitted length is drawn `displayed` px long. */
function legibilityAt(
  measure: LogoAnalysis["legibility"][number],
  displayed: number,
): { problems: string[]; measured: string } {
  const scale = displayed / measure.fittedLength;
  const stroke = measure.stroke === null ? null : measure.stroke * scale;
  const gap = measure.gap === null ? null : measure.gap * scale;
  const letter = measure.letter === null ? null : measure.letter * scale;
  const problems: string[] = [];
  if (letter !== null && letter < MIN_LETTER_PX)
    problems.push(LEGIBILITY.lettersTooSmall(letter, MIN_LETTER_PX));
  if (stroke !== null && stroke < MIN_STROKE_PX) problems.push(LEGIBILITY.linesTooThin(stroke));
  if (gap !== null && gap < MIN_GAP_PX) problems.push(LEGIBILITY.gapsTooNarrow(gap));
  return { problems, measured: LEGIBILITY.measured(letter, stroke, gap) };
}

function legibilityChecks(analysis: LogoAnalysis, stem: string): LogoHealthCheck[] {
  const checks: LogoHealthCheck[] = [];
  const symbol = analysis.legibility.find((measure) => measure.subject === "symbol");
  for (const subject of analysis.legibility) {
    for (const size of HEALTH_SIZES) {
      const { measure, smallForm } = judgedAt(subject, size);
      const { problems, measured } = legibilityAt(measure, size);
      let suggestion: string | null = null;
      let suggestedFile: string | null = null;
      if (problems.length > 0) {
        const smallest = smallestLegibleSize(measure);
        const iconFile = size <= 48 ? "web/favicon.ico" : pngFileName(stem, "symbol", 256);
        if (measure.subject !== "symbol" && symbol) {
          suggestedFile = iconFile;
          const symbolSmallest = smallestLegibleSize(judgedAt(symbol, size).measure);
          suggestion =
            symbolSmallest === null || symbolSmallest <= size
              ? LEGIBILITY.useSymbolAlone(size, iconFile)
              : LEGIBILITY.symbolClearestFrom(size, iconFile, symbolSmallest);
        } else if (measure.subject === "symbol") {
          suggestedFile = "web/favicon.ico";
          suggestion = smallest ? LEGIBILITY.symbolClearFrom(smallest) : null;
        } else if (smallest) {
          suggestedFile = pngFileName(stem, "logo", 256, analysis.source === "vector" ? "light" : null);
          suggestion = LEGIBILITY.showLogoFrom(smallest, suggestedFile);
        }
      }
      const shown = smallForm ? "small-symbol" : measure.subject;
      checks.push({
        id: `legibility-${measure.subject}-${size}`,
        kind: "legibility",
        subject: measure.subject,
        size,
        ground: null,
        status: problems.length === 0 ? "pass" : "warn",
        measured,
        reason:
          problems.length === 0
            ? LEGIBILITY.passes(shown, size, measured)
            : LEGIBILITY.warns(shown, size, problems),
        suggestion,
        suggestedFile,
        image: measure.images[size] ?? null,
      });
    }
  }
  const maskable = maskableCheck(analysis);
  if (maskable) checks.push(maskable);
  return checks;
}

/**
 * The maskable app icon at the size a launcher draws it: its art is kept inside the safe circle,
 * so it is smaller than the icon, and it is judged at the size it is actually drawn.
 */
function maskableCheck(analysis: LogoAnalysis): LogoHealthCheck | null {
  const icon = analysis.maskableIcon;
  if (!icon) return null;
  const measure = analysis.legibility.find((candidate) => candidate.subject === icon.subject);
  if (!measure) return null;
  const size = MASKABLE_CHECK_SIZE;
  const artPx = size * icon.artShare;
  const { problems, measured } = legibilityAt(measure, artPx);
  const file = `web/icon-maskable-${MASKABLE_ICON_SIZE}.png`;
  const smallest = smallestLegibleSize(measure);
  const clearFrom = smallest === null ? null : Math.ceil(smallest / icon.artShare);
  return {
    id: `legibility-maskable-icon-${size}`,
    kind: "legibility",
    subject: measure.subject,
    size,
    ground: null,
    status: problems.length === 0 ? "pass" : "warn",
    measured,
    reason:
      problems.length === 0
        ? LEGIBILITY.maskablePasses(size, artPx, measured)
        : LEGIBILITY.maskableWarns(size, artPx, problems),
    suggestion: problems.length === 0 || clearFrom === null ? null : LEGIBILITY.maskableClearFrom(clearFrom),
    suggestedFile: problems.length === 0 ? null : file,
    image: icon.image,
  };
}

/** The file a contrast check measures: the full-colour logo made for that ground. */
function contrastFile(analysis: LogoAnalysis, stem: string, ground: "white" | "black"): string {
  if (analysis.source === "raster") return pngFileName(stem, "logo", 512, null);
  return vectorFileName(stem, "logo", ground === "white" ? "colour-on-light" : "colour-on-dark", "svg");
}

function contrastChecks(analysis: LogoAnalysis, stem: string): LogoHealthCheck[] {
  const checks: LogoHealthCheck[] = [];
  for (const ground of ["white", "black"] as const) {
    const measures = analysis.contrast.filter((measure) => measure.ground === ground);
    if (measures.length === 0) continue;
    const weak = measures.filter(
      (measure) => measure.ratio < (measure.subject === "name" ? MIN_NAME_CONTRAST : MIN_CONTRAST),
    );
    const describe = (measure: (typeof measures)[number]) =>
      CONTRAST.measure(measure.subject, measure.colour, measure.ratio);
    const measured = measures.map(describe).join(", ");
    const file = contrastFile(analysis, stem, ground);
    const oneColour: "black" | "reversed" = ground === "white" ? "black" : "reversed";
    const suggestedFile =
      weak.length === 0
        ? null
        : analysis.source === "vector"
          ? vectorFileName(stem, "logo", oneColour, "svg")
          : null;
    checks.push({
      id: `contrast-${ground}`,
      kind: "contrast",
      subject: "logo",
      size: null,
      ground,
      status: weak.length === 0 ? "pass" : "warn",
      measured,
      reason:
        weak.length === 0
          ? CONTRAST.passes(ground, file, measured, MIN_NAME_CONTRAST, MIN_CONTRAST)
          : CONTRAST.warns(ground, file, weak.map(describe), MIN_NAME_CONTRAST, MIN_CONTRAST),
      suggestion:
        weak.length === 0
          ? null
          : suggestedFile
            ? CONTRAST.useOneColour(ground, oneColour, suggestedFile)
            : CONTRAST.usePanel(ground),
      suggestedFile,
      image: null,
    });
  }
  return checks;
}

function oneColourChecks(analysis: LogoAnalysis, stem: string): LogoHealthCheck[] {
  return analysis.oneColour.map((measure) => {
    const passes = measure.kept >= MIN_ONE_COLOUR_KEPT;
    const share = `${Math.round(measure.kept * 100)}%`;
    const better = analysis.oneColour.find(
      (other) => other.subject !== measure.subject && other.kept >= MIN_ONE_COLOUR_KEPT,
    );
    const betterFile = better
      ? vectorFileName(stem, better.subject, "black", "svg")
      : vectorFileName(stem, measure.subject, "colour-on-light", "pdf");
    const suggestedFile = passes ? null : betterFile;
    return {
      id: `one-color-${measure.subject}`,
      kind: "one-color",
      subject: measure.subject,
      size: null,
      ground: null,
      status: passes ? "pass" : "warn",
      measured: ONE_COLOUR.measured(share),
      reason: passes ? ONE_COLOUR.passes(measure.subject, share) : ONE_COLOUR.warns(measure.subject, share),
      suggestion: passes
        ? null
        : better
          ? ONE_COLOUR.useOtherPart(better.subject, betterFile)
          : ONE_COLOUR.printFullColour(betterFile),
      suggestedFile,
      image: null,
    } satisfies LogoHealthCheck;
  });
}

export function judgeLogoHealth(analysis: LogoAnalysis, stem: string): LogoHealth {
  return {
    checks: [
      ...legibilityChecks(analysis, stem),
      ...contrastChecks(analysis, stem),
      ...oneColourChecks(analysis, stem),
    ],
    criteria: HEALTH_CRITERIA,
  };
}

/** Minimum sizes for the brand sheet, from the same criteria. */
export function minimumSizes(analysis: LogoAnalysis, stem: string): string[] {
  const lines: string[] = [];
  const name = analysis.legibility.find((measure) => measure.subject === "name");
  const logo = analysis.legibility.find((measure) => measure.subject === "logo");
  const symbol = analysis.legibility.find((measure) => measure.subject === "symbol");
  const fullLogo = name ?? logo;
  const { width, height } = analysis.logoSize;
  if (fullLogo) {
    const square = smallestLegibleSize(fullLogo);
    if (square) {
      const widthPx = Math.ceil((square * width) / Math.max(width, height));
      const printMm = printMinimum(fullLogo, width);
      lines.push(MINIMUM.fullLogo(widthPx, printMm));
    }
  }
  if (symbol) {
    const square = smallestLegibleSize(symbol);
    const small = symbol.small
      ? smallestLegibleSize({ ...symbol.small, subject: "symbol", letter: null })
      : null;
    if (square)
      lines.push(
        MINIMUM.symbol(
          square,
          iconPart(shapeOf(analysis, stem)) === "symbol" ? "favicon.ico" : null,
          small !== null && small < square ? Math.max(small, Math.min(...FAVICON_SIZES)) : null,
        ),
      );
  }
  return lines;
}

function printMinimum(measure: LogoAnalysis["legibility"][number], logoWidth: number): number | null {
  const needs: number[] = [];
  if (measure.letter) needs.push((MIN_PRINT_LETTER_MM * logoWidth) / measure.letter);
  if (measure.stroke) needs.push((MIN_PRINT_STROKE_MM * logoWidth) / measure.stroke);
  return needs.length > 0 ? Math.max(10, Math.ceil(Math.max(...needs))) : null;
}
