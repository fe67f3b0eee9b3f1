import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blurredCopy } from "./scene-kit";

const CARD = `<rect x="100" y="100" width="300" height="180" fill="#ffffff"/>`;
const CARD_BOUNDS = { x: 100, y: 100, width: 300, height: 180 };

async function shadowPixels(image: string) {
  const href = /href="data:image\/png;base64,([^"]+)"/.exec(image)?.[1];
  if (!href) throw new Error(`no PNG in ${image.slice(0, 120)}`);
  return sharp(Buffer.from(href, "base64")).raw().toBuffer({ resolveWithObject: true });
}

describe("shadows", () => {
  it("are made at the size they are shown at, faded to their opacity, to be copied pixel for pixel", async () => {
    const image = await blurredCopy(CARD, CARD_BOUNDS, { blur: 12, opacity: 0.4, dx: 4, dy: 8 }, 1);
    const width = Number(/ width="(\d+)"/.exec(image)?.[1]);
    const height = Number(/ height="(\d+)"/.exec(image)?.[1]);
    const { data, info } = await shadowPixels(image);
    expect([info.width, info.height]).toEqual([width, height]);
    expect(image).toContain('image-rendering="optimizeSpeed"');
    expect(image).not.toContain("opacity=");
    let darkest = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) darkest = Math.max(darkest, data[alpha] ?? 0);
    // The middle of a 300-unit card blurred by 12 is fully covered: its alpha is the opacity's.
    expect(darkest).toBeGreaterThanOrEqual(Math.floor(0.4 * 255) - 2);
    expect(darkest).toBeLessThanOrEqual(Math.ceil(0.4 * 255) + 1);
  });

  it("at a smaller picture, with fewer pixels for the same canvas units", async () => {
    const full = await blurredCopy(CARD, CARD_BOUNDS, { blur: 12, opacity: 0.4, dx: 4, dy: 8 }, 1);
    const preview = await blurredCopy(CARD, CARD_BOUNDS, { blur: 12, opacity: 0.4, dx: 4, dy: 8 }, 0.4);
    const fullPixels = await shadowPixels(full);
    const previewPixels = await shadowPixels(preview);
    expect(previewPixels.info.width).toBe(Math.round(fullPixels.info.width * 0.4));
  });

  it("are made once per process for the same outline, whatever logo the scene shows", () => {
    const options = { blur: 8, opacity: 0.3, dx: 2, dy: 5 };
    expect(blurredCopy(CARD, CARD_BOUNDS, options, 1)).toBe(blurredCopy(CARD, CARD_BOUNDS, options, 1));
    expect(blurredCopy(CARD, CARD_BOUNDS, options, 1)).not.toBe(
      blurredCopy(CARD, CARD_BOUNDS, { ...options, opacity: 0.5 }, 1),
    );
  });
});
