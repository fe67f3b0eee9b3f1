import { renderAsync } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withDeferredImages } from "./deferred-images";
import { type LogoPixels, withLogo } from "./layered-raster";
import { faceInPerspectiveLayer } from "./scene-perspective";
import { blurredCopy, blurredLayers } from "./scene-surfaces";

const CARD = `<rect x="100" y="100" width="300" height="180" fill="#ffffff"/>`;
const CARD_BOUNDS = { x: 100, y: 100, width: 300, height: 180 };

/** A shadow's stand-in made into its image, as a render makes it. */
async function drawn(standIn: Promise<string>): Promise<string> {
  return withDeferredImages(await standIn);
}

async function shadowPixels(image: string) {
  const href = /href="data:image\/png;base64,([^"]+)"/.exec(image)?.[1];
  if (!href) throw new Error(`no PNG in ${image.slice(0, 120)}`);
  return sharp(Buffer.from(href, "base64")).raw().toBuffer({ resolveWithObject: true });
}

describe("shadows", () => {
  it("are made at the size they are shown at, faded to their opacity, to be copied pixel for pixel", async () => {
    const image = await drawn(blurredCopy(CARD, CARD_BOUNDS, { blur: 12, opacity: 0.4, dx: 4, dy: 8 }, 1));
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
    const full = await drawn(blurredCopy(CARD, CARD_BOUNDS, { blur: 12, opacity: 0.4, dx: 4, dy: 8 }, 1));
    const preview = await drawn(
      blurredCopy(CARD, CARD_BOUNDS, { blur: 12, opacity: 0.4, dx: 4, dy: 8 }, 0.4),
    );
    const fullPixels = await shadowPixels(full);
    const previewPixels = await shadowPixels(preview);
    expect(previewPixels.info.width).toBe(Math.round(fullPixels.info.width * 0.4));
  });

  it("stand in the drawing's text until a render needs them, made once per process for the same outline", async () => {
    const options = { blur: 8, opacity: 0.3, dx: 2, dy: 5 };
    const standIn = await blurredCopy(CARD, CARD_BOUNDS, options, 1);
    expect(standIn).toMatch(/^<!--deferred [0-9a-f]{40}-->$/);
    expect(await blurredCopy(CARD, CARD_BOUNDS, options, 1)).toBe(standIn);
    expect(await blurredCopy(CARD, CARD_BOUNDS, { ...options, opacity: 0.5 }, 1)).not.toBe(standIn);
    const drawing = `<g>${standIn}</g><g>${standIn}</g>`;
    const made = await withDeferredImages(drawing);
    expect(made.match(/<image /g)).toHaveLength(2);
    expect(made).not.toContain("deferred");
    expect(await withDeferredImages(drawing)).toBe(made);
    await expect(withDeferredImages(`<!--deferred ${"0".repeat(40)}-->`)).rejects.toThrow(
      /No image is known/,
    );
  });

  it("laid over one another are one image, and the picture is the same as the layers one by one", async () => {
    const soft = { blur: 14, opacity: 0.3, dx: 6, dy: 12 };
    const contact = { blur: 3, opacity: 0.4, dx: 1, dy: 2 };
    const merged = await drawn(
      blurredLayers(
        [
          { shape: CARD, options: soft },
          { shape: CARD, options: contact },
        ],
        CARD_BOUNDS,
        1,
      ),
    );
    expect(merged.match(/<image /g)).toHaveLength(1);
    expect(merged).toContain('image-rendering="optimizeSpeed"');
    const separate =
      (await drawn(blurredCopy(CARD, CARD_BOUNDS, soft, 1))) +
      (await drawn(blurredCopy(CARD, CARD_BOUNDS, contact, 1)));
    const onPaper = async (images: string) =>
      (
        await renderAsync(
          `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400" viewBox="0 0 500 400"><rect width="500" height="400" fill="#F2EEE6"/>${images}</svg>`,
        )
      ).pixels;
    const [one, two] = await Promise.all([onPaper(merged), onPaper(separate)]);
    let most = 0;
    let darkened = 0;
    for (let offset = 0; offset < one.length; offset++) {
      most = Math.max(most, Math.abs((one[offset] ?? 0) - (two[offset] ?? 0)));
      if (offset % 4 === 0 && (one[offset] ?? 0) < 0xf2 - 40) darkened++;
    }
    // Rounding in 8 bits, once instead of twice; the shadow itself is there, under the card.
    expect(most).toBeLessThanOrEqual(3);
    expect(darkened).toBeGreaterThan(300 * 180 * 0.5);
  });
});

describe("a face in perspective drawn as parts", () => {
  it("is the face its parts drawn as one document give", async () => {
    const size = { width: 1200, height: 500 };
    const quad = [
      { x: 100, y: 120 },
      { x: 1300, y: 300 },
      { x: 1300, y: 800 },
      { x: 100, y: 1000 },
    ] as const;
    const parts = [
      `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8F877B"/><stop offset="1" stop-color="#3F3A34"/></linearGradient></defs>`,
      `<rect width="1200" height="500" fill="url(#wall)"/>`,
      `<g fill="url(#grain)"><rect width="1200" height="500"/></g>`,
      withLogo(
        `<defs><clipPath id="board"><rect x="300" y="100" width="600" height="200"/></clipPath></defs>`,
        `<g clip-path="url(#board)"><circle cx="600" cy="200" r="160" fill="#C0392B" fill-opacity="0.7"/></g>`,
      ),
      `<rect width="1200" height="500" fill="#0B1220" opacity="0.2"/>`,
    ];
    // Premultiplied pixels of the face as it lies on the picture.
    const pixelsOf = (face: LogoPixels | "") => {
      if (!face) throw new Error("The face shows");
      return face.withLogoPixels.pixels;
    };
    const layered = pixelsOf(await faceInPerspectiveLayer(parts, size, quad, 1));
    const single = pixelsOf(
      await faceInPerspectiveLayer(
        parts.map((part) => (typeof part === "string" ? part : part.withLogo)).join(""),
        size,
        quad,
        1,
      ),
    );
    expect(layered.length).toBe(single.length);
    let most = 0;
    let red = 0;
    for (let offset = 0; offset < single.length; offset++) {
      most = Math.max(most, Math.abs((single[offset] ?? 0) - (layered[offset] ?? 0)));
      if (offset % 4 === 0 && (layered[offset] ?? 0) > (layered[offset + 2] ?? 0) + 60) red++;
    }
    expect(most).toBeLessThanOrEqual(4);
    // The logo's part is there: a red disc clipped to the board.
    expect(red).toBeGreaterThan(20_000);
  });
});
