/**
 * The logo as an app: its icon (the symbol on the design's own ground) among others on a phone's
 * home screen, and the same icon large beside the phone, as a store page shows it. The other
 * apps are quiet, muted tiles, so the eye goes to the brand's.
 */

import { withLogo } from "../layered-raster";
import { isWide, mix, outlinedText, type PlacedLogo, placeArt, round, type SceneDrawer } from "../scene-kit";
import { backdrop, blurredCopy, castShadow } from "../scene-surfaces";

const PHONE = { x: 250, y: 70, width: 520, height: 1060, radius: 86 };
const SCREEN = {
  x: PHONE.x + 18,
  y: PHONE.y + 18,
  width: PHONE.width - 36,
  height: PHONE.height - 36,
  radius: 70,
};
const ICON = 92;
const COLUMNS = 4;
const GAP = (SCREEN.width - COLUMNS * ICON) / (COLUMNS + 1);
/** The share of an icon's side its corners round off by, as the phone makers draw them. */
const CORNER = 0.225;

interface OtherApp {
  name: string;
  colours: [string, string];
  /** A white glyph in a 92-unit icon. */
  glyph: string;
}

const OTHERS: OtherApp[] = [
  {
    name: "Mail",
    colours: ["#7FA7D9", "#4F79B8"],
    glyph: `<rect x="22" y="30" width="48" height="34" rx="5"/>`,
  },
  {
    name: "Calendar",
    colours: ["#F4F1EC", "#E4DED5"],
    glyph: `<rect x="24" y="26" width="44" height="42" rx="6" fill="#C4574C"/><rect x="24" y="38" width="44" height="30" rx="3" fill="#FFFFFF"/>`,
  },
  {
    name: "Photos",
    colours: ["#F1EEE9", "#E2DCD3"],
    glyph: `<circle cx="38" cy="40" r="13" fill="#E8A25C"/><circle cx="54" cy="40" r="13" fill="#8DBF8B" opacity="0.9"/><circle cx="46" cy="54" r="13" fill="#7FA7D9" opacity="0.9"/>`,
  },
  {
    name: "Camera",
    colours: ["#8E939A", "#60656D"],
    glyph: `<rect x="20" y="32" width="52" height="34" rx="7"/><circle cx="46" cy="49" r="11" fill="#60656D"/>`,
  },
  {
    name: "Maps",
    colours: ["#A8CDA0", "#77A88A"],
    glyph: `<path d="M46 22 C34 22 28 31 28 39 C28 52 46 70 46 70 C46 70 64 52 64 39 C64 31 58 22 46 22 Z"/><circle cx="46" cy="39" r="7" fill="#77A88A"/>`,
  },
  {
    name: "Weather",
    colours: ["#8DB6E0", "#5A8CC4"],
    glyph: `<circle cx="40" cy="40" r="12" fill="#F6D37A"/><path d="M36 62 a12 12 0 0 1 4 -23 a15 15 0 0 1 28 4 a10 10 0 0 1 -2 19 Z"/>`,
  },
  {
    name: "Notes",
    colours: ["#F6E7B8", "#EBD38B"],
    glyph: `<rect x="26" y="24" width="40" height="46" rx="5"/><rect x="32" y="36" width="28" height="3" fill="#D9BE6E"/><rect x="32" y="45" width="28" height="3" fill="#D9BE6E"/><rect x="32" y="54" width="18" height="3" fill="#D9BE6E"/>`,
  },
  {
    name: "Music",
    colours: ["#E59AA8", "#C96A7F"],
    glyph: `<path d="M40 28 L62 23 L62 58 a7 7 0 1 1 -5 -6 L57 33 L45 36 L45 63 a7 7 0 1 1 -5 -6 Z"/>`,
  },
  {
    name: "Clock",
    colours: ["#3A3D44", "#24262B"],
    glyph: `<circle cx="46" cy="46" r="24" fill="#FFFFFF"/><path d="M46 30 V46 L56 52" stroke="#24262B" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  },
  {
    name: "Files",
    colours: ["#9CC3EA", "#6E9FD4"],
    glyph: `<path d="M22 32 h18 l6 6 h24 v26 h-48 Z"/>`,
  },
  {
    name: "Wallet",
    colours: ["#43464E", "#2B2D33"],
    glyph: `<rect x="22" y="30" width="48" height="34" rx="6" fill="#E8A25C"/><rect x="22" y="38" width="48" height="26" rx="6" fill="#7FA7D9"/><rect x="22" y="46" width="48" height="18" rx="6"/>`,
  },
  {
    name: "Settings",
    colours: ["#A5AAB2", "#7C828B"],
    glyph: `<circle cx="46" cy="46" r="20" fill="none" stroke="#FFFFFF" stroke-width="9" stroke-dasharray="7 4"/><circle cx="46" cy="46" r="9"/>`,
  },
];

const DOCK: OtherApp[] = [
  {
    name: "Phone",
    colours: ["#8FCB8C", "#5FA86A"],
    glyph: `<path d="M34 26 l8 12 l-5 5 c3 7 8 12 15 15 l5 -5 l12 8 l-4 8 c-20 0 -39 -19 -39 -39 Z"/>`,
  },
  {
    name: "Messages",
    colours: ["#8FCB8C", "#5FA86A"],
    glyph: `<ellipse cx="46" cy="44" rx="24" ry="19"/><path d="M30 56 l-4 12 l14 -7 Z"/>`,
  },
  {
    name: "Browser",
    colours: ["#F4F6F8", "#DDE3EA"],
    glyph: `<circle cx="46" cy="46" r="24" fill="#6E9FD4"/><path d="M56 36 L50 50 L36 56 L42 42 Z"/>`,
  },
  {
    name: "Music",
    colours: ["#E59AA8", "#C96A7F"],
    glyph: `<path d="M40 28 L62 23 L62 58 a7 7 0 1 1 -5 -6 L57 33 L45 36 L45 63 a7 7 0 1 1 -5 -6 Z"/>`,
  },
];

function tile(x: number, y: number, size: number, fill: string, extra = ""): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${size}" height="${size}" rx="${round(size * CORNER)}" fill="${fill}"${extra}/>`;
}

function otherApp(app: OtherApp, x: number, y: number, id: string, label: boolean): string {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${app.colours[0]}"/><stop offset="1" stop-color="${app.colours[1]}"/></linearGradient></defs>`,
    tile(x, y, ICON, `url(#${id})`),
    `<g transform="translate(${round(x)} ${round(y)})" fill="#FFFFFF">${app.glyph}</g>`,
    label
      ? outlinedText(app.name, x + ICON / 2, y + ICON + 26, 17, "#FFFFFF", { anchor: "middle", weight: 500 })
      : "",
  ].join("");
}

/** The brand's app icon: the symbol on its ground, inset as icon grids ask. */
function brandIcon(icon: PlacedLogo, x: number, y: number, size: number): string {
  // A wordmark with no symbol needs the icon's width; a symbol keeps the grid's margin.
  const inset = size * (isWide(icon.drawing) ? 0.09 : 0.18);
  return (
    tile(x, y, size, icon.surface) +
    placeArt(icon.drawing, {
      x: x + inset,
      y: y + inset,
      width: size - 2 * inset,
      height: size - 2 * inset,
    }) +
    tile(x, y, size, "none", ` stroke="#000000" stroke-opacity="0.06" stroke-width="${round(size / 96)}"`)
  );
}

export const phoneHomeScreen: SceneDrawer = async (context) => {
  const icon = context.logo("icon");
  const name = context.art.brandName || "Your app";
  const screen = `<rect x="${SCREEN.x}" y="${SCREEN.y}" width="${SCREEN.width}" height="${SCREEN.height}" rx="${SCREEN.radius}"/>`;
  const phone = `<rect x="${PHONE.x}" y="${PHONE.y}" width="${PHONE.width}" height="${PHONE.height}" rx="${PHONE.radius}"/>`;
  const big = { x: 940, y: 290, size: 360 };
  const bigTile = tile(big.x, big.y, big.size, "#000");

  const apps: string[] = [];
  /** The brand's app and its name in the grid, drawn over the screen after the others. */
  const ourApp: string[] = [];
  let other = 0;
  const ours = { row: 2, column: 1 };
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const x = SCREEN.x + GAP + column * (ICON + GAP);
      const y = SCREEN.y + 150 + row * 156;
      // The first two rows' left half is a calendar widget.
      if (row < 2 && column < 2) continue;
      if (row === ours.row && column === ours.column) {
        ourApp.push(brandIcon(icon, x, y, ICON));
        ourApp.push(
          outlinedText(name, x + ICON / 2, y + ICON + 26, 17, "#FFFFFF", {
            anchor: "middle",
            weight: 500,
            maxWidth: ICON + GAP - 4,
          }),
        );
        continue;
      }
      const app = OTHERS[other % OTHERS.length];
      if (app) apps.push(otherApp(app, x, y, `app-${row}-${column}`, true));
      other++;
    }
  }
  const widget = { x: SCREEN.x + GAP, y: SCREEN.y + 150, size: 2 * ICON + GAP };
  const dockY = SCREEN.y + SCREEN.height - 150;
  const dock = DOCK.map((app, index) =>
    otherApp(app, SCREEN.x + GAP + index * (ICON + GAP), dockY + 22, `dock-${index}`, false),
  ).join("");

  const [phoneShadow, iconShadow, blobs] = await Promise.all([
    castShadow(context, phone, PHONE, 30),
    castShadow(context, bigTile, { x: big.x, y: big.y, width: big.size, height: big.size }, 22),
    blurredCopy(
      `<circle cx="${SCREEN.x + 90}" cy="${SCREEN.y + 260}" r="210" fill="#9DB4C8"/><circle cx="${SCREEN.x + SCREEN.width - 40}" cy="${SCREEN.y + 700}" r="240" fill="#D9A98F"/><circle cx="${SCREEN.x + 200}" cy="${SCREEN.y + 980}" r="200" fill="#B7A6C9"/>`,
      SCREEN,
      { blur: 70, opacity: 0.85, dx: 0, dy: 0, keepPaint: true },
      context.pixelScale,
    ),
  ]);

  return [
    backdrop("#ECE9E4", "#CBC5BC", "studio"),
    phoneShadow,
    `<rect x="${PHONE.x}" y="${PHONE.y}" width="${PHONE.width}" height="${PHONE.height}" rx="${PHONE.radius}" fill="#1B1C20"/>`,
    `<rect x="${PHONE.x + 2}" y="${PHONE.y + 2}" width="${PHONE.width - 4}" height="${PHONE.height - 4}" rx="${PHONE.radius - 2}" fill="none" stroke="#6A6E77" stroke-width="3"/>`,
    `<defs><linearGradient id="wallpaper" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="#C7D3DE"/><stop offset="0.55" stop-color="#E2D6CB"/><stop offset="1" stop-color="#CDB3A6"/></linearGradient><clipPath id="screen">${screen}</clipPath><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient></defs>`,
    `<g clip-path="url(#screen)">`,
    `<rect x="${SCREEN.x}" y="${SCREEN.y}" width="${SCREEN.width}" height="${SCREEN.height}" fill="url(#wallpaper)"/>`,
    blobs,
    `<rect x="${SCREEN.x}" y="${SCREEN.y}" width="${SCREEN.width}" height="${SCREEN.height}" fill="#1B1C20" opacity="0.12"/>`,
    outlinedText("9:41", SCREEN.x + 74, SCREEN.y + 52, 26, "#FFFFFF", { weight: 600, anchor: "middle" }),
    `<rect x="${PHONE.x + PHONE.width / 2 - 64}" y="${SCREEN.y + 18}" width="128" height="38" rx="19" fill="#0B0B0D"/>`,
    `<g fill="#FFFFFF"><rect x="${SCREEN.x + SCREEN.width - 118}" y="${SCREEN.y + 40}" width="5" height="10" rx="1"/><rect x="${SCREEN.x + SCREEN.width - 110}" y="${SCREEN.y + 36}" width="5" height="14" rx="1"/><rect x="${SCREEN.x + SCREEN.width - 102}" y="${SCREEN.y + 32}" width="5" height="18" rx="1"/><rect x="${SCREEN.x + SCREEN.width - 84}" y="${SCREEN.y + 34}" width="40" height="17" rx="5" fill="none" stroke="#FFFFFF" stroke-width="2"/><rect x="${SCREEN.x + SCREEN.width - 81}" y="${SCREEN.y + 37}" width="28" height="11" rx="3"/></g>`,
    // A calendar widget, as most home screens have.
    `<rect x="${widget.x}" y="${widget.y}" width="${widget.size}" height="${widget.size}" rx="${round(ICON * CORNER)}" fill="#FFFFFF" opacity="0.88"/>`,
    outlinedText("TUESDAY", widget.x + 26, widget.y + 48, 17, "#C4574C", { weight: 700 }),
    outlinedText("14", widget.x + 24, widget.y + 112, 60, "#1F2328", { weight: 500 }),
    `<rect x="${widget.x + 26}" y="${widget.y + 142}" width="110" height="10" rx="5" fill="#1F2328" opacity="0.55"/><rect x="${widget.x + 26}" y="${widget.y + 164}" width="80" height="10" rx="5" fill="#1F2328" opacity="0.3"/>`,
    apps.join(""),
    `<circle cx="${SCREEN.x + SCREEN.width / 2 - 9}" cy="${dockY - 24}" r="5" fill="#FFFFFF"/><circle cx="${SCREEN.x + SCREEN.width / 2 + 9}" cy="${dockY - 24}" r="5" fill="#FFFFFF" opacity="0.5"/>`,
    `<rect x="${SCREEN.x + 14}" y="${dockY}" width="${SCREEN.width - 28}" height="136" rx="44" fill="#FFFFFF" opacity="0.3"/>`,
    dock,
    `<rect x="${PHONE.x + PHONE.width / 2 - 70}" y="${SCREEN.y + SCREEN.height - 16}" width="140" height="6" rx="3" fill="#1B1C20" opacity="0.7"/>`,
    `</g>`,
    // The brand's app in its place in the grid, drawn after the screen: nothing there overlaps it
    // and it lies inside the screen's clip, so the picture is the one it gives drawn in the grid.
    withLogo(ourApp.join("")),
    `<rect x="${SCREEN.x}" y="${SCREEN.y}" width="${SCREEN.width}" height="${SCREEN.height}" rx="${SCREEN.radius}" fill="url(#glass)"/>`,
    // The icon large, as a store page shows it.
    iconShadow,
    withLogo(
      brandIcon(icon, big.x, big.y, big.size),
      outlinedText(name, big.x + big.size / 2, big.y + big.size + 84, 44, "#1F2328", {
        anchor: "middle",
        weight: 600,
        maxWidth: 560,
      }),
      outlinedText(
        "App icon",
        big.x + big.size / 2,
        big.y + big.size + 128,
        28,
        mix("#1F2328", "#FFFFFF", 0.45),
        {
          anchor: "middle",
        },
      ),
    ),
  ];
};
