import { describe, expect, it } from "vitest";
import type { LogoAnalysis } from "../ports/brand-kit-maker";
import { brandKitPlan } from "./brand-kit-plan";
import { brandKitContent } from "./brand-kit-texts";
import { maskableArtShare } from "./kit-files";
import { judgeLogoHealth, minimumSizes, smallestLegibleSize } from "./logo-health";

const IMAGE = "data:image/png;base64,AAAA";

function analysis(overrides: Partial<LogoAnalysis> = {}): LogoAnalysis {
  return {
    source: "vector",
    hasSymbol: true,
    hasWordmark: true,
    partsMethod: "derived",
    background: "#FFFFFF",
    brandColour: "#0B6E99",
    swatches: [{ hex: "#0B6E99", rgb: [11, 110, 153], cmyk: [93, 28, 0, 40], usage: ["symbol"] }],
    fonts: [],
    // Symbol: 320 units fitted into the square, lines 32 units, gaps 20 units: 1 px lines from 10 px,
    // 1 px gaps from 16 px. Name: in a 640-unit logo, lines 8, gaps 8, letters 60 units.
    legibility: [
      {
        subject: "symbol",
        fittedLength: 320,
        stroke: 32,
        gap: 20,
        letter: null,
        images: { 16: IMAGE, 32: IMAGE, 64: IMAGE },
      },
      {
        subject: "name",
        fittedLength: 640,
        stroke: 8,
        gap: 8,
        letter: 60,
        images: { 16: IMAGE, 32: IMAGE, 64: IMAGE },
      },
    ],
    contrast: [
      { subject: "logo", ground: "white", ratio: 5.6, colour: "#0B6E99" },
      { subject: "name", ground: "white", ratio: 14.9, colour: "#0E2A3B" },
      { subject: "logo", ground: "black", ratio: 3.7, colour: "#0B6E99" },
      { subject: "name", ground: "black", ratio: 1.4, colour: "#0E2A3B" },
    ],
    oneColour: [
      { subject: "logo", kept: 0.82 },
      { subject: "symbol", kept: 0.97 },
      { subject: "wordmark", kept: 1 },
    ],
    logoSize: { width: 640, height: 480 },
    letterHeight: 60,
    // A square symbol takes 0.57 of the maskable icon's side: 27 px across at 48 px.
    maskableIcon: { subject: "symbol", artShare: maskableArtShare(320, 320), image: IMAGE },
    ...overrides,
  };
}

describe("logo health check", () => {
  it("finds the smallest size at which every criterion holds", () => {
    const [symbol, name] = analysis().legibility;
    if (!symbol || !name) throw new Error("fixture");
    // Gaps of 20 units reach 1 px at 16 px; lines of 32 units already at 10 px.
    expect(smallestLegibleSize(symbol)).toBe(16);
    // Letters of 60 units reach 6 px at 64 px; lines of 8 units reach 1 px at 80 px.
    expect(smallestLegibleSize(name)).toBe(80);
  });

  it("passes or warns at 16, 32 and 64 px, and points a too-small name to the symbol", () => {
    const health = judgeLogoHealth(analysis(), "harbor-and-pine");
    const check = (id: string) => health.checks.find((item) => item.id === id);
    expect(check("legibility-symbol-16")?.status).toBe("pass");
    expect(check("legibility-name-64")?.status).toBe("warn");
    expect(check("legibility-name-64")?.reason).toMatch(/thinnest lines are 0\.8 px thick/);
    expect(check("legibility-name-32")?.suggestedFile).toBe("web/favicon.ico");
    expect(check("legibility-name-32")?.suggestion).toMatch(/use the symbol alone/);
    expect(check("legibility-name-64")?.image).toBe(IMAGE);
  });

  it("warns about contrast on a ground the logo fades into and names the one-colour file for it", () => {
    const health = judgeLogoHealth(analysis(), "harbor-and-pine");
    const white = health.checks.find((item) => item.id === "contrast-white");
    const black = health.checks.find((item) => item.id === "contrast-black");
    expect(white?.status).toBe("pass");
    expect(black?.status).toBe("warn");
    expect(black?.reason).toMatch(/the name \(#0E2A3B\) 1\.4:1/);
    expect(black?.suggestedFile).toBe("vector/harbor-and-pine-logo-reversed.svg");
  });

  it("names the file each contrast check measures: the full-colour logo made for that ground", () => {
    const health = judgeLogoHealth(analysis(), "harbor-and-pine");
    const white = health.checks.find((item) => item.id === "contrast-white");
    const black = health.checks.find((item) => item.id === "contrast-black");
    expect(white?.reason).toContain("vector/harbor-and-pine-logo-color-on-light.svg");
    expect(white?.reason).toMatch(/the name needs 4\.5:1/);
    expect(black?.reason).toContain("vector/harbor-and-pine-logo-color-on-dark.svg");
    const upload = judgeLogoHealth(
      analysis({ source: "raster", hasSymbol: false, hasWordmark: false }),
      "logo-export-2",
    );
    expect(upload.checks.find((item) => item.id === "contrast-white")?.reason).toContain(
      "png/logo-export-2-logo-512.png",
    );
  });

  it("checks the maskable app icon at 48 px, where its art is drawn inside the safe circle", () => {
    const passing = judgeLogoHealth(analysis(), "harbor-and-pine").checks.find(
      (item) => item.id === "legibility-maskable-icon-48",
    );
    expect(passing).toMatchObject({
      kind: "legibility",
      subject: "symbol",
      size: 48,
      status: "pass",
      image: IMAGE,
    });
    // Lines of 32 units in 320 drawn 27.2 px across: 2.7 px; gaps of 20 units: 1.7 px.
    expect(passing?.measured).toBe("thinnest lines 2.7 px, smallest gaps 1.7 px");
    expect(passing?.reason).toMatch(/its art 27 px across inside the safe circle, stays clear/);

    const fine = analysis();
    const symbol = fine.legibility[0];
    if (!symbol) throw new Error("fixture");
    fine.legibility[0] = { ...symbol, gap: 8 };
    const warning = judgeLogoHealth(fine, "harbor-and-pine").checks.find(
      (item) => item.id === "legibility-maskable-icon-48",
    );
    expect(warning?.status).toBe("warn");
    expect(warning?.reason).toMatch(/smallest gaps are 0\.7 px wide/);
    // 1 px gaps from 40 px of art, which the icon draws from 71 px.
    expect(warning?.suggestion).toMatch(/fully clear from 71 px/);
    expect(warning?.suggestedFile).toBe("web/icon-maskable-512.png");

    expect(
      judgeLogoHealth(analysis({ maskableIcon: null }), "harbor-and-pine").checks.some((item) =>
        item.id.startsWith("legibility-maskable"),
      ),
    ).toBe(false);
  });

  it("warns when the one-colour logo loses its design, and offers a part that keeps it", () => {
    const health = judgeLogoHealth(analysis(), "harbor-and-pine");
    const logo = health.checks.find((item) => item.id === "one-color-logo");
    expect(logo?.status).toBe("warn");
    expect(logo?.measured).toBe("82% of clear edges kept");
    expect(logo?.suggestedFile).toBe("vector/harbor-and-pine-symbol-black.svg");
    expect(health.checks.find((item) => item.id === "one-color-wordmark")?.status).toBe("pass");
  });

  it("writes minimum sizes and the texts from the same measures", () => {
    const measured = analysis();
    expect(minimumSizes(measured, "harbor-and-pine")).toEqual([
      "Full logo: at least 80 px wide on screens, 16 mm wide in print.",
      "Symbol alone: at least 16 x 16 px. Below that, it is the icon to use (favicon.ico).",
    ]);
    const shape = { stem: "harbor-and-pine", source: "vector" as const, hasSymbol: true, hasWordmark: true };
    const plan = brandKitPlan(shape);
    const content = brandKitContent(
      "Harbor & Pine",
      plan,
      measured,
      shape,
      judgeLogoHealth(measured, "harbor-and-pine"),
    );
    expect(content.texts["brand-md"]).toContain(
      "| 1 | #0B6E99 | RGB 11 110 153 | CMYK 93 28 0 40 | symbol |",
    );
    for (const entry of plan) expect(content.texts.readme).toContain(entry.path);
    expect(JSON.parse(content.texts.webmanifest).theme_color).toBe("#0B6E99");
    expect(content.texts["head-links"]).toContain(
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    );
  });

  it("judges a symbol with a small form in it at the favicon's sizes, and the full mark above", () => {
    const fine = analysis();
    const symbol = fine.legibility[0];
    if (!symbol) throw new Error("No symbol measure");
    // The full mark has 4-unit gaps in 320 units (clear from 80 px); its small form, 1000 units
    // with lines and gaps of 80, is clear from about 13 px.
    const withSmallForm = analysis({
      legibility: [
        {
          ...symbol,
          gap: 4,
          small: {
            fittedLength: 1000,
            stroke: 80,
            gap: 80,
            images: { 16: "small16", 32: "small32", 64: "small64" },
          },
        },
        ...fine.legibility.slice(1),
      ],
    });
    const health = judgeLogoHealth(withSmallForm, "harbor-and-pine");
    const at = (size: number) => health.checks.find((check) => check.id === `legibility-symbol-${size}`);
    expect(at(16)?.status).toBe("pass");
    expect(at(16)?.reason).toContain("The symbol's small form (the favicon's drawing) at 16 px stays clear");
    expect(at(16)?.image).toBe("small16");
    expect(at(32)?.status).toBe("pass");
    expect(at(64)?.status).toBe("warn");
    expect(at(64)?.reason).toContain("The symbol at 64 px is hard to read");
    expect(at(64)?.image).toBe(IMAGE);
    expect(minimumSizes(withSmallForm, "harbor-and-pine")[1]).toBe(
      "Symbol alone: at least 80 x 80 px. Below that, use its small form, clear from 16 x 16 px (favicon.ico).",
    );
    // Without a small form the same mark warns at 16 px.
    const without = judgeLogoHealth(
      analysis({ legibility: [{ ...symbol, gap: 4 }, ...fine.legibility.slice(1)] }),
      "harbor-and-pine",
    );
    expect(without.checks.find((check) => check.id === "legibility-symbol-16")?.status).toBe("warn");
  });
});
