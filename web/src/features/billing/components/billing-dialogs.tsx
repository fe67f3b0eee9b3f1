import { ExportLogoModal } from "@/components/export-logo-modal";
import { DownloadOptionsModal } from "@/features/billing/components/download-options-modal";
import { UpgradeModal } from "@/features/billing/components/upgrade-modal";
import type { BillingDialogsController } from "@/features/billing/hooks/use-billing-dialogs";

/** Renders whichever billing dialog the page's controller has open. */
export function BillingDialogs({ controller }: { controller: BillingDialogsController }) {
  const { dialog, close, remainingExports } = controller;
  return (
    <>
      <UpgradeModal open={dialog.open === "upgrade"} header={dialog.header} onClose={close} />
      <ExportLogoModal
        open={dialog.open === "export"}
        logo={dialog.logo}
        remainingExports={remainingExports}
        onClose={close}
      />
      <DownloadOptionsModal open={dialog.open === "downloadOptions"} logo={dialog.logo} onClose={close} />
    </>
  );
}
