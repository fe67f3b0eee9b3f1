/**
 * The measures a logo's score is made from (domain/logo-score/score-logo.ts), taken on renders of
 * the logo at the sizes the score speaks of:
 * - legibility: the name as it stands in the logo drawn 32 px high, the symbol (its small form,
 *   which the favicon draws, when the master has one) drawn 16 px, each in one colour as the eye
 *   separates it from its ground, measured with the health check's shape measures;
 * - contrast: the full-colour logo on its own ground (ink-contrast.ts);
 * - uniqueness: the symbol's silhouette against the stock icons (stock-icons.ts).
 * The parts are read from the master's marks only: an upload whose parts nobody marked is measured
 * as one drawing, never guessed into a name and a symbol.
 */
import sharp from "sharp";
import type { LogoMeasures } from "../../domain/logo-score/score-logo";
import { hasPart, type KitPart, type PreparedArtwork, partSvg, prepareArtwork } from "../graphics/artwork";
import { alphaMask, shapeFigures } from "../graphics/health-measures";
import { contrast, parseColour, type Rgb, toHex } from "../graphics/paint";
import type { RawImage } from "../graphics/png";
import { type Mask, percentile, pieceHeights, thicknessSamples } from "../graphics/shape-measures";
import {
  fingerprintDrawing,
  fingerprintRaster,
  fingerprintSvg,
  groundOf,
} from "../graphics/silhouette-fingerprint";
import { INK_CONTRAST } from "../graphics/svg-paints";
import { attribute, mapElements, serialize, svgDocument, withAttribute } from "../graphics/svg-tree";
import { renderSvg } from "../graphics/vector-renders";
import { measureInkContrast } from "./ink-contrast";
import { nearestStockIcon } from "./stock-icons";

/**
 * The sizes the score speaks of: the name's line drawn 32 px high (a site header or an e-mail
 * signature sets it about so), the symbol in a 16 px square (a browser tab); a drawing with no
 * marked parts is drawn 32 px high as a whole.
 */
const NAME_LOGO_HEIGHT_PX = 32;
const SYMBOL_SIZE_PX = 16;
/**
 * Render pixels to one pixel of those sizes: a line a third of a pixel thin is still two render
 * pixels wide, so a hairline is measured rather than lost between pixels. Finer costs time: the
 * shape measures grow with the pixels (8 took 55 ms for a name, 6 about half that).
 */
const RENDER_PX_PER_PX = 6;
/**
 * Lines are resolved up to this thickness (px at the score's sizes): anything thicker scores full
 * marks already, and wider discs only cost time.
 */
const THICKEST_RESOLVED_PX = 3;
/** Share of the values under a reported figure, as the health check reads them: "90% of lines are at least this thick". */
const LOW_SHARE = 0.1;
/** The longest render a measure takes: a very wide wordmark is measured a little coarser. */
const LONGEST_RENDER = 1024;
/** Long side (px) of the colour render contrast is measured on: wide enough for a name's strokes to have solid pixels. */
const CONTRAST_RENDER = 384;
/** Uploads are measured at most this large; more pixels add time, not accuracy, at these sizes. */
const RASTER_LIMIT = 768;
/** Margin the kit leaves around a logo's ink (artwork.ts): a logo file drawn 32 px high includes it. */
const CROP_MARGIN = 0.03;

/** The part in one colour, `pxPerUnit` render pixels to the master's unit (capped, see LONGEST_RENDER). */
async function onePartMask(
  prepared: PreparedArtwork,
  part: KitPart,
  pxPerUnit: number,
): Promise<{ mask: Mask; unitsPerPx: number } | null> {
  const box = prepared.boxes[part];
  if (!box) return null;
  const long = Math.max(box.width, box.height);
  const longSide = Math.max(16, Math.min(LONGEST_RENDER, Math.round(long * pxPerUnit)));
  const image = await renderSvg(partSvg(prepared, part, "black"), longSide);
  return { mask: alphaMask(image), unitsPerPx: long / Math.max(image.width, image.height) };
}

/**
 * The name's thinnest strokes and its letters' height, in mask pixels, read as the health check's
 * shapeFigures reads them (the 10th percentile of thickness, the median height of the letters as
 * separate pieces) but without the gaps, which the score does not ask of a name and which cost the
 * most to measure.
 */
function nameFigures(mask: Mask, maxRadius: number): { stroke: number | null; letter: number | null } {
  const thickness = thicknessSamples(mask, undefined, maxRadius);
  if (thickness.length === 0) return { stroke: null, letter: null };
  const heights = pieceHeights(mask, Math.max(4, Math.round(thickness.length * 0.002)));
  return { stroke: percentile(thickness, LOW_SHARE), letter: percentile(heights, 0.5) };
}

async function vectorLegibility(prepared: PreparedArtwork): Promise<LogoMeasures["legibility"]> {
  const measures: LogoMeasures["legibility"] = {
    nameLetterPx: null,
    nameStrokePx: null,
    symbolStrokePx: null,
    symbolGapPx: null,
    logoStrokePx: null,
  };
  const logoBox = prepared.boxes.logo;
  if (!logoBox) return measures;
  // Master units to px of the logo drawn 32 px high, and of the name's own line drawn 32 px high.
  const logoScale = NAME_LOGO_HEIGHT_PX / logoBox.height;
  const marked = prepared.parts.method === "marked";
  const nameBox = marked ? prepared.boxes.wordmark : undefined;
  const nameScale = nameBox ? NAME_LOGO_HEIGHT_PX / nameBox.height : logoScale;
  const symbolPart: KitPart | null = !marked
    ? null
    : hasPart(prepared, "small-symbol")
      ? "small-symbol"
      : hasPart(prepared, "symbol")
        ? "symbol"
        : null;
  const symbolBox = symbolPart ? prepared.boxes[symbolPart] : undefined;
  const symbolScale = symbolBox ? SYMBOL_SIZE_PX / Math.max(symbolBox.width, symbolBox.height) : 0;
  const [name, symbol, logo] = await Promise.all([
    marked && hasPart(prepared, "wordmark")
      ? onePartMask(prepared, "wordmark", nameScale * RENDER_PX_PER_PX)
      : null,
    symbolPart ? onePartMask(prepared, symbolPart, symbolScale * RENDER_PX_PER_PX) : null,
    marked ? null : onePartMask(prepared, "logo", logoScale * RENDER_PX_PER_PX),
  ]);
  // A part that exists but leaves no pixel on the render is thinner than the render can show:
  // its lines measure 0, not "not measured", so a vanishing symbol scores as one.
  const px = (value: number | null, unitsPerPx: number, scale: number) =>
    value === null ? 0 : value * unitsPerPx * scale;
  if (name) {
    const { stroke, letter } = nameFigures(name.mask, (THICKEST_RESOLVED_PX * RENDER_PX_PER_PX) / 2);
    measures.nameLetterPx = px(letter, name.unitsPerPx, nameScale);
    measures.nameStrokePx = px(stroke, name.unitsPerPx, nameScale);
  }
  if (symbol) {
    const { stroke, gap } = shapeFigures(symbol.mask, false);
    measures.symbolStrokePx = px(stroke, symbol.unitsPerPx, symbolScale);
    // No small spaces at all is no gap to close up.
    measures.symbolGapPx = gap === null ? null : px(gap, symbol.unitsPerPx, symbolScale);
  }
  if (logo) measures.logoStrokePx = px(shapeFigures(logo.mask, false).stroke, logo.unitsPerPx, logoScale);
  return measures;
}

/** The full-colour logo on its own ground (none when the master has no background). */
async function vectorContrast(prepared: PreparedArtwork): Promise<LogoMeasures["contrast"]> {
  const image = await renderSvg(partSvg(prepared, "logo", "colour"), CONTRAST_RENDER);
  return measureInkContrast(image, prepared.parts.background === null ? null : prepared.ground);
}

/**
 * The fingerprint of what the master marks as its symbol, without the container framing it: the
 * stock icon the engine set in a disc is still that stock icon. It is drawn on the colour it sits
 * on (a filled container's, a badge's or the page's), so its ink is told from its ground as in the
 * stock icons' pack. Embedded bitmaps are drawn without their white backdrop, as the kit cleans them.
 */
function symbolArtFingerprint(prepared: PreparedArtwork): number[] | null {
  const box = prepared.boxes.symbol;
  const elements = prepared.parts.symbol?.elements ?? [];
  const art = elements.filter((element) => attribute(element, "data-part") === "symbol");
  if (!box || art.length === 0) return null;
  const container = elements.find((element) => attribute(element, "data-part") === "container");
  const containerFill = container ? parseColour(attribute(container, "fill")) : null;
  const badgeFill = parseColour(prepared.parts.symbol?.badgeFill ?? undefined);
  const ground = toHex(containerFill ?? badgeFill ?? prepared.ground);
  const cleaned = art.map((element) =>
    mapElements(element, (current) => {
      if (current.name !== "image") return current;
      const href = attribute(current, "href") ?? attribute(current, "xlink:href") ?? "";
      const image = prepared.images.get(href);
      return image
        ? withAttribute(withAttribute(current, "xlink:href", undefined), "href", image.colour)
        : current;
    }),
  );
  const backdrop = `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" fill="${ground}"/>`;
  return fingerprintDrawing(svgDocument(backdrop + prepared.defs + cleaned.map(serialize).join(""), box));
}

async function stockDistance(svg: string, prepared: PreparedArtwork): Promise<number | null> {
  const marked = prepared.parts.method === "marked";
  const vector = (marked ? symbolArtFingerprint(prepared) : null) ?? (await fingerprintSvg(svg)).logo;
  return vector.some((value) => value !== 0) ? nearestStockIcon(vector).distance : null;
}

/** The measures of a vector master (an engine design or an uploaded SVG). */
export async function measureVectorLogo(svg: string): Promise<LogoMeasures> {
  const prepared = await prepareArtwork(svg);
  const [legibility, contrastMeasures, nearestStockDistance] = await Promise.all([
    vectorLegibility(prepared),
    vectorContrast(prepared),
    stockDistance(svg, prepared),
  ]);
  return { legibility, contrast: contrastMeasures, nearestStockDistance };
}

/** The upload's ground as the register reads it: the commonest colour along its border. */
function borderGround({ data, width, height }: RawImage): Rgb | null {
  const ground = groundOf({ pixels: data, width, height });
  return ground ? { r: ground[0], g: ground[1], b: ground[2] } : null;
}

/**
 * An upload's ink: what stands out from its ground as the kit's one-colour versions separate it
 * (INK_CONTRAST), or what is opaque when it has no ground.
 */
function rasterInk(image: RawImage, ground: Rgb | null): Mask {
  const { data } = image;
  return alphaMask(
    image,
    ground
      ? (offset) =>
          contrast({ r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 }, ground) >=
          INK_CONTRAST
      : undefined,
  );
}

/** The height (px) of the ink's box with the kit's margin round it, or null when there is no ink. */
function inkHeightWithMargin({ data, width, height }: Mask): number | null {
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[y * width + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  if (bottom < 0) return null;
  const inkHeight = bottom + 1 - top;
  return inkHeight + 2 * CROP_MARGIN * Math.max(inkHeight, right + 1 - left);
}

/** The measures of an uploaded PNG, JPEG or WebP: one drawing, with no marked parts. */
export async function measureRasterLogo(image: Buffer): Promise<LogoMeasures> {
  const { data, info } = await sharp(image)
    .rotate()
    .ensureAlpha()
    .resize(RASTER_LIMIT, RASTER_LIMIT, { fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw: RawImage = { data, width: info.width, height: info.height, channels: 4 };
  const ground = borderGround(raw);
  const ink = rasterInk(raw, ground);
  const height = inkHeightWithMargin(ink);
  const stroke = height === null ? null : shapeFigures(ink, false).stroke;
  const { logo } = await fingerprintRaster(image);
  return {
    legibility: {
      nameLetterPx: null,
      nameStrokePx: null,
      symbolStrokePx: null,
      symbolGapPx: null,
      logoStrokePx: stroke === null || height === null ? null : (stroke * NAME_LOGO_HEIGHT_PX) / height,
    },
    contrast: measureInkContrast(raw, ground),
    nearestStockDistance: logo.some((value) => value !== 0) ? nearestStockIcon(logo).distance : null,
  };
}
