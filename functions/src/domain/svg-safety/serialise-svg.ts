/**
 * Writes a cleaned SVG back out: our own bytes, never the uploader's. One namespace declaration
 * each for SVG and xlink on the root, every attribute value and text escaped, UTF-8.
 */
import type { CleanElement, CleanNode } from "./clean-svg";
import { SVG_NAMESPACE, XLINK_NAMESPACE } from "./svg-vocabulary";

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

function writeNode(node: CleanNode, out: string[]): void {
  if (node.kind === "text") {
    out.push(escapeText(node.text));
    return;
  }
  writeElement(node, out, false);
}

function writeElement(element: CleanElement, out: string[], isRoot: boolean): void {
  out.push(`<${element.name}`);
  if (isRoot) out.push(` xmlns="${SVG_NAMESPACE}" xmlns:xlink="${XLINK_NAMESPACE}"`);
  for (const { name, value } of element.attributes) out.push(` ${name}="${escapeAttribute(value)}"`);
  if (element.children.length === 0) {
    out.push("/>");
    return;
  }
  out.push(">");
  for (const child of element.children) writeNode(child, out);
  out.push(`</${element.name}>`);
}

export function serialiseSvg(root: CleanElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  writeElement(root, out, true);
  return out.join("");
}
