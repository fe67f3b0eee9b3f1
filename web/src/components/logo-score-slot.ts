import type { ComponentType } from "react";

/**
 * A logo's measured score on a card or a page. The score is a feature of its own
 * (features/score) and features do not import each other, so route pages hand it in.
 */
export interface LogoScoreSlotProps {
  logoId: string;
  /** One line of numbers for a card; otherwise a panel with a sentence for each. */
  compact?: boolean;
}

export type LogoScoreSlot = ComponentType<LogoScoreSlotProps>;
