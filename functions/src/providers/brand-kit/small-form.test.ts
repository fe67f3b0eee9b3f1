import { describe, expect, it } from "vitest";
import { judgeLogoHealth } from "../../domain/brand-kit/logo-health";
import { designLogoSvg } from "../../engine/design-logo";
import { planDirectionSpecs } from "../../engine/directions";
import { UNIQUE_MARK_TRADES } from "../../engine/marks/unique-mark-trades";
import { mixSeed } from "../../engine/random";
import { partMarkup, prepareArtwork } from "../graphics/artwork";
import { analyseVector, drawVector } from "./vector-kit";

const BRAND = { brandName: "", stem: "brand", fonts: [], tagline: "", motionStyle: "calm" as const };

/** The symbol logos of a first create for the first brands of each trade. */
function symbolLogos(brandsPerTrade: number) {
  return UNIQUE_MARK_TRADES.flatMap(({ description, names }) =>
    names.slice(0, brandsPerTrade).flatMap((brandName) => {
      const brief = { brandName, description };
      const seed = mixSeed("project", brandName);
      return planDirectionSpecs(brief, 2, [], seed)
        .flatMap((spec) => [0, 1, 2].map((variant) => designLogoSvg(brief, spec, variant, seed)))
        .filter((logo) => logo.symbol?.kind === "designed")
        .map((logo) => ({ brandName, svg: logo.svg, idea: logo.symbol }));
    }),
  );
}

describe("the favicon of a designed mark", () => {
  it("is drawn from the mark's small form, which never appears in the logo's own files", async () => {
    const [logo] = symbolLogos(1);
    if (!logo) throw new Error("No designed mark");
    const prepared = await prepareArtwork(logo.svg);
    const small = partMarkup(prepared, "small-symbol", "colour");
    const state = await analyseVector(logo.svg, { ...BRAND, brandName: logo.brandName });
    const favicon = (await drawVector(state, { kind: "favicon-svg" }, {} as never)).bytes.toString("utf8");
    const symbolFile = (
      await drawVector(
        state,
        { kind: "vector", part: "symbol", version: "colour-on-light", format: "svg" },
        {} as never,
      )
    ).bytes.toString("utf8");
    const smallPath = /<path d="(M[^"]{40})/.exec(small)?.[1];
    expect(smallPath).toBeTruthy();
    expect(favicon).toContain(smallPath);
    expect(symbolFile).not.toContain(smallPath);
    expect(symbolFile).not.toContain("small-symbol");
    expect(partMarkup(prepared, "logo", "colour")).not.toContain("small-symbol");
  });

  it("reads at 16 px by the health check's judgement for nearly every designed mark", async () => {
    const logos = symbolLogos(3);
    const failing: string[] = [];
    for (const logo of logos) {
      const state = await analyseVector(logo.svg, { ...BRAND, brandName: logo.brandName });
      const health = judgeLogoHealth(state.analysis, "brand");
      const check = health.checks.find((each) => each.id === "legibility-symbol-16");
      expect(check?.reason).toContain("small form");
      if (check?.status !== "pass")
        failing.push(`${logo.brandName} ${JSON.stringify(logo.idea)}: ${check?.reason}`);
      // At 64 px the full mark is judged, as drawn in the logo.
      expect(health.checks.find((each) => each.id === "legibility-symbol-64")?.reason).not.toContain(
        "small form",
      );
    }
    expect(logos.length).toBeGreaterThan(40);
    // Before small forms, 37 of 89 stock symbols (42%) passed at 16 px.
    expect(failing.length / logos.length, failing.join("\n")).toBeLessThanOrEqual(0.05);
  }, 120_000);
});
