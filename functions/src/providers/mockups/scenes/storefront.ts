/**
 * A shop front at dusk, seen from the pavement at eye height as the wall recedes to the right:
 * the fascia board carries the logo under three lamps, the door's glass the symbol in cut white
 * vinyl, and the window glows warm from inside. The front is drawn flat (in centimetres) and set
 * into the true perspective of a wall seen from 1.6 m above the pavement, about 6 m away.
 */

import { withLogo } from "../layered-raster";
import { CANVAS, mix, placeArt, round, type SceneDrawer } from "../scene-kit";
import { faceInPerspectiveLayer, polygon } from "../scene-perspective";
import { materialOver } from "../scene-surfaces";
import type { Point, Quad } from "../warp";

/** The wall drawn flat: 15 m long (it runs on out of the picture), 4.5 m tall, 2 units to the centimetre. */
const UNIT = 2;
const WALL_LENGTH = 1500;
const WALL = { width: WALL_LENGTH * UNIT, height: 450 * UNIT };
const EYE_HEIGHT = 160;

/** Where a point of the wall, `along` cm from its near end and `up` cm above the pavement, is seen. */
function wallPoint(along: number, up: number): Point {
  const angle = (31 * Math.PI) / 180;
  const focal = 1500;
  const x = -420 + along * Math.cos(angle);
  const depth = 565 + along * Math.sin(angle);
  return { x: 800 + (focal * x) / depth, y: 736 - (focal * (up - EYE_HEIGHT)) / depth };
}

/** A point on the pavement, `along` the wall and `out` cm from it toward the viewer. */
function pavementPoint(along: number, out: number): Point {
  const angle = (31 * Math.PI) / 180;
  const focal = 1500;
  const x = -420 + along * Math.cos(angle) + out * Math.sin(angle);
  const depth = 565 + along * Math.sin(angle) - out * Math.cos(angle);
  return { x: 800 + (focal * x) / depth, y: 736 + (focal * EYE_HEIGHT) / depth };
}

/** The shop, in wall units (cm times UNIT): where each part of the front sits. */
const SHOP = { left: 150 * UNIT, right: 770 * UNIT };

/**
 * The fascia board: 84 cm deep for a wide logo; a stacked logo or an emblem would be lost on so
 * shallow a board, so it gets a deeper one, as a sign maker would make it.
 */
function fasciaFor(logo: { width: number; height: number }): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  const deep = logo.width / logo.height < 2.4;
  return { x: SHOP.left, y: 112 * UNIT, width: SHOP.right - SHOP.left, height: (deep ? 112 : 84) * UNIT };
}
const GROUND = WALL.height;

function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}"${extra}/>`;
}

/** Warm light through glass: the room, its shelves and pendant lamps, and the street's reflection. */
function litWindow(x: number, y: number, width: number, height: number, id: string): string {
  const shelves = [0.3, 0.55, 0.8]
    .map((share) => {
      const shelfY = y + height * share;
      const goods = Array.from({ length: Math.floor(width / 70) }, (_, index) => {
        const gx = x + 30 + index * 70 + ((index * 37) % 23);
        const gh = 40 + ((index * 53) % 45);
        const tone = ["#8C6A4A", "#A98C6B", "#6E5842", "#C2A27C"][index % 4] ?? "#8C6A4A";
        return rect(gx, shelfY - gh, 38 + ((index * 29) % 20), gh, tone, ` opacity="0.75"`);
      }).join("");
      return `${goods}${rect(x, shelfY, width, 8, "#5A4330")}`;
    })
    .join("");
  const lamps = [0.25, 0.6]
    .map((share) => {
      const lx = x + width * share;
      return `<line x1="${lx}" y1="${y}" x2="${lx}" y2="${y + 90}" stroke="#3A2C20" stroke-width="3"/><circle cx="${lx}" cy="${y + 100}" r="90" fill="url(#${id}-lamp)"/><path d="M${lx - 26} ${y + 108} Q${lx} ${y + 78} ${lx + 26} ${y + 108} Z" fill="#2E241B"/><ellipse cx="${lx}" cy="${y + 110}" rx="18" ry="6" fill="#FFF1C9"/>`;
    })
    .join("");
  return [
    `<defs><linearGradient id="${id}-room" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F6DDA8"/><stop offset="0.55" stop-color="#D9A96A"/><stop offset="1" stop-color="#7A5634"/></linearGradient><radialGradient id="${id}-lamp"><stop offset="0" stop-color="#FFF4D6" stop-opacity="0.8"/><stop offset="1" stop-color="#FFF4D6" stop-opacity="0"/></radialGradient><linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0.2" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="0.32" stop-color="#FFFFFF" stop-opacity="0.18"/><stop offset="0.42" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="0.7" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="0.76" stop-color="#FFFFFF" stop-opacity="0.1"/><stop offset="0.84" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient></defs>`,
    rect(x, y, width, height, `url(#${id}-room)`),
    `<g clip-path="url(#${id}-clip)">${shelves}${lamps}</g>`,
    `<clipPath id="${id}-clip">${rect(x, y, width, height, "#000")}</clipPath>`,
    rect(x, y, width, height, `url(#${id}-glass)`),
  ].join("");
}

/** The flat above: the bottoms of two sash windows, one lit behind its blind. */
function upperWindows(): string {
  return [260, 560]
    .map((left, index) => {
      const x = SHOP.left + left * UNIT;
      const width = 110 * UNIT;
      const bottom = 80 * UNIT;
      const glass = index === 0 ? "#E8C98F" : "#2A3340";
      return [
        rect(x - 8 * UNIT, -10, width + 16 * UNIT, bottom + 10, "#E4DDD0"),
        rect(x, -10, width, bottom + 10 - 6 * UNIT, glass),
        index === 0 ? rect(x, -10, width, 40 * UNIT, "#F3E3C0", ` opacity="0.85"`) : "",
        rect(x + width / 2 - 2 * UNIT, -10, 4 * UNIT, bottom + 10 - 6 * UNIT, "#E4DDD0"),
        rect(x, 36 * UNIT, width, 4 * UNIT, "#E4DDD0"),
        rect(x - 14 * UNIT, bottom - 2 * UNIT, width + 28 * UNIT, 8 * UNIT, "#CFC7B9"),
        rect(x - 14 * UNIT, bottom + 6 * UNIT, width + 28 * UNIT, 3 * UNIT, "#000", ` opacity="0.25"`),
      ].join("");
    })
    .join("");
}

export const storefront: SceneDrawer = async (context) => {
  const fascia = context.logo("fascia");
  const door = context.logo("door");
  const paint = fascia.surface;
  const board = fasciaFor(fascia.drawing);
  const frontTop = board.y + board.height;
  const frameLight = mix(paint, "#FFFFFF", 0.14);
  const frameDark = mix(paint, "#000000", 0.35);

  const window = {
    x: SHOP.left + 34 * UNIT,
    y: frontTop + 24 * UNIT,
    width: 330 * UNIT,
    height: GROUND - frontTop - 104 * UNIT,
  };
  const doorway = { x: SHOP.left + 400 * UNIT, y: frontTop + 16 * UNIT, width: 110 * UNIT };
  const doorGlass = {
    x: doorway.x + 16 * UNIT,
    y: doorway.y + 16 * UNIT,
    width: 78 * UNIT,
    height: GROUND - doorway.y - 88 * UNIT,
  };
  const lampXs = [0.2, 0.5, 0.8].map((share) => board.x + board.width * share);

  const bricks = Array.from({ length: Math.ceil(WALL.height / 15) }, (_, row) => {
    const offset = row % 2 === 0 ? 0 : 22;
    return `<line x1="0" y1="${row * 15}" x2="${WALL.width}" y2="${row * 15}" stroke="#000" stroke-opacity="0.16" stroke-width="2"/><path d="${Array.from({ length: Math.ceil(WALL.width / 44) + 1 }, (_, column) => `M${column * 44 + offset} ${row * 15}v15`).join("")}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;
  }).join("");

  const face = [
    `<defs><linearGradient id="dusk-wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8F877B"/><stop offset="1" stop-color="#756E64"/></linearGradient><linearGradient id="neighbour" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8B5F4A"/><stop offset="1" stop-color="#6D4A3A"/></linearGradient><radialGradient id="lamp-pool" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#FFF1CF" stop-opacity="0.34"/><stop offset="0.45" stop-color="#FFF1CF" stop-opacity="0.16"/><stop offset="1" stop-color="#FFF1CF" stop-opacity="0"/></radialGradient><linearGradient id="night-fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0B1220" stop-opacity="0.25"/><stop offset="1" stop-color="#0B1220" stop-opacity="0.05"/></linearGradient></defs>`,
    // The shop's own rendered wall, and the brick of the house next door.
    rect(0, 0, SHOP.right + 30 * UNIT, WALL.height, "url(#dusk-wall)"),
    rect(SHOP.right + 30 * UNIT, 0, WALL.width, WALL.height, "url(#neighbour)"),
    `<g clip-path="url(#next-door)">${bricks}</g><clipPath id="next-door">${rect(SHOP.right + 30 * UNIT, 0, WALL.width, WALL.height, "#000")}</clipPath>`,
    rect(SHOP.right + 160 * UNIT, 60 * UNIT, 140 * UNIT, 170 * UNIT, "#2A3340"),
    rect(
      SHOP.right + 160 * UNIT,
      60 * UNIT,
      140 * UNIT,
      170 * UNIT,
      "none",
      ` stroke="#E9E2D6" stroke-width="${8 * UNIT}"`,
    ),
    upperWindows(),
    materialOver(rect(0, 0, WALL.width, WALL.height, "#000"), "grain", 0.8),
    // The fascia, the shop front and the door are painted in the design's ground and carry the
    // logo; the walls round them and the dusk and lamps over them are the same for every logo.
    withLogo(
      `<defs><clipPath id="board">${rect(board.x, board.y, board.width, board.height, "#000")}</clipPath></defs>`,
      // The cornice over the fascia: a lit top and a shadow under its lip.
      rect(SHOP.left - 12 * UNIT, board.y - 16 * UNIT, board.width + 24 * UNIT, 16 * UNIT, frameLight),
      rect(SHOP.left - 12 * UNIT, board.y - 4 * UNIT, board.width + 24 * UNIT, 4 * UNIT, frameDark),
      rect(board.x, board.y, board.width, board.height, paint),
      rect(
        board.x + 5 * UNIT,
        board.y + 5 * UNIT,
        board.width - 10 * UNIT,
        board.height - 10 * UNIT,
        "none",
        ` stroke="${frameDark}" stroke-width="${2 * UNIT}"`,
      ),
      placeArt(
        fascia.drawing,
        {
          x: board.x + 70 * UNIT,
          y: board.y + 11 * UNIT,
          width: board.width - 140 * UNIT,
          height: board.height - 22 * UNIT,
        },
        { maxArea: 0.5 },
      ),
      // The lamps' light on the board.
      `<g clip-path="url(#board)">${lampXs
        .map(
          (x) =>
            `<ellipse cx="${round(x)}" cy="${board.y + 4 * UNIT}" rx="${110 * UNIT}" ry="${70 * UNIT}" fill="url(#lamp-pool)"/>`,
        )
        .join("")}</g>`,
      // The shop front below: pilasters, window frame, stall riser and door, in the fascia's paint.
      rect(SHOP.left, frontTop, SHOP.right - SHOP.left, GROUND - frontTop, paint),
      rect(SHOP.left, frontTop, 22 * UNIT, GROUND - frontTop, frameLight),
      rect(SHOP.right - 22 * UNIT, frontTop, 22 * UNIT, GROUND - frontTop, frameDark),
      litWindow(window.x, window.y, window.width, window.height, "shop-window"),
      rect(window.x + window.width / 2 - 3 * UNIT, window.y, 6 * UNIT, window.height, paint),
      rect(window.x, window.y + window.height, window.width, 6 * UNIT, frameLight),
      rect(
        window.x + 10 * UNIT,
        window.y + window.height + 20 * UNIT,
        window.width - 20 * UNIT,
        GROUND - window.y - window.height - 34 * UNIT,
        "none",
        ` stroke="${frameDark}" stroke-width="${2 * UNIT}"`,
      ),
      rect(doorway.x, doorway.y, doorway.width, GROUND - doorway.y, frameDark),
      rect(
        doorway.x + 6 * UNIT,
        doorway.y + 6 * UNIT,
        doorway.width - 12 * UNIT,
        GROUND - doorway.y - 6 * UNIT,
        paint,
      ),
      rect(doorGlass.x, doorGlass.y, doorGlass.width, doorGlass.height, door.surface),
      litWindow(doorGlass.x, doorGlass.y, doorGlass.width, doorGlass.height, "door-glass"),
      rect(doorGlass.x, doorGlass.y, doorGlass.width, doorGlass.height, door.surface, ` opacity="0.55"`),
      placeArt(
        door.drawing,
        {
          x: doorGlass.x + 14 * UNIT,
          y: doorGlass.y + 22 * UNIT,
          width: doorGlass.width - 28 * UNIT,
          height: 46 * UNIT,
        },
        { maxArea: 0.55 },
      ),
      rect(
        doorway.x + doorway.width - 24 * UNIT,
        GROUND - 130 * UNIT,
        5 * UNIT,
        34 * UNIT,
        "#C9A66B",
        ` rx="${2 * UNIT}"`,
      ),
    ),
    // Dusk over everything, a little darker toward the top.
    rect(0, 0, WALL.width, WALL.height, "url(#night-fall)"),
    // Gooseneck lamps: arms from the cornice and shades, drawn last so the dusk leaves them.
    lampXs
      .map(
        (x) =>
          `<path d="M${round(x)} ${board.y - 16 * UNIT} c0 ${-30 * UNIT} ${-4 * UNIT} ${-34 * UNIT} ${-16 * UNIT} ${-28 * UNIT}" stroke="#17191C" stroke-width="${2.5 * UNIT}" fill="none"/><path d="M${round(x - 24 * UNIT)} ${board.y - 46 * UNIT} h${16 * UNIT} l${6 * UNIT} ${14 * UNIT} h${-28 * UNIT} Z" fill="#17191C"/><ellipse cx="${round(x - 16 * UNIT)}" cy="${board.y - 32 * UNIT}" rx="${14 * UNIT}" ry="${2.5 * UNIT}" fill="#FFEFC4"/>`,
      )
      .join(""),
  ];

  const quad: Quad = [
    wallPoint(0, 450),
    wallPoint(WALL_LENGTH, 450),
    wallPoint(WALL_LENGTH, 0),
    wallPoint(0, 0),
  ];
  // Everything painted with the logo lies between the cornice's ends, from its top to the pavement.
  const shopFront = {
    x: SHOP.left - 12 * UNIT,
    y: board.y - 16 * UNIT,
    width: SHOP.right - SHOP.left + 24 * UNIT,
    height: GROUND - (board.y - 16 * UNIT),
  };
  const wall = await faceInPerspectiveLayer(face, WALL, quad, context.pixelScale, shopFront);

  const kerb = [pavementPoint(0, 260), pavementPoint(1400, 260)];
  const slabJoints = [60, 120, 180]
    .map((out) => {
      const [a, b] = [pavementPoint(0, out), pavementPoint(1400, out)];
      return `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#000" stroke-opacity="0.14" stroke-width="2"/>`;
    })
    .join("");
  const crossJoints = Array.from({ length: 18 }, (_, index) => {
    const along = index * 80;
    const a = pavementPoint(along, 0);
    const b = pavementPoint(along, 260);
    return `<line x1="${round(a.x)}" y1="${round(a.y)}" x2="${round(b.x)}" y2="${round(b.y)}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;
  }).join("");
  const [kerbNear, kerbFar] = kerb;
  const { width: W, height: H } = CANVAS;
  const base = [wallPoint(0, 0), wallPoint(WALL_LENGTH, 0)];
  const glow = pavementPoint(300, 60);
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1F2A3C"/><stop offset="1" stop-color="#4E5A6E"/></linearGradient><linearGradient id="pavement" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6F6A63"/><stop offset="1" stop-color="#4B4843"/></linearGradient><radialGradient id="spill" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#F4C98A" stop-opacity="0.45"/><stop offset="1" stop-color="#F4C98A" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    polygon(
      [base[0] ?? { x: 0, y: H }, base[1] ?? { x: W, y: H }, { x: W, y: H }, { x: 0, y: H }],
      `fill="url(#pavement)"`,
    ),
    kerbNear && kerbFar
      ? polygon(
          [kerbNear, kerbFar, { x: kerbFar.x, y: H + 400 }, { x: kerbNear.x, y: H + 400 }],
          `fill="#2C2D30"`,
        )
      : "",
    materialOver(`<rect x="0" y="600" width="${W}" height="${H - 600}"/>`, "grain", 1),
    slabJoints,
    crossJoints,
    kerbNear && kerbFar
      ? `<line x1="${round(kerbNear.x)}" y1="${round(kerbNear.y)}" x2="${round(kerbFar.x)}" y2="${round(kerbFar.y)}" stroke="#8A857D" stroke-width="10"/>`
      : "",
    // Light from the window falling on the pavement.
    `<ellipse cx="${round(glow.x)}" cy="${round(glow.y)}" rx="420" ry="90" fill="url(#spill)"/>`,
    // The shop's front is painted in the design's ground and carries the logo.
    wall,
  ];
};
