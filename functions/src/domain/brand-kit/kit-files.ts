/**
 * The kit's parts, versions and grounds, the sizes the health check also judges, and the names of
 * the logo files: what the kit's plan and the logo health check share. The health check reads
 * these without the whole plan, so a score does not load the mockup, motion and stationery plans.
 */

export type KitPart = "logo" | "symbol" | "wordmark";
/**
 * Full colour is made for a ground: colour-on-light for white pages and letters, colour-on-dark
 * for dark websites and packaging. A design made on navy with a white name keeps its name
 * readable on both. black and reversed (white) are the one-colour versions.
 */
export type KitVersion = "colour-on-light" | "colour-on-dark" | "black" | "reversed";
export type KitGround = "light" | "dark";

export interface KitShape {
  stem: string;
  source: "vector" | "raster";
  /** Parts found in the vector master (both false for raster sources). */
  hasSymbol: boolean;
  hasWordmark: boolean;
}

export const FAVICON_SIZES = [16, 32, 48] as const;
export const MASKABLE_ICON_SIZE = 512;
/** Android masks the icon to any shape inside a circle of 80% of its side: the art stays within. */
export const MASKABLE_SAFE_SHARE = 0.8;
/** Android draws launcher icons 48 dp across: 48 px on a basic screen, more on sharp ones. */
export const MASKABLE_CHECK_SIZE = 48;

/**
 * The share of a maskable icon's side that art of this shape may take on its longer side, so that
 * all of it stays inside the safe circle: its box's diagonal is the circle's diameter.
 */
export function maskableArtShare(width: number, height: number): number {
  const ratio = Math.min(width, height) / Math.max(width, height);
  return MASKABLE_SAFE_SHARE / Math.hypot(1, ratio);
}
const VERSION_NAME: Record<KitVersion, string> = {
  "colour-on-light": "color-on-light",
  "colour-on-dark": "color-on-dark",
  black: "black",
  reversed: "reversed",
};

/** The README names the icon file the favicon, profile pictures and app icons are drawn from. */
export function iconPart(shape: KitShape): "symbol" | "logo" {
  return shape.hasSymbol ? "symbol" : "logo";
}

export function vectorFileName(
  stem: string,
  part: KitPart,
  version: KitVersion,
  format: "svg" | "pdf",
): string {
  return `vector/${stem}-${part}-${VERSION_NAME[version]}.${format}`;
}

export function pngFileName(
  stem: string,
  part: "logo" | "symbol",
  size: number,
  ground: KitGround | null = "light",
): string {
  if (part === "symbol") return `png/${stem}-symbol-${size}.png`;
  return ground ? `png/${stem}-logo-on-${ground}-${size}.png` : `png/${stem}-logo-${size}.png`;
}
