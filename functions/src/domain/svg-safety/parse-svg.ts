/**
 * Reads an uploaded SVG into a small tree with a strict, namespace-aware XML parser (saxes): every
 * element and attribute carries the namespace its prefix is bound to, so `<s:script>` with `s`
 * bound to SVG is a script like any other. saxes processes no DTD, so no entity can expand or
 * reach outside; a document type declaration is refused outright. Comments and processing
 * instructions are not kept.
 */
import { SaxesParser, type SaxesTagNS } from "saxes";
import { SvgTooComplexError, UnreadableSvgError, UnsafeSvgError } from "./svg-refusal";

export interface SvgAttribute {
  /** The resolved namespace URI; "" for an unprefixed attribute. */
  namespace: string;
  local: string;
  value: string;
}

export interface SvgElement {
  kind: "element";
  namespace: string;
  local: string;
  attributes: SvgAttribute[];
  children: SvgNode[];
}

interface SvgText {
  kind: "text";
  text: string;
}

type SvgNode = SvgElement | SvgText;

/** Bounds on the file as written, checked while reading so a huge tree is never built. */
const PARSE_BOUNDS = {
  /** Elements in the file (a detailed logo from a design tool has a few thousand). */
  elements: 20_000,
  /** Nesting depth of elements (design tools nest about 10 deep). */
  depth: 64,
} as const;

function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UnreadableSvgError("not UTF-8");
  }
}

function toElement(tag: SaxesTagNS): SvgElement {
  return {
    kind: "element",
    namespace: tag.uri,
    local: tag.local,
    attributes: Object.values(tag.attributes).map((attribute) => ({
      namespace: attribute.uri,
      local: attribute.local,
      value: attribute.value,
    })),
    children: [],
  };
}

/** The document's root element, with everything it holds. Throws an SVG refusal otherwise. */
export function parseSvg(bytes: Buffer): SvgElement {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const open: SvgElement[] = [];
  const found: { root: SvgElement | null } = { root: null };
  let elements = 0;
  let deepest = 0;

  parser.on("error", (error) => {
    throw new UnreadableSvgError(error.message);
  });
  parser.on("doctype", () => {
    throw new UnsafeSvgError("a document type declaration");
  });
  parser.on("processinginstruction", ({ target }) => {
    if (target.toLowerCase() === "xml-stylesheet") throw new UnsafeSvgError("an external stylesheet");
  });
  parser.on("opentag", (tag) => {
    elements += 1;
    deepest = Math.max(deepest, open.length + 1);
    const element = toElement(tag);
    const parent = open.at(-1);
    // Past a bound only the counting goes on, so the refusal can say how far the file goes.
    const withinBounds = elements <= PARSE_BOUNDS.elements && deepest <= PARSE_BOUNDS.depth;
    if (parent && withinBounds) parent.children.push(element);
    if (!parent) found.root = element;
    open.push(element);
  });
  parser.on("closetag", () => {
    open.pop();
  });
  const addText = (text: string) => {
    const parent = open.at(-1);
    if (parent && elements <= PARSE_BOUNDS.elements) parent.children.push({ kind: "text", text });
  };
  parser.on("text", addText);
  parser.on("cdata", addText);

  parser.write(decodeUtf8(bytes)).close();

  if (elements > PARSE_BOUNDS.elements)
    throw new SvgTooComplexError("elements", elements, PARSE_BOUNDS.elements);
  if (deepest > PARSE_BOUNDS.depth)
    throw new SvgTooComplexError("levels of nesting", deepest, PARSE_BOUNDS.depth);
  if (found.root === null) throw new UnreadableSvgError("no root element");
  return found.root;
}
