/**
 * A natural canvas tote laid flat, handles looped above it: the logo screen printed in one ink.
 * The ink soaks into the canvas, so the weave and the creases lie over the print.
 */

import { withLogo } from "../layered-raster";
import { mix, placeArt, type SceneDrawer } from "../scene-kit";
import {
  backdrop,
  blurredCopy,
  blurredLayers,
  castShadow,
  crease,
  materialOver,
  sheen,
} from "../scene-surfaces";

const BAG =
  "M470 372 L1130 372 C1124 600 1128 850 1140 1106 C920 1118 680 1118 460 1106 C472 850 476 600 470 372 Z";
const BOUNDS = { x: 460, y: 372, width: 680, height: 746 };
const HEM = "M470 372 L1130 372 L1129 428 L471 428 Z";
/** The handles, as the centre lines of their straps: the back one first. */
const HANDLES = [
  "M612 420 C560 250 560 120 716 100 C880 80 1000 230 988 420",
  "M602 420 C600 240 680 96 850 104 C1010 112 1040 260 998 420",
];

function strap(path: string, canvas: string, thread: string, shade: number): string {
  return [
    `<path d="${path}" fill="none" stroke="${mix(canvas, "#000000", 0.18 + shade)}" stroke-width="50" stroke-linecap="butt"/>`,
    `<path d="${path}" fill="none" stroke="${mix(canvas, "#000000", shade)}" stroke-width="46"/>`,
    `<path d="${path}" fill="none" stroke="${thread}" stroke-width="36" stroke-dasharray="8 6"/>`,
    `<path d="${path}" fill="none" stroke="${mix(canvas, "#000000", shade)}" stroke-width="32"/>`,
  ].join("");
}

export const toteBag: SceneDrawer = async (context) => {
  const front = context.logo("front");
  const canvas = front.surface;
  const thread = mix(canvas, "#000000", 0.28);
  const bag = `<path d="${BAG}"/>`;
  const handles = HANDLES.map(
    (path) => `<path d="${path}" fill="none" stroke="#1A1410" stroke-width="46"/>`,
  ).join("");
  const shadows = [
    crease(480, 640, 700, 700, 16),
    crease(1120, 520, 960, 640, 18),
    crease(640, 1090, 820, 960, 14),
    crease(900, 1100, 1110, 1000, 16),
    crease(520, 440, 610, 560, 12),
  ].join("");
  const lights = [
    crease(700, 730, 900, 660, 20),
    crease(560, 880, 760, 960, 18),
    crease(880, 470, 1060, 560, 16),
  ].join("");
  const handleBounds = { x: 540, y: 64, width: 520, height: 360 };
  const [folds, bagShadow, handleShadow] = await Promise.all([
    // The folds' shade and, over it, their light.
    blurredLayers(
      [
        { shape: shadows, options: { blur: 14, opacity: 0.28, dx: 0, dy: 0, colour: "#3A2E1E" } },
        { shape: lights, options: { blur: 18, opacity: 0.35, dx: 0, dy: 0, colour: "#FFFFFF" } },
      ],
      BOUNDS,
      context.pixelScale,
    ),
    castShadow(context, bag, BOUNDS, 8, 0.8),
    blurredCopy(
      handles,
      handleBounds,
      { blur: 6, opacity: 0.25, dx: 3, dy: 6, keepPaint: true },
      context.pixelScale,
    ),
  ]);
  // Where each handle is sewn on under the hem: a box with a cross.
  const boxes = [598, 1002, 588, 1012]
    .map(
      (x) =>
        `<path d="M${x - 20} 388 h40 v34 h-40 Z M${x - 20} 388 l40 34 M${x + 20} 388 l-40 34" fill="none" stroke="${thread}" stroke-width="2" stroke-dasharray="5 4"/>`,
    )
    .join("");
  return [
    backdrop("#E3E6E4", "#BEC5C2", "table-cool"),
    `<defs><clipPath id="bag"><path d="${BAG}"/></clipPath></defs>`,
    handleShadow,
    HANDLES.map((path, index) => strap(path, canvas, thread, index === 0 ? 0.1 : 0)).join(""),
    `<g fill="none" stroke="url(#weave)" stroke-width="46" opacity="0.5">${HANDLES.map((path) => `<path d="${path}"/>`).join("")}</g>`,
    bagShadow,
    `<path d="${BAG}" fill="${canvas}"/>`,
    withLogo(
      `<g opacity="0.88">${placeArt(front.drawing, { x: 590, y: 500, width: 420, height: 390 }, { maxArea: 0.4 })}</g>`,
    ),
    materialOver(bag, "weave", 0.55),
    // The canvas turns under at its folded edges: a little shade just inside the outline.
    `<g clip-path="url(#bag)"><path d="${BAG}" fill="none" stroke="#3A2E1E" stroke-opacity="0.1" stroke-width="14"/></g>`,
    `<path d="${HEM}" fill="${mix(canvas, "#000000", 0.04)}"/>`,
    `<path d="M471 436 L1129 436" stroke="${mix(canvas, "#000000", 0.12)}" stroke-width="3"/>`,
    `<path d="M472 418 L1128 418" fill="none" stroke="${thread}" stroke-width="2" stroke-dasharray="8 6"/>`,
    boxes,
    `<g clip-path="url(#bag)">${folds}</g>`,
    sheen(bag, "bag-light", 0.12),
  ];
};
