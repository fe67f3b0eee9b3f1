import { createRandom } from "../random";
import { bandOf } from "./bands";
import { coverageOf } from "./coverage";
import { initialOf, type MarkInput, roomInside, vesselShape } from "./designed-mark";
import { drawGeometricMark } from "./geometric";
import { placeLetters } from "./letterforms";
import { boldMotifMarkup, FAVICON_LINE } from "./motifs";
import { boldSilhouette } from "./redraw";

/**
 * A mark's small form: the same idea drawn for a browser tab, the way a designer makes the
 * responsive version of a mark. At 16 px one pixel is a sixteenth of the mark, so the small form
 * keeps the idea's lead shape and drops what cannot be seen there: the second picture of a pair,
 * the motif nested beside a letter, the outline, the cut of a stencil (its two colours stay),
 * hairline display faces. Its shapes come from the same seed as the full mark, so the two are
 * one design; the brand kit draws the favicon and the 16 and 32 px icons from it.
 *
 * `input.font` should be the heavy weight of the name's face (a favicon letter is a bold one).
 */

/** The finest line and narrowest gap of a small form, in the 1000-unit square: 1 px at 16 px. */
const SMALL_LINE = FAVICON_LINE * 1000;
/**
 * The detail a small form redrawn as one shape keeps (a share of the square): a little over the
 * favicon line, since tracing rounds the ends and corners of the thinnest parts.
 */
const SILHOUETTE_DETAIL = (SMALL_LINE * 1.25) / 1000;

/**
 * The vessel solid with the motif knocked out of it, a rim a favicon pixel wide, and no band;
 * redrawn as one bold shape, so a sun's rays or a pine's tiers too fine for 16 px merge.
 */
function smallVessel(input: MarkInput): string {
  const { idea, paint, style } = input;
  const d = vesselShape(idea, createRandom(input.seed));
  const room = roomInside(d);
  // Too narrow to hold the motif clear of its edge: the name's picture alone says the brand.
  const holdsMotif = idea.motif !== undefined && room !== null && room.r - SMALL_LINE >= 150;
  const knockout =
    holdsMotif && idea.motif && room
      ? boldMotifMarkup(
          idea.motif,
          style,
          { cx: room.cx, cy: room.cy, size: (room.r - 1000 / 64 - SMALL_LINE) * 2 * 0.96 },
          "#000",
          { minLine: SMALL_LINE },
        )
      : "";
  const id = `small-vessel-${input.seed}`;
  const drawing = `<mask id="${id}"><rect width="1000" height="1000" fill="#fff"/>${knockout}</mask><path d="${d}" mask="url(#${id})"/>`;
  const shape = boldSilhouette(`vessel|${d}|${knockout}`, drawing, SILHOUETTE_DETAIL, "keep-holes");
  return `<path d="${shape}" fill="${paint.main}" fill-rule="evenodd"/>`;
}

/**
 * The plate a small lettermark is knocked out of: a letter alone at 16 px is a few pixels of
 * stroke with corners that close up, while a letter cut from a solid tile reads like an app icon.
 */
const PLATE = `M280 40H720C860 40 960 140 960 280V720C960 860 860 960 720 960H280C140 960 40 860 40 720V280C40 140 140 40 280 40Z`;

/** One heavy letter knocked out of the plate. */
function smallLetter(letter: string, input: MarkInput, plate: string): string {
  const placed = placeLetters(letter, input.font, 500, 500, 600, 620);
  return `${plate}<path d="${placed.d}" fill="${input.paint.ground}"/>`;
}

/** The stencil's letter whole, knocked out of a plate in the stencil's two colours, split along its band. */
function smallStencil(input: MarkInput): string {
  const { paint } = input;
  const rng = createRandom(input.seed);
  const band = bandOf(input.idea.band ?? rng.pick(["diagonal", "arc"] as const), 0, rng);
  const lower = rng.chance(0.5) ? paint.second : paint.letter;
  const id = input.id("small-cut");
  const plate = `<defs><clipPath id="${id}"><path d="${band.below}"/></clipPath></defs><path d="${PLATE}" fill="${paint.letter}"/><path d="${PLATE}" fill="${lower}" clip-path="url(#${id})"/>`;
  return smallLetter(firstLetter(input), input, plate);
}

function firstLetter(input: MarkInput): string {
  return Array.from(input.letters || "•")[0] ?? "•";
}

/** The shape with the first initial knocked out of it, inside its edge. */
function smallBlock(input: MarkInput): string {
  const { paint } = input;
  const d = vesselShape(input.idea, createRandom(input.seed));
  const letter = firstLetter(input);
  const room = roomInside(d);
  const r = room ? room.r - SMALL_LINE : 300;
  const placed = placeLetters(letter, input.font, room?.cx ?? 500, room?.cy ?? 500, r * 1.7, r * 1.5);
  return `<path d="${d}" fill="${paint.main}"/><path d="${placed.d}" fill="${paint.ground}"/>`;
}

/** An abstract mark redrawn as one bold shape in its main colour: its colours cannot part at 16 px. */
function smallAbstract(input: MarkInput): string {
  const { idea, paint } = input;
  const geometry = idea.geometry ?? "pixels";
  const black = drawGeometricMark(
    geometry,
    input.seed,
    { main: "#000", second: "#000", accent: "#000", ground: "#FFF" },
    `small-${geometry}`,
  );
  // A family of fine lines (a truchet of thin arcs) has nothing as wide as the detail: it is
  // redrawn keeping finer lines, and drawn as it is when even those vanish.
  for (const detail of [SILHOUETTE_DETAIL, SMALL_LINE / 1000]) {
    const d = boldSilhouette(`abstract|${geometry}|${input.seed}`, black, detail, "mostly-outline");
    if (d) return `<path d="${d}" fill="${paint.main}" fill-rule="evenodd"/>`;
  }
  return drawGeometricMark(geometry, input.seed, paint, input.id("small-g"));
}

/** Share of a picture's ink its small form must keep to still be that picture. */
const MIN_INK_KEPT = 0.8;

function inkCells(key: string, markup: string): number {
  let cells = 0;
  for (const cell of coverageOf(key, markup).ink) cells += cell;
  return cells;
}

/**
 * The pair's lead picture alone, large. A picture made of thin parts (an anchor, a sun's rays)
 * loses its body at a favicon's detail: it is redrawn with its detail and its lines made heavier
 * instead, so a sun keeps its rays rather than becoming a disc.
 */
function smallPicture(input: MarkInput): string {
  const { idea, paint, style } = input;
  const image = idea.image ?? idea.motif;
  if (!image) return "";
  const at = { cx: 500, cy: 500, size: 920 };
  const small = boldMotifMarkup(image, style, at, paint.main, { minLine: SMALL_LINE });
  const plain = boldMotifMarkup(image, style, at, paint.main, { embolden: SMALL_LINE * 0.12 });
  const kept =
    inkCells(`small|${image}|${style}`, small) / Math.max(1, inkCells(`plain|${image}|${style}`, plain));
  return kept >= MIN_INK_KEPT ? small : plain;
}

/** The small form's markup in the 0..1000 square. */
export function drawSmallMark(input: MarkInput): string {
  const { idea, paint } = input;
  switch (idea.construction) {
    case "name-vessel":
    case "vessel":
      return smallVessel(input);
    case "name-pair":
      return smallPicture(input);
    case "letter-motif":
      return smallLetter(initialOf(input), input, `<path d="${PLATE}" fill="${paint.letter}"/>`);
    case "ligature":
      return smallLetter(firstLetter(input), input, `<path d="${PLATE}" fill="${paint.letter}"/>`);
    case "stencil":
      return smallStencil(input);
    case "letter-block":
      return smallBlock(input);
    case "abstract":
      return smallAbstract(input);
  }
}
