import { beforeAll, describe, expect, it } from "vitest";
import type { EngineBrief } from "../brief";
import { designLogoSvg } from "../design-logo";
import type { DirectionSpec } from "../direction-spec";
import { planDirectionSpecs } from "../directions";
import { mixSeed } from "../random";
import type { SymbolSpec } from "../symbol";
import { type Silhouette, silhouetteOverlap, symbolSilhouette } from "../testing/symbol-silhouette";
import { MOTIF_CONSTRUCTIONS } from "./designed-mark";
import { motifMarkup } from "./motifs";
import { UNIQUE_MARK_TRADES } from "./unique-mark-trades";

/**
 * Marks of their own, measured the way a customer sees them: each logo's symbol alone as a
 * silhouette (trimmed, 48 x 48), compared by overlap (intersection over union). Eight brands of
 * one trade, with one description and different names, each get a first create's six logos (two
 * directions of three), as a project with its own seed would. No symbol of one brand may overlap
 * another brand's at 0.8 or more, the six logos of a create show at least four different symbols,
 * and no symbol is a stock icon as it is.
 */

const SAME_SHAPE = 0.8;

interface Drawn {
  brand: string;
  trade: string;
  label: string;
  symbol: SymbolSpec | null;
  silhouette: Silhouette | null;
  svg: string;
}

/** A project's seed is random; here it is the brand's own, so the test is repeatable. */
function projectSeed(brandName: string): number {
  return mixSeed("project", brandName);
}

function draw(brief: EngineBrief, spec: DirectionSpec, variant: number, trade: string): Drawn {
  const logo = designLogoSvg(brief, spec, variant, projectSeed(brief.brandName));
  return {
    brand: brief.brandName,
    trade,
    label: `${brief.brandName} (${spec.archetype}, variant ${variant}): ${JSON.stringify(logo.symbol && "idea" in logo.symbol ? logo.symbol.idea : logo.symbol?.kind)}`,
    symbol: logo.symbol,
    silhouette: symbolSilhouette(logo.svg),
    svg: logo.svg,
  };
}

/** How many different symbols a set of logos shows: each counted once its shape is new. */
function differentSymbols(logos: readonly Drawn[]): number {
  const kept: Silhouette[] = [];
  for (const logo of logos) {
    const shape = logo.silhouette;
    if (shape && kept.every((other) => silhouetteOverlap(shape, other) < SAME_SHAPE)) kept.push(shape);
  }
  return kept.length;
}

const creates = new Map<
  string,
  { brief: EngineBrief; specs: DirectionSpec[]; logos: Drawn[]; trade: string }
>();

beforeAll(() => {
  for (const { trade, description, names } of UNIQUE_MARK_TRADES)
    for (const brandName of names) {
      const brief = { brandName, description };
      const specs = planDirectionSpecs(brief, 2, [], projectSeed(brandName));
      const logos = specs.flatMap((spec) => [0, 1, 2].map((variant) => draw(brief, spec, variant, trade)));
      creates.set(brandName, { brief, specs, logos, trade });
    }
}, 120_000);

describe("marks of their own", () => {
  it("gives no two brands of a trade (or of any two trades) the same symbol", () => {
    const all = [...creates.values()].flatMap((create) => create.logos);
    const withSymbol = all.filter((logo) => logo.silhouette !== null);
    expect(withSymbol.length).toBeGreaterThanOrEqual(all.length / 2);
    const clashes: string[] = [];
    let pairs = 0;
    let highest = 0;
    for (let i = 0; i < withSymbol.length; i++)
      for (let j = i + 1; j < withSymbol.length; j++) {
        const a = withSymbol[i] as Drawn;
        const b = withSymbol[j] as Drawn;
        if (a.brand === b.brand) continue;
        pairs++;
        const overlap = silhouetteOverlap(a.silhouette as Silhouette, b.silhouette as Silhouette);
        highest = Math.max(highest, overlap);
        if (overlap >= SAME_SHAPE) clashes.push(`${overlap.toFixed(2)} ${a.label} | ${b.label}`);
      }
    console.info(
      `Marks: ${withSymbol.length} of ${all.length} logos carry a symbol; ${pairs} pairs from different brands, highest overlap ${highest.toFixed(2)}.`,
    );
    expect(pairs).toBeGreaterThan(8000);
    expect(clashes).toEqual([]);
  });

  it("shows at least four different symbols in the six logos of each create", () => {
    for (const [brand, create] of creates)
      expect(
        differentSymbols(create.logos),
        `${brand}: ${create.logos.map((l) => l.label).join("; ")}`,
      ).toBeGreaterThanOrEqual(4);
  });

  it("keeps the rule for 'Create More': a new direction's three logos show different symbols", () => {
    for (const [brand, create] of creates) {
      const [more] = planDirectionSpecs(create.brief, 1, create.specs, projectSeed(brand));
      if (!more) throw new Error("No direction planned");
      const logos = [0, 1, 2].map((variant) => draw(create.brief, more, variant, create.trade));
      // A name-led direction sets the name alone once and two lettermarks.
      expect(
        differentSymbols(logos),
        `${brand}: ${logos.map((l) => l.label).join("; ")}`,
      ).toBeGreaterThanOrEqual(more.archetype === "wordmark" ? 2 : 3);
    }
  });

  it("keeps the rule for 'Create Similar': the same ideas drawn anew, not the same files", () => {
    for (const [brand, create] of creates)
      for (const spec of create.specs) {
        const first = [0, 1, 2].map((variant) => draw(create.brief, spec, variant, create.trade));
        const similar = [3, 4, 5].map((variant) => draw(create.brief, spec, variant, create.trade));
        expect(differentSymbols(similar), brand).toBeGreaterThanOrEqual(
          spec.archetype === "wordmark" ? 2 : 3,
        );
        similar.forEach((logo, slot) => {
          const original = first[slot] as Drawn;
          const idea = (symbol: SymbolSpec | null) => (symbol?.kind === "designed" ? symbol.idea : null);
          expect(idea(logo.symbol), brand).toEqual(idea(original.symbol));
          if (logo.symbol) expect(logo.svg, `${brand} variant ${slot + 3}`).not.toBe(original.svg);
        });
      }
  });

  it("never sets a stock icon as it is: every mark's shape is its own, not its motif's", () => {
    const checked: string[] = [];
    for (const create of creates.values())
      for (const logo of create.logos) {
        const symbol = logo.symbol;
        if (symbol?.kind !== "designed" || !logo.silhouette) continue;
        const { idea } = symbol;
        const pictures = [idea.motif, idea.image].filter((id): id is string => id !== undefined);
        for (const picture of pictures) {
          const alone = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><rect width="1000" height="1000" fill="#FFFFFF"/><g data-part="symbol">${motifMarkup(picture, symbol.style, { cx: 500, cy: 500, size: 900 }, "#000000")}</g></svg>`;
          const stock = symbolSilhouette(alone);
          if (!stock) throw new Error(`${picture} draws nothing`);
          expect(silhouetteOverlap(logo.silhouette, stock), `${logo.label} against ${picture}`).toBeLessThan(
            SAME_SHAPE,
          );
          checked.push(picture);
        }
        if (MOTIF_CONSTRUCTIONS.has(idea.construction)) expect(idea.motif, logo.label).toBeDefined();
      }
    expect(checked.length).toBeGreaterThan(40);
  });
});
