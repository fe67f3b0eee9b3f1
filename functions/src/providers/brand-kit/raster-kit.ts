/**
 * The kit from an upload's pixels: its background taken away, measured, and drawn at every size the
 * pixels allow (no vector, no symbol/wordmark split).
 */
import sharp from "sharp";
import type { KitDrawing } from "../../domain/brand-kit/brand-kit-plan";
import { MASKABLE_CHECK_SIZE, maskableArtShare } from "../../domain/brand-kit/kit-files";
import type { ContrastMeasure, KitContent, LogoAnalysis } from "../../domain/ports/brand-kit-maker";
import { alphaMask, edgeContrast, MEASURE_SIZE, shapeFigures } from "../graphics/health-measures";
import { BLACK, contrast, toHex, WHITE } from "../graphics/paint";
import { brandSheetPdf, type SheetArt } from "../graphics/pdf";
import { decodeRgba, type RawImage } from "../graphics/png";
import { cutOutArtwork, detectBackground } from "../graphics/raster-background";
import { trimWithMargin, upscaleMatte } from "../graphics/raster-renders";
import { encodeIco } from "./ico";
import { dominantColours, hexToRgb, MAX_SWATCHES, pickBrandColour, swatchOf } from "./kit-colours";
import { dataUri, encode, PNG } from "./kit-encoding";
import { cardFit, coverFit, fit, HEALTH_SIZES, ICON_SHARE, resizeRaw, SHEET_RASTER_SIZE } from "./kit-sizes";

interface RasterState {
  /** The logo on transparent, trimmed with a margin, 2048 px on its longer side at most. */
  logo: RawImage;
  /** The same at 512 px, which the icons and social images are resized from. */
  small: RawImage;
  analysis: LogoAnalysis;
}

export async function analyseRaster(bytes: Buffer): Promise<RasterState> {
  let decoded = await decodeRgba(bytes);
  if (Math.max(decoded.width, decoded.height) > 1536) {
    const size = fit(decoded.width, decoded.height, 1536);
    decoded = await resizeRaw(decoded, size.width, size.height);
  }
  const background = detectBackground(decoded);
  const ground = background.transparent ? WHITE : { r: background.r, g: background.g, b: background.b };
  const trimmed = trimWithMargin(cutOutArtwork(decoded, background));
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
    maskableIcon: {
      subject: "logo",
      artShare: maskableArtShare(logo.width, logo.height),
      image: dataUri(
        await squarePng(
          measured,
          MASKABLE_CHECK_SIZE,
          backgroundHex,
          maskableArtShare(logo.width, logo.height),
        ),
      ),
    },
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

async function cardPng(
  logo: RawImage,
  width: number,
  height: number,
  ground: string,
  fit: { width: number; height: number } = cardFit(width, height),
): Promise<Buffer> {
  const scale = Math.min(fit.width / logo.width, fit.height / logo.height);
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

export async function drawRaster(
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
    case "maskable-icon":
      // On the upload's own background, as every icon of an upload: its pixels were drawn for that
      // ground, and on the brand colour (one of the logo's own) parts of it could vanish.
      return square(drawing.size, analysis.background, maskableArtShare(logo.width, logo.height));
    case "app-store-icon": {
      const bytes = await sharp(
        await squarePng(source(drawing.size), drawing.size, analysis.background, ICON_SHARE),
      )
        .removeAlpha()
        .png()
        .toBuffer();
      return { bytes, width: drawing.size, height: drawing.size };
    }
    case "cover":
      return {
        bytes: await cardPng(
          logo,
          drawing.width,
          drawing.height,
          analysis.background,
          coverFit(drawing.safe),
        ),
        width: drawing.width,
        height: drawing.height,
      };
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
    case "mockup":
    case "stationery":
    case "motion":
      throw new Error(`${drawing.kind} files are drawn from the logo art, not here`);
  }
}
