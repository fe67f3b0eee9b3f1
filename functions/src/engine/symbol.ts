import { ensureContrast, MIN_GRAPHIC_CONTRAST, MIN_TEXT_CONTRAST, mix } from "./color";
import type { FontChoice } from "./font-family";
import { getFontFamily, nearestWeight } from "./fonts";
import { type IconStyle, loadIconArt, SECONDARY_TOKEN } from "./icons";
import { coverageOf } from "./marks/coverage";
import { drawDesignedMark, LETTER_CONSTRUCTIONS, type MarkIdea } from "./marks/designed-mark";
import { drawGeometricMark, type GeometricKind, ROUND_KINDS } from "./marks/geometric";
import { drawMonogram, initialsOf, type MonogramStyle } from "./marks/monogram";
import { drawSmallMark } from "./marks/small-form";
import type { ResolvedColors } from "./palettes";
import { fmt, fmtScale } from "./path-geometry";
import { markPart, type SvgDocument } from "./svg-document";
import { drawingFamily } from "./text-outline";

/**
 * A symbol is what sits beside or above the name: an icon (optionally in a container), a
 * monogram or an abstract mark. Layouts only ask it to fill a square.
 */
export type ContainerShape =
  | "none"
  | "circle"
  | "rounded-square"
  | "hexagon"
  | "ring"
  | "soft-circle"
  | "soft-square";

export type SymbolSpec =
  | { kind: "icon"; icon: string; style: IconStyle; container: ContainerShape; strokeWeight: number }
  | { kind: "monogram"; style: MonogramStyle; font: FontChoice }
  | { kind: "geometric"; geometry: GeometricKind; seed: number }
  /** A mark designed for the brand (marks/designed-mark.ts): an idea drawn from a seed. */
  | { kind: "designed"; idea: MarkIdea; seed: number; font: FontChoice; style: IconStyle }
  /** A raster symbol made elsewhere (an image model), embedded as a data URI. */
  | { kind: "image"; href: string }
  /**
   * A vector symbol made elsewhere (a vector model), already sanitised: its drawing as inner
   * markup (ids made unique by the caller) and the viewBox it was drawn in.
   */
  | { kind: "vector"; markup: string; viewBox: readonly [number, number, number, number] };

/** Where the symbol sits: on the page ground, or knocked out of a filled badge. */
type SymbolGround = "background" | "fill";

export interface SymbolArt {
  spec: SymbolSpec;
  /** Share of the square's width its ink covers: inline layouts set the name after the ink. */
  inkWidth: number;
  draw(
    doc: SvgDocument,
    x: number,
    y: number,
    size: number,
    colors: ResolvedColors,
    ground: SymbolGround,
  ): string;
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i - 90) * Math.PI) / 180;
    return `${fmt(cx + r * Math.cos(a))} ${fmt(cy + r * Math.sin(a))}`;
  });
  return `M${points.join("L")}Z`;
}

function containerMarkup(
  shape: ContainerShape,
  x: number,
  y: number,
  size: number,
  fill: string,
  line: string,
): string {
  const cx = x + size / 2;
  const cy = y + size / 2;
  switch (shape) {
    case "none":
      return "";
    case "circle":
    case "soft-circle":
      return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(size / 2)}" fill="${fill}"/>`;
    case "rounded-square":
    case "soft-square":
      return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(size)}" height="${fmt(size)}" rx="${fmt(size * 0.26)}" fill="${fill}"/>`;
    case "hexagon":
      return `<path d="${hexagon(cx, cy, size / 2)}" fill="${fill}" stroke="${fill}" stroke-width="${fmt(size * 0.05)}" stroke-linejoin="round"/>`;
    case "ring":
      return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(size / 2 - size * 0.035)}" fill="none" stroke="${line}" stroke-width="${fmt(size * 0.07)}"/>`;
  }
}

function iconArt(spec: Extract<SymbolSpec, { kind: "icon" }>): SymbolArt {
  const art = loadIconArt(spec.icon, spec.style);
  const span = Math.max(art.bounds.width, art.bounds.height);
  const contained = spec.container !== "none";
  return {
    spec,
    inkWidth: contained ? 1 : Math.min(1, art.bounds.width / span),
    draw(_doc, x, y, size, colors, ground) {
      const onFill = ground === "fill";
      const soft = spec.container === "soft-circle" || spec.container === "soft-square";
      const solidContainer = contained && !soft && spec.container !== "ring" && !onFill;
      const containerFill = soft ? mix(colors.primary, colors.background, 0.86) : colors.fill;
      const iconColor = onFill ? colors.onFill : solidContainer ? colors.onFill : colors.primary;
      // Duotone backs are a light tint of the brand colour, as Phosphor intends them behind the line.
      const secondColor =
        onFill || solidContainer ? colors.secondaryOnFill : mix(colors.primary, colors.background, 0.72);
      const inner = contained && !onFill ? size * (spec.container === "hexagon" ? 0.5 : 0.54) : size;
      const scale = inner / span;
      const cx = x + size / 2;
      const cy = y + size / 2;
      const tx = cx - (art.bounds.x + art.bounds.width / 2) * scale;
      const ty = cy - (art.bounds.y + art.bounds.height / 2) * scale;
      const markup = art.markup.replaceAll(SECONDARY_TOKEN, secondColor);
      const paint = art.stroked
        ? `fill="none" stroke="${iconColor}" stroke-width="${fmt(spec.strokeWeight)}" stroke-linecap="round" stroke-linejoin="round"`
        : `fill="${iconColor}"`;
      const container = onFill
        ? ""
        : containerMarkup(spec.container, x, y, size, containerFill, colors.primary);
      return `${markPart(container, "container")}${markPart(`<g transform="translate(${fmt(tx)} ${fmt(ty)}) scale(${fmtScale(scale)})" ${paint}>${markup}</g>`, "symbol")}`;
    },
  };
}

function monogramArt(spec: Extract<SymbolSpec, { kind: "monogram" }>, brandName: string): SymbolArt {
  return {
    spec,
    inkWidth: 1,
    draw(doc, x, y, size, colors, ground) {
      const onFill = ground === "fill";
      const groundColor = onFill ? colors.fill : colors.background;
      const main = onFill
        ? colors.onFill
        : spec.style === "ring" || spec.style === "interlock"
          ? colors.primaryText
          : colors.fill;
      const onMain = onFill ? colors.fill : colors.onFill;
      const second = ensureContrast(
        onFill ? colors.secondaryOnFill : colors.secondary,
        groundColor,
        MIN_TEXT_CONTRAST,
      );
      const drawn = drawMonogram(brandName, spec.style, spec.font, {
        main,
        second,
        ground: groundColor,
        onMain,
      });
      doc.check("initials", drawn.letterColor, drawn.letterGround);
      if (spec.style === "interlock" && Array.from(drawn.letters).length > 1)
        doc.check("initials", second, groundColor);
      return markPart(
        `<g transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmtScale(size / 1000)})">${drawn.markup}</g>`,
        "symbol",
      );
    },
  };
}

function geometricArt(spec: Extract<SymbolSpec, { kind: "geometric" }>): SymbolArt {
  return {
    spec,
    inkWidth: 1,
    draw(doc, x, y, size, colors, ground) {
      const onFill = ground === "fill";
      const palette = onFill
        ? { main: colors.onFill, second: colors.secondaryOnFill, accent: colors.onFill, ground: colors.fill }
        : {
            main: colors.primary,
            second: colors.secondary,
            accent: colors.accent,
            ground: colors.background,
          };
      // Round marks leave the square's corners empty, so they may fill it edge to edge.
      const scaleUp = ROUND_KINDS.has(spec.geometry) ? 1 : 0.9;
      const s = size * scaleUp;
      const offset = (size - s) / 2;
      const markup = drawGeometricMark(spec.geometry, spec.seed, palette, doc.id("g"));
      return markPart(
        `<g transform="translate(${fmt(x + offset)} ${fmt(y + offset)}) scale(${fmtScale(s / 1000)})">${markup}</g>`,
        "symbol",
      );
    },
  };
}

function imageArt(spec: Extract<SymbolSpec, { kind: "image" }>): SymbolArt {
  return {
    spec,
    inkWidth: 1,
    draw(_doc, x, y, size) {
      return markPart(
        `<image href="${spec.href}" x="${fmt(x)}" y="${fmt(y)}" width="${fmt(size)}" height="${fmt(size)}" preserveAspectRatio="xMidYMid meet"/>`,
        "symbol",
      );
    },
  };
}

function vectorArt(spec: Extract<SymbolSpec, { kind: "vector" }>): SymbolArt {
  const [left, top, width, height] = spec.viewBox;
  const span = Math.max(width, height);
  return {
    spec,
    inkWidth: Math.min(1, width / span),
    draw(_doc, x, y, size) {
      // The drawing keeps its proportions, centred in the square like an image's 'meet'.
      const scale = size / span;
      const tx = x + (size - width * scale) / 2 - left * scale;
      const ty = y + (size - height * scale) / 2 - top * scale;
      return markPart(
        `<g transform="translate(${fmt(tx)} ${fmt(ty)}) scale(${fmtScale(scale)})">${spec.markup}</g>`,
        "symbol",
      );
    },
  };
}

/** Paints of a designed mark on the page ground, or knocked out of a filled badge. */
function markPaint(colors: ResolvedColors, ground: SymbolGround) {
  if (ground === "fill")
    return {
      main: colors.onFill,
      letter: colors.onFill,
      second: colors.secondaryOnFill,
      accent: colors.secondaryOnFill,
      ground: colors.fill,
    };
  return {
    main: colors.primary,
    letter: colors.primaryText,
    second: ensureContrast(colors.secondary, colors.background, MIN_GRAPHIC_CONTRAST),
    accent: ensureContrast(colors.accent, colors.background, MIN_GRAPHIC_CONTRAST),
    ground: colors.background,
  };
}

/** The weight a small form's letter asks its face for (the nearest it has). */
const SMALL_FORM_WEIGHT = 800;

/**
 * The face of a small form's letter: a heavy cut of the name's own face when it is a sans; a
 * serif's or a display face's hairlines vanish at 16 px, so they hand over to a heavy slab, and a
 * script to a heavy rounded sans. Initials of another script take that script's face.
 */
function smallFormFont(letters: string, brandName: string, font: FontChoice): FontChoice {
  const category = getFontFamily(font.family).category;
  const heavy = category.endsWith("-sans")
    ? font.family
    : category === "serif" || category === "display-serif" || category === "slab"
      ? "roboto-slab"
      : "nunito";
  return initialsFont(letters, brandName, { family: heavy, weight: SMALL_FORM_WEIGHT });
}

/**
 * The face initials are drawn in: `face` where it sets the name's script, else the face that
 * draws the name (an Arabic name's initial in Naskh), at the weight nearest the one asked for.
 */
function initialsFont(letters: string, brandName: string, face: FontChoice): FontChoice {
  const nameFace = { family: drawingFamily(brandName, face), weight: face.weight };
  const family = getFontFamily(drawingFamily(letters || "A", nameFace));
  return { family: family.id, weight: nearestWeight(family, face.weight) };
}

function designedArt(spec: Extract<SymbolSpec, { kind: "designed" }>, brandName: string): SymbolArt {
  const letters = initialsOf(brandName);
  const chosen = spec.idea.face ? { family: spec.idea.face, weight: spec.font.weight } : spec.font;
  const font = initialsFont(letters, brandName, chosen);
  const smallFont = smallFormFont(letters, brandName, spec.font);
  const drawIn = (doc: SvgDocument | null, colors: ResolvedColors, ground: SymbolGround) => {
    const paint = markPaint(colors, ground);
    const markup = drawDesignedMark({
      idea: spec.idea,
      letters,
      font,
      style: spec.style,
      seed: spec.seed,
      paint,
      id: (hint) => (doc ? doc.id(hint) : hint),
    });
    if (doc && LETTER_CONSTRUCTIONS.has(spec.idea.construction))
      doc.check("initials", paint.letter, paint.ground);
    return markup;
  };
  // Where the ink sits in the square, measured once in plain black: inline lockups set the name
  // after the ink, not after the square.
  const probe = drawDesignedMark({
    idea: spec.idea,
    letters,
    font,
    style: spec.style,
    seed: spec.seed,
    paint: { main: "#000", letter: "#000", second: "#000", accent: "#000", ground: "#FFF" },
    id: (hint) => `probe-${hint}`,
  });
  const box = coverageOf(`mark|${probe}`, probe).box;
  const inkLeft = box ? box.x1 / 1000 : 0;
  const inkRight = box ? box.x2 / 1000 : 1;
  return {
    spec,
    inkWidth: Math.min(1, inkRight - inkLeft + 0.02),
    draw(doc, x, y, size, colors, ground) {
      const markup = drawIn(doc, colors, ground);
      // The favicon shows the symbol alone on a page, whatever ground it sits on in the logo.
      doc.setSmallSymbol(
        drawSmallMark({
          idea: spec.idea,
          letters,
          font: smallFont,
          style: spec.style,
          seed: spec.seed,
          paint: markPaint(colors, "background"),
          id: (hint) => doc.id(hint),
        }),
      );
      // Centre the ink, not the square, so a narrow mark does not sit off to one side.
      const shift = ((1 - inkRight - inkLeft) / 2) * size;
      return markPart(
        `<g transform="translate(${fmt(x + shift)} ${fmt(y)}) scale(${fmtScale(size / 1000)})">${markup}</g>`,
        "symbol",
      );
    },
  };
}

export function createSymbol(spec: SymbolSpec, brandName: string): SymbolArt {
  switch (spec.kind) {
    case "designed":
      return designedArt(spec, brandName);
    case "image":
      return imageArt(spec);
    case "vector":
      return vectorArt(spec);
    case "icon":
      return iconArt(spec);
    case "monogram":
      return monogramArt(spec, brandName);
    case "geometric":
      return geometricArt(spec);
  }
}
