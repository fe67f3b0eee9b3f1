/**
 * The sentences of a logo's score, one per facet, written for a small-business owner: each names
 * the figure it was measured by. Tests and the web rely on these, so none is written in place.
 */

/** A figure as people read it: one decimal under 10, whole numbers above. */
function plainFigure(value: number): string {
  return value < 10 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value));
}

/** A contrast ratio as WCAG writes it: "4.5:1". */
function ratio(value: number): string {
  return `${value.toFixed(1).replace(/\.0$/, "")}:1`;
}

/** The facets' names, on cards, on the export page and in the brand sheet. */
export const SCORE_FACET_LABEL = {
  uniqueness: "Uniqueness",
  legibility: "Legibility",
  contrast: "Contrast",
} as const;

export const SCORE_TEXT = {
  title: "Logo score",
  explained:
    "Measured on the logo itself: how far it is from logos other Markery customers bought and from stock icons, whether the name and symbol stay readable when small, and whether its colours stand out, also for colour-blind viewers. Each is out of 100.",
  uniqueness: {
    soldLookAlike:
      "Looks like a logo another Markery customer owns: choose another design to make it yours alone.",
    stockLookAlike: "Close to a stock icon: people may have seen this symbol before.",
    nearStock: (times: number) =>
      `Only ${plainFigure(times)} times as far from the nearest stock icon as a look-alike would be: people may find it familiar.`,
    nearSold: (times: number) =>
      `Only ${plainFigure(times)} times as far from a logo another Markery customer owns as a look-alike would be: it may be mistaken for theirs.`,
    distinct: (times: number) =>
      `Unlike every stock icon and every logo other Markery customers own (${plainFigure(times)} times as far as a look-alike would be).`,
    notMeasured: "Unlike every logo other Markery customers own; it was not compared with stock icons.",
  },
  legibility: {
    nameAndSymbol: (letter: number, nameStroke: number | null, symbolStroke: number, gap: number | null) =>
      `The name stays readable at 32 px high (letters ${plainFigure(letter)} px tall${nameStroke === null ? "" : `, strokes ${plainFigure(nameStroke)} px`}) and the symbol stays clear at 16 px (lines ${plainFigure(symbolStroke)} px${gap === null ? "" : `, gaps ${plainFigure(gap)} px`}).`,
    name: (letter: number, stroke: number | null) =>
      `The name stays readable at 32 px high (letters ${plainFigure(letter)} px tall${stroke === null ? "" : `, strokes ${plainFigure(stroke)} px`}).`,
    symbol: (stroke: number, gap: number | null) =>
      `The symbol stays clear at 16 px (lines ${plainFigure(stroke)} px${gap === null ? "" : `, gaps ${plainFigure(gap)} px`}).`,
    logo: (stroke: number) => `The logo stays clear at 32 px high (lines ${plainFigure(stroke)} px).`,
    lettersTooSmall: (letter: number) =>
      `At 32 px high the name's letters are ${plainFigure(letter)} px tall, too small to read: show the symbol alone at small sizes.`,
    nameStrokesTooThin: (stroke: number) =>
      `At 32 px high the name's strokes are ${plainFigure(stroke)} px thin and turn to grey blur: show it larger.`,
    symbolLinesTooThin: (stroke: number) =>
      `At 16 px the symbol's lines are ${plainFigure(stroke)} px thin and fade to grey blur in a browser tab.`,
    symbolGapsTooNarrow: (gap: number) =>
      `At 16 px the gaps in the symbol are ${plainFigure(gap)} px narrow and close up in a browser tab.`,
    logoLinesTooThin: (stroke: number) =>
      `At 32 px high the logo's lines are ${plainFigure(stroke)} px thin and turn to grey blur: show it larger.`,
    nothingMeasured: "Nothing in the logo could be measured for size.",
  },
  contrast: {
    clear: (normal: number, colourBlind: number) =>
      `Name and symbol stand out clearly from the background (${ratio(normal)}), also for colour-blind viewers (${ratio(colourBlind)}).`,
    weak: (normal: number) =>
      `Some of the logo stands out too little from the background (${ratio(normal)}, text needs 4.5:1): it is hard to see.`,
    weakForColourBlind: (normal: number, colourBlind: number) =>
      `The logo stands out from the background (${ratio(normal)}) but much less for colour-blind viewers (${ratio(colourBlind)}): some of its colours blend together for them.`,
    fair: (normal: number, colourBlind: number) =>
      `The logo stands out from the background (${ratio(normal)}, ${ratio(colourBlind)} for colour-blind viewers), though not as strongly as text on a page should (4.5:1).`,
  },
} as const;
