/**
 * Animations already made, kept in this instance's memory so 'Play' animates a logo (or an unsaved
 * design) once per style and audience. Keys follow the scenes' (scene-cache.ts): a logo's drawing
 * never changes, an export's source is its own copy and an unsaved design is keyed by its edits,
 * so an entry never goes stale; the owner is checked before every answer.
 */
import type { MotionStyle } from "../contract";
import type { LogoAnimation } from "../domain/ports/motion-maker";
import { ByteLruCache } from "../engine/byte-lru-cache";
import { type SceneSubject, sceneCacheKey } from "./scene-cache";

/** An animated SVG is some 40 KB: about four hundred animations. */
const ANIMATION_CACHE_BYTES = 16 * 1024 * 1024;

export const animationCache = new ByteLruCache<string, LogoAnimation>(
  ANIMATION_CACHE_BYTES,
  (animation) => animation.svg.length + 32,
);

export function animationCacheKey(subject: SceneSubject, style: MotionStyle): string {
  return `motion/${sceneCacheKey(subject)}/${style}`;
}
