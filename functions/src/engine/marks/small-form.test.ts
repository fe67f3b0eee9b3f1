import { describe, expect, it } from "vitest";
import { designLogoSvg } from "../design-logo";
import { planDirectionSpecs } from "../directions";
import { mixSeed } from "../random";
import { SMALL_SYMBOL_PART } from "../svg-document";
import { UNIQUE_MARK_TRADES } from "./unique-mark-trades";

const SMALL_FORM = new RegExp(`<defs data-part="${SMALL_SYMBOL_PART}">(.*?)</defs>(?=<[a-z]+ data-part=)`);

/** Every logo a first create makes for the first brands of each trade, with its designed idea. */
function firstCreates(brandsPerTrade: number) {
  return UNIQUE_MARK_TRADES.flatMap(({ description, names }) =>
    names.slice(0, brandsPerTrade).flatMap((brandName) => {
      const brief = { brandName, description };
      const seed = mixSeed("project", brandName);
      return planDirectionSpecs(brief, 2, [], seed).flatMap((spec) =>
        [0, 1, 2].map((variant) => designLogoSvg(brief, spec, variant, seed)),
      );
    }),
  );
}

describe("a designed mark's small form", () => {
  const logos = firstCreates(3);
  const designed = logos.filter((logo) => logo.symbol?.kind === "designed");

  it("is carried by every master with a designed mark, in <defs> so the logo never draws it", () => {
    expect(designed.length).toBeGreaterThan(20);
    for (const logo of designed) {
      const small = SMALL_FORM.exec(logo.svg)?.[1];
      expect(small, logo.svg.slice(0, 200)).toMatch(/<path d="M/);
    }
    for (const logo of logos.filter((each) => !each.symbol))
      expect(logo.svg).not.toContain(SMALL_SYMBOL_PART);
  });

  it("keeps the lead shape of each construction, not the details", () => {
    const byConstruction = new Map<string, string[]>();
    for (const logo of designed) {
      if (logo.symbol?.kind !== "designed") continue;
      const small = SMALL_FORM.exec(logo.svg)?.[1] ?? "";
      const list = byConstruction.get(logo.symbol.idea.construction) ?? [];
      byConstruction.set(logo.symbol.idea.construction, [...list, small]);
    }
    // Letter constructions: one heavy letter knocked out of a plate (two paths, no outline stroke).
    for (const construction of ["letter-motif", "ligature"]) {
      for (const small of byConstruction.get(construction) ?? []) {
        expect(small.match(/<path /g)?.length).toBe(2);
        expect(small).not.toContain("stroke-width");
      }
    }
    // A pair keeps the name's picture only; a vessel becomes one shape with its motif as holes.
    for (const construction of ["name-pair", "name-vessel", "vessel"]) {
      for (const small of byConstruction.get(construction) ?? [])
        expect(small.match(/<path /g)?.length).toBe(1);
    }
    expect(byConstruction.size).toBeGreaterThanOrEqual(5);
  });
});
