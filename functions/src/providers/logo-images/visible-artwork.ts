/**
 * Whether an upload's pixels hold a logo the export can work with. The export makes its
 * transparent files (and the brand kit) by removing the backdrop with the two methods of
 * graphics/raster-background.ts and trimming to what is left; an image that is fully
 * transparent, or one flat colour edge to edge, leaves nothing, and those files would fail on
 * every try. The same two methods run here on the same 1024 px PNG, so the upload is refused
 * exactly when the export could not be made.
 */

import type { RawImage } from "../graphics/png";
import { cutOutArtwork, detectBackground, removeBackgroundByColourKey } from "../graphics/raster-background";

function hasOpaquePixel(image: RawImage): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
  return false;
}

export function hasVisibleArtwork(image: RawImage): boolean {
  if (!hasOpaquePixel(image)) return false;
  const background = detectBackground(image);
  return (
    hasOpaquePixel(removeBackgroundByColourKey(image, background)) &&
    hasOpaquePixel(cutOutArtwork(image, background))
  );
}
