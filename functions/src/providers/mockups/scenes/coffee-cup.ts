/**
 * A takeaway cup on a café counter: the logo printed in full colour round the white paper cup,
 * and the symbol stamped in one ink on its kraft sleeve. Both are wrapped round the cup's cone
 * (they narrow toward its sides and curve with its rims, seen from a little above), and the
 * cup's light and shade fall over them.
 */
import type { ArtDrawing } from "../../graphics/logo-art";
import { withLogo } from "../layered-raster";
import { CANVAS, fitInto, isWide, mix, round, type SceneContext, type SceneDrawer } from "../scene-kit";
import { placePixels, rasterise } from "../scene-perspective";
import { blurredCopy, materialOver } from "../scene-surfaces";
import { type Cone, wrapOnCone } from "../warp";

const CUP: Cone = { centreX: 800, top: 300, bottom: 1030, radiusTop: 232, radiusBottom: 162, tilt: 0.14 };
const SLEEVE = { top: 560, bottom: 800 };
const TABLE_EDGE = 800;

function radiusAt(y: number): number {
  return CUP.radiusTop + ((CUP.radiusBottom - CUP.radiusTop) * (y - CUP.top)) / (CUP.bottom - CUP.top);
}

/** The band of the cone between two heights, its rims as ellipses seen from above. */
function band(top: number, bottom: number, grow = 0): string {
  const rt = radiusAt(top) + grow;
  const rb = radiusAt(bottom) + grow;
  const { centreX: cx, tilt } = CUP;
  return `M${round(cx - rt)} ${top} A${round(rt)} ${round(rt * tilt)} 0 0 0 ${round(cx + rt)} ${top} L${round(cx + rb)} ${bottom} A${round(rb)} ${round(rb * tilt)} 0 0 1 ${round(cx - rb)} ${bottom} Z`;
}

/** The drawing wrapped round the cup, `width` x `height` units flat, its top `top` units down the wall. */
async function wrapped(
  context: SceneContext,
  drawing: ArtDrawing,
  box: { width: number; height: number },
  top: number,
  extra = "",
): Promise<string> {
  const { pixelScale } = context;
  const flat = fitInto(drawing, { x: 0, y: 0, ...box });
  const print = await rasterise(drawing.svg, flat.width * pixelScale);
  const cone: Cone = {
    ...CUP,
    centreX: CUP.centreX * pixelScale,
    top: CUP.top * pixelScale,
    bottom: CUP.bottom * pixelScale,
    radiusTop: CUP.radiusTop * pixelScale,
    radiusBottom: CUP.radiusBottom * pixelScale,
  };
  const onCup = wrapOnCone(print, cone, (top + (box.height - flat.height) / 2) * pixelScale);
  return placePixels(onCup.image, onCup.x, onCup.y, pixelScale, extra);
}

export const coffeeCup: SceneDrawer = async (context) => {
  const cup = context.logo("cup");
  const sleeve = context.logo("sleeve");
  const { width: W, height: H } = CANVAS;
  const body = band(CUP.top, CUP.bottom);
  const sleeveBand = band(SLEEVE.top, SLEEVE.bottom, 3);
  const ridges = Array.from({ length: 23 }, (_, index) => {
    const share = (index + 1) / 24;
    const angle = (share - 0.5) * Math.PI;
    const x1 = CUP.centreX + (radiusAt(SLEEVE.top) + 3) * Math.sin(angle);
    const x2 = CUP.centreX + (radiusAt(SLEEVE.bottom) + 3) * Math.sin(angle);
    const dip = Math.cos(angle) * CUP.tilt;
    return `<path d="M${round(x1)} ${round(SLEEVE.top + radiusAt(SLEEVE.top) * dip)} L${round(x2)} ${round(SLEEVE.bottom + radiusAt(SLEEVE.bottom) * dip)}" stroke="#000" stroke-opacity="0.07" stroke-width="3"/>`;
  }).join("");
  const lidRim = { y: CUP.top - 8, r: CUP.radiusTop + 14 };
  const lidTop = { y: CUP.top - 70, r: CUP.radiusTop - 16 };
  const lid = `M${round(CUP.centreX - lidRim.r)} ${lidRim.y} A${lidRim.r} ${round(lidRim.r * CUP.tilt)} 0 0 0 ${round(CUP.centreX + lidRim.r)} ${lidRim.y} L${round(CUP.centreX + lidRim.r)} ${lidRim.y - 26} L${round(CUP.centreX + lidTop.r)} ${lidTop.y} A${lidTop.r} ${round(lidTop.r * CUP.tilt)} 0 0 0 ${round(CUP.centreX - lidTop.r)} ${lidTop.y} L${round(CUP.centreX - lidRim.r)} ${lidRim.y - 26} Z`;
  const lidColour = "#2B2D31";

  const stampBox = isWide(sleeve.drawing) ? { width: 300, height: 110 } : { width: 150, height: 150 };
  const [print, stamp, shadow, contact] = await Promise.all([
    wrapped(context, cup.drawing, { width: 330, height: 190 }, 70),
    wrapped(
      context,
      sleeve.drawing,
      stampBox,
      SLEEVE.top - CUP.top + (SLEEVE.bottom - SLEEVE.top - stampBox.height) / 2,
      ` opacity="0.8"`,
    ),
    blurredCopy(
      `<ellipse cx="${CUP.centreX + 120}" cy="${CUP.bottom + 10}" rx="230" ry="44"/>`,
      { x: CUP.centreX - 110, y: CUP.bottom - 34, width: 460, height: 88 },
      { blur: 26, opacity: 0.38, dx: 0, dy: 0 },
      context.pixelScale,
    ),
    blurredCopy(
      `<ellipse cx="${CUP.centreX}" cy="${CUP.bottom + 4}" rx="${CUP.radiusBottom + 4}" ry="${round(CUP.radiusBottom * CUP.tilt + 6)}"/>`,
      {
        x: CUP.centreX - CUP.radiusBottom - 4,
        y: CUP.bottom - 24,
        width: CUP.radiusBottom * 2 + 8,
        height: 56,
      },
      { blur: 5, opacity: 0.5, dx: 0, dy: 0 },
      context.pixelScale,
    ),
  ]);

  return [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#F1ECE4"/><stop offset="1" stop-color="#DDD4C8"/></linearGradient><linearGradient id="counter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#C9B8A2"/><stop offset="1" stop-color="#E0D3C2"/></linearGradient><linearGradient id="cylinder" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="0.16" stop-color="#FFF" stop-opacity="0.28"/><stop offset="0.32" stop-color="#FFF" stop-opacity="0"/><stop offset="0.68" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.34"/></linearGradient><linearGradient id="lid-light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFF" stop-opacity="0.1"/><stop offset="0.25" stop-color="#FFF" stop-opacity="0.22"/><stop offset="0.5" stop-color="#FFF" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient><radialGradient id="window-light" cx="0.2" cy="0.1" r="0.9"><stop offset="0" stop-color="#FFF8EC" stop-opacity="0.6"/><stop offset="1" stop-color="#FFF8EC" stop-opacity="0"/></radialGradient><clipPath id="cup-body"><path d="${body}"/></clipPath></defs>`,
    `<rect width="${W}" height="${TABLE_EDGE}" fill="url(#wall)"/>`,
    `<rect y="${TABLE_EDGE}" width="${W}" height="${H - TABLE_EDGE}" fill="url(#counter)"/>`,
    materialOver(`<rect width="${W}" height="${H}"/>`, "grain", 0.6),
    `<rect y="${TABLE_EDGE - 3}" width="${W}" height="6" fill="#FFFFFF" opacity="0.35"/>`,
    `<rect width="${W}" height="${H}" fill="url(#window-light)"/>`,
    shadow,
    contact,
    `<path d="${body}" fill="#FAF8F4"/>`,
    // The print, and the sleeve over it with its stamp: one layer, as the sleeve is a narrow band.
    withLogo(
      `<g clip-path="url(#cup-body)">${print}</g>`,
      `<path d="${sleeveBand}" fill="${sleeve.surface}"/>`,
      materialOver(`<path d="${sleeveBand}"/>`, "grain", 1),
      ridges,
      `<g clip-path="url(#cup-body)">${stamp}</g>`,
    ),
    `<path d="${body}" fill="url(#cylinder)"/>`,
    `<path d="${sleeveBand}" fill="url(#cylinder)" opacity="0.6"/>`,
    `<path d="${band(SLEEVE.top, SLEEVE.top + 3, 3)}" fill="#000" opacity="0.12"/>`,
    materialOver(`<path d="${body}"/>`, "grain", 0.5),
    // The lid: a rim that grips the cup and a raised top with a sip hole.
    `<path d="${lid}" fill="${lidColour}"/>`,
    `<ellipse cx="${CUP.centreX}" cy="${lidTop.y}" rx="${lidTop.r}" ry="${round(lidTop.r * CUP.tilt)}" fill="${mix(lidColour, "#FFFFFF", 0.1)}"/>`,
    `<ellipse cx="${CUP.centreX + 70}" cy="${lidTop.y + 12}" rx="34" ry="8" fill="#111214"/>`,
    `<path d="${lid}" fill="url(#lid-light)"/>`,
    `<path d="M${round(CUP.centreX - lidRim.r + 10)} ${lidRim.y - 4} A${lidRim.r - 10} ${round((lidRim.r - 10) * CUP.tilt)} 0 0 0 ${round(CUP.centreX + lidRim.r - 10)} ${lidRim.y - 4}" fill="none" stroke="#FFFFFF" stroke-opacity="0.16" stroke-width="3"/>`,
  ];
};
