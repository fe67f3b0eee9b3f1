/**
 * Uploaded SVGs are rebuilt, never stored as sent: parsed with a namespace-aware XML parser,
 * reduced to an allow-list of SVG elements and attributes, bounded in what they cost to draw, and
 * written out again. Active or external content (scripts, event handlers, embedded documents,
 * links out of the file, animated links, entities) is refused with the reason; what a logo does
 * not need but cannot harm (editor metadata, comments, animation) is left out. SECURITY.md lists
 * what the result guarantees.
 */
import { cleanSvg } from "./clean-svg";
import { parseSvg } from "./parse-svg";
import { serialiseSvg } from "./serialise-svg";
import { checkSvgBudget } from "./svg-budget";

export { SvgTooComplexError, UnreadableSvgError, UnsafeSvgError } from "./svg-refusal";

/** The safe SVG to store, serve and draw, in place of the uploaded bytes. */
export function sanitiseUploadedSvg(bytes: Buffer): Buffer {
  const cleaned = cleanSvg(parseSvg(bytes));
  checkSvgBudget(cleaned);
  return Buffer.from(serialiseSvg(cleaned.root), "utf8");
}
