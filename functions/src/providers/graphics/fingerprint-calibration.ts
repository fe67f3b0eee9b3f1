/**
 * The fingerprint's shape and the distances the calibration chose (silhouette-fingerprint.test.ts
 * measures them again on every run). Kept apart from the drawing code so that the API can declare
 * the register without loading resvg and sharp until a request fingerprints.
 */

/** Cells along each side of the grid the outline and the ink are counted in. */
export const CELLS = 7;
/** Outline directions told apart (ink always lies on one side of an edge, so over a full turn). */
export const DIRECTIONS = 8;
/** Bins the box's width-to-height ratio is spread over. */
export const ASPECT_BINS = 8;

/** Outline per direction per cell, ink per cell, then the aspect: the register's vector length. */
export const FINGERPRINT_DIMENSIONS = CELLS * CELLS * DIRECTIONS + CELLS * CELLS + ASPECT_BINS;

/**
 * Below this cosine distance two logos are the same logo. In the calibration the farthest copy of
 * a logo (PNG at 1024 or 300 px, JPEG, recoloured, moved and scaled, cut 3% into its ink) came to
 * 0.016, and the closest logos of two different brands (the same badge with other words) to 0.030
 * over all 24 brands of UNIQUE_MARK_TRADES (0.0525 over the twelve the test keeps).
 */
export const LOOK_ALIKE_DISTANCE = 0.025;

/**
 * The same for symbols alone. A symbol is a simpler shape than a logo, so copies move further
 * (a one-colour print that drops a pale letter of a monogram: 0.032) and different symbols stay
 * further apart (0.074 at the closest over the 24 brands).
 */
export const SYMBOL_LOOK_ALIKE_DISTANCE = 0.05;
