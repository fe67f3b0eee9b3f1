/**
 * A logo's score from what was measured on its renders (providers/logo-score draws and measures
 * them): each facet maps its measures to 0-100 and says in one sentence what decided it. Nothing
 * here knows how the logo was made, so an upload is scored exactly like an engine design.
 *
 * Every map is monotonic and pinned at the figure a known rule of thumb draws the line at: that
 * floor scores 50, half as good scores 0 and comfortably past it scores 100. The weakest measure of
 * a facet decides it, because a logo is only as readable as its least readable part.
 */
import type { LogoScore, ScoreFacet } from "../../contract";
import { SCORE_TEXT } from "../../contract/score-texts";
import {
  MIN_CONTRAST,
  MIN_GAP_PX,
  MIN_LETTER_PX,
  MIN_NAME_CONTRAST,
  MIN_STROKE_PX,
} from "../brand-kit/logo-health";

export interface LogoMeasures {
  legibility: {
    /** The name's letter (x/cap) height and its thinnest stroke in px when the name's line (the wordmark, tagline included) is drawn 32 px high; null when it has no name (e.g. symbol-only upload). */
    nameLetterPx: number | null;
    nameStrokePx: number | null;
    /** The symbol's thinnest stroke and narrowest gap in px when drawn 16 px (its small form when the master has one, because that is what the favicon draws); null when no symbol is marked. */
    symbolStrokePx: number | null;
    symbolGapPx: number | null;
    /** For logos with no marked parts (uploads, rasters): the whole logo's thinnest stroke in px when drawn 32 px high. */
    logoStrokePx: number | null;
  };
  /**
   * WCAG 2 contrast ratio of the logo's ink against its ground, measured on a render: the weakest
   * ink that covers a meaningful area (not anti-aliasing), as seen normally and under simulated
   * deuteranopia and protanopia.
   */
  contrast: { normal: number; deuteranopia: number; protanopia: number };
  /** Cosine distance of the symbol's fingerprint (the whole logo's when it names no symbol) to the nearest stock icon the engine ships; null when not measured. */
  nearestStockDistance: number | null;
}

export interface UniquenessContext {
  /**
   * The nearest logo another customer bought, by the register's own test: the symbols' distance
   * when this logo names its symbol, else the whole logos', with the look-alike distance that test
   * uses. Null when none is near.
   */
  nearestSold: { distance: number; lookAlikeUnder: number } | null;
  /** The register's look-alike distance for symbols, which stock icons are compared by. */
  sameSymbolUnder: number;
}

/** A point of a score map: at `at` (or past it) the score is `score`; straight lines between. */
type Anchor = readonly [at: number, score: number];

/** The score at `value` on a rising map through `anchors` (sorted by `at`), flat beyond both ends. */
function scoreOn(value: number, anchors: readonly Anchor[]): number {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (!first || !last) return 0;
  if (value <= first[0]) return first[1];
  if (value >= last[0]) return last[1];
  for (let i = 1; i < anchors.length; i++) {
    const [toAt, toScore] = anchors[i] as Anchor;
    const [fromAt, fromScore] = anchors[i - 1] as Anchor;
    if (value <= toAt)
      return Math.round(fromScore + ((value - fromAt) / (toAt - fromAt)) * (toScore - fromScore));
  }
  return last[1];
}

/**
 * Letters at the health check's floor (6 px, the smallest pixel fonts people read) score 50; half
 * that is a smudge; 9 px, the x-height of ordinary 16 px body text, reads without effort.
 */
const LETTER_ANCHORS: readonly Anchor[] = [
  [MIN_LETTER_PX / 2, 0],
  [MIN_LETTER_PX, 50],
  [MIN_LETTER_PX * 1.5, 100],
];
/**
 * A line or a gap of 1 px (the health check's floor) survives as a line; at half a pixel it is
 * drawn as a pale grey smear; from 1.5 px it covers a whole pixel wherever it falls on the grid.
 */
const STROKE_ANCHORS: readonly Anchor[] = [
  [MIN_STROKE_PX / 2, 0],
  [MIN_STROKE_PX, 50],
  [MIN_STROKE_PX * 1.5, 100],
];
const GAP_ANCHORS: readonly Anchor[] = [
  [MIN_GAP_PX / 2, 0],
  [MIN_GAP_PX, 50],
  [MIN_GAP_PX * 1.5, 100],
];
/**
 * WCAG 2: 3:1 is the minimum for graphics (score 50), 4.5:1 for text, which a logo's name is (75),
 * and 7:1 the enhanced level (100); 1:1 is ink the colour of its ground.
 */
const CONTRAST_ANCHORS: readonly Anchor[] = [
  [1, 0],
  [MIN_CONTRAST, 50],
  [MIN_NAME_CONTRAST, 75],
  [7, 100],
];
/**
 * Uniqueness is read as a distance in look-alike thresholds: under one threshold the logo is a
 * look-alike (0); FAR_FROM_LOOK_ALIKE thresholds away it is one of a kind (100). The register's
 * calibration puts the closest two different engine symbols at 1.5 thresholds apart, so a
 * distance of that order is "different but related", and three times it is clearly apart.
 */
export const FAR_FROM_LOOK_ALIKE = 4;
/** Under this uniqueness score the sentence says what the logo is near; from it, that it is its own. */
export const FAMILIAR_BELOW = 80;
const UNIQUENESS_ANCHORS: readonly Anchor[] = [
  [1, 0],
  [FAR_FROM_LOOK_ALIKE, 100],
];

function facet(score: number, sentence: string): ScoreFacet {
  return { score: Math.max(0, Math.min(100, Math.round(score))), sentence };
}

function scoreUniqueness(stockDistance: number | null, context: UniquenessContext): ScoreFacet {
  const text = SCORE_TEXT.uniqueness;
  // Distances in thresholds, so a sold logo and a stock icon are judged on one scale.
  const fromSold = context.nearestSold
    ? context.nearestSold.distance / context.nearestSold.lookAlikeUnder
    : null;
  const fromStock = stockDistance === null ? null : stockDistance / context.sameSymbolUnder;
  if (fromSold !== null && fromSold < 1) return facet(0, text.soldLookAlike);
  if (fromStock !== null && fromStock < 1) return facet(0, text.stockLookAlike);
  const soldScore = fromSold === null ? 100 : scoreOn(fromSold, UNIQUENESS_ANCHORS);
  const stockScore = fromStock === null ? 100 : scoreOn(fromStock, UNIQUENESS_ANCHORS);
  if (fromStock === null && (fromSold === null || soldScore === 100)) return facet(100, text.notMeasured);
  const score = Math.min(soldScore, stockScore);
  // Only a clearly lowered score is worth a warning: at 80 and over the logo reads as its own.
  if (score < FAMILIAR_BELOW) {
    if (soldScore <= stockScore && fromSold !== null) return facet(score, text.nearSold(fromSold));
    if (fromStock !== null) return facet(score, text.nearStock(fromStock));
  }
  const nearest = Math.min(fromSold ?? Number.POSITIVE_INFINITY, fromStock ?? Number.POSITIVE_INFINITY);
  return facet(score, text.distinct(nearest));
}

interface LegibilityPart {
  score: number;
  /** What to say when this part is the one that falls short. */
  problem: string;
}

function scoreLegibility(measures: LogoMeasures["legibility"]): ScoreFacet {
  const text = SCORE_TEXT.legibility;
  const { nameLetterPx, nameStrokePx, symbolStrokePx, symbolGapPx, logoStrokePx } = measures;
  const parts: LegibilityPart[] = [];
  if (nameLetterPx !== null)
    parts.push({ score: scoreOn(nameLetterPx, LETTER_ANCHORS), problem: text.lettersTooSmall(nameLetterPx) });
  if (nameStrokePx !== null)
    parts.push({
      score: scoreOn(nameStrokePx, STROKE_ANCHORS),
      problem: text.nameStrokesTooThin(nameStrokePx),
    });
  if (symbolStrokePx !== null)
    parts.push({
      score: scoreOn(symbolStrokePx, STROKE_ANCHORS),
      problem: text.symbolLinesTooThin(symbolStrokePx),
    });
  if (symbolGapPx !== null)
    parts.push({ score: scoreOn(symbolGapPx, GAP_ANCHORS), problem: text.symbolGapsTooNarrow(symbolGapPx) });
  if (logoStrokePx !== null)
    parts.push({
      score: scoreOn(logoStrokePx, STROKE_ANCHORS),
      problem: text.logoLinesTooThin(logoStrokePx),
    });
  if (parts.length === 0) return facet(0, text.nothingMeasured);
  const weakest = parts.reduce((worst, part) => (part.score < worst.score ? part : worst));
  // Under 50 a measure is below the floor the health check draws: that measure is the news.
  if (weakest.score < 50) return facet(weakest.score, weakest.problem);
  let sentence: string;
  if (nameLetterPx !== null && symbolStrokePx !== null)
    sentence = text.nameAndSymbol(nameLetterPx, nameStrokePx, symbolStrokePx, symbolGapPx);
  else if (nameLetterPx !== null) sentence = text.name(nameLetterPx, nameStrokePx);
  else if (symbolStrokePx !== null) sentence = text.symbol(symbolStrokePx, symbolGapPx);
  else if (logoStrokePx !== null) sentence = text.logo(logoStrokePx);
  else sentence = weakest.problem;
  return facet(weakest.score, sentence);
}

function scoreContrast({ normal, deuteranopia, protanopia }: LogoMeasures["contrast"]): ScoreFacet {
  const text = SCORE_TEXT.contrast;
  const colourBlind = Math.min(deuteranopia, protanopia);
  const score = scoreOn(Math.min(normal, colourBlind), CONTRAST_ANCHORS);
  if (normal < MIN_CONTRAST) return facet(score, text.weak(normal));
  if (colourBlind < MIN_CONTRAST) return facet(score, text.weakForColourBlind(normal, colourBlind));
  if (Math.min(normal, colourBlind) < MIN_NAME_CONTRAST) return facet(score, text.fair(normal, colourBlind));
  return facet(score, text.clear(normal, colourBlind));
}

/** The score of a logo from its measures alone. */
export function scoreLogo(measures: LogoMeasures, context: UniquenessContext): LogoScore {
  return {
    uniqueness: scoreUniqueness(measures.nearestStockDistance, context),
    legibility: scoreLegibility(measures.legibility),
    contrast: scoreContrast(measures.contrast),
  };
}
