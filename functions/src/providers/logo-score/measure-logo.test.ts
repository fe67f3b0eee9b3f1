import { Resvg } from "@resvg/resvg-js";
import { beforeAll, describe, expect, it } from "vitest";
import { designLogoSvg } from "../../engine/design-logo";
import { planDirectionSpecs } from "../../engine/directions";
import { UNIQUE_MARK_TRADES } from "../../engine/marks/unique-mark-trades";
import { mixSeed } from "../../engine/random";
import { SYMBOL_LOOK_ALIKE_DISTANCE } from "../graphics/fingerprint-calibration";
import { measureRasterLogo, measureVectorLogo } from "./measure-logo";
import { stockIconSvg, stockPack } from "./stock-icons";

/** Engine logos of two brands a trade, three variants of two directions each, as generation draws them. */
function engineLogos(): { label: string; svg: string }[] {
  const logos: { label: string; svg: string }[] = [];
  for (const { description, names } of UNIQUE_MARK_TRADES)
    for (const brandName of names.slice(0, 2)) {
      const brief = { brandName, description };
      const seed = mixSeed("project", brandName);
      planDirectionSpecs(brief, 2, [], seed).forEach((spec, direction) => {
        for (const variant of [0, 1, 2])
          logos.push({
            label: `${brandName} ${direction}.${variant}`,
            svg: designLogoSvg(brief, spec, variant, seed).svg,
          });
      });
    }
  return logos;
}

/** A plain logo of shapes: a disc and a bar, in `ink` on `ground`. */
function shapesLogo(ink: string, ground: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><rect width="800" height="400" fill="${ground}"/><circle cx="200" cy="200" r="110" fill="${ink}"/><rect x="380" y="140" width="340" height="120" fill="${ink}"/></svg>`;
}

/** Every colour of a master but its background (its first fill) turned to one pale grey. */
function paleOnWhite(svg: string): string {
  let first = true;
  return svg.replace(/#[0-9A-Fa-f]{6}\b/g, () => {
    if (!first) return "#E4E4E4";
    first = false;
    return "#FFFFFF";
  });
}

/** A master with a marked symbol (a ring and a cross of `stroke` units) and no name, on a 1024 canvas. */
function ringSymbolMaster(stroke: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#FFFFFF"/><g data-part="symbol" fill="none" stroke="#1F3A5F" stroke-width="${stroke}"><circle cx="512" cy="512" r="300"/><path d="M512 262V762M262 512H762"/></g></svg>`;
}

function png(svg: string, width: number): Buffer {
  return Buffer.from(
    new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "width", value: width } })
      .render()
      .asPng(),
  );
}

/** A stock icon drawn as a logo: navy on a cream page, no marks, as an upload would be. */
function stockIconLogo(drawing: Parameters<typeof stockIconSvg>[0]): string {
  return stockIconSvg(drawing)
    .replace(/#000000/g, "#1F3A5F")
    .replace(/(<svg[^>]*viewBox="([^"]+)"[^>]*>)/, (_, open: string, view: string) => {
      const [x, y, width, height] = view.split(" ");
      return `${open}<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="#FBF7F0"/>`;
    });
}

describe("measureVectorLogo", () => {
  const logos = engineLogos();
  let measures: Awaited<ReturnType<typeof measureVectorLogo>>[] = [];
  let msPerLogo = 0;

  beforeAll(async () => {
    stockPack();
    await measureVectorLogo(logos[0]?.svg ?? "");
    const started = performance.now();
    measures = [];
    for (const { svg } of logos) measures.push(await measureVectorLogo(svg));
    msPerLogo = (performance.now() - started) / logos.length;
    console.log(`measured ${logos.length} engine logos, ${msPerLogo.toFixed(0)} ms a logo`);
  }, 60_000);

  it("measures every engine logo's name, symbol and contrast", () => {
    for (const [index, measure] of measures.entries()) {
      const label = logos[index]?.label;
      expect(measure.legibility.nameLetterPx, label).toBeGreaterThan(0);
      expect(measure.legibility.nameStrokePx, label).toBeGreaterThan(0);
      expect(measure.legibility.logoStrokePx, label).toBeNull();
      expect(measure.contrast.normal, label).toBeGreaterThan(1.5);
      expect(measure.nearestStockDistance, label).not.toBeNull();
    }
    // Most designs carry a symbol (a wordmark-only direction has none).
    expect(measures.filter((measure) => measure.legibility.symbolStrokePx !== null).length).toBeGreaterThan(
      measures.length * 0.8,
    );
  });

  it("finds most engine symbols farther from every stock icon than a look-alike", () => {
    const distances = measures.map((measure) => measure.nearestStockDistance ?? 0);
    const far = distances.filter((distance) => distance >= SYMBOL_LOOK_ALIKE_DISTANCE);
    console.log(`nearest stock icon: ${distances.map((distance) => distance.toFixed(3)).join(" ")}`);
    expect(far.length).toBeGreaterThan(distances.length * 0.75);
  });

  it("measures a pale grey copy of a logo as lower contrast than the original", async () => {
    for (const [index, { svg, label }] of logos.slice(0, 4).entries()) {
      const pale = await measureVectorLogo(paleOnWhite(svg));
      expect(pale.contrast.normal, label).toBeLessThan(Math.min(1.5, measures[index]?.contrast.normal ?? 0));
    }
    const navy = await measureVectorLogo(shapesLogo("#1F3A5F", "#FFFFFF"));
    const grey = await measureVectorLogo(shapesLogo("#C8C8C8", "#FFFFFF"));
    expect(navy.contrast.normal).toBeGreaterThan(10);
    expect(grey.contrast.normal).toBeLessThan(2);
    expect(navy.legibility.logoStrokePx).toBeGreaterThan(5);
  });

  it("measures a red and green logo lower for colour-blind viewers than normally", async () => {
    // Dark red on pale green loses contrast under deuteranopia, pale red on dark green under protanopia.
    const redGreen = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><rect width="800" height="400" fill="#FFFFFF"/><rect x="40" y="80" width="320" height="240" fill="#A0F0A0"/><circle cx="200" cy="200" r="90" fill="#B00000"/><rect x="440" y="80" width="320" height="240" fill="#004000"/><circle cx="600" cy="200" r="90" fill="#FF8080"/></svg>`;
    const { contrast } = await measureVectorLogo(redGreen);
    expect(contrast.normal).toBeGreaterThan(4.5);
    expect(contrast.deuteranopia).toBeLessThan(contrast.normal - 0.3);
    expect(contrast.protanopia).toBeLessThan(contrast.normal - 0.3);
    // Navy on white is the same for everyone.
    const navy = (await measureVectorLogo(shapesLogo("#1F3A5F", "#FFFFFF"))).contrast;
    expect(Math.abs(navy.deuteranopia - navy.normal)).toBeLessThan(1);
  });

  it("measures a hairline symbol thinner than the same symbol drawn bold", async () => {
    const bold = await measureVectorLogo(ringSymbolMaster(48));
    const hairline = await measureVectorLogo(ringSymbolMaster(3));
    expect(bold.legibility.nameLetterPx).toBeNull();
    // 48 units of a symbol about 690 units across drawn 16 px: about 1.1 px (the thinnest tenth
    // of the line, where the render's pixels cut it, a little less); 3 units: under a tenth.
    expect(bold.legibility.symbolStrokePx).toBeGreaterThan(0.7);
    expect(hairline.legibility.symbolStrokePx).toBeLessThan(0.3);
    expect(hairline.legibility.symbolStrokePx ?? 1).toBeLessThan((bold.legibility.symbolStrokePx ?? 0) / 4);
    // Unmarked, the same drawings are measured as a whole logo.
    const unmarked = (svg: string) => svg.replace(' data-part="symbol"', "");
    const boldLogo = await measureVectorLogo(unmarked(ringSymbolMaster(48)));
    const hairlineLogo = await measureVectorLogo(unmarked(ringSymbolMaster(3)));
    expect(boldLogo.legibility.symbolStrokePx).toBeNull();
    expect(hairlineLogo.legibility.logoStrokePx).toBeLessThan((boldLogo.legibility.logoStrokePx ?? 0) / 4);
  });

  it("finds a stock icon drawn alone as a logo within the look-alike distance of its stock icon", async () => {
    const drawings = stockPack().ids.filter((_, index) => index % 1500 === 7);
    for (const drawing of drawings) {
      const logo = stockIconLogo(drawing);
      const vector = await measureVectorLogo(logo);
      expect(vector.nearestStockDistance, drawing).toBeLessThan(SYMBOL_LOOK_ALIKE_DISTANCE);
      const raster = await measureRasterLogo(png(logo, 400));
      expect(raster.nearestStockDistance, drawing).toBeLessThan(SYMBOL_LOOK_ALIKE_DISTANCE);
    }
  });
});

describe("measureRasterLogo", () => {
  it("measures an upload like its vector: lines, contrast and no marked parts", async () => {
    const navy = await measureRasterLogo(png(shapesLogo("#1F3A5F", "#FFFFFF"), 600));
    const grey = await measureRasterLogo(png(shapesLogo("#C8C8C8", "#FFFFFF"), 600));
    expect(navy.legibility.nameLetterPx).toBeNull();
    expect(navy.legibility.symbolStrokePx).toBeNull();
    expect(navy.legibility.logoStrokePx).toBeGreaterThan(5);
    expect(navy.contrast.normal).toBeGreaterThan(10);
    expect(grey.contrast.normal).toBeLessThan(2);
    const hairline = await measureRasterLogo(png(ringSymbolMaster(3), 1024));
    const bold = await measureRasterLogo(png(ringSymbolMaster(48), 1024));
    expect(hairline.legibility.logoStrokePx).toBeLessThan((bold.legibility.logoStrokePx ?? 0) / 4);
  });
});
