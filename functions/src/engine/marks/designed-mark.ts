import { z } from "zod";
import type { FontChoice } from "../font-family";
import { isFontFamilyId } from "../fonts";
import type { IconStyle } from "../icons";
import { fmt } from "../path-geometry";
import { createRandom, mixSeed, type Random } from "../random";
import { BAND_KINDS, bandOf } from "./bands";
import { coverageOf, largestDiscBeside, largestDiscInside } from "./coverage";
import { drawGeometricMark, GEOMETRIC_KINDS } from "./geometric";
import { letterCoverage, placeLetters } from "./letterforms";
import { boldMotifMarkup } from "./motifs";
import { PLAIN_VESSELS, VESSEL_KINDS, type VesselKind, vesselPath } from "./vessels";

/**
 * Marks designed for one brand from its own material: the pictures in its name, its initials,
 * the trade's motif as raw material, and shapes proportioned by its seed. An idea names the
 * construction and its ingredients (stored on the direction, so the editor redraws it exactly);
 * the drawing's proportions come from the seed, so 'Create Similar' draws the same idea anew.
 *
 * Constructions, each a way a designer builds a mark:
 * - name-vessel: the name's picture as a solid shape, the trade's motif knocked out of it
 *   (a tooth in a maple leaf, a cup in a drop);
 * - name-pair: the name's picture and the trade's motif, overlapped with a clear gap between;
 * - letter-motif: the initial, with the trade's motif nested in its bowl or its crook;
 * - letter-block: the initials knocked out of a shape, whole or running off its edge;
 * - ligature: two initials overlapped, the second standing clear of the first;
 * - stencil: the initial cut through by a band;
 * - vessel: the motif knocked out of a plain shape proportioned by the seed;
 * - abstract: a geometric mark from a family, drawn from the seed.
 */
const CONSTRUCTIONS = [
  "name-vessel",
  "name-pair",
  "letter-motif",
  "letter-block",
  "ligature",
  "stencil",
  "vessel",
  "abstract",
] as const;
export type Construction = (typeof CONSTRUCTIONS)[number];

export const markIdeaSchema = z.object({
  construction: z.enum(CONSTRUCTIONS),
  /** The trade's motif (an icon id), for constructions that carry one. */
  motif: z.string().max(60).optional(),
  /** An icon picturing the name, for name-pair. */
  image: z.string().max(60).optional(),
  vessel: z.enum(VESSEL_KINDS).optional(),
  band: z.enum(BAND_KINDS).optional(),
  geometry: z.enum(GEOMETRIC_KINDS).optional(),
  /** Drawn as a bold outline rather than solid (vessels and letters). */
  outline: z.boolean().optional(),
  /** The face the letters are drawn in, when not the name's own (a display face for contrast). */
  face: z.string().max(40).refine(isFontFamilyId).optional(),
  /** Where the trade's motif sits by the letter: nested in its bowl, or leaning on its foot. */
  placement: z.enum(["nest", "lean"]).optional(),
  /** A one-letter construction set in lower case (a friendlier, rounder lettermark). */
  lowercase: z.boolean().optional(),
  /** Which initial a one-letter construction is built on (the brand's first or second). */
  initial: z.number().int().min(0).max(1).optional(),
});
export type MarkIdea = z.infer<typeof markIdeaSchema>;

/** Constructions that carry the trade's motif, and so say what the business does. */
export const MOTIF_CONSTRUCTIONS: ReadonlySet<Construction> = new Set([
  "name-vessel",
  "name-pair",
  "letter-motif",
  "vessel",
]);

/** Constructions built from the initials. */
export const LETTER_CONSTRUCTIONS: ReadonlySet<Construction> = new Set([
  "letter-motif",
  "letter-block",
  "ligature",
  "stencil",
]);

interface MarkPaint {
  main: string;
  /** Letters: the main colour where it must read as text (WCAG AA against the ground). */
  letter: string;
  second: string;
  accent: string;
  /** What the mark is drawn on: knock-outs are painted in it. */
  ground: string;
}

export interface MarkInput {
  idea: MarkIdea;
  /** The initials (one or two letters, or one letter of a caseless script). */
  letters: string;
  font: FontChoice;
  style: IconStyle;
  seed: number;
  paint: MarkPaint;
  /** Makes ids unique within one document (clip paths, gradients). */
  id: (hint: string) => string;
}

/** A gap between two shapes, in units of the 1000-unit square: clear at favicon size too. */
const GAP = 72;

function scaled(markup: string, factor: number): string {
  const offset = (1000 - 1000 * factor) / 2;
  return `<g transform="translate(${fmt(offset)} ${fmt(offset)}) scale(${fmt(factor)})">${markup}</g>`;
}

function clipped(id: string, region: string, markup: string): { defs: string; body: string } {
  return {
    defs: `<clipPath id="${id}"><path d="${region}"/></clipPath>`,
    body: `<g clip-path="url(#${id})">${markup}</g>`,
  };
}

/** The stroke of an outlined vessel or letter, in the 1000-unit square: bold enough for a favicon. */
const OUTLINE = 80;

/**
 * The shape a vessel construction (name-vessel, vessel, letter-block) is built on: the first
 * thing drawn from the mark's seed, so the mark and its small form (small-form.ts) share it.
 */
export function vesselShape(idea: MarkIdea, rng: Random): string {
  const kind: VesselKind =
    idea.construction === "name-vessel" ? (idea.vessel ?? "pearl") : (idea.vessel ?? rng.pick(PLAIN_VESSELS));
  return vesselPath(kind, rng);
}

/** The largest disc inside a vessel's shape: where its motif or letter goes. */
export function roomInside(d: string) {
  return largestDiscInside(coverageOf(`vessel|${d}`, `<path d="${d}"/>`));
}

function vessel(input: MarkInput, rng: Random): string {
  const { idea, paint, style } = input;
  const d = vesselShape(idea, rng);
  // Drawn solid with the motif knocked out, or as a bold outline holding the motif solid.
  const outlined = idea.outline === true;
  const shape = outlined
    ? `<path d="${d}" fill="none" stroke="${paint.main}" stroke-width="${OUTLINE}" stroke-linejoin="round"/>`
    : `<path d="${d}" fill="${paint.main}"/>`;
  let framed = outlined ? scaled(shape, 0.94) : shape;
  if (idea.band && !outlined) {
    // The name's line runs through the lower part of the shape as a clear gap.
    const band = bandOf(idea.band, GAP * 1.2, createRandom(mixSeed(input.seed, "band")), 700);
    const above = clipped(input.id("cut"), band.above, shape);
    const below = clipped(input.id("cut"), band.below, `<path d="${d}" fill="${paint.second}"/>`);
    framed = `<defs>${above.defs}${below.defs}</defs>${above.body}${below.body}`;
  }
  if (!idea.motif) return framed;
  const room = roomInside(d);
  if (!room || room.r < 150) {
    // Too narrow to carry the motif inside (a crescent, a thin star): it overlaps the edge.
    return `${framed}${boldMotifMarkup(idea.motif, style, { cx: 710, cy: 720, size: 440 }, paint.second, { gap: GAP, gapColour: paint.ground })}`;
  }
  // The room is measured on a 64-cell grid: a cell's slack keeps the motif wholly inside.
  const size = (room.r - 1000 / 64) * 2 * (outlined ? rng.range(0.62, 0.7) : rng.range(0.66, 0.78));
  const centre = {
    cx: 500 + (room.cx - 500) * (outlined ? 0.94 : 1),
    cy: 500 + (room.cy - 500) * (outlined ? 0.94 : 1),
  };
  return `${framed}${boldMotifMarkup(idea.motif, style, { ...centre, size }, outlined ? paint.main : paint.ground)}`;
}

/** Where the two pictures of a pair sit: the name's picture large, the trade's motif against it. */
const PAIR_ARRANGEMENTS = [
  { big: [410, 410], small: [730, 720] },
  { big: [590, 410], small: [270, 720] },
  { big: [500, 360], small: [500, 790] },
  { big: [420, 560], small: [760, 280] },
] as const;

function namePair(input: MarkInput, rng: Random): string {
  const { idea, paint, style } = input;
  const image = idea.image ?? idea.motif;
  if (!image) return "";
  const arrangement = rng.pick(PAIR_ARRANGEMENTS);
  // Mirrored or not: the smaller picture may stand on either side.
  const mirror = rng.chance(0.5) ? -1 : 1;
  const x = (value: number) => 500 + (value - 500) * mirror;
  const big = rng.range(660, 760);
  const small = rng.range(440, 520);
  const [lead, beside] = [image, idea.motif];
  const first = boldMotifMarkup(
    lead,
    style,
    { cx: x(arrangement.big[0]), cy: arrangement.big[1], size: big },
    paint.main,
  );
  if (!beside || beside === lead) return first;
  return `${first}${boldMotifMarkup(
    beside,
    style,
    { cx: x(arrangement.small[0]), cy: arrangement.small[1], size: small },
    paint.second,
    { gap: GAP, gapColour: paint.ground },
  )}`;
}

/** The initial an idea is built on: the first, or the second when the idea names it. */
export function initialOf(input: MarkInput): string {
  const letters = Array.from(input.letters);
  const letter = letters[input.idea.initial ?? 0] ?? letters[0] ?? "•";
  return input.idea.lowercase ? letter.toLowerCase() : letter;
}

function letterMotif(input: MarkInput, rng: Random): string {
  const { idea, paint, style, font } = input;
  const letter = initialOf(input);
  const placed = placeLetters(letter, font, 500, 500, 1000, 1000);
  // A solid letter, or the letter's outline drawn as one bold line (an inline lettermark).
  const letterShape =
    idea.outline === true
      ? `<path d="${placed.d}" fill="none" stroke="${paint.letter}" stroke-width="${OUTLINE * 0.8}" stroke-linejoin="round"/>`
      : `<path d="${placed.d}" fill="${paint.letter}"/>`;
  if (!idea.motif) return scaled(letterShape, 0.92);
  const room = idea.placement === "lean" ? null : largestDiscBeside(letterCoverage(letter, font));
  if (room && room.r >= 120) {
    const size = Math.min(room.r * 2 * rng.range(0.72, 0.86), 540);
    return scaled(
      `${letterShape}${boldMotifMarkup(idea.motif, style, { cx: room.cx, cy: room.cy, size }, paint.second)}`,
      0.92,
    );
  }
  // Leaning (or no room inside the letter: an I, a narrow face): the motif stands against the
  // letter's foot, clear of it.
  const side = rng.chance(0.5) ? 1 : -1;
  const shifted = placeLetters(letter, font, 500 - side * 110, 440, 820, 700);
  const shiftedShape =
    idea.outline === true
      ? `<path d="${shifted.d}" fill="none" stroke="${paint.letter}" stroke-width="${OUTLINE * 0.8}" stroke-linejoin="round"/>`
      : `<path d="${shifted.d}" fill="${paint.letter}"/>`;
  return `${shiftedShape}${boldMotifMarkup(
    idea.motif,
    style,
    { cx: 500 + side * 250, cy: 720, size: 440 },
    paint.second,
    { gap: GAP, gapColour: paint.ground },
  )}`;
}

function letterBlock(input: MarkInput, rng: Random): string {
  const { paint, font } = input;
  const d = vesselShape(input.idea, rng);
  const letters = input.letters || "•";
  const count = Array.from(letters).length;
  // The letters are large and run off the shape's edge: the shape is cut by them, not a plate
  // they sit on, and the negative space is the brand's own letter.
  const dx = rng.range(60, 150) * (rng.chance(0.5) ? 1 : -1);
  const dy = rng.range(50, 130);
  const placed =
    count > 1
      ? placeLetters(letters, font, 500 + dx * 0.3, 540 + dy * 0.6, 700, 980)
      : placeLetters(letters, font, 500 + dx, 500 + dy, 980, 980);
  const id = input.id("block");
  return `<defs><clipPath id="${id}"><path d="${d}"/></clipPath></defs><path d="${d}" fill="${paint.main}"/><g clip-path="url(#${id})"><path d="${placed.d}" fill="${paint.ground}"/></g>`;
}

function ligature(input: MarkInput, rng: Random): string {
  const { paint, font } = input;
  const [first, second] = Array.from(input.letters);
  if (!first || !second) return stencil(input, rng);
  // The closer the letters, the more the second one overlaps the first; it rises or falls.
  const apart = rng.range(100, 180);
  const rise = rng.range(90, 170) * (rng.chance(0.5) ? 1 : -1);
  const ratio = rng.range(0.8, 1);
  const height = 660;
  const a = placeLetters(first, font, 500 - apart, 500 - rise, height, 580);
  const b = placeLetters(second, font, 500 + apart, 500 + rise, height * ratio, 580 * ratio);
  return `<path d="${a.d}" fill="${paint.letter}"/><path d="${b.d}" fill="${paint.second}" stroke="${paint.ground}" stroke-width="${GAP}" paint-order="stroke" stroke-linejoin="round"/>`;
}

function stencil(input: MarkInput, rng: Random): string {
  const { paint, font } = input;
  const letters = input.letters || "•";
  const placed = placeLetters(letters, font, 500, 500, 900, 940);
  const band = bandOf(input.idea.band ?? rng.pick(["diagonal", "arc"] as const), GAP * 1.2, rng);
  const top = clipped(input.id("cut"), band.above, `<path d="${placed.d}" fill="${paint.letter}"/>`);
  const bottom = clipped(
    input.id("cut"),
    band.below,
    `<path d="${placed.d}" fill="${rng.chance(0.5) ? paint.second : paint.letter}"/>`,
  );
  return `<defs>${top.defs}${bottom.defs}</defs>${top.body}${bottom.body}`;
}

/** The mark's markup in a 0..1000 square. */
export function drawDesignedMark(input: MarkInput): string {
  const rng = createRandom(input.seed);
  const { idea, paint } = input;
  switch (idea.construction) {
    case "name-vessel":
    case "vessel":
      return vessel(input, rng);
    case "name-pair":
      return namePair(input, rng);
    case "letter-motif":
      return letterMotif(input, rng);
    case "letter-block":
      return letterBlock(input, rng);
    case "ligature":
      return ligature(input, rng);
    case "stencil":
      return stencil(input, rng);
    case "abstract":
      return drawGeometricMark(
        idea.geometry ?? "pixels",
        input.seed,
        { main: paint.main, second: paint.second, accent: paint.accent, ground: paint.ground },
        input.id("g"),
      );
  }
}
