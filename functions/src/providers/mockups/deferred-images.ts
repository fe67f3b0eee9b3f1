/**
 * Images a drawing holds that cost much to make (a scene's blurred shadows: a blur, a resize and a
 * PNG each) and that its text only stands in for until a render needs their pixels. A fixed layer
 * is found by its document's text (layered-raster.ts); with stand-ins that text is known without
 * making the images, so a layer kept or read from the build's pack never makes them at all.
 */
import { createHash } from "node:crypto";
import { onFirstUse } from "../on-first-use";

const STAND_IN = /<!--deferred ([0-9a-f]{40})-->/g;

/**
 * Each image stood in for, by key, made on its first render and kept: a shadow per outline, size
 * and blur, under a hundred for every scene at every size. The bound only guards memory should a
 * drawing ever make shadows that follow its logo: a stand-in is made into its image within the
 * drawing that made it, long before a thousand others could push it out.
 */
const IMAGES_KEPT = 1000;
const images = new Map<string, () => Promise<string>>();

/**
 * A stand-in for the image `make` makes. `inputs` must name everything the image is made from:
 * two stand-ins with the same inputs are the same image.
 */
export function deferredImage(inputs: string, make: () => Promise<string>): string {
  const key = createHash("sha1").update(inputs).digest("hex");
  if (!images.has(key)) {
    if (images.size >= IMAGES_KEPT) images.delete(images.keys().next().value as string);
    images.set(key, onFirstUse(make));
  }
  return `<!--deferred ${key}-->`;
}

/**
 * `svg` without its stand-ins: for a copy of a drawing kept only for the definitions in it (a clip
 * path, a gradient), where an image is never painted and need not be made.
 */
export function withoutStandIns(svg: string): string {
  return svg.replace(STAND_IN, "");
}

/** `svg` with every stand-in replaced by its image, each made once per process. */
export async function withDeferredImages(svg: string): Promise<string> {
  const keys = new Set(Array.from(svg.matchAll(STAND_IN), (match) => match[1] as string));
  if (keys.size === 0) return svg;
  const made = new Map(
    await Promise.all(
      [...keys].map(async (key) => {
        const image = images.get(key);
        if (!image) throw new Error(`No image is known for the stand-in ${key}`);
        return [key, await image()] as const;
      }),
    ),
  );
  return svg.replace(STAND_IN, (_, key: string) => made.get(key) ?? "");
}
