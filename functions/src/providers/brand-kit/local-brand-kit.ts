/**
 * The offline brand kit maker: reads the logo (the vector master, or the pixels of an upload),
 * measures it for the health check, and draws every file of the plan with resvg, sharp and
 * pdfkit. Nothing leaves the machine; the same logo gives the same files.
 */
import sharp from "sharp";
import type {
  AnalysedLogo,
  BrandKitMaker,
  BuiltFile,
  BuiltKit,
  ContrastMeasure,
  FontFact,
  KitBrand,
  KitContent,
  LegibilityMeasure,
  LogoAnalysis,
  OneColourMeasure,
  Swatch,
} from "../../domain/exports/brand-kit-maker";
import type { KitDrawing, KitEntry, KitPart, KitVersion } from "../../domain/exports/brand-kit-plan";
import type { ExportSource } from "../../domain/exports/export-image-processor";
import { getFontFamily } from "../../engine/fonts";
import { shapeLine } from "../../engine/text-outline";
import { decodeRgba, type RawImage } from "../export-images/png";
import { detectBackground, removeBackgroundByFlood } from "../export-images/raster-background";
import { trimWithMargin, upscaleMatte } from "../export-images/raster-renders";
import { renderSvg } from "../export-images/vector-renders";
import { hasPart, isInk, type PreparedArtwork, partMarkup, partSvg, prepareArtwork } from "./artwork";
import { decodeIco, encodeIco } from "./ico";
import { alphaMask, edgeContrast, keptEdges, MEASURE_SIZE, shapeFigures } from "./measure-logo";
import {
  BLACK,
  chroma,
  contrast,
  deltaE,
  parseColour,
  type Rgb,
  rotateHue,
  toCmyk,
  toHex,
  WHITE,
} from "./paint";
import { brandSheetPdf, type SheetArt, svgToPdf } from "./pdf";
import { svgDocument, type ViewBox } from "./svg-tree";

const HEALTH_SIZES = [16, 32, 64] as const;
/** Long side of vector PDF pages, in pt (about 21 cm): any size prints from the vector. */
const PDF_LONG_SIDE = 595;
/** The icon's share of an app icon or profile picture (inside the round crops platforms apply). */
const ICON_SHARE = 0.62;
/** The full logo's share of the link preview and banner, as width and height limits. */
const CARD_FIT = { width: 0.72, height: 0.6 };
const MAX_SWATCHES = 6;
const PNG = { compressionLevel: 6, adaptiveFiltering: false } as const;
/** Large PNGs: zlib level 2 encodes a 2048 px logo several times faster for a little more size. */
const LARGE_PNG = { compressionLevel: 2, adaptiveFiltering: false } as const;
const LARGE_PIXELS = 1024 * 1024;
/** The brand sheet shows a raster logo a few centimetres wide: this many px is sharp in print. */
const SHEET_RASTER_SIZE = 480;

const OFL = { name: "SIL Open Font License 1.1", url: "https://openfontlicense.org" };
const APACHE = { name: "Apache License 2.0", url: "https://www.apache.org/licenses/LICENSE-2.0" };

function assertSelfContained(svg: string): void {
  if (/<(text|tspan|foreignObject|script|iframe)[\s>/]/i.test(svg))
    throw new Error("A kit SVG must hold no text or active content");
  if (/(?:href|src)\s*=\s*["'](?!#|data:)/i.test(svg))
    throw new Error("A kit SVG must refer to nothing outside itself");
}

async function encode(image: RawImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .png(image.width * image.height >= LARGE_PIXELS ? LARGE_PNG : PNG)
    .toBuffer();
}

function hexToRgb(hex: string): Rgb {
  return parseColour(hex) ?? WHITE;
}

function dataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

function squareBox(box: ViewBox): ViewBox {
  const side = Math.max(box.width, box.height);
  return { x: box.x - (side - box.width) / 2, y: box.y - (side - box.height) / 2, width: side, height: side };
}

/** A one-colour version that stands out on `ground`: white on dark colours, black on light ones. */
function oneColourOn(ground: Rgb): Exclude<KitVersion, "colour"> {
  return contrast(WHITE, ground) >= contrast(BLACK, ground) ? "reversed" : "black";
}

function fontFacts(brand: KitBrand, hasTagline: boolean): FontFact[] {
  const facts: FontFact[] = [];
  for (const choice of brand.fonts) {
    if (choice.role === "tagline" && !hasTagline) continue;
    const text = choice.role === "name" ? brand.brandName : brand.tagline;
    let familyIds = [choice.family];
    try {
      // The engine moves a name to another family when the chosen one lacks a character: list
      // the families actually drawn.
      const drawn = shapeLine(text || "Aa", { family: choice.family, weight: choice.weight }, 0);
      const used = [...new Set(drawn.glyphs.map((glyph) => glyph.fontFamily))];
      if (used.length > 0) familyIds = used;
    } catch {
      // An unknown family id: fall back to the recorded choice below.
    }
    for (const id of familyIds) {
      let family: ReturnType<typeof getFontFamily>;
      try {
        family = getFontFamily(id);
      } catch {
        continue;
      }
      if (facts.some((fact) => fact.family === family.family && fact.role === choice.role)) continue;
      const licence = family.license === "Apache-2.0" ? APACHE : OFL;
      facts.push({
        role: choice.role,
        family: family.family,
        weight: choice.weight,
        license: licence.name,
        licenseUrl: licence.url,
        url: `https://fonts.google.com/specimen/${family.family.replace(/ /g, "+")}`,
      });
    }
  }
  return facts;
}

function pickBrandColour(swatches: Swatch[], area: Map<string, number>, fallback: string): string {
  let best: { hex: string; score: number } | null = null;
  for (const swatch of swatches) {
    if (swatch.usage.includes("background")) continue;
    const rgb = hexToRgb(swatch.hex);
    // A pale tint is no ground for a profile picture.
    if (contrast(rgb, WHITE) < 1.6) continue;
    const score = (area.get(swatch.hex) ?? 0) * (0.1 + chroma(rgb));
    if (!best || score > best.score) best = { hex: swatch.hex, score };
  }
  return best?.hex ?? fallback;
}

function swatchOf(hex: string, usage: string[]): Swatch {
  const rgb = hexToRgb(hex);
  const cmyk = toCmyk(rgb);
  return {
    hex,
    rgb: [Math.round(rgb.r), Math.round(rgb.g), Math.round(rgb.b)],
    cmyk: [cmyk.c, cmyk.m, cmyk.y, cmyk.k],
    usage,
  };
}

/** Area of each candidate colour in a render (pixels within a small colour difference). */
function colourAreas(image: RawImage, candidates: string[]): Map<string, number> {
  const rgbs = candidates.map((hex) => ({ hex, rgb: hexToRgb(hex) }));
  const areas = new Map<string, number>(candidates.map((hex) => [hex, 0]));
  const cache = new Map<number, string | null>();
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 128) continue;
    const key = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
    let nearest = cache.get(key);
    if (nearest === undefined) {
      nearest = null;
      let best = 6;
      const here = { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
      for (const { hex, rgb } of rgbs) {
        const difference = deltaE(here, rgb);
        if (difference < best) {
          best = difference;
          nearest = hex;
        }
      }
      cache.set(key, nearest);
    }
    if (nearest) areas.set(nearest, (areas.get(nearest) ?? 0) + 1);
  }
  return areas;
}

// ---------------------------------------------------------------------------------------------
// Vector logos

interface VectorState {
  prepared: PreparedArtwork;
  brand: KitBrand;
  analysis: LogoAnalysis;
}

function paintUsage(prepared: PreparedArtwork): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  const add = (hex: string, use: string) => usage.set(hex, [...new Set([...(usage.get(hex) ?? []), use])]);
  for (const hex of prepared.paints.name) add(hex, "name");
  for (const hex of prepared.paints.symbol) add(hex, "symbol");
  for (const hex of prepared.paints.tagline) add(hex, "tagline");
  for (const hex of prepared.paints.other) add(hex, "shapes");
  return usage;
}

async function renderPart(
  prepared: PreparedArtwork,
  part: KitPart,
  version: KitVersion,
  longSide: number,
  ground?: string,
): Promise<RawImage> {
  const svg = partSvg(prepared, part, version);
  const withGround = ground
    ? svg.replace(
        /^<svg([^>]*)>/,
        `<svg$1><rect x="-100000" y="-100000" width="200000" height="200000" fill="${ground}"/>`,
      )
    : svg;
  return renderSvg(withGround, longSide);
}

function squareSvg(
  prepared: PreparedArtwork,
  part: KitPart,
  version: KitVersion,
  size: number,
  ground?: string,
  share = 1,
): string {
  const box = prepared.boxes[part];
  if (!box) throw new Error(`This logo has no ${part}`);
  const square = squareBox(box);
  const pad = (square.width / share - square.width) / 2;
  const view: ViewBox = {
    x: square.x - pad,
    y: square.y - pad,
    width: square.width + 2 * pad,
    height: square.height + 2 * pad,
  };
  const backdrop = ground
    ? `<rect x="${view.x}" y="${view.y}" width="${view.width}" height="${view.height}" fill="${ground}"/>`
    : "";
  return svgDocument(`${backdrop}${partMarkup(prepared, part, version)}`, view, {
    width: size,
    height: size,
  });
}

function cardSvg(
  prepared: PreparedArtwork,
  version: KitVersion,
  width: number,
  height: number,
  ground: string,
): string {
  const box = prepared.boxes.logo;
  if (!box) throw new Error("This logo has no artwork");
  const scale = Math.min((width * CARD_FIT.width) / box.width, (height * CARD_FIT.height) / box.height);
  const viewWidth = width / scale;
  const viewHeight = height / scale;
  const view: ViewBox = {
    x: box.x + box.width / 2 - viewWidth / 2,
    y: box.y + box.height / 2 - viewHeight / 2,
    width: viewWidth,
    height: viewHeight,
  };
  const backdrop = `<rect x="${view.x}" y="${view.y}" width="${view.width}" height="${view.height}" fill="${ground}"/>`;
  return svgDocument(`${backdrop}${partMarkup(prepared, "logo", version)}`, view, { width, height });
}

async function analyseVector(svg: string, brand: KitBrand): Promise<VectorState> {
  const prepared = await prepareArtwork(svg);
  const { parts } = prepared;
  const logoBox = prepared.boxes.logo;
  if (!logoBox) throw new Error("The master has no visible artwork");
  const background = toHex(prepared.ground);
  const hasSymbol = hasPart(prepared, "symbol");
  const hasWordmark = hasPart(prepared, "wordmark");
  const logoLong = Math.max(logoBox.width, logoBox.height);

  // Shapes, on the one-colour drawing.
  const legibility: LegibilityMeasure[] = [];
  const figuresOf = async (part: KitPart, withLetters: boolean) => {
    const box = prepared.boxes[part];
    if (!box) return null;
    const image = await renderPart(prepared, part, "black", MEASURE_SIZE);
    const unit = Math.max(box.width, box.height) / Math.max(image.width, image.height);
    const figures = shapeFigures(alphaMask(image), withLetters);
    return {
      stroke: figures.stroke === null ? null : figures.stroke * unit,
      gap: figures.gap === null ? null : figures.gap * unit,
      letter: figures.letter === null ? null : figures.letter * unit,
    };
  };
  const images = async (part: KitPart) => {
    const out: Record<number, string> = {};
    for (const size of HEALTH_SIZES) {
      const image = await renderSvg(squareSvg(prepared, part, "colour", size));
      out[size] = dataUri(await encode(image));
    }
    return out;
  };
  const [symbolFigures, nameFigures, symbolImages, logoImages] = await Promise.all([
    hasSymbol ? figuresOf("symbol", false) : null,
    hasWordmark ? figuresOf("wordmark", true) : null,
    hasSymbol ? images("symbol") : null,
    images("logo"),
  ]);
  if (symbolFigures && symbolImages && prepared.boxes.symbol) {
    const box = prepared.boxes.symbol;
    legibility.push({
      subject: "symbol",
      fittedLength: Math.max(box.width, box.height),
      ...symbolFigures,
      letter: null,
      images: symbolImages,
    });
  }
  if (nameFigures)
    legibility.push({ subject: "name", fittedLength: logoLong, ...nameFigures, images: logoImages });
  if (!nameFigures) {
    const logoFigures = await figuresOf("logo", false);
    if (logoFigures)
      legibility.push({
        subject: "logo",
        fittedLength: logoLong,
        ...logoFigures,
        letter: null,
        images: logoImages,
      });
  }

  // Contrast of the full-colour logo.
  const colourLogo = await renderPart(prepared, "logo", "colour", MEASURE_SIZE);
  const contrastMeasures: ContrastMeasure[] = [];
  for (const [ground, rgb] of [
    ["white", WHITE],
    ["black", BLACK],
  ] as const) {
    const edge = edgeContrast(colourLogo, rgb, (colour) => isInk(colour, 1, prepared.ground), [
      ...new Set(Object.values(prepared.paints).flat()),
    ]);
    if (edge) contrastMeasures.push({ subject: "logo", ground, ...edge });
    if (hasWordmark && parts.nameBadgeFill === null && prepared.inkColours.name.length > 0) {
      const weakest = prepared.inkColours.name
        .map((hex) => ({ hex, ratio: contrast(hexToRgb(hex), rgb) }))
        .sort((a, b) => a.ratio - b.ratio)[0];
      if (weakest)
        contrastMeasures.push({
          subject: "name",
          ground,
          ratio: Math.round(weakest.ratio * 10) / 10,
          colour: weakest.hex,
        });
    }
  }

  // One colour against full colour.
  const oneColour: OneColourMeasure[] = [];
  for (const part of ["logo", "symbol", "wordmark"] as const) {
    if (!hasPart(prepared, part)) continue;
    const [colour, black] = await Promise.all([
      renderPart(prepared, part, "colour", 256, background),
      renderPart(prepared, part, "black", 256, "#FFFFFF"),
    ]);
    oneColour.push({ subject: part, kept: keptEdges(colour, black) });
  }

  // Colours, by the area they cover.
  const usage = paintUsage(prepared);
  const candidates = [...usage.keys()];
  const areas = colourAreas(colourLogo, candidates);
  const totalArea = [...areas.values()].reduce((sum, value) => sum + value, 0) || 1;
  const ranked = candidates
    .filter((hex) => (areas.get(hex) ?? 0) / totalArea >= 0.005 || (usage.get(hex) ?? []).includes("name"))
    .sort((a, b) => (areas.get(b) ?? 0) - (areas.get(a) ?? 0))
    .slice(0, MAX_SWATCHES);
  const swatches = ranked.map((hex) => swatchOf(hex, usage.get(hex) ?? []));
  if (!swatches.some((swatch) => swatch.hex === background))
    swatches.push(swatchOf(background, ["background"]));
  else swatches.find((swatch) => swatch.hex === background)?.usage.push("background");
  const nameColour = prepared.inkColours.name[0] ?? "#111111";

  const analysis: LogoAnalysis = {
    source: "vector",
    hasSymbol,
    hasWordmark,
    partsMethod: parts.method,
    background,
    brandColour: pickBrandColour(swatches, areas, nameColour),
    swatches,
    fonts: fontFacts(brand, parts.tagline.length > 0),
    legibility,
    contrast: contrastMeasures,
    oneColour,
    logoSize: { width: logoBox.width, height: logoBox.height },
    letterHeight: nameFigures?.letter ?? null,
  };
  return { prepared, brand, analysis };
}

function wrongColoursSvg(prepared: PreparedArtwork): string {
  return partSvg(prepared, "logo", "colour").replace(/#[0-9a-fA-F]{6}\b/g, (hex) =>
    toHex(rotateHue(hexToRgb(hex), 150)),
  );
}

async function drawVector(
  state: VectorState,
  drawing: KitDrawing,
  content: KitContent,
): Promise<{ bytes: Buffer; width: number | null; height: number | null }> {
  const { prepared, analysis } = state;
  const icon: KitPart = analysis.hasSymbol ? "symbol" : "logo";
  const png = async (svg: string, longSide?: number) => {
    const image = await renderSvg(svg, longSide);
    return { bytes: await encode(image), width: image.width, height: image.height };
  };
  switch (drawing.kind) {
    case "vector": {
      const box = prepared.boxes[drawing.part];
      if (!box) throw new Error(`This logo has no ${drawing.part}`);
      const svg = partSvg(prepared, drawing.part, drawing.version);
      assertSelfContained(svg);
      if (drawing.format === "svg") return { bytes: Buffer.from(svg, "utf8"), width: null, height: null };
      const scale = PDF_LONG_SIDE / Math.max(box.width, box.height);
      return { bytes: await svgToPdf(svg, box.width * scale, box.height * scale), width: null, height: null };
    }
    case "png":
      return drawing.part === "logo"
        ? png(partSvg(prepared, "logo", "colour"), drawing.size)
        : png(squareSvg(prepared, "symbol", "colour", drawing.size));
    case "favicon-ico": {
      const images = await Promise.all(
        drawing.sizes.map(async (size) => {
          const image = await renderSvg(squareSvg(prepared, icon, "colour", size));
          return { width: size, height: size, png: await encode(image) };
        }),
      );
      const largest = Math.max(...drawing.sizes);
      return { bytes: encodeIco(images), width: largest, height: largest };
    }
    case "favicon-svg": {
      const svg = squareSvg(prepared, icon, "colour", 32);
      assertSelfContained(svg);
      return { bytes: Buffer.from(svg, "utf8"), width: null, height: null };
    }
    case "app-icon":
      return png(squareSvg(prepared, icon, "colour", drawing.size, analysis.background, ICON_SHARE));
    case "profile": {
      const version = oneColourOn(hexToRgb(analysis.brandColour));
      return png(squareSvg(prepared, icon, version, drawing.size, analysis.brandColour, ICON_SHARE));
    }
    case "link-preview":
      return png(cardSvg(prepared, "colour", drawing.width, drawing.height, analysis.background));
    case "banner": {
      const version = oneColourOn(hexToRgb(analysis.brandColour));
      return png(cardSvg(prepared, version, drawing.width, drawing.height, analysis.brandColour));
    }
    case "brand-sheet": {
      const box = prepared.boxes.logo;
      const art: SheetArt = {
        aspect: box ? box.width / box.height : 1,
        ground: analysis.background,
        colour: { svg: partSvg(prepared, "logo", "colour") },
        black: { svg: partSvg(prepared, "logo", "black") },
        reversed: { svg: partSvg(prepared, "logo", "reversed") },
        wrongColours: { svg: wrongColoursSvg(prepared) },
        icon: { svg: squareSvg(prepared, icon, "colour", 64) },
        clearSpaceShare: analysis.letterHeight && box ? analysis.letterHeight / box.height : 0.1,
      };
      return { bytes: await brandSheetPdf(content.sheet, art), width: null, height: null };
    }
    case "text":
      return { bytes: Buffer.from(content.texts[drawing.name], "utf8"), width: null, height: null };
  }
}

// ---------------------------------------------------------------------------------------------
// Raster logos (uploads)

interface RasterState {
  /** The logo on transparent, trimmed with a margin, 2048 px on its longer side at most. */
  logo: RawImage;
  /** The same at 512 px, which the icons and social images are resized from. */
  small: RawImage;
  analysis: LogoAnalysis;
}

async function resizeRaw(image: RawImage, width: number, height: number): Promise<RawImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .resize(width, height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

function fit(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = longSide / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function dominantColours(image: RawImage, limit: number): { hex: string; area: number }[] {
  const bins = new Map<number, { r: number; g: number; b: number; n: number }>();
  const { data } = image;
  let total = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 250) continue;
    total++;
    const key = (((data[i] ?? 0) >> 4) << 8) | (((data[i + 1] ?? 0) >> 4) << 4) | ((data[i + 2] ?? 0) >> 4);
    const bin = bins.get(key) ?? { r: 0, g: 0, b: 0, n: 0 };
    bin.r += data[i] ?? 0;
    bin.g += data[i + 1] ?? 0;
    bin.b += data[i + 2] ?? 0;
    bin.n++;
    bins.set(key, bin);
  }
  const merged: { rgb: Rgb; n: number }[] = [];
  for (const bin of [...bins.values()].sort((a, b) => b.n - a.n)) {
    const rgb = { r: bin.r / bin.n, g: bin.g / bin.n, b: bin.b / bin.n };
    const near = merged.find((entry) => deltaE(entry.rgb, rgb) < 10);
    if (near) near.n += bin.n;
    else merged.push({ rgb, n: bin.n });
  }
  return merged
    .filter((entry) => entry.n / Math.max(1, total) >= 0.02)
    .sort((a, b) => b.n - a.n)
    .slice(0, limit)
    .map((entry) => ({ hex: toHex(entry.rgb), area: entry.n }));
}

async function analyseRaster(bytes: Buffer): Promise<RasterState> {
  let decoded = await decodeRgba(bytes);
  if (Math.max(decoded.width, decoded.height) > 1536) {
    const size = fit(decoded.width, decoded.height, 1536);
    decoded = await resizeRaw(decoded, size.width, size.height);
  }
  const background = detectBackground(decoded);
  const ground = background.transparent ? WHITE : { r: background.r, g: background.g, b: background.b };
  const trimmed = trimWithMargin(removeBackgroundByFlood(decoded, background));
  const target = fit(
    trimmed.width,
    trimmed.height,
    Math.min(2048, Math.max(trimmed.width, trimmed.height) * 4),
  );
  const logo = await upscaleMatte(trimmed, target.width, target.height);

  const measureSize = fit(logo.width, logo.height, MEASURE_SIZE);
  const measured = await resizeRaw(logo, measureSize.width, measureSize.height);
  const figures = shapeFigures(
    alphaMask(
      measured,
      (offset) =>
        contrast(
          {
            r: measured.data[offset] ?? 0,
            g: measured.data[offset + 1] ?? 0,
            b: measured.data[offset + 2] ?? 0,
          },
          ground,
        ) >= 1.5,
    ),
    false,
  );
  const images: Record<number, string> = {};
  for (const size of HEALTH_SIZES) images[size] = dataUri(await squarePng(measured, size, null));

  const contrastMeasures: ContrastMeasure[] = [];
  for (const [name, rgb] of [
    ["white", WHITE],
    ["black", BLACK],
  ] as const) {
    const edge = edgeContrast(measured, rgb, (colour) => contrast(colour, ground) >= 1.5);
    if (edge) contrastMeasures.push({ subject: "logo", ground: name, ...edge });
  }
  const colours = dominantColours(measured, MAX_SWATCHES);
  const backgroundHex = toHex(ground);
  const swatches = colours.map((colour) => swatchOf(colour.hex, ["logo"]));
  swatches.push(swatchOf(backgroundHex, ["background"]));
  const areas = new Map(colours.map((colour) => [colour.hex, colour.area]));
  const analysis: LogoAnalysis = {
    source: "raster",
    hasSymbol: false,
    hasWordmark: false,
    partsMethod: null,
    background: backgroundHex,
    brandColour: pickBrandColour(swatches, areas, colours[0]?.hex ?? "#111111"),
    swatches,
    fonts: [],
    legibility: [
      {
        subject: "logo",
        fittedLength: Math.max(measured.width, measured.height),
        stroke: figures.stroke,
        gap: figures.gap,
        letter: null,
        images,
      },
    ],
    contrast: contrastMeasures,
    oneColour: [],
    logoSize: { width: logo.width, height: logo.height },
    letterHeight: null,
  };
  const smallSize = fit(logo.width, logo.height, Math.min(512, Math.max(logo.width, logo.height)));
  const small = await resizeRaw(logo, smallSize.width, smallSize.height);
  return { logo, small, analysis };
}

/** The logo centred in a square: `share` of its side, on `ground` (or transparent). */
async function squarePng(logo: RawImage, size: number, ground: string | null, share = 1): Promise<Buffer> {
  const inner = fit(logo.width, logo.height, Math.max(1, Math.round(size * share)));
  const resized = await resizeRaw(logo, inner.width, inner.height);
  const background = ground ? { ...hexToRgb(ground), alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 };
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([
      {
        input: await encode(resized),
        left: Math.floor((size - inner.width) / 2),
        top: Math.floor((size - inner.height) / 2),
      },
    ])
    .png(PNG)
    .toBuffer();
}

async function cardPng(logo: RawImage, width: number, height: number, ground: string): Promise<Buffer> {
  const scale = Math.min((width * CARD_FIT.width) / logo.width, (height * CARD_FIT.height) / logo.height);
  const inner = {
    width: Math.max(1, Math.round(logo.width * scale)),
    height: Math.max(1, Math.round(logo.height * scale)),
  };
  const resized = await resizeRaw(logo, inner.width, inner.height);
  return sharp({ create: { width, height, channels: 4, background: { ...hexToRgb(ground), alpha: 1 } } })
    .composite([
      {
        input: await encode(resized),
        left: Math.floor((width - inner.width) / 2),
        top: Math.floor((height - inner.height) / 2),
      },
    ])
    .removeAlpha()
    .png(PNG)
    .toBuffer();
}

async function drawRaster(
  state: RasterState,
  drawing: KitDrawing,
  content: KitContent,
): Promise<{ bytes: Buffer; width: number | null; height: number | null }> {
  const { logo, analysis } = state;
  const source = (size: number) =>
    size <= state.small.width && size <= state.small.height ? state.small : logo;
  const square = async (size: number, ground: string | null, share = 1) => ({
    bytes: await squarePng(source(size), size, ground, share),
    width: size,
    height: size,
  });
  switch (drawing.kind) {
    case "png": {
      if (drawing.part !== "logo") throw new Error("An uploaded logo has no separate symbol");
      const size = fit(logo.width, logo.height, drawing.size);
      const resized = await resizeRaw(logo, size.width, size.height);
      return { bytes: await encode(resized), ...size };
    }
    case "favicon-ico": {
      const images = await Promise.all(
        drawing.sizes.map(async (size) => ({
          width: size,
          height: size,
          png: await squarePng(state.small, size, null),
        })),
      );
      const largest = Math.max(...drawing.sizes);
      return { bytes: encodeIco(images), width: largest, height: largest };
    }
    case "app-icon":
      return square(drawing.size, analysis.background, ICON_SHARE);
    case "profile":
      return square(drawing.size, analysis.background, ICON_SHARE);
    case "link-preview":
    case "banner":
      return {
        bytes: await cardPng(logo, drawing.width, drawing.height, analysis.background),
        width: drawing.width,
        height: drawing.height,
      };
    case "brand-sheet": {
      const sheetSize = fit(
        logo.width,
        logo.height,
        Math.min(SHEET_RASTER_SIZE, Math.max(logo.width, logo.height)),
      );
      const colourPng = await encode(await resizeRaw(logo, sheetSize.width, sheetSize.height));
      const wrong = await sharp(colourPng).modulate({ hue: 150 }).png().toBuffer();
      const art: SheetArt = {
        aspect: logo.width / logo.height,
        ground: analysis.background,
        colour: { png: colourPng },
        black: null,
        reversed: null,
        wrongColours: { png: wrong },
        icon: { png: await squarePng(state.small, 128, null) },
        clearSpaceShare: 0.1 * (logo.width / logo.height),
      };
      return { bytes: await brandSheetPdf(content.sheet, art), width: null, height: null };
    }
    case "text":
      return { bytes: Buffer.from(content.texts[drawing.name], "utf8"), width: null, height: null };
    case "vector":
    case "favicon-svg":
      throw new Error("An uploaded logo has no vector master");
  }
}

// ---------------------------------------------------------------------------------------------

async function forEachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** Small pictures of a few files, for the export page. */
async function previewsOf(files: Map<string, Buffer>, plan: KitEntry[]): Promise<BuiltKit["previews"]> {
  const wanted: { kind: KitDrawing["kind"]; label: string; size: number }[] = [
    { kind: "link-preview", label: "Link preview", size: 240 },
    { kind: "profile", label: "Profile picture", size: 120 },
    { kind: "banner", label: "Cover banner", size: 240 },
    { kind: "favicon-ico", label: "Favicon", size: 48 },
  ];
  const previews: BuiltKit["previews"] = [];
  for (const want of wanted) {
    const entry = plan.find((candidate) => candidate.drawing.kind === want.kind);
    if (!entry) continue;
    let bytes = files.get(entry.path);
    if (!bytes) continue;
    if (want.kind === "favicon-ico") {
      const largest = decodeIco(bytes).sort((a, b) => b.width - a.width)[0];
      if (!largest) continue;
      bytes = largest.data;
    }
    const small = await sharp(bytes).resize(want.size, want.size, { fit: "inside" }).png(PNG).toBuffer();
    previews.push({ label: want.label, path: entry.path, image: dataUri(small) });
  }
  const black = plan.find(
    (entry) =>
      entry.drawing.kind === "vector" &&
      entry.drawing.version === "black" &&
      entry.drawing.part === "logo" &&
      entry.drawing.format === "svg",
  );
  const reversed = plan.find(
    (entry) =>
      entry.drawing.kind === "vector" &&
      entry.drawing.version === "reversed" &&
      entry.drawing.part === "logo" &&
      entry.drawing.format === "svg",
  );
  for (const [entry, label, ground] of [
    [black, "One color", "#FFFFFF"],
    [reversed, "Reversed", "#15181C"],
  ] as const) {
    const bytes = entry ? files.get(entry.path) : undefined;
    if (!entry || !bytes) continue;
    const image = await renderSvg(bytes.toString("utf8"), 200);
    const png = await sharp(await encode(image))
      .flatten({ background: ground })
      .extend({ top: 12, bottom: 12, left: 12, right: 12, background: ground })
      .png(PNG)
      .toBuffer();
    previews.push({ label, path: entry.path, image: dataUri(png) });
  }
  return previews;
}

async function buildFiles(
  plan: KitEntry[],
  draw: (drawing: KitDrawing) => Promise<{ bytes: Buffer; width: number | null; height: number | null }>,
): Promise<BuiltKit> {
  const made = new Map<string, { bytes: Buffer; width: number | null; height: number | null }>();
  await forEachLimited(plan, 3, async (entry) => {
    made.set(entry.path, await draw(entry.drawing));
  });
  const files: BuiltFile[] = [];
  const bytesByPath = new Map<string, Buffer>();
  for (const entry of plan) {
    const file = made.get(entry.path);
    if (!file) throw new Error(`${entry.path} was not made`);
    files.push({ path: entry.path, data: file.bytes, width: file.width, height: file.height });
    bytesByPath.set(entry.path, file.bytes);
  }
  return { files, previews: await previewsOf(bytesByPath, plan) };
}

export class LocalBrandKitMaker implements BrandKitMaker {
  readonly name = "local";

  async analyse(source: ExportSource, brand: KitBrand): Promise<AnalysedLogo> {
    if (source.kind === "vector") {
      const state = await analyseVector(source.svg, brand);
      return {
        analysis: state.analysis,
        build: (plan, content) => buildFiles(plan, (drawing) => drawVector(state, drawing, content)),
      };
    }
    const state = await analyseRaster(source.image);
    return {
      analysis: state.analysis,
      build: (plan, content) => buildFiles(plan, (drawing) => drawRaster(state, drawing, content)),
    };
  }
}
