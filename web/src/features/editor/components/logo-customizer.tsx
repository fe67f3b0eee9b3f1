import type { Logo } from "@contract";
import { useState } from "react";
import type { LogoCustomizerProps } from "@/components/customize-slot";
import { type MockupsSlot, WithoutMockups } from "@/components/mockups-slot";
import { type MotionSlot, WithoutMotion } from "@/components/motion-slot";
import { CustomizeButton } from "@/features/editor/components/customize-button";
import { LogoEditorDialog } from "@/features/editor/components/logo-editor-dialog";
import { useProjectDesigns } from "@/features/editor/hooks/use-project-designs";

/**
 * The editor's side of 'Customize' for a screen of logo cards: a Customize button per card (usable
 * or explaining why not) and the editor dialog. Route pages pass it to /logo-designs and /my-logos,
 * with 'See it in use' and 'Play' for the editor when they have them.
 */
export function LogoCustomizer({
  projectId,
  logoIds,
  onSaved,
  children,
  mockups = WithoutMockups,
  motion = WithoutMotion,
}: LogoCustomizerProps & { mockups?: MockupsSlot; motion?: MotionSlot }) {
  const [customizing, setCustomizing] = useState<Logo | null>(null);
  const customizability = useProjectDesigns(projectId, logoIds);
  return (
    <>
      {children((logo) => (
        <CustomizeButton availability={customizability(logo.id)} onClick={() => setCustomizing(logo)} />
      ))}
      <LogoEditorDialog
        logo={customizing}
        mockups={mockups}
        motion={motion}
        onClose={() => setCustomizing(null)}
        onSaved={(response) => {
          setCustomizing(null);
          // The new logo joins its concept, marked new and scrolled into view.
          onSaved(response.promptsWithLogos);
        }}
      />
    </>
  );
}
