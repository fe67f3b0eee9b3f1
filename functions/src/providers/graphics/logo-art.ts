/**
 * A logo ready to be placed into the world (scenes, cards, letterheads, signatures): each version
 * as a standalone SVG, cropped to the artwork. Vector logos are cut from their master (artwork.ts);
 * uploads and Replicate logos are their pixels with the background taken away, wrapped in an SVG
 * so that every drawing code path places one kind of thing.
 */
import sharp from "sharp";
import type { ExportSource } from "../../domain/ports/export-image-processor";
import {
  type Ground,
  groundedColourSvg,
  hasPart,
  type PreparedArtwork,
  partSvg,
  prepareArtwork,
} from "./artwork";
import { contrast, parseColour, toHex, WHITE } from "./paint";
import { decodeRgba, type RawImage } from "./png";
import { cutOutArtwork } from "./raster-background";
import { trimWithMargin } from "./raster-renders";

/**
 * as-designed: the design's own colours (for its own ground); on-light / on-dark: full colour made
 * to stand out on a white or a dark surface; black / reversed: one colour, for print processes
 * that have one ink (a stamp, a screen print) and for dark surfaces.
 */
export type ArtVersion = "as-designed" | Ground | "black" | "reversed";

export interface ArtDrawing {
  svg: string;
  /** Its natural size: only the ratio matters to whoever places it. */
  width: number;
  height: number;
}

export interface LogoArt {
  brandName: string;
  /** The background the logo was designed on (hex). */
  ground: string;
  /** The colour a card back, a cup or a bag is printed in: the brand's strongest colour. */
  brandColour: string;
  /** The full logo. */
  logo(version: ArtVersion): ArtDrawing;
  /** The symbol alone when the logo has one (app icons, avatars), else the full logo. */
  icon(version: ArtVersion): ArtDrawing;
}

function sizeOf(svg: string): { width: number; height: number } {
  const width = Number(/\bwidth="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  const height = Number(/\bheight="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  return { width: width || 1, height: height || 1 };
}

function drawing(svg: string): ArtDrawing {
  return { svg, ...sizeOf(svg) };
}

/** The brand's strongest colour: a coloured design ground, else its most saturated ink. */
function strongestColour(prepared: PreparedArtwork): string {
  if (contrast(prepared.ground, WHITE) >= 3) return toHex(prepared.ground);
  const inks = [...prepared.inkColours.symbol, ...prepared.inkColours.name, ...prepared.inkColours.other];
  const chroma = (hex: string) => {
    const colour = parseColour(hex);
    if (!colour) return 0;
    return Math.max(colour.r, colour.g, colour.b) - Math.min(colour.r, colour.g, colour.b);
  };
  const sorted = [...inks].sort((a, b) => chroma(b) - chroma(a));
  return sorted[0] ?? "#1F2328";
}

function vectorArt(prepared: PreparedArtwork, brandName: string): LogoArt {
  const cache = new Map<string, ArtDrawing>();
  const draw = (part: "logo" | "symbol", version: ArtVersion): ArtDrawing => {
    const key = `${part}:${version}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const svg =
      version === "light" || version === "dark"
        ? groundedColourSvg(prepared, part, version)
        : partSvg(prepared, part, version === "as-designed" ? "colour" : version);
    const made = drawing(svg);
    cache.set(key, made);
    return made;
  };
  return {
    brandName,
    ground: toHex(prepared.ground),
    brandColour: strongestColour(prepared),
    logo: (version) => draw("logo", version),
    icon: (version) => draw(hasPart(prepared, "symbol") ? "symbol" : "logo", version),
  };
}

async function pngDataUri(image: RawImage): Promise<string> {
  const png = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

function recoloured(image: RawImage, value: number): RawImage {
  const data = Buffer.from(image.data);
  for (let offset = 0; offset < data.length; offset += 4) {
    data[offset] = value;
    data[offset + 1] = value;
    data[offset + 2] = value;
  }
  return { ...image, data };
}

async function rasterArt(bytes: Buffer, brandName: string): Promise<LogoArt> {
  let decoded = await decodeRgba(bytes);
  if (Math.max(decoded.width, decoded.height) > 1200) {
    const { data, info } = await sharp(decoded.data, {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    })
      .resize(1200, 1200, { fit: "inside" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    decoded = { data, width: info.width, height: info.height, channels: 4 };
  }
  const cut = trimWithMargin(cutOutArtwork(decoded));
  const corner = { r: decoded.data[0] ?? 255, g: decoded.data[1] ?? 255, b: decoded.data[2] ?? 255 };
  const wrap = (uri: string): ArtDrawing =>
    drawing(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${cut.width}" height="${cut.height}" viewBox="0 0 ${cut.width} ${cut.height}"><image width="${cut.width}" height="${cut.height}" href="${uri}" xlink:href="${uri}"/></svg>`,
    );
  const [colour, black, white] = await Promise.all([
    pngDataUri(cut),
    pngDataUri(recoloured(cut, 0)),
    pngDataUri(recoloured(cut, 255)),
  ]);
  const versions: Record<ArtVersion, ArtDrawing> = {
    "as-designed": wrap(colour),
    light: wrap(colour),
    // Pixels cannot be recoloured part by part: on a dark surface the one-colour white stands out.
    dark: wrap(white),
    black: wrap(black),
    reversed: wrap(white),
  };
  const groundHex = toHex(corner);
  return {
    brandName,
    ground: groundHex,
    brandColour: contrast(corner, WHITE) >= 3 ? groundHex : "#1F2328",
    logo: (version) => versions[version],
    icon: (version) => versions[version],
  };
}

export async function logoArtOf(source: ExportSource): Promise<LogoArt> {
  if (source.kind === "vector") return vectorArt(await prepareArtwork(source.svg), source.brandName);
  return rasterArt(source.image, source.brandName);
}
