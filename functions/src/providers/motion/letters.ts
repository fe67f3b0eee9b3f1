/**
 * The name's letters, for animations that bring them in one by one. The engine outlines the name
 * as one path with a contour per letter shape; contours that share their horizontal span belong
 * to one letter (a hole inside its outer contour, the dot over an i, an Arabic letter's dots), and
 * letters follow the reading direction: a right-to-left name starts on the right.
 */
import bidiFactory from "bidi-js";
import type { Box } from "../graphics/logo-parts";
import { attribute, type SvgElement, withAttribute } from "../graphics/svg-tree";
import { contoursBox, pathContours } from "./vector-pieces";

export type ReadingDirection = "ltr" | "rtl";

const bidi = bidiFactory();

/** The direction a name reads in, by the bidi algorithm's first strong letter (as the engine sets it). */
export function readingDirection(brandName: string | undefined): ReadingDirection {
  if (!brandName) return "ltr";
  const level = bidi.getEmbeddingLevels(brandName, "auto").paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? "rtl" : "ltr";
}

interface Letter {
  /** A copy of the name's element drawing only this letter's contours. */
  element: SvgElement;
  box: Box;
}

interface Outline {
  d: string;
  box: Box;
  /** Its place in the name's path data. */
  order: number;
}

/** Path data cut at each moveto: one piece of text per contour. */
function splitContours(d: string): string[] {
  return d
    .split(/(?=[Mm])/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function overlap(a1: number, a2: number, b1: number, b2: number): number {
  return Math.min(a2, b2) - Math.max(a1, b1);
}

/** Whether two outlines are parts of one letter (see the header). */
function sameLetter(a: Box, b: Box): boolean {
  const narrower = Math.min(a.x2 - a.x1, b.x2 - b.x1);
  if (overlap(a.x1, a.x2, b.x1, b.x2) < 0.5 * narrower) return false;
  // Letters of another line overlap too: they are as tall, and their lines do not touch.
  const shorter = Math.min(a.y2 - a.y1, b.y2 - b.y1);
  const taller = Math.max(a.y2 - a.y1, b.y2 - b.y1);
  return overlap(a.y1, a.y2, b.y1, b.y2) > 0 || shorter < 0.45 * taller;
}

function union(a: Box, b: Box): Box {
  return {
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
    x2: Math.max(a.x2, b.x2),
    y2: Math.max(a.y2, b.y2),
  };
}

/** The line each box sits on (0 the top line): a new line starts where the centres jump down. */
function linesOf(boxes: readonly Box[]): number[] {
  const heights = boxes.map((box) => box.y2 - box.y1).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 1;
  const centre = (box: Box) => (box.y1 + box.y2) / 2;
  const byCentre = boxes.map((box, index) => ({ index, y: centre(box) })).sort((a, b) => a.y - b.y);
  const lines = new Array<number>(boxes.length).fill(0);
  let line = 0;
  let previous = byCentre[0]?.y ?? 0;
  for (const { index, y } of byCentre) {
    if (y - previous > 0.6 * typical) line += 1;
    lines[index] = line;
    previous = y;
  }
  return lines;
}

/**
 * The letters of the name's elements, in reading order: lines from top to bottom, and along a
 * line from the left (or from the right for a right-to-left name). Only absolute path data splits
 * (what the engine writes); any other element stays one letter.
 */
export function nameLetters(elements: readonly SvgElement[], direction: ReadingDirection): Letter[] {
  const groups: { element: SvgElement; parts: Outline[]; box: Box }[] = [];
  for (const element of elements) {
    const d = attribute(element, "d");
    const absolute = d !== undefined && !/[a-ln-z]/.test(d);
    const outlines: Outline[] = (absolute ? splitContours(d) : [d ?? ""]).flatMap((part, order) => {
      const box = contoursBox(pathContours(part, attribute(element, "transform") ?? ""));
      return box ? [{ d: part, box, order }] : [];
    });
    // Widest first, so a letter's big outer contour gathers its holes and dots.
    const sorted = [...outlines].sort((a, b) => b.box.x2 - b.box.x1 - (a.box.x2 - a.box.x1));
    const own: { element: SvgElement; parts: Outline[]; box: Box }[] = [];
    for (const outline of sorted) {
      const home = own.find((group) => sameLetter(group.box, outline.box));
      if (home) {
        home.parts.push(outline);
        home.box = union(home.box, outline.box);
      } else own.push({ element, parts: [outline], box: outline.box });
    }
    groups.push(...own);
  }
  const line = linesOf(groups.map((group) => group.box));
  const ordered = groups
    .map((group, index) => ({ group, line: line[index] ?? 0 }))
    .sort(
      (a, b) =>
        a.line - b.line ||
        (direction === "rtl" ? b.group.box.x2 - a.group.box.x2 : a.group.box.x1 - b.group.box.x1),
    )
    .map(({ group }) => group);
  return ordered.map((group) => {
    // The contours keep the order they had in the name, so each letter is drawn as it was.
    const d = [...group.parts]
      .sort((a, b) => a.order - b.order)
      .map((part) => part.d)
      .join("");
    return { element: withAttribute(group.element, "d", d), box: group.box };
  });
}
