import sharp from "sharp";
import { premultiplyAlpha, straightenAlpha } from "../../engine/render";
import {
  fixedLayer,
  type LogoPixels,
  type PremultipliedRaster,
  rasteriseRuns,
  renderPaintedPart,
  renderPremultiplied,
  runsOf,
  type ScenePart,
  withLogo,
} from "./layered-raster";
import { type Box, CANVAS, round } from "./scene-kit";
import { standaloneSvg } from "./scene-surfaces";
import {
  mapQuad,
  type PixelBox,
  type Point,
  type Quad,
  type RgbaImage,
  shownPartOfFace,
  warpOutputBox,
  warpToQuad,
} from "./warp";

export function boundsOfPoints(points: readonly Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function polygon(points: readonly Point[], attributes = ""): string {
  return `<polygon points="${points.map((point) => `${round(point.x)},${round(point.y)}`).join(" ")}"${attributes ? ` ${attributes}` : ""}/>`;
}

/**
 * A camera looking down at a table, tilted `tilt` degrees from straight down: table
 * coordinates (x to the right, y away from the viewer, from the table's `origin` on screen) to
 * canvas points. Things further away are smaller, so a card lying flat becomes a trapezium.
 */
export function tableCamera(origin: Point, tilt: number, distance: number): (x: number, y: number) => Point {
  const radians = (tilt * Math.PI) / 180;
  return (x, y) => {
    const depth = distance + y * Math.sin(radians);
    const scale = distance / depth;
    return { x: origin.x + x * scale, y: origin.y - y * Math.cos(radians) * scale };
  };
}

/**
 * The corners of a `width` x `height` rectangle lying on the table, centred at (x, y) and
 * turned `angle` degrees, as the camera sees them: top left, top right, bottom right, bottom left
 * of the rectangle as drawn flat.
 */
export function rectangleOnTable(
  camera: (x: number, y: number) => Point,
  centre: Point,
  size: { width: number; height: number },
  angle: number,
): Quad {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corner = (dx: number, dy: number) =>
    // Flat drawings have y down; the table has y away from the viewer.
    camera(centre.x + dx * cos + dy * sin, centre.y - (-dx * sin + dy * cos));
  const w = size.width / 2;
  const h = size.height / 2;
  return [corner(-w, -h), corner(w, -h), corner(w, h), corner(-w, h)];
}

async function pngOf(image: RgbaImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}

/** Pixels placed at (x, y) in canvas units, `pixelScale` pixels to the unit. */
export async function placePixels(
  image: RgbaImage,
  x: number,
  y: number,
  pixelScale: number,
  extra = "",
): Promise<string> {
  const png = await pngOf(image);
  return `<image x="${round(x / pixelScale)}" y="${round(y / pixelScale)}" width="${round(image.width / pixelScale)}" height="${round(image.height / pixelScale)}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString("base64")}"${extra}/>`;
}

/** An SVG document `width` x `height` units drawn `pixelWidth` pixels wide, as straight-alpha RGBA. */
export async function rasterise(svg: string, pixelWidth: number): Promise<RgbaImage> {
  return straightened(await renderPremultiplied(svg, pixelWidth));
}

function straightened({ pixels, width, height }: PremultipliedRaster): RgbaImage {
  straightenAlpha(pixels, width, height);
  return { data: pixels, width, height };
}

/**
 * Face pixels past the last one any shown pixel reads. Two would do for bilinear sampling; the
 * rest is slack, and costs a few columns.
 */
const FACE_MARGIN = 6;

/**
 * The pixels in `part` of a flat face (`body` on a `size` canvas) drawn `pixels` in all: the
 * same pixels the whole drawing has there. resvg fits a drawing to a width by scaling x and y
 * each to a whole number of pixels, so the part is cut from that same grid.
 */
async function rasteriseFacePart(
  body: string | readonly ScenePart[],
  size: { width: number; height: number },
  pixels: { width: number; height: number },
  part: PixelBox,
  pixelScale: number,
): Promise<RgbaImage> {
  const scaleX = pixels.width / size.width;
  const scaleY = pixels.height / size.height;
  const viewBox = [part.x / scaleX, part.y / scaleY, part.width / scaleX, part.height / scaleY].join(" ");
  const frame = `width="${part.width}" height="${part.height}" viewBox="${viewBox}" preserveAspectRatio="none"`;
  const drawn = await rasteriseRuns(
    runsOf(typeof body === "string" ? [body] : body),
    (layer) => standaloneSvg(frame, layer, pixelScale),
    (document) => renderPremultiplied(document, part.width),
    `face ${part.width}x${part.height}`,
    renderPaintedPart,
  );
  return straightened(drawn);
}

/**
 * A flat face (`body`, drawn on a `width` x `height` canvas; as parts, its fixed ones are kept
 * from face to face) set into `quad` in perspective, as a layer of pixels laid straight onto the
 * picture: rendered at the density it is shown at and mapped through the quad's homography. Only
 * the part of the face that shows is rendered: most of a wall running out of the picture is never
 * seen. No PNG of it is written or read back (a wall is most of the picture; that was most of a
 * shop front's render). `changesWithin` (face units), when given, holds every part of the face
 * that changes with the logo: the rest of the face is warped once per process, and only what the
 * logo's parts reach is drawn and warped again for each logo.
 */
export async function faceInPerspectiveLayer(
  body: string | readonly ScenePart[],
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
  changesWithin?: Box,
): Promise<LogoPixels | ""> {
  const warped =
    changesWithin && typeof body !== "string" && !wholeFacesOnly
      ? await warpedFaceWhereLogoIs(body, size, quad, pixelScale, changesWithin)
      : await warpedFace(body, size, quad, pixelScale);
  if (!warped) return "";
  const { image, x, y } = warped;
  const pixels = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  premultiplyAlpha(pixels);
  // Only a drawing made as one document (tests, comparisons) asks for the image.
  const asImage = () => {
    const straight = Buffer.from(pixels);
    straightenAlpha(straight, image.width, image.height);
    return placePixels({ data: straight, width: image.width, height: image.height }, x, y, pixelScale);
  };
  return {
    withLogoPixels: { pixels, width: image.width, height: image.height, left: x, top: y, image: asImage },
  };
}

let wholeFacesOnly = false;

/**
 * Warp every face whole, even where a drawing says which part of it changes with the logo (for
 * tests that hold the shortcut to the whole warp's pixels). Returns the setting before.
 * @visibleForTesting
 */
export function warpWholeFaces(whole: boolean): boolean {
  const before = wholeFacesOnly;
  wholeFacesOnly = whole;
  return before;
}

/** A face's pixels: all of them, the part of them that shows, and the quad they go into on screen. */
interface FaceFrame {
  facePixels: { width: number; height: number };
  shown: PixelBox;
  onScreen: Quad;
  picture: { width: number; height: number };
  density: number;
}

function faceFrame(
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
): FaceFrame | null {
  const [a, b, c, d] = quad;
  const horizontal =
    Math.max(Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(c.x - d.x, c.y - d.y)) / size.width;
  const vertical = Math.max(Math.hypot(d.x - a.x, d.y - a.y), Math.hypot(c.x - b.x, c.y - b.y)) / size.height;
  // A little finer than the nearest edge needs, so the far side is never magnified.
  const pixelWidth = size.width * Math.max(horizontal, vertical) * pixelScale * 1.1;
  // The whole face's pixels, rounded as resvg rounds a drawing fitted to a width.
  const faceWidth = Math.max(2, Math.round(pixelWidth));
  const facePixels = {
    width: faceWidth,
    height: Math.max(1, Math.round((size.height * faceWidth) / size.width)),
  };
  const onScreen = mapQuad(quad, (point) => ({ x: point.x * pixelScale, y: point.y * pixelScale }));
  const picture = {
    width: Math.ceil(CANVAS.width * pixelScale),
    height: Math.ceil(CANVAS.height * pixelScale),
  };
  const shown = shownPartOfFace(facePixels, onScreen, picture, FACE_MARGIN);
  return shown ? { facePixels, shown, onScreen, picture, density: pixelWidth / size.width } : null;
}

/** The face rendered and set into the picture, straight alpha at whole pixels; null when none of it shows. */
async function warpedFace(
  body: string | readonly ScenePart[],
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
): Promise<WarpedFace | null> {
  const frame = faceFrame(size, quad, pixelScale);
  if (!frame) return null;
  const { facePixels, shown } = frame;
  const image = await rasteriseFacePart(body, size, facePixels, shown, frame.density);
  return warpToQuad(
    { image, left: shown.x, top: shown.y, faceWidth: facePixels.width, faceHeight: facePixels.height },
    frame.onScreen,
    frame.picture,
  );
}

type WarpedFace = { image: RgbaImage; x: number; y: number };

/**
 * The same pixels `warpedFace` gives, worked out again only where the logo's parts (all within
 * `changesWithin`, in face units) can reach. The face warped without them is a fixed layer (the
 * same for every logo, so packed at build and kept), and each logo redraws and rewarps only the
 * part of the face round its parts. Outside that part the face is the one without the logo, pixel
 * for pixel, so its warp is too.
 */
async function warpedFaceWhereLogoIs(
  parts: readonly ScenePart[],
  size: { width: number; height: number },
  quad: Quad,
  pixelScale: number,
  changesWithin: Box,
): Promise<WarpedFace | null> {
  const frame = faceFrame(size, quad, pixelScale);
  if (!frame) return null;
  const { facePixels, shown, onScreen, picture } = frame;
  // An empty part in each logo part's place keeps the fixed parts' layers the ones a logo has.
  const withoutLogo = parts.map((part) => (typeof part === "string" ? part : withLogo("")));
  const box = warpOutputBox(onScreen, picture);
  // Kept and packed like any fixed layer, but its pixels are straight, as a warp makes them: it is
  // only ever read back here, as the warp a patch goes onto.
  const without = await fixedLayer(
    `warped face ${box.width}x${box.height}`,
    JSON.stringify([withoutLogo, size, quad, pixelScale]),
    async () => {
      const warped = await warpedFace(withoutLogo, size, quad, pixelScale);
      if (!warped) throw new Error("A face that shows has a warp");
      const { data, width, height } = warped.image;
      return { pixels: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
    },
  );
  // Each logo patches a copy; the kept layer stays the face without one.
  const onto = { image: { ...without, data: new Uint8Array(without.pixels) }, x: box.x, y: box.y };
  // The face pixels the logo's parts can cover (a pixel more for anti-aliasing), the output pixels
  // whose samples read any of them (a pixel further), and the part drawn for those samples.
  const scaleX = facePixels.width / size.width;
  const scaleY = facePixels.height / size.height;
  const covered = pixelBoxOf(
    Math.floor(changesWithin.x * scaleX) - 1,
    Math.floor(changesWithin.y * scaleY) - 1,
    Math.ceil((changesWithin.x + changesWithin.width) * scaleX) + 1,
    Math.ceil((changesWithin.y + changesWithin.height) * scaleY) + 1,
  );
  const drawn = grownBy(covered, FACE_MARGIN);
  const part = pixelBoxOf(
    Math.max(drawn.x, shown.x),
    Math.max(drawn.y, shown.y),
    Math.min(drawn.x + drawn.width, shown.x + shown.width),
    Math.min(drawn.y + drawn.height, shown.y + shown.height),
  );
  if (part.width <= 0 || part.height <= 0) return onto;
  const image = await rasteriseFacePart(parts, size, facePixels, part, frame.density);
  return warpToQuad(
    { image, left: part.x, top: part.y, faceWidth: facePixels.width, faceHeight: facePixels.height },
    onScreen,
    picture,
    { faceBox: grownBy(covered, 1), onto },
  );
}

function pixelBoxOf(left: number, top: number, right: number, bottom: number): PixelBox {
  return { x: left, y: top, width: right - left, height: bottom - top };
}

function grownBy(box: PixelBox, pixels: number): PixelBox {
  return pixelBoxOf(box.x - pixels, box.y - pixels, box.x + box.width + pixels, box.y + box.height + pixels);
}
