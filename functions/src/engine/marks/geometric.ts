import { fmt } from "../path-geometry";
import { createRandom, type Random } from "../random";
import { blocks, propeller, segments, truchet, weave } from "./abstract-families";

/**
 * Abstract marks drawn from the seed: nobody else has them. Each generator draws into a
 * 1000-unit square with the direction's colours; the seed changes proportions, counts, rotation
 * and colour order, the kind keeps the family recognisable across a group.
 */
export const GEOMETRIC_KINDS = [
  "petals",
  "rings",
  "quarters",
  "chevrons",
  "orbit",
  "facets",
  "sunburst",
  "waves",
  "pixels",
  "stack",
  "blob",
  "truchet",
  "segments",
  "weave",
  "propeller",
  "blocks",
] as const;
export type GeometricKind = (typeof GEOMETRIC_KINDS)[number];

/** Words used in direction descriptions. */
export const GEOMETRIC_LABELS: Record<GeometricKind, string> = {
  petals: "rotational petal",
  rings: "interlocking ring",
  quarters: "Bauhaus tile",
  chevrons: "stacked chevron",
  orbit: "orbit",
  facets: "faceted cube",
  sunburst: "sunburst",
  waves: "wave",
  pixels: "pixel grid",
  stack: "layered bar",
  blob: "gradient pebble",
  truchet: "flowing tile",
  segments: "radial arc",
  weave: "woven band",
  propeller: "swept blade",
  blocks: "Bauhaus block",
};

export interface MarkColors {
  main: string;
  second: string;
  accent: string;
  /** The ground the mark sits on, used for knock-outs and gaps. */
  ground: string;
}

type Generator = (rng: Random, c: MarkColors, id: string) => string;

function gradient(id: string, from: string, to: string, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const dx = Math.cos(rad) * 500;
  const dy = Math.sin(rad) * 500;
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${fmt(500 - dx)}" y1="${fmt(500 - dy)}" x2="${fmt(500 + dx)}" y2="${fmt(500 + dy)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const petals: Generator = (rng, c, id) => {
  const count = rng.pick([5, 6, 8, 8, 10, 12]);
  const length = 470;
  const width = length * rng.range(0.22, count > 8 ? 0.3 : 0.42);
  const twist = rng.range(0, 360 / count);
  const useGradient = rng.chance(0.5);
  const defs = useGradient ? `<defs>${gradient(`${id}g`, c.main, c.second, rng.range(0, 180))}</defs>` : "";
  const fillFor = (i: number) => (useGradient ? `url(#${id}g)` : i % 2 === 0 ? c.main : c.second);
  const petal = `M500 500Q${fmt(500 + width)} ${fmt(500 - length / 2)} 500 ${fmt(500 - length)}Q${fmt(500 - width)} ${fmt(500 - length / 2)} 500 500Z`;
  const shapes = Array.from(
    { length: count },
    (_, i) =>
      `<path d="${petal}" fill="${fillFor(i)}" fill-opacity="${useGradient ? 0.85 : 0.92}" transform="rotate(${fmt(twist + (360 / count) * i)} 500 500)"/>`,
  ).join("");
  const core = rng.chance(0.5)
    ? `<circle cx="500" cy="500" r="${fmt(length * 0.12)}" fill="${c.ground}"/>`
    : "";
  return `${defs}${shapes}${core}`;
};

const rings: Generator = (rng, c) => {
  const count = rng.pick([2, 3, 3]);
  const stroke = rng.range(54, 80);
  const colors = rng.shuffle([c.main, c.second, c.accent]);
  if (count === 2) {
    const r = 250;
    const offset = rng.range(130, 170);
    return [0, 1]
      .map(
        (i) =>
          `<circle cx="${fmt(500 + (i === 0 ? -offset : offset))}" cy="500" r="${fmt(r)}" fill="none" stroke="${colors[i]}" stroke-width="${fmt(stroke)}" stroke-opacity="0.92"/>`,
      )
      .join("");
  }
  const r = 210;
  const spread = rng.range(125, 150);
  const rotation = rng.pick([0, 180]);
  return [0, 1, 2]
    .map((i) => {
      const a = ((rotation - 90 + i * 120) * Math.PI) / 180;
      return `<circle cx="${fmt(500 + Math.cos(a) * spread)}" cy="${fmt(520 + Math.sin(a) * spread)}" r="${fmt(r)}" fill="none" stroke="${colors[i]}" stroke-width="${fmt(stroke)}" stroke-opacity="0.9"/>`;
    })
    .join("");
};

const quarters: Generator = (rng, c) => {
  const grid = rng.pick([2, 2, 3]);
  const gap = grid === 2 ? 36 : 28;
  const cell = (1000 - gap * (grid - 1)) / grid;
  const palette = [c.main, c.second, c.accent, c.main];
  const out: string[] = [];
  for (let row = 0; row < grid; row++) {
    for (let col = 0; col < grid; col++) {
      const x = col * (cell + gap);
      const y = row * (cell + gap);
      const fill = rng.pick(palette);
      const kind = rng.pick(["quarter", "quarter", "half", "circle", "square"]);
      const corner = rng.int(0, 3);
      const cx = x + (corner === 1 || corner === 2 ? cell : 0);
      const cy = y + (corner >= 2 ? cell : 0);
      if (kind === "quarter") {
        const sx = corner === 1 || corner === 2 ? -1 : 1;
        const sy = corner >= 2 ? -1 : 1;
        out.push(
          `<path d="M${fmt(cx)} ${fmt(cy)}L${fmt(cx + sx * cell)} ${fmt(cy)}A${fmt(cell)} ${fmt(cell)} 0 0 ${sx * sy > 0 ? 1 : 0} ${fmt(cx)} ${fmt(cy + sy * cell)}Z" fill="${fill}"/>`,
        );
      } else if (kind === "half") {
        const horizontal = corner % 2 === 0;
        const mx = x + cell / 2;
        const my = y + cell / 2;
        out.push(
          horizontal
            ? `<path d="M${fmt(x)} ${fmt(my)}A${fmt(cell / 2)} ${fmt(cell / 2)} 0 0 1 ${fmt(x + cell)} ${fmt(my)}Z" fill="${fill}"/>`
            : `<path d="M${fmt(mx)} ${fmt(y)}A${fmt(cell / 2)} ${fmt(cell / 2)} 0 0 1 ${fmt(mx)} ${fmt(y + cell)}Z" fill="${fill}"/>`,
        );
      } else if (kind === "circle") {
        out.push(
          `<circle cx="${fmt(x + cell / 2)}" cy="${fmt(y + cell / 2)}" r="${fmt(cell / 2)}" fill="${fill}"/>`,
        );
      } else {
        out.push(
          `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(cell)}" height="${fmt(cell)}" rx="${fmt(cell * 0.08)}" fill="${fill}"/>`,
        );
      }
    }
  }
  return out.join("");
};

const chevrons: Generator = (rng, c, id) => {
  const count = rng.pick([2, 3, 3, 4]);
  const thickness = rng.range(90, 130) * (3 / count) ** 0.4;
  const spacing = thickness * rng.range(1.45, 1.8);
  const height = 300;
  const defs = `<defs>${gradient(`${id}g`, c.second, c.main, 90)}</defs>`;
  const total = spacing * (count - 1) + thickness + height;
  const top = 500 - total / 2;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = top + i * spacing;
    const fill = i === 0 ? c.accent : `url(#${id}g)`;
    out.push(
      `<path d="M120 ${fmt(y + height)}L500 ${fmt(y)}L880 ${fmt(y + height)}L880 ${fmt(y + height + thickness)}L500 ${fmt(y + thickness)}L120 ${fmt(y + height + thickness)}Z" fill="${count > 2 && i === 0 ? fill : `url(#${id}g)`}" stroke-linejoin="round"/>`,
    );
  }
  return `${defs}${out.join("")}`;
};

const orbit: Generator = (rng, c) => {
  const r = rng.range(190, 250);
  const tilt = rng.range(-35, -15);
  const rx = 440;
  const ry = rng.range(120, 170);
  const stroke = rng.range(34, 48);
  const angle = rng.range(200, 250);
  const rad = (angle * Math.PI) / 180;
  const mx = 500 + rx * Math.cos(rad);
  const my = 500 + ry * Math.sin(rad);
  // The back half of the orbit passes behind the planet, the front half in front of it.
  return [
    `<g transform="rotate(${fmt(tilt)} 500 500)">`,
    `<path d="M${fmt(500 - rx)} 500A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(500 + rx)} 500" fill="none" stroke="${c.second}" stroke-width="${fmt(stroke)}" stroke-linecap="round"/>`,
    `</g>`,
    `<circle cx="500" cy="500" r="${fmt(r)}" fill="${c.main}"/>`,
    `<g transform="rotate(${fmt(tilt)} 500 500)">`,
    `<path d="M${fmt(500 + rx)} 500A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(500 - rx)} 500" fill="none" stroke="${c.ground}" stroke-width="${fmt(stroke * 2.2)}" stroke-linecap="round"/>`,
    `<path d="M${fmt(500 + rx)} 500A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(500 - rx)} 500" fill="none" stroke="${c.second}" stroke-width="${fmt(stroke)}" stroke-linecap="round"/>`,
    `<circle cx="${fmt(mx)}" cy="${fmt(my)}" r="${fmt(stroke * 1.5)}" fill="${c.accent}"/>`,
    `</g>`,
  ].join("");
};

const facets: Generator = (rng, c) => {
  const s = 420;
  const h = s * Math.sin(Math.PI / 3);
  const cx = 500;
  const cy = 500;
  const top = `M${fmt(cx)} ${fmt(cy - s)}L${fmt(cx + h)} ${fmt(cy - s / 2)}L${fmt(cx)} ${fmt(cy)}L${fmt(cx - h)} ${fmt(cy - s / 2)}Z`;
  const left = `M${fmt(cx - h)} ${fmt(cy - s / 2)}L${fmt(cx)} ${fmt(cy)}L${fmt(cx)} ${fmt(cy + s)}L${fmt(cx - h)} ${fmt(cy + s / 2)}Z`;
  const right = `M${fmt(cx + h)} ${fmt(cy - s / 2)}L${fmt(cx + h)} ${fmt(cy + s / 2)}L${fmt(cx)} ${fmt(cy + s)}L${fmt(cx)} ${fmt(cy)}Z`;
  const colors = rng.chance(0.5) ? [c.second, c.main, c.accent] : [c.accent, c.main, c.second];
  const gap = rng.range(14, 26);
  const cutout = rng.chance(0.45);
  const inner = s * 0.42;
  const innerH = inner * Math.sin(Math.PI / 3);
  const hole = cutout
    ? `<path d="M${fmt(cx)} ${fmt(cy - inner)}L${fmt(cx + innerH)} ${fmt(cy - inner / 2)}L${fmt(cx + innerH)} ${fmt(cy + inner / 2)}L${fmt(cx)} ${fmt(cy + inner)}L${fmt(cx - innerH)} ${fmt(cy + inner / 2)}L${fmt(cx - innerH)} ${fmt(cy - inner / 2)}Z" fill="${c.ground}"/>`
    : "";
  return [top, left, right]
    .map(
      (d, i) =>
        `<path d="${d}" fill="${colors[i]}" stroke="${c.ground}" stroke-width="${fmt(gap)}" stroke-linejoin="round"/>`,
    )
    .join("")
    .concat(hole);
};

const sunburst: Generator = (rng, c) => {
  const rays = rng.pick([8, 10, 12, 16]);
  const inner = rng.range(170, 220);
  const rayInner = inner + rng.range(45, 70);
  const rayOuter = 480;
  const rayWidth = rng.range(30, 48) * (12 / rays) ** 0.5;
  const horizon = rng.chance(0.4);
  const out: string[] = [];
  for (let i = 0; i < rays; i++) {
    const angle = (360 / rays) * i + (horizon ? 0 : 90 / rays);
    if (horizon && angle > 100 && angle < 260) continue;
    out.push(
      `<rect x="${fmt(500 - rayWidth / 2)}" y="${fmt(500 - rayOuter)}" width="${fmt(rayWidth)}" height="${fmt(rayOuter - rayInner)}" rx="${fmt(rayWidth / 2)}" fill="${i % 2 === 0 ? c.main : c.second}" transform="rotate(${fmt(angle)} 500 500)"/>`,
    );
  }
  if (horizon) {
    out.push(
      `<path d="M${fmt(500 - inner)} 560A${fmt(inner)} ${fmt(inner)} 0 0 1 ${fmt(500 + inner)} 560Z" fill="${c.accent}"/>`,
    );
    out.push(`<rect x="140" y="600" width="720" height="44" rx="22" fill="${c.main}"/>`);
    out.push(`<rect x="240" y="690" width="520" height="44" rx="22" fill="${c.second}"/>`);
    return `<g transform="translate(0 -70)">${out.join("")}</g>`;
  }
  out.push(`<circle cx="500" cy="500" r="${fmt(inner)}" fill="${c.accent}"/>`);
  return out.join("");
};

const waves: Generator = (rng, c, id) => {
  const bands = rng.pick([3, 4]);
  const amplitude = rng.range(34, 60);
  const phase = rng.range(0, 1);
  const colors = [c.main, c.second, c.accent, c.main];
  const bandHeight = 1000 / (bands + 1);
  const out: string[] = [`<defs><clipPath id="${id}c"><circle cx="500" cy="500" r="470"/></clipPath></defs>`];
  out.push(`<g clip-path="url(#${id}c)">`);
  out.push(`<rect width="1000" height="1000" fill="${c.main}" fill-opacity="0.12"/>`);
  for (let b = 0; b < bands; b++) {
    const y = bandHeight * (b + 1) + 20;
    const w = 1000 / 2;
    const shift = phase * w + b * 60;
    let d = `M${fmt(-w - shift)} ${fmt(y)}`;
    for (let k = -1; k < 4; k++) {
      const x0 = k * w - shift;
      d += `Q${fmt(x0 + w / 4)} ${fmt(y - amplitude)} ${fmt(x0 + w / 2)} ${fmt(y)}Q${fmt(x0 + (3 * w) / 4)} ${fmt(y + amplitude)} ${fmt(x0 + w)} ${fmt(y)}`;
    }
    d += "L1500 1100L-600 1100Z";
    out.push(`<path d="${d}" fill="${colors[b % colors.length]}"/>`);
  }
  out.push("</g>");
  return out.join("");
};

const pixels: Generator = (rng, c) => {
  const size = 5;
  const cell = 1000 / size;
  const inset = cell * 0.08;
  const half = Math.ceil(size / 2);
  const cells: boolean[][] = [];
  let filled = 0;
  while (filled < 9) {
    filled = 0;
    for (let y = 0; y < size; y++) {
      cells[y] = [];
      for (let x = 0; x < half; x++) {
        const on = rng.chance(0.55);
        (cells[y] as boolean[])[x] = on;
        if (on) filled += x === half - 1 ? 1 : 2;
      }
    }
  }
  const out: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const mirrored = x < half ? x : size - 1 - x;
      if (!cells[y]?.[mirrored]) continue;
      const accent = (x + y * 3) % 7 === 0;
      out.push(
        `<rect x="${fmt(x * cell + inset)}" y="${fmt(y * cell + inset)}" width="${fmt(cell - 2 * inset)}" height="${fmt(cell - 2 * inset)}" rx="${fmt(cell * 0.18)}" fill="${accent ? c.accent : y < 2 ? c.second : c.main}"/>`,
      );
    }
  }
  return out.join("");
};

const stack: Generator = (rng, c, id) => {
  const bars = rng.pick([3, 4]);
  const height = rng.range(120, 160);
  const gap = rng.range(40, 60);
  const total = bars * height + (bars - 1) * gap;
  const top = 500 - total / 2;
  const skew = rng.chance(0.5);
  const defs = `<defs>${gradient(`${id}g`, c.main, c.second, 0)}</defs>`;
  const out: string[] = [defs];
  for (let i = 0; i < bars; i++) {
    const width = skew ? 420 + (i * 520) / (bars - 1) : 940 - i * 150;
    const x = skew ? 940 - width : 30 + (i * 150) / 2;
    const y = top + i * (height + gap);
    const fill = i === (skew ? 0 : bars - 1) ? c.accent : `url(#${id}g)`;
    out.push(
      `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" rx="${fmt(height / 2)}" fill="${fill}"/>`,
    );
  }
  return out.join("");
};

const blob: Generator = (rng, c, id) => {
  const points = rng.int(5, 7);
  const radii = Array.from({ length: points }, () => rng.range(360, 470));
  const offset = rng.range(0, Math.PI * 2);
  const pts = radii.map((r, i) => {
    const a = offset + (i / points) * Math.PI * 2;
    return [500 + r * Math.cos(a), 500 + r * Math.sin(a)] as const;
  });
  // Closed Catmull-Rom spline through the points, written as cubic Béziers.
  let d = `M${fmt(pts[0]?.[0] ?? 500)} ${fmt(pts[0]?.[1] ?? 500)}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points] as readonly [number, number];
    const p1 = pts[i] as readonly [number, number];
    const p2 = pts[(i + 1) % points] as readonly [number, number];
    const p3 = pts[(i + 2) % points] as readonly [number, number];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1[0] ?? 0)} ${fmt(c1[1] ?? 0)} ${fmt(c2[0] ?? 0)} ${fmt(c2[1] ?? 0)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  d += "Z";
  const defs = `<defs>${gradient(`${id}g`, c.second, c.main, rng.range(30, 150))}</defs>`;
  const dotAngle = rng.range(0, Math.PI * 2);
  const dot = `<circle cx="${fmt(500 + 170 * Math.cos(dotAngle))}" cy="${fmt(500 + 170 * Math.sin(dotAngle))}" r="${fmt(rng.range(80, 120))}" fill="${c.ground}"/>`;
  return `${defs}<path d="${d}" fill="url(#${id}g)"/>${dot}`;
};

const GENERATORS: Record<GeometricKind, Generator> = {
  petals,
  rings,
  quarters,
  chevrons,
  orbit,
  facets,
  sunburst,
  waves,
  pixels,
  stack,
  blob,
  truchet,
  segments,
  weave,
  propeller,
  blocks,
};

/** Markup in a 0..1000 square; `id` keeps gradient and clip ids unique within one document. */
export function drawGeometricMark(kind: GeometricKind, seed: number, colors: MarkColors, id: string): string {
  return GENERATORS[kind](createRandom(seed), colors, id);
}

/** Marks whose shape leaves the square's corners empty read as round; layouts size them larger. */
export const ROUND_KINDS: ReadonlySet<GeometricKind> = new Set([
  "petals",
  "rings",
  "orbit",
  "sunburst",
  "waves",
  "blob",
  "facets",
]);
