/**
 * The e-mail signature's public image: the one stationery file anyone may fetch, because every
 * mail client that opens a message loads it. Its link must give nothing away and must stop working
 * the moment the owner no longer has it: a build that failed, a build replaced by a newer one and a
 * refunded export all take their image down.
 *
 * The image lives at `signatures/{token}.png`, the token 128 random bits: the path names no user,
 * export or brand, and one link cannot be guessed from another. The owner's own copy (for the
 * authenticated download) stays private in the build's folder beside the other files.
 */
import { randomBytes } from "node:crypto";
import type { FileStore } from "../ports/file-store";

const SIGNATURE_IMAGE_FOLDER = "signatures";

/** 128 bits: far beyond guessing, and 22 characters in base64url. */
const TOKEN_BYTES = 16;

const SIGNATURE_IMAGE_PATH = /^signatures\/[A-Za-z0-9_-]{22}\.png$/;

/**
 * Where a new build publishes its signature image. `random` is node's randomBytes; tests pass
 * their own to check the shape.
 */
export function newSignatureImagePath(random: (size: number) => Buffer = randomBytes): string {
  const token = random(TOKEN_BYTES).toString("base64url");
  return `${SIGNATURE_IMAGE_FOLDER}/${token}.png`;
}

/** A path as newSignatureImagePath makes it, and nothing else (no folder below, no other name). */
export function isSignatureImagePath(path: string): boolean {
  return SIGNATURE_IMAGE_PATH.test(path);
}

/**
 * A public image's cache lifetime bounds how long a withdrawn image can still be served from a
 * cache on the way: an hour keeps a withdrawal prompt while mail clients still fetch it rarely.
 */
export const SIGNATURE_IMAGE_CACHE = "public, max-age=3600";

/** What a stored build holds in Storage. */
interface StationeryObjects {
  files: readonly { path: string }[];
  /** Null for builds made before the image had a public copy of its own. */
  signatureImagePath: string | null;
}

/** Every object of a build: its private files and its public image. */
export function stationeryObjectPaths(build: StationeryObjects): string[] {
  const paths = build.files.map((file) => file.path);
  if (build.signatureImagePath !== null && !paths.includes(build.signatureImagePath)) {
    paths.push(build.signatureImagePath);
  }
  return paths;
}

/**
 * Deletes the objects, the public image first (it is the one anyone can reach), going on past a
 * failure so one object left behind does not keep the others. Returns the paths it could not delete.
 */
export async function removeStationeryObjects(files: FileStore, paths: readonly string[]): Promise<string[]> {
  const ordered = [...paths].sort(
    (a, b) => Number(isSignatureImagePath(b)) - Number(isSignatureImagePath(a)),
  );
  const left: string[] = [];
  for (const path of ordered) {
    try {
      await files.delete(path);
    } catch (error) {
      console.warn(`Could not remove the stationery object ${path}`, error);
      left.push(path);
    }
  }
  return left;
}
