import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cosineDistance, type LogoFingerprint } from "../../domain/ports/logo-fingerprinter";
import { designLogoSvg } from "../../engine/design-logo";
import { planDirectionSpecs } from "../../engine/directions";
import { UNIQUE_MARK_TRADES } from "../../engine/marks/unique-mark-trades";
import { mixSeed } from "../../engine/random";
import {
  FINGERPRINT_DIMENSIONS,
  LOOK_ALIKE_DISTANCE,
  SYMBOL_LOOK_ALIKE_DISTANCE,
} from "./fingerprint-calibration";
import { findLogoParts } from "./logo-parts";
import { fingerprintRaster, fingerprintSvg, fingerprintSymbolSvg } from "./silhouette-fingerprint";
import { attribute, elementChildren, parseSvg, serialize, withAttribute } from "./svg-tree";

/**
 * The calibration of LOOK_ALIKE_DISTANCE. Engine logos of twelve brands (four of each trade, six
 * logos a brand) are fingerprinted from their masters, as the register stores them; copies of each
 * (uploaded as PNG at two sizes and as a recoloured JPEG, recoloured three ways, moved and scaled
 * on the canvas, cropped) must come closer than the threshold, and no two logos of different brands
 * may. The distributions are printed so a reader sees how much room the threshold has on each
 * side. With BRANDS_PER_TRADE at 8 (all 24 brands, about a minute) the room is smaller: see the
 * thresholds' comments.
 */

const BRANDS_PER_TRADE = 4;
/** How far the cropped copy is cut into its ink, on one side (the engine leaves margins around it). */
const INK_CROP = 0.03;
/** How far the other cropped copy is cut from each side of its canvas. */
const MARGIN_CROP = 0.03;

interface EngineLogo {
  brand: string;
  label: string;
  svg: string;
}

function engineLogos(): EngineLogo[] {
  const logos: EngineLogo[] = [];
  for (const { description, names } of UNIQUE_MARK_TRADES)
    for (const brandName of names.slice(0, BRANDS_PER_TRADE)) {
      const brief = { brandName, description };
      const seed = mixSeed("project", brandName);
      planDirectionSpecs(brief, 2, [], seed).forEach((spec, direction) => {
        for (const variant of [0, 1, 2])
          logos.push({
            brand: brandName,
            label: `${brandName} ${direction}.${variant}`,
            svg: designLogoSvg(brief, spec, variant, seed).svg,
          });
      });
    }
  return logos;
}

// --- Copies of a logo -------------------------------------------------------------------------

type Hsl = [number, number, number];

function hexToRgb(hex: string): [number, number, number] {
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

function rgbToHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function hexToHsl(hex: string): Hsl {
  const [red, green, blue] = hexToRgb(hex);
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const chroma = max - min;
  const saturation = lightness > 0.5 ? chroma / (2 - max - min) : chroma / (max + min);
  const hue =
    max === r ? (g - b) / chroma + (g < b ? 6 : 0) : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [hue * 60, saturation, lightness];
}

function hslToHex([hue, saturation, lightness]: Hsl): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return rgbToHex([channel(0), channel(8), channel(4)].map((value) => value * 255));
}

const HEX = /#[0-9A-Fa-f]{6}\b/g;

function groundOf(svg: string): string {
  return svg.match(/<rect[^>]*fill="(#[0-9A-Fa-f]{6})"/)?.[1] ?? "#FFFFFF";
}

/** Every colour turned 150 degrees round the colour wheel, lightness and saturation kept. */
function hueRotated(svg: string): string {
  return svg.replace(HEX, (hex) => {
    const [hue, saturation, lightness] = hexToHsl(hex);
    return hslToHex([(hue + 150) % 360, saturation, lightness]);
  });
}

/** Every colour inverted: a light logo on a dark ground and the other way round. */
function inverted(svg: string): string {
  return svg.replace(HEX, (hex) => rgbToHex(hexToRgb(hex).map((channel) => 255 - channel)));
}

/**
 * A one-colour print: the ground and the pale tints next to it become white paper, everything else
 * one dark ink (a knocked-out letter stays knocked out).
 */
function oneInkOnWhite(svg: string): string {
  const groundLightness = hexToHsl(groundOf(svg))[2];
  return svg.replace(HEX, (hex) =>
    Math.abs(hexToHsl(hex)[2] - groundLightness) < 0.2 ? "#FFFFFF" : "#1D1D1F",
  );
}

/** The artwork shrunk to 55% and moved off centre, on the same canvas. */
function movedAndScaled(svg: string): string {
  const root = parseSvg(svg);
  const children = elementChildren(root);
  const background = children[0];
  const moved = children.map((child) =>
    child === background || child.name === "defs"
      ? child
      : withAttribute(
          child,
          "transform",
          `translate(420 60) scale(0.55) ${attribute(child, "transform") ?? ""}`.trim(),
        ),
  );
  return serialize({ ...root, children: moved });
}

function png(svg: string, width: number): Buffer {
  return Buffer.from(
    new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "width", value: width } })
      .render()
      .asPng(),
  );
}

async function croppedMargins(image: Buffer, share: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const cut = Math.round(width * share);
  return sharp(image)
    .extract({ left: cut, top: cut, width: width - 2 * cut, height: height - 2 * cut })
    .png()
    .toBuffer();
}

type Side = "right" | "bottom" | "left" | "top";
const SIDES: readonly Side[] = ["right", "bottom", "left", "top"];

/** The PNG cut `share` of its ink's width (or height) into the ink on one side. */
async function croppedIntoInk(image: Buffer, ground: string, side: Side, share: number): Promise<Buffer> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const [groundR, groundG, groundB] = hexToRgb(ground);
  let left = info.width;
  let right = -1;
  let top = info.height;
  let bottom = -1;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const offset = (y * info.width + x) * info.channels;
      const differs =
        Math.abs((data[offset] ?? 0) - groundR) > 60 ||
        Math.abs((data[offset + 1] ?? 0) - groundG) > 60 ||
        Math.abs((data[offset + 2] ?? 0) - groundB) > 60;
      if (!differs) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  const cutX = Math.round((right + 1 - left) * share);
  const cutY = Math.round((bottom + 1 - top) * share);
  const region = { left: 0, top: 0, width: info.width, height: info.height };
  if (side === "right") region.width = right + 1 - cutX;
  if (side === "left") {
    region.left = left + cutX;
    region.width = info.width - region.left;
  }
  if (side === "bottom") region.height = bottom + 1 - cutY;
  if (side === "top") {
    region.top = top + cutY;
    region.height = info.height - region.top;
  }
  return sharp(image).extract(region).png().toBuffer();
}

// --- Statistics --------------------------------------------------------------------------------

interface Measured {
  label: string;
  distance: number;
}

function summary(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(4);
  return `n ${sorted.length}  min ${at(0)}  p5 ${at(0.05)}  p50 ${at(0.5)}  p95 ${at(0.95)}  max ${at(1)}`;
}

function largest(measured: readonly Measured[]): Measured {
  return measured.reduce((worst, item) => (item.distance > worst.distance ? item : worst));
}

function smallest(measured: readonly Measured[]): Measured {
  return measured.reduce((best, item) => (item.distance < best.distance ? item : best));
}

function printDistribution(title: string, measured: readonly Measured[], extreme: Measured): void {
  console.log(
    `${title}: ${summary(measured.map(({ distance }) => distance))}\n  extreme: ${extreme.distance.toFixed(4)} ${extreme.label}`,
  );
}

// --- The calibration ---------------------------------------------------------------------------

describe("silhouette fingerprint calibration", () => {
  const logos = engineLogos();
  const masters: LogoFingerprint[] = [];
  const logoMatches = new Map<string, Measured[]>();
  const symbolMatches: Measured[] = [];
  /** One-ink prints of symbols knocked out of a badge: measured, but not a copy (see below). */
  const badgeSymbolPrints: Measured[] = [];
  let msPerSvg = 0;
  let msPerRaster = 0;

  const record = (copy: string, label: string, distance: number) => {
    logoMatches.set(copy, [...(logoMatches.get(copy) ?? []), { label: `${label} (${copy})`, distance }]);
  };

  beforeAll(async () => {
    const started = performance.now();
    let svgTime = 0;
    let rasterTime = 0;
    let rasters = 0;
    const ofRaster = async (image: Buffer) => {
      const start = performance.now();
      const { logo } = await fingerprintRaster(image);
      rasterTime += performance.now() - start;
      rasters++;
      return logo;
    };
    for (const { svg } of logos) {
      const start = performance.now();
      masters.push(await fingerprintSvg(svg));
      svgTime += performance.now() - start;
    }
    msPerSvg = svgTime / logos.length;

    for (const [index, { svg, label }] of logos.entries()) {
      const master = masters[index];
      if (!master) throw new Error(`No fingerprint for ${label}`);
      const onBadge = Boolean(findLogoParts(svg).symbol?.badgeFill);
      const large = png(svg, 1024);
      record("PNG 1024", label, cosineDistance(master.logo, await ofRaster(large)));
      record("PNG 300", label, cosineDistance(master.logo, await ofRaster(png(svg, 300))));
      const recolouredJpeg = await sharp(png(hueRotated(svg), 600))
        .jpeg({ quality: 80 })
        .toBuffer();
      record("hue-rotated JPEG 600", label, cosineDistance(master.logo, await ofRaster(recolouredJpeg)));
      record(
        `canvas cut ${MARGIN_CROP * 100}% a side`,
        label,
        cosineDistance(master.logo, await ofRaster(await croppedMargins(large, MARGIN_CROP))),
      );
      const side = SIDES[index % SIDES.length] ?? "right";
      record(
        `ink cut ${INK_CROP * 100}% at the ${side}`,
        label,
        cosineDistance(
          master.logo,
          await ofRaster(await croppedIntoInk(large, groundOf(svg), side, INK_CROP)),
        ),
      );
      for (const [copy, change] of [
        ["hue-rotated", hueRotated],
        ["inverted", inverted],
        ["one ink on white", oneInkOnWhite],
        ["moved and scaled", movedAndScaled],
      ] as const) {
        const copied = await fingerprintSvg(change(svg));
        record(copy, label, cosineDistance(master.logo, copied.logo));
        if (!master.symbol || !copied.symbol) continue;
        const measured = {
          label: `${label} (${copy})`,
          distance: cosineDistance(master.symbol, copied.symbol),
        };
        // A symbol knocked out of a badge is drawn in pale colours on the badge's colour; one ink
        // on white turns its accents into the badge's ink, so the symbol itself changes shape.
        if (change === oneInkOnWhite && onBadge) badgeSymbolPrints.push(measured);
        else symbolMatches.push(measured);
      }
    }
    msPerRaster = rasterTime / rasters;
    console.log(
      `calibration copies made and measured in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 120_000);

  const crossBrand = (part: "logo" | "symbol"): Measured[] => {
    const pairs: Measured[] = [];
    logos.forEach((a, i) => {
      logos.forEach((b, j) => {
        const first = masters[i]?.[part];
        const second = masters[j]?.[part];
        if (j <= i || a.brand === b.brand || !first || !second) return;
        pairs.push({ label: `${a.label} ~ ${b.label}`, distance: cosineDistance(first, second) });
      });
    });
    return pairs;
  };

  it("gives unit vectors of FINGERPRINT_DIMENSIONS, fast enough for an upload", () => {
    for (const { logo, symbol } of masters) {
      expect(logo).toHaveLength(FINGERPRINT_DIMENSIONS);
      expect(Math.hypot(...logo)).toBeCloseTo(1, 6);
      if (symbol) expect(symbol).toHaveLength(FINGERPRINT_DIMENSIONS);
    }
    console.log(
      `time: ${msPerSvg.toFixed(1)} ms a master (logo and symbol), ${msPerRaster.toFixed(1)} ms a raster`,
    );
    expect(msPerSvg).toBeLessThan(100);
  });

  it("matches every copy of a logo and no two logos of different brands", () => {
    const matches = [...logoMatches.values()].flat();
    for (const [copy, measured] of logoMatches)
      printDistribution(`same logo, ${copy}`, measured, largest(measured));
    const cross = crossBrand("logo");
    const worstMatch = largest(matches);
    const closestCross = smallest(cross);
    printDistribution("same logo, every copy", matches, worstMatch);
    printDistribution("different brands", cross, closestCross);
    console.log(
      `LOOK_ALIKE_DISTANCE ${LOOK_ALIKE_DISTANCE}: largest same-logo ${worstMatch.distance.toFixed(4)}, smallest different-brand ${closestCross.distance.toFixed(4)}`,
    );

    expect(matches.filter(({ distance }) => distance >= LOOK_ALIKE_DISTANCE)).toEqual([]);
    expect(cross.filter(({ distance }) => distance < LOOK_ALIKE_DISTANCE)).toEqual([]);
    // The threshold sits between the two with room on both sides, not on the edge of either.
    expect(worstMatch.distance).toBeLessThan(LOOK_ALIKE_DISTANCE * 0.9);
    expect(closestCross.distance).toBeGreaterThan(LOOK_ALIKE_DISTANCE * 1.1);
  });

  it("matches a recoloured or moved symbol, and tells most symbols of different brands apart", () => {
    const cross = crossBrand("symbol");
    const worstMatch = largest(symbolMatches);
    const closestCross = smallest(cross);
    printDistribution("same symbol, recoloured or moved", symbolMatches, worstMatch);
    printDistribution("symbols of different brands", cross, closestCross);
    if (badgeSymbolPrints.length > 0)
      printDistribution(
        "symbol knocked out of a badge, one ink on white (not asserted)",
        badgeSymbolPrints,
        largest(badgeSymbolPrints),
      );
    const alike = cross.filter(({ distance }) => distance < SYMBOL_LOOK_ALIKE_DISTANCE);
    console.log(
      `SYMBOL_LOOK_ALIKE_DISTANCE ${SYMBOL_LOOK_ALIKE_DISTANCE}: ${alike.length} of ${cross.length} symbol pairs of different brands below it\n  ${alike
        .slice(0, 10)
        .map(({ label, distance }) => `${distance.toFixed(4)} ${label}`)
        .join("\n  ")}`,
    );

    expect(symbolMatches.length).toBeGreaterThan(logos.length);
    expect(symbolMatches.filter(({ distance }) => distance >= SYMBOL_LOOK_ALIKE_DISTANCE)).toEqual([]);
    expect(alike.length).toBeLessThan(cross.length * 0.01);
  });
});

describe("silhouette fingerprint", () => {
  it("has no symbol for a raster or an unmarked master, and the zero vector for a blank image", async () => {
    const unmarked =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><rect width="200" height="100" fill="#ffffff"/><circle cx="60" cy="50" r="30" fill="#123456"/></svg>';
    const fromSvg = await fingerprintSvg(unmarked);
    expect(fromSvg.symbol).toBeNull();
    const fromRaster = await fingerprintRaster(png(unmarked, 400));
    expect(fromRaster.symbol).toBeNull();
    expect(cosineDistance(fromSvg.logo, fromRaster.logo)).toBeLessThan(LOOK_ALIKE_DISTANCE);

    const blank = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#ffffff" } })
      .png()
      .toBuffer();
    const { logo } = await fingerprintRaster(blank);
    expect(logo.every((value) => value === 0)).toBe(true);
    expect(cosineDistance(logo, fromSvg.logo)).toBe(1);
  });

  it("gives generation's symbol-only fingerprint exactly as the whole one names it", async () => {
    const brief = { brandName: "Tidewater Coffee", description: "Specialty coffee shop and roastery" };
    const seed = mixSeed("project", brief.brandName);
    const [spec] = planDirectionSpecs(brief, 1, [], seed);
    if (!spec) throw new Error("No direction");
    const { svg } = designLogoSvg(brief, spec, 0, seed);
    const whole = await fingerprintSvg(svg);
    expect(whole.symbol).not.toBeNull();
    expect(await fingerprintSymbolSvg(svg)).toEqual(whole.symbol);
    const unmarked =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><circle cx="60" cy="50" r="30" fill="#123456"/></svg>';
    expect(await fingerprintSymbolSvg(unmarked)).toBeNull();
  });

  it("finds a faint logo's ink, and matches it with its dark print", async () => {
    const drawn = (colour: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" fill="#ffffff"/><path d="M20 80 L50 20 L80 80 Z M40 70 L50 45 L60 70 Z" fill="${colour}" fill-rule="evenodd"/></svg>`;
    const faint = await fingerprintRaster(png(drawn("#d0d0d0"), 300));
    const dark = await fingerprintSvg(drawn("#202020"));
    expect(Math.hypot(...faint.logo)).toBeCloseTo(1, 6);
    expect(cosineDistance(faint.logo, dark.logo)).toBeLessThan(LOOK_ALIKE_DISTANCE);
  });

  it("reads a transparent ground as ground", async () => {
    const onWhite =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><rect width="100" height="100" fill="#ffffff"/><path d="M20 80 L50 20 L80 80 Z" fill="#aa3300"/></svg>';
    const transparent = onWhite.replace('<rect width="100" height="100" fill="#ffffff"/>', "");
    const a = await fingerprintRaster(png(onWhite, 300));
    const b = await fingerprintRaster(png(transparent, 300));
    expect(cosineDistance(a.logo, b.logo)).toBeLessThan(0.001);
  });

  it("measures cosine distance as Firestore does", () => {
    expect(cosineDistance([1, 0], [2, 0])).toBeCloseTo(0, 12);
    expect(cosineDistance([1, 0], [0, 3])).toBeCloseTo(1, 12);
    expect(cosineDistance([1, 0], [-1, 0])).toBeCloseTo(2, 12);
  });
});
