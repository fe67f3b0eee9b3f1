/**
 * What the logo health check says, shown on /exports/{id} beside the files. The measurements and
 * the rules are the domain's (domain/brand-kit/logo-health.ts); the words are here, with the other
 * texts people read.
 */

/** A length in display pixels: whole above 10 px, one decimal below. */
function px(value: number): string {
  return value >= 10 ? `${Math.round(value)} px` : `${value.toFixed(1)} px`;
}

/** A contrast ratio, e.g. 4.5:1. */
function ratioText(value: number): string {
  return `${value.toFixed(1)}:1`;
}

type HealthSubject = "symbol" | "name" | "logo";
/** What a legibility sentence names: a subject, or the symbol's small form (the favicon's drawing). */
type ShownSubject = HealthSubject | "small-symbol";
type OneColourPart = "logo" | "symbol" | "wordmark";
type HealthGround = "white" | "black";

const SUBJECT_WORDS: Record<ShownSubject, string> = {
  symbol: "The symbol",
  "small-symbol": "The symbol's small form (the favicon's drawing)",
  name: "The name",
  logo: "The logo",
};
const PART_WORDS: Record<OneColourPart, string> = {
  logo: "full logo",
  symbol: "symbol",
  wordmark: "wordmark",
};

export const HEALTH_CHECK_TEXT = {
  criteria:
    "Legibility: at each size, 90% of the lines must be at least 1 px thick and 90% of the small spaces (letter counters, gaps) at least 1 px wide, and the name's letters at least 6 px tall; the maskable app icon is judged at 48 px, with its art inside the safe circle. A symbol with a small form (the simpler drawing the favicon is made from) is judged in it at 16 and 32 px. Contrast: the full-color files for light and for dark backgrounds are measured on white and on black; the name must reach 4.5:1 (WCAG AA for text) and the logo's edge 3:1 (WCAG's minimum for graphics). One color: the black and white versions must keep 90% of the design's clear edges.",

  legibility: {
    lettersTooSmall: (letter: number, minimum: number) =>
      `its letters are ${px(letter)} tall, under the ${minimum} px people can read`,
    linesTooThin: (stroke: number) => `its thinnest lines are ${px(stroke)} thick and blur into grey`,
    gapsTooNarrow: (gap: number) => `its smallest gaps are ${px(gap)} wide and close up`,
    measured: (letter: number | null, stroke: number | null, gap: number | null) =>
      [
        letter !== null ? `letters ${px(letter)}` : null,
        stroke !== null ? `thinnest lines ${px(stroke)}` : null,
        gap !== null ? `smallest gaps ${px(gap)}` : "no narrow gaps",
      ]
        .filter((part) => part !== null)
        .join(", "),
    passes: (subject: ShownSubject, size: number, measured: string) =>
      `${SUBJECT_WORDS[subject]}${where(subject, size)} stays clear: ${measured}.`,
    warns: (subject: ShownSubject, size: number, problems: string[]) =>
      `${SUBJECT_WORDS[subject]}${where(subject, size)} is hard to read: ${problems.join("; ")}.`,
    useSymbolAlone: (size: number, iconFile: string) =>
      `At ${size} px use the symbol alone (${iconFile}): it stays clear at this size.`,
    symbolClearestFrom: (size: number, iconFile: string, symbolSmallest: number) =>
      `At ${size} px the symbol alone (${iconFile}) is the clearest choice; it is fully clear from ${symbolSmallest} px.`,
    symbolClearFrom: (smallest: number) =>
      `The symbol is fully clear from ${smallest} px. Browsers pick favicon.ico's 32 and 48 px images on sharp screens; keep the symbol at ${smallest} px or more elsewhere.`,
    showLogoFrom: (smallest: number, file: string) => `Show the logo at ${smallest} px or larger (${file}).`,
    maskablePasses: (size: number, artPx: number, measured: string) =>
      `The maskable app icon at ${size} px, its art ${px(artPx)} across inside the safe circle, stays clear: ${measured}.`,
    maskableWarns: (size: number, artPx: number, problems: string[]) =>
      `The maskable app icon at ${size} px, its art ${px(artPx)} across inside the safe circle, is hard to read: ${problems.join("; ")}.`,
    maskableClearFrom: (smallest: number) =>
      `It is fully clear from ${smallest} px. Phones with sharp screens draw it at 96 to 192 px, so most people see it clear; if it must read on basic screens, a simpler symbol helps.`,
  },

  contrast: {
    measure: (subject: "name" | "logo", colour: string, ratio: number) =>
      `${subject === "name" ? "the name" : "the logo's edge"} (${colour}) ${ratioText(ratio)}`,
    passes: (ground: HealthGround, file: string, measured: string, name: number, edge: number) =>
      `The full-color logo for ${groundWords(ground)} backgrounds (${file}) stands out on ${ground}: ${measured} (the name needs ${ratioText(name)}, the logo's edge ${ratioText(edge)}).`,
    warns: (ground: HealthGround, file: string, weak: string[], name: number, edge: number) =>
      `The full-color logo for ${groundWords(ground)} backgrounds (${file}), on ${ground}: ${weak.join(" and ")}, under the ${ratioText(name)} a name needs or the ${ratioText(edge)} a logo's edge needs, so it fades into the background.`,
    useOneColour: (ground: HealthGround, version: "black" | "reversed", file: string) =>
      `On ${ground} backgrounds use the one-color ${version === "black" ? "black" : "white (reversed)"} version: ${file}.`,
    usePanel: (ground: HealthGround) =>
      `On ${ground} backgrounds, set the logo on a panel of its own background color (as in the social images of this kit).`,
  },

  oneColour: {
    measured: (share: string) => `${share} of clear edges kept`,
    passes: (part: OneColourPart, share: string) =>
      `The one-color ${PART_WORDS[part]} keeps the design readable: ${share} of its clear edges remain.`,
    warns: (part: OneColourPart, share: string) =>
      `The one-color ${PART_WORDS[part]} keeps only ${share} of the design's clear edges: parts told apart only by color merge.`,
    useOtherPart: (part: OneColourPart, file: string) =>
      `For one-color printing use the ${PART_WORDS[part]} (${file}).`,
    printFullColour: (file: string) => `Print the full-color version (${file}) where you can.`,
  },

  /** The brand sheet's minimum sizes. */
  minimum: {
    fullLogo: (widthPx: number, printMm: number | null) =>
      `Full logo: at least ${widthPx} px wide on screens${printMm ? `, ${printMm} mm wide in print` : ""}.`,
    symbol: (square: number, iconFile: string | null, smallFormFrom: number | null = null) =>
      smallFormFrom !== null
        ? `Symbol alone: at least ${square} x ${square} px. Below that, use its small form, clear from ${smallFormFrom} x ${smallFormFrom} px${iconFile ? ` (${iconFile})` : ""}.`
        : `Symbol alone: at least ${square} x ${square} px. Below that, it is the icon to use${iconFile ? ` (${iconFile})` : ""}.`,
  },
} as const;

function groundWords(ground: HealthGround): string {
  return ground === "white" ? "light" : "dark";
}

function where(subject: ShownSubject, size: number): string {
  return subject === "name" ? ` in the full logo at ${size} px` : ` at ${size} px`;
}
