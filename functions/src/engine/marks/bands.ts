import { fmt } from "../path-geometry";
import type { Random } from "../random";

/**
 * Bands: a line that cuts a motif in two, leaving a clear gap along it, so one shape becomes two
 * (a bean that is also a wave, a tooth split by a peak). The band is a curve across the 1000-unit
 * square; the two sides are clip regions above and below it, each pulled back by half the gap.
 */
export const BAND_KINDS = ["wave", "zigzag", "arc", "diagonal"] as const;
export type BandKind = (typeof BAND_KINDS)[number];

interface Band {
  /** Clip region for the part above the band, and for the part below it. */
  above: string;
  below: string;
}

type Curve = (x: number) => number;

function curveOf(kind: BandKind, rng: Random, height: number | undefined): Curve {
  const middle = height ?? rng.range(470, 560);
  switch (kind) {
    case "wave": {
      const periods = rng.pick([1, 1.5, 2]);
      const amplitude = rng.range(45, 75);
      const phase = rng.range(0, Math.PI * 2);
      return (x) => middle + amplitude * Math.sin(phase + (x / 1000) * periods * Math.PI * 2);
    }
    case "zigzag": {
      const teeth = rng.pick([2, 3]);
      const amplitude = rng.range(60, 100);
      const width = 1000 / teeth;
      return (x) => {
        const t = (((x % width) + width) % width) / width;
        return middle + amplitude * (Math.abs(t - 0.5) * 4 - 1);
      };
    }
    case "arc": {
      const sag = rng.range(90, 160) * (rng.chance(0.5) ? 1 : -1);
      return (x) => middle + sag * (1 - ((x - 500) / 500) ** 2) - sag / 2;
    }
    case "diagonal": {
      const slope = rng.range(0.35, 0.7) * (rng.chance(0.5) ? 1 : -1);
      return (x) => middle + slope * (x - 500);
    }
  }
}

/** The band along `kind`'s curve, `gap` units wide, crossing the square about `height` down. */
export function bandOf(kind: BandKind, gap: number, rng: Random, height?: number): Band {
  const curve = curveOf(kind, rng, height);
  const steps = kind === "zigzag" ? 240 : 60;
  const xs = Array.from({ length: steps + 1 }, (_, i) => -100 + (1200 * i) / steps);
  const path = (offset: number) => xs.map((x) => `${fmt(x)} ${fmt(curve(x) + offset)}`).join("L");
  const half = gap / 2;
  return {
    above: `M-100 -100L${path(-half)}L1100 -100Z`,
    below: `M-100 1100L${path(half)}L1100 1100Z`,
  };
}
