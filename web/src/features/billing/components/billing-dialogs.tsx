import { useEffect } from "react";
import { ExportLogoModal } from "@/components/export-logo-modal";
import { DownloadOptionsModal } from "@/features/billing/components/download-options-modal";
import { UpgradeModal } from "@/features/billing/components/upgrade-modal";
import type { BillingDialogsController } from "@/features/billing/hooks/use-billing-dialogs";
// The one place billing reaches into exports: confirming the export modal starts the export flow.
// The route pages stay a single <BillingDialogs>, as they were before exports existed.
import { ExportFlowStatus } from "@/features/exports/components/export-flow-status";
import { reloadExports, useExportsState } from "@/features/exports/hooks/exports-store";
import { useExportFlow } from "@/features/exports/hooks/use-export-flow";

/** Renders whichever billing dialog the page's controller has open, and the export flow. */
export function BillingDialogs({ controller }: { controller: BillingDialogsController }) {
  const { dialog, close, remainingExports, openDownloadOptions } = controller;
  const exportFlow = useExportFlow({ onLimitReached: openDownloadOptions });
  const { exports } = useExportsState();
  const exportOpen = dialog.open === "export";
  // The modal says so when the logo was exported before (that costs nothing): it needs the list.
  useEffect(() => {
    if (exportOpen) void reloadExports();
  }, [exportOpen]);
  const alreadyExported = exports?.some((item) => item.logoId === dialog.logo?.id) ?? false;
  return (
    <>
      <UpgradeModal open={dialog.open === "upgrade"} header={dialog.header} onClose={close} />
      <ExportLogoModal
        open={exportOpen}
        logo={dialog.logo}
        alreadyExported={alreadyExported}
        remainingExports={remainingExports}
        onClose={close}
        confirming={exportFlow.preparing}
        onConfirm={(logo) => {
          close();
          void exportFlow.confirm(logo);
        }}
      />
      <DownloadOptionsModal open={dialog.open === "downloadOptions"} logo={dialog.logo} onClose={close} />
      <ExportFlowStatus flow={exportFlow} />
    </>
  );
}
