import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { groundedColourSvg, partSvg, prepareArtwork } from "./artwork";
import { logoArtOf } from "./logo-art";
import { BLACK, contrast, parseColour, WHITE } from "./paint";
import { darkGroundLogo, sampleLogos } from "./testing/sample-logos";

/** The weakest contrast of the drawing's solid pixels against `ground` (ignores edge pixels). */
function weakestOnGround(svg: string, ground: { r: number; g: number; b: number }): number {
  // `pixels` copies the bitmap on every read: read it once.
  const pixels = new Resvg(svg, {
    fitTo: { mode: "width", value: 400 },
    font: { loadSystemFonts: false },
  }).render().pixels;
  let weakest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < pixels.length; i += 4) {
    if ((pixels[i + 3] ?? 0) < 255) continue;
    const ratio = contrast({ r: pixels[i] ?? 0, g: pixels[i + 1] ?? 0, b: pixels[i + 2] ?? 0 }, ground);
    weakest = Math.min(weakest, ratio);
  }
  return weakest;
}

describe("logo art for light and dark grounds", () => {
  it("keeps a near-white name made on navy readable on white paper (4.5:1), and on black", async () => {
    const logo = darkGroundLogo();
    const prepared = await prepareArtwork(logo.svg);
    // As designed, the name is near-white: it would vanish on a white page.
    expect(weakestOnGround(partSvg(prepared, "wordmark", "colour"), WHITE)).toBeLessThan(1.5);
    expect(weakestOnGround(groundedColourSvg(prepared, "wordmark", "light"), WHITE)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(weakestOnGround(groundedColourSvg(prepared, "wordmark", "dark"), BLACK)).toBeGreaterThanOrEqual(
      4.5,
    );
    const art = await logoArtOf({ kind: "vector", svg: logo.svg, brandName: logo.brandName });
    // The design's own navy carries the name on paper: the brand stays the brand.
    expect(art.logo("light").svg.toUpperCase()).toContain(`FILL="${art.ground.toUpperCase()}"`);
  });

  it("leaves a logo made for light grounds as it is on white", async () => {
    const logo = sampleLogos()[0];
    const art = await logoArtOf({ kind: "vector", svg: logo?.svg ?? "", brandName: logo?.brandName ?? "" });
    expect(art.logo("light").svg).toBe(art.logo("as-designed").svg);
    expect(parseColour(art.brandColour)).not.toBeNull();
  });
});
