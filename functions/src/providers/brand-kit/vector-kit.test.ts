import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { engineLogoSource } from "../export-images/testing/fixtures";
import { renderSvg } from "../graphics/vector-renders";
import { hexToRgb, oneColourOn } from "./kit-colours";
import { coverFit } from "./kit-sizes";
import { analyseVector, cardSvg, drawVector } from "./vector-kit";

const BRAND = {
  brandName: "Bright Owl Studio",
  stem: "bright-owl-studio",
  fonts: [{ role: "name" as const, family: "montserrat", weight: 700 }],
  tagline: "",
  motionStyle: "calm" as const,
};

describe("a card drawn only round its logo (covers, banners, link previews)", () => {
  it("is the whole card: its ground everywhere but the logo's part, a few edge pixels apart", async () => {
    const state = await analyseVector((await engineLogoSource(BRAND.brandName, 3)).svg, BRAND);
    const drawing = { kind: "cover", width: 2560, height: 1440, safe: { width: 1235, height: 338 } } as const;
    const made = await drawVector(state, drawing, { texts: {}, sheet: {} } as never);
    expect([made.width, made.height]).toEqual([2560, 1440]);
    const ground = state.analysis.brandColour;
    const whole = await renderSvg(
      cardSvg(state.prepared, {
        version: oneColourOn(hexToRgb(ground)),
        width: 2560,
        height: 1440,
        ground,
        fit: coverFit(drawing.safe),
      }),
    );
    const drawn = await sharp(made.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(drawn.info.channels).toBe(4);
    let differing = 0;
    let largest = 0;
    for (let i = 0; i < whole.data.length; i += 4) {
      let gap = 0;
      for (let c = 0; c < 4; c++)
        gap = Math.max(gap, Math.abs((drawn.data[i + c] ?? 0) - (whole.data[i + c] ?? 0)));
      if (gap > 0) differing++;
      largest = Math.max(largest, gap);
    }
    // An edge lying on one of resvg's sub-scanlines can fall on its other side when the drawing
    // starts elsewhere: a quarter of a pixel's coverage, at a few hundred of 3.7 million pixels.
    expect(differing).toBeLessThan(1000);
    expect(largest).toBeLessThanOrEqual(64);
    // The corners, far from the logo, are the ground itself.
    const { r, g, b } = hexToRgb(ground);
    const last = drawn.data.length - 4;
    expect([...drawn.data.subarray(0, 4)]).toEqual([r, g, b, 255]);
    expect([...drawn.data.subarray(last, last + 4)]).toEqual([r, g, b, 255]);
  });

  it("is drawn whole when its logo applies a filter, whose glow reaches past the logo's box", async () => {
    const glowing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#FFFFFF"/><defs><filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="60"/></filter></defs><circle cx="512" cy="512" r="120" fill="#1F4E79" filter="url(#glow)"/><circle cx="512" cy="512" r="100" fill="#C0392B"/></svg>';
    const state = await analyseVector(glowing, { ...BRAND, brandName: "Glow", stem: "glow" });
    const made = await drawVector(state, { kind: "link-preview", width: 1200, height: 630 }, {
      texts: {},
      sheet: {},
    } as never);
    const whole = await renderSvg(
      cardSvg(state.prepared, {
        version: "colour",
        width: 1200,
        height: 630,
        ground: state.analysis.background,
      }),
    );
    const drawn = await sharp(made.bytes).raw().toBuffer();
    expect(drawn.equals(whole.data)).toBe(true);
  });
});
