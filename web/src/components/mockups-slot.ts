import type { DesignEdits, Logo } from "@contract";
import type { ComponentType } from "react";

/**
 * 'See it in use' on a logo card and in the editor. The scenes are a feature of their own and
 * features do not import each other, so route pages hand the implementation in
 * (features/mockups/components/mockups-button.tsx); screens only know this shape.
 */
export interface MockupsSlotProps {
  logo: Logo;
  /** The brand name the scenes' captions and image descriptions use. */
  brandName: string;
  /** The editor's unsaved design: the scenes show it instead of the saved logo. */
  design?: DesignEdits | null;
}

export type MockupsSlot = ComponentType<MockupsSlotProps>;

/** A screen rendered without the scenes: no button. */
export function WithoutMockups(): null {
  return null;
}
