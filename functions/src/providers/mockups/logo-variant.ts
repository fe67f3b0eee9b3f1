/**
 * Which version of the logo goes on a surface: the one choice every scene makes, kept in one
 * place so that it can change (a better light-ground colour version, say) without touching the
 * drawings.
 */
import type { LogoPlacement, PrintProcess, SurfaceColour } from "../../domain/mockups/mockup-scenes";
import type { ArtVersion, LogoArt } from "../graphics/logo-art";
import { BLACK, contrast, parseColour, type Rgb, toHex, WHITE } from "../graphics/paint";

/** Below this contrast two colours read as the same ground: the logo goes on as designed. */
const SAME_GROUND = 1.25;
/** A surface this close to white is paper: the colour version made for light grounds. */
const PAPER_LIKE = 1.35;
/** A surface this close to black takes the colour version made for dark grounds. */
const NEAR_BLACK = 1.6;
/** A design ground at least this far from white is a dark (or strong) ground of its own. */
const DARK_GROUND = 3;
/**
 * White reads on a surface from this contrast (the WCAG minimum for graphics); designers reverse
 * a logo out of a mid-tone brand colour rather than print it black.
 */
const WHITE_READS = 3;

/**
 * The version of the logo for a surface of colour `surface`, for a logo designed on
 * `designGround`, printed by `process`.
 *
 * Full colour: on the design's own ground, the logo as designed; on paper, the colour version
 * for light grounds (inks that would vanish on white, like a near-white name made on navy, are
 * set in a colour that reads); on near-black, the colour version for dark grounds. On any other
 * colour (a brand-coloured cover, a mid-tone board) a designer drops to one colour, and so does
 * every one-ink process: white where white reads, else black.
 */
export function variantForGround(surface: Rgb, designGround: Rgb, process: PrintProcess): ArtVersion {
  if (process === "full-colour") {
    if (contrast(surface, designGround) < SAME_GROUND) return "as-designed";
    if (contrast(surface, WHITE) < PAPER_LIKE) return "light";
    if (contrast(surface, BLACK) < NEAR_BLACK) return "dark";
  }
  return contrast(WHITE, surface) >= WHITE_READS ? "reversed" : "black";
}

/** The hex colour a surface is painted in, for this logo. */
function surfaceColour(surface: SurfaceColour, art: LogoArt): string {
  const ground = parseColour(art.ground) ?? WHITE;
  switch (surface.kind) {
    case "fixed":
      return surface.colour;
    case "design-ground":
      return toHex(ground);
    case "dark-design-ground":
      return contrast(ground, WHITE) >= DARK_GROUND ? toHex(ground) : surface.otherwise;
    case "brand-colour":
      return art.brandColour;
  }
}

interface ChosenLogo {
  /** The surface's colour (hex). */
  surface: string;
  version: ArtVersion;
}

export function chooseLogo(placement: LogoPlacement, art: LogoArt): ChosenLogo {
  const surface = surfaceColour(placement.surface, art);
  const version = variantForGround(
    parseColour(surface) ?? WHITE,
    parseColour(art.ground) ?? WHITE,
    placement.process,
  );
  return { surface, version };
}
