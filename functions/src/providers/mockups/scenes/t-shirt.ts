/**
 * A charcoal cotton t-shirt laid flat, the logo screen printed on the chest in one ink (white on
 * the dark shirt). The print sits in the cloth: it follows the soft wrinkles (a gentle
 * displacement), and the weave and the folds' light and shade lie over it.
 */

import { withLogo } from "../layered-raster";
import { mix, placeArt, type SceneDrawer } from "../scene-kit";
import { backdrop, blurredLayers, castShadow, crease, materialOver, sheen } from "../scene-surfaces";

const SHIRT =
  "M712 158 C745 212 855 212 888 158 L1052 196 C1150 232 1232 330 1300 468 L1180 540 C1160 518 1132 496 1108 482 C1100 700 1122 900 1114 1080 C900 1102 700 1102 486 1080 C478 900 500 700 492 482 C468 496 440 518 420 540 L300 468 C368 330 450 232 548 196 Z";
const BOUNDS = { x: 300, y: 142, width: 1000, height: 962 };
/** The inside of the back of the neck, seen through the collar, and the collar's rib. */
const BACK_NECK = "M712 158 C760 138 840 138 888 158 C855 212 745 212 712 158 Z";
const COLLAR = "M702 154 C742 228 858 228 898 154 L888 158 C855 212 745 212 712 158 Z";
/** Where the sleeves are set in: the seams from shoulder to underarm. */
const SEAMS = "M548 196 C520 300 505 400 492 482 M1052 196 C1080 300 1095 400 1108 482";

export const tShirt: SceneDrawer = async (context) => {
  const chest = context.logo("chest");
  const fabric = chest.surface;
  const shirt = `<path d="${SHIRT}"/>`;
  // Creases from the underarms and at the hem, the body's sides in shade, and the light on
  // the ridges between them.
  const shadows = [
    crease(495, 500, 650, 660, 26),
    crease(1105, 500, 960, 670, 26),
    crease(580, 990, 740, 1070, 16),
    crease(920, 1010, 1070, 950, 18),
    crease(560, 230, 610, 440, 18),
    crease(1040, 230, 990, 440, 18),
    crease(495, 560, 505, 1060, 30),
    crease(1105, 560, 1095, 1060, 30),
  ].join("");
  const lights = [
    crease(610, 720, 780, 850, 26),
    crease(860, 800, 1030, 720, 22),
    crease(650, 250, 780, 330, 26),
    crease(360, 450, 480, 290, 22),
    crease(1120, 290, 1240, 450, 18),
  ].join("");
  const [folds, shadow] = await Promise.all([
    // The folds' shade and, over it, their light.
    blurredLayers(
      [
        { shape: shadows, options: { blur: 14, opacity: 0.55, dx: 0, dy: 0, colour: "#000000" } },
        { shape: lights, options: { blur: 18, opacity: 0.16, dx: 0, dy: 0, colour: "#FFFFFF" } },
      ],
      BOUNDS,
      context.pixelScale,
    ),
    castShadow(context, shirt, BOUNDS, 10, 0.9),
  ]);
  const stitch = mix(fabric, "#FFFFFF", 0.12);
  return [
    backdrop("#ECE8E2", "#CFC9C0", "linen"),
    `<defs><clipPath id="shirt"><path d="${SHIRT}"/></clipPath><filter id="drape" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="1" seed="4" result="folds"/><feDisplacementMap in="SourceGraphic" in2="folds" scale="10" xChannelSelector="R" yChannelSelector="G"/></filter></defs>`,
    shadow,
    `<path d="${SHIRT}" fill="${fabric}"/>`,
    `<path d="${BACK_NECK}" fill="${mix(fabric, "#000000", 0.35)}"/>`,
    `<path d="${COLLAR}" fill="${mix(fabric, "#000000", 0.12)}"/>`,
    withLogo(
      `<g filter="url(#drape)" opacity="0.93">${placeArt(chest.drawing, { x: 600, y: 310, width: 400, height: 330 }, { maxArea: 0.4 })}</g>`,
    ),
    `<g clip-path="url(#shirt)">${folds}</g>`,
    // Hems and the collar's stitching.
    `<g fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" opacity="0.7"><path d="M488 1056 C700 1078 900 1078 1112 1056"/><path d="M316 442 L436 514"/><path d="M1284 442 L1164 514"/><path d="M718 174 C750 220 850 220 882 174"/></g>`,
    `<path d="${SEAMS}" fill="none" stroke="${mix(fabric, "#000000", 0.3)}" stroke-width="3"/>`,
    materialOver(shirt, "jersey", 1),
    `<g clip-path="url(#shirt)">${sheen(`<rect x="${BOUNDS.x}" y="${BOUNDS.y}" width="${BOUNDS.width}" height="${BOUNDS.height}"/>`, "shirt-light", 0.1)}</g>`,
  ];
};
