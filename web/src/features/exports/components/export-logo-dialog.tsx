import type { Logo } from "@contract";
import { useEffect, useState } from "react";
import { ExportLogoModal } from "@/components/export-logo-modal";
import { checkRemake } from "@/features/exports/api/exports-api";
import { ExportFlowStatus } from "@/features/exports/components/export-flow-status";
import { reloadExports, useExportsState } from "@/features/exports/hooks/exports-store";
import { useExportFlow } from "@/features/exports/hooks/use-export-flow";

interface ExportLogoDialogProps {
  open: boolean;
  /** Kept while the modal fades out, so its content does not blank mid-animation. */
  logo: Logo | null;
  remainingExports: number;
  onClose(): void;
  /** The server said no exports are left after all: the page opens Download options. */
  onLimitReached(logo: Logo): void;
}

/**
 * The export modal and the flow its confirm starts (progress overlay, then
 * /my-exports). The route page decides when it opens, beside its billing dialogs.
 */
export function ExportLogoDialog({
  open,
  logo,
  remainingExports,
  onClose,
  onLimitReached,
}: ExportLogoDialogProps) {
  const exportFlow = useExportFlow({ onLimitReached });
  const { exports } = useExportsState();
  // The modal says so when the logo was exported before (that costs nothing): it needs the list.
  useEffect(() => {
    if (open) void reloadExports();
  }, [open]);
  const alreadyExported = exports?.some((item) => item.logoId === logo?.id) ?? false;
  // An edit of a bought logo may be a free remake: the modal says so instead of counting a credit.
  const [freeRemake, setFreeRemake] = useState<{
    logoId: string;
    number: number;
    remakesLeft: number;
  } | null>(null);
  const logoId = logo?.id ?? null;
  useEffect(() => {
    if (!open || !logoId) return;
    let current = true;
    checkRemake(logoId).then(
      (remake) => {
        if (current) setFreeRemake(remake ? { logoId, ...remake } : null);
      },
      () => {
        if (current) setFreeRemake(null);
      },
    );
    return () => {
      current = false;
    };
  }, [open, logoId]);
  return (
    <>
      <ExportLogoModal
        open={open}
        logo={logo}
        alreadyExported={alreadyExported}
        freeRemake={freeRemake?.logoId === logoId ? freeRemake : null}
        remainingExports={remainingExports}
        onClose={onClose}
        confirming={exportFlow.preparing}
        onConfirm={(confirmed) => {
          onClose();
          void exportFlow.confirm(confirmed);
        }}
      />
      <ExportFlowStatus flow={exportFlow} />
    </>
  );
}
