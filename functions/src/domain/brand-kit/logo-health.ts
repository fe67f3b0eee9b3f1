/**
 * The logo health check: pass or warn, and why, from what the brand kit maker
 * measured. The criteria (README.md beside this file, 'Logo health check'):
 *
 * - Legibility at 16, 32 and 64 px: the symbol alone fitted into the square, and the name as it
 *   stands in the full logo fitted into the square. It passes when 90% of its lines are at
 *   least 1 px thick and 90% of its small spaces (counters, gaps between letters) at least 1 px
 *   wide: thinner lines turn to grey blur and narrower gaps close up. A name also needs letters
 *   at least 6 px tall, the smallest pixel fonts people can read.
 * - Contrast of the full-color logo on white and on black: its edge against the ground must reach
 *   3:1 (WCAG's minimum for large text and graphics) along 90% of its length, and so must the
 *   name's own color where it sits on the ground.
 * - One color: the black and reversed versions must keep 90% of the design's clear edges
 *   (edges of 3:1 or more in full color): shapes told apart only by color merge otherwise.
 */
import type { LogoHealth, LogoHealthCheck } from "../../contract";
import type { LogoAnalysis } from "./brand-kit-maker";
import { iconPart, type KitPart, type KitShape, pngFileName, vectorFileName } from "./brand-kit-plan";

export const HEALTH_SIZES = [16, 32, 64] as const;
export const MIN_STROKE_PX = 1;
export const MIN_GAP_PX = 1;
export const MIN_LETTER_PX = 6;
export const MIN_CONTRAST = 3;
export const MIN_ONE_COLOUR_KEPT = 0.9;
/** Print: letters of about 6 pt type and lines no finer than a press holds. */
export const MIN_PRINT_LETTER_MM = 1.5;
export const MIN_PRINT_STROKE_MM = 0.1;

export const HEALTH_CRITERIA =
  "Legibility: at each size, 90% of the lines must be at least 1 px thick and 90% of the small spaces (letter counters, gaps) at least 1 px wide, and the name's letters at least 6 px tall. Contrast: the logo's edge and the name must stand out at 3:1 or more (WCAG's minimum for large text and graphics). One color: the black and white versions must keep 90% of the design's clear edges.";

function px(value: number): string {
  return value >= 10 ? `${Math.round(value)} px` : `${value.toFixed(1)} px`;
}

function ratio(value: number): string {
  return `${value.toFixed(1)}:1`;
}

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

function shapeOf(analysis: LogoAnalysis, stem: string): KitShape {
  return { stem, source: analysis.source, hasSymbol: analysis.hasSymbol, hasWordmark: analysis.hasWordmark };
}

function legibilityChecks(analysis: LogoAnalysis, stem: string): LogoHealthCheck[] {
  const checks: LogoHealthCheck[] = [];
  const symbol = analysis.legibility.find((measure) => measure.subject === "symbol");
  for (const measure of analysis.legibility) {
    for (const size of HEALTH_SIZES) {
      const scale = size / measure.fittedLength;
      const stroke = measure.stroke === null ? null : measure.stroke * scale;
      const gap = measure.gap === null ? null : measure.gap * scale;
      const letter = measure.letter === null ? null : measure.letter * scale;
      const problems: string[] = [];
      if (letter !== null && letter < MIN_LETTER_PX)
        problems.push(`its letters are ${px(letter)} tall, under the ${MIN_LETTER_PX} px people can read`);
      if (stroke !== null && stroke < MIN_STROKE_PX)
        problems.push(`its thinnest lines are ${px(stroke)} thick and blur into grey`);
      if (gap !== null && gap < MIN_GAP_PX)
        problems.push(`its smallest gaps are ${px(gap)} wide and close up`);
      const measured = [
        letter !== null ? `letters ${px(letter)}` : null,
        stroke !== null ? `thinnest lines ${px(stroke)}` : null,
        gap !== null ? `smallest gaps ${px(gap)}` : "no narrow gaps",
      ]
        .filter((part) => part !== null)
        .join(", ");
      const subjectWords =
        measure.subject === "symbol" ? "The symbol" : measure.subject === "name" ? "The name" : "The logo";
      const where = measure.subject === "name" ? ` in the full logo at ${size} px` : ` at ${size} px`;
      let suggestion: string | null = null;
      let suggestedFile: string | null = null;
      if (problems.length > 0) {
        const smallest = smallestLegibleSize(measure);
        const iconFile = size <= 48 ? "web/favicon.ico" : pngFileName(stem, "symbol", 256);
        if (measure.subject !== "symbol" && symbol) {
          suggestedFile = iconFile;
          const symbolSmallest = smallestLegibleSize(symbol);
          suggestion =
            symbolSmallest === null || symbolSmallest <= size
              ? `At ${size} px use the symbol alone (${iconFile}): it stays clear at this size.`
              : `At ${size} px the symbol alone (${iconFile}) is the clearest choice; it is fully clear from ${symbolSmallest} px.`;
        } else if (measure.subject === "symbol") {
          suggestedFile = "web/favicon.ico";
          suggestion = smallest
            ? `The symbol is fully clear from ${smallest} px. Browsers pick favicon.ico's 32 and 48 px images on sharp screens; keep the symbol at ${smallest} px or more elsewhere.`
            : null;
        } else if (smallest) {
          suggestedFile = pngFileName(stem, "logo", 256);
          suggestion = `Show the logo at ${smallest} px or larger (${suggestedFile}).`;
        }
      }
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
            ? `${subjectWords}${where} stays clear: ${measured}.`
            : `${subjectWords}${where} is hard to read: ${problems.join("; ")}.`,
        suggestion,
        suggestedFile,
        image: measure.images[size] ?? null,
      });
    }
  }
  return checks;
}

function contrastChecks(analysis: LogoAnalysis, stem: string): LogoHealthCheck[] {
  const checks: LogoHealthCheck[] = [];
  for (const ground of ["white", "black"] as const) {
    const measures = analysis.contrast.filter((measure) => measure.ground === ground);
    if (measures.length === 0) continue;
    const weak = measures.filter((measure) => measure.ratio < MIN_CONTRAST);
    const describe = (measure: (typeof measures)[number]) =>
      `${measure.subject === "name" ? "the name" : "the logo's edge"} (${measure.colour}) ${ratio(measure.ratio)}`;
    const measured = measures.map(describe).join(", ");
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
          ? `The full-color logo stands out on ${ground}: ${measured} (${ratio(MIN_CONTRAST)} needed).`
          : `On ${ground}, ${weak.map(describe).join(" and ")}: under ${ratio(MIN_CONTRAST)}, so it fades into the background.`,
      suggestion:
        weak.length === 0
          ? null
          : suggestedFile
            ? `On ${ground} backgrounds use the one-color ${oneColour === "black" ? "black" : "white (reversed)"} version: ${suggestedFile}.`
            : `On ${ground} backgrounds, set the logo on a panel of its own background color (as in the social images of this kit).`,
      suggestedFile,
      image: null,
    });
  }
  return checks;
}

const PART_WORDS: Record<KitPart, string> = { logo: "full logo", symbol: "symbol", wordmark: "wordmark" };

function oneColourChecks(analysis: LogoAnalysis, stem: string): LogoHealthCheck[] {
  return analysis.oneColour.map((measure) => {
    const passes = measure.kept >= MIN_ONE_COLOUR_KEPT;
    const share = `${Math.round(measure.kept * 100)}%`;
    const better = analysis.oneColour.find(
      (other) => other.subject !== measure.subject && other.kept >= MIN_ONE_COLOUR_KEPT,
    );
    const suggestedFile = passes
      ? null
      : better
        ? vectorFileName(stem, better.subject, "black", "svg")
        : vectorFileName(stem, measure.subject, "colour", "pdf");
    return {
      id: `one-color-${measure.subject}`,
      kind: "one-color",
      subject: measure.subject,
      size: null,
      ground: null,
      status: passes ? "pass" : "warn",
      measured: `${share} of clear edges kept`,
      reason: passes
        ? `The one-color ${PART_WORDS[measure.subject]} keeps the design readable: ${share} of its clear edges remain.`
        : `The one-color ${PART_WORDS[measure.subject]} keeps only ${share} of the design's clear edges: parts told apart only by color merge.`,
      suggestion: passes
        ? null
        : better
          ? `For one-color printing use the ${PART_WORDS[better.subject]} (${suggestedFile}).`
          : `Print the full-color version (${suggestedFile}) where you can.`,
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
      lines.push(
        `Full logo: at least ${widthPx} px wide on screens${printMm ? `, ${printMm} mm wide in print` : ""}.`,
      );
    }
  }
  if (symbol) {
    const square = smallestLegibleSize(symbol);
    if (square)
      lines.push(
        `Symbol alone: at least ${square} x ${square} px. Below that, it is the icon to use (${iconPart(shapeOf(analysis, stem)) === "symbol" ? "favicon.ico" : ""}).`.replace(
          " ()",
          "",
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
