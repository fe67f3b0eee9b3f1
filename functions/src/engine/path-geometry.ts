/**
 * Outline paths as plain command lists, so glyphs can be moved, scaled and bent along arcs before
 * they are written once into the SVG master.
 */

export type PathCommand =
  | { type: "M" | "L"; x: number; y: number }
  | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: "Q"; x1: number; y1: number; x: number; y: number }
  | { type: "Z" };

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const EMPTY_BOX: Box = {
  x1: Number.POSITIVE_INFINITY,
  y1: Number.POSITIVE_INFINITY,
  x2: -Infinity,
  y2: -Infinity,
};

export function boxWidth(box: Box): number {
  return Number.isFinite(box.x1) ? box.x2 - box.x1 : 0;
}

export function boxHeight(box: Box): number {
  return Number.isFinite(box.y1) ? box.y2 - box.y1 : 0;
}

export function unionBox(a: Box, b: Box): Box {
  return {
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
    x2: Math.max(a.x2, b.x2),
    y2: Math.max(a.y2, b.y2),
  };
}

/** Bounds of the control polygon: a slight overestimate for curves, which is the safe side for spacing. */
export function commandsBox(commands: readonly PathCommand[]): Box {
  let box = EMPTY_BOX;
  const add = (x: number, y: number) => {
    box = {
      x1: Math.min(box.x1, x),
      y1: Math.min(box.y1, y),
      x2: Math.max(box.x2, x),
      y2: Math.max(box.y2, y),
    };
  };
  for (const c of commands) {
    if (c.type === "Z") continue;
    if (c.type === "C") {
      add(c.x1, c.y1);
      add(c.x2, c.y2);
    } else if (c.type === "Q") {
      add(c.x1, c.y1);
    }
    add(c.x, c.y);
  }
  return box;
}

type PointMap = (x: number, y: number) => [number, number];

export function mapCommands(commands: readonly PathCommand[], map: PointMap): PathCommand[] {
  return commands.map((c): PathCommand => {
    switch (c.type) {
      case "Z":
        return c;
      case "M":
      case "L": {
        const [x, y] = map(c.x, c.y);
        return { type: c.type, x, y };
      }
      case "Q": {
        const [x1, y1] = map(c.x1, c.y1);
        const [x, y] = map(c.x, c.y);
        return { type: "Q", x1, y1, x, y };
      }
      default: {
        const [x1, y1] = map(c.x1, c.y1);
        const [x2, y2] = map(c.x2, c.y2);
        const [x, y] = map(c.x, c.y);
        return { type: "C", x1, y1, x2, y2, x, y };
      }
    }
  });
}

export function translateScale(
  commands: readonly PathCommand[],
  dx: number,
  dy: number,
  scale = 1,
): PathCommand[] {
  return mapCommands(commands, (x, y) => [x * scale + dx, y * scale + dy]);
}

/** Rounds to 2 decimals: sub-pixel precision at 1024 px while keeping the master small. */
function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function toPathData(commands: readonly PathCommand[]): string {
  let d = "";
  for (const c of commands) {
    switch (c.type) {
      case "M":
      case "L":
        d += `${c.type}${num(c.x)} ${num(c.y)}`;
        break;
      case "Q":
        d += `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
        break;
      case "C":
        d += `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
        break;
      case "Z":
        d += "Z";
        break;
    }
  }
  return d;
}

export function fmt(value: number): string {
  return num(value);
}

/** Scale factors need more precision than coordinates: 0.01 of a scale is 1% of the size. */
export function fmtScale(value: number): string {
  return String(Math.round(value * 10000) / 10000);
}

/** A closed smooth curve through the points (Catmull-Rom written as cubic Béziers), as path data. */
export function smoothClosed(points: readonly (readonly [number, number])[], tension = 1): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] as readonly [number, number];
  let d = `M${fmt(at(0)[0])} ${fmt(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${fmt(c1[0] as number)} ${fmt(c1[1] as number)} ${fmt(c2[0] as number)} ${fmt(c2[1] as number)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return `${d}Z`;
}
