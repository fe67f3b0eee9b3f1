/**
 * Keyframed values over time, with the easing of each stretch as a cubic Bézier: the one
 * description every output reads. frameSvg samples it, the animated SVG writes it as CSS
 * keyframes (cubic-bezier timing functions) and the Lottie as keyframes with the same handles,
 * so the three move alike.
 */

/** A CSS cubic-bezier(x1, y1, x2, y2), or a hold: the value jumps at the next key. */
export type Ease = readonly [number, number, number, number] | "hold";

export interface Key {
  /** Seconds from the start. */
  t: number;
  v: readonly number[];
  /** The easing from this key to the next. */
  ease: Ease;
}

/** Keys in time order; before the first and after the last the value stays put. */
export type Track = readonly Key[];

export const EASE = {
  linear: [0, 0, 1, 1],
  out: [0.22, 1, 0.36, 1],
  inOut: [0.65, 0, 0.35, 1],
  in: [0.55, 0, 1, 0.45],
  overshoot: [0.34, 1.56, 0.64, 1],
  gentle: [0.4, 0, 0.2, 1],
} as const satisfies Record<string, Ease>;

function bezierAt(p1: number, p2: number, s: number): number {
  const u = 1 - s;
  return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s;
}

/** The eased progress at `x` (0 to 1) along the curve, found by bisection on x. */
function easeAt(ease: Ease, x: number): number {
  if (ease === "hold") return x >= 1 ? 1 : 0;
  const [x1, y1, x2, y2] = ease;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 30; step++) {
    const middle = (low + high) / 2;
    if (bezierAt(x1, x2, middle) < x) low = middle;
    else high = middle;
  }
  return bezierAt(y1, y2, (low + high) / 2);
}

export function sampleTrack(track: Track, t: number): number[] {
  const first = track[0];
  if (!first) return [];
  if (t <= first.t) return [...first.v];
  for (let index = 0; index < track.length - 1; index++) {
    const from = track[index] as Key;
    const to = track[index + 1] as Key;
    if (t >= to.t) continue;
    const progress = easeAt(from.ease, (t - from.t) / (to.t - from.t));
    return from.v.map((value, dimension) => value + ((to.v[dimension] ?? value) - value) * progress);
  }
  return [...(track[track.length - 1] as Key).v];
}

/** When the track stops changing. */
export function trackEnd(track: Track): number {
  return track[track.length - 1]?.t ?? 0;
}

/**
 * A value held at `from` until `start`, then eased to `to` over `duration`. More stretches may
 * follow with `next`.
 */
export function ramp(
  from: readonly number[],
  to: readonly number[],
  start: number,
  duration: number,
  ease: Ease,
) {
  const keys: Key[] = [];
  if (start > 0) keys.push({ t: 0, v: from, ease: EASE.linear });
  keys.push({ t: start, v: from, ease }, { t: start + duration, v: to, ease: EASE.linear });
  const builder = {
    keys,
    /** Eases on to `to` over `duration`. */
    next(next: readonly number[], duration: number, ease: Ease) {
      const last = keys[keys.length - 1] as Key;
      keys[keys.length - 1] = { ...last, ease };
      keys.push({ t: last.t + duration, v: next, ease: EASE.linear });
      return builder;
    },
  };
  return builder;
}

/** A value that jumps from `from` to `to` in `count` equal steps, the last at `start + duration`. */
export function steps(from: number, to: number, start: number, duration: number, count: number): Track {
  const keys: Key[] = [];
  const jumps = Array.from({ length: count }, (_, index) => start + (duration * (index + 1)) / count);
  if ((jumps[0] ?? 0) > 0) keys.push({ t: 0, v: [from], ease: "hold" });
  jumps.forEach((t, index) => {
    keys.push({ t, v: [from + ((to - from) * (index + 1)) / count], ease: "hold" });
  });
  return keys;
}
