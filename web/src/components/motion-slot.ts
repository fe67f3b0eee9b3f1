import type { DesignEdits, Export, Logo } from "@contract";
import type { ComponentType } from "react";

/**
 * The logo in motion, on a logo card, in the editor and on an export's page. The animation is a
 * feature of its own (features/motion) and features do not import each other, so route pages hand
 * the implementation in; screens only know these shapes.
 */
export interface MotionSlotProps {
  logo: Logo;
  /** The brand name the animation's description uses. */
  brandName: string;
  /** The editor's unsaved design: the animation shows it instead of the saved logo. */
  design?: DesignEdits | null;
}

export type MotionSlot = ComponentType<MotionSlotProps>;

/** A screen rendered without the animation: no Play button. */
export function WithoutMotion(): null {
  return null;
}

export interface ExportMotionSlotProps {
  exportItem: Export;
  /** Files of the export are being made: the kit cannot be rebuilt until they are done. */
  pending: boolean;
  /** A rebuild was started; the export as the API answered it (its kit back in the making). */
  onRebuilt(exportItem: Export): void;
}

/** The export page's animation panel: it plays the bought logo and rebuilds the kit's motion files. */
export type ExportMotionSlot = ComponentType<ExportMotionSlotProps>;
