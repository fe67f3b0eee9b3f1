import { describe, expect, it } from "vitest";
import { LogoScore } from "../../contract";
import { SCORE_TEXT } from "../../contract/score-texts";
import { FAMILIAR_BELOW, type LogoMeasures, scoreLogo, type UniquenessContext } from "./score-logo";

/** A well-made engine logo: a readable name, a clear symbol, dark ink on a light page, far from everything. */
function goodMeasures(): LogoMeasures {
  return {
    legibility: {
      nameLetterPx: 9.4,
      nameStrokePx: 1.6,
      symbolStrokePx: 1.8,
      symbolGapPx: 1.7,
      logoStrokePx: null,
    },
    contrast: { normal: 9.1, deuteranopia: 8.7, protanopia: 8.2 },
    nearestStockDistance: 0.3,
  };
}

const CONTEXT: UniquenessContext = { nearestSold: null, sameSymbolUnder: 0.05 };
const soldAt = (distance: number) => ({ distance, lookAlikeUnder: 0.025 });

function withLegibility(change: Partial<LogoMeasures["legibility"]>): LogoMeasures {
  const measures = goodMeasures();
  return { ...measures, legibility: { ...measures.legibility, ...change } };
}

function withContrast(change: Partial<LogoMeasures["contrast"]>): LogoMeasures {
  const measures = goodMeasures();
  return { ...measures, contrast: { ...measures.contrast, ...change } };
}

describe("scoreLogo", () => {
  it("gives a well-made logo full marks, in sentences that name the measured figures", () => {
    const score = scoreLogo(goodMeasures(), CONTEXT);
    expect(LogoScore.safeParse(score).success).toBe(true);
    expect(score.legibility).toEqual({
      score: 100,
      sentence: SCORE_TEXT.legibility.nameAndSymbol(9.4, 1.6, 1.8, 1.7),
    });
    expect(score.legibility.sentence).toContain("letters 9.4 px tall");
    expect(score.contrast).toEqual({ score: 100, sentence: SCORE_TEXT.contrast.clear(9.1, 8.2) });
    expect(score.contrast.sentence).toContain("(9.1:1)");
    expect(score.uniqueness.score).toBe(100);
    expect(score.uniqueness.sentence).toBe(SCORE_TEXT.uniqueness.distinct(6));
  });

  describe("contrast", () => {
    it("falls as the ink comes closer to its ground", () => {
      const scores = [9, 7, 5, 4.5, 3.5, 3, 2, 1.2].map(
        (normal) =>
          scoreLogo(withContrast({ normal, deuteranopia: normal, protanopia: normal }), CONTEXT).contrast
            .score,
      );
      for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1] ?? 0);
      expect(scores[0]).toBe(100);
      expect(scores[scores.length - 1]).toBeLessThan(10);
    });

    it("scores WCAG's levels as their anchors: 3:1 for graphics, 4.5:1 for text, 7:1 enhanced", () => {
      const at = (value: number) =>
        scoreLogo(withContrast({ normal: value, deuteranopia: value, protanopia: value }), CONTEXT).contrast
          .score;
      expect([at(1), at(3), at(4.5), at(7)]).toEqual([0, 50, 75, 100]);
    });

    it("says the logo is hard to see when its ink is pale on its ground", () => {
      const score = scoreLogo(withContrast({ normal: 1.6, deuteranopia: 1.6, protanopia: 1.5 }), CONTEXT);
      expect(score.contrast.score).toBeLessThan(25);
      expect(score.contrast.sentence).toBe(SCORE_TEXT.contrast.weak(1.6));
      expect(score.contrast.sentence).toContain("1.6:1");
    });

    it("is held down by what colour-blind viewers see", () => {
      const normalOnly = scoreLogo(withContrast({ normal: 6, deuteranopia: 6, protanopia: 6 }), CONTEXT);
      const redGreen = scoreLogo(withContrast({ normal: 6, deuteranopia: 1.4, protanopia: 1.9 }), CONTEXT);
      expect(redGreen.contrast.score).toBeLessThan(normalOnly.contrast.score);
      expect(redGreen.contrast.sentence).toBe(SCORE_TEXT.contrast.weakForColourBlind(6, 1.4));
    });

    it("calls a contrast between the graphics and the text minimum fair", () => {
      const score = scoreLogo(withContrast({ normal: 3.8, deuteranopia: 3.8, protanopia: 3.6 }), CONTEXT);
      expect(score.contrast.score).toBeGreaterThan(50);
      expect(score.contrast.score).toBeLessThan(75);
      expect(score.contrast.sentence).toBe(SCORE_TEXT.contrast.fair(3.8, 3.6));
    });
  });

  describe("legibility", () => {
    it("falls with the name's letters, and names them when they are too small to read", () => {
      const scores = [10, 8, 6, 5, 3].map(
        (nameLetterPx) => scoreLogo(withLegibility({ nameLetterPx }), CONTEXT).legibility.score,
      );
      for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1] ?? 0);
      expect(scores[2]).toBe(50);
      const tiny = scoreLogo(withLegibility({ nameLetterPx: 4.2 }), CONTEXT).legibility;
      expect(tiny.score).toBeLessThan(50);
      expect(tiny.sentence).toBe(SCORE_TEXT.legibility.lettersTooSmall(4.2));
      expect(tiny.sentence).toContain("4.2 px tall");
    });

    it("falls for a hairline symbol and says its lines fade at 16 px", () => {
      const hairline = scoreLogo(withLegibility({ symbolStrokePx: 0.6 }), CONTEXT).legibility;
      expect(hairline.score).toBeLessThan(20);
      expect(hairline.sentence).toBe(SCORE_TEXT.legibility.symbolLinesTooThin(0.6));
      const thin = scoreLogo(withLegibility({ symbolStrokePx: 0.9 }), CONTEXT).legibility;
      expect(thin.score).toBeGreaterThan(hairline.score);
    });

    it("falls for gaps that close up, and for a name of hairline strokes", () => {
      const gaps = scoreLogo(withLegibility({ symbolGapPx: 0.7 }), CONTEXT).legibility;
      expect(gaps.score).toBeLessThan(50);
      expect(gaps.sentence).toBe(SCORE_TEXT.legibility.symbolGapsTooNarrow(0.7));
      const strokes = scoreLogo(withLegibility({ nameStrokePx: 0.5 }), CONTEXT).legibility;
      expect(strokes.score).toBe(0);
      expect(strokes.sentence).toBe(SCORE_TEXT.legibility.nameStrokesTooThin(0.5));
    });

    it("judges an upload with no marked parts by the whole logo's lines", () => {
      const upload = (logoStrokePx: number): LogoMeasures => ({
        ...goodMeasures(),
        legibility: {
          nameLetterPx: null,
          nameStrokePx: null,
          symbolStrokePx: null,
          symbolGapPx: null,
          logoStrokePx,
        },
      });
      expect(scoreLogo(upload(2.4), CONTEXT).legibility).toEqual({
        score: 100,
        sentence: SCORE_TEXT.legibility.logo(2.4),
      });
      expect(scoreLogo(upload(0.7), CONTEXT).legibility.sentence).toBe(
        SCORE_TEXT.legibility.logoLinesTooThin(0.7),
      );
      expect(scoreLogo(upload(0.7), CONTEXT).legibility.score).toBeLessThan(
        scoreLogo(upload(1.2), CONTEXT).legibility.score,
      );
    });
  });

  describe("uniqueness", () => {
    const withStock = (nearestStockDistance: number | null) => ({ ...goodMeasures(), nearestStockDistance });

    it("is 0 for a symbol within the look-alike distance of a stock icon", () => {
      const score = scoreLogo(withStock(0.03), CONTEXT).uniqueness;
      expect(score).toEqual({ score: 0, sentence: SCORE_TEXT.uniqueness.stockLookAlike });
    });

    it("is 0 for a logo within the look-alike distance of one another customer bought", () => {
      const score = scoreLogo(goodMeasures(), { ...CONTEXT, nearestSold: soldAt(0.02) }).uniqueness;
      expect(score).toEqual({ score: 0, sentence: SCORE_TEXT.uniqueness.soldLookAlike });
    });

    it("rises as the nearest stock icon moves away", () => {
      const scores = [0.04, 0.06, 0.09, 0.12, 0.16, 0.25].map(
        (distance) => scoreLogo(withStock(distance), CONTEXT).uniqueness.score,
      );
      for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1] ?? 0);
      expect(scores[0]).toBe(0);
      expect(scores[1]).toBeGreaterThan(0);
      expect(scores[scores.length - 1]).toBe(100);
      const near = scoreLogo(withStock(0.075), CONTEXT).uniqueness;
      expect(near.sentence).toBe(SCORE_TEXT.uniqueness.nearStock(1.5));
      // Nearly four look-alike distances away: a high score says the logo is its own, not "familiar".
      const far = scoreLogo(withStock(0.19), CONTEXT).uniqueness;
      expect(far.score).toBeGreaterThanOrEqual(FAMILIAR_BELOW);
      expect(far.score).toBeLessThan(100);
      expect(far.sentence).toBe(SCORE_TEXT.uniqueness.distinct(3.8));
    });

    it("rises as the nearest sold logo moves away, and the nearer of the two decides", () => {
      const sold = (distance: number) =>
        scoreLogo(goodMeasures(), { ...CONTEXT, nearestSold: soldAt(distance) }).uniqueness;
      expect(sold(0.03).score).toBeLessThan(sold(0.06).score);
      expect(sold(0.03).sentence).toBe(SCORE_TEXT.uniqueness.nearSold(1.2));
      // Far from what others bought but near a stock icon: the stock icon decides.
      expect(scoreLogo(withStock(0.06), { ...CONTEXT, nearestSold: soldAt(0.2) }).uniqueness.sentence).toBe(
        SCORE_TEXT.uniqueness.nearStock(1.2),
      );
    });

    it("says so when the logo was not compared with stock icons", () => {
      expect(scoreLogo(withStock(null), CONTEXT).uniqueness).toEqual({
        score: 100,
        sentence: SCORE_TEXT.uniqueness.notMeasured,
      });
    });
  });
});
