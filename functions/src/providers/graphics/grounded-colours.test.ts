import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import {
  firstLetterMiddle,
  HARBOUR_LIGHTS,
  HARBOUR_LIGHTS_SVG,
  letterRun,
} from "../export-images/testing/fixtures";
import {
  groundedColourMarkup,
  groundedColourSvg,
  groundedNameContrast,
  partMarkup,
  partSvg,
  prepareArtwork,
} from "./artwork";
import { BLACK, contrast, parseColour, type Rgb, WHITE } from "./paint";
import { svgDocument } from "./svg-tree";

const CANVAS = { x: 0, y: 0, width: 1024, height: 1024 };

/** The part's markup drawn on `ground` over the whole canvas, one pixel per master unit. */
function onGround(markup: string, ground: Rgb): (x: number, y: number) => Rgb {
  const fill = `rgb(${ground.r},${ground.g},${ground.b})`;
  const svg = svgDocument(`<rect width="1024" height="1024" fill="${fill}"/>${markup}`, CANVAS);
  const pixels = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  return (x, y) => {
    const at = (Math.round(y) * 1024 + Math.round(x)) * 4;
    return { r: pixels[at] ?? 0, g: pixels[at + 1] ?? 0, b: pixels[at + 2] ?? 0 };
  };
}

function hex(value: string): Rgb {
  const colour = parseColour(value);
  if (!colour) throw new Error(`Not a colour: ${value}`);
  return colour;
}

function master(ground: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="${ground}"/>${body}</svg>`;
}

describe("full colour for light and dark grounds", () => {
  it("sets a near-white name made on navy in the brand's navy on white, and leaves it on black", async () => {
    const prepared = await prepareArtwork(HARBOUR_LIGHTS_SVG);
    const name = firstLetterMiddle(
      HARBOUR_LIGHTS.nameAt.x,
      HARBOUR_LIGHTS.nameAt.y,
      HARBOUR_LIGHTS.nameAt.height,
    );
    // As designed, the name all but vanishes on white.
    const asDesigned = onGround(partMarkup(prepared, "logo", "colour"), WHITE);
    expect(contrast(asDesigned(name.x, name.y), WHITE)).toBeLessThan(1.1);

    const light = onGround(groundedColourMarkup(prepared, "logo", "light"), WHITE);
    expect(light(name.x, name.y)).toEqual(hex(HARBOUR_LIGHTS.ground));
    expect(contrast(light(name.x, name.y), WHITE)).toBeGreaterThanOrEqual(4.5);
    const tagline = firstLetterMiddle(
      HARBOUR_LIGHTS.taglineAt.x,
      HARBOUR_LIGHTS.taglineAt.y,
      HARBOUR_LIGHTS.taglineAt.height,
    );
    expect(contrast(light(tagline.x, tagline.y), WHITE)).toBeGreaterThanOrEqual(4.5);
    // The gold rule is a hairline: it reads like a letter's stroke and needs 4.5:1 as text does.
    expect(contrast(light(512, 720), WHITE)).toBeGreaterThanOrEqual(4.5);
    // The gold symbol sits on its dark disc, which carries it on any ground: both stay the brand's.
    expect(light(447, 400)).toEqual(hex(HARBOUR_LIGHTS.gold));
    expect(light(512, 500)).toEqual(hex(HARBOUR_LIGHTS.disc));
    expect(groundedNameContrast(prepared, "logo", "light")).toEqual({
      colour: HARBOUR_LIGHTS.ground,
      ratio: expect.any(Number),
    });
    expect(groundedNameContrast(prepared, "logo", "light")?.ratio).toBeGreaterThanOrEqual(4.5);

    // On black everything already stands out: the drawing is the master's own.
    expect(groundedColourMarkup(prepared, "logo", "dark")).toBe(partMarkup(prepared, "logo", "colour"));
    const dark = onGround(groundedColourMarkup(prepared, "logo", "dark"), BLACK);
    expect(contrast(dark(name.x, name.y), BLACK)).toBeGreaterThanOrEqual(4.5);
  });

  it("offers the same drawings through partSvg and groundedColourSvg, cropped like the other versions", async () => {
    const prepared = await prepareArtwork(HARBOUR_LIGHTS_SVG);
    for (const part of ["logo", "symbol", "wordmark"] as const) {
      expect(partSvg(prepared, part, "colour-on-light")).toBe(groundedColourSvg(prepared, part, "light"));
      expect(partSvg(prepared, part, "colour-on-dark", 300)).toBe(
        groundedColourSvg(prepared, part, "dark", 300),
      );
      expect(partSvg(prepared, part, "colour-on-light")).toMatch(/viewBox="[\d. -]+"/);
    }
    expect(partSvg(prepared, "wordmark", "colour-on-light")).toContain(`fill="${HARBOUR_LIGHTS.ground}"`);
  });

  it("leaves a design made for light grounds exactly as designed on white", async () => {
    const prepared = await prepareArtwork(
      master(
        "#FBFAF7",
        `<g fill="#0B6E99"><circle cx="512" cy="300" r="120"/></g>${letterRun(200, 520, 10, 70, "#1B1F3B")}`,
      ),
    );
    for (const part of ["logo", "symbol", "wordmark"] as const)
      expect(groundedColourMarkup(prepared, part, "light")).toBe(partMarkup(prepared, part, "colour"));
    // On black, the navy name is set in the lightest brand colour, the cream of the design's ground.
    const dark = onGround(groundedColourMarkup(prepared, "logo", "dark"), BLACK);
    const name = firstLetterMiddle(200, 520, 70);
    expect(dark(name.x, name.y)).toEqual(hex("#FBFAF7"));
  });

  it("judges what sits on a tint against the tint: a navy icon on a pale disc stays navy on black", async () => {
    const prepared = await prepareArtwork(
      master(
        "#FBFAF7",
        `<circle cx="512" cy="300" r="150" fill="#DDDDE0"/><g fill="#1B1F3B"><path d="M452 260H572V340H452Z"/></g>${letterRun(200, 520, 10, 70, "#1B1F3B")}`,
      ),
    );
    const dark = onGround(groundedColourMarkup(prepared, "logo", "dark"), BLACK);
    expect(dark(512, 300)).toEqual(hex("#1B1F3B"));
    expect(dark(512, 420)).toEqual(hex("#DDDDE0"));
    const name = firstLetterMiddle(200, 520, 70);
    expect(contrast(dark(name.x, name.y), BLACK)).toBeGreaterThanOrEqual(4.5);
  });

  it("turns a navy box that would vanish on black light, and sets the name it carries to read on it", async () => {
    // A white name knocked out of a navy box, and a navy tagline under the box.
    const prepared = await prepareArtwork(
      master(
        "#FBFAF7",
        `<rect x="150" y="420" width="724" height="140" fill="#1B1F3B"/>${letterRun(200, 455, 10, 70, "#FFFFFF")}${letterRun(300, 620, 16, 20, "#1B1F3B")}`,
      ),
    );
    const dark = onGround(groundedColourMarkup(prepared, "logo", "dark"), BLACK);
    const box = dark(170, 440);
    expect(contrast(box, BLACK)).toBeGreaterThanOrEqual(3);
    const name = firstLetterMiddle(200, 455, 70);
    expect(contrast(dark(name.x, name.y), box)).toBeGreaterThanOrEqual(4.5);
    const tagline = firstLetterMiddle(300, 620, 20);
    expect(contrast(dark(tagline.x, tagline.y), BLACK)).toBeGreaterThanOrEqual(4.5);
    expect(groundedNameContrast(prepared, "logo", "dark")?.ratio).toBeGreaterThanOrEqual(4.5);
    // On white the design is as made.
    expect(groundedColourMarkup(prepared, "logo", "light")).toBe(partMarkup(prepared, "logo", "colour"));
  });

  it("keeps a gold shield that still shows on white, and what it carries as designed", async () => {
    // A gold shield on navy with the name knocked out of it in the navy of the ground.
    const prepared = await prepareArtwork(
      master(
        "#10132A",
        `<path d="M212 200H812V700L512 880L212 700Z" fill="#C9A96E"/>${letterRun(260, 480, 10, 60, "#10132A")}`,
      ),
    );
    const light = onGround(groundedColourMarkup(prepared, "logo", "light"), WHITE);
    expect(light(512, 300)).toEqual(hex("#C9A96E"));
    const name = firstLetterMiddle(260, 480, 60);
    expect(light(name.x, name.y)).toEqual(hex("#10132A"));
  });

  it("leaves out a shape drawn in the ground's own colour on nothing but the ground", async () => {
    const prepared = await prepareArtwork(
      master(
        "#0F1A2E",
        `<circle cx="512" cy="300" r="200" fill="#0F1A2E"/><g fill="#FDFCFA"><path d="M462 250H562V350H462Z"/></g>${letterRun(200, 560, 10, 70, "#FDFCFA")}`,
      ),
    );
    const markup = groundedColourMarkup(prepared, "logo", "light");
    const light = onGround(markup, WHITE);
    // Where the invisible disc was, the white page shows; the white square is set in navy.
    expect(light(512, 150)).toEqual(WHITE);
    expect(contrast(light(512, 300), WHITE)).toBeGreaterThanOrEqual(3);
  });

  it("holds fine lines to the text's 4.5:1 and larger marks to 3:1", async () => {
    // A slate colour at about 3.5:1 on white: enough for a symbol, too little for a hairline.
    const slate = "#7A8A99";
    expect(contrast(hex(slate), WHITE)).toBeGreaterThan(3);
    expect(contrast(hex(slate), WHITE)).toBeLessThan(4.5);
    const prepared = await prepareArtwork(
      master(
        "#10132A",
        `<g fill="${slate}"><path d="M412 200H612V400H412Z"/></g><path d="M262 470H762V474H262Z" fill="${slate}"/>${letterRun(200, 560, 10, 70, "#FDFCFA")}`,
      ),
    );
    const light = onGround(groundedColourMarkup(prepared, "logo", "light"), WHITE);
    expect(light(512, 300)).toEqual(hex(slate));
    expect(contrast(light(512, 472), WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
