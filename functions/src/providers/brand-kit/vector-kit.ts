import sharp from "sharp";
import type { KitDrawing } from "../../domain/brand-kit/brand-kit-plan";
import { MASKABLE_CHECK_SIZE, maskableArtShare } from "../../domain/brand-kit/kit-files";
import type {
  ContrastMeasure,
  KitBrand,
  KitContent,
  LegibilityMeasure,
  LogoAnalysis,
  MaskableMeasure,
  OneColourMeasure,
} from "../../domain/ports/brand-kit-maker";
import {
  type KitPart as ArtworkPart,
  GROUND_COLOUR,
  type Ground,
  hasPart,
  type KitVersion,
  type PreparedArtwork,
  partMarkup,
  partSvg,
  prepareArtwork,
} from "../graphics/artwork";
import { groundedPart } from "../graphics/grounded-colours";
import { alphaMask, edgeContrast, keptEdges, MEASURE_SIZE, shapeFigures } from "../graphics/health-measures";
import { deltaE, rotateHue, toHex } from "../graphics/paint";
import { brandSheetPdf, type SheetArt, svgToPdf } from "../graphics/pdf";
import { placedMargins, type RawImage } from "../graphics/png";
import { svgDocument, type ViewBox } from "../graphics/svg-tree";
import { appliesFilter, renderPartOfView, renderSvg } from "../graphics/vector-renders";
import { encodeIco } from "./ico";
import { colourAreas, hexToRgb, MAX_SWATCHES, oneColourOn, pickBrandColour, swatchOf } from "./kit-colours";
import { fontFacts } from "./kit-documents";
import { assertSelfContained, dataUri, encode, PNG, pngOptionsFor } from "./kit-encoding";
import { cardFit, coverFit, HEALTH_SIZES, ICON_SHARE, PDF_LONG_SIDE, squareBox } from "./kit-sizes";

/** Render colours this close (CIE76) to a tint are the tint: no part of the logo's edge. */
const TINT_DIFFERENCE = 6;

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
  part: ArtworkPart,
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
  part: ArtworkPart,
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

/** A card (a cover, banner or link preview): the logo in `version`, fitted into `fit`, centred on `ground`. */
interface Card {
  version: KitVersion;
  width: number;
  height: number;
  ground: string;
  /** The area the logo is fitted into; `cardFit` of the card's size when not given. */
  fit?: { width: number; height: number };
}

/** What a card shows (user units) and its pixels per unit. */
function cardView(prepared: PreparedArtwork, card: Card): { view: ViewBox; scale: number } {
  const box = prepared.boxes.logo;
  if (!box) throw new Error("This logo has no artwork");
  const fit = card.fit ?? cardFit(card.width, card.height);
  const scale = Math.min(fit.width / box.width, fit.height / box.height);
  const viewWidth = card.width / scale;
  const viewHeight = card.height / scale;
  const view: ViewBox = {
    x: box.x + box.width / 2 - viewWidth / 2,
    y: box.y + box.height / 2 - viewHeight / 2,
    width: viewWidth,
    height: viewHeight,
  };
  return { view, scale };
}

/**
 * The card's SVG alone, before it is rasterised, for tests that check its framing.
 * @visibleForTesting
 */
export function cardSvg(prepared: PreparedArtwork, card: Card): string {
  return cardDocument(prepared, card, cardView(prepared, card).view);
}

function cardDocument(prepared: PreparedArtwork, card: Card, view: ViewBox): string {
  const backdrop = `<rect x="${view.x}" y="${view.y}" width="${view.width}" height="${view.height}" fill="${card.ground}"/>`;
  return svgDocument(`${backdrop}${partMarkup(prepared, "logo", card.version)}`, view, {
    width: card.width,
    height: card.height,
  });
}

/** Pixels of the ground drawn round the logo's box when a card is drawn in part: anti-aliasing reaches one past a shape. */
const CARD_PART_MARGIN = 4;

/**
 * A card as a PNG. Most of a card is its ground (a YouTube banner is 3.7 megapixels round a logo
 * in its middle), so only the logo's part of it is drawn, ground and all, and the encoder fills
 * the rest with the ground's colour: the same picture, but for a few of the logo's edge pixels
 * that resvg draws a subsample apart when the drawing starts elsewhere (see the README's Decisions).
 */
async function cardPng(
  prepared: PreparedArtwork,
  card: Card,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { width, height } = card;
  const box = prepared.boxes.logo;
  if (!box) throw new Error("This logo has no artwork");
  const { view, scale } = cardView(prepared, card);
  const svg = cardDocument(prepared, card, view);
  // The logo's box holds its shapes, not what a filter paints round them: such a card is drawn whole.
  const placed = appliesFilter(svg)
    ? null
    : await renderPartOfView(svg, view, width, height, box, CARD_PART_MARGIN / scale);
  if (!placed) {
    const image = await renderSvg(svg);
    return { bytes: await encode(image), width, height };
  }
  const { image } = placed;
  const { r, g, b } = hexToRgb(card.ground);
  const bytes = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .extend({ ...placedMargins(placed), background: { r, g, b, alpha: 1 } })
    .png(pngOptionsFor(width, height))
    .toBuffer();
  return { bytes, width, height };
}

export async function analyseVector(svg: string, brand: KitBrand): Promise<VectorState> {
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
  const figuresOf = async (part: ArtworkPart, withLetters: boolean) => {
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
  const images = async (part: ArtworkPart) => {
    const out: Record<number, string> = {};
    for (const size of HEALTH_SIZES) {
      // Shown on a light page, as the favicon in a light tab.
      const image = await renderSvg(squareSvg(prepared, part, "colour-on-light", size));
      out[size] = dataUri(await encode(image));
    }
    return out;
  };
  const hasSmallForm = hasPart(prepared, "small-symbol");
  const [symbolFigures, nameFigures, symbolImages, logoImages, smallFigures, smallImages] = await Promise.all(
    [
      hasSymbol ? figuresOf("symbol", false) : null,
      hasWordmark ? figuresOf("wordmark", true) : null,
      hasSymbol ? images("symbol") : null,
      images("logo"),
      hasSmallForm ? figuresOf("small-symbol", false) : null,
      hasSmallForm ? images("small-symbol") : null,
    ],
  );
  if (symbolFigures && symbolImages && prepared.boxes.symbol) {
    const box = prepared.boxes.symbol;
    const smallBox = prepared.boxes["small-symbol"];
    legibility.push({
      subject: "symbol",
      fittedLength: Math.max(box.width, box.height),
      ...symbolFigures,
      letter: null,
      images: symbolImages,
      ...(smallFigures && smallImages && smallBox
        ? {
            small: {
              fittedLength: Math.max(smallBox.width, smallBox.height),
              stroke: smallFigures.stroke,
              gap: smallFigures.gap,
              images: smallImages,
            },
          }
        : {}),
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

  // Contrast of the full-colour files, each measured on the ground it is made for: the logo's
  // edge on its render, the name's own colour against what it sits on.
  const contrastMeasures: ContrastMeasure[] = [];
  // The colours an edge may be named by: the design's own, and those a failing paint may become.
  const palette = [...new Set([...Object.values(prepared.paints).flat(), background, "#FFFFFF", "#1F2328"])];
  for (const [name, ground] of [
    ["white", "light"],
    ["black", "dark"],
  ] as const) {
    const grounded = groundedPart(prepared, "logo", ground);
    const image = await renderPart(prepared, "logo", groundVersion(ground), MEASURE_SIZE);
    const tints = grounded.paper.map(hexToRgb);
    const edge = edgeContrast(
      image,
      GROUND_COLOUR[ground],
      (colour) => !tints.some((tint) => deltaE(colour, tint) < TINT_DIFFERENCE),
      palette,
    );
    if (edge) contrastMeasures.push({ subject: "logo", ground: name, ...edge });
    if (grounded.name) contrastMeasures.push({ subject: "name", ground: name, ...grounded.name });
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
  const colourLogo = await renderPart(prepared, "logo", "colour", MEASURE_SIZE);
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
  const brandColour = pickBrandColour(swatches, areas, nameColour);

  // The maskable app icon at the size a launcher draws it, measured as the icon it shows.
  const icon: ArtworkPart = hasSymbol ? "symbol" : "logo";
  const iconBox = prepared.boxes[icon];
  const maskableSubject = hasSymbol ? "symbol" : nameFigures ? "name" : "logo";
  const maskableIcon: MaskableMeasure | null = iconBox
    ? {
        subject: maskableSubject,
        artShare: maskableArtShare(iconBox.width, iconBox.height),
        image: dataUri(
          await encode(await renderSvg(maskableSvg(prepared, icon, brandColour, MASKABLE_CHECK_SIZE))),
        ),
      }
    : null;

  const analysis: LogoAnalysis = {
    source: "vector",
    hasSymbol,
    hasWordmark,
    partsMethod: parts.method,
    background,
    brandColour,
    swatches,
    fonts: fontFacts(brand, parts.tagline.length > 0),
    legibility,
    contrast: contrastMeasures,
    oneColour,
    logoSize: { width: logoBox.width, height: logoBox.height },
    letterHeight: nameFigures?.letter ?? null,
    maskableIcon,
  };
  return { prepared, brand, analysis };
}

function wrongColoursSvg(prepared: PreparedArtwork): string {
  return partSvg(prepared, "logo", "colour").replace(/#[0-9a-fA-F]{6}\b/g, (hex) =>
    toHex(rotateHue(hexToRgb(hex), 150)),
  );
}

function groundVersion(ground: Ground): KitVersion {
  return ground === "light" ? "colour-on-light" : "colour-on-dark";
}

/**
 * Android's maskable icon: opaque, on the brand colour, the icon in the one colour that stands out
 * there, small enough that its whole box stays inside the safe circle any mask shape keeps.
 */
function maskableSvg(
  prepared: PreparedArtwork,
  icon: ArtworkPart,
  brandColour: string,
  size: number,
): string {
  const box = prepared.boxes[icon];
  if (!box) throw new Error(`This logo has no ${icon}`);
  const version = oneColourOn(hexToRgb(brandColour));
  return squareSvg(prepared, icon, version, size, brandColour, maskableArtShare(box.width, box.height));
}

/**
 * The browser-tab icon as one SVG for both themes: full colour for light tabs, and the reversed
 * (white) version when the browser asks for dark (prefers-color-scheme), switched by CSS inside.
 */
function faviconSvg(prepared: PreparedArtwork, icon: ArtworkPart): string {
  const box = prepared.boxes[icon];
  if (!box) throw new Error(`This logo has no ${icon}`);
  const square = squareBox(box);
  const style =
    "<style>.on-dark{display:none}@media (prefers-color-scheme: dark){.on-light{display:none}.on-dark{display:inline}}</style>";
  return svgDocument(
    `${style}<g class="on-light">${partMarkup(prepared, icon, "colour-on-light")}</g><g class="on-dark">${partMarkup(prepared, icon, "reversed")}</g>`,
    square,
    { width: 32, height: 32 },
  );
}

/** Icons the stores take must have no transparency at all: the alpha channel is dropped. */
async function opaquePng(svg: string): Promise<{ bytes: Buffer; width: number; height: number }> {
  const image = await renderSvg(svg);
  const bytes = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png(PNG)
    .toBuffer();
  return { bytes, width: image.width, height: image.height };
}

export async function drawVector(
  state: VectorState,
  drawing: KitDrawing,
  content: KitContent,
): Promise<{ bytes: Buffer; width: number | null; height: number | null }> {
  const { prepared, analysis } = state;
  const icon: ArtworkPart = analysis.hasSymbol ? "symbol" : "logo";
  // Browser tabs draw the symbol at 16 to 48 px: its small form, when the design has one.
  const smallIcon: ArtworkPart =
    icon === "symbol" && hasPart(prepared, "small-symbol") ? "small-symbol" : icon;
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
    case "png": {
      const version = groundVersion(drawing.ground ?? "light");
      return drawing.part === "logo"
        ? png(partSvg(prepared, "logo", version), drawing.size)
        : png(squareSvg(prepared, "symbol", version, drawing.size));
    }
    case "favicon-ico": {
      const images = await Promise.all(
        drawing.sizes.map(async (size) => {
          const image = await renderSvg(squareSvg(prepared, smallIcon, "colour-on-light", size));
          return { width: size, height: size, png: await encode(image) };
        }),
      );
      const largest = Math.max(...drawing.sizes);
      return { bytes: encodeIco(images), width: largest, height: largest };
    }
    case "favicon-svg": {
      const svg = faviconSvg(prepared, smallIcon);
      assertSelfContained(svg);
      return { bytes: Buffer.from(svg, "utf8"), width: null, height: null };
    }
    case "maskable-icon":
      return png(maskableSvg(prepared, icon, analysis.brandColour, drawing.size));
    case "app-store-icon":
      return opaquePng(squareSvg(prepared, icon, "colour", drawing.size, analysis.background, ICON_SHARE));
    case "cover": {
      const version = oneColourOn(hexToRgb(analysis.brandColour));
      const { width, height, safe } = drawing;
      return cardPng(prepared, { version, width, height, ground: analysis.brandColour, fit: coverFit(safe) });
    }
    case "mockup":
    case "stationery":
    case "motion":
      throw new Error(`${drawing.kind} files are drawn from the logo art, not here`);
    case "app-icon":
      return png(squareSvg(prepared, icon, "colour", drawing.size, analysis.background, ICON_SHARE));
    case "profile": {
      const version = oneColourOn(hexToRgb(analysis.brandColour));
      return png(squareSvg(prepared, icon, version, drawing.size, analysis.brandColour, ICON_SHARE));
    }
    case "link-preview": {
      const { width, height } = drawing;
      return cardPng(prepared, { version: "colour", width, height, ground: analysis.background });
    }
    case "banner": {
      const version = oneColourOn(hexToRgb(analysis.brandColour));
      const { width, height } = drawing;
      return cardPng(prepared, { version, width, height, ground: analysis.brandColour });
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
