import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { engineLogoSource } from "../export-images/testing/fixtures";
import { encodePlacedPng, encodePngOver, type PlacedImage, type RawImage } from "./png";
import { svgWithViewBox } from "./svg-background";
import {
  paintedExtent,
  renderSquareArtwork,
  renderSvg,
  renderTrimmedSvg,
  transparentMasterForLightGrounds,
  trimmedView,
} from "./vector-renders";

const SIZE = 4096;

/** The placed pixels put back into their whole picture, the rest clear. */
function wholeSquare(placed: PlacedImage): RawImage {
  const data = Buffer.alloc(placed.width * placed.height * 4);
  const { image, left, top } = placed;
  for (let y = 0; y < image.height; y++) {
    image.data.copy(
      data,
      ((top + y) * placed.width + left) * 4,
      y * image.width * 4,
      (y + 1) * image.width * 4,
    );
  }
  return { data, width: placed.width, height: placed.height, channels: 4 };
}

/** Pixels that differ, and the largest difference of a premultiplied channel (what a viewer blends). */
function compare(a: Buffer, b: Buffer): { pixels: number; largest: number } {
  let pixels = 0;
  let largest = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a.readUInt32LE(i) === b.readUInt32LE(i)) continue;
    pixels++;
    for (let c = 0; c < 4; c++) {
      const alphaA = c === 3 ? 255 : (a[i + 3] ?? 0);
      const alphaB = c === 3 ? 255 : (b[i + 3] ?? 0);
      largest = Math.max(largest, Math.abs(((a[i + c] ?? 0) * alphaA - (b[i + c] ?? 0) * alphaB) / 255));
    }
  }
  return { pixels, largest };
}

describe("the 4096 px transparent files, drawn over their artwork's part only", () => {
  it("is the whole render: the same pixels, or a handful of edge pixels apart", async () => {
    for (const [brandName, seed, sameBytes] of [
      ["Nordlys", 1, true],
      ["Harbor & Pine", 7, false],
      ["Bright Owl Studio", 3, false],
    ] as const) {
      const clear = await transparentMasterForLightGrounds((await engineLogoSource(brandName, seed)).svg);
      if (!clear) throw new Error("An engine master has a transparent version");
      const placed = await renderSquareArtwork(clear, SIZE);
      const whole = await renderSvg(clear, SIZE);
      expect([placed.width, placed.height]).toEqual([SIZE, SIZE]);
      // Most of the square is never drawn.
      expect(placed.image.width * placed.image.height).toBeLessThan(SIZE * SIZE * 0.6);
      const { pixels, largest } = compare(wholeSquare(placed).data, whole.data);
      if (sameBytes) expect(pixels).toBe(0);
      // resvg places a few edges a subsample apart when the drawing starts elsewhere: at most one
      // sixteenth of a pixel's coverage, at a few pixels of 16.7 million.
      expect(pixels).toBeLessThan(100);
      expect(largest).toBeLessThanOrEqual(16);
    }
  });

  it("leaves a trimmed file's margins clear, drawing only its artwork's part", async () => {
    const clear = await transparentMasterForLightGrounds((await engineLogoSource("Nordlys", 5)).svg);
    if (!clear) throw new Error("An engine master has a transparent version");
    const reference = await renderSvg(clear, 2048);
    const placed = await renderTrimmedSvg(clear, reference, SIZE);
    const view = trimmedView(clear, reference, SIZE);
    const whole = await renderSvg(svgWithViewBox(clear, view.box, view.width, view.height));
    expect([placed.width, placed.height]).toEqual([whole.width, whole.height]);
    expect(Math.max(placed.width, placed.height)).toBe(SIZE);
    expect(placed.left).toBeGreaterThan(0);
    expect(placed.image.width * placed.image.height).toBeLessThan(whole.width * whole.height * 0.9);
    const { pixels, largest } = compare(wholeSquare(placed).data, whole.data);
    // As above: edges a subsample apart, a few hundred pixels of 16.7 million. How many depends on
    // how much edge the artwork has (a lettermark with a motif nested in it has a lot); a level
    // edge that falls between subsample rows moves by a quarter of its coverage along its length.
    expect(pixels).toBeLessThan(400);
    expect(largest).toBeLessThanOrEqual(64);
  });

  it("finds every part a drawing paints, where resvg's own boxes fall short", async () => {
    const drawing = (body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">${body}</svg>`;
    const shapes = {
      // resvg's innerBBox clips a shape to the canvas before its transform: on the drawing's own
      // canvas it measures this square 10-25 and the other not at all.
      "a shape drawn large and scaled down": {
        body: '<g transform="scale(0.25)"><rect x="40" y="40" width="300" height="300"/></g>',
        box: { x: 10, y: 10, width: 75, height: 75 },
      },
      "a shape moved in from outside the canvas": {
        body: '<g transform="translate(-100 0)"><rect x="150" y="10" width="20" height="20"/></g>',
        box: { x: 50, y: 10, width: 20, height: 20 },
      },
      "a path in font units, a hundredth of a unit each": {
        body: '<g transform="scale(0.01)"><rect x="5000" y="6000" width="1000" height="1000"/></g>',
        box: { x: 50, y: 60, width: 10, height: 10 },
      },
      "a hairline away from the rest": {
        body: '<rect x="10" y="10" width="10" height="10"/><rect x="80" y="50" width="0.05" height="0.2"/>',
        box: { x: 10, y: 10, width: 71, height: 41 },
      },
    };
    for (const [label, { body, box }] of Object.entries(shapes)) {
      const svg = drawing(body);
      expect(paintedExtent(svg), label).toEqual(box);
      const placed = await renderSquareArtwork(svg, 400);
      expect(placed.image.width, label).toBeLessThan(400);
      const { pixels, largest } = compare(wholeSquare(placed).data, (await renderSvg(svg, 400)).data);
      expect(pixels, label).toBeLessThan(20);
      expect(largest, label).toBeLessThanOrEqual(16);
    }
    // Neither of resvg's boxes holds what a filter paints, and a part of a filter's region is drawn
    // a pixel apart: such a drawing is drawn whole.
    const filters = {
      "a shadow offset by a filter":
        '<filter id="f" x="-50%" y="-50%" width="300%" height="300%"><feOffset dx="30" dy="30"/></filter><rect x="10" y="10" width="20" height="20" filter="url(#f)"/>',
      "a blur's reach, set in a style":
        '<filter id="b" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="6"/></filter><circle cx="50" cy="50" r="8" style="filter: url(#b)"/>',
    };
    for (const [label, body] of Object.entries(filters)) {
      const svg = drawing(body);
      expect(paintedExtent(svg), label).toBe("anywhere");
      const placed = await renderSquareArtwork(svg, 400);
      expect(compare(wholeSquare(placed).data, (await renderSvg(svg, 400)).data).pixels, label).toBe(0);
    }
    // A filter defined and never applied paints nothing; nor does a shape without paint.
    expect(paintedExtent(drawing('<filter id="unused"/><rect width="10" height="10" fill="none"/>'))).toBe(
      "nowhere",
    );
  });

  it("draws a master whose canvas is not square whole, as before", async () => {
    const wide =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><circle cx="100" cy="50" r="30" fill="#123456"/></svg>';
    const placed = await renderSquareArtwork(wide, 400);
    expect([placed.left, placed.top, placed.image.width, placed.image.height]).toEqual([0, 0, 400, 200]);
  });

  it("encodes as the whole square would be: clear round the artwork, or the background colour", async () => {
    const clear =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><circle cx="60" cy="40" r="12.3" fill="#C04020" fill-opacity="0.8"/></svg>';
    const placed = await renderSquareArtwork(clear, 400);
    expect(placed.image.width).toBeLessThan(200);
    const whole = wholeSquare(placed);
    expect(compare(whole.data, (await renderSvg(clear, 400)).data).pixels).toBe(0);

    const transparent = await encodePlacedPng(placed);
    expect([transparent.width, transparent.height]).toEqual([400, 400]);
    const decoded = await sharp(transparent.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info.channels).toBe(4);
    expect(decoded.data.equals(whole.data)).toBe(true);

    const background = { r: 250, g: 240, b: 220 };
    const over = await encodePngOver(placed, background);
    const overWhole = await encodePngOver(whole, background);
    expect([over.width, over.height]).toEqual([400, 400]);
    expect(over.bytes.equals(overWhole.bytes)).toBe(true);
    const corner = await sharp(over.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(corner.info.channels).toBe(3);
    expect([...corner.data.subarray(0, 3)]).toEqual([250, 240, 220]);
  });
});
