import { fmt, smoothClosed } from "../path-geometry";
import type { Random } from "../random";

/**
 * Vessels: solid shapes drawn from parameters that hold a motif knocked out of them (a tooth in
 * a leaf, a cup in a drop). The shapes that picture something come from a brand name's imagery
 * (a leaf for Maple Grove, a peak for Summit); the plain ones (a squircle, a lens, a petal tile)
 * are chosen and proportioned by the brand's seed. Every path is drawn in a 0..1000 square,
 * centred, using about 900 units of it.
 */
const PICTURE_VESSELS = [
  "leaf",
  "drop",
  "sun",
  "crescent",
  "star",
  "peak",
  "pine",
  "flame",
  "heart",
  "shield",
  "hexagon",
  "arch",
  "pearl",
  "house",
  "blossom",
] as const;
export const PLAIN_VESSELS = ["squircle", "lens", "petal", "pebble", "quarter", "capsule"] as const;
export const VESSEL_KINDS = [...PICTURE_VESSELS, ...PLAIN_VESSELS] as const;
export type VesselKind = (typeof VESSEL_KINDS)[number];

type Point = readonly [number, number];

function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}Z`;
}

function rotateAbout(points: readonly Point[], degrees: number): Point[] {
  const a = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return points.map(([x, y]) => [500 + (x - 500) * c - (y - 500) * s, 500 + (x - 500) * s + (y - 500) * c]);
}

function leaf(rng: Random): string {
  // Two arcs meeting in points at both ends, tilted like a leaf on a twig.
  const half = rng.range(0.26, 0.36) * 1000;
  const tilt = rng.pick([-45, -35, 35, 45]);
  const bulge = rng.range(0.0, 0.12);
  const pts: Point[] = [
    [500, 40],
    [500 + half, 500 - 120 * bulge * 10],
    [500, 960],
    [500 - half, 500 + 120 * bulge * 10],
  ];
  const rotated = rotateAbout(pts, tilt);
  const [top, right, bottom, left] = rotated as [Point, Point, Point, Point];
  const k = 0.56;
  const curve = (from: Point, via: Point, to: Point) =>
    `C${fmt(from[0] + (via[0] - from[0]) * k)} ${fmt(from[1] + (via[1] - from[1]) * k)} ${fmt(to[0] + (via[0] - to[0]) * k)} ${fmt(to[1] + (via[1] - to[1]) * k)} ${fmt(to[0])} ${fmt(to[1])}`;
  // The control points pull each side out through its widest point.
  const sideRight: Point = [right[0] * 2 - (top[0] + bottom[0]) / 2, right[1] * 2 - (top[1] + bottom[1]) / 2];
  const sideLeft: Point = [left[0] * 2 - (top[0] + bottom[0]) / 2, left[1] * 2 - (top[1] + bottom[1]) / 2];
  return `M${fmt(top[0])} ${fmt(top[1])}${curve(top, sideRight, bottom)}${curve(bottom, sideLeft, top)}Z`;
}

function drop(rng: Random): string {
  const r = rng.range(300, 340);
  const cy = 960 - r;
  const tipY = rng.range(30, 90);
  const lean = rng.range(-0.3, 0.3);
  const tipX = 500 + lean * 400;
  const shoulder = rng.range(0.45, 0.7);
  return `M${fmt(tipX)} ${fmt(tipY)}C${fmt(tipX + r * shoulder)} ${fmt(tipY + (cy - tipY) * 0.45)} ${fmt(500 + r)} ${fmt(cy - r * 0.55)} ${fmt(500 + r)} ${fmt(cy)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(500 - r)} ${fmt(cy)}C${fmt(500 - r)} ${fmt(cy - r * 0.55)} ${fmt(tipX - r * shoulder)} ${fmt(tipY + (cy - tipY) * 0.45)} ${fmt(tipX)} ${fmt(tipY)}Z`;
}

function sun(rng: Random): string {
  const rays = rng.pick([8, 10, 12, 16]);
  const core = rng.range(250, 300);
  const inner = core + rng.range(35, 60);
  const outer = rng.range(440, 480);
  const width = rng.range(0.35, 0.55) * ((2 * Math.PI * inner) / rays);
  const round = rng.chance(0.5);
  const parts = [
    `M${fmt(500 - core)} 500A${fmt(core)} ${fmt(core)} 0 1 0 ${fmt(500 + core)} 500A${fmt(core)} ${fmt(core)} 0 1 0 ${fmt(500 - core)} 500Z`,
  ];
  const offset = rng.range(0, 360 / rays);
  for (let i = 0; i < rays; i++) {
    const a = ((offset + (360 / rays) * i) * Math.PI) / 180;
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const px = -uy;
    const py = ux;
    const w = width / 2;
    const base: Point[] = [
      [500 + ux * inner + px * w, 500 + uy * inner + py * w],
      [500 + ux * outer + px * (round ? w : w * 0.25), 500 + uy * outer + py * (round ? w : w * 0.25)],
      [500 + ux * outer - px * (round ? w : w * 0.25), 500 + uy * outer - py * (round ? w : w * 0.25)],
      [500 + ux * inner - px * w, 500 + uy * inner - py * w],
    ];
    parts.push(polygon(base));
  }
  return parts.join("");
}

function crescent(rng: Random): string {
  // The outer disc less an offset inner one: the outer arc runs the long way between the two
  // circles' crossings, the inner arc comes back inside.
  const r1 = 460;
  const r2 = r1 * rng.range(0.8, 0.9);
  const angle = ((rng.range(-60, -20) - 90) * Math.PI) / 180 + (rng.chance(0.5) ? Math.PI * 0.35 : 0);
  const shift = r1 * rng.range(0.36, 0.5);
  const [x2, y2] = [500 + Math.cos(angle) * shift, 500 + Math.sin(angle) * shift];
  const d = shift;
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r1 * r1 - a * a));
  const [ux, uy] = [(x2 - 500) / d, (y2 - 500) / d];
  const [mx, my] = [500 + ux * a, 500 + uy * a];
  const p: Point = [mx - uy * h, my + ux * h];
  const q: Point = [mx + uy * h, my - ux * h];
  return `M${fmt(p[0])} ${fmt(p[1])}A${fmt(r1)} ${fmt(r1)} 0 1 1 ${fmt(q[0])} ${fmt(q[1])}A${fmt(r2)} ${fmt(r2)} 0 1 0 ${fmt(p[0])} ${fmt(p[1])}Z`;
}

function star(rng: Random): string {
  const points = rng.pick([4, 4, 5, 6, 8]);
  const outer = 470;
  const inner =
    outer *
    (points === 4 ? rng.range(0.22, 0.32) : points === 5 ? rng.range(0.42, 0.5) : rng.range(0.45, 0.6));
  const pts: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (Math.PI / points) * i;
    pts.push([500 + r * Math.cos(a), 520 + r * Math.sin(a)]);
  }
  if (points === 4) {
    // A four-point star with curved sides: the north star of a compass rose.
    let d = `M${fmt(pts[0]?.[0] ?? 500)} ${fmt(pts[0]?.[1] ?? 50)}`;
    for (let i = 0; i < 8; i += 2) {
      const to = pts[(i + 2) % 8] as Point;
      const via = pts[i + 1] as Point;
      d += `Q${fmt(via[0])} ${fmt(via[1])} ${fmt(to[0])} ${fmt(to[1])}`;
    }
    return `${d}Z`;
  }
  return polygon(pts);
}

function peak(rng: Random): string {
  const peaks = rng.pick([1, 2, 2, 3]);
  const base = 900;
  const pts: Point[] = [[40, base]];
  const heights = Array.from({ length: peaks }, (_, i) =>
    i === Math.floor(peaks / 2) ? 80 : rng.range(260, 420),
  );
  const step = 920 / (peaks * 2);
  heights.forEach((h, i) => {
    pts.push([40 + step * (2 * i + 1) + rng.range(-30, 30), h]);
    if (i < peaks - 1) pts.push([40 + step * (2 * i + 2), rng.range(480, 600)]);
  });
  pts.push([960, base]);
  return polygon(pts);
}

function pine(rng: Random): string {
  const tiers = rng.int(2, 4);
  const trunk = rng.range(60, 90);
  const parts: string[] = [];
  const top = 40;
  const bottom = 850;
  const height = (bottom - top) / tiers;
  for (let i = 0; i < tiers; i++) {
    const y1 = top + i * height * 0.82;
    const y2 = y1 + height * 1.25;
    const half = 160 + (i + 1) * (300 / tiers);
    parts.push(
      polygon([
        [500, y1],
        [500 + half, Math.min(y2, bottom)],
        [500 - half, Math.min(y2, bottom)],
      ]),
    );
  }
  parts.push(
    `M${fmt(500 - trunk / 2)} ${fmt(bottom - 4)}H${fmt(500 + trunk / 2)}V960H${fmt(500 - trunk / 2)}Z`,
  );
  return parts.join("");
}

function flame(rng: Random): string {
  const lean = rng.range(-60, 60);
  const pts: Point[] = [
    [500 + lean, 40],
    [700, 330],
    [820, 600],
    [720, 880],
    [500, 960],
    [280, 880],
    [180, 620],
    [300, 380],
    [400 + lean / 2, 480],
  ];
  return smoothClosed(pts, rng.range(0.8, 1.1));
}

function heart(rng: Random): string {
  const w = rng.range(0.72, 1);
  const x = (v: number) => 500 + (v - 500) * w;
  return `M500 930C${fmt(x(340))} 800 ${fmt(x(60))} 620 ${fmt(x(60))} 360C${fmt(x(60))} 190 ${fmt(x(180))} 80 ${fmt(x(300))} 80C${fmt(x(400))} 80 470 140 500 210C530 140 ${fmt(x(600))} 80 ${fmt(x(700))} 80C${fmt(x(820))} 80 ${fmt(x(940))} 190 ${fmt(x(940))} 360C${fmt(x(940))} 620 ${fmt(x(660))} 800 500 930Z`;
}

function shield(rng: Random): string {
  const shoulder = rng.range(60, 130);
  return `M500 40C${fmt(600 + shoulder)} ${fmt(90 + shoulder / 3)} 760 110 880 100L880 470C880 700 720 860 500 960C280 860 120 700 120 470L120 100C240 110 ${fmt(400 - shoulder)} ${fmt(90 + shoulder / 3)} 500 40Z`;
}

function hexagon(rng: Random): string {
  const flat = rng.chance(0.5);
  const pts: Point[] = Array.from({ length: 6 }, (_, i) => {
    const a = ((60 * i + (flat ? 0 : 30)) * Math.PI) / 180;
    return [500 + 470 * Math.cos(a), 500 + 470 * Math.sin(a)];
  });
  return smoothClosed(
    pts.flatMap((p, i) => {
      const next = pts[(i + 1) % 6] as Point;
      // Points near each corner round it off a little.
      const t = 0.12;
      return [
        [p[0] + (next[0] - p[0]) * t, p[1] + (next[1] - p[1]) * t] as Point,
        [p[0] + (next[0] - p[0]) * (1 - t), p[1] + (next[1] - p[1]) * (1 - t)] as Point,
      ];
    }),
    0.35,
  );
}

function arch(rng: Random): string {
  const half = rng.range(300, 400);
  return `M${fmt(500 - half)} 960V${fmt(40 + half)}A${fmt(half)} ${fmt(half)} 0 0 1 ${fmt(500 + half)} ${fmt(40 + half)}V960Z`;
}

function pearl(rng: Random): string {
  // A disc with a glint: the glint is a hole, its path drawn the other way round so the nonzero
  // rule leaves it clear.
  const r = 460;
  const glint = rng.range(0.14, 0.2) * r;
  const gx = 500 - r * 0.45;
  const gy = 500 - r * 0.45;
  return `M40 500A460 460 0 1 0 960 500A460 460 0 1 0 40 500ZM${fmt(gx - glint)} ${fmt(gy)}A${fmt(glint)} ${fmt(glint)} 0 1 1 ${fmt(gx + glint)} ${fmt(gy)}A${fmt(glint)} ${fmt(glint)} 0 1 1 ${fmt(gx - glint)} ${fmt(gy)}Z`;
}

function house(rng: Random): string {
  const eave = rng.range(380, 470);
  const wall = rng.range(300, 360);
  return polygon([
    [500, 50],
    [500 + eave, 50 + eave * 0.9],
    [500 + wall, 50 + eave * 0.9],
    [500 + wall, 950],
    [500 - wall, 950],
    [500 - wall, 50 + eave * 0.9],
    [500 - eave, 50 + eave * 0.9],
  ]);
}

function blossom(rng: Random): string {
  // Petals as lobes of one outline: the radius swells between the petal gaps.
  const petals = rng.int(5, 8);
  const depth = rng.range(0.22, 0.42);
  const turn = rng.range(0, (Math.PI * 2) / petals);
  const pts: Point[] = [];
  const steps = petals * 12;
  for (let i = 0; i < steps; i++) {
    const a = turn + (i / steps) * Math.PI * 2;
    const r = 470 * (1 - depth * (1 - Math.abs(Math.cos((a - turn) * petals * 0.5))) ** 1.6);
    pts.push([500 + r * Math.cos(a), 500 + r * Math.sin(a)]);
  }
  return smoothClosed(pts);
}

function squircle(rng: Random): string {
  // A superellipse: squarer than a circle, rounder than a rounded square.
  const n = rng.range(3, 5);
  const pts: Point[] = [];
  for (let i = 0; i < 48; i++) {
    const t = (i / 48) * Math.PI * 2;
    const c = Math.cos(t);
    const s = Math.sin(t);
    pts.push([
      500 + 460 * Math.sign(c) * Math.abs(c) ** (2 / n),
      500 + 460 * Math.sign(s) * Math.abs(s) ** (2 / n),
    ]);
  }
  return smoothClosed(pts);
}

function lens(rng: Random): string {
  const half = rng.range(0.34, 0.42) * 1000;
  return `M500 40C${fmt(500 + half * 1.3)} 260 ${fmt(500 + half * 1.3)} 740 500 960C${fmt(500 - half * 1.3)} 740 ${fmt(500 - half * 1.3)} 260 500 40Z`;
}

function petal(rng: Random): string {
  // A square with two opposite corners fully rounded: the modern 'leaf tile'.
  const r = rng.range(380, 460);
  const flip = rng.chance(0.5);
  return flip
    ? `M60 60H${fmt(940 - r)}A${fmt(r)} ${fmt(r)} 0 0 1 940 ${fmt(60 + r)}V940H${fmt(60 + r)}A${fmt(r)} ${fmt(r)} 0 0 1 60 ${fmt(940 - r)}Z`
    : `M${fmt(60 + r)} 60H940V${fmt(940 - r)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(940 - r)} 940H60V${fmt(60 + r)}A${fmt(r)} ${fmt(r)} 0 0 1 ${fmt(60 + r)} 60Z`;
}

function pebble(rng: Random): string {
  const count = rng.int(5, 7);
  const start = rng.range(0, Math.PI * 2);
  const pts: Point[] = Array.from({ length: count }, (_, i) => {
    const a = start + (i / count) * Math.PI * 2;
    const r = rng.range(380, 470);
    return [500 + r * Math.cos(a), 500 + r * Math.sin(a)];
  });
  return smoothClosed(pts);
}

function quarter(rng: Random): string {
  const corner = rng.int(0, 3);
  const [cx, cy] = [
    [60, 940],
    [60, 60],
    [940, 60],
    [940, 940],
  ][corner] as [number, number];
  const sx = cx === 60 ? 1 : -1;
  const sy = cy === 60 ? 1 : -1;
  const r = 880;
  return `M${cx} ${cy}H${fmt(cx + sx * r)}A${r} ${r} 0 0 ${sx * sy > 0 ? 1 : 0} ${cx} ${fmt(cy + sy * r)}Z`;
}

function capsule(rng: Random): string {
  const half = rng.range(250, 330);
  return `M${fmt(500 - half)} ${fmt(40 + half)}A${fmt(half)} ${fmt(half)} 0 0 1 ${fmt(500 + half)} ${fmt(40 + half)}V${fmt(960 - half)}A${fmt(half)} ${fmt(half)} 0 0 1 ${fmt(500 - half)} ${fmt(960 - half)}Z`;
}

const DRAW: Record<VesselKind, (rng: Random) => string> = {
  leaf,
  drop,
  sun,
  crescent,
  star,
  peak,
  pine,
  flame,
  heart,
  shield,
  hexagon,
  arch,
  pearl,
  house,
  blossom,
  squircle,
  lens,
  petal,
  pebble,
  quarter,
  capsule,
};

/**
 * The vessel's outline as path data in the 1000-unit square, filled by the nonzero rule: pieces
 * that overlap (a pine's tiers) join, and holes (a pearl's glint) run the other way round.
 */
export function vesselPath(kind: VesselKind, rng: Random): string {
  return DRAW[kind](rng);
}
