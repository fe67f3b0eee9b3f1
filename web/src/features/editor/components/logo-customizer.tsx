import type { Logo } from "@contract";
import { useState } from "react";
import type { LogoCustomizerProps } from "@/components/customize-slot";
import { type MockupsSlot, WithoutMockups } from "@/components/mockups-slot";
import { CustomizeButton } from "@/features/editor/components/customize-button";
import { LogoEditorDialog } from "@/features/editor/components/logo-editor-dialog";
import { useProjectDesigns } from "@/features/editor/hooks/use-project-designs";

/**
 * The editor's side of 'Customize' for a screen of logo cards: a Customize button per card (usable
 * or explaining why not) and the editor dialog. Route pages pass it to /logo-designs and /my-logos,
 * with 'See it in use' for the editor when they have it.
 */
export function LogoCustomizer({
  projectId,
  logoIds,
  onSaved,
  children,
  mockups = WithoutMockups,
}: LogoCustomizerProps & { mockups?: MockupsSlot }) {
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
