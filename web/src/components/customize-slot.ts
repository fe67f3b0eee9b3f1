import type { Logo, PromptsWithLogos } from "@contract";
import type { ComponentType, ReactNode } from "react";

/**
 * 'Customize' on a screen's logo cards. The editor is a feature of its own and features do not
 * import each other, so the route page hands the editor's implementation to the screen (see
 * features/editor/components/logo-customizer.tsx); the screen only knows this shape.
 */
export interface LogoCustomizerProps {
  projectId: string;
  /** The logos on screen, to learn which of them the editor can open. */
  logoIds: readonly string[];
  /** A customized logo was saved: its group, to merge into the screen's logos. */
  onSaved(promptsWithLogos: PromptsWithLogos): void;
  /** The screen, given the Customize button to place on each logo card. */
  children(customizeButton: (logo: Logo) => ReactNode): ReactNode;
}

export type LogoCustomizer = ComponentType<LogoCustomizerProps>;

/** A screen rendered without the editor: its cards offer no Customize button. */
export function WithoutCustomizing({ children }: LogoCustomizerProps): ReactNode {
  return children(() => null);
}
