/**
 * A small XML tree for SVG masters: enough to pick elements apart, change their paint and write
 * them back. The engine writes plain SVG (no entities beyond the XML five, no DTD), which is all
 * this reads; anything it cannot read is an error, never a silent guess.
 */

export interface SvgElement {
  kind: "element";
  name: string;
  /** In source order; values are kept exactly as written (entities stay escaped). */
  attributes: [string, string][];
  children: SvgNode[];
}

interface SvgText {
  kind: "text";
  /** Raw text as written (escaped). */
  text: string;
}

type SvgNode = SvgElement | SvgText;

const NAME = /[A-Za-z_][-\w:.]*/y;
const ATTRIBUTE = /\s+([A-Za-z_:][-\w:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const TAG_END = /\s*(\/?)>/y;
const CLOSE = /<\/([A-Za-z_][-\w:.]*)\s*>/y;

class SvgParseError extends Error {}

/** Parses an SVG document; returns its root <svg> element. */
export function parseSvg(source: string): SvgElement {
  let position = 0;
  const stack: SvgElement[] = [];
  let root: SvgElement | null = null;

  const append = (node: SvgNode) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
  };

  while (position < source.length) {
    const next = source.indexOf("<", position);
    if (next < 0) {
      if (source.slice(position).trim()) append({ kind: "text", text: source.slice(position) });
      break;
    }
    if (next > position) {
      const text = source.slice(position, next);
      if (stack.length > 0) append({ kind: "text", text });
      else if (text.trim()) throw new SvgParseError("Text outside the root element");
    }
    position = next;
    if (source.startsWith("<!--", position)) {
      const end = source.indexOf("-->", position + 4);
      if (end < 0) throw new SvgParseError("Unclosed comment");
      position = end + 3;
      continue;
    }
    if (source.startsWith("<?", position)) {
      const end = source.indexOf("?>", position + 2);
      if (end < 0) throw new SvgParseError("Unclosed processing instruction");
      position = end + 2;
      continue;
    }
    if (source.startsWith("<![CDATA[", position)) {
      const end = source.indexOf("]]>", position);
      if (end < 0) throw new SvgParseError("Unclosed CDATA section");
      append({ kind: "text", text: source.slice(position, end + 3) });
      position = end + 3;
      continue;
    }
    if (source.startsWith("<!", position)) throw new SvgParseError("Document type declarations are not read");
    if (source[position + 1] === "/") {
      CLOSE.lastIndex = position;
      const match = CLOSE.exec(source);
      const open = stack.pop();
      if (!match || !open || open.name !== match[1]) throw new SvgParseError("Mismatched closing tag");
      position = CLOSE.lastIndex;
      continue;
    }
    NAME.lastIndex = position + 1;
    const name = NAME.exec(source);
    if (!name) throw new SvgParseError(`Unreadable tag at ${position}`);
    const element: SvgElement = { kind: "element", name: name[0], attributes: [], children: [] };
    let cursor = NAME.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(source);
      if (!attribute) break;
      element.attributes.push([attribute[1] ?? "", attribute[2] ?? attribute[3] ?? ""]);
      cursor = ATTRIBUTE.lastIndex;
    }
    TAG_END.lastIndex = cursor;
    const end = TAG_END.exec(source);
    if (!end) throw new SvgParseError(`Unreadable tag <${element.name}>`);
    position = TAG_END.lastIndex;
    if (stack.length === 0) {
      if (root) throw new SvgParseError("More than one root element");
      root = element;
    } else {
      append(element);
    }
    if (end[1] !== "/") stack.push(element);
  }
  if (stack.length > 0) throw new SvgParseError(`Unclosed <${stack[stack.length - 1]?.name}>`);
  if (root?.name !== "svg") throw new SvgParseError("The root element is not <svg>");
  return root;
}

function quote(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

export function serialize(node: SvgNode): string {
  if (node.kind === "text") return node.text;
  const attributes = node.attributes.map(([name, value]) => ` ${name}=${quote(value)}`).join("");
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  return `<${node.name}${attributes}>${node.children.map(serialize).join("")}</${node.name}>`;
}

export function attribute(element: SvgElement, name: string): string | undefined {
  return element.attributes.find(([key]) => key === name)?.[1];
}

/** A copy of the element with `name` set (added at the end when missing) or removed (undefined). */
export function withAttribute(element: SvgElement, name: string, value: string | undefined): SvgElement {
  const attributes = element.attributes.filter(([key]) => key !== name || value !== undefined);
  const index = attributes.findIndex(([key]) => key === name);
  if (value !== undefined) {
    if (index >= 0) attributes[index] = [name, value];
    else attributes.push([name, value]);
  }
  return { ...element, attributes };
}

export function elementChildren(element: SvgElement): SvgElement[] {
  return element.children.filter((child): child is SvgElement => child.kind === "element");
}

/** Every element of the subtree, the element itself first. */
export function* walk(element: SvgElement): Generator<SvgElement> {
  yield element;
  for (const child of elementChildren(element)) yield* walk(child);
}

/** Deep copy with every element passed through `change` (children first, then the element). */
export function mapElements(element: SvgElement, change: (element: SvgElement) => SvgElement): SvgElement {
  const children = element.children.map((child) =>
    child.kind === "element" ? mapElements(child, change) : child,
  );
  return change({ ...element, attributes: [...element.attributes], children });
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The root's user space: its viewBox, else its width and height. */
export function viewBoxOf(root: SvgElement): ViewBox | null {
  const raw = attribute(root, "viewBox");
  if (raw !== undefined) {
    const parts = raw
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (parts.length === 4 && parts.every(Number.isFinite)) {
      const [x = 0, y = 0, width = 0, height = 0] = parts;
      if (width > 0 && height > 0) return { x, y, width, height };
    }
    return null;
  }
  const width = Number.parseFloat(attribute(root, "width") ?? "");
  const height = Number.parseFloat(attribute(root, "height") ?? "");
  return width > 0 && height > 0 ? { x: 0, y: 0, width, height } : null;
}

function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A standalone SVG document drawing `content` inside `box`, `width` x `height` user units wide. */
export function svgDocument(content: string, box: ViewBox, size?: { width: number; height: number }): string {
  const width = size?.width ?? box.width;
  const height = size?.height ?? box.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${formatNumber(width)}" height="${formatNumber(height)}" viewBox="${formatNumber(box.x)} ${formatNumber(box.y)} ${formatNumber(box.width)} ${formatNumber(box.height)}">${content}</svg>`;
}
