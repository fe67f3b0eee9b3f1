/**
 * Checks the CSS an SVG carries (a `<style>` element, a `style` attribute, or a presentation
 * attribute such as `fill="url(#g)"`) by what it may do rather than by what it must not contain:
 * no escapes (which could spell any word), no at-rules (`@import`, `@font-face`), only the CSS
 * functions a drawing needs, and every `url()` pointing inside the document.
 */
import { UnsafeSvgError } from "./svg-refusal";

/** Colour, arithmetic and transform functions; `url` is checked on its own. */
const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  "url",
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "calc",
  "var",
  "matrix",
  "translate",
  "translatex",
  "translatey",
  "scale",
  "scalex",
  "scaley",
  "rotate",
  "skew",
  "skewx",
  "skewy",
]);

const FUNCTION_CALL = /([A-Za-z_-][\w-]*)\s*\(/g;
const URL_REFERENCE = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;
/** `#id`: a reference inside the document. */
const INTERNAL_REFERENCE = /^#[^\s()'"\\]+$/;

/** A CSS reference to another element of the document, by the property that makes it. */
export interface CssReference {
  /** The property (`fill`, `filter`, `marker-start`...), or the attribute name for attributes. */
  property: string;
  id: string;
}

/** Comments are dropped: nothing may hide inside them and be read differently elsewhere. */
function withoutComments(css: string): string {
  const stripped = css.replace(/\/\*[\s\S]*?\*\//g, " ");
  if (stripped.includes("/*")) throw new UnsafeSvgError("a style we cannot check");
  return stripped;
}

function referencedIds(css: string): string[] {
  const ids: string[] = [];
  for (const match of css.matchAll(URL_REFERENCE)) {
    const target = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (!INTERNAL_REFERENCE.test(target)) {
      throw new UnsafeSvgError(
        /^\s*javascript:/i.test(target) ? "a javascript: link" : "a link to another file",
      );
    }
    ids.push(target.slice(1));
  }
  return ids;
}

/**
 * The CSS as it will be written back (comments removed), once it is known to load nothing and run
 * nothing. Throws UnsafeSvgError otherwise.
 */
export function checkCss(css: string): string {
  const text = withoutComments(css);
  if (text.includes("\\")) throw new UnsafeSvgError("a style we cannot check");
  if (text.includes("@")) throw new UnsafeSvgError("a stylesheet import or web font");
  let calls = 0;
  for (const match of text.matchAll(FUNCTION_CALL)) {
    const name = (match[1] ?? "").toLowerCase();
    if (name.startsWith("-") || !ALLOWED_FUNCTIONS.has(name)) {
      throw new UnsafeSvgError(name === "expression" ? "a script" : "a style we cannot check");
    }
    calls += 1;
  }
  // Every parenthesis must open one of the calls above (nothing like `(url)(...)`).
  if ((text.match(/\(/g) ?? []).length !== calls) throw new UnsafeSvgError("a style we cannot check");
  referencedIds(text);
  return text.trim();
}

/** The `url(#id)` references of declarations (`fill: url(#g); filter: url(#f)`). */
export function declarationReferences(declarations: string): CssReference[] {
  const references: CssReference[] = [];
  for (const declaration of declarations.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    for (const id of referencedIds(declaration.slice(colon + 1))) references.push({ property, id });
  }
  return references;
}

/** The references a presentation attribute makes (`filter="url(#f)"`). */
export function attributeReferences(name: string, value: string): CssReference[] {
  return referencedIds(value).map((id) => ({ property: name.toLowerCase(), id }));
}

/** The references a stylesheet makes, whichever elements its selectors pick. */
export function stylesheetReferences(css: string): CssReference[] {
  const references: CssReference[] = [];
  for (const block of css.matchAll(/\{([^}]*)\}/g)) references.push(...declarationReferences(block[1] ?? ""));
  return references;
}
