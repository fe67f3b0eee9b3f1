import { beforeAll, describe, expect, it, vi } from "vitest";
import { designLogoSvg } from "../design-logo";
import { directionSpecSchema } from "../direction-spec";
import { planDirections, specFromDirection } from "../directions";
import type { SymbolSpec } from "../symbol";
import type { BriefCase } from "./brief-case";
import { BRIEF_SET } from "./brief-set";

/** Whether an icon id is one of a brief's right symbols. */
function isRightSymbol(iconId: string, right: readonly string[]): boolean {
  const name = iconId.split(":")[1] ?? iconId;
  return right.some((entry) =>
    entry.includes(":")
      ? entry === iconId
      : name === entry || (!entry.includes("-") && name.split("-").includes(entry)),
  );
}

/** Words of a text for comparing taglines with briefs: lower case, punctuation removed. */
function comparableWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((w) => w.length > 0);
}

/**
 * Runs every brief of the set through the engine as a create would (6 directions, each drawn
 * as its group of 3 and the 3 Create Similar variants after it) and measures two things:
 * - symbols: the share of logos whose symbol carries a motif (an icon, or a designed mark built
 *   on the trade's motif) where that motif is one of the brief's right symbols;
 * - words: every tagline handed to a layout is made only of words of the user's description.
 * The tagline is captured where it is drawn (the layout's input), after every transformation.
 */

const drawn = vi.hoisted(() => ({ taglines: [] as string[] }));

vi.mock("../layouts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../layouts")>();
  return {
    ...actual,
    applyLayout: (...args: Parameters<typeof actual.applyLayout>) => {
      drawn.taglines.push(args[1].tagline);
      actual.applyLayout(...args);
    },
  };
});

const SEEDS = [11];
const DIRECTIONS = 6;
const VARIANTS = 6;
const MIN_RIGHT_SYMBOL_RATE = 0.9;

interface Design {
  brief: BriefCase;
  seed: number;
  direction: number;
  variant: number;
  plannedTagline: string;
  drawnTagline: string;
  icon: string | null;
}

const designs: Design[] = [];

/** The picture a symbol is built on: a stock icon, or the motif of a designed mark. */
function motifOf(symbol: SymbolSpec | null): string | null {
  if (symbol?.kind === "icon") return symbol.icon;
  if (symbol?.kind === "designed") return symbol.idea.motif ?? null;
  return null;
}

function foreignWords(tagline: string, description: string): string[] {
  const allowed = new Set(comparableWords(description));
  return comparableWords(tagline).filter((w) => !allowed.has(w));
}

beforeAll(() => {
  for (const brief of BRIEF_SET) {
    for (const seed of SEEDS) {
      const directions = planDirections(brief, DIRECTIONS, [], seed);
      directions.forEach((direction, index) => {
        const spec = specFromDirection(brief, direction, seed);
        for (let variant = 0; variant < VARIANTS; variant++) {
          drawn.taglines.length = 0;
          const logo = designLogoSvg(brief, spec, variant, seed);
          designs.push({
            brief,
            seed,
            direction: index,
            variant,
            plannedTagline: spec.tagline,
            drawnTagline: drawn.taglines.join(" "),
            icon: motifOf(logo.symbol),
          });
        }
      });
    }
  }
}, 120_000);

describe("the brief set", () => {
  it("has at least 60 briefs, including the seven that once misstated their business, each with right symbols", () => {
    expect(BRIEF_SET.length).toBeGreaterThanOrEqual(60);
    expect(BRIEF_SET.filter((b) => b.fromIssue)).toHaveLength(7);
    for (const brief of BRIEF_SET) expect(brief.right.length, brief.brandName).toBeGreaterThan(0);
  });

  it(`gives at least ${MIN_RIGHT_SYMBOL_RATE * 100}% of motif-led designs a right symbol`, () => {
    const iconLed = designs.filter((d) => d.icon !== null);
    const misses = iconLed.filter((d) => !isRightSymbol(d.icon as string, d.brief.right));
    const rate = 1 - misses.length / iconLed.length;
    const perBrief = new Map<string, string[]>();
    for (const miss of misses) {
      const key = `${miss.brief.brandName}: ${miss.brief.description}`;
      perBrief.set(key, [...(perBrief.get(key) ?? []), miss.icon as string]);
    }
    console.info(
      [
        `Brief set: ${iconLed.length - misses.length} of ${iconLed.length} motif-led designs use a right symbol (${(rate * 100).toFixed(1)}%) over ${BRIEF_SET.length} briefs x ${SEEDS.length} seeds x ${DIRECTIONS} directions x ${VARIANTS} variants.`,
        ...[...perBrief].map(([brief, icons]) => `  miss: ${brief} -> ${[...new Set(icons)].join(", ")}`),
      ].join("\n"),
    );
    expect(iconLed.length).toBeGreaterThan(BRIEF_SET.length * SEEDS.length * 4);
    expect(rate).toBeGreaterThanOrEqual(MIN_RIGHT_SYMBOL_RATE);
  });

  it("gives every brief's first motif-led design a right symbol", () => {
    for (const brief of BRIEF_SET) {
      const first = designs.find((d) => d.brief === brief && d.icon !== null);
      expect(
        first ? isRightSymbol(first.icon as string, brief.right) : true,
        `${brief.brandName} ${first?.icon}`,
      ).toBe(true);
    }
  });

  it("never plans or draws a tagline word the user did not write in the description", () => {
    let checked = 0;
    for (const design of designs) {
      for (const tagline of [design.plannedTagline, design.drawnTagline]) {
        checked += comparableWords(tagline).length;
        expect(
          foreignWords(tagline, design.brief.description),
          `${design.brief.brandName} '${tagline}' (direction ${design.direction}, variant ${design.variant})`,
        ).toEqual([]);
      }
    }
    console.info(
      `Brief set: ${checked} tagline words checked across ${designs.length} designs, none invented.`,
    );
    expect(checked).toBeGreaterThan(designs.length);
  });

  it("keeps taglines within the spec's 60 characters and the issue's seven briefs on the user's words", () => {
    for (const design of designs)
      expect(directionSpecSchema.shape.tagline.safeParse(design.plannedTagline).success).toBe(true);
    const planned = (name: string) => [
      ...new Set(designs.filter((d) => d.brief.brandName === name).map((d) => d.plannedTagline)),
    ];
    expect(planned("Harbor & Pine")).toContain("Handmade oak tables");
    expect(planned("東京ラーメン")).toEqual(["Tokyo-style ramen bar"]);
    for (const name of [
      "Sol y Sombra",
      "The Rusty Spoon",
      "Little Sprouts",
      "Nimbus Drones",
      "Quantum Ledger",
    ])
      expect(planned(name).length, name).toBeGreaterThan(0);
    expect(planned("麺屋はじめ")).toEqual(["深夜営業のラーメン店"]);
  });
});
