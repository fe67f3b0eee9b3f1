/**
 * The vector drawings of the kit, cut from the master: the full logo, the symbol alone and the
 * wordmark alone, each as designed, in full colour made for a light or a dark ground
 * (grounded-colours.ts), and in one colour, black and reversed (white), on a transparent ground
 * and cropped to the artwork. The mockups and the stationery place the same drawings.
 *
 * One-colour versions follow the way a printer would separate the design: every paint is either
 * ink (it stands out from the design's own background, contrast >= INK_CONTRAST) or paper
 * (tints, and light shapes knocked out of a darker one). Ink becomes the one colour; paper
 * becomes a hole. When paper is drawn over ink (a white icon on a navy disc) the holes are real:
 * the drawing is a luminance mask over one solid rectangle, so the ground shows through; when
 * it is not, the ink is simply recoloured and the paper left out, which every editor handles.
 */
import sharp from "sharp";
import { type Ground, type GroundedContrast, groundedPart } from "./grounded-colours";
import { type Box, definitionsOf, findLogoParts, type LogoParts, unionBoxes } from "./logo-parts";
import { contrast, parseColour, type Rgb, toHex, WHITE } from "./paint";
import { cutOutArtwork } from "./raster-background";
import { shapesBox } from "./svg-background";
import {
  gradientColours,
  INK_CONTRAST,
  isInk,
  NOT_DRAWN,
  OPACITIES,
  opacityOf,
  PAINTS,
  paintColour,
} from "./svg-paints";
import {
  attribute,
  mapElements,
  parseSvg,
  type SvgElement,
  serialize,
  svgDocument,
  type ViewBox,
  walk,
  withAttribute,
} from "./svg-tree";

/** "small-symbol": the symbol's small form (the favicon's drawing), when the master has one. */
export type KitPart = "logo" | "symbol" | "wordmark" | "small-symbol";
/**
 * colour: as designed, for the design's own ground; colour-on-light / colour-on-dark: full colour
 * made to stand out on a white or a dark ground; black / reversed: one colour.
 */
export type KitVersion = "colour" | "colour-on-light" | "colour-on-dark" | "black" | "reversed";
export type { Ground } from "./grounded-colours";
export { GROUND_COLOUR } from "./grounded-colours";

/** Margin around the artwork in every cropped file, as a share of its longer side. */
const CROP_MARGIN = 0.03;
/** The disc a symbol knocked out of a badge is set on: the symbol's ink spans this share of it. */
const DISC_INK_SHARE = 0.62;

const ONE_COLOUR: Record<"black" | "reversed", string> = {
  black: "#000000",
  reversed: "#FFFFFF",
};

interface EmbeddedImage {
  /** The drawn symbol with its own backdrop taken away. */
  colour: string;
  /** Its ink as white with alpha, for masks and reversed files. */
  whiteInk: string;
  blackInk: string;
}

export interface PreparedArtwork {
  parts: LogoParts;
  /** The design's own background (white when the master has none). */
  ground: Rgb;
  defs: string;
  /** Full-colour markup of each part that exists. */
  markup: Partial<Record<KitPart, string>>;
  /** The crop of each part, in the master's user units. */
  boxes: Partial<Record<KitPart, ViewBox>>;
  /** Paints that are ink in one colour, by the part they appear in (hex). */
  inkColours: Record<"symbol" | "name" | "tagline" | "other", string[]>;
  /** Every paint, ink or tint, by the part it appears in (hex). */
  paints: Record<"symbol" | "name" | "tagline" | "other", string[]>;
  gradients: Map<string, Rgb>;
  images: Map<string, EmbeddedImage>;
}

function dataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}

/**
 * Drawn (bitmap) symbols arrive on a white square: their backdrop is taken away with the same
 * flood fill the raster exports use, and their ink is kept as a one-colour alpha image.
 */
async function cleanImage(href: string, ground: Rgb): Promise<EmbeddedImage | null> {
  const match = /^data:image\/(?:png|jpeg|webp);base64,(.+)$/.exec(href.trim());
  if (!match?.[1]) return null;
  const { data, info } = await sharp(Buffer.from(match[1], "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const clear = cutOutArtwork({ data, width: info.width, height: info.height, channels: 4 });
  const ink = (value: number) => {
    const out = Buffer.alloc(clear.data.length);
    for (let i = 0; i < clear.data.length; i += 4) {
      const pixel = { r: clear.data[i] ?? 0, g: clear.data[i + 1] ?? 0, b: clear.data[i + 2] ?? 0 };
      const isInk = contrast(pixel, ground) >= INK_CONTRAST;
      out[i] = value;
      out[i + 1] = value;
      out[i + 2] = value;
      out[i + 3] = isInk ? (clear.data[i + 3] ?? 0) : 0;
    }
    return out;
  };
  const encode = (pixels: Buffer) =>
    sharp(pixels, { raw: { width: clear.width, height: clear.height, channels: 4 } })
      .png()
      .toBuffer();
  const [colour, whiteInk, blackInk] = await Promise.all([
    encode(clear.data),
    encode(ink(255)),
    encode(ink(0)),
  ]);
  return { colour: dataUri(colour), whiteInk: dataUri(whiteInk), blackInk: dataUri(blackInk) };
}

/** The part's markup with every paint turned into `ink` or `paper`; opacity is dropped. */
function separate(
  elements: SvgElement[],
  ground: Rgb,
  gradients: Map<string, Rgb>,
  images: Map<string, EmbeddedImage>,
  ink: string,
  paper: string,
  imageInk: (image: EmbeddedImage) => string,
): string {
  const mapped = elements.map((element) =>
    mapElements(element, (current) => {
      let next = current;
      for (const paint of PAINTS) {
        const value = attribute(current, paint);
        if (value === undefined || value === "none") continue;
        const colour = paintColour(value, gradients);
        const inked = colour !== null && isInk(colour, opacityOf(current, paint), ground);
        next = withAttribute(next, paint, inked ? ink : paper);
      }
      for (const name of OPACITIES) next = withAttribute(next, name, undefined);
      if (current.name === "image") {
        const href = attribute(current, "href") ?? attribute(current, "xlink:href") ?? "";
        const image = images.get(href);
        next = withAttribute(
          withAttribute(next, "xlink:href", undefined),
          "href",
          image ? imageInk(image) : "",
        );
      }
      return next;
    }),
  );
  // Paint that is never set is black, which is ink or paper like any other colour.
  const initial = isInk({ r: 0, g: 0, b: 0 }, 1, ground) ? ink : paper;
  return `<g fill="${initial}">${mapped.map(serialize).join("")}</g>`;
}

/**
 * True when paper is drawn after ink somewhere in the part (paints inherited as SVG does):
 * then its holes must be real holes, and only a mask makes them.
 */
function hasKnockouts(elements: SvgElement[], ground: Rgb, gradients: Map<string, Rgb>): boolean {
  let inkSeen = false;
  const inked = (value: string, element: SvgElement, which: "fill" | "stroke") => {
    const colour = paintColour(value, gradients);
    return colour !== null && isInk(colour, opacityOf(element, which), ground);
  };
  const visit = (element: SvgElement, fill: string, stroke: string): boolean => {
    if (NOT_DRAWN.has(element.name)) return false;
    const ownFill = attribute(element, "fill") ?? fill;
    const ownStroke = attribute(element, "stroke") ?? stroke;
    if (element.name === "g" || element.name === "a") {
      return element.children.some((child) => child.kind === "element" && visit(child, ownFill, ownStroke));
    }
    if (element.name === "image") {
      if (inkSeen) return true;
      inkSeen = true;
      return false;
    }
    for (const [value, which] of [
      [ownFill, "fill"],
      [ownStroke, "stroke"],
    ] as const) {
      if (value === "none") continue;
      if (inked(value, element, which)) inkSeen = true;
      else if (inkSeen) return true;
    }
    return false;
  };
  return elements.some((element) => visit(element, "#000000", "none"));
}

function collectPaints(elements: SvgElement[], ground: Rgb, inkOnly: boolean): string[] {
  const colours = new Set<string>();
  for (const element of elements) {
    for (const current of walk(element)) {
      for (const paint of PAINTS) {
        const value = attribute(current, paint);
        if (value === undefined || value === "none") continue;
        if (value.startsWith("url(")) {
          // A gradient's own stops are the colours a printer needs.
          continue;
        }
        const colour = parseColour(value);
        if (colour && (!inkOnly || isInk(colour, opacityOf(current, paint), ground)))
          colours.add(toHex(colour));
      }
      if (current.name === "stop") {
        const colour = parseColour(attribute(current, "stop-color"));
        if (colour) colours.add(toHex(colour));
      }
    }
  }
  return [...colours];
}

function recolourFill(elements: SvgElement[], fill: string): SvgElement[] {
  return elements.map((element) => withAttribute(element, "fill", fill));
}

function replaceImages(elements: SvgElement[], images: Map<string, EmbeddedImage>): SvgElement[] {
  return elements.map((element) =>
    mapElements(element, (current) => {
      if (current.name !== "image") return current;
      const href = attribute(current, "href") ?? attribute(current, "xlink:href") ?? "";
      const image = images.get(href);
      return withAttribute(
        withAttribute(current, "xlink:href", undefined),
        "href",
        image ? image.colour : href,
      );
    }),
  );
}

function boxOf(markup: string, canvas: ViewBox, defs: string): Box | null {
  const document = svgDocument(`${defs}${markup}`, canvas);
  const box = shapesBox(document);
  return box && { x1: box.x, y1: box.y, x2: box.x + box.width, y2: box.y + box.height };
}

function withMargin(box: Box): ViewBox {
  const margin = Math.max(box.x2 - box.x1, box.y2 - box.y1) * CROP_MARGIN;
  return {
    x: box.x1 - margin,
    y: box.y1 - margin,
    width: box.x2 - box.x1 + 2 * margin,
    height: box.y2 - box.y1 + 2 * margin,
  };
}

function disc(box: Box, fill: string): string {
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  const r = Math.max(box.x2 - box.x1, box.y2 - box.y1) / 2 / DISC_INK_SHARE;
  const round = (value: number) => Math.round(value * 100) / 100;
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>`;
}

/** Reads the master once: its parts, their full-colour markup, crops and ink colours. */
export async function prepareArtwork(master: string): Promise<PreparedArtwork> {
  const parts = findLogoParts(master);
  const root = parseSvg(master);
  const ground = parseColour(parts.background ?? undefined) ?? WHITE;
  const defs = definitionsOf(root);
  const gradients = gradientColours(root);

  const images = new Map<string, EmbeddedImage>();
  for (const element of walk(root)) {
    if (element.name !== "image") continue;
    const href = attribute(element, "href") ?? attribute(element, "xlink:href") ?? "";
    if (images.has(href)) continue;
    const cleaned = await cleanImage(href, ground);
    // Keyed by the master's href and by the cleaned one the part markup carries.
    if (cleaned) {
      images.set(href, cleaned);
      images.set(cleaned.colour, cleaned);
    }
  }

  const markup: Partial<Record<KitPart, string>> = {};
  const boxes: Partial<Record<KitPart, ViewBox>> = {};
  const place = (part: KitPart, elements: SvgElement[], prefix = "") => {
    if (elements.length === 0) return;
    const body = prefix + replaceImages(elements, images).map(serialize).join("");
    const box = boxOf(body, parts.canvas, defs);
    if (!box) return;
    markup[part] = body;
    boxes[part] = withMargin(box);
  };

  place("logo", parts.artwork);
  if (parts.symbol) {
    const symbolElements = parts.symbol.elements;
    const art = unionBoxes([
      boxOf(replaceImages(symbolElements, images).map(serialize).join(""), parts.canvas, defs),
    ]);
    // A symbol knocked out of a filled badge keeps the badge's colour as a disc behind it.
    const prefix = parts.symbol.badgeFill && art ? disc(art, parts.symbol.badgeFill) : "";
    place("symbol", symbolElements, prefix);
  }
  if (parts.symbol) place("small-symbol", parts.smallSymbol);
  // A name knocked out of a badge is set in the badge's colour on its own.
  place("wordmark", parts.nameBadgeFill ? recolourFill(parts.name, parts.nameBadgeFill) : parts.name);

  const symbolElements = parts.symbol?.elements ?? [];
  const named = new Set([...symbolElements, ...parts.name, ...parts.tagline]);
  const others = parts.artwork.filter((element) => !named.has(element));
  return {
    parts,
    ground,
    defs,
    markup,
    boxes,
    inkColours: {
      symbol: collectPaints(symbolElements, ground, true),
      name: collectPaints(parts.name, ground, true),
      tagline: collectPaints(parts.tagline, ground, true),
      other: collectPaints(others, ground, true),
    },
    paints: {
      symbol: collectPaints(symbolElements, ground, false),
      name: collectPaints(parts.name, ground, false),
      tagline: collectPaints(parts.tagline, ground, false),
      other: collectPaints(others, ground, false),
    },
    gradients,
    images,
  };
}

function partElements(prepared: PreparedArtwork, part: KitPart): SvgElement[] {
  const body = prepared.markup[part];
  if (body === undefined) return [];
  return parseSvg(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`).children.filter(
    (child): child is SvgElement => child.kind === "element",
  );
}

export function hasPart(prepared: PreparedArtwork, part: KitPart): boolean {
  return prepared.markup[part] !== undefined;
}

/**
 * The part's drawing for `version`, as inner markup in the master's user units (no <svg>):
 * what the files, the PDF pages and the brand sheet all place.
 */
export function partMarkup(prepared: PreparedArtwork, part: KitPart, version: KitVersion): string {
  const body = prepared.markup[part];
  const box = prepared.boxes[part];
  if (body === undefined || !box) throw new Error(`This logo has no ${part}`);
  if (version === "colour") return `${prepared.defs}${body}`;
  if (version === "colour-on-light") return groundedPart(prepared, part, "light").markup;
  if (version === "colour-on-dark") return groundedPart(prepared, part, "dark").markup;
  const colour = ONE_COLOUR[version];
  const elements = partElements(prepared, part);
  const { ground, gradients, images } = prepared;
  if (!hasKnockouts(elements, ground, gradients)) {
    const inkOf = (image: EmbeddedImage) => (version === "black" ? image.blackInk : image.whiteInk);
    return separate(elements, ground, gradients, images, colour, "none", inkOf);
  }
  const id = `markery-${part}-ink`;
  const mask = separate(elements, ground, gradients, images, "#FFFFFF", "#000000", (image) => image.whiteInk);
  const round = (value: number) => Math.round(value * 100) / 100;
  const rect = `x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}"`;
  return `<defs><mask id="${id}" maskUnits="userSpaceOnUse" ${rect}><rect ${rect} fill="#000000"/>${mask}</mask></defs><rect ${rect} fill="${colour}" mask="url(#${id})"/>`;
}

/** A standalone SVG file of the part, cropped, `longSide` user units on its longer side when given. */
export function partSvg(
  prepared: PreparedArtwork,
  part: KitPart,
  version: KitVersion,
  longSide?: number,
): string {
  const box = prepared.boxes[part];
  if (!box) throw new Error(`This logo has no ${part}`);
  const scale = longSide ? longSide / Math.max(box.width, box.height) : 1;
  return svgDocument(partMarkup(prepared, part, version), box, {
    width: box.width * scale,
    height: box.height * scale,
  });
}

/**
 * The part in full colour for a light or a dark ground (grounded-colours.ts): every shape that
 * would not stand out there (a near-white name made on navy, on a white letter) is set in a brand
 * colour that does, text and fine lines to 4.5:1 and other marks to 3:1; colours that pass stay
 * the brand's own. The markup is the master's, unchanged, when nothing needed another colour.
 * @visibleForTesting
 */
export function groundedColourMarkup(prepared: PreparedArtwork, part: KitPart, ground: Ground): string {
  return groundedPart(prepared, part, ground).markup;
}

/** A standalone SVG of the part in full colour for `ground`, cropped like the other versions. */
export function groundedColourSvg(
  prepared: PreparedArtwork,
  part: KitPart,
  ground: Ground,
  longSide?: number,
): string {
  return partSvg(prepared, part, ground === "light" ? "colour-on-light" : "colour-on-dark", longSide);
}

/**
 * The name's weakest contrast in the part's drawing for `ground`, or null when it shows no name.
 * @visibleForTesting
 */
export function groundedNameContrast(
  prepared: PreparedArtwork,
  part: KitPart,
  ground: Ground,
): GroundedContrast | null {
  return groundedPart(prepared, part, ground).name;
}
