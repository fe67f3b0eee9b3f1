/**
 * Stationery on a desk, seen from straight above: an A4 letterhead (the logo at the top left,
 * contact lines opposite, a letter in grey lines, the footer in the brand's colour) and a DL
 * envelope with the logo over the return address, a pen beside them.
 */

import { isDark } from "../../../engine/color";
import { withLogo } from "../layered-raster";
import { brandSlug, outlinedText, placeArt, round, type SceneDrawer, textLines } from "../scene-kit";
import { boundsOfPoints, polygon } from "../scene-perspective";
import { backdrop, castShadow, materialOver } from "../scene-surfaces";
import type { Point } from "../warp";

const LETTER = { width: 640, height: 905 };
const ENVELOPE = { width: 720, height: 360 };

interface Placement {
  centre: Point;
  angle: number;
  width: number;
  height: number;
}

function corners({ centre, angle, width, height }: Placement): Point[] {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ].map(([x = 0, y = 0]) => ({ x: centre.x + x * cos - y * sin, y: centre.y + x * sin + y * cos }));
}

/** A group drawn in the sheet's own coordinates (origin at its top left), turned into place. */
function onSheet(placement: Placement, body: string): string {
  const { centre, angle, width, height } = placement;
  return `<g transform="translate(${round(centre.x)} ${round(centre.y)}) rotate(${angle}) translate(${-width / 2} ${-height / 2})">${body}</g>`;
}

export const letterAndEnvelope: SceneDrawer = async (context) => {
  const { art } = context;
  const letter = context.logo("letter");
  const envelope = context.logo("envelope");
  const slug = brandSlug(art.brandName);
  const accent = isDark(art.brandColour) ? art.brandColour : "#1F2328";
  const quiet = "#6B7280";
  const bars = "#D5DAE0";

  const letterAt: Placement = { centre: { x: 610, y: 560 }, angle: -5, ...LETTER };
  const envelopeAt: Placement = { centre: { x: 1090, y: 840 }, angle: 8, ...ENVELOPE };
  const penAt: Placement = { centre: { x: 1210, y: 330 }, angle: 58, width: 520, height: 26 };
  const letterCorners = corners(letterAt);
  const envelopeCorners = corners(envelopeAt);
  const penCorners = corners(penAt);

  const sheet = `<rect width="${LETTER.width}" height="${LETTER.height}" fill="${letter.surface}"/>`;
  // The sheet as printed for every brand, and what the brand puts on it (its logo, its colour,
  // its web address): two groups on the same sheet, so the first is kept from logo to logo.
  const letterPaper = [
    sheet,
    materialOver(sheet, "grain", 0.6),
    outlinedText("12 Harbour Street", LETTER.width - 56, 78, 14, quiet, { anchor: "end" }),
    outlinedText("Townsville AB1 2CD", LETTER.width - 56, 100, 14, quiet, { anchor: "end" }),
    textLines(56, 226, [150], { gap: 24, thickness: 8, fill: bars }),
    outlinedText("Dear Alex,", 56, 296, 17, "#2D3239"),
    textLines(56, 326, [528, 510, 528, 470, 520, 300], { gap: 26, thickness: 7, fill: bars }),
    textLines(56, 500, [520, 528, 490, 528, 410], { gap: 26, thickness: 7, fill: bars }),
    textLines(56, 648, [500, 240], { gap: 26, thickness: 7, fill: bars }),
    outlinedText("Kind regards,", 56, 748, 17, "#2D3239"),
    outlinedText("Your Name", 56, 792, 17, "#2D3239", { weight: 600 }),
  ].join("");
  const letterBrand = [
    placeArt(letter.drawing, { x: 56, y: 52, width: 250, height: 104 }, { align: "left", maxArea: 0.5 }),
    outlinedText(`hello@${slug}.com`, LETTER.width - 56, 122, 14, quiet, { anchor: "end", maxWidth: 260 }),
    `<rect x="56" y="838" width="${LETTER.width - 112}" height="3" fill="${accent}"/>`,
    outlinedText(`${slug}.com  ·  +1 555 010 0100`, LETTER.width / 2, 868, 13, quiet, {
      anchor: "middle",
      maxWidth: LETTER.width - 112,
    }),
  ].join("");

  const face = `<rect width="${ENVELOPE.width}" height="${ENVELOPE.height}" fill="${envelope.surface}"/>`;
  const envelopeBrand = placeArt(
    envelope.drawing,
    { x: 40, y: 36, width: 190, height: 78 },
    { align: "left", maxArea: 0.5 },
  );
  const envelopePaper = [
    face,
    materialOver(face, "grain", 0.7),
    textLines(40, 132, [160, 130], { gap: 20, thickness: 7, fill: bars }),
    textLines(330, 200, [250, 210, 230, 150], { gap: 28, thickness: 10, fill: "#B9BFC7" }),
    // A postage stamp, its perforated edge and the postmark's waves.
    `<rect x="${ENVELOPE.width - 118}" y="34" width="78" height="92" fill="#FFFFFF" stroke="#E6E1D8" stroke-width="5" stroke-dasharray="3 3"/>`,
    `<rect x="${ENVELOPE.width - 110}" y="42" width="62" height="76" fill="#9FB7C8"/>`,
    `<circle cx="${ENVELOPE.width - 79}" cy="70" r="14" fill="#F2E6CF"/>`,
    `<path d="M${ENVELOPE.width - 190} 60 q15 -8 30 0 t30 0 t30 0 t30 0 M${ENVELOPE.width - 190} 76 q15 -8 30 0 t30 0 t30 0 t30 0 M${ENVELOPE.width - 190} 92 q15 -8 30 0 t30 0 t30 0 t30 0" fill="none" stroke="#3A3F47" stroke-opacity="0.35" stroke-width="2"/>`,
  ].join("");

  const [letterShadow, envelopeShadow, penShadow] = await Promise.all([
    castShadow(context, polygon(letterCorners), boundsOfPoints(letterCorners), 10),
    castShadow(context, polygon(envelopeCorners), boundsOfPoints(envelopeCorners), 12),
    castShadow(context, polygon(penCorners), boundsOfPoints(penCorners), 14, 1.1),
  ]);
  const pen = onSheet(
    penAt,
    `<defs><linearGradient id="pen-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5A5F68"/><stop offset="0.35" stop-color="#2B2E34"/><stop offset="1" stop-color="#15171A"/></linearGradient><linearGradient id="pen-metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F2EEE6"/><stop offset="0.5" stop-color="#B9B2A5"/><stop offset="1" stop-color="#8A8376"/></linearGradient></defs><path d="M0 13 L40 3 H${penAt.width - 14} A13 13 0 0 1 ${penAt.width - 14} ${penAt.height} H40 Z" fill="url(#pen-body)"/><path d="M0 13 L22 7.5 V18.5 Z" fill="url(#pen-metal)"/><rect x="300" y="0" width="12" height="${penAt.height}" fill="url(#pen-metal)"/><rect x="330" y="-4" width="160" height="8" rx="4" fill="url(#pen-metal)"/>`,
  );
  return [
    backdrop("#E8E2D9", "#C6BCAE", "desk-warm"),
    letterShadow,
    onSheet(letterAt, letterPaper),
    withLogo(onSheet(letterAt, letterBrand)),
    envelopeShadow,
    onSheet(envelopeAt, envelopePaper),
    withLogo(onSheet(envelopeAt, envelopeBrand)),
    penShadow,
    pen,
  ];
};
