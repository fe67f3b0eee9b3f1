/** The size uploads are drawn at; shared by the in-process and the isolated renderer. */

export const UPLOAD_PNG_SIZE = 1024;

/** SVGs are drawn at twice the stored size and reduced, for smooth edges. */
const SVG_DRAWN_SIDE = 2 * UPLOAD_PNG_SIZE;

/**
 * The density (dpi; the SVG's own size is at 72) that draws an SVG's longer side at 2048 px,
 * whatever size it declares: a 10-unit icon comes out sharp, and a drawing that declares itself
 * 100,000 px wide costs no more pixels than any other.
 */
export function uploadRenderDensity(width: number | undefined, height: number | undefined): number {
  const side = Math.max(width ?? 0, height ?? 0);
  if (!Number.isFinite(side) || side <= 0) return 72;
  return Math.min(100_000, Math.max(1, (72 * SVG_DRAWN_SIDE) / side));
}
