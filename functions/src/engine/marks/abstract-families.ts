import { fmt } from "../path-geometry";
import type { Random } from "../random";
import type { MarkColors } from "./geometric";

/**
 * Abstract families with room enough that two brands' seeds never meet: each mark is built from
 * many independent choices (which way each tile turns, where each arc starts and ends, at which
 * angles the bands cross), so the number of distinct outlines runs into the thousands, and two
 * random seeds share little of their shape. All draw into the 0..1000 square.
 */

type Point = readonly [number, number];

function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const a0 = (from * Math.PI) / 180;
  const a1 = (to * Math.PI) / 180;
  const large = Math.abs(to - from) > 180 ? 1 : 0;
  return `M${fmt(cx + r * Math.cos(a0))} ${fmt(cy + r * Math.sin(a0))}A${fmt(r)} ${fmt(r)} 0 ${large} 1 ${fmt(cx + r * Math.cos(a1))} ${fmt(cy + r * Math.sin(a1))}`;
}

/**
 * Truchet tiles: a grid of cells, each holding two quarter arcs joining the midpoints of its
 * sides, turned one of two ways. Neighbouring arcs join into flowing paths; the pattern of turns
 * is the seed's.
 */
export function truchet(rng: Random, c: MarkColors): string {
  const size = rng.pick([3, 3, 4]);
  const cell = 920 / size;
  const origin = 40;
  const stroke = cell * rng.range(0.2, 0.28);
  const parts: string[] = [];
  // Half the cells draw one arc only, so the tiles leave open space and the outline is the seed's.
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      const x = origin + col * cell;
      const y = origin + row * cell;
      const r = cell / 2;
      const turn = rng.chance(0.5);
      const arcs = turn
        ? [arcPath(x, y, r, 0, 90), arcPath(x + cell, y + cell, r, 180, 270)]
        : [arcPath(x + cell, y, r, 90, 180), arcPath(x, y + cell, r, 270, 360)];
      const keep = rng.int(0, 3);
      const drawn = keep === 0 ? [arcs[0]] : keep === 1 ? [arcs[1]] : arcs;
      const colour = (row + col) % 3 === 0 ? c.second : c.main;
      for (const arc of drawn)
        parts.push(
          `<path d="${arc}" fill="none" stroke="${colour}" stroke-width="${fmt(stroke)}" stroke-linecap="round"/>`,
        );
    }
  return parts.join("");
}

/**
 * Segments: two to four concentric rings, each drawn as one to three arcs of seeded start and
 * length, like a dial or a radial chart.
 */
export function segments(rng: Random, c: MarkColors): string {
  const rings = rng.int(2, 4);
  const outer = 440;
  const width = (outer - 70) / (rings * 1.45);
  const colours = [c.main, c.second, c.accent, c.main];
  const parts: string[] = [];
  for (let ring = 0; ring < rings; ring++) {
    const r = outer - width / 2 - ring * width * 1.45;
    const count = rng.int(1, 3);
    let angle = rng.range(0, 360);
    const share = 360 / count;
    for (let k = 0; k < count; k++) {
      const length = share * rng.range(0.45, 0.85);
      parts.push(
        `<path d="${arcPath(500, 500, r, angle, angle + length)}" fill="none" stroke="${colours[ring % colours.length]}" stroke-width="${fmt(width)}" stroke-linecap="${rng.chance(0.6) ? "round" : "butt"}"/>`,
      );
      angle += share;
    }
  }
  if (rng.chance(0.5)) parts.push(`<circle cx="500" cy="500" r="${fmt(width * 0.55)}" fill="${c.accent}"/>`);
  return parts.join("");
}

/**
 * A weave: two to four bands crossing near the centre at seeded angles and lengths, each passing
 * over the one before with a clear gap, like a knot or a folded ribbon.
 */
export function weave(rng: Random, c: MarkColors): string {
  const count = rng.int(2, 4);
  const width = rng.range(120, 170) * (3 / (count + 1)) ** 0.3;
  const colours = rng.shuffle([c.main, c.second, c.accent, c.main]);
  const parts: string[] = [];
  const start = rng.range(0, 180);
  for (let k = 0; k < count; k++) {
    const angle = ((start + (180 / count) * k + rng.range(-18, 18)) * Math.PI) / 180;
    const reach = rng.range(300, 440);
    const back = rng.range(120, 440);
    const offset = rng.range(-90, 90);
    const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
    const [px, py] = [-uy * offset, ux * offset];
    const a: Point = [500 + px - ux * back, 500 + py - uy * back];
    const b: Point = [500 + px + ux * reach, 500 + py + uy * reach];
    // A band with round ends, as one filled outline, so its clear edge (drawn under its fill in
    // the ground's colour) belongs to it and no separate shape lies on empty ground.
    const h = width / 2;
    const [nx, ny] = [-uy * h, ux * h];
    const d = `M${fmt(a[0] + nx)} ${fmt(a[1] + ny)}L${fmt(b[0] + nx)} ${fmt(b[1] + ny)}A${fmt(h)} ${fmt(h)} 0 0 0 ${fmt(b[0] - nx)} ${fmt(b[1] - ny)}L${fmt(a[0] - nx)} ${fmt(a[1] - ny)}A${fmt(h)} ${fmt(h)} 0 0 0 ${fmt(a[0] + nx)} ${fmt(a[1] + ny)}Z`;
    parts.push(
      `<path d="${d}" fill="${colours[k % colours.length]}" stroke="${c.ground}" stroke-width="56" paint-order="stroke" stroke-linejoin="round"/>`,
    );
  }
  return parts.join("");
}

/**
 * A propeller: three to six blades of seeded length, width and sweep round a hub, unevenly
 * spaced the way a hand-drawn mark is, not a regular rosette.
 */
export function propeller(rng: Random, c: MarkColors): string {
  const blades = rng.int(3, 6);
  const sweep = rng.range(-40, 40);
  const parts: string[] = [];
  let angle = rng.range(0, 360);
  for (let k = 0; k < blades; k++) {
    const length = rng.range(300, 470);
    const width = rng.range(0.28, 0.5) * length;
    const a = (angle * Math.PI) / 180;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    const [px, py] = [-uy, ux];
    const tip: Point = [500 + ux * length, 500 + uy * length];
    const bend = (sweep * Math.PI) / 180;
    const side1: Point = [
      500 + ux * length * 0.5 + px * width * Math.cos(bend),
      500 + uy * length * 0.5 + py * width * Math.cos(bend),
    ];
    const side2: Point = [
      500 + ux * length * 0.6 - px * width * 0.3,
      500 + uy * length * 0.6 - py * width * 0.3,
    ];
    parts.push(
      `<path d="M500 500Q${fmt(side1[0])} ${fmt(side1[1])} ${fmt(tip[0])} ${fmt(tip[1])}Q${fmt(side2[0])} ${fmt(side2[1])} 500 500Z" fill="${k % 2 === 0 ? c.main : c.second}"/>`,
    );
    angle += (360 / blades) * rng.range(0.7, 1.3);
  }
  parts.push(`<circle cx="500" cy="500" r="${fmt(rng.range(40, 80))}" fill="${c.ground}"/>`);
  return parts.join("");
}

/**
 * Bauhaus blocks: a 2 x 2 or 3 x 3 grid where each cell holds a quarter disc, a half disc, a
 * disc, a triangle or nothing, turned and coloured by the seed.
 */
export function blocks(rng: Random, c: MarkColors): string {
  const grid = rng.pick([2, 3, 3]);
  const gap = grid === 2 ? 40 : 30;
  const cell = (940 - gap * (grid - 1)) / grid;
  const parts: string[] = [];
  const colours = [c.main, c.second, c.accent];
  let drawn = 0;
  for (let row = 0; row < grid; row++)
    for (let col = 0; col < grid; col++) {
      const x = 30 + col * (cell + gap);
      const y = 30 + row * (cell + gap);
      const kind = rng.pick(["quarter", "half", "disc", "triangle", "none", "quarter"] as const);
      const last = row === grid - 1 && col === grid - 1;
      if (kind === "none" && !(last && drawn < 2)) continue;
      drawn++;
      const fill = rng.pick(colours);
      const turn = rng.int(0, 3) * 90;
      let shape: string;
      switch (kind) {
        case "quarter":
          shape = `M${fmt(x)} ${fmt(y)}H${fmt(x + cell)}A${fmt(cell)} ${fmt(cell)} 0 0 1 ${fmt(x)} ${fmt(y + cell)}Z`;
          break;
        case "half":
          shape = `M${fmt(x)} ${fmt(y + cell)}A${fmt(cell / 2)} ${fmt(cell / 2)} 0 0 1 ${fmt(x + cell)} ${fmt(y + cell)}Z`;
          break;
        case "triangle":
          shape = `M${fmt(x)} ${fmt(y)}H${fmt(x + cell)}L${fmt(x)} ${fmt(y + cell)}Z`;
          break;
        default:
          shape = `M${fmt(x)} ${fmt(y + cell / 2)}A${fmt(cell / 2)} ${fmt(cell / 2)} 0 1 0 ${fmt(x + cell)} ${fmt(y + cell / 2)}A${fmt(cell / 2)} ${fmt(cell / 2)} 0 1 0 ${fmt(x)} ${fmt(y + cell / 2)}Z`;
      }
      parts.push(
        `<path d="${shape}" fill="${fill}" transform="rotate(${turn} ${fmt(x + cell / 2)} ${fmt(y + cell / 2)})"/>`,
      );
    }
  return parts.join("");
}
