import { layoutBoxed, layoutEmblem, layoutRingOrEmblem } from "./emblems";
import type { LayoutInput, LayoutKind } from "./layout-types";
import { layoutInline, layoutMonogram, layoutStacked } from "./symbol-lockups";
import { layoutTagline, layoutWordmark } from "./wordmarks";

export type { LayoutKind } from "./layout-types";
export { LAYOUT_KINDS } from "./layout-types";

/** Lockups that are built around a symbol: without one they would leave a hole. */
export const SYMBOL_LAYOUTS: ReadonlySet<LayoutKind> = new Set(["stacked", "inline", "monogram"]);

/** The name-only wordmark has no place for a tagline; its sibling 'tagline' layout has. */
export function layoutCanShowTagline(kind: LayoutKind): boolean {
  return kind !== "wordmark";
}

/**
 * Whether a layout sets the tagline when the design leaves the choice to it (generation): the
 * symbol lockups alternate with and without one so a group shows both.
 */
export function layoutShowsTagline(kind: LayoutKind, variation: number): boolean {
  switch (kind) {
    case "stacked":
      return variation % 2 === 1;
    case "inline":
    case "monogram":
      return variation % 2 === 0;
    case "wordmark":
      return false;
    case "emblem":
    case "badge-ring":
    case "tagline":
    case "boxed":
      return true;
  }
}

export function applyLayout(kind: LayoutKind, input: LayoutInput): void {
  const withTagline =
    input.tagline.trim() !== "" &&
    layoutCanShowTagline(kind) &&
    (input.showTagline ?? layoutShowsTagline(kind, input.variation));
  // Layouts that always set a tagline skip it when it is empty.
  const laid: LayoutInput = withTagline ? input : { ...input, tagline: "" };
  switch (kind) {
    case "stacked":
      layoutStacked(laid, { symbolSize: 360, nameCap: 76, withTagline });
      return;
    case "inline":
      layoutInline(laid, withTagline);
      return;
    case "emblem":
      layoutEmblem(laid);
      return;
    case "badge-ring":
      layoutRingOrEmblem(laid);
      return;
    case "monogram":
      layoutMonogram(laid, withTagline);
      return;
    case "wordmark":
      layoutWordmark(laid);
      return;
    case "tagline":
      layoutTagline(laid);
      return;
    case "boxed":
      layoutBoxed(laid);
      return;
  }
}
