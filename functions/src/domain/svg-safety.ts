/**
 * Uploaded SVGs are refused when they carry anything active or external (issue 10): scripts,
 * event handlers, embedded HTML (foreignObject), links to other files or sites, and DTD entity
 * declarations (billion-laughs, external entities). A logo needs none of these, and refusing
 * with a clear message is safer than rewriting a file the user will later download as theirs.
 */
export const UNSAFE_SVG_MESSAGE =
  "This SVG contains scripts, embedded web content or links to other files, which we do not accept for security. Save it as a plain SVG (or a PNG) and upload it again.";

/** Images embedded as data: URLs are fine; everything else a reference may point at is not. */
const SAFE_REFERENCE = /^(#|data:image\/(png|jpe?g|gif|webp);base64,)/i;

const FORBIDDEN_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/<!DOCTYPE/i, "a document type declaration"],
  [/<!ENTITY/i, "an entity declaration"],
  [/<\?xml-stylesheet/i, "an external stylesheet"],
  [/<\s*script[\s>/]/i, "a script"],
  [/<\s*foreignObject[\s>/]/i, "embedded web content"],
  [/<\s*(iframe|embed|object|audio|video|canvas|handler|listener)[\s>/]/i, "embedded content"],
  [/\son[a-z]+\s*=/i, "an event handler"],
  [/javascript\s*:/i, "a javascript: link"],
  [/@import/i, "a stylesheet import"],
];

/** The reason an SVG is refused, or null when it is a plain drawing. */
export function findUnsafeSvgContent(svg: string): string | null {
  for (const [pattern, reason] of FORBIDDEN_PATTERNS) {
    if (pattern.test(svg)) return reason;
  }
  for (const match of svg.matchAll(/\s(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis)) {
    if (!SAFE_REFERENCE.test((match[2] ?? "").trim())) return "a link to another file";
  }
  for (const match of svg.matchAll(/url\(\s*(["']?)(.*?)\1\s*\)/gis)) {
    if (!SAFE_REFERENCE.test((match[2] ?? "").trim())) return "a link to another file";
  }
  return null;
}
