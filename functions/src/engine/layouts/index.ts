import { layoutBoxed, layoutEmblem, layoutRingOrEmblem } from "./emblems";
import type { LayoutInput, LayoutKind } from "./layout-types";
import { layoutInline, layoutMonogram, layoutStacked } from "./symbol-lockups";
import { layoutTagline, layoutWordmark } from "./wordmarks";

export type { LayoutInput, LayoutKind } from "./layout-types";
export { LAYOUT_KINDS } from "./layout-types";

export function applyLayout(kind: LayoutKind, input: LayoutInput): void {
  switch (kind) {
    case "stacked":
      layoutStacked(input, { symbolSize: 360, nameCap: 76, withTagline: input.variation % 2 === 1 });
      return;
    case "inline":
      layoutInline(input, input.variation % 2 === 0);
      return;
    case "emblem":
      layoutEmblem(input);
      return;
    case "badge-ring":
      layoutRingOrEmblem(input);
      return;
    case "monogram":
      layoutMonogram(input);
      return;
    case "wordmark":
      layoutWordmark(input);
      return;
    case "tagline":
      layoutTagline(input);
      return;
    case "boxed":
      layoutBoxed(input);
      return;
  }
}
