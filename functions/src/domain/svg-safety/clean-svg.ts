/**
 * The allow-list applied to a parsed SVG: what may stay is kept, what is harmless but not needed
 * (editor metadata, comments, other namespaces, animation, unknown elements and attributes) is
 * dropped, and what is active or reaches outside the file is refused with the reason.
 */
import { checkCss } from "./css-check";
import { type EmbeddedImage, readEmbeddedImage } from "./embedded-images";
import type { SvgAttribute, SvgElement } from "./parse-svg";
import { UnreadableSvgError, UnsafeSvgError } from "./svg-refusal";
import {
  ANIMATION_ELEMENTS,
  EMBEDDED_IMAGE_ELEMENTS,
  INTERNAL_LINK_ELEMENTS,
  KEPT_ATTRIBUTES,
  KEPT_ELEMENTS,
  KEPT_XML_ATTRIBUTES,
  NAME_ATTRIBUTES,
  REFUSED_ELEMENTS,
  SVG_NAMESPACE,
  TEXT_ELEMENTS,
  UNWRAPPED_ELEMENTS,
  XHTML_NAMESPACE,
  XLINK_NAMESPACE,
  XML_NAMESPACE,
  XMLNS_NAMESPACE,
} from "./svg-vocabulary";

/** A kept attribute as it will be written: `href` and `xml:*` keep their namespace. */
interface CleanAttribute {
  name: string;
  value: string;
}

export interface CleanElement {
  kind: "element";
  name: string;
  attributes: CleanAttribute[];
  children: CleanNode[];
}

export type CleanNode = CleanElement | { kind: "text"; text: string };

export interface CleanSvg {
  root: CleanElement;
  /** Every raster image embedded as a data: URL, for the pixel budget. */
  embeddedImages: EmbeddedImage[];
}

/** Browsers drop tabs, newlines and other controls from URLs before reading the scheme. */
function scheme(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what is removed
  return value.replace(/[\u0000-\u0020]+/g, "").toLowerCase();
}

function refuseScriptUrls(value: string): void {
  const normalised = scheme(value);
  if (/(?:java|vb)script:/.test(normalised)) throw new UnsafeSvgError("a javascript: link");
}

const INTERNAL_LINK = /^#[^\s()'"\\]+$/;

class SvgCleaner {
  readonly embeddedImages: EmbeddedImage[] = [];

  constructor(private readonly unprefixedIsSvg: boolean) {}

  private namespaceOf(element: SvgElement): string {
    return element.namespace === "" && this.unprefixedIsSvg ? SVG_NAMESPACE : element.namespace;
  }

  clean(element: SvgElement): CleanNode[] {
    const namespace = this.namespaceOf(element);
    if (namespace === XHTML_NAMESPACE) throw new UnsafeSvgError("embedded web content");
    if (namespace !== SVG_NAMESPACE) return [];
    const refusal = REFUSED_ELEMENTS.get(element.local);
    if (refusal) throw new UnsafeSvgError(refusal);
    for (const attribute of element.attributes) refuseScriptUrls(attribute.value);
    if (ANIMATION_ELEMENTS.has(element.local)) {
      const target = element.attributes.find((attribute) => attribute.local === "attributeName");
      if (target && /(^|:)href$/i.test(target.value.trim())) throw new UnsafeSvgError("an animated link");
      return [];
    }
    if (UNWRAPPED_ELEMENTS.has(element.local)) return this.cleanChildren(element);
    if (!KEPT_ELEMENTS.has(element.local)) return [];
    return [
      {
        kind: "element",
        name: element.local,
        attributes: this.cleanAttributes(element),
        children: this.cleanChildren(element),
      },
    ];
  }

  private cleanChildren(element: SvgElement): CleanNode[] {
    const keepsText = TEXT_ELEMENTS.has(element.local);
    const children: CleanNode[] = [];
    for (const child of element.children) {
      if (child.kind === "element") children.push(...this.clean(child));
      else if (keepsText) children.push(this.cleanText(element, child.text));
    }
    return children;
  }

  private cleanText(element: SvgElement, text: string): CleanNode {
    return { kind: "text", text: element.local === "style" ? checkCss(text) : text };
  }

  private cleanAttributes(element: SvgElement): CleanAttribute[] {
    const kept: CleanAttribute[] = [];
    let href: string | null = null;
    let xlinkHref: string | null = null;
    for (const attribute of element.attributes) {
      const { namespace, local, value } = attribute;
      if (namespace === XMLNS_NAMESPACE) continue;
      if (namespace === XML_NAMESPACE) {
        if (KEPT_XML_ATTRIBUTES.has(local)) kept.push({ name: `xml:${local}`, value });
        continue;
      }
      if (namespace === XLINK_NAMESPACE) {
        if (local === "href") xlinkHref = value;
        continue;
      }
      // An attribute put in the SVG namespace with a prefix is read as the plain one: s:onload is
      // refused like onload, s:fill kept like fill.
      if (namespace !== "" && namespace !== SVG_NAMESPACE) continue;
      if (/^on/i.test(local)) throw new UnsafeSvgError("an event handler");
      if (local === "href") {
        href = value;
        continue;
      }
      const cleaned = this.cleanAttributeValue(attribute);
      if (cleaned !== null) kept.push({ name: local, value: cleaned });
    }
    // SVG 2: a plain href wins over xlink:href; both must be safe, only the winner is written.
    if (xlinkHref !== null) this.checkLink(element, xlinkHref);
    const link = href ?? xlinkHref;
    if (link !== null && this.checkLink(element, link)) kept.push({ name: "xlink:href", value: link.trim() });
    return kept;
  }

  private cleanAttributeValue({ local, value }: SvgAttribute): string | null {
    if (local.startsWith("data-")) return value;
    if (!KEPT_ATTRIBUTES.has(local)) return null;
    if (NAME_ATTRIBUTES.has(local)) return value;
    return checkCss(value);
  }

  /** Whether the link is kept (true) or dropped as meaningless here (false); refuses links out. */
  private checkLink(element: SvgElement, link: string): boolean {
    const value = link.trim();
    refuseScriptUrls(value);
    if (value.startsWith("#")) {
      if (!INTERNAL_LINK.test(value)) throw new UnsafeSvgError("a link to another file or site");
      return INTERNAL_LINK_ELEMENTS.has(element.local);
    }
    if (EMBEDDED_IMAGE_ELEMENTS.has(element.local)) {
      const image = readEmbeddedImage(value);
      if (image) {
        this.embeddedImages.push(image);
        return true;
      }
    }
    throw new UnsafeSvgError("a link to another file or site");
  }
}

/** The allow-listed copy of a parsed SVG; the root must be an `<svg>` element. */
export function cleanSvg(root: SvgElement): CleanSvg {
  const unprefixedIsSvg = root.namespace === "";
  if (root.local !== "svg" || (root.namespace !== SVG_NAMESPACE && !unprefixedIsSvg)) {
    throw new UnreadableSvgError("the root element is not <svg>");
  }
  const cleaner = new SvgCleaner(unprefixedIsSvg);
  const [cleaned] = cleaner.clean(root);
  if (cleaned?.kind !== "element") throw new UnreadableSvgError("the root element is not <svg>");
  return { root: cleaned, embeddedImages: cleaner.embeddedImages };
}
