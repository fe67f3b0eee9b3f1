/**
 * Two business cards on a desk, seen from a little above: the front (the logo on the design's own
 * ground) lying over the back (name, role and contact lines under the symbol). 85 x 55 mm cards
 * on 350 gsm stock: a thin edge shows on the near sides.
 */

import { isDark } from "../../../engine/color";
import { withLogo } from "../layered-raster";
import { brandSlug, isWide, mix, outlinedText, placeArt, type SceneDrawer } from "../scene-kit";
import {
  boundsOfPoints,
  faceInPerspectiveLayer,
  polygon,
  rectangleOnTable,
  tableCamera,
} from "../scene-perspective";
import { backdrop, castShadow, materialOver } from "../scene-surfaces";
import type { Quad } from "../warp";

/** The card drawn flat, and its size on the table, in tenths of a millimetre. */
const CARD = { width: 850, height: 550 };

function rectangle(fill: string): string {
  return `<rect width="${CARD.width}" height="${CARD.height}" fill="${fill}"/>`;
}

/** The card's stock seen on edge: the card dropped by its thickness, in a shade of the card. */
function cardEdge(quad: Quad, colour: string): string {
  return polygon(
    quad.map((point) => ({ x: point.x, y: point.y + 4 })),
    `fill="${mix(colour, "#000000", 0.18)}"`,
  );
}

/** Light from the top left over the card, in screen space. */
function lightOver(quad: Quad, id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.14"/><stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.08"/></linearGradient></defs>${polygon([...quad], `fill="url(#${id})"`)}`;
}

export const businessCard: SceneDrawer = async (context) => {
  const { art } = context;
  const front = context.logo("front");
  const back = context.logo("back");
  const backPaper = back.surface;
  const ink = isDark(backPaper) ? "#FFFFFF" : "#1F2328";
  const quiet = isDark(backPaper) ? "#D5D9DE" : "#5B6470";
  const slug = brandSlug(art.brandName);

  // Each face in parts: its paper in the design's colours, the paper's grain (the same for every
  // logo, so it is drawn once and kept: textured paint is most of a face's render), then what is
  // printed on it.
  const frontFace = [
    withLogo(rectangle(front.surface)),
    materialOver(rectangle("#000"), "grain", isDark(front.surface) ? 0.5 : 0.8),
    withLogo(placeArt(front.drawing, { x: 150, y: 130, width: 550, height: 290 }, { maxArea: 0.42 })),
  ];
  const backFace = [
    withLogo(rectangle(backPaper)),
    materialOver(rectangle("#000"), "grain", 0.8),
    withLogo(
      // The symbol in the top right corner; a logo without one, small along the top.
      isWide(back.drawing)
        ? placeArt(back.drawing, { x: 500, y: 78, width: 280, height: 84 }, { align: "right" })
        : placeArt(back.drawing, { x: 640, y: 70, width: 140, height: 140 }),
      outlinedText("Your Name", 80, 150, 46, ink, { weight: 600, maxWidth: 520 }),
      outlinedText("Founder", 80, 200, 28, quiet, { maxWidth: 520 }),
      `<rect x="80" y="262" width="56" height="4" fill="${art.brandColour}"/>`,
      outlinedText("+1 555 010 0100", 80, 356, 27, quiet),
      outlinedText(`hello@${slug}.com`, 80, 404, 27, quiet, { maxWidth: 690 }),
      outlinedText(`${slug}.com`, 80, 452, 27, quiet, { maxWidth: 690 }),
    ),
  ];

  const camera = tableCamera({ x: 830, y: 1000 }, 32, 2400);
  // The back lies further away; the front covers its empty lower right corner, not its lines.
  const backQuad = rectangleOnTable(camera, { x: -190, y: 780 }, CARD, -8);
  const frontQuad = rectangleOnTable(camera, { x: 200, y: 270 }, CARD, 7);

  // The faces are laid on as pixels, layers of their own: written to PNGs inside the drawing, they
  // had to be encoded, decoded and drawn again, for every logo.
  const [backPixels, frontPixels] = await Promise.all([
    faceInPerspectiveLayer(backFace, CARD, backQuad, context.pixelScale),
    faceInPerspectiveLayer(frontFace, CARD, frontQuad, context.pixelScale),
  ]);
  const [backShadow, frontShadow] = await Promise.all([
    castShadow(context, polygon([...backQuad]), boundsOfPoints(backQuad), 12, 0.9),
    castShadow(context, polygon([...frontQuad]), boundsOfPoints(frontQuad), 14),
  ]);
  return [
    backdrop("#F1EDE7", "#CFC8BD", "desk"),
    backShadow,
    // The cards carry the logo, on the design's own ground.
    withLogo(cardEdge(backQuad, backPaper)),
    backPixels,
    withLogo(lightOver(backQuad, "back-light"), frontShadow, cardEdge(frontQuad, front.surface)),
    frontPixels,
    withLogo(lightOver(frontQuad, "front-light")),
  ];
};
