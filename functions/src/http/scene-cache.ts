/**
 * Scenes already drawn, kept in this instance's memory so 'See it in use' draws a logo (or an
 * unsaved design) once per audience rather than on every call. A logo's drawing never changes
 * (an edit saves a new logo), an export's source is its own copy, and an unsaved design is keyed
 * by its whole content, so an entry never goes stale; the owner is checked before every answer.
 */
import { createHash } from "node:crypto";
import type { DesignEdits, MockupScene } from "../contract";
import { ByteLruCache } from "../engine/byte-lru-cache";

/** About sixty logos' preview scenes (some 400 KB each) or twenty export pages' (about 1.5 MB). */
const SCENE_CACHE_BYTES = 32 * 1024 * 1024;

/** The base64 images are one-byte strings; the titles and ids are noise beside them. */
function bytesOf(scenes: MockupScene[]): number {
  return scenes.reduce((sum, scene) => sum + scene.image.length + scene.title.length + 64, 0);
}

export const sceneCache = new ByteLruCache<string, MockupScene[]>(SCENE_CACHE_BYTES, bytesOf);

export type SceneSubject =
  | { of: "logo"; uid: string; logoId: string; design?: DesignEdits }
  | { of: "export"; uid: string; exportId: string };

/** One key per owner, drawing and audience: the unsaved design by a hash of all its edits. */
export function sceneCacheKey(subject: SceneSubject): string {
  if (subject.of === "export") return `export/${subject.uid}/${subject.exportId}`;
  if (!subject.design) return `logo/${subject.uid}/${subject.logoId}`;
  const edits = createHash("sha256").update(JSON.stringify(subject.design)).digest("base64url");
  return `design/${subject.uid}/${subject.logoId}/${edits}`;
}
