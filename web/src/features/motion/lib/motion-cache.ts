import type { MotionResponse, MotionStyle } from "@contract";

export type Motion = MotionResponse["motion"];

/** Enough for every style of a handful of designs; an animation is a few KB of SVG. */
const MAX_ENTRIES = 60;

/**
 * Animations already made, by what they animate (a logo, an edited design or an export) and
 * style. Switching back to a style, or opening Play again, shows it at once with no call.
 */
const cache = new Map<string, Motion>();

function keyOf(scope: string, style: MotionStyle | null): string {
  return `${scope}|${style ?? "fitting"}`;
}

/** The animation in `style`, or, for null, in the style the server chose to fit the design. */
export function cachedMotion(scope: string, style: MotionStyle | null): Motion | null {
  return cache.get(keyOf(scope, style)) ?? null;
}

/** An answer is kept under the style asked for and under the style it is in. */
export function rememberMotion(scope: string, asked: MotionStyle | null, motion: Motion): void {
  for (const key of new Set([keyOf(scope, asked), keyOf(scope, motion.style)])) {
    cache.delete(key);
    cache.set(key, motion);
  }
  // A Map iterates in insertion order: the first keys are the least recently made.
  for (const key of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(key);
  }
}
